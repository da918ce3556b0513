import { APIError } from 'better-auth/api'
import { getAuth } from '#app/lib/auth/auth.server'
import { clientIp } from '#app/lib/auth/session.server'
import { logger } from '#app/lib/logger.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import type { AuthFormError } from './auth-result'
import { MAILS_PER_EMAIL, signInFailuresPerIp } from './limits.server'
import { EMAIL_PATTERN, validateNewPassword } from './schema'

/**
 * Sends a reset link if the address has an account. The answer is the same either way, so the
 * form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(request: Request, rawEmail: string): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  const email = rawEmail.trim().toLowerCase()
  if (!email) return { ok: false, error: { field: 'email', message: 'auth.error.emailRequired' } }
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: { field: 'email', message: 'auth.error.emailInvalid' } }
  const [byEmail, byIp] = await Promise.all([
    hitLimit(`reset:email:${email}`, MAILS_PER_EMAIL),
    hitLimit(`reset:ip:${clientIp(request)}`, signInFailuresPerIp()),
  ])
  if (!byEmail.allowed || !byIp.allowed) {
    return { ok: false, error: { message: 'auth.error.tooManyAttempts', vars: { seconds: Math.max(byEmail.retryAfter, byIp.retryAfter) } } }
  }
  try {
    await getAuth().api.requestPasswordReset({ body: { email }, headers: request.headers })
  } catch (error) {
    logger.error({ err: error }, 'password reset request failed')
  }
  return { ok: true }
}

/** Sets the new password for a valid token; every session of that user ends. */
export async function resetPassword(token: string, password: string, confirmPassword: string): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  const passwordError = validateNewPassword(password)
  if (passwordError) return { ok: false, error: { field: 'password', message: passwordError } }
  if (password !== confirmPassword) return { ok: false, error: { field: 'confirmPassword', message: 'auth.error.passwordMismatch' } }
  try {
    await getAuth().api.resetPassword({ body: { newPassword: password, token } })
    return { ok: true }
  } catch (error) {
    if (error instanceof APIError) return { ok: false, error: { message: 'auth.reset.invalid' } }
    throw error
  }
}

/** Marks the e-mail of the token's user as verified. */
export async function verifyEmail(token: string): Promise<boolean> {
  try {
    await getAuth().api.verifyEmail({ query: { token } })
    return true
  } catch (error) {
    if (error instanceof APIError) return false
    throw error
  }
}

/** Sends the verification link again to the signed-in user's address (limited per address). */
export async function resendVerification(request: Request, email: string): Promise<boolean> {
  const limit = await hitLimit(`verify:email:${email}`, MAILS_PER_EMAIL)
  if (!limit.allowed) return false
  await getAuth().api.sendVerificationEmail({ body: { email }, headers: request.headers })
  return true
}
