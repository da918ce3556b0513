import { sql } from 'kysely'
import { db } from './db/database.server'
import { noteRefusal } from './metrics.server'

export interface Limit {
  /** Requests allowed in one window. */
  max: number
  windowSeconds: number
}

export interface LimitState {
  count: number
  allowed: boolean
  /** Seconds until the window resets. */
  retryAfter: number
}

/**
 * Counts one hit against `key` in a fixed window, atomically in the database so that every app
 * process shares the count. `allowed` is false once the count passes `max`.
 */
export async function hitLimit(key: string, limit: Limit): Promise<LimitState> {
  const window = `${limit.windowSeconds} seconds`
  const { rows } = await sql<{ count: number; window_start: Date }>`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE rate_limits.window_start END
    RETURNING count, window_start`.execute(db())
  const row = rows[0]!
  if (Math.random() < 0.01) void pruneLimits()
  const result = state(row.count, row.window_start, limit)
  // Counted by the limit's name, never its key (guide_rate_limit_refusals_total).
  if (!result.allowed) noteRefusal(key)
  return result
}

/** The current count for `key` without adding to it. */
export async function peekLimit(key: string, limit: Limit): Promise<LimitState> {
  const row = await db()
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .where(sql<boolean>`window_start > now() - ${`${limit.windowSeconds} seconds`}::interval`)
    .executeTakeFirst()
  if (!row) return { count: 0, allowed: true, retryAfter: 0 }
  return state(row.count, new Date(row.window_start), limit)
}

/** Gives back one hit taken by hitLimit (an attempt that turned out fine). */
export async function releaseLimit(key: string) {
  await db().updateTable('rate_limits').set({ count: sql<number>`greatest(count - 1, 0)` }).where('key', '=', key).execute()
}

/** Forgets the counts for `key` (after a successful sign-in, say). */
export async function resetLimit(key: string) {
  await db().deleteFrom('rate_limits').where('key', '=', key).execute()
}

function state(count: number, windowStart: Date, limit: Limit): LimitState {
  const resetAt = windowStart.getTime() + limit.windowSeconds * 1000
  return { count, allowed: count <= limit.max, retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
}

async function pruneLimits() {
  await db().deleteFrom('rate_limits').where(sql<boolean>`window_start < now() - interval '1 day'`).execute().catch(() => {})
}
