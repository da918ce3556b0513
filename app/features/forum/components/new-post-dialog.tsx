import { Dialog } from '#app/components/ui/dialog'
import { useI18n } from '#app/i18n/use-i18n'
import { Composer } from './composer'

/** The New Post dialog of the list (loaded on first use); the same form as /seeking-<place>/new. */
export default function NewPostDialog({ open, onClose, maxVideoMb, askRules = false }: { open: boolean; onClose: () => void; maxVideoMb: number; askRules?: boolean }) {
  const { t } = useI18n()
  return (
    <Dialog open={open} onClose={onClose} title={t('forum.new.title')}>
      <Composer maxVideoMb={maxVideoMb} onDone={onClose} askRules={askRules} />
    </Dialog>
  )
}
