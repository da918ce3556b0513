import { db } from '#app/lib/db/database.server'
import type { Role } from '#app/lib/db/schema'
import { initialsOf } from '#app/lib/initials'

/** What anyone may see of a member (issue 44 §1): never their e-mail, trust level, or anything of their account. */
export interface PublicMember {
  id: string
  name: string
  initials: string
  avatarUrl: string | null
  bio: string | null
  role: Role
  /** When they joined, ISO. */
  memberSince: string
}

/** An id as a URL carries it: better-auth's ids, nothing else reaches the database. */
export const memberIdOf = (value: string | undefined) => (value && /^[\w-]{1,64}$/.test(value) ? value : null)

/** A member's public page, or null: no such member, or a banned one (their page is gone with their right to write). */
export async function publicMember(id: string): Promise<PublicMember | null> {
  const row = await db().selectFrom('profiles').select(['id', 'name', 'avatar_url', 'bio', 'role', 'created_at'])
    .where('id', '=', id).where('banned', '=', false).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id, name: row.name, initials: initialsOf(row.name), avatarUrl: row.avatar_url, bio: row.bio, role: row.role,
    memberSince: new Date(row.created_at).toISOString(),
  }
}
