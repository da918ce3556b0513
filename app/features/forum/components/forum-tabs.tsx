import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'

/** Feed, Profile and Saved (issue 44 §3): pages of the forum, shown as tabs (links, so they work without JavaScript). */
export function ForumTabs({ current }: { current: 'feed' | 'profile' | 'saved' }) {
  const { t } = useI18n()
  const tab = (active: boolean) =>
    `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${active ? 'border-primary text-link' : 'border-transparent text-muted hover:text-fg'}`
  return (
    <nav aria-label={t('page.seekingHathazari.title')} className="mb-4 flex border-b border-border">
      <Link to="/seeking-hathazari" aria-current={current === 'feed' ? 'page' : undefined} className={tab(current === 'feed')}>{t('forum.tab.feed')}</Link>
      <Link to="/seeking-hathazari/profile" aria-current={current === 'profile' ? 'page' : undefined} className={tab(current === 'profile')}>{t('forum.tab.profile')}</Link>
      <Link to="/seeking-hathazari/profile/saved" aria-current={current === 'saved' ? 'page' : undefined} className={tab(current === 'saved')}>{t('forum.tab.saved')}</Link>
    </nav>
  )
}
