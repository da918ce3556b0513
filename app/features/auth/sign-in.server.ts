import { createHash } from 'node:crypto'
import { APIError } from 'better-auth/api'
import { getAuth } from '#app/lib/auth/auth.server'
import { ensureProfile } from '#app/lib/auth/profile-defaults.server'
import { clientIp } from '#app/lib/auth/session.server'
import { logger } from '#app/lib/logger.server'
import { hitLimit, releaseLimit, resetLimit } from '#app/lib/rate-limit.server'
import type { AuthResult } from './auth-result'
import { SIGN_IN_FAILURES_PER_EMAIL_AND_IP, signInFailuresPerEmail, signInFailuresPerIp, SLOW_DOWN_AFTER } from './limits.server'
import { hasTwoFactor, holdForSecondFactor, isTrustedDevice } from './two-factor.server'
import { emailForPhone } from './sms/sms-codes.server'
import { normalizePhone } from '#app/lib/phone'
import { PASSWORD_MAX, validateAuth, type AuthValues } from './schema'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Signs in with e-mail and password. Every attempt takes a slot in the per-e-mail and per-IP
 * counts before the password is checked (atomically, so a burst of parallel guesses cannot all
 * slip under the limit); a successful one gives its slots back. So the counts are failures plus
 * attempts in flight: after a few, answers slow down; past the limit, attempts are refused
 * without checking the password.
 */
export async function signIn(request: Request, values: AuthValues): Promise<AuthResult> {
  const invalid = validateAuth('login', values)
  if (invalid) return { ok: false, status: 400, error: invalid }
  const email = await accountEmail(values.email)
  const pairKey = `sign-in:email-ip:${email}|${clientIp(request)}`
  const emailKey = `sign-in:email:${email}`
  const ipKey = `sign-in:ip:${clientIp(request)}`
  const [byPair, byEmail, byIp] = await Promise.all([
    hitLimit(pairKey, SIGN_IN_FAILURES_PER_EMAIL_AND_IP), hitLimit(emailKey, signInFailuresPerEmail()), hitLimit(ipKey, signInFailuresPerIp()),
  ])
  const blocked = [byPair, byEmail, byIp].find((state) => !state.allowed)
  if (blocked) {
    logger.warn({ email, ip: clientIp(request) }, 'sign-in refused: too many failures')
    return { ok: false, status: 429, error: { message: 'auth.error.tooManyAttempts', vars: { seconds: blocked.retryAfter } } }
  }
  const earlier = Math.max(byPair.count, byIp.count) - 1
  if (earlier >= SLOW_DOWN_AFTER) await sleep(Math.min(2000, 250 * (earlier - SLOW_DOWN_AFTER + 1)))
  // No account has a password this long (sign-up refuses it), and better-auth would throw on it:
  // a wrong password, counted like any other.
  if (values.password.length > PASSWORD_MAX) return { ok: false, status: 401, error: { message: 'auth.error.invalidCredentials' } }

  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email, password: values.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    })
    await ensureProfile(response.user)
    await Promise.all([resetLimit(pairKey), releaseLimit(emailKey), releaseLimit(ipKey)])
    // The password was right. With two-step sign-in on, the new session signs no one in until
    // the code is given, unless this device was trusted within 30 days.
    if ((await hasTwoFactor(response.user.id)) && !(await isTrustedDevice(request, response.user.id))) {
      await holdForSecondFactor(response.token, response.user.id)
      return { ok: true, headers, secondFactor: true }
    }
    return { ok: true, headers }
  } catch (error) {
    if (error instanceof APIError && (error.status === 'UNAUTHORIZED' || error.body?.code === 'INVALID_EMAIL_OR_PASSWORD')) {
      return { ok: false, status: 401, error: { message: 'auth.error.invalidCredentials' } }
    }
    // Not a wrong password (a bug, the database): not the reader's failure.
    await Promise.all([releaseLimit(pairKey), releaseLimit(emailKey), releaseLimit(ipKey)])
    return unexpected(error)
  }
}

/**
 * The e-mail to sign in with: the one given, or for a verified mobile number the account's own
 * (for an account made by phone, its stand-in address, ADR 030). A number no account has gets an
 * address no account has: a wrong password like any other.
 */
async function accountEmail(given: string): Promise<string> {
  const email = given.trim().toLowerCase()
  if (email.includes('@')) return email
  const phone = normalizePhone(email)
  if (!phone.ok) return email
  // Not the number itself: this address is counted, and logged, per e-mail.
  return (await emailForPhone(phone.phone)) ?? `${createHash('sha256').update(phone.phone).digest('hex').slice(0, 16)}@no-account.invalid`
}

/** Anything better-auth says that we have no message for is shown as received, and logged. */
export function unexpected(error: unknown): AuthResult {
  const message = error instanceof APIError ? (error.body?.message ?? error.message) : (error as Error)?.message
  logger.error({ err: error }, 'auth request failed')
  return { ok: false, status: 500, error: { message: 'auth.error.unknown', vars: { message: String(message ?? 'unknown') } } }
}
