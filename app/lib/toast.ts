import type { MessageKey, Vars } from '#app/i18n/i18n'

/** A toast names catalog keys, not text, so it always shows in the reader's language. */
export interface Toast {
  title: MessageKey
  description?: MessageKey
  vars?: Vars
  kind?: 'success' | 'error' | 'info'
  /** Milliseconds; 5000 by default (spec 1 §9). */
  duration?: number
}
