import { useEffect, useRef, useState } from 'react'
import { secondaryButtonClass } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { Spinner } from '#app/components/ui/spinner'
import { useI18n } from '#app/i18n/use-i18n'
import type { PasskeyFailure } from '../passkey-client'

const loadClient = () => import('../passkey-client')

/**
 * "Sign in with a passkey" under the login form, and the browser's passkey autofill on its
 * e-mail field (started when the field is first focused). The WebAuthn code loads only then
 * (ADR 029). Passkeys need JavaScript: without it the reader is told so, and the button is not shown.
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const { t, href } = useI18n()
  const [support, setSupport] = useState<'unknown' | 'yes' | 'no'>('unknown')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<PasskeyFailure | null>(null)
  const ref = useRef<HTMLDivElement>(null)
  const autofillStarted = useRef(false)

  function done() {
    window.location.assign(href(redirectTo))
  }

  useEffect(() => {
    const supported = typeof window.PublicKeyCredential === 'function'
    setSupport(supported ? 'yes' : 'no')
    const form = ref.current?.closest('form')
    const email = form?.querySelector<HTMLInputElement>('input[name="email"]')
    if (!supported || !email) return
    const onFocus = () => {
      if (autofillStarted.current) return
      autofillStarted.current = true
      void loadClient().then((client) => client.signInWithPasskey(true)).then((result) => {
        if (result.ok) done()
        else if (result.error) setError(result.error)
      })
    }
    email.addEventListener('focus', onFocus)
    return () => email.removeEventListener('focus', onFocus)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function onClick() {
    setBusy(true)
    setError(null)
    const result = await (await loadClient()).signInWithPasskey(false)
    if (result.ok) return done()
    setBusy(false)
    if (result.error) setError(result.error)
  }

  return (
    <div ref={ref} className="mt-4 border-t border-border pt-4">
      <p className="mb-2 text-center text-sm text-muted">{t('auth.passkey.or')}</p>
      {/* Shown where scripting is off (a media query: React renders no <noscript> content on the client). */}
      <p className="hidden text-sm text-muted noscript:block">{t('auth.passkey.needsJs')}</p>
      {support === 'no' ? <p className="text-sm text-muted">{t('auth.passkey.unsupported')}</p> : null}
      <button type="button" onClick={onClick} disabled={busy} hidden={support !== 'yes'} className={`${secondaryButtonClass} w-full justify-center`}>
        {busy ? <Spinner /> : <Icon name="fingerprint" className="size-4" />}
        {t('auth.passkey.signIn')}
      </button>
      <p role="alert" className="mt-2 text-sm text-danger empty:hidden">{error ? t(error.message, error.vars) : null}</p>
    </div>
  )
}
