import type { Kysely } from 'kysely'
import { db } from '../db/database.server'
import type { DB } from '../db/schema'
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
 * accounts). An e-mail listed in BOOTSTRAP_MODERATOR_EMAILS starts as a moderator, one in
 * BOOTSTRAP_ADMIN_EMAILS as an admin. `executor`: a transaction the account is made in.
 */
export async function ensureProfile(user: { id: string; name?: string | null; email?: string | null }, executor: Kysely<DB> = db()) {
  const email = user.email?.trim().toLowerCase() ?? ''
  const role = !email ? null : env().BOOTSTRAP_ADMIN_EMAILS.includes(email) ? 'admin' as const : env().BOOTSTRAP_MODERATOR_EMAILS.includes(email) ? 'moderator' as const : null
  await executor
    .insertInto('profiles')
    .values({ id: user.id, name: defaultProfileName(user), ...(role ? { role } : {}) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}
