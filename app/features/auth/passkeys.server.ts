import { randomBytes, randomUUID } from 'node:crypto'
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { sql } from 'kysely'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { clientIp, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { hitLimit, releaseLimit, type Limit } from '#app/lib/rate-limit.server'
import { signInFailuresPerIp } from './limits.server'
import { startSession } from './start-session.server'
import { place } from '#pack/place'

/*
 * Passkeys (issue 34, ADR 029): WebAuthn with @simplewebauthn/server. The relying party is the
 * site at PUBLIC_URL: its host name is the RP ID, its origin the only origin accepted. A
 * challenge is kept in the database for five minutes and taken (deleted) by the answer that
 * uses it, so an answer replayed finds none; the signature counter must grow besides.
 */

export const PASSKEY_NAME_MAX = 60
/** Passkeys one account may have. */
export const PASSKEYS_PER_ACCOUNT = 20
const CHALLENGE_SECONDS = 300
/** Sign-in requests (options) per address per minute: each makes a challenge row (the autofill and the button each ask once). */
export const PASSKEY_OPTIONS_PER_IP: Limit = { max: 60, windowSeconds: 60 }
/** Passkeys added (or tried) per account per hour. */
export const PASSKEY_REGISTRATIONS_PER_ACCOUNT: Limit = { max: 20, windowSeconds: 3600 }

export interface PasskeyError { message: MessageKey; vars?: Vars; field?: string }
type Refusal = { ok: false; status: number; error: PasskeyError }
const refuse = (status: number, message: MessageKey, vars?: Vars, field?: string): Refusal => ({ ok: false, status, error: { message, vars, field } })

/** The relying party, from PUBLIC_URL. */
export function relyingParty() {
  const url = new URL(env().publicUrl)
  return { id: url.hostname, origin: url.origin, name: place.guideName.en }
}

export interface PasskeyView { id: string; name: string; createdAt: string; lastUsedAt: string | null }

/** The member's own passkeys, newest first. */
export async function listPasskeys(userId: string): Promise<PasskeyView[]> {
  const rows = await db().selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId).orderBy('created_at', 'desc').execute()
  return rows.map((row) => ({
    id: row.id, name: row.name, createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }))
}

async function newChallenge(purpose: 'register' | 'sign-in', challenge: string, userId: string | null): Promise<string> {
  const id = randomBytes(18).toString('base64url')
  await db().deleteFrom('passkey_challenges').where('expires_at', '<', new Date()).execute()
  await db().insertInto('passkey_challenges').values({ id, challenge, purpose, user_id: userId, expires_at: new Date(Date.now() + CHALLENGE_SECONDS * 1000) }).execute()
  return id
}

/** Takes a challenge once: deleted as it is read, so two answers racing cannot both have it. */
async function takeChallenge(id: string, purpose: 'register' | 'sign-in', userId: string | null): Promise<string | null> {
  if (!id || id.length > 100) return null
  const row = await db().deleteFrom('passkey_challenges').where('id', '=', id).where('purpose', '=', purpose)
    .returning(['challenge', 'user_id', 'expires_at']).executeTakeFirst()
  if (!row || new Date(row.expires_at).getTime() < Date.now() || row.user_id !== userId) return null
  return row.challenge
}

/** The library's message for the log, without the challenges and values it quotes. */
const loggable = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/"[^"]*"/g, '"…"').slice(0, 200)

function parseJson<T>(text: string): T | null {
  if (!text || text.length > 20_000) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as T) : null
  } catch {
    return null
  }
}

/**
 * The library's refusal in the reader's words: an answer signed over another challenge (a
 * replayed one), made for another site, or whose counter did not grow.
 */
function refusalFor(error: unknown): Refusal {
  const text = error instanceof Error ? error.message : String(error)
  if (/challenge/i.test(text)) return refuse(400, 'auth.passkey.error.expired')
  if (/origin|rp ?id/i.test(text)) return refuse(400, 'auth.passkey.error.otherSite')
  if (/counter/i.test(text)) return refuse(400, 'auth.passkey.error.replayed')
  return refuse(400, 'auth.passkey.error.failed')
}

/** Registration options for the signed-in member's new passkey (a discoverable one, for sign-in without an e-mail). */
export async function registrationOptions(user: Pick<SessionUser, 'id' | 'email' | 'name'>):
Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON; challengeId: string } | Refusal> {
  const limit = await hitLimit(`passkey:register:${user.id}`, PASSKEY_REGISTRATIONS_PER_ACCOUNT)
  if (!limit.allowed) return refuse(429, 'auth.error.tooManyAttempts', { seconds: limit.retryAfter })
  const existing = await db().selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', user.id).execute()
  if (existing.length >= PASSKEYS_PER_ACCOUNT) return refuse(400, 'auth.passkey.error.tooMany', { max: PASSKEYS_PER_ACCOUNT })
  const rp = relyingParty()
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_SECONDS * 1000,
  })
  return { ok: true, options, challengeId: await newChallenge('register', options.challenge, user.id) }
}

const transportsOf = (text: string) => (text ? (text.split(',') as AuthenticatorTransport[]) : undefined)

