import { Dialog } from '#app/components/ui/dialog'
import { useI18n } from '#app/i18n/use-i18n'
import { SiteNav } from './site-nav'

/** The side menu dialog, loaded when first opened so it costs nothing on a page view. */
export default function SideMenu({ open, onClose, account }: { open: boolean; onClose: () => void; account?: React.ReactNode }) {
  const { t } = useI18n()
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu.title')} variant="drawer">
      {account}
      <SiteNav onNavigate={onClose} />
    </Dialog>
  )
}
