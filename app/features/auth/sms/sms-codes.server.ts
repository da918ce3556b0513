import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import type { Lang, MessageKey, Vars } from '#app/i18n/i18n'
import { catalogs } from '#app/i18n/catalogs.server'
import { translate } from '#app/i18n/i18n'
import { getAuth } from '#app/lib/auth/auth.server'
import { clientIp } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { SmsPurpose } from '#app/lib/db/schema'
import { logger } from '#app/lib/logger.server'
import { isPlaceholderEmail, maskPhone, normalizePhone, placeholderEmail, type PhoneProblem } from '#app/lib/phone'
import { hitLimit, releaseLimit, type Limit } from '#app/lib/rate-limit.server'
import { getSecret } from '#app/lib/secret.server'
import { tidy, isBlank, charCount } from '#app/lib/user-text'
import { signInFailuresPerIp } from '../limits.server'
import { NAME_MAX, validateNewPassword } from '../schema'
import { startSession } from '../start-session.server'
import { hasTwoFactor, holdForSecondFactor, isTrustedDevice } from '../two-factor.server'
import { resetPassword } from '../password-reset.server'
import { blockedMessage, isBlockedIdentity, signUpMarks } from '../sign-up-guard.server'
import { SmsSendError, smsSender, type SmsSender } from './sender.server'
import { checkName } from '#app/lib/watched-words/words.server'

/*
 * A code by SMS (issue 34, ADR 030). A code is 6 digits, works 5 minutes and 5 tries, and is
 * kept only as an HMAC with the server's secret. Taking it deletes it (DELETE ... RETURNING), so
 * of two requests racing with the same code only one gets it. Codes per number and per address
 * are limited; tries are counted on the code row itself.
 */

export const CODE_SECONDS = 300
export const CODE_TRIES = 5
/** Codes sent to one number per hour. */
export const CODES_PER_PHONE: Limit = { max: 3, windowSeconds: 3600 }
/** Codes asked for from one client address per hour. */
export const CODES_PER_IP: Limit = { max: 10, windowSeconds: 3600 }

export interface SmsError { message: MessageKey; vars?: Vars; field?: string }
export type Refusal = { ok: false; status: number; error: SmsError }
const refuse = (status: number, message: MessageKey, vars?: Vars, field?: string): Refusal => ({ ok: false, status, error: { message, vars, field } })

const PHONE_MESSAGES: Record<PhoneProblem, MessageKey> = {
  required: 'auth.sms.error.phoneRequired', foreign: 'auth.sms.error.phoneForeign', invalid: 'auth.sms.error.phoneInvalid',
}

/** The number as given, or the reader's refusal (on the `phone` field). */
export function readPhone(raw: string): { ok: true; phone: string } | Refusal {
  const result = normalizePhone(raw)
  return result.ok ? result : refuse(400, PHONE_MESSAGES[result.problem], undefined, 'phone')
}

/** The sender to use: the configured one, or a test's. */
let senderOverride: SmsSender | null = null
export function setSmsSenderForTests(sender: SmsSender | null) {
  senderOverride = sender
}

const codeHash = (id: string, code: string) => createHmac('sha256', getSecret()).update(`sms-code:${id}:${code}`).digest()

/** The SMS's text, short, in the reader's language. The code stays in ASCII digits (phones autofill those). */
export function smsText(lang: Lang, code: string): string {
  return translate(lang, catalogs[lang], 'auth.sms.text', { code })
}

export interface CodeRequest {
  purpose: SmsPurpose
  phone: string
  lang: Lang
  /** The signed-in member adding a number. */
  userId?: string
  /** A sign-up's display name, kept with the code until it is confirmed. */
  name?: string
}

/**
 * Sends a new code for `purpose` to the number: counted against the number (3 an hour) and the
 * client's address (10 an hour); earlier codes for the same number and purpose stop working.
 * Whether the number has an account is not told here (the code goes either way), so the form
 * cannot be used to find out who is a member.
 */