/** Checks the browser's answer to registrationOptions and keeps the new passkey under `name`. */
export async function addPasskey(user: Pick<SessionUser, 'id'>, input: { challengeId: string; name: string; response: string }):
Promise<{ ok: true; passkey: PasskeyView } | Refusal> {
  const name = input.name.trim()
  if (name.length > PASSKEY_NAME_MAX) return refuse(400, 'auth.passkey.error.nameTooLong', { max: PASSKEY_NAME_MAX }, 'name')
  const response = parseJson<RegistrationResponseJSON>(input.response)
  const challenge = await takeChallenge(input.challengeId, 'register', user.id)
  if (!challenge) return refuse(400, 'auth.passkey.error.expired')
  if (!response) return refuse(400, 'auth.passkey.error.failed')
  const rp = relyingParty()
  let info
  try {
    const verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false })
    if (!verified.verified) return refuse(400, 'auth.passkey.error.failed')
    info = verified.registrationInfo
  } catch (error) {
    logger.info({ reason: loggable(error) }, 'passkey registration refused')
    return refusalFor(error)
  }
  const passkey = {
    id: randomUUID(),
    user_id: user.id,
    name: name || defaultName(),
    credential_id: info.credential.id,
    public_key: info.credential.publicKey,
    counter: info.credential.counter,
    transports: (info.credential.transports ?? []).join(','),
    device_type: info.credentialDeviceType,
    backed_up: info.credentialBackedUp,
  }
  const inserted = await db().insertInto('passkeys').values(passkey)
    .onConflict((oc) => oc.column('credential_id').doNothing()).returning(['id', 'created_at']).executeTakeFirst()
  if (!inserted) return refuse(409, 'auth.passkey.error.exists')
  return { ok: true, passkey: { id: inserted.id, name: passkey.name, createdAt: new Date(inserted.created_at).toISOString(), lastUsedAt: null } }
}

/** A name for a passkey left unnamed: the date it was added. */
function defaultName() {
  return `Passkey ${new Date().toISOString().slice(0, 10)}`
}

/** Removes one of the member's own passkeys; another member's is not found (and stays). */
export async function removePasskey(userId: string, id: string): Promise<{ ok: true } | Refusal> {
  const result = await db().deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) ? { ok: true } : refuse(404, 'auth.passkey.error.notFound')
}

/** Sign-in options: no account named, so the phone offers the passkeys it holds for this site. */
export async function signInOptions(request: Request): Promise<{ ok: true; options: PublicKeyCredentialRequestOptionsJSON; challengeId: string } | Refusal> {
  const limit = await hitLimit(`passkey:options:${clientIp(request)}`, PASSKEY_OPTIONS_PER_IP)
  if (!limit.allowed) return refuse(429, 'auth.error.tooManyAttempts', { seconds: limit.retryAfter })
  const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'required', timeout: CHALLENGE_SECONDS * 1000 })
  return { ok: true, options, challengeId: await newChallenge('sign-in', options.challenge, null) }
}

/**
 * Signs in with a passkey: checks the answer (challenge taken once, this site's origin and RP
 * ID, the phone's user verification, a growing counter) and starts a session that counts as
 * two-step sign-in (ADR 029). Failures count against the address like wrong passwords do.
 */
export async function signInWithPasskey(request: Request, input: { challengeId: string; response: string }):
Promise<{ ok: true; headers: Headers; userId: string } | Refusal> {
  const ipKey = `sign-in:ip:${clientIp(request)}`
  const byIp = await hitLimit(ipKey, signInFailuresPerIp())
  if (!byIp.allowed) return refuse(429, 'auth.error.tooManyAttempts', { seconds: byIp.retryAfter })
  const response = parseJson<AuthenticationResponseJSON>(input.response)
  const challenge = await takeChallenge(input.challengeId, 'sign-in', null)
  if (!challenge) return refuse(400, 'auth.passkey.error.expired')
  if (!response || typeof response.id !== 'string') return refuse(400, 'auth.passkey.error.failed')
  const passkey = await db().selectFrom('passkeys').selectAll().where('credential_id', '=', response.id).executeTakeFirst()
  if (!passkey) return refuse(400, 'auth.passkey.error.unknown')
  const rp = relyingParty()
  let newCounter: number
  try {
    const verified = await verifyAuthenticationResponse({
      response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: transportsOf(passkey.transports) },
    })
    if (!verified.verified) return refuse(400, 'auth.passkey.error.failed')
    newCounter = verified.authenticationInfo.newCounter
  } catch (error) {
    logger.info({ reason: loggable(error) }, 'passkey sign-in refused')
    return refusalFor(error)
  }
  // The counter moves forward once: of two requests racing with the same answer only one wins.
  const moved = await db().updateTable('passkeys').set({ counter: newCounter, last_used_at: new Date() })
    .where('id', '=', passkey.id)
    .where(newCounter === 0 ? sql<boolean>`counter = 0` : sql<boolean>`counter < ${newCounter}`)
    .executeTakeFirst()
  if (!Number(moved.numUpdatedRows)) return refuse(400, 'auth.passkey.error.replayed')
  await releaseLimit(ipKey)
  const started = await startSession(request, passkey.user_id)
  await db().insertInto('session_passkey').values({ session_token: started.token, user_id: passkey.user_id }).execute()
  return { ok: true, headers: started.headers, userId: passkey.user_id }
}
