import { statfs } from 'node:fs/promises'
import { resolve } from 'node:path'
import { sql } from 'kysely'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { recentErrors } from './error-log.server'

/** What an admin checks at a glance on /moderation: backups, disk, and what waits for people. */
export interface SiteSummary {
  backup: {
    lastAt: string | null
    lastBytes: number | null
    failedAt: string | null
    failedError: string | null
    /** Nightly backups are on and none has worked for a day and a half (or since the site began). */
    overdue: boolean
  }
  /** Space left on the disk that holds DATA_DIR (null where the system cannot say). */
  disk: { freeBytes: number; totalBytes: number; low: boolean } | null
  unhandledContact: number
  /** Posts and comments waiting for a moderator (issue 43 §2), and since when the oldest waits. */
  waiting: { count: number; oldestAt: string | null }
  /** The server's errors and warnings of the last 24 hours not resolved since (/moderation/errors). */
  errors: { errors: number; warnings: number }
}

const DAY_AND_A_HALF_MS = 36 * 60 * 60 * 1000

/** The backups' state, as the backup feature records it (app/features/backup/run.server.ts). */
interface BackupState {
  last: { at: Date; bytes: number } | null
  failed: { at: Date; error: string } | null
}

export async function siteSummary(status: BackupState, now = new Date()): Promise<SiteSummary> {
  const config = env()
  const [disk, contact, site, waiting, errors] = await Promise.all([
    statfs(resolve(config.DATA_DIR)).catch(() => null),
    db().selectFrom('contact_messages').select(sql<number>`count(*)::int`.as('count')).where('handled_at', 'is', null).executeTakeFirstOrThrow(),
    // When the site began: a guide started today has had no night to back up yet.
    db().selectFrom('schema_migrations').select((eb) => eb.fn.min('applied_at').as('since')).executeTakeFirst(),
    sql<{ count: number; oldest: Date | null }>`
      SELECT count(*)::int AS count, min(held_at) AS oldest FROM (
        SELECT held_at FROM posts WHERE moderation = 'pending' UNION ALL SELECT held_at FROM comments WHERE moderation = 'pending'
      ) waiting`.execute(db()),
    recentErrors(now),
  ])
  const since = site?.since ? new Date(site.since).getTime() : now.getTime()
  const freeBytes = disk ? disk.bavail * disk.bsize : 0
  const totalBytes = disk ? disk.blocks * disk.bsize : 0
  return {
    backup: {
      lastAt: status.last?.at.toISOString() ?? null,
      lastBytes: status.last?.bytes ?? null,
      failedAt: status.failed?.at.toISOString() ?? null,
      failedError: status.failed?.error ?? null,
      overdue: config.BACKUP_AT !== 'off' && now.getTime() - (status.last?.at.getTime() ?? since) > DAY_AND_A_HALF_MS,
    },
    // Low: under a tenth of the disk, or under 2 GB (a night's backup and the uploads need room).
    disk: disk && totalBytes > 0 ? { freeBytes, totalBytes, low: freeBytes < totalBytes / 10 || freeBytes < 2 * 1024 ** 3 } : null,
    unhandledContact: Number(contact.count),
    waiting: { count: Number(waiting.rows[0]?.count ?? 0), oldestAt: waiting.rows[0]?.oldest ? new Date(waiting.rows[0].oldest).toISOString() : null },
    errors,
  }
}
