import { redirect } from 'react-router'
import { disconnectOidc, oidcSettings, startOidc } from '#app/features/auth/oidc.server'
import { localePath } from '#app/i18n/paths'
import { getUser } from '#app/lib/auth/session.server'
import { formText, readForm } from '#app/lib/form.server'
import { getLang, localizedRedirect } from '#app/lib/preferences.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/auth.oidc'
import { FORUM } from '#app/lib/forum-path'

const PROFILE = `${FORUM}/profile`

/**
 * POST /auth/oidc (issue 34 §3, ADR 031): "Continue with Google" on the sign-in forms, a plain
 * form that works without JavaScript (same-origin POSTs only, server/http.ts). `intent` is
 * `sign-in` (the default), `connect` (a signed-in member links the provider from the profile
 * page) or `disconnect`. Sign-in and connect answer with a redirect to the provider.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = formText(form, 'intent') || 'sign-in'
  const lang = getLang(request)
  const redirectTo = safeRedirectPath(formText(form, 'redirectTo'))
  const provider = oidcSettings()?.name ?? 'Google'
  const user = await getUser(request)
  if (intent === 'connect' || intent === 'disconnect') {
    if (!user) return localizedRedirect(request, `/login?redirectTo=${encodeURIComponent(PROFILE)}`)
    if (intent === 'disconnect') {
      const result = await disconnectOidc(user.id)
      return result.ok
        ? redirectWithToast(request, PROFILE, { title: 'auth.oidc.toast.disconnected', vars: { provider }, kind: 'success' })
        : redirectWithToast(request, PROFILE, { title: result.reason === 'lastWayIn' ? 'auth.oidc.section.lastWayIn' : 'auth.oidc.error.notLinked', vars: { provider }, kind: 'error' })
    }
    const started = await startOidc(request, { purpose: 'connect', userId: user.id, redirectTo: PROFILE, lang })
    if (!started.ok) return redirectWithToast(request, PROFILE, { title: `auth.oidc.error.${started.reason}`, vars: { provider }, kind: 'error' })
    return redirect(started.url, { status: 303, headers: started.headers })
  }
  if (user) return localizedRedirect(request, redirectTo)
  const started = await startOidc(request, { purpose: 'sign-in', redirectTo, lang })
  if (!started.ok) return redirect(localePath(lang, `/login?oidc=${started.reason}&redirectTo=${encodeURIComponent(redirectTo)}`), 303)
  return redirect(started.url, { status: 303, headers: started.headers })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