export async function sendCode(request: Request, input: CodeRequest): Promise<{ ok: true; codeId: string } | Refusal> {
  const sender = senderOverride ?? smsSender()
  if (!sender) return refuse(404, 'auth.sms.error.off')
  const parsed = readPhone(input.phone)
  if (!parsed.ok) return parsed
  const phone = parsed.phone
  let name: string | null = null
  if (input.purpose === 'sign-up') {
    name = tidy(input.name ?? '')
    if (isBlank(name)) return refuse(400, 'auth.error.nameRequired', undefined, 'name')
    if (charCount(name) > NAME_MAX) return refuse(400, 'auth.error.nameLong', undefined, 'name')
    // A name with a watched word (issue 43 §3), as at sign-up by e-mail.
    const badName = await checkName([name])
    if (badName) return refuse(400, badName.message, badName.vars, 'name')
  }
  const ipKey = `sms:ip:${clientIp(request)}`
  const phoneKey = `sms:phone:${phone}`
  const byIp = await hitLimit(ipKey, CODES_PER_IP)
  if (!byIp.allowed) return refuse(429, 'auth.sms.error.tooManyCodes', { minutes: Math.ceil(byIp.retryAfter / 60) })
  const byPhone = await hitLimit(phoneKey, CODES_PER_PHONE)
  if (!byPhone.allowed) {
    await releaseLimit(ipKey)
    return refuse(429, 'auth.sms.error.tooManyCodes', { minutes: Math.ceil(byPhone.retryAfter / 60) })
  }
  const id = randomBytes(18).toString('base64url')
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db().deleteFrom('sms_codes').where((eb) => eb.or([
    eb('expires_at', '<', new Date()),
    eb.and([eb('phone', '=', phone), eb('purpose', '=', input.purpose)]),
  ])).execute()
  await db().insertInto('sms_codes').values({
    id, phone, purpose: input.purpose, code_hash: codeHash(id, code).toString('base64'), user_id: input.userId ?? null, name, lang: input.lang,
    expires_at: new Date(Date.now() + CODE_SECONDS * 1000),
  }).execute()
  try {
    await sender.send(phone, smsText(input.lang, code))
  } catch (error) {
    // Nothing was sent: the code goes, and the reader's hour is not used up by the gateway's failure.
    await db().deleteFrom('sms_codes').where('id', '=', id).execute()
    await Promise.all([releaseLimit(ipKey), releaseLimit(phoneKey)])
    if (!(error instanceof SmsSendError)) logger.error({ to: maskPhone(phone), reason: (error as Error)?.message?.slice(0, 200) }, 'SMS not sent')
    return refuse(502, 'auth.sms.error.sendFailed')
  }
  logger.info({ to: maskPhone(phone), purpose: input.purpose }, 'SMS code sent')
  return { ok: true, codeId: id }
}

interface TakenCode { phone: string; user_id: string | null; name: string | null }

/**
 * Checks a code and, when right, takes it (deleted, once). Wrong codes use up the code's tries
 * (5, then a new code is needed) and count against the address like wrong passwords do.
 */
