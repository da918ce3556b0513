import type { MessageKey, Vars } from '#app/i18n/i18n'

export interface ForumError {
  message: MessageKey
  field?: string
  vars?: Vars
  /** A second line for the toast. */
  description?: MessageKey
}

/** What a forum action tells its caller: done, or why not (with the HTTP status to answer). */
export type ForumResult<T extends object = object> = ({ ok: true } & T) | { ok: false; status: number; error: ForumError }

export const fail = (status: number, message: MessageKey, extra: Omit<ForumError, 'message'> = {}) =>
  ({ ok: false as const, status, error: { message, ...extra } })
