import { finishOidc, oidcSettings } from '#app/features/auth/oidc.server'
import { defaultLang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { afterSignUpPath } from '#app/lib/after-sign-up'
import { getUser } from '#app/lib/auth/session.server'
import { chosenLang } from '#app/lib/preferences.server'
import { toastHeader } from '#app/lib/toast.server'
import type { Route } from './+types/auth.oidc-callback'
import { FORUM } from '#app/lib/forum-path'

const PROFILE = `${FORUM}/profile`

/**
 * GET /auth/oidc/callback: where the provider sends the reader back (the redirect URI to register
 * with it is PUBLIC_URL + this path). Signed in: to the page they came from (or the two-step
 * code first); refused: to /login, or the profile page for a connect, with the reason in the
 * language the flow was started in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const result = await finishOidc(request, user?.id ?? null)
  const lang = result.lang ?? chosenLang(request) ?? defaultLang
  const provider = oidcSettings()?.name ?? 'Google'
  const headers = result.headers
  headers.set('Cache-Control', 'no-store')
  const go = (path: string) => {
    headers.set('Location', localePath(lang, path))
    return new Response(null, { status: 302, headers })
  }
  if (!result.ok) {
    if (result.purpose === 'connect') {
      headers.append('Set-Cookie', toastHeader(request, { title: `auth.oidc.error.${result.reason}`, vars: { provider }, kind: 'error' }))
      return go(PROFILE)
    }
    // An account has the provider's e-mail: once signed in with the password, the member lands
    // where the provider is connected.
    const back = result.reason === 'exists' ? PROFILE : result.redirectTo
    return go(`/login?oidc=${result.reason}&redirectTo=${encodeURIComponent(back)}`)
  }
  if (result.purpose === 'connect') {
    headers.append('Set-Cookie', toastHeader(request, { title: 'auth.oidc.toast.connected', vars: { provider }, kind: 'success' }))
    return go(PROFILE)
  }
  if (result.secondFactor) return go(`/login/two-factor?redirectTo=${encodeURIComponent(result.redirectTo)}`)
  headers.append('Set-Cookie', toastHeader(request, result.created
    ? { title: 'auth.oidc.toast.registered', vars: { provider }, kind: 'success' }
    : { title: 'auth.toast.signedIn', kind: 'success' }))
  // A new account with nowhere to go lands on the welcome page (app/lib/after-sign-up.ts).
  return go(result.created ? afterSignUpPath(result.redirectTo) : result.redirectTo)
}
