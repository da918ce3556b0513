import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from '#app/components/ui/link'
import { Avatar } from '#app/components/ui/avatar'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { FORUM } from '#app/lib/forum-path'

const loadDialog = () => import('./auth-dialog')
const AuthDialog = lazy(loadDialog)

/**
 * The header's account control: the reader's avatar (to their profile) when signed in, else a
 * Login link that opens the dialog (and without JavaScript simply goes to /login).
 */
export function AccountButton({ user }: { user: { name: string; initials?: string; avatarUrl: string | null } | null }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  // Signing in closes the dialog (spec 1 §4: it closes once a user exists).
  useEffect(() => {
    if (user) setOpen(false)
  }, [user])
  const base = 'inline-flex min-h-11 min-w-10 items-center justify-center rounded-lg hover:bg-surface-2 sm:min-w-11'
  if (user) {
    return (
      <Link to={`${FORUM}/profile`} className={base} aria-label={`${t('header.profile')}: ${user.name}`}>
        <Avatar name={user.name} initials={user.initials} url={user.avatarUrl} size="sm" />
      </Link>
    )
  }
  return (
    <>
      <Link
        to="/login"
        className={`${base} gap-1 px-2 text-sm font-semibold`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          event.preventDefault()
          setWanted(true)
          setOpen(true)
        }}
      >
        <Icon name="log-in" className="hidden size-4 sm:block" />
        <span>{t('header.login')}</span>
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <AuthDialog open={open} onClose={() => setOpen(false)} signedIn={false} />
        </Suspense>
      ) : null}
    </>
  )
}
