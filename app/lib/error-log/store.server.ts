import { sql } from 'kysely'
import { db } from '../db/database.server'
import type { ErrorRow } from './capture.server'

/** The error log keeps at most this many rows, the newest. */
export const ERROR_LOG_MAX_ROWS = 10_000
/** And none older than this: the page shows these days. */
export const ERROR_LOG_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000
/** The age limit is applied at most this often per process (the row limit on every write). */
const AGE_PRUNE_EVERY_MS = 60_000

let agePrunedAt = 0

/**
 * Writes a batch of the error log in one insert, then prunes: rows past the newest
 * ERROR_LOG_MAX_ROWS (by the identity key, which grows with every row, so the bound is one
 * index range), and, once a minute, rows and resolutions older than ERROR_LOG_DAYS (by the
 * indexed time). The capture's writer (app/lib/error-log/capture.server.ts).
 */
export async function storeErrorRows(rows: ErrorRow[], now = new Date()) {
  if (rows.length === 0) return
  await db().insertInto('error_log').values(rows.map((row) => ({
    at: row.at,
    level: row.level,
    group_key: row.groupKey,
    message: row.message,
    error: row.error,
    place: row.place,
    stack: row.stack,
    method: row.request?.method ?? null,
    route: row.request?.route ?? null,
    status: row.request?.status ?? null,
    lang: row.request?.lang ?? null,
    signed_in: row.request?.signedIn ?? null,
  }))).execute()
  await pruneErrorLog(now)
}

/** Keeps the error log within its bounds (see storeErrorRows); `force` applies the age limit now. */
export async function pruneErrorLog(now = new Date(), { force = false } = {}) {
  await sql`DELETE FROM error_log WHERE id <= (SELECT max(id) FROM error_log) - ${ERROR_LOG_MAX_ROWS}::int`.execute(db())
  if (!force && now.getTime() - agePrunedAt < AGE_PRUNE_EVERY_MS) return
  agePrunedAt = now.getTime()
  const cutoff = new Date(now.getTime() - ERROR_LOG_DAYS * DAY_MS)
  await db().deleteFrom('error_log').where('at', '<', cutoff).execute()
  // A resolution older than the window hides nothing any more: what happens after it shows anyway.
  await db().deleteFrom('error_log_resolved').where('resolved_at', '<', cutoff).execute()
}
