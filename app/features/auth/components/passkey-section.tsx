import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { Form } from '#app/components/ui/link'
import { secondaryButtonClass, TextField } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { Spinner } from '#app/components/ui/spinner'
import { useHydrated } from '#app/components/ui/use-hydrated'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDate } from '#app/lib/format'
import type { PasskeyFailure } from '../passkey-client'

export interface PasskeyItem { id: string; name: string; createdAt: string; lastUsedAt: string | null }

/** Passkeys' name limit (passkeys.server.ts checks it too). */
const NAME_MAX = 60

/**
 * The profile's passkeys (issue 34): the ones the member has, each with Remove (a plain form,
 * checked on the server), and adding one on this phone. Adding needs JavaScript, whose passkey
 * code loads on the click (ADR 029); without it the section says so. Loaded by the profile page
 * only for a signed-in member (React.lazy): a visitor's first visit does not carry it.
 */
export default function PasskeySection({ passkeys }: { passkeys: PasskeyItem[] }) {
  const { t, lang } = useI18n()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<PasskeyFailure | null>(null)
  const [added, setAdded] = useState(false)
  const supported = hydrated && typeof window.PublicKeyCredential === 'function'

  async function add() {
    setBusy(true)
    setError(null)
    setAdded(false)
    const client = await import('../passkey-client')
    const result = await client.addPasskey(name)
    setBusy(false)
    if (!result.ok) return setError(result.error)
    setName('')
    setAdded(true)
    void revalidator.revalidate()
  }

  return (
    <section aria-labelledby="passkeys-heading" className="mt-6 rounded-xl border border-border bg-surface p-4">
      <h2 id="passkeys-heading" className="flex items-start gap-2 text-lg font-bold">
        <Icon name="fingerprint" className="mt-1 size-5 shrink-0" />
        {t('auth.passkey.label')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('auth.passkey.intro')}</p>
      {passkeys.length ? (
        <ul className="mt-3 divide-y divide-border" aria-label={t('auth.passkey.title')}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{passkey.name}</p>
                <p className="text-xs text-muted">
                  {t('auth.passkey.added', { date: formatDate(lang, passkey.createdAt, 'medium') })}
                  {passkey.lastUsedAt ? ` · ${t('auth.passkey.lastUsed', { date: formatDate(lang, passkey.lastUsedAt, 'medium') })}` : null}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <button type="submit" name="intent" value="remove-passkey" className={secondaryButtonClass}
                  aria-label={t('auth.passkey.removeLabel', { name: passkey.name })}>
                  <Icon name="trash-2" className="size-4" />
                  {t('auth.passkey.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : <p className="mt-3 text-sm">{t('auth.passkey.none')}</p>}
      <div className="mt-3 border-t border-border pt-3">
        {/* Shown where scripting is off (a media query: React renders no <noscript> content on the client). */}
        <p className="hidden text-sm text-muted noscript:block">{t('auth.passkey.needsJs')}</p>
        {hydrated && !supported ? <p className="text-sm text-muted">{t('auth.passkey.unsupported')}</p> : null}
        <div hidden={!supported}>
          <TextField label={t('auth.passkey.name')} name="passkeyName" value={name} maxLength={NAME_MAX} autoComplete="off"
            onChange={(event) => setName(event.currentTarget.value)} disabled={busy} />
          <button type="button" onClick={add} disabled={busy} className={secondaryButtonClass}>
            {busy ? <Spinner /> : <Icon name="fingerprint" className="size-4" />}
            {busy ? t('auth.passkey.adding') : t('auth.passkey.add')}
          </button>
        </div>
        <p role="status" className="mt-2 text-sm text-link empty:hidden">{added ? t('auth.passkey.toast.added') : null}</p>
        <p role="alert" className="mt-2 text-sm text-danger empty:hidden">{error ? t(error.message, error.vars) : null}</p>
      </div>
    </section>
  )
}
