import type { MessageKey, Vars } from '#app/i18n/i18n'

/** What an auth action tells the form: which field (if any), which message, with what values. */
export interface AuthFormError {
  field?: string
  message: MessageKey
  vars?: Vars
}

export type AuthResult = { ok: true; headers: Headers } | { ok: false; status: number; error: AuthFormError }
