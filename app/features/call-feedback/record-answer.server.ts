import { createHmac } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import { lastChecked } from '#app/lib/content/freshness'
import { getGuide, invalidateGuide } from '#app/lib/content/guide.server'
import { doubtedOn, isCallable } from '#app/lib/content/phone-view'
import { db } from '#app/lib/db/database.server'
import type { DB } from '#app/lib/db/schema'
import { publish } from '#app/lib/events.server'
import { dhakaDay } from '#app/lib/dhaka-day'
import { logger } from '#app/lib/logger.server'
import { hitLimit, type Limit } from '#app/lib/rate-limit.server'
import { getSecret } from '#app/lib/secret.server'
import { phoneDigits as digitsOf } from '#app/lib/content/phone-number'
import { guidePhone } from './guide-phone'
import { CallAnswerBody } from './schema'

/**
 * Answers one client address may send in an hour. A reader makes a handful of calls a day; a
 * script sending more is slowed, and its answers cannot change a number anyway (only doubt it).
 */
export const ANSWER_LIMIT: Limit = { max: 20, windowSeconds: 3600 }

/** The days residents' "wrong number" answers count for (as `doubtedOn` and the guide read them). */
export const WRONG_REPORT_DAYS = 30

export type CallAnswerResult =
  /** `counted` is false for a repeat (this phone already answered for this number today). */
  | { ok: true; counted: boolean; doubted: boolean }
  | { ok: false; status: 400 | 404 | 429; error: 'invalid' | 'not-found' | 'not-asked' | 'rate-limited'; retryAfter?: number }

/**
 * Counts a reader's answer to "did the call go through?" (issue 42 §3). The body is checked
 * whole (a record of the guide, one of its numbers that is offered as a call, never a national
 * hotline); then, per client address, the rate limit; then, in one transaction, the day's count,
 * once per phone per number per day, and for "wrong number" the phone's report. When that report
 * puts the number in doubt (three phones within 30 days), a 'content' event goes out with it, so
 * every page says so at once.
 *
 * Stored: counts per number per day, and keyed HMACs of the phone's random token that expire.
 * Never the client's address, an account or the token itself.
 */
export async function recordCallAnswer(raw: unknown, { client, today = dhakaDay() }: { client: string; today?: string }): Promise<CallAnswerResult> {
  const parsed = CallAnswerBody.safeParse(raw)
  if (!parsed.success) return { ok: false, status: 400, error: 'invalid' }
  const { collection, recordId, answer, device } = parsed.data
  // National hotlines (999, 333, …) are never asked about: their numbers do not move.
  if (collection === 'hotlines') return { ok: false, status: 400, error: 'not-asked' }
  // Read the guide before the transaction: the embedded database has a single connection.
  const phone = guidePhone(await getGuide(), collection, recordId, parsed.data.number)
  if (!phone || !isCallable(phone)) return { ok: false, status: 404, error: 'not-found' }

  const limit = await hitLimit(`call-feedback:${keyed('address', client).slice(0, 22)}`, ANSWER_LIMIT)
  if (!limit.allowed) return { ok: false, status: 429, error: 'rate-limited', retryAfter: limit.retryAfter }

  // The guide's own spelling of the number, whatever the page sent: one row per number.
  const number = phone.number
  const checked = lastChecked('phone', phone.asOf, phone.sources)
  const row = { collection, record_id: recordId, number }
  const result = await db().transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('call_feedback_keys')
      .values({ key: keyed('day', `${device}|${digitsOf(number)}|${today}`), expires_at: endOfDay(today) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst()
    if (!fresh) return { counted: false, doubted: false }
    await trx
      .insertInto('call_feedback')
      .values({ ...row, day: today, answer, count: 1 })
      .onConflict((oc) => oc.columns(['collection', 'record_id', 'number', 'day', 'answer']).doUpdateSet({ count: sql<number>`call_feedback.count + 1` }))
      .execute()
    if (answer !== 'wrong') return { counted: true, doubted: false }
    const before = doubtedOn({ wrongReports: await wrongDays(trx, row, today), gotThroughThisMonth: 0 }, checked)
    // One row per phone and number, dated by its latest report: a phone counts once, however often it answers.
    await trx
      .insertInto('wrong_number_reports')
      .values({ ...row, device_key: keyed('wrong', `${device}|${digitsOf(number)}`), reported_on: today })
      .onConflict((oc) => oc.columns(['collection', 'record_id', 'number', 'device_key']).doUpdateSet({ reported_on: today }))
      .execute()
    const after = doubtedOn({ wrongReports: await wrongDays(trx, row, today), gotThroughThisMonth: 0 }, checked)
    const doubted = before === null && after !== null
    if (doubted) await publish(trx, 'content', { type: 'phone-doubted', collection, recordId })
    return { counted: true, doubted }
  })
  // This process need not wait for its own NOTIFY to come back.
  if (result.doubted) invalidateGuide()
  if (Math.random() < PRUNE_CHANCE) {
    await pruneCallFeedback(today).catch((error: unknown) => logger.warn({ err: error }, 'call feedback: pruning failed'))
  }
  return { ok: true, ...result }
}

/**
 * Forgets what only served to tell repeats apart: keys past their day, and "wrong number"
 * reports older than the 30 days they count for. The counts per day stay.
 */
export async function pruneCallFeedback(today = dhakaDay()) {
  await db().deleteFrom('call_feedback_keys').where('expires_at', '<', new Date()).execute()
  await db().deleteFrom('wrong_number_reports').where('reported_on', '<', sql<Date>`${today}::date - ${WRONG_REPORT_DAYS}::int`).execute()
}

// Pruning once in about fifty answers keeps both tables to a few weeks of rows.
const PRUNE_CHANCE = 0.02

/** The days of this number's "wrong number" reports that count (one per phone), oldest first. */
async function wrongDays(trx: Transaction<DB>, row: { collection: string; record_id: string; number: string }, today: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('wrong_number_reports')
    .select(sql<string>`to_char(reported_on, 'YYYY-MM-DD')`.as('day'))
    .where('collection', '=', row.collection)
    .where('record_id', '=', row.record_id)
    .where('number', '=', row.number)
    .where('reported_on', '>', sql<Date>`${today}::date - ${WRONG_REPORT_DAYS}::int`)
    .orderBy('reported_on')
    .execute()
  return rows.map((r) => r.day)
}

/** The first moment of the next day in Bangladesh (UTC+6 all year): when a day's key is of no more use. */
const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+06:00`) + 86_400_000)

let derived: { secret: string; key: Buffer } | undefined
/**
 * An HMAC of `text` under a key derived from the session secret for this purpose alone, with
 * what it is for in front: a key for one use never matches one for another.
 */
function keyed(purpose: 'day' | 'wrong' | 'address', text: string): string {
  const secret = getSecret()
  if (derived?.secret !== secret) derived = { secret, key: createHmac('sha256', secret).update('call-feedback').digest() }
  return createHmac('sha256', derived.key).update(`${purpose}|${text}`).digest('base64url')
}
