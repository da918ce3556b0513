import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import * as client from 'openid-client'
import { isLang, type Lang, type MessageKey } from '#app/i18n/i18n'
import { ensureProfile } from '#app/lib/auth/profile-defaults.server'
import { clientIp } from '#app/lib/auth/session.server'
import { readCookie } from '#app/lib/cookies.server'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { hitLimit, type Limit } from '#app/lib/rate-limit.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import { charCount, tidy } from '#app/lib/user-text'
import { NAME_MAX } from './schema'
import { isBlockedIdentity, markSignUp } from './sign-up-guard.server'
import { startSession } from './start-session.server'
import { hasTwoFactor, holdForSecondFactor, isTrustedDevice } from './two-factor.server'

/*
 * Sign-in with Google or any OpenID Connect provider (issue 34 §3, ADR 031), with openid-client:
 * the authorization code flow with PKCE (S256), state and nonce; the provider's metadata from
 * discovery; the ID token's signature checked against the provider's keys, its issuer, audience,
 * authorized party and expiry, and the RFC 9207 `iss` of the answer. A started flow waits in
 * `oidc_flows` (ten minutes) and the browser holds its state in an httpOnly cookie: the callback
 * takes the row once (DELETE … RETURNING) and only in the browser that started it. The link to an
 * account is a better-auth "account" row: providerId 'oidc:' + issuer, accountId the subject.
 * No code, token or secret is ever logged.
 */

export const OIDC_CALLBACK_PATH = '/auth/oidc/callback'
export const OIDC_START_PATH = '/auth/oidc'
export const OIDC_COOKIE = 'hg_oidc'
const FLOW_SECONDS = 600
/**
 * Sign-ins started per address in 10 minutes (each makes a row and a trip to the provider), and
 * answers from the provider taken: SIGN_IN_LIMIT_PER_IP (30) each, as many phones share a
 * carrier's address.
 */
export const oidcStartsPerIp = (): Limit => ({ max: env().SIGN_IN_LIMIT_PER_IP, windowSeconds: 600 })
export const oidcCallbacksPerIp = (): Limit => ({ max: env().SIGN_IN_LIMIT_PER_IP, windowSeconds: 600 })

/** Why a flow was refused: each a catalog key `auth.oidc.error.<reason>`, shown on /login or the profile page. */
export const OIDC_REASONS = ['off', 'tooMany', 'unreachable', 'cancelled', 'provider', 'expired', 'state', 'issuer', 'nonce', 'failed', 'exists', 'signedOut', 'linkedElsewhere', 'otherLinked', 'blocked'] as const
export type OidcReason = (typeof OIDC_REASONS)[number]
export const isOidcReason = (value: unknown): value is OidcReason => OIDC_REASONS.includes(value as OidcReason)
export const reasonKey = (reason: OidcReason) => `auth.oidc.error.${reason}` as MessageKey

export interface OidcSettings { issuer: string; clientId: string; clientSecret: string; name: string; timeoutSeconds: number }

/** The provider's settings, or null when sign-in with a provider is off. */
export function oidcSettings(): OidcSettings | null {
  const config = env()
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null
  return { issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, clientSecret: config.OIDC_CLIENT_SECRET, name: config.OIDC_NAME, timeoutSeconds: config.OIDC_TIMEOUT_SECONDS }
}

/** What the pages need for the button: the provider's name, or null (no button). */
export function oidcButton(): { name: string } | null {
  const settings = oidcSettings()
  return settings ? { name: settings.name } : null
}

/** The `account.providerId` of links to this issuer. */
export const providerIdFor = (issuer: string) => `oidc:${issuer}`

const isLoopback = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(url)

let discovered: { key: string; config: Promise<client.Configuration> } | null = null

/** The provider's metadata (discovery), read once per process and settings; read again after a failure. */
async function configuration(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}\n${settings.timeoutSeconds}`
  if (discovered?.key !== key) {
    const loading = client.discovery(new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretPost(settings.clientSecret), {
      execute: isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [],
      timeout: settings.timeoutSeconds,
    }).then((config) => {
      config.timeout = settings.timeoutSeconds
      const authorization = config.serverMetadata().authorization_endpoint
      if (authorization && new URL(authorization).origin !== new URL(settings.issuer).origin) {
        // The sign-in forms may only lead to the issuer's origin (form-action, server/http.ts).
        logger.warn({ issuer: settings.issuer, authorization }, 'oidc: the provider signs in on another origin than its issuer; browsers will refuse to follow the sign-in form there')
      }
      // The ID token's signature is checked against the provider's keys (JWKS), not only trusted for coming over TLS.
      client.enableNonRepudiationChecks(config)
      return config
    })
    discovered = { key, config: loading }
    loading.catch(() => {
      if (discovered?.config === loading) discovered = null
    })
  }
  return discovered.config
}

/** Forgets the provider's metadata (tests that start another provider). */
export function forgetOidcProvider() {
  discovered = null
}

type Refusal = { ok: false; status: number; reason: OidcReason }
const refuse = (status: number, reason: OidcReason): Refusal => ({ ok: false, status, reason })

const redirectUri = () => `${env().publicUrl}${OIDC_CALLBACK_PATH}`

function flowCookie(value: string, maxAge: number) {
  const secure = env().publicUrl.startsWith('https:') ? '; Secure' : ''
  return `${OIDC_COOKIE}=${value}; Path=/auth/oidc; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}

