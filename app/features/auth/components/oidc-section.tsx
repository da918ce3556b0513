import { secondaryButtonClass } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDate } from '#app/lib/format'

export interface OidcSectionData { provider: string; link: { connectedAt: string; canDisconnect: boolean } | null }

/**
 * The profile's "Sign in with Google" (ADR 031): connect the provider (the same code flow, run
 * while signed in), or disconnect it when the account keeps a password or a passkey. Plain forms
 * posting to /auth/oidc: no JavaScript needed. Loaded by the profile page only for a signed-in
 * member (React.lazy), like the passkeys' section.
 */
export default function OidcSection({ provider, link }: OidcSectionData) {
  const { t, lang } = useI18n()
  return (
    <section aria-labelledby="oidc-heading" className="mt-6 rounded-xl border border-border bg-surface p-4">
      <h2 id="oidc-heading" className="flex items-start gap-2 text-lg font-bold">
        <Icon name="log-in" className="mt-1 size-5 shrink-0" />
        {t('auth.oidc.section.title', { provider })}
      </h2>
      {link ? (
        <>
          <p className="mt-1 text-sm text-muted">{t('auth.oidc.section.connected', { date: formatDate(lang, link.connectedAt, 'medium') })}</p>
          {link.canDisconnect ? (
            <form method="post" action="/auth/oidc">
              <input type="hidden" name="intent" value="disconnect" />
              <button type="submit" className={`${secondaryButtonClass} mt-3`}>{t('auth.oidc.section.disconnect', { provider })}</button>
            </form>
          ) : <p className="mt-2 text-sm text-muted">{t('auth.oidc.section.lastWayIn', { provider })}</p>}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('auth.oidc.section.intro', { provider })}</p>
          <form method="post" action="/auth/oidc">
            <input type="hidden" name="intent" value="connect" />
            <button type="submit" className={`${secondaryButtonClass} mt-3`}>
              <Icon name="log-in" className="size-4" />
              {t('auth.oidc.section.connect', { provider })}
            </button>
          </form>
        </>
      )}
    </section>
  )
}
