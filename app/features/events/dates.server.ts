import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { writeBlock } from '#app/lib/auth/can-write.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { RsvpStatus } from '#app/lib/db/schema'
import { publish } from '#app/lib/events.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import { notifyAll } from '#app/lib/notifications/notify.server'
import type { Lang } from '#app/i18n/i18n'

/**
 * Dated occurrences of the guide's events, and what residents do with them: RSVP, reminders and
 * the private "my events" calendar address (issue 15, ADR 015). Every change is checked here,
 * on the server, whatever sent it.
 */

export const rsvpStatuses = ['going', 'interested', 'not_going'] as const satisfies readonly RsvpStatus[]
/** The reminders a reader can choose, in minutes before the start. */
export const reminderOffsets = [1440, 60] as const
export type ReminderOffset = (typeof reminderOffsets)[number]

/** A date as pages and calendar files use it. Times are ISO strings (UTC). */
export interface EventDate {
  id: number
  eventId: string
  startsAt: string
  endsAt: string | null
  capacity: number | null
  going: number
  interested: number
  cancelled: boolean
  sourceUrl: string
  sequence: number
  updatedAt: string
}

/** The reader's own answer and reminders for a date. */
export interface MyAnswer {
  status: RsvpStatus | null
  reminders: ReminderOffset[]
  byEmail: boolean
}

type Failure = { ok: false; status: number; message: MessageKey; vars?: Record<string, string | number> }
const fail = (status: number, message: MessageKey, vars?: Record<string, string | number>): Failure => ({ ok: false, status, message, ...(vars ? { vars } : {}) })

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

const columns = ['id', 'event_id', 'starts_at', 'ends_at', 'capacity', 'going_count', 'interested_count', 'status', 'source_url', 'sequence', 'updated_at'] as const
type Row = { id: number; event_id: string; starts_at: Date; ends_at: Date | null; capacity: number | null; going_count: number; interested_count: number; status: 'confirmed' | 'cancelled'; source_url: string; sequence: number; updated_at: Date }

function toDate(row: Row): EventDate {
  return {
    id: row.id,
    eventId: row.event_id,
    startsAt: iso(row.starts_at)!,
    endsAt: iso(row.ends_at),
    capacity: row.capacity,
    going: row.going_count,
    interested: row.interested_count,
    cancelled: row.status === 'cancelled',
    sourceUrl: row.source_url,
    sequence: row.sequence,
    updatedAt: iso(row.updated_at)!,
  }
}

/** When a date is over: its end, or its start when it has no end. */
const finishedBy = sql<Date>`coalesce(ends_at, starts_at)`

/** Dates not yet over (cancelled ones included, so readers learn of the cancellation), soonest first. */
export async function upcomingDates(now = new Date()): Promise<EventDate[]> {
  const rows = await db().selectFrom('event_dates').select(columns)
    .where(finishedBy, '>', now)
    .orderBy('starts_at').orderBy('id').limit(500).execute()
  return rows.map(toDate)
}

/** Dates for the calendar feeds: the last 90 days and everything ahead. */
export async function feedDates(now = new Date()): Promise<EventDate[]> {
  const rows = await db().selectFrom('event_dates').select(columns)
    .where(finishedBy, '>', new Date(now.getTime() - 90 * 24 * 3600 * 1000))
    .orderBy('starts_at').orderBy('id').limit(1000).execute()
  return rows.map(toDate)
}

export async function findDate(id: number): Promise<EventDate | null> {
  const row = await db().selectFrom('event_dates').select(columns).where('id', '=', id).executeTakeFirst()
  return row ? toDate(row) : null
}

/** The reader's answers and reminders for the given dates. */
export async function myAnswers(userId: string, dateIds: number[]): Promise<Record<number, MyAnswer>> {
  if (dateIds.length === 0) return {}
  const [rsvps, reminders] = await Promise.all([
    db().selectFrom('event_rsvps').select(['event_date_id', 'status']).where('user_id', '=', userId).where('event_date_id', 'in', dateIds).execute(),
    db().selectFrom('event_reminders').select(['event_date_id', 'minutes_before', 'by_email']).where('user_id', '=', userId).where('event_date_id', 'in', dateIds).execute(),
  ])
  const answers: Record<number, MyAnswer> = {}
  const answer = (id: number) => (answers[id] ??= { status: null, reminders: [], byEmail: false })
  for (const row of rsvps) answer(row.event_date_id).status = row.status
  for (const row of reminders) {
    const entry = answer(row.event_date_id)
    entry.reminders.push(row.minutes_before as ReminderOffset)
    entry.byEmail ||= row.by_email
  }
  return answers
}

