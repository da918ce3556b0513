import { getAuth } from '#app/lib/auth/auth.server'
import { getUser, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { Role, TrustLevel } from '#app/lib/db/schema'
import { cookieFrom, testRequest } from './test-app'

let serial = 0

/**
 * Registers a user through better-auth (as sign-up does) and returns them with their cookie. A
 * moderator or admin has completed two-step sign-in, as every moderator power requires (ADR
 * 016), unless `twoFactor: false` asks for one who has not.
 *
 * Test users are members who have taken part (trust level `member`, nothing of theirs waits for
 * a moderator, the rules read), so a test of posting is not one of a newcomer's first post;
 * `trust: 'new'` asks for a newcomer as sign-up makes one (issue 43).
 */
export async function createUser(options: { email?: string; name?: string; role?: Role; password?: string; twoFactor?: boolean; trust?: TrustLevel } = {}): Promise<{ user: SessionUser; cookie: string }> {
  const email = options.email ?? `user${Date.now()}-${serial++}@example.com`
  const { headers } = await getAuth().api.signUpEmail({
    body: { email, password: options.password ?? 'secret1', name: options.name ?? 'Test User' },
    headers: new Headers({ 'x-hg-client-ip': '127.0.0.1' }),
    returnHeaders: true,
  })
  const trust = options.trust ?? 'member'
  const changes = { ...(options.role ? { role: options.role } : {}), ...(trust === 'new' ? {} : { trust_level: trust, review_cleared: true, rules_accepted_at: new Date() }) }
  if (Object.keys(changes).length > 0) {
    await db().updateTable('profiles').set(changes).where('id', 'in', db().selectFrom('user').select('id').where('email', '=', email)).execute()
  }
  if ((options.role === 'moderator' || options.role === 'admin') && options.twoFactor !== false) {
    const { id } = await db().selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    await db().insertInto('two_factor').values({ user_id: id, secret: 'JBSWY3DPEHPK3PXP', enabled_at: new Date() }).execute()
  }
  const cookie = cookieFrom(headers)
  const user = await getUser(testRequest('/', { method: 'GET', cookie }))
  if (!user) throw new Error('createUser: no session')
  return { user, cookie }
}
