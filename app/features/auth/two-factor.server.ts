import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { db } from '#app/lib/db/database.server'
import { readCookie } from '#app/lib/cookies.server'
import { preferenceCookie } from '#app/lib/preferences.server'
import { hitLimit, type Limit } from '#app/lib/rate-limit.server'
import { decryptSecret, encryptSecret, matchTotp, newTotpSecret, otpauthUri, tokenHash } from '#app/lib/totp.server'
import { clientIp } from '#app/lib/auth/session.server'
import { place } from '#pack/place'

/*
 * Two-step sign-in (ADR 016): after the password, a code from an authenticator app (or a
 * one-time backup code). Required of moderators and admins; any member may turn it on.
 */

export const TRUSTED_DEVICE_COOKIE = 'hg_trusted_device'
export const TRUSTED_DEVICE_DAYS = 30
const BACKUP_CODES = 10
/** Code attempts: per account, and per address (someone trying many accounts). */
export const CODE_LIMIT_PER_ACCOUNT: Limit = { max: 5, windowSeconds: 300 }
export const CODE_LIMIT_PER_IP: Limit = { max: 20, windowSeconds: 600 }

type Refusal = { ok: false; status: number; error: { message: MessageKey; vars?: Vars; field?: string } }
export type TwoFactorResult<T extends object = object> = ({ ok: true } & T) | Refusal

const refuse = (status: number, message: MessageKey, vars?: Vars): Refusal => ({ ok: false, status, error: { message, vars, field: 'code' } })

/** Whether the account has two-step sign-in turned on. */
export async function hasTwoFactor(userId: string): Promise<boolean> {
  const row = await db().selectFrom('two_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst()
  return !!row?.enabled_at
}

/**
 * The secret being set up for this account (made on first call, kept until it is confirmed or
 * replaced), with what the page shows: the QR code's text and the key to type.
 */
export async function enrolment(user: { id: string; email: string; name?: string }, options: { restart?: boolean } = {}) {
  let row = await db().selectFrom('two_factor').selectAll().where('user_id', '=', user.id).executeTakeFirst()
  if (row?.enabled_at) return null
  if (!row || options.restart) {
    const secret = encryptSecret(newTotpSecret())
    await db().insertInto('two_factor').values({ user_id: user.id, secret })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, last_step: 0, created_at: new Date() })).execute()
    row = await db().selectFrom('two_factor').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
  }
  const secret = decryptSecret(row.secret)
  // An account made with a phone number has no e-mail (ADR 030): the app lists it by name.
  return { secret, uri: otpauthUri(secret, user.email || user.name || user.id, place.guideName.en) }
}

async function limited(request: Request, userId: string): Promise<Refusal | null> {
  const [byUser, byIp] = await Promise.all([hitLimit(`2fa:user:${userId}`, CODE_LIMIT_PER_ACCOUNT), hitLimit(`2fa:ip:${clientIp(request)}`, CODE_LIMIT_PER_IP)])
  const blocked = [byUser, byIp].find((state) => !state.allowed)
  return blocked ? refuse(429, 'auth.error.tooManyAttempts', { seconds: blocked.retryAfter }) : null
}

/** Accepts a current app code (each once) for this account; marks it used. */
async function acceptAppCode(userId: string, code: string, requireEnabled: boolean): Promise<boolean> {
  const row = await db().selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row || (requireEnabled && !row.enabled_at)) return false
  const step = matchTotp(decryptSecret(row.secret), code, row.last_step)
  if (step === null) return false
  // Only one request can move the step forward: a code raced twice works once.
  const moved = await db().updateTable('two_factor').set({ last_step: step }).where('user_id', '=', userId).where('last_step', '<', step).executeTakeFirst()
  return Number(moved.numUpdatedRows) === 1
}

const normalizeBackup = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Accepts an unused backup code; marks it used. */
async function acceptBackupCode(userId: string, code: string): Promise<boolean> {
  const used = await db().updateTable('two_factor_backup_codes').set({ used_at: new Date() })
    .where('user_id', '=', userId).where('code_hash', '=', tokenHash(normalizeBackup(code))).where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(used.numUpdatedRows) === 1
}

