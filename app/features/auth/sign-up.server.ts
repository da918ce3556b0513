import { APIError } from 'better-auth/api'
import { getAuth } from '#app/lib/auth/auth.server'
import { clientIp } from '#app/lib/auth/session.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import type { AuthResult } from './auth-result'
import { signUpsPerIp } from './limits.server'
import { validateAuth, type AuthValues } from './schema'
import { blockedMessage, isBlockedIdentity, markSignUp } from './sign-up-guard.server'
import { unexpected } from './sign-in.server'
import { checkName } from '#app/lib/watched-words/words.server'
import { tidy } from '#app/lib/user-text'

/**
 * Creates an account (storing the name given, unlike the earlier app), signs it in and sends
 * the verification mail. Limited per IP.
 */
export async function signUp(request: Request, values: AuthValues): Promise<AuthResult> {
  const invalid = validateAuth('register', values)
  if (invalid) return { ok: false, status: 400, error: invalid }
  if (values.website?.trim()) return { ok: false, status: 400, error: { message: 'form.error.rejected' } }
  // A name with a watched word (issue 43 §3): refused before anything counts against the address.
  const badName = await checkName([values.name])
  if (badName) return { ok: false, status: 400, error: { field: 'name', ...badName } }
  const limit = await hitLimit(`sign-up:ip:${clientIp(request)}`, signUpsPerIp())
  if (!limit.allowed) return { ok: false, status: 429, error: { message: 'auth.error.tooManySignups' } }
  // An address a moderator blocked when removing a spammer (issue 43 §4): refused, nothing written.
  if (await isBlockedIdentity('email', values.email)) return { ok: false, status: 403, error: { message: blockedMessage('email') } }
  try {
    const { headers, response } = await getAuth().api.signUpEmail({
      body: { email: values.email.trim().toLowerCase(), password: values.password, name: tidy(values.name!) },
      headers: request.headers,
      returnHeaders: true,
    })
    // The keyed hash of the address it came from, and whether it must verify before writing.
    await markSignUp(request, response.user.id)
    return { ok: true, headers }
  } catch (error) {
    if (error instanceof APIError && String(error.body?.code ?? '').startsWith('USER_ALREADY_EXISTS')) {
      return { ok: false, status: 409, error: { field: 'email', message: 'auth.error.userExists' } }
    }
    return unexpected(error)
  }
}