/** What an error says, for the log: its name, code and message (openid-client quotes no token or code in them). */
const loggable = (error: unknown) => {
  const e = error as { name?: string; code?: string; message?: string; error?: string }
  return { name: e?.name, code: e?.code, error: e?.error, message: describe(error).slice(0, 300) }
}

/**
 * The error's message and its cause's (openid-client wraps oauth4webapi's precise one): never
 * the cause's other fields, which can hold the answer's parameters (the code among them).
 */
const describe = (error: unknown) => {
  const e = error as { message?: string; cause?: { message?: unknown } }
  const cause = typeof e?.cause?.message === 'string' ? `: ${e.cause.message}` : ''
  return `${String(e?.message ?? error)}${cause}`
}

const unreachable = (error: unknown) => {
  const e = error as { name?: string; code?: string; cause?: { code?: string } }
  return e?.name === 'TimeoutError' || e?.name === 'AbortError' || e?.name === 'TypeError' || e?.code === 'OAUTH_TIMEOUT'
    || /fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT/i.test(describe(error) + String(e?.cause?.code ?? ''))
}

/**
 * Starts a flow: a row with the state, nonce and PKCE verifier, the state in a cookie, and the
 * provider's address to send the browser to. `connect` links the provider to the signed-in `userId`.
 */
export async function startOidc(request: Request, input: { purpose: 'sign-in' | 'connect'; userId?: string; redirectTo?: string | null; lang: Lang }):
Promise<{ ok: true; url: string; headers: Headers } | Refusal> {
  const settings = oidcSettings()
  if (!settings) return refuse(404, 'off')
  const limit = await hitLimit(`oidc:start:ip:${clientIp(request)}`, oidcStartsPerIp())
  if (!limit.allowed) return refuse(429, 'tooMany')
  let config: client.Configuration
  try {
    config = await configuration(settings)
  } catch (error) {
    logger.warn({ err: loggable(error), issuer: settings.issuer }, 'oidc: provider metadata could not be read')
    return refuse(503, 'unreachable')
  }
  const state = client.randomState()
  const nonce = client.randomNonce()
  const verifier = client.randomPKCECodeVerifier()
  await db().deleteFrom('oidc_flows').where('expires_at', '<', new Date()).execute()
  await db().insertInto('oidc_flows').values({
    id: state, nonce, code_verifier: verifier, purpose: input.purpose, user_id: input.purpose === 'connect' ? input.userId ?? null : null,
    redirect_to: safeRedirectPath(input.redirectTo), lang: input.lang, expires_at: new Date(Date.now() + FLOW_SECONDS * 1000),
  }).execute()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  })
  const headers = new Headers()
  headers.append('Set-Cookie', flowCookie(state, FLOW_SECONDS))
  return { ok: true, url: url.href, headers }
}

export interface OidcProfile { issuer: string; subject: string; email: string | null; emailVerified: boolean; name: string }

type Finished =
  | { ok: true; purpose: 'sign-in'; userId: string; created: boolean; secondFactor: boolean; headers: Headers; redirectTo: string; lang: Lang | null }
  | { ok: true; purpose: 'connect'; userId: string; headers: Headers; redirectTo: string; lang: Lang | null }
  | (Refusal & { purpose: 'sign-in' | 'connect'; headers: Headers; redirectTo: string; lang: Lang | null })

/** The provider's refusal or a failed check, as one of our reasons. */
function reasonFor(error: unknown): OidcReason {
  if (error instanceof client.AuthorizationResponseError) return error.error === 'access_denied' ? 'cancelled' : 'provider'
  if (unreachable(error)) return 'unreachable'
  const message = describe(error)
  if (/"iss"|issuer/i.test(message)) return 'issuer'
  if (/nonce/i.test(message)) return 'nonce'
  if (/"state"/i.test(message)) return 'state'
  // invalid_grant: the code was used already, or expired (a replayed callback).
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') return 'expired'
  return 'failed'
}

/**
 * The provider's answer at the callback. The flow is taken once, in the browser that started it;
 * then openid-client checks the answer (state, `iss`), exchanges the code with the PKCE verifier
 * and checks the ID token (signature, issuer, audience, nonce, expiry). A sign-in finds the linked
 * account or makes one; `connect` links the provider to the member who started it.
 */