/** Checks a code given at sign-in or to turn the feature off: an app code or a backup code. */
export async function checkSecondFactor(request: Request, userId: string, rawCode: string): Promise<TwoFactorResult<{ method: 'app' | 'backup' }>> {
  const code = rawCode.replace(/\s+/g, '')
  if (!code) return refuse(400, 'auth.twoFactor.error.required')
  const blocked = await limited(request, userId)
  if (blocked) return blocked
  if (/^\d{6}$/.test(code)) return (await acceptAppCode(userId, code, true)) ? { ok: true, method: 'app' } : refuse(400, 'auth.twoFactor.error.invalid')
  return (await acceptBackupCode(userId, code)) ? { ok: true, method: 'backup' } : refuse(400, 'auth.twoFactor.error.invalid')
}

function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODES }, () => {
    const raw = randomBytes(5).toString('hex') // 10 hex characters
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
}

/** Turns two-step sign-in on with the first code from the app; returns the backup codes, shown once. */
export async function confirmEnrolment(request: Request, userId: string, rawCode: string): Promise<TwoFactorResult<{ backupCodes: string[] }>> {
  const code = rawCode.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(code)) return refuse(400, 'auth.twoFactor.error.required')
  const blocked = await limited(request, userId)
  if (blocked) return blocked
  if (await hasTwoFactor(userId)) return refuse(409, 'auth.twoFactor.error.alreadyOn')
  if (!(await acceptAppCode(userId, code, false))) return refuse(400, 'auth.twoFactor.error.invalid')
  const backupCodes = newBackupCodes()
  await db().transaction().execute(async (trx) => {
    await trx.updateTable('two_factor').set({ enabled_at: new Date() }).where('user_id', '=', userId).execute()
    await trx.deleteFrom('two_factor_backup_codes').where('user_id', '=', userId).execute()
    await trx.insertInto('two_factor_backup_codes').values(backupCodes.map((c) => ({ user_id: userId, code_hash: tokenHash(normalizeBackup(c)) }))).execute()
  })
  return { ok: true, backupCodes }
}

/** Turns it off, with a current code (app or backup); forgets trusted devices. */
export async function disableTwoFactor(request: Request, userId: string, code: string): Promise<TwoFactorResult> {
  const checked = await checkSecondFactor(request, userId, code)
  if (!checked.ok) return checked
  await db().transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute()
    await trx.deleteFrom('two_factor_backup_codes').where('user_id', '=', userId).execute()
    await trx.deleteFrom('two_factor_trusted_devices').where('user_id', '=', userId).execute()
  })
  return { ok: true }
}

export async function unusedBackupCodes(userId: string): Promise<number> {
  const row = await db().selectFrom('two_factor_backup_codes').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow()
  return row.n
}

/** A cookie that spares this device the code for 30 days (its token's hash is kept). */
export async function trustThisDevice(request: Request, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db().insertInto('two_factor_trusted_devices').values({ token_hash: tokenHash(token), user_id: userId, expires_at: new Date(Date.now() + TRUSTED_DEVICE_DAYS * 86_400_000) }).execute()
  return preferenceCookie(request, TRUSTED_DEVICE_COOKIE, token, TRUSTED_DEVICE_DAYS * 86_400)
}

/** Whether this device was trusted by this account within 30 days. */
export async function isTrustedDevice(request: Request, userId: string): Promise<boolean> {
  const token = readCookie(request, TRUSTED_DEVICE_COOKIE)
  if (!token) return false
  const row = await db().selectFrom('two_factor_trusted_devices').select('user_id')
    .where('token_hash', '=', tokenHash(token)).where('expires_at', '>', new Date()).executeTakeFirst()
  return row?.user_id === userId
}

/** Holds a session made by a correct password until the second step is given. */
export async function holdForSecondFactor(sessionToken: string, userId: string) {
  await db().insertInto('session_pending_second_factor').values({ session_token: sessionToken, user_id: userId })
    .onConflict((oc) => oc.column('session_token').doNothing()).execute()
}

/** The second step was given: the session signs its user in. */
export async function releaseSession(sessionToken: string) {
  await db().deleteFrom('session_pending_second_factor').where('session_token', '=', sessionToken).execute()
}