/** Why this reader may not answer or set reminders now, as a message of the events pages. */
async function blocked(user: SessionUser): Promise<Failure | null> {
  const reason = writeBlock(user)
  if (reason) return fail(403, reason === 'forum.toast.verifyFirst' ? 'events.error.verifyFirst' : 'events.error.blocked')
  const limit = await hitLimit(`events:answer:${user.id}`, { max: 60, windowSeconds: 600 })
  return limit.allowed ? null : fail(429, 'events.error.rateLimited', { seconds: limit.retryAfter })
}

/** Tells every process that a date's public numbers changed (pages showing it are re-rendered). */
const announce = (executor: Parameters<typeof publish>[0], dateId: number) => publish(executor, 'events', { type: 'date', id: dateId })

/**
 * Sets the reader's answer for a date. All answers for one date take its row's lock in turn, so
 * the counters always equal the answers and "going" can never pass the capacity, however many
 * people answer at once.
 */
export async function answerRsvp(user: SessionUser, dateId: number, status: RsvpStatus, now = new Date()):
  Promise<{ ok: true; going: number; interested: number } | Failure> {
  const refused = await blocked(user)
  if (refused) return refused
  return db().transaction().execute(async (trx) => {
    const date = await trx.selectFrom('event_dates').select(['status', 'starts_at', 'ends_at', 'capacity', 'going_count', 'interested_count'])
      .where('id', '=', dateId).forUpdate().executeTakeFirst()
    if (!date) return fail(404, 'events.error.notFound')
    if (date.status === 'cancelled') return fail(409, 'events.error.cancelled')
    if (new Date(date.ends_at ?? date.starts_at) <= now) return fail(409, 'events.error.over')
    const before = (await trx.selectFrom('event_rsvps').select('status').where('event_date_id', '=', dateId).where('user_id', '=', user.id).executeTakeFirst())?.status ?? null
    const delta = (kind: RsvpStatus) => (status === kind ? 1 : 0) - (before === kind ? 1 : 0)
    const going = date.going_count + delta('going')
    const interested = date.interested_count + delta('interested')
    if (delta('going') > 0 && date.capacity !== null && going > date.capacity) return fail(409, 'events.error.full')
    await trx.insertInto('event_rsvps').values({ event_date_id: dateId, user_id: user.id, status, updated_at: now })
      .onConflict((oc) => oc.columns(['event_date_id', 'user_id']).doUpdateSet({ status, updated_at: now })).execute()
    if (before !== status) {
      await trx.updateTable('event_dates').set({ going_count: going, interested_count: interested }).where('id', '=', dateId).execute()
      await announce(trx, dateId)
    }
    return { ok: true as const, going, interested }
  })
}

/**
 * Sets which reminders the reader wants for a date (none cancels them). A reminder whose time
 * has already passed cannot be chosen; one with no way to reach the reader (no device allowed
 * notifications and no e-mail chosen) is refused, so nobody waits for a reminder that never comes.
 */
export async function setReminders(user: SessionUser, dateId: number, offsets: ReminderOffset[], byEmail: boolean, lang: Lang, now = new Date()):
  Promise<{ ok: true; reminders: ReminderOffset[]; byEmail: boolean; devices: number } | Failure> {
  const refused = await blocked(user)
  if (refused) return refused
  const date = await findDate(dateId)
  if (!date) return fail(404, 'events.error.notFound')
  if (date.cancelled) return fail(409, 'events.error.cancelled')
  const start = new Date(date.startsAt).getTime()
  if (start <= now.getTime()) return fail(409, 'events.error.over')
  const chosen = [...new Set(offsets)].sort((a, b) => b - a)
  if (chosen.some((minutes) => start - minutes * 60_000 <= now.getTime())) return fail(400, 'events.error.reminderPassed')
  if (byEmail && !user.emailVerified) return fail(400, 'events.error.verifyFirst')
  const devices = Number((await db().selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', user.id).executeTakeFirst())?.n ?? 0)
  if (chosen.length > 0 && devices === 0 && !byEmail) return fail(400, 'events.error.noChannel')
  await db().transaction().execute(async (trx) => {
    await trx.deleteFrom('event_reminders').where('event_date_id', '=', dateId).where('user_id', '=', user.id).execute()
    if (chosen.length) {
      await trx.insertInto('event_reminders')
        .values(chosen.map((minutes) => ({ event_date_id: dateId, user_id: user.id, minutes_before: minutes, by_email: byEmail, lang, sent_at: null })))
        .execute()
    }
  })
  return { ok: true, reminders: chosen, byEmail: chosen.length > 0 && byEmail, devices }
}

/** The reader's private calendar address token, made on first use. */
export async function calendarToken(userId: string, renew = false): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  if (renew) {
    await db().insertInto('calendar_feeds').values({ user_id: userId, token })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: new Date() })).execute()
    return token
  }
  await db().insertInto('calendar_feeds').values({ user_id: userId, token }).onConflict((oc) => oc.column('user_id').doNothing()).execute()
  return (await db().selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirstOrThrow()).token
}