export async function finishOidc(request: Request, signedInUserId: string | null): Promise<Finished> {
  const headers = new Headers()
  headers.append('Set-Cookie', flowCookie('', 0))
  const params = new URL(request.url).searchParams
  const state = params.get('state') ?? ''
  const limit = await hitLimit(`oidc:callback:ip:${clientIp(request)}`, oidcCallbacksPerIp())
  if (!limit.allowed) return { ...refuse(429, 'tooMany'), purpose: 'sign-in', headers, redirectTo: '/', lang: null }
  // Our states are base64url (openid-client's randomState): anything else is no flow of ours
  // (and a NUL byte cannot even be looked up in PostgreSQL).
  const row = /^[A-Za-z0-9_-]{1,200}$/.test(state)
    ? await db().deleteFrom('oidc_flows').where('id', '=', state).returningAll().executeTakeFirst()
    : undefined
  if (!row || new Date(row.expires_at).getTime() < Date.now()) {
    return { ...refuse(400, row ? 'expired' : (state ? 'expired' : 'state')), purpose: 'sign-in', headers, redirectTo: '/', lang: null }
  }
  const flow = { purpose: row.purpose, headers, redirectTo: safeRedirectPath(row.redirect_to), lang: isLang(row.lang) ? row.lang : null }
  const failed = (status: number, reason: OidcReason) => ({ ...refuse(status, reason), ...flow })
  // The state must come back to the browser that started the flow: a callback address made by
  // someone else (to sign this reader in to their account) is refused.
  if (readCookie(request, OIDC_COOKIE) !== row.id) return failed(400, 'state')
  if (row.purpose === 'connect' && (!signedInUserId || signedInUserId !== row.user_id)) return failed(401, 'signedOut')
  const settings = oidcSettings()
  if (!settings) return failed(404, 'off')

  let profile: OidcProfile
  try {
    const config = await configuration(settings)
    const current = new URL(`${redirectUri()}?${params.toString()}`)
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: row.code_verifier, expectedNonce: row.nonce, expectedState: row.id, idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) return failed(400, 'failed')
    let info: Record<string, unknown> = { ...claims }
    // Some providers (and oidc-provider) put the e-mail and name in the UserInfo answer only.
    if ((!claims.email || !claims.name) && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
      info = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims }
    }
    const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() : null
    profile = {
      issuer: claims.iss,
      subject: claims.sub,
      email: email && email.length <= 254 && email.includes('@') ? email : null,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      name: profileName(info),
    }
  } catch (error) {
    const reason = reasonFor(error)
    logger.info({ err: loggable(error), reason }, 'oidc: callback refused')
    return failed(reason === 'unreachable' ? 503 : 400, reason)
  }

  if (row.purpose === 'connect') {
    const linked = await connect(row.user_id!, profile)
    return linked.ok ? { ...flow, ok: true, purpose: 'connect', userId: row.user_id! } : failed(409, linked.reason)
  }
  const found = await accountFor(request, profile)
  if (!found.ok) return failed(409, found.reason)
  const started = await startSession(request, found.userId)
  for (const cookie of started.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  // With two-step sign-in on, the new session signs no one in until the app's code is given.
  let secondFactor = false
  if ((await hasTwoFactor(found.userId)) && !(await isTrustedDevice(request, found.userId))) {
    await holdForSecondFactor(started.token, found.userId)
    secondFactor = true
  }
  logger.info({ userId: found.userId, created: found.created }, 'oidc: signed in')
  return { ...flow, ok: true, purpose: 'sign-in', userId: found.userId, created: found.created, secondFactor }
}

/** The account's name from the provider: `name`, else `given_name`, else the e-mail's local part. */
export function profileName(info: Record<string, unknown>): string {
  const candidates = [info.name, info.given_name, typeof info.email === 'string' ? info.email.split('@')[0] : null]
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue
    const name = tidy(candidate)
    if (!name) continue
    return charCount(name) > NAME_MAX ? Array.from(name).slice(0, NAME_MAX).join('').trim() : name
  }
  return 'New User'
}

/**
 * The account this provider's subject signs in to: the linked one, else a new one. A verified
 * e-mail that an unlinked account already has is refused: that member links the provider from
 * their profile once signed in (ADR 031). An unverified e-mail neither matches nor is kept.
 */
