import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql, type ExpressionBuilder, type Selectable } from 'kysely'
import { data } from 'react-router'
import { db } from '../db/database.server'
import type { DB, Role } from '../db/schema'
import { env } from '../env.server'
import { perRequest } from '../request-scope.server'
import { getSecret } from '../secret.server'
import { getAuth, sessionLifetime } from './auth.server'
import { liveSessions } from './live-sessions.server'
import { ensureProfile } from './profile-defaults.server'
import { readCookie } from '#app/lib/cookies.server'
import { localizedRedirect } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import { isPlaceholderEmail } from '#app/lib/phone'
import { FORUM } from '#app/lib/forum-path'

export type { SessionResult, SessionUser } from './session-types'
import type { SessionResult, SessionUser } from './session-types'

// Several loaders of one request ask for the session (each with its own Request object): it is
// read once per HTTP request, and once per Request object outside one (tests, scripts).
const perRequestObject = new WeakMap<Request, Promise<SessionResult>>()

/** Where getSession keeps a request's session in its scope (the error log reads it: app/lib/error-log). */
export const SESSION_SCOPE_KEY = 'session:'

/** The reader's session, or null when signed out. */
export function getSession(request: Request): Promise<SessionResult> {
  return perRequest(`${SESSION_SCOPE_KEY}${request.headers.get('cookie') ?? ''}`, () => {
    let pending = perRequestObject.get(request)
    if (!pending) {
      pending = readSession(request)
      perRequestObject.set(request, pending)
    }
    return pending
  })
}

async function readSession(request: Request): Promise<SessionResult> {
  const cookieHeader = request.headers.get('cookie')
  if (!cookieHeader?.includes('session_token')) return { user: null, setCookies: [] }
  return (await readSessionDirectly(request, cookieHeader)) ?? readSessionThroughBetterAuth(request)
}

/** The cookies better-auth uses for sessions, by their full names (prefix included). */
let sessionCookieNames: Promise<{ token: string; others: string[] }> | undefined
function cookieNames() {
  return (sessionCookieNames ??= getAuth().$context.then(({ authCookies }) => ({
    token: authCookies.sessionToken.name,
    others: [authCookies.dontRememberToken.name, authCookies.sessionData.name],
  })))
}

/** The session token if the cookie's signature is ours (better-auth's format: token.HMAC-SHA256 in base64). */
function verifiedToken(signed: string): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot < 1) return null
  const token = signed.slice(0, dot)
  const signature = Buffer.from(signed.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', getSecret()).update(token).digest()
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null
}

/**
 * The common case in one query, without better-auth's request machinery: a correctly signed
 * cookie of a live session that needs nothing written. Session, account and profile were three
 * queries and about a fifth of a signed-in page's CPU (docs/performance.md). Anything else (no
 * such session, an expired one, one due for its sliding renewal, a "don't remember me" or cached
 * session cookie) returns null, and better-auth handles it exactly as before: it clears cookies,
 * deletes expired sessions and renews the ones in use. On the embedded database a live session
 * is read once and kept in memory until it changes (live-sessions.server.ts, ADR 021): a table
 * this query joins must announce its changes as migration 0012's do.
 */
async function readSessionDirectly(request: Request, cookieHeader: string): Promise<SessionResult | null> {
  const names = await cookieNames()
  // Any sign of the other session cookies, even one that could not be read, is better-auth's to handle.
  if (names.others.some((name) => cookieHeader.includes(`${name}=`))) return null
  const signed = readCookie(request, names.token)
  if (!signed) return null
  const token = verifiedToken(signed)
  if (!token) return null
  const kept = liveSessions()
  const known = kept?.get(token)
  if (known) return known.result
  const version = kept?.version()
  const row = await db().selectFrom('session as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .innerJoin('profiles', 'profiles.id', 's.userId')
    .selectAll('profiles')
    .select(['s.expiresAt', 'u.email', 'u.emailVerified'])
    .select(secondFactorState(token))
    .where('s.token', '=', token)
    .executeTakeFirst()
  if (!row) return null
  const { expiresIn, updateAge } = sessionLifetime
  const expiresAt = new Date(row.expiresAt).getTime()
  // better-auth renews a session once it was last renewed more than updateAge ago.
  const renewAt = expiresAt - expiresIn * 1000 + updateAge * 1000
  if (expiresAt <= Date.now() || renewAt <= Date.now()) return null
  const result = sessionResult(row, token, [])
  kept?.set(token, version!, { result: frozen(result), userId: row.id }, Math.min(expiresAt, renewAt))
  return result
}

/** A kept result is shared by the requests that follow: nothing may change it. */
function frozen(result: SessionResult): SessionResult {
  Object.freeze(result.setCookies)
  if (result.user) Object.freeze(result.user)
  if (result.awaitingSecondFactor) Object.freeze(result.awaitingSecondFactor)
  return Object.freeze(result)
}

/** Whether the profile's account signs in in two steps, whether this session still waits for the second, and whether a passkey made it. */
function secondFactorState(token: string) {
  return (eb: ExpressionBuilder<DB, 'profiles'>) => [
    eb.exists(eb.selectFrom('two_factor').select(sql`1`.as('one')).whereRef('two_factor.user_id', '=', 'profiles.id').where('two_factor.enabled_at', 'is not', null)).as('two_factor_enabled'),
    eb.exists(eb.selectFrom('session_pending_second_factor').select(sql`1`.as('one')).where('session_token', '=', token)).as('awaiting_second_factor'),
    eb.exists(eb.selectFrom('session_passkey').select(sql`1`.as('one')).where('session_token', '=', token)).as('passkey_session'),
    // Read in the same query (migration 0028 announces its changes): a verified number lets an
    // account that must verify before writing write (issue 43 §4).
    eb.exists(eb.selectFrom('user_phones').select(sql`1`.as('one')).whereRef('user_phones.user_id', '=', 'profiles.id')).as('phone_verified'),
  ]
}

async function readSessionThroughBetterAuth(request: Request): Promise<SessionResult> {
  const { headers, response } = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true })
  const setCookies = headers.getSetCookie()
  if (!response) return { user: null, setCookies }
  const user = response.user
  const token = response.session.token
  // The profile, whether two-step sign-in is on, and whether this session still waits for it: one query.
  const readProfile = () => db().selectFrom('profiles').selectAll('profiles')
    .select(secondFactorState(token))
    .where('profiles.id', '=', user.id).executeTakeFirst()
  let profile = await readProfile()
  if (!profile) {
    await ensureProfile(user)
    profile = (await readProfile())!
  }
  return sessionResult({ ...profile, email: user.email, emailVerified: user.emailVerified }, token, setCookies)
}