/** The dates a calendar token's owner is going to or interested in, with the reminders they chose. */
export async function datesOfToken(token: string, now = new Date()): Promise<{ dates: EventDate[]; reminders: Record<number, ReminderOffset[]> } | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null
  const owner = await db().selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst()
  if (!owner) return null
  const ids = (await db().selectFrom('event_rsvps').select('event_date_id').where('user_id', '=', owner.user_id).where('status', 'in', ['going', 'interested']).execute()).map((r) => r.event_date_id)
  const dates = (await feedDates(now)).filter((date) => ids.includes(date.id))
  const answers = await myAnswers(owner.user_id, dates.map((d) => d.id))
  return { dates, reminders: Object.fromEntries(dates.map((d) => [d.id, answers[d.id]?.reminders ?? []])) }
}

// ---- Moderators: dates with their sources -------------------------------------------------

export interface DateInput {
  eventId: string
  startsAt: Date
  endsAt: Date | null
  capacity: number | null
  sourceUrl: string
}

/** Adds a date to one of the guide's events. */
export async function addDate(moderator: SessionUser, input: DateInput): Promise<number> {
  return db().transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('event_dates').values({
      event_id: input.eventId, starts_at: input.startsAt, ends_at: input.endsAt, capacity: input.capacity, source_url: input.sourceUrl, created_by: moderator.id,
    }).returning('id').executeTakeFirstOrThrow()
    await writeAudit(trx, { actorId: moderator.id, action: 'add-date', targetType: 'event', targetId: id, details: { event: input.eventId, startsAt: input.startsAt.toISOString(), source: input.sourceUrl } })
    await announce(trx, id)
    return id
  })
}

/**
 * Changes a date's time, capacity or source. Calendar apps get the change (SEQUENCE goes up);
 * reminders not yet due at the new time are sent again at it. A capacity below the number
 * already going is refused: nobody loses their place.
 */
export async function updateDate(moderator: SessionUser, id: number, input: Omit<DateInput, 'eventId'>): Promise<'ok' | 'not-found' | 'below-going'> {
  return db().transaction().execute(async (trx) => {
    const date = await trx.selectFrom('event_dates').select(['going_count', 'starts_at', 'event_id']).where('id', '=', id).forUpdate().executeTakeFirst()
    if (!date) return 'not-found'
    if (input.capacity !== null && input.capacity < date.going_count) return 'below-going'
    await trx.updateTable('event_dates').set({
      starts_at: input.startsAt, ends_at: input.endsAt, capacity: input.capacity, source_url: input.sourceUrl,
      sequence: sql<number>`sequence + 1`, updated_at: new Date(),
    }).where('id', '=', id).execute()
    if (new Date(date.starts_at).getTime() !== input.startsAt.getTime()) {
      await trx.updateTable('event_reminders').set({ sent_at: null }).where('event_date_id', '=', id).execute()
      await notifyGoing(trx, moderator, id, { change: 'moved', eventId: date.event_id, startsAt: input.startsAt.toISOString() })
    }
    await writeAudit(trx, { actorId: moderator.id, action: 'change-date', targetType: 'event', targetId: id, details: { from: iso(date.starts_at), startsAt: input.startsAt.toISOString(), source: input.sourceUrl } })
    await announce(trx, id)
    return 'ok'
  })
}

/** Everyone going to a date is told that it moved or was cancelled (docs/notifications.md). */
function notifyGoing(trx: Parameters<typeof publish>[0], moderator: SessionUser, dateId: number, details: { change: 'moved' | 'cancelled'; eventId: string; startsAt: string | null }) {
  return notifyAll(trx, sql`SELECT user_id FROM event_rsvps WHERE event_date_id = ${dateId} AND status = 'going'`, {
    kind: 'event', eventDateId: dateId, actorId: moderator.id, named: false, details,
  })
}

/** Marks a date cancelled (kept, so readers and calendar apps learn of it); those going are told. */
export async function cancelDate(moderator: SessionUser, id: number, reason: string): Promise<boolean> {
  return db().transaction().execute(async (trx) => {
    const changed = await trx.updateTable('event_dates').set({ status: 'cancelled', sequence: sql<number>`sequence + 1`, updated_at: new Date() })
      .where('id', '=', id).where('status', '=', 'confirmed').returning(['event_id', 'starts_at']).executeTakeFirst()
    if (!changed) return false
    await notifyGoing(trx, moderator, id, { change: 'cancelled', eventId: changed.event_id, startsAt: iso(changed.starts_at) })
    await writeAudit(trx, { actorId: moderator.id, action: 'cancel-date', targetType: 'event', targetId: id, reason })
    await announce(trx, id)
    return true
  })
}
