import { Dialog } from '#app/components/ui/dialog'
import { useI18n } from '#app/i18n/use-i18n'
import { ReportForm } from './report-form'

/** "Report Inappropriate Content" as a dialog (loaded when first opened). */
export default function ReportDialog({ postId, itemType, itemId, onClose }: { postId: number; itemType: 'post' | 'comment'; itemId: number; onClose: () => void }) {
  const { t } = useI18n()
  return (
    <Dialog open onClose={onClose} title={t('forum.report.title')}>
      <ReportForm postId={postId} itemType={itemType} itemId={itemId} onDone={onClose} />
    </Dialog>
  )
}
