import type { MessageKey } from '#app/i18n/i18n'
import { normalizePhone } from '#app/lib/phone'
import { charCount, isBlank, tidy } from '#app/lib/user-text'

/**
 * The login and register rules, shared by the browser (instant feedback) and the server action
 * (the check that counts). The order is the spec's (spec 1 §5): the first failing rule is shown.
 */
export type AuthMode = 'login' | 'register'
export interface AuthValues {
  email: string
  password: string
  name?: string
  confirmPassword?: string
  /** The honeypot field: people leave it empty. */
  website?: string
}
export interface FieldError<F extends string = string> {
  field: F
  message: MessageKey
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 128
export const NAME_MAX = 100

export function validateAuth(mode: AuthMode, values: AuthValues): FieldError<keyof AuthValues> | null {
  const email = values.email.trim()
  if (!email) return { field: 'email', message: 'auth.error.emailRequired' }
  // Signing in, a verified mobile number stands for the account's e-mail (issue 34, ADR 030).
  if (!EMAIL_PATTERN.test(email) && !(mode === 'login' && normalizePhone(email).ok)) return { field: 'email', message: 'auth.error.emailInvalid' }
  const passwordError = validateNewPassword(values.password, mode === 'register')
  if (passwordError) return { field: 'password', message: passwordError }
  if (mode === 'register') {
    const name = tidy(values.name ?? '')
    if (isBlank(name)) return { field: 'name', message: 'auth.error.nameRequired' }
    if (charCount(name) > NAME_MAX) return { field: 'name', message: 'auth.error.nameLong' }
    if (values.password !== values.confirmPassword) return { field: 'confirmPassword', message: 'auth.error.passwordMismatch' }
  }
  return null
}

/** Password rules; the upper limit only matters for new passwords. */
export function validateNewPassword(password: string, checkMax = true): MessageKey | null {
  if (!password) return 'auth.error.passwordRequired'
  if (password.length < PASSWORD_MIN) return 'auth.error.passwordShort'
  if (checkMax && password.length > PASSWORD_MAX) return 'auth.error.passwordLong'
  return null
}

/** Reads the auth fields of a submitted form. */
export function authValuesFrom(form: FormData): AuthValues {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return { email: text('email'), password: text('password'), name: text('name'), confirmPassword: text('confirmPassword'), website: text('website') }
}
