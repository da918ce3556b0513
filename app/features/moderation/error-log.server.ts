import { sql } from 'kysely'
import type { MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { ErrorLevel, RequestFacts } from '#app/lib/error-log/capture.server'
import { ERROR_LOG_DAYS } from '#app/lib/error-log/store.server'

/**
 * The admins' error log, the part that reads (issue 46 §2, /moderation/errors): the rows of the
 * last ERROR_LOG_DAYS days grouped by message and place, newest first, and "resolved". The rows
 * come from app/lib/error-log (captured from the logger, scrubbed, bounded).
 */

/** The open groups (the default), or those resolved and not seen since. */
export type ErrorFilter = 'open' | 'resolved'

export const ERROR_PAGE_SIZE = 20

export interface ErrorGroupView {
  key: string
  level: ErrorLevel
  message: string
  error: string | null
  place: string
  stack: string | null
  count: number
  firstAt: string
  lastAt: string
  /** The latest occurrence that happened in a request (else the latest one): what it was. */
  request: RequestFacts | null
  /** When it was marked resolved, if it has not happened since (else null: it is open). */
  resolvedAt: string | null
}

export interface ErrorPage {
  groups: ErrorGroupView[]
  /** The cursor of the next (older) page, or null at the end. */
  next: string | null
  open: number
  resolved: number
}

export interface ErrorCursor {
  at: Date
  id: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_BIGINT = 9_223_372_036_854_775_807n

export function errorFilter(value: string | null): ErrorFilter {
  return value === 'resolved' ? 'resolved' : 'open'
}

/** A group's key as the writer makes it (22 characters of base64url), or null. */
export function parseGroupKey(value: string): string | null {
  return /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null
}

/** Opaque keyset cursor of the last group shown: its last time (ms) and the id of its newest row. */
export function encodeErrorCursor(lastAt: Date | string, id: string | number): string {
  return `${new Date(lastAt).getTime()}_${id}`
}

/** A cursor from a URL, or null when it is not one this page wrote (garbage, out of range). */
export function decodeErrorCursor(value: string): ErrorCursor | null {
  const match = /^(\d{1,15})_([1-9]\d{0,18})$/.exec(value)
  if (!match) return null
  const at = new Date(Number(match[1]))
  if (Number.isNaN(at.getTime()) || BigInt(match[2]!) > MAX_BIGINT) return null
  return { at, id: match[2]! }
}

const iso = (d: Date | string) => new Date(d).toISOString()

/** A group is open while nothing resolved it, or it happened again after it was resolved. */
const openCondition = sql<boolean>`(r.resolved_at IS NULL OR g.last_at > r.resolved_at)`

/**
 * One page of the groups, newest first by their last occurrence, by keyset (last time, newest
 * row's id): the cost does not grow with depth. The route checks the role; this only reads.
 */
export async function listErrorGroups(filter: ErrorFilter, cursor: ErrorCursor | null, now = new Date(), limit = ERROR_PAGE_SIZE): Promise<ErrorPage> {
  const since = new Date(now.getTime() - ERROR_LOG_DAYS * DAY_MS)
  const groups = sql`
    SELECT group_key, count(*)::int AS count, min(at) AS first_at, max(at) AS last_at, max(id) AS last_id,
      coalesce(max(id) FILTER (WHERE method IS NOT NULL), max(id)) AS example_id
    FROM error_log WHERE at >= ${since} GROUP BY group_key`
  const { rows } = await sql<{
    group_key: string; count: number; first_at: Date; last_at: Date; last_id: string; resolved_at: Date | null
    level: ErrorLevel; message: string; error: string | null; place: string; stack: string | null
    method: string | null; route: string | null; status: number | null; lang: 'bn' | 'en' | null; signed_in: boolean | null
  }>`
    WITH g AS (${groups})
    SELECT g.group_key, g.count, g.first_at, g.last_at, g.last_id::text AS last_id, r.resolved_at,
      e.level, e.message, e.error, e.place, e.stack, e.method, e.route, e.status, e.lang, e.signed_in
    FROM g
    LEFT JOIN error_log_resolved r ON r.group_key = g.group_key
    JOIN error_log e ON e.id = g.example_id
    WHERE ${filter === 'open' ? openCondition : sql`NOT ${openCondition}`}
      ${cursor ? sql`AND (g.last_at, g.last_id) < (${cursor.at}, ${cursor.id}::bigint)` : sql``}
    ORDER BY g.last_at DESC, g.last_id DESC
    LIMIT ${limit + 1}`.execute(db())
  const { rows: [counts] } = await sql<{ open: number; resolved: number }>`
    WITH g AS (SELECT group_key, max(at) AS last_at FROM error_log WHERE at >= ${since} GROUP BY group_key)
    SELECT count(*) FILTER (WHERE ${openCondition})::int AS open, count(*) FILTER (WHERE NOT ${openCondition})::int AS resolved
    FROM g LEFT JOIN error_log_resolved r ON r.group_key = g.group_key`.execute(db())
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    groups: page.map((row) => ({
      key: row.group_key,
      level: row.level,
      message: row.message,
      error: row.error,
      place: row.place,
      stack: row.stack,
      count: Number(row.count),
      firstAt: iso(row.first_at),
      lastAt: iso(row.last_at),
      request: row.method === null ? null : { method: row.method, route: row.route, status: row.status, lang: row.lang, signedIn: row.signed_in },
      // A group that happened again after it was resolved is open: its resolution is history.
      resolvedAt: row.resolved_at && new Date(row.last_at) <= new Date(row.resolved_at) ? iso(row.resolved_at) : null,
    })),
    next: rows.length > limit && last ? encodeErrorCursor(last.last_at, last.last_id) : null,
    open: Number(counts?.open ?? 0),
    resolved: Number(counts?.resolved ?? 0),
  }
}

export type ResolveResult = { ok: true; changed: boolean } | { ok: false; status: 403 | 404; error: MessageKey }

/**
 * Marks a group resolved (hidden until it happens again) or open again, with an audit row in the
 * same transaction. Admins only, with two-step sign-in. Asking for what is already so changes
 * nothing and writes no audit row.
 */
export async function setErrorResolved(admin: SessionUser, key: string, resolved: boolean, now = new Date()): Promise<ResolveResult> {
  if (!actsAs(admin, 'admin')) return { ok: false, status: 403, error: 'moderation.error.forbidden' }
  const since = new Date(now.getTime() - ERROR_LOG_DAYS * DAY_MS)
  return db().transaction().execute(async (trx) => {
    const group = await trx.selectFrom('error_log')
      .select(['message', 'place', 'at'])
      .where('group_key', '=', key)
      .where('at', '>=', since)
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (!group) return { ok: false, status: 404, error: 'errorLog.error.notFound' } as const
    const current = await trx.selectFrom('error_log_resolved').select('resolved_at').where('group_key', '=', key).forUpdate().executeTakeFirst()
    const lastAt = new Date(group.at)
    const isResolved = current !== undefined && lastAt <= new Date(current.resolved_at)
    if (isResolved === resolved) return { ok: true, changed: false } as const
    if (resolved) {
      // Never before its last occurrence, whatever this process's clock says.
      const at = lastAt > now ? lastAt : now
      await trx.insertInto('error_log_resolved').values({ group_key: key, resolved_at: at, resolved_by: admin.id })
        .onConflict((oc) => oc.column('group_key').doUpdateSet({ resolved_at: at, resolved_by: admin.id }))
        .execute()
    } else {
      await trx.deleteFrom('error_log_resolved').where('group_key', '=', key).execute()
    }
    // The message is already scrubbed: it says which error, as the audit log's reader needs.
    await writeAudit(trx, {
      actorId: admin.id,
      action: resolved ? 'resolve-error' : 'reopen-error',
      targetType: 'error',
      targetId: key,
      details: { message: group.message.slice(0, 200), place: group.place.slice(0, 200) },
    })
    return { ok: true, changed: true } as const
  })
}

/** The admins' summary on /moderation: errors and warnings of the last 24 hours not resolved since. */
export async function recentErrors(now = new Date()): Promise<{ errors: number; warnings: number }> {
  const since = new Date(now.getTime() - DAY_MS)
  const { rows: [row] } = await sql<{ errors: number; warnings: number }>`
    SELECT count(*) FILTER (WHERE e.level <> 'warn')::int AS errors, count(*) FILTER (WHERE e.level = 'warn')::int AS warnings
    FROM error_log e LEFT JOIN error_log_resolved r ON r.group_key = e.group_key
    WHERE e.at >= ${since} AND (r.resolved_at IS NULL OR e.at > r.resolved_at)`.execute(db())
  return { errors: Number(row?.errors ?? 0), warnings: Number(row?.warnings ?? 0) }
}