async function accountFor(request: Request, profile: OidcProfile): Promise<{ ok: true; userId: string; created: boolean } | { ok: false; reason: OidcReason }> {
  const providerId = providerIdFor(profile.issuer)
  const linked = await db().selectFrom('account').select('userId').where('providerId', '=', providerId).where('accountId', '=', profile.subject).executeTakeFirst()
  if (linked) return { ok: true, userId: linked.userId, created: false }
  const email = profile.emailVerified ? profile.email : null
  if (email) {
    const existing = await db().selectFrom('user').select('id').where(sql<string>`lower(email)`, '=', email).executeTakeFirst()
    if (existing) return { ok: false, reason: 'exists' }
    // An address a moderator blocked when removing a spammer (issue 43 §4): no account is made.
    if (await isBlockedIdentity('email', email)) return { ok: false, reason: 'blocked' }
  }
  const userId = randomUUID()
  const now = new Date()
  try {
    await db().transaction().execute(async (trx) => {
      // Without a verified e-mail the account gets an address that reaches no one (the .invalid
      // domain is reserved): the column must be filled and unique, and no mail is sent there.
      const user = { id: userId, name: profile.name, email: email ?? `${userId}@oidc.invalid`, emailVerified: Boolean(email), image: null, createdAt: now, updatedAt: now }
      await trx.insertInto('user').values(user).execute()
      await trx.insertInto('account').values({ id: randomUUID(), accountId: profile.subject, providerId, userId, createdAt: now, updatedAt: now }).execute()
      await ensureProfile(user, trx)
      await markSignUp(request, userId, trx)
    })
  } catch (error) {
    // Two callbacks for the same new subject or e-mail at once: the other one made it.
    const again = await db().selectFrom('account').select('userId').where('providerId', '=', providerId).where('accountId', '=', profile.subject).executeTakeFirst()
    if (again) return { ok: true, userId: again.userId, created: false }
    if (/unique|duplicate/i.test(String((error as Error)?.message))) return { ok: false, reason: 'exists' }
    throw error
  }
  return { ok: true, userId, created: true }
}

/** Links the provider's subject to a signed-in member, unless another account has it. */
async function connect(userId: string, profile: OidcProfile): Promise<{ ok: true } | { ok: false; reason: OidcReason }> {
  const providerId = providerIdFor(profile.issuer)
  const linked = await db().selectFrom('account').select('userId').where('providerId', '=', providerId).where('accountId', '=', profile.subject).executeTakeFirst()
  if (linked) return linked.userId === userId ? { ok: true } : { ok: false, reason: 'linkedElsewhere' }
  const other = await db().selectFrom('account').select('id').where('providerId', '=', providerId).where('userId', '=', userId).executeTakeFirst()
  if (other) return { ok: false, reason: 'otherLinked' }
  const now = new Date()
  const inserted = await db().insertInto('account').values({ id: randomUUID(), accountId: profile.subject, providerId, userId, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst()
  if (!inserted) return { ok: false, reason: 'linkedElsewhere' }
  logger.info({ userId }, 'oidc: provider connected')
  return { ok: true }
}

export interface OidcLinkView { connectedAt: string; canDisconnect: boolean }

/** The provider's issuer as discovery gives it (the settings' value while it cannot be reached). */
async function currentIssuer(settings: OidcSettings): Promise<string> {
  const config = await configuration(settings).catch(() => null)
  return config?.serverMetadata().issuer ?? settings.issuer
}

/** The member's link to the configured provider, if any, and whether removing it leaves another way in. */
export async function oidcLink(userId: string): Promise<OidcLinkView | null> {
  const settings = oidcSettings()
  if (!settings) return null
  const row = await db().selectFrom('account').select('createdAt').where('userId', '=', userId)
    .where('providerId', '=', providerIdFor(await currentIssuer(settings))).executeTakeFirst()
  if (!row) return null
  return { connectedAt: new Date(row.createdAt).toISOString(), canDisconnect: await hasOtherWayIn(userId) }
}

/** A password or a passkey. */
async function hasOtherWayIn(userId: string): Promise<boolean> {
  const password = await db().selectFrom('account').select('id').where('userId', '=', userId).where('providerId', '=', 'credential')
    .where('password', 'is not', null).executeTakeFirst()
  if (password) return true
  const passkey = await db().selectFrom('passkeys').select('id').where('user_id', '=', userId).executeTakeFirst()
  return Boolean(passkey)
}

/** Removes the member's link to the provider, if the account keeps another way in (a password or a passkey). */
export async function disconnectOidc(userId: string): Promise<{ ok: true } | { ok: false; reason: 'lastWayIn' | 'notLinked' }> {
  const settings = oidcSettings()
  const link = await oidcLink(userId)
  if (!settings || !link) return { ok: false, reason: 'notLinked' }
  if (!link.canDisconnect) return { ok: false, reason: 'lastWayIn' }
  await db().deleteFrom('account').where('userId', '=', userId).where('providerId', '=', providerIdFor(await currentIssuer(settings))).execute()
  logger.info({ userId }, 'oidc: provider disconnected')
  return { ok: true }
}
