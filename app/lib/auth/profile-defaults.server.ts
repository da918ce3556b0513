import { db } from '../db/database.server'
import { env } from '../env.server'

/** A profile's default name (spec 1 §3): the registration name, else the e-mail's local part, else "New User". */
export function defaultProfileName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim()
  if (name) return name.slice(0, 100)
  const local = user.email?.split('@')[0]?.trim()
  if (local) return local.slice(0, 100)
  return 'New User'
}

/**
 * Creates the user's profile row if it is missing (on sign-up, and again on sign-in for older
 * accounts). An e-mail listed in BOOTSTRAP_MODERATOR_EMAILS starts as a moderator.
 */
export async function ensureProfile(user: { id: string; name?: string | null; email?: string | null }) {
  const moderator = !!user.email && env().BOOTSTRAP_MODERATOR_EMAILS.includes(user.email.trim().toLowerCase())
  await db()
    .insertInto('profiles')
    .values({ id: user.id, name: defaultProfileName(user), ...(moderator ? { role: 'moderator' as const } : {}) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}
