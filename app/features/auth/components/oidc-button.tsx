import { useRouteLoaderData } from 'react-router'
import { secondaryButtonClass } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { RootData } from '#app/root'

/**
 * "Continue with Google" (the provider's name from OIDC_NAME), shown when a provider is set
 * (ADR 031). A plain form posting to /auth/oidc, which sends the browser on to the provider: it
 * works without JavaScript, and it is its own form (never inside the e-mail form).
 */
export function OidcButton({ redirectTo, separator }: { redirectTo: string; separator: boolean }) {
  const root = useRouteLoaderData('root') as RootData | undefined
  const { t } = useI18n()
  if (!root?.oidc) return null
  return (
    <form method="post" action="/auth/oidc" className={separator ? 'mt-4 border-t border-border pt-4' : 'mt-2'}>
      {separator ? <p className="mb-2 text-center text-sm text-muted">{t('auth.passkey.or')}</p> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={`${secondaryButtonClass} w-full justify-center`}>
        <Icon name="log-in" className="size-4" />
        {t('auth.oidc.continue', { provider: root.oidc.name })}
      </button>
    </form>
  )
}
