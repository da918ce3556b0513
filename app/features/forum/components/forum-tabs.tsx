import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { FORUM } from '#app/lib/forum-path'

/** Feed and Profile: two pages of the forum, shown as tabs (links, so they work without JavaScript). */
export function ForumTabs({ current }: { current: 'feed' | 'profile' }) {
  const { t } = useI18n()
  const tab = (active: boolean) =>
    `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${active ? 'border-primary text-link' : 'border-transparent text-muted hover:text-fg'}`
  return (
    <nav aria-label={t('page.communityForum.title')} className="mb-4 flex border-b border-border">
      <Link to={FORUM} aria-current={current === 'feed' ? 'page' : undefined} className={tab(current === 'feed')}>{t('forum.tab.feed')}</Link>
      <Link to={`${FORUM}/profile`} aria-current={current === 'profile' ? 'page' : undefined} className={tab(current === 'profile')}>{t('forum.tab.profile')}</Link>
    </nav>
  )
}
