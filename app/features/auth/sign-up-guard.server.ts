import { createHmac } from 'node:crypto'
import { isIP } from 'node:net'
import type { Kysely } from 'kysely'
import type { MessageKey } from '#app/i18n/i18n'
import { clientIp } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { DB } from '#app/lib/db/schema'
import { getSecret } from '#app/lib/secret.server'

/*
 * What a new account's sign-up checks against spammers removed before (issue 43 §4,
 * docs/moderation.md "Spam"): an e-mail address or phone number a moderator blocked is refused,
 * and an address (IP) that made 3 accounts removed as spammers in 7 days makes the next account
 * verify its e-mail or phone before it writes. The address is kept only as a keyed hash.
 */

/** Accounts removed as spammers from one address, within SPAMMER_ADDRESS_DAYS, before new ones from it must verify. */
export const SPAMMER_ADDRESS_LIMIT = 3
export const SPAMMER_ADDRESS_DAYS = 7

/** An e-mail address as blocked_identities keeps it: trimmed, lower-case. */
export const blockedEmailValue = (email: string) => email.trim().toLowerCase()

/** Whether this e-mail address (any case) or phone number (E.164) may not sign up. */
export async function isBlockedIdentity(kind: 'email' | 'phone', value: string, executor: Kysely<DB> = db()): Promise<boolean> {
  const normalized = kind === 'email' ? blockedEmailValue(value) : value.trim()
  if (!normalized) return false
  const row = await executor.selectFrom('blocked_identities').select('kind').where('kind', '=', kind).where('value', '=', normalized).executeTakeFirst()
  return !!row
}

/** The refusal shown for a blocked identity: it says no more than that it cannot be used here. */
export const blockedMessage = (kind: 'email' | 'phone'): MessageKey => (kind === 'email' ? 'auth.error.blockedEmail' : 'auth.error.blockedPhone')

/**
 * The part of a client address that names one subscriber: an IPv4 address whole, an IPv6
 * address by its /64 (one home or phone is given a whole /64, so its other addresses are the
 * same sender). Null when the server did not know the address.
 */
export function addressKey(ip: string): string | null {
  const text = ip.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (mapped) return mapped[1]!
  const kind = isIP(text)
  if (kind === 4) return text
  if (kind !== 6) return null
  const [head = '', tail = ''] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = text.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups.slice(0, 4).map((g) => g.padStart(4, '0')).join(':')}::/64`
}

/**
 * A keyed hash (HMAC-SHA256 with the server's secret) of the address a request came from, or
 * null. The address itself is never stored: the hash only tells whether two sign-ups came from
 * the same address, and without the secret it cannot be turned back into one.
 */
export function signUpAddressHash(request: Request): string | null {
  const key = addressKey(clientIp(request))
  return key ? createHmac('sha256', getSecret()).update(`sign-up-address:${key}`).digest('base64url') : null
}

/** How many accounts from this address were removed as spammers (and not restored) within the window. */
export async function spammersFromAddress(address: string, executor: Kysely<DB> = db()): Promise<number> {
  const since = new Date(Date.now() - SPAMMER_ADDRESS_DAYS * 24 * 3600 * 1000)
  const row = await executor.selectFrom('spammer_removals')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('signup_address', '=', address).where('undone_at', 'is', null).where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** What a new account's profile records of its sign-up: the address's hash, and whether it must verify before writing. */
export async function signUpMarks(request: Request, executor: Kysely<DB> = db()): Promise<{ signup_address: string | null; verify_before_writing: boolean }> {
  const address = signUpAddressHash(request)
  const verify = address !== null && (await spammersFromAddress(address, executor)) >= SPAMMER_ADDRESS_LIMIT
  return { signup_address: address, verify_before_writing: verify }
}

/** Writes the sign-up's marks on the new account's profile (inside the transaction that made it, where there is one). */
export async function markSignUp(request: Request, userId: string, executor: Kysely<DB> = db()) {
  const marks = await signUpMarks(request, executor)
  await executor.updateTable('profiles').set(marks).where('id', '=', userId).execute()
}
