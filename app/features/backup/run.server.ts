import { localEvidenceDir } from '#app/lib/evidence.server'
import { readdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { sql } from 'kysely'
import { db, getDatabase } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { vapidKeys } from '#app/lib/push.server'
import { getSecret } from '#app/lib/secret.server'
import { localUploadsDir } from '#app/lib/storage.server'
import { sweepBrokenBackups, writeBackup, type BackupResult } from './backup.server'
import { place } from '#pack/place'

export type BackupKind = 'nightly' | 'manual'

/** BACKUP_DIR, or DATA_DIR/backups. */
export function backupDir() {
  const config = env()
  return resolve(config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups'))
}

/** A backup's file name in BACKUP_DIR: its time in UTC, so names sort as times do. */
export function backupFileName(at: Date) {
  return `${place.slug}-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar`
}

const ours = new RegExp(`^${place.slug}-backup-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.tar$`)

/** Keeps the newest `keep` backups in `dir` that this app named; removes older ones. */
export async function pruneBackups(dir: string, keep: number) {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => ours.test(name)).sort().reverse()
  for (const name of names.slice(keep)) await rm(join(dir, name), { force: true })
  return names.slice(keep)
}

// One backup at a time in a process: the nightly one and one asked for never overlap.
let queue: Promise<unknown> = Promise.resolve()

/**
 * Takes a backup of the running site into `outFile` (or BACKUP_DIR), records it for the admins'
 * summary, and after a nightly one keeps the last BACKUP_KEEP. A failure is logged as an error,
 * recorded, and thrown.
 */
export function runBackup(kind: BackupKind, outFile?: string): Promise<BackupResult> {
  const run = queue.then(async () => {
    const config = env()
    const dir = backupDir()
    const started = new Date()
    const file = outFile ? resolve(outFile) : join(dir, backupFileName(started))
    try {
      await sweepBrokenBackups(resolve(config.DATA_DIR), dir)
      const result = await writeBackup({
        database: getDatabase(),
        databaseUrl: config.DATABASE_URL,
        dataDir: resolve(config.DATA_DIR),
        uploadsDir: localUploadsDir(),
        evidenceDir: localEvidenceDir(),
        secrets: { sessionSecret: getSecret(), vapid: vapidKeys() },
      }, file)
      // Not recorded is not failed: the file is there (a database the app has not migrated yet).
      await record({ kind, started, file: result.file, bytes: result.bytes, error: null }).catch((error) => logger.warn({ err: error }, 'backup not recorded'))
      if (kind === 'nightly') await pruneBackups(dir, config.BACKUP_KEEP)
      logger.info({ kind, file: result.file, bytes: result.bytes, files: result.files, databasePausedMs: result.databasePausedMs }, 'backup written')
      return result
    } catch (error) {
      logger.error({ err: error, kind, file }, 'backup failed')
      await record({ kind, started, file, bytes: null, error: (error as Error).message }).catch(() => {})
      throw error
    }
  })
  queue = run.catch(() => {})
  return run
}

async function record(run: { kind: BackupKind; started: Date; file: string; bytes: number | null; error: string | null }) {
  await db().insertInto('backup_runs').values({ kind: run.kind, started_at: run.started, file: run.file, bytes: run.bytes, error: run.error?.slice(0, 2000) ?? null }).execute()
}

export interface BackupStatus {
  last: { at: Date; bytes: number; file: string } | null
  /** The latest failure, when it came after the last backup that worked. */
  failed: { at: Date; error: string } | null
}

/** The last backup that worked, and a failure since, for the admins' summary. */
export async function backupStatus(): Promise<BackupStatus> {
  const [last, failed] = await Promise.all([
    db().selectFrom('backup_runs').select(['finished_at', 'bytes', 'file']).where('error', 'is', null).where('bytes', 'is not', null).orderBy('finished_at', 'desc').limit(1).executeTakeFirst(),
    db().selectFrom('backup_runs').select(['finished_at', 'error']).where('error', 'is not', null).orderBy('finished_at', 'desc').limit(1).executeTakeFirst(),
  ])
  return {
    last: last ? { at: new Date(last.finished_at), bytes: Number(last.bytes), file: last.file } : null,
    failed: failed && (!last || new Date(failed.finished_at) > new Date(last.finished_at)) ? { at: new Date(failed.finished_at), error: failed.error ?? '' } : null,
  }
}

/** Bangladesh keeps UTC+6 all year: BACKUP_AT is read in the guide's own time. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

/** The next moment it is `at` (HH:MM) in Bangladesh, after `now`. */
export function nextBackupTime(at: string, now = new Date()): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number]
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS)
  let next = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes) - DHAKA_OFFSET_MS
  if (next <= now.getTime()) next += 24 * 60 * 60 * 1000
  return new Date(next)
}

// Any constant: with several processes or machines on PostgreSQL, one takes the night's backup.
const NIGHTLY_LOCK = 727_002

/**
 * A backup every night at BACKUP_AT into BACKUP_DIR (off with BACKUP_AT=off). On PostgreSQL the
 * processes agree through an advisory lock, and a night already backed up is skipped.
 */
export function startNightlyBackups(): () => void {
  const at = env().BACKUP_AT
  if (at === 'off') return () => {}
  let timer: NodeJS.Timeout | undefined
  const schedule = () => {
    const delay = Math.min(nextBackupTime(at).getTime() - Date.now(), 2 ** 31 - 1)
    timer = setTimeout(() => void nightly().finally(schedule), delay)
    timer.unref()
  }
  schedule()
  return () => clearTimeout(timer)
}

async function nightly() {
  try {
    if (getDatabase().kind === 'postgres') {
      // The night is claimed by a row without a size (a backup underway), removed after.
      const claim = await db().transaction().execute(async (trx) => {
        const locked = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${NIGHTLY_LOCK}) AS ok`.execute(trx)
        if (!locked.rows[0]?.ok) return null
        const recent = await trx.selectFrom('backup_runs').select('id').where('kind', '=', 'nightly').where('error', 'is', null)
          .where('started_at', '>', new Date(Date.now() - 20 * 60 * 60 * 1000)).executeTakeFirst()
        if (recent) return null
        return trx.insertInto('backup_runs').values({ kind: 'nightly', started_at: new Date(), file: '', bytes: null, error: null }).returning('id').executeTakeFirstOrThrow()
      })
      if (!claim) return
      try {
        await runBackup('nightly')
      } finally {
        await db().deleteFrom('backup_runs').where('id', '=', claim.id).execute()
      }
      return
    }
    await runBackup('nightly')
  } catch {
    // Logged and recorded by runBackup.
  }
}