export async function takeCode(request: Request, purpose: SmsPurpose, codeId: string, rawCode: string, userId: string | null = null):
Promise<{ ok: true; code: TakenCode } | Refusal> {
  const code = String(rawCode ?? '').replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/\s/g, '')
  if (!/^\d{6}$/.test(code)) return refuse(400, 'auth.sms.error.codeRequired', undefined, 'code')
  const id = String(codeId ?? '')
  if (!id || id.length > 40) return refuse(400, 'auth.sms.error.expired')
  const ipKey = `sms:verify:ip:${clientIp(request)}`
  const byIp = await hitLimit(ipKey, signInFailuresPerIp())
  if (!byIp.allowed) return refuse(429, 'auth.error.tooManyAttempts', { seconds: byIp.retryAfter })
  // A try is counted before the comparison, atomically: parallel guesses cannot share one try.
  const row = await db().updateTable('sms_codes').set({ tries: sql<number>`tries + 1` })
    .where('id', '=', id).where('purpose', '=', purpose).where('tries', '<', CODE_TRIES).where('expires_at', '>', new Date())
    .returning(['code_hash', 'tries', 'user_id']).executeTakeFirst()
  if (!row || row.user_id !== userId) {
    const spent = await db().deleteFrom('sms_codes').where('id', '=', id).where('tries', '>=', CODE_TRIES).returning('id').executeTakeFirst()
    return refuse(400, spent ? 'auth.sms.error.tooManyTries' : 'auth.sms.error.expired')
  }
  const expected = Buffer.from(row.code_hash, 'base64')
  const given = codeHash(id, code)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = CODE_TRIES - row.tries
    if (left <= 0) {
      await db().deleteFrom('sms_codes').where('id', '=', id).execute()
      return refuse(400, 'auth.sms.error.tooManyTries', undefined, 'code')
    }
    return refuse(400, 'auth.sms.error.wrongCode', { left }, 'code')
  }
  const taken = await db().deleteFrom('sms_codes').where('id', '=', id).returning(['phone', 'user_id', 'name']).executeTakeFirst()
  if (!taken) return refuse(400, 'auth.sms.error.expired')
  await releaseLimit(ipKey)
  return { ok: true, code: taken }
}

export type SignInResult = { ok: true; headers: Headers; secondFactor: boolean; created: boolean; existing: boolean } | Refusal

/** The account with this verified number, if any. */
export async function userIdForPhone(phone: string): Promise<string | null> {
  const row = await db().selectFrom('user_phones').select('user_id').where('phone', '=', phone).executeTakeFirst()
  return row?.user_id ?? null
}

/** The e-mail (perhaps a stand-in) of the account with this verified number, for signing in with a password. */
export async function emailForPhone(phone: string): Promise<string | null> {
  const row = await db().selectFrom('user_phones').innerJoin('user', 'user.id', 'user_phones.user_id')
    .select('user.email').where('user_phones.phone', '=', phone).executeTakeFirst()
  return row?.email ?? null
}

/** A session for `userId`, held for the authenticator app's code when the account has one (an SMS code is one factor). */
async function sessionFor(request: Request, userId: string) {
  const started = await startSession(request, userId)
  const secondFactor = (await hasTwoFactor(userId)) && !(await isTrustedDevice(request, userId))
  if (secondFactor) await holdForSecondFactor(started.token, userId)
  return { headers: started.headers, secondFactor }
}

/** Signs in with a code sent for 'sign-in'. */
export async function signInWithCode(request: Request, codeId: string, code: string): Promise<SignInResult> {
  const taken = await takeCode(request, 'sign-in', codeId, code)
  if (!taken.ok) return taken
  const userId = await userIdForPhone(taken.code.phone)
  if (!userId) return refuse(404, 'auth.sms.error.noAccount')
  return { ok: true, ...(await sessionFor(request, userId)), created: false, existing: true }
}

/**
 * Creates the account for a code sent for 'sign-up', and signs it in. The user, its profile and
 * its number are written in one transaction: a refused or failed step leaves no user row. A
 * number that already has an account signs in to that one (its owner has just proved it).
 */
export async function signUpWithCode(request: Request, codeId: string, code: string): Promise<SignInResult> {
  const taken = await takeCode(request, 'sign-up', codeId, code)
  if (!taken.ok) return taken
  const { phone, name } = taken.code
  const existing = await userIdForPhone(phone)
  if (existing) return { ok: true, ...(await sessionFor(request, existing)), created: false, existing: true }
  // A number a moderator blocked when removing a spammer (issue 43 §4): no account is made.
  // Told only here, to whoever has just proved the number is theirs, not when the code is sent.
  if (await isBlockedIdentity('phone', phone)) return refuse(403, blockedMessage('phone'))
  const marks = await signUpMarks(request)
  const context = await getAuth().$context
  const userId = context.generateId({ model: 'user' }) || randomBytes(16).toString('hex')
  const now = new Date()
  const created = await db().transaction().execute(async (trx) => {
    await trx.insertInto('user').values({ id: userId, name: name ?? '', email: placeholderEmail(userId), emailVerified: false, image: null, createdAt: now, updatedAt: now }).execute()
    await trx.insertInto('profiles').values({ id: userId, name: (name ?? '').slice(0, NAME_MAX) || 'New User', ...marks }).execute()
    const phoneRow = await trx.insertInto('user_phones').values({ user_id: userId, phone })
      .onConflict((oc) => oc.column('phone').doNothing()).returning('user_id').executeTakeFirst()
    // Another sign-up with the same number won the race: nothing of this one stays.
    if (!phoneRow) throw new PhoneTaken()
    return true
  }).catch((error: unknown) => {
    if (error instanceof PhoneTaken) return false
    throw error
  })
  if (!created) {
    const winner = await userIdForPhone(phone)
    if (!winner) return refuse(409, 'auth.sms.error.expired')
    return { ok: true, ...(await sessionFor(request, winner)), created: false, existing: true }
  }
  logger.info({ userId, to: maskPhone(phone) }, 'account created with a phone number')
  return { ok: true, ...(await sessionFor(request, userId)), created: true, existing: false }
}

