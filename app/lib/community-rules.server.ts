import type { MessageKey } from '#app/i18n/i18n'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'

// Here in lib, not in a feature, because the forum's createPost calls it (features never import
// each other); app/features/rules/accept.server.ts names the same functions.

/** The new-post form's checkbox "I have read the community's rules" (its value is "yes"). */
export const RULES_FIELD = 'rulesRead'

/** Whether the form's rules tick was ticked. */
export function rulesTicked(form: FormData): boolean {
  return form.get(RULES_FIELD) === 'yes'
}

/**
 * Why this user may not post yet for want of the community's rules (issue 43 §5), or null.
 * A member who accepted them once is never asked again; a newcomer who ticked the box has
 * accepted them now, and the time is kept (profiles.rules_accepted_at, the first time only).
 * The check is the server's: the form's checkbox alone proves nothing.
 */
export async function rulesProblem(user: SessionUser, ticked: boolean): Promise<MessageKey | null> {
  if (user.rulesAccepted) return null
  if (!ticked) return 'rules.error.mustAccept'
  // The session's copy of the profile may be older than this request (another tab ticked it
  // already): the first acceptance stands.
  await db().updateTable('profiles').set({ rules_accepted_at: new Date() })
    .where('id', '=', user.id).where('rules_accepted_at', 'is', null).execute()
  return null
}