type ProfileOfSession = Selectable<DB['profiles']> & { email: string; emailVerified: boolean; two_factor_enabled: unknown; awaiting_second_factor: unknown; passkey_session: unknown; phone_verified: unknown }

function sessionResult(row: ProfileOfSession, token: string, setCookies: string[]): SessionResult {
  if (row.awaiting_second_factor) return { user: null, setCookies, awaitingSecondFactor: { userId: row.id, sessionToken: token } }
  return {
    user: {
      id: row.id,
      // An account made with a phone number alone has a stand-in address (ADR 030): no e-mail.
      email: isPlaceholderEmail(row.email) ? '' : row.email,
      emailVerified: row.emailVerified,
      name: row.name,
      bio: row.bio,
      avatarUrl: row.avatar_url,
      role: row.role,
      createdAt: new Date(row.created_at).toISOString(),
      banned: row.banned,
      suspendedUntil: row.suspended_until ? new Date(row.suspended_until).toISOString() : null,
      trustLevel: row.trust_level,
      silenced: row.silenced_at !== null,
      reviewCleared: row.review_cleared,
      verifyBeforeWriting: row.verify_before_writing,
      phoneVerified: !!row.phone_verified,
      rulesAccepted: row.rules_accepted_at !== null,
      twoFactorEnabled: !!row.two_factor_enabled,
      passkeySession: !!row.passkey_session,
    },
    setCookies,
  }
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request)).user
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (user) return user
  const url = new URL(request.url)
  throw localizedRedirect(request, `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

/** Like requireUser, and when REQUIRE_EMAIL_VERIFICATION is set, the e-mail must be verified. */
export function mustVerifyEmail(user: SessionUser): boolean {
  // An account with no e-mail was made by a code sent to its phone: that number is verified.
  return env().REQUIRE_EMAIL_VERIFICATION && !user.emailVerified && user.email !== ''
}

const rank: Record<Role, number> = { member: 0, moderator: 1, admin: 2 }

export function hasRole(user: Pick<SessionUser, 'role'> | null | undefined, role: Role): boolean {
  return !!user && rank[user.role] >= rank[role]
}

type TwoStepState = Pick<SessionUser, 'twoFactorEnabled'> & Partial<Pick<SessionUser, 'passkeySession'>>

/**
 * Whether this session has completed two-step sign-in: the account's second step was given at
 * sign-in (ADR 016), or a passkey made the session, which is two factors itself: the phone
 * holding the key and the fingerprint or screen lock that unlocks it (ADR 029).
 */
export function twoStepDone(user: TwoStepState | null | undefined): boolean {
  return !!user && (user.twoFactorEnabled || !!user.passkeySession)
}

/**
 * Whether the user may use the powers of `role` now: they hold it, and for moderator and admin
 * they have completed two-step sign-in (ADR 016, 028). Every moderator power checks this, reading
 * hidden posts included; `hasRole` alone only says what the account is.
 */
export function actsAs(user: (Pick<SessionUser, 'role'> & TwoStepState) | null | undefined, role: Role): boolean {
  return hasRole(user, role) && (rank[role] < rank.moderator || twoStepDone(user))
}

/**
 * The signed-in user if they hold `role` (or a higher one); otherwise 403 (or login first).
 * Moderating takes two-step sign-in (ADR 016): a moderator or admin without it is sent to turn
 * it on first, for every moderation page and action, since all of them come through here. A
 * session made by a passkey has it (ADR 029).
 */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!hasRole(user, role)) throw data({ message: 'Forbidden' }, { status: 403 })
  if (rank[role] >= rank.moderator && !twoStepDone(user)) {
    throw redirectWithToast(request, `${FORUM}/profile/two-factor?required=1`, { title: 'auth.twoFactor.toast.required', kind: 'info' })
  }
  return user
}

/** The client's IP address, as the HTTP server determined it (TRUST_PROXY aware). */
export function clientIp(request: Request): string {
  return request.headers.get('x-hg-client-ip') || 'unknown'
}
