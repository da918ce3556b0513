import type { MessageKey } from '#app/i18n/i18n'
import { mustVerifyEmail, type SessionUser } from './session.server'

/**
 * Why this user may not write (post, comment, like, report) right now, or null if they may.
 * Reading is never blocked.
 */
export function writeBlock(user: SessionUser): MessageKey | null {
  if (user.banned) return 'moderation.blocked.banned'
  if (user.suspendedUntil && new Date(user.suspendedUntil) > new Date()) return 'moderation.blocked.suspended'
  if (user.silenced) return 'moderation.blocked.silenced'
  if (mustVerifyEmail(user)) return 'forum.toast.verifyFirst'
  // Signed up from an address that made removed spammers (issue 43 §4): a verified e-mail or phone first.
  if (user.verifyBeforeWriting && !user.emailVerified && !user.phoneVerified) return 'moderation.blocked.verifyFirst'
  return null
}
