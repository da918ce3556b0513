import { sql } from 'kysely'
import { data } from 'react-router'
import { db } from '../db/database.server'
import type { Role } from '../db/schema'
import { env } from '../env.server'
import { perRequest } from '../request-scope.server'
import { getAuth } from './auth.server'
import { ensureProfile } from './profile-defaults.server'
import { localizedRedirect } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'

/** The signed-in reader, as the app uses them: better-auth's user joined with our profile. */
export interface SessionUser {
  id: string
  email: string
  emailVerified: boolean
  name: string
  bio: string | null
  avatarUrl: string | null
  role: Role
  createdAt: string
  /** Banned users can read but never write; suspended ones until this time (ISO), if set. */
  banned: boolean
  suspendedUntil: string | null
  /** Whether the account signs in in two steps (required before moderating: ADR 016). */
  twoFactorEnabled: boolean
}

interface SessionResult {
  user: SessionUser | null
  /** Set-Cookie values to pass on (a refreshed sliding session, or a cleared bad cookie). */
  setCookies: string[]
  /**
   * A session made by a correct password that still waits for the second step: it signs no one
   * in (`user` is null) until the code is given at /login/two-factor.
   */
  awaitingSecondFactor?: { userId: string; sessionToken: string }
}

// Several loaders of one request ask for the session (each with its own Request object): it is
// read once per HTTP request, and once per Request object outside one (tests, scripts).
const perRequestObject = new WeakMap<Request, Promise<SessionResult>>()

/** The reader's session, or null when signed out. */
export function getSession(request: Request): Promise<SessionResult> {
  return perRequest(`session:${request.headers.get('cookie') ?? ''}`, () => {
    let pending = perRequestObject.get(request)
    if (!pending) {
      pending = readSession(request)
      perRequestObject.set(request, pending)
    }
    return pending
  })
}

async function readSession(request: Request): Promise<SessionResult> {
  if (!request.headers.get('cookie')?.includes('session_token')) return { user: null, setCookies: [] }
  const { headers, response } = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true })
  const setCookies = headers.getSetCookie()
  if (!response) return { user: null, setCookies }
  const user = response.user
  const token = response.session.token
  // The profile, whether two-step sign-in is on, and whether this session still waits for it: one query.
  const readProfile = () => db().selectFrom('profiles').selectAll('profiles')
    .select((eb) => [
      eb.exists(eb.selectFrom('two_factor').select(sql`1`.as('one')).whereRef('two_factor.user_id', '=', 'profiles.id').where('two_factor.enabled_at', 'is not', null)).as('two_factor_enabled'),
      eb.exists(eb.selectFrom('session_pending_second_factor').select(sql`1`.as('one')).where('session_token', '=', token)).as('awaiting_second_factor'),
    ])
    .where('profiles.id', '=', user.id).executeTakeFirst()
  let profile = await readProfile()
  if (!profile) {
    await ensureProfile(user)
    profile = (await readProfile())!
  }
  if (profile.awaiting_second_factor) return { user: null, setCookies, awaitingSecondFactor: { userId: user.id, sessionToken: token } }
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: profile.name,
      bio: profile.bio,
      avatarUrl: profile.avatar_url,
      role: profile.role,
      createdAt: new Date(profile.created_at).toISOString(),
      banned: profile.banned,
      suspendedUntil: profile.suspended_until ? new Date(profile.suspended_until).toISOString() : null,
      twoFactorEnabled: !!profile.two_factor_enabled,
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
  return env().REQUIRE_EMAIL_VERIFICATION && !user.emailVerified
}

const rank: Record<Role, number> = { member: 0, moderator: 1, admin: 2 }

export function hasRole(user: Pick<SessionUser, 'role'> | null | undefined, role: Role): boolean {
  return !!user && rank[user.role] >= rank[role]
}

/**
 * The signed-in user if they hold `role` (or a higher one); otherwise 403 (or login first).
 * Moderating takes two-step sign-in (ADR 016): a moderator or admin without it is sent to turn
 * it on first, for every moderation page and action, since all of them come through here.
 */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!hasRole(user, role)) throw data({ message: 'Forbidden' }, { status: 403 })
  if (rank[role] >= rank.moderator && !user.twoFactorEnabled) {
    throw redirectWithToast(request, '/seeking-hathazari/profile/two-factor?required=1', { title: 'auth.twoFactor.toast.required', kind: 'info' })
  }
  return user
}

/** The client's IP address, as the HTTP server determined it (TRUST_PROXY aware). */
export function clientIp(request: Request): string {
  return request.headers.get('x-hg-client-ip') || 'unknown'
}
