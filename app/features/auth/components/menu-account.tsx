import { Form, Link } from '#app/components/ui/link'
import { Avatar } from '#app/components/ui/avatar'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { FORUM } from '#app/lib/forum-path'

/** The account part of the side menu: who is signed in, and Logout; or Login. */
export function MenuAccount({ user, onNavigate }: { user: { name: string; initials?: string; email: string; avatarUrl: string | null; role?: string } | null; onNavigate?: () => void }) {
  const { t } = useI18n()
  if (!user) {
    return (
      <Link to="/login" onClick={onNavigate} className="mb-4 flex items-center gap-3 rounded-lg border border-border px-3 py-2 font-semibold">
        <Icon name="log-in" />
        {t('header.login')}
      </Link>
    )
  }
  return (
    <div className="mb-4 rounded-lg border border-border p-3">
      <Link to={`${FORUM}/profile`} onClick={onNavigate} className="flex items-center gap-3">
        <Avatar name={user.name} initials={user.initials} url={user.avatarUrl} />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{user.name || user.email}</span>
          <span className="block truncate text-sm text-muted">{user.email}</span>
        </span>
      </Link>
      {user.role === 'moderator' || user.role === 'admin' ? (
        <Link to="/moderation" onClick={onNavigate} className="mt-3 flex items-center gap-2 rounded-lg px-2 py-2 font-semibold hover:bg-surface-2">
          <Icon name="shield" />
          {t('nav.moderation')}
        </Link>
      ) : null}
      <Form method="post" action="/logout" className="mt-3">
        <button type="submit" className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left font-semibold hover:bg-surface-2">
          <Icon name="log-out" />
          {t('header.logout')}
        </button>
      </Form>
    </div>
  )
}
