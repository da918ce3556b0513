import type { MessageKey } from '#app/i18n/i18n'
import { mustVerifyEmail, type SessionUser } from './session.server'

/**
 * Why this user may not write (post, comment, like, report) right now, or null if they may.
 * Reading is never blocked.
 */
export function writeBlock(user: SessionUser): MessageKey | null {
  if (mustVerifyEmail(user)) return 'forum.toast.verifyFirst'
  return null
}