class PhoneTaken extends Error {}

/** Adds (or replaces) the signed-in member's number once the code sent to it is given. */
export async function addPhoneWithCode(request: Request, userId: string, codeId: string, code: string): Promise<{ ok: true } | Refusal> {
  const taken = await takeCode(request, 'add-phone', codeId, code, userId)
  if (!taken.ok) return taken
  const owner = await userIdForPhone(taken.code.phone)
  if (owner && owner !== userId) return refuse(409, 'auth.sms.error.taken')
  if (owner === userId) return { ok: true }
  try {
    await db().transaction().execute(async (trx) => {
      await trx.deleteFrom('user_phones').where('user_id', '=', userId).execute()
      await trx.insertInto('user_phones').values({ user_id: userId, phone: taken.code.phone }).execute()
    })
  } catch (error) {
    if ((error as { code?: string })?.code === '23505') return refuse(409, 'auth.sms.error.taken')
    throw error
  }
  return { ok: true }
}

/** The member's own number (E.164), or null. Shown to its owner only. */
export async function phoneOf(userId: string): Promise<string | null> {
  const row = await db().selectFrom('user_phones').select('phone').where('user_id', '=', userId).executeTakeFirst()
  return row?.phone ?? null
}

/** Removes the member's number, unless it is their only way in (an account made with the number alone). */
export async function removePhone(userId: string): Promise<{ ok: true } | Refusal> {
  const user = await db().selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst()
  if (!user) return refuse(404, 'auth.sms.error.expired')
  if (isPlaceholderEmail(user.email)) return refuse(400, 'auth.sms.error.onlyWayIn')
  await db().deleteFrom('user_phones').where('user_id', '=', userId).execute()
  return { ok: true }
}

/**
 * Sets a new password with a code sent for 'reset': better-auth's own reset runs (a reset token
 * made here and used at once), so every session of the account ends as with the e-mail link.
 */
export async function resetPasswordWithCode(request: Request, input: { codeId: string; code: string; password: string; confirmPassword: string }):
Promise<{ ok: true } | Refusal> {
  // The password is checked before the code is taken: a typo does not cost the code.
  const passwordError = validateNewPassword(input.password)
  if (passwordError) return refuse(400, passwordError, undefined, 'password')
  if (input.password !== input.confirmPassword) return refuse(400, 'auth.error.passwordMismatch', undefined, 'confirmPassword')
  const taken = await takeCode(request, 'reset', input.codeId, input.code)
  if (!taken.ok) return taken
  const userId = await userIdForPhone(taken.code.phone)
  if (!userId) return refuse(404, 'auth.sms.error.noAccount')
  const token = randomBytes(24).toString('base64url')
  const context = await getAuth().$context
  await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: userId, expiresAt: new Date(Date.now() + 60_000) })
  const result = await resetPassword(token, input.password, input.confirmPassword)
  if (!result.ok) return refuse(400, result.error.message, result.error.vars, result.error.field)
  logger.info({ userId, to: maskPhone(taken.code.phone) }, 'password reset by SMS code')
  return { ok: true }
}
