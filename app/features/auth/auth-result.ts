import type { MessageKey, Vars } from '#app/i18n/i18n'

/** What an auth action tells the form: which field (if any), which message, with what values. */
export interface AuthFormError {
  field?: string
  message: MessageKey
  vars?: Vars
}

/** `secondFactor`: the password was right, and the session waits for the second step (ADR 016). */
export type AuthResult = { ok: true; headers: Headers; secondFactor?: boolean } | { ok: false; status: number; error: AuthFormError }
