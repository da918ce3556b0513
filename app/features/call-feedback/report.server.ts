import { sql } from 'kysely'
import type { CallAnswer } from '#app/lib/content/call-answers'
import { lastChecked } from '#app/lib/content/freshness'
import { getGuide, loadPhoneSignals } from '#app/lib/content/guide.server'
import { doubtedOn, isCallable, phoneKey } from '#app/lib/content/phone-view'
import { db, getDatabase } from '#app/lib/db/database.server'
import { dhakaDay } from '#app/lib/dhaka-day'
import { guidePhone } from './guide-phone'

/** How far back moderators see residents' answers. */
export const REPORT_DAYS = 90

/** Answers of one kind, counted. */
export type AnswerCounts = Record<CallAnswer, number>

/** One day's answers for a number. */
export interface CallFeedbackDay extends AnswerCounts {
  /** YYYY-MM-DD, in Bangladesh. */
  day: string
}

/** What residents said about one number of the guide over the last 90 days. */
export interface CallFeedbackNumber {
  collection: string
  recordId: string
  /** As the guide printed it when the answers came. */
  number: string
  /** The day of the latest answer: the list is ordered by it, newest first. */
  lastDay: string
  /** The 90 days' answers, added up. */
  totals: AnswerCounts
  /** The days with answers, newest first (days without any are left out). */
  days: CallFeedbackDay[]
  /** Phones that answered "wrong number" within the last 30 days, each counted once. */
  wrongPhones: number
  /**
   * The day residents put the number in doubt (three phones within 30 days, after it was last
   * checked): pages say "may have changed" and the record waits for a moderator's check. Null
   * when it is not in doubt.
   */
  doubtedOn: string | null
  /**
   * The day the guide's number was last checked (its source's date or a moderator's call); null
   * when the record or the number is no longer in the guide, or moderators withdrew it.
   */
  checked: string | null
}

export interface CallFeedbackReport {
  numbers: CallFeedbackNumber[]
  /** Pass as `after` for the next page; null on the last one. */
  next: string | null
}

/**
 * The moderators' view of "did the call go through?" (issue 42 §3): per number (collection,
 * record, number), the last 90 days' answers per kind and per day, and whether residents put it
 * in doubt; the number with the newest answer first, `limit` (1-100) to a page. `after` is the
 * previous page's `next` (an unreadable one gives the first page). Only counts are kept, so
 * there is nothing here about who answered. The caller checks the moderator's role.
 */
export async function callFeedbackReport({ after, limit, today = dhakaDay() }: { after?: string | null; limit: number; today?: string }): Promise<CallFeedbackReport> {
  const size = Math.min(100, Math.max(1, Math.floor(limit) || 1))
  const since = sql<Date>`${today}::date - ${REPORT_DAYS}::int`
  const cursor = after ? readCursor(after) : null
  const rows = await db()
    .selectFrom('call_feedback')
    .select(['collection', 'record_id', 'number', sql<string>`to_char(max(day), 'YYYY-MM-DD')`.as('last_day')])
    .where('day', '>', since)
    .groupBy(['collection', 'record_id', 'number'])
    .$if(cursor !== null, (query) => query.having(sql<boolean>`max(day) < ${cursor!.lastDay}::date OR (max(day) = ${cursor!.lastDay}::date AND (collection, record_id, number) > (${cursor!.collection}, ${cursor!.recordId}, ${cursor!.number}))`))
    .orderBy(sql`max(day)`, 'desc')
    .orderBy('collection')
    .orderBy('record_id')
    .orderBy('number')
    .limit(size + 1)
    .execute()
  const page = rows.slice(0, size)
  if (page.length === 0) return { numbers: [], next: null }

  const [days, signals, guide] = await Promise.all([
    db()
      .selectFrom('call_feedback')
      .select(['collection', 'record_id', 'number', 'answer', 'count', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
      .where('day', '>', since)
      .where((eb) => eb.or(page.map((row) => eb.and([eb('collection', '=', row.collection), eb('record_id', '=', row.record_id), eb('number', '=', row.number)]))))
      .orderBy('day', 'desc')
      .execute(),
    loadPhoneSignals(getDatabase(), today),
    getGuide(),
  ])
  const numbers = page.map((row): CallFeedbackNumber => {
    const mine = days.filter((d) => d.collection === row.collection && d.record_id === row.record_id && d.number === row.number)
    const byDay = new Map<string, CallFeedbackDay>()
    const totals: AnswerCounts = { yes: 0, 'no-answer': 0, wrong: 0 }
    for (const d of mine) {
      let entry = byDay.get(d.day)
      if (!entry) byDay.set(d.day, (entry = { day: d.day, yes: 0, 'no-answer': 0, wrong: 0 }))
      entry[d.answer] += d.count
      totals[d.answer] += d.count
    }
    const phone = guidePhone(guide, row.collection, row.record_id, row.number)
    const checked = phone && isCallable(phone) ? lastChecked('phone', phone.asOf, phone.sources) : null
    const signal = signals.get(phoneKey(row.collection, row.record_id, row.number))
    return {
      collection: row.collection,
      recordId: row.record_id,
      number: row.number,
      lastDay: row.last_day,
      totals,
      days: [...byDay.values()],
      wrongPhones: signal?.wrongReports.length ?? 0,
      doubtedOn: checked ? doubtedOn(signal, checked) : null,
      checked,
    }
  })
  const last = page[page.length - 1]!
  return {
    numbers,
    next: rows.length > size ? writeCursor({ lastDay: last.last_day, collection: last.collection, recordId: last.record_id, number: last.number }) : null,
  }
}

interface Cursor {
  lastDay: string
  collection: string
  recordId: string
  number: string
}

// Opaque to the moderators' page: base64url, so a number's "+" survives a query string.
const writeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.lastDay, cursor.collection, cursor.recordId, cursor.number])).toString('base64url')

function readCursor(text: string): Cursor | null {
  if (text.length > 300) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4 || !value.every((part) => typeof part === 'string' && part.length <= 100)) return null
    const [lastDay, collection, recordId, number] = value as string[]
    // A day PostgreSQL takes: this century's, and real (V8 reads "2026-02-30" as 2 March).
    if (!/^20\d\d-\d\d-\d\d$/.test(lastDay!) || new Date(Date.parse(lastDay!) || 0).toISOString().slice(0, 10) !== lastDay) return null
    return { lastDay: lastDay!, collection: collection!, recordId: recordId!, number: number! }
  } catch {
    return null
  }
}

