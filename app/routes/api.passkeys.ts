import { addPasskey, registrationOptions, signInOptions, signInWithPasskey } from '#app/features/auth/passkeys.server'
import { getSession } from '#app/lib/auth/session.server'
import { formText, readForm } from '#app/lib/form.server'
import { toastHeader } from '#app/lib/toast.server'
import type { Route } from './+types/api.passkeys'

const json = (body: unknown, status = 200, headers?: Headers) => {
  const all = new Headers(headers)
  all.set('Cache-Control', 'no-store')
  return Response.json(body, { status, headers: all })
}

/**
 * POST /api/passkeys (issue 34, ADR 029), for the lazily loaded passkey code in the browser:
 * `intent` is `register-options` or `register` (signed in: add a passkey), `sign-in-options` or
 * `sign-in` (a passkey sign-in, whose session cookie comes with the answer). Errors are catalog
 * keys, shown in the reader's language. Same-origin POSTs only (server/http.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = formText(form, 'intent')
  if (intent === 'sign-in-options') {
    const result = await signInOptions(request)
    return result.ok ? json({ options: result.options, challengeId: result.challengeId }) : json({ error: result.error }, result.status)
  }
  if (intent === 'sign-in') {
    const result = await signInWithPasskey(request, { challengeId: formText(form, 'challengeId'), response: formText(form, 'response') })
    if (!result.ok) return json({ error: result.error }, result.status)
    // The page the browser opens next shows "Welcome back", as after a password.
    result.headers.append('Set-Cookie', toastHeader(request, { title: 'auth.toast.signedIn', kind: 'success' }))
    return json({ ok: true }, 200, result.headers)
  }
  const { user } = await getSession(request)
  if (!user) return json({ error: { message: 'auth.passkey.error.signedOut' } }, 401)
  if (intent === 'register-options') {
    const result = await registrationOptions(user)
    return result.ok ? json({ options: result.options, challengeId: result.challengeId }) : json({ error: result.error }, result.status)
  }
  if (intent === 'register') {
    const result = await addPasskey(user, { challengeId: formText(form, 'challengeId'), name: formText(form, 'name'), response: formText(form, 'response') })
    return result.ok ? json({ passkey: result.passkey }) : json({ error: result.error }, result.status)
  }
  return json({ error: { message: 'form.error.rejected' } }, 400)
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
