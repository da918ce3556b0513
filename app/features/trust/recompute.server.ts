import { sql } from 'kysely'
import type { TrustLevel } from '#app/lib/db/schema'
import { db } from '#app/lib/db/database.server'
import { everyMinute } from '#app/lib/every-minute.server'
import { logger } from '#app/lib/logger.server'
import { computeLevel, UPHELD_REPORT_DAYS, type ConditionResult, type TrustFigures } from './levels'
import { flushReading } from './reading.server'

/*
 * The levels, recomputed by the background runner (never on a request). Each minute one query
 * finds the accounts that are due (at most 10,000): never computed, last computed over an hour ago
 * (time alone moves the days since joining and the 60-day window of upheld reports), or seen
 * since their last computation and not computed in the last five minutes. For each batch of 100,
 * one query gathers the figures, levels.ts decides, one UPDATE writes them. Locked levels are
 * skipped, and re-checked in the UPDATE, so a moderator's lock meanwhile wins. A new level takes
 * effect on the member's next request: the session reads profiles, and a profile's change drops
 * the kept session.
 */

/**
 * Accounts per batch: small, since on the embedded database a query holds the process (PGlite
 * runs in it), and requests get their turn between batches. About 0.1 s a batch there.
 */
const BATCH = 100
/** At most this many accounts a minute; the rest are due again next minute. */
const MAX_PER_RUN = 10_000

/** What profiles.trust_reason holds: the figures and every condition, met or not. */
export interface TrustReason {
  figures: TrustFigures
  conditions: ConditionResult[]
  /** Kept from migration 0027: the account was a member before reading was recorded. */
  before?: string
}

interface FigureRow {
  id: string
  days: number
  posts_read: number
  reading_seconds: number
  hidden: number
  visit_days: number
  likers: number
  upheld: number
  before: string | null
}

/** The figures of the given accounts, in one query (every count uses an index by author or item). */
async function figuresOf(ids: string[]): Promise<FigureRow[]> {
  const { rows } = await sql<FigureRow>`
    SELECT p.id,
      floor(extract(epoch FROM now() - p.created_at) / 86400)::integer AS days,
      coalesce(mr.posts_read, 0)::integer AS posts_read,
      coalesce(mr.reading_seconds, 0)::integer AS reading_seconds,
      ((SELECT count(*) FROM posts x WHERE x.author_id = p.id AND x.moderation IN ('hidden', 'removed'))
        + (SELECT count(*) FROM comments x WHERE x.author_id = p.id AND x.moderation IN ('hidden', 'removed')))::integer AS hidden,
      (SELECT count(*) FROM member_visit_days v WHERE v.user_id = p.id)::integer AS visit_days,
      (SELECT count(DISTINCT l.user_id) FROM (
          SELECT l.user_id FROM posts x JOIN likes l ON l.item_type = 'post' AND l.item_id = x.id WHERE x.author_id = p.id
          UNION ALL
          SELECT l.user_id FROM comments x JOIN likes l ON l.item_type = 'comment' AND l.item_id = x.id WHERE x.author_id = p.id
        ) l WHERE l.user_id <> p.id)::integer AS likers,
      ((SELECT count(*) FROM posts x JOIN reports r ON r.item_type = 'post' AND r.item_id = x.id
          WHERE x.author_id = p.id AND r.status = 'actioned' AND r.created_at > now() - make_interval(days => ${UPHELD_REPORT_DAYS}))
        + (SELECT count(*) FROM comments x JOIN reports r ON r.item_type = 'comment' AND r.item_id = x.id
          WHERE x.author_id = p.id AND r.status = 'actioned' AND r.created_at > now() - make_interval(days => ${UPHELD_REPORT_DAYS})))::integer AS upheld,
      p.trust_reason ->> 'before' AS before
    FROM profiles p LEFT JOIN member_reading mr ON mr.user_id = p.id
    WHERE p.id = ANY(${ids}::text[])`.execute(db())
  return rows
}

/** The level and the "why" of one account's figures. */
export function levelOf(row: FigureRow): { level: TrustLevel; reason: TrustReason } {
  const figures: TrustFigures = {
    daysSinceJoining: row.days,
    postsRead: row.posts_read,
    readingSeconds: row.reading_seconds,
    hiddenItems: row.hidden,
    visitDays: row.visit_days,
    likers: row.likers,
    upheldReports: row.upheld,
    joinedBeforeReading: row.before !== null,
  }
  const { level, reasons } = computeLevel(figures)
  return { level, reason: { figures, conditions: reasons, ...(row.before !== null ? { before: row.before } : {}) } }
}

/** The accounts due for a computation, longest waiting first. */
async function dueAccounts(limit: number): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT p.id FROM profiles p LEFT JOIN member_reading mr ON mr.user_id = p.id
    WHERE NOT p.trust_locked AND (
      p.trust_computed_at IS NULL
      OR p.trust_computed_at < now() - interval '1 hour'
      OR (mr.last_seen_at > p.trust_computed_at AND p.trust_computed_at < now() - interval '5 minutes'))
    ORDER BY p.trust_computed_at ASC NULLS FIRST, p.id
    LIMIT ${limit}`.execute(db())
  return rows.map((r) => r.id)
}

/**
 * Recomputes the accounts that are due (or exactly `only`, for tests and a moderator's unlock);
 * returns how many were computed and how many changed level.
 */
export async function recomputeLevels(only?: string[]): Promise<{ computed: number; changed: number }> {
  let computed = 0
  let changed = 0
  const due = only ?? await dueAccounts(MAX_PER_RUN)
  for (let at = 0; at < due.length; at += BATCH) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve))
    const results = (await figuresOf(due.slice(at, at + BATCH))).map((row) => ({ id: row.id, ...levelOf(row) }))
    if (results.length === 0) continue
    const { rows } = await sql<{ changed: boolean }>`
      WITH computed (id, level, reason) AS (
        SELECT * FROM unnest(${results.map((r) => r.id)}::text[], ${results.map((r) => r.level)}::text[], ${results.map((r) => JSON.stringify(r.reason))}::jsonb[])
      ),
      previous AS (SELECT p.id, p.trust_level FROM profiles p JOIN computed c ON c.id = p.id)
      UPDATE profiles p SET trust_level = c.level, trust_reason = c.reason, trust_computed_at = now()
      FROM computed c JOIN previous b ON b.id = c.id
      WHERE p.id = c.id AND NOT p.trust_locked
      RETURNING b.trust_level IS DISTINCT FROM c.level AS changed`.execute(db())
    computed += rows.length
    changed += rows.filter((r) => r.changed).length
  }
  if (changed > 0) logger.info({ computed, changed }, 'trust levels recomputed')
  return { computed, changed }
}

/**
 * The trust job, each minute: this process's reading figures written, then (by one process of a
 * cluster: `recompute`) the levels that are due. Returns its stop function, which writes what is
 * still noted.
 */
export function startTrustJob({ recompute }: { recompute: boolean }): () => Promise<void> {
  const stop = everyMinute('trust levels failed', async () => {
    await flushReading()
    if (recompute) await recomputeLevels()
  })
  return async () => {
    stop()
    await flushReading()
  }
}
