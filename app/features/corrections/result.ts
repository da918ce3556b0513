import type { MessageKey, Vars } from '#app/i18n/i18n'
import type { SuggestionErrors } from './schema'

/** What a corrections service tells its caller: done, or why not (with the HTTP status to answer). */
export type CorrectionResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; status: number; error: { message: MessageKey; vars?: Vars }; fields?: SuggestionErrors }

export const refuse = (status: number, message: MessageKey, extra: { vars?: Vars; fields?: SuggestionErrors } = {}) =>
  ({ ok: false as const, status, error: { message, ...(extra.vars ? { vars: extra.vars } : {}) }, ...(extra.fields ? { fields: extra.fields } : {}) })
