import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { Tabs } from '#app/components/ui/tabs'
import { useI18n } from '#app/i18n/use-i18n'
import type { AuthFormError } from '../auth-result'
import type { AuthMode } from '../schema'
import { AuthForm } from './auth-form'

/**
 * The login / register dialog opened from the header (loaded on first use). It posts to the same
 * actions as the /login and /register pages; on success the page reloads its data with the
 * session, and the dialog closes once a user exists.
 */
export default function AuthDialog({ open, onClose, signedIn }: { open: boolean; onClose: () => void; signedIn: boolean }) {
  const { t } = useI18n()
  const location = useLocation()
  const [mode, setMode] = useState<AuthMode>('login')
  // A fresh fetcher per mode, so switching tabs clears the error (spec 1 §2).
  const fetcher = useFetcher<{ error?: AuthFormError }>({ key: `auth-${mode}` })
  useEffect(() => {
    if (signedIn && open) onClose()
  }, [signedIn, open, onClose])
  // A link in the form (forgot password, a code by SMS) leads to another page: the dialog closes.
  const path = location.pathname
  const shownOn = useRef(path)
  useEffect(() => {
    if (open && shownOn.current !== path) onClose()
    shownOn.current = path
  }, [path, open, onClose])
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.dialog.title')}>
      <Tabs
        label={t('auth.dialog.title')}
        tabs={[
          { id: 'login', label: t('auth.login.title') },
          { id: 'register', label: t('auth.register.title') },
        ]}
        selected={mode}
        onSelect={setMode}
      >
        <AuthForm
          key={mode}
          mode={mode}
          FormComponent={fetcher.Form}
          serverError={fetcher.data?.error}
          pending={fetcher.state !== 'idle'}
          redirectTo={location.pathname + location.search}
        />
      </Tabs>
    </Dialog>
  )
}
