import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, cp, link, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import type { AppDatabase } from '#app/lib/db/database.server'
import { writeTar, type TarEntry } from './tar.server'

/**
 * A backup is one tar file: `manifest.json` first (what is inside, each file's size and
 * SHA-256), then the database (the embedded database's data directory under `database/`, or
 * PostgreSQL's own dump as `database.pgdump`), the uploads under `uploads/`, the evidence photos
 * sent with suggestions under `evidence/` (private, as the secrets are), and the secrets the
 * data needs under `secrets/` (the session secret: without it every session cookie is refused;
 * the Web Push keys: without them every phone's subscription is lost). docs/backups.md.
 */

export const MANIFEST = 'manifest.json'
export const FORMAT = 'hathazari-guide-backup'

export interface Manifest {
  format: typeof FORMAT
  version: 1
  createdAt: string
  database: 'pglite' | 'postgres'
  /** The migrations the database had: a restore into an older app is refused. */
  migrations: string[]
  files: Array<{ path: string; bytes: number; sha256: string }>
  /** Every folder, with a closing "/", the empty ones included. */
  folders: string[]
}

export interface BackupSources {
  database: AppDatabase
  /** PostgreSQL's address, for pg_dump (with a PostgreSQL database). */
  databaseUrl?: string
  /** DATA_DIR: the work folder is made here, beside the database and the uploads. */
  dataDir: string
  /** The uploads folder, or null when uploads are kept elsewhere (an S3 store). */
  uploadsDir: string | null
  /** The evidence photos' folder (moderators only, issue 42), or null in an S3 store. */
  evidenceDir?: string | null
  secrets: { sessionSecret: string; vapid: { publicKey: string; privateKey: string } | null }
}

export interface BackupResult {
  file: string
  bytes: number
  files: number
  /** How long the database answered no query (the embedded database's copy). */
  databasePausedMs: number
}

const execFileAsync = promisify(execFile)

/** Files (or folders) under `root`, as paths relative to it with forward slashes. */
async function filesUnder(root: string, kind: 'files' | 'folders' = 'files'): Promise<string[]> {
  let entries
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries.filter((entry) => (kind === 'files' ? entry.isFile() : entry.isDirectory()))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/**
 * Uploads are written once and never changed, so a hard link is a copy that costs nothing; on
 * another disk, a copy. A file removed meanwhile (its post deleted) is left out.
 */
async function linkUploads(uploadsDir: string, into: string, done: Set<string>) {
  for (const name of await filesUnder(uploadsDir)) {
    if (done.has(name)) continue
    const from = join(uploadsDir, name)
    const to = join(into, name)
    await mkdir(dirname(to), { recursive: true })
    try {
      await link(from, to)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') continue
      if (code !== 'EXDEV' && code !== 'EPERM') throw error
      await copyFile(from, to)
    }
    done.add(name)
  }
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * The embedded database, copied as it stands between two queries. A CHECKPOINT puts what is
 * committed into the data files and a first copy is made while the site goes on, then a second
 * of the files written meanwhile; then, with the pool's one connection held (nothing is
 * written meanwhile), only the files written since the second began are copied again. The pause is that second step alone: the write-ahead
 * log and the few tables that changed, not the whole directory. The copy starts as after a
 * crash: PostgreSQL replays the log's last few records (as a restart after kill -9 does).
 */
async function copyEmbeddedDatabase(database: AppDatabase, dataDir: string, into: string): Promise<number> {
  const from = join(dataDir, 'db')
  await database.pool.query('CHECKPOINT')
  // File times can be coarse (a second on some file systems): a margin makes "changed" safe.
  const margin = 2000
  let since = Date.now() - margin
  await cp(from, into, { recursive: true })
  // A second pass, still without a pause, catches up with what was written during the first
  // (a long copy on a busy machine), so the paused pass has only the last moments' to copy.
  const again = Date.now() - margin
  await copyChanged(from, into, since)
  since = again
  const client = await database.pool.connect()
  const started = performance.now()
  try {
    await copyChanged(from, into, since)
  } finally {
    client.release()
  }
  return Math.round(performance.now() - started)
}

/** Makes `into` the same as `from`, copying only files written since `since` or of another size. */
async function copyChanged(from: string, into: string, since: number) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true })
  const present = new Set<string>()
  const files: string[] = []
  for (const entry of entries) {
    const name = relative(from, join(entry.parentPath, entry.name))
    present.add(name)
    if (entry.isDirectory()) await mkdir(join(into, name), { recursive: true })
    else if (entry.isFile()) files.push(name)
  }
  // Many at a time: the file system's calls go to the thread pool, side by side.
  const changed: string[] = []
  for (let i = 0; i < files.length; i += 64) {
    await Promise.all(files.slice(i, i + 64).map(async (name) => {
      const [source, copy] = await Promise.all([stat(join(from, name)), stat(join(into, name)).catch(() => null)])
      if (!copy || copy.size !== source.size || source.mtimeMs >= since) changed.push(name)
    }))
  }
  for (let i = 0; i < changed.length; i += 8) await Promise.all(changed.slice(i, i + 8).map((name) => copyFile(join(from, name), join(into, name))))
  // Files gone since the first copy (a dropped table's) go from the copy too.
  for (const entry of await readdir(into, { recursive: true, withFileTypes: true })) {
    const name = relative(into, join(entry.parentPath, entry.name))
    if (!present.has(name) && entry.isFile()) await rm(join(into, name), { force: true })
  }
}

async function dumpPostgres(databaseUrl: string, into: string) {
  try {
    // A consistent snapshot of its own; requests go on meanwhile.
    await execFileAsync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', into, '--dbname', databaseUrl], { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string }
    if (failure.code === 'ENOENT') throw new Error('pg_dump was not found: install PostgreSQL\'s client programs (Debian: apt-get install postgresql-client), the same major version as the server or newer')
    throw new Error(`pg_dump failed: ${(failure.stderr ?? failure.message).trim()}`, { cause: error })
  }
}

/**
 * Writes a backup to `outFile` while the site runs. The file appears whole or not at all: it is
 * written under another name, flushed to disk, then renamed. The work folder in DATA_DIR and a
 * half-written file are removed whatever happens.
 */
export async function writeBackup(sources: BackupSources, outFile: string): Promise<BackupResult> {
  const out = resolve(outFile)
  await mkdir(dirname(out), { recursive: true })
  const partial = `${out}.partial-${process.pid}`
  // Opened first: a place that cannot be written (no permission, no room for a name) is refused
  // before the database is copied.
  const handle = await open(partial, 'wx', 0o600)
  let work: string | undefined
  try {
    const folder = await mkdtemp(join(sources.dataDir, `.backup-${process.pid}-`))
    work = folder
    const linked = new Set<string>()
    // Uploads before and after the database's snapshot: a file the snapshot names was there at
    // one of the two moments (a post written meanwhile, or one deleted meanwhile).
    const linkedEvidence = new Set<string>()
    if (sources.uploadsDir) await linkUploads(sources.uploadsDir, join(folder, 'uploads'), linked)
    if (sources.evidenceDir) await linkUploads(sources.evidenceDir, join(folder, 'evidence'), linkedEvidence)
    let databasePausedMs = 0
    if (sources.database.kind === 'pglite') {
      databasePausedMs = await copyEmbeddedDatabase(sources.database, sources.dataDir, join(folder, 'database'))
    } else {
      if (!sources.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL')
      await dumpPostgres(sources.databaseUrl, join(folder, 'database.pgdump'))
    }
    if (sources.uploadsDir) await linkUploads(sources.uploadsDir, join(folder, 'uploads'), linked)
    if (sources.evidenceDir) await linkUploads(sources.evidenceDir, join(folder, 'evidence'), linkedEvidence)
    await mkdir(join(folder, 'secrets'))
    await writeFile(join(folder, 'secrets', 'session-secret'), sources.secrets.sessionSecret, { mode: 0o600 })
    if (sources.secrets.vapid) await writeFile(join(folder, 'secrets', 'vapid.json'), JSON.stringify(sources.secrets.vapid), { mode: 0o600 })

    const migrations = (await sources.database.pool.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((row) => row.name)
    const files: Manifest['files'] = []
    for (const path of (await filesUnder(folder)).sort()) {
      const full = join(folder, path)
      files.push({ path, bytes: (await stat(full)).size, sha256: await sha256(full) })
    }
    const folders = (await filesUnder(folder, 'folders')).sort().map((path) => `${path}/`)
    const manifest: Manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), database: sources.database.kind, migrations, files, folders }
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
    const entries: TarEntry[] = [
      { name: MANIFEST, size: manifestBytes.length, body: () => manifestBytes },
      ...folders.map((name) => ({ name, size: 0 })),
      ...files.map((file) => ({ name: file.path, size: file.bytes, body: () => createReadStream(join(folder, file.path)) })),
    ]
    await writeTar(handle, entries)
    await handle.sync()
    await handle.close()
    await rename(partial, out)
    await syncDirectory(dirname(out))
    return { file: out, bytes: (await stat(out)).size, files: files.length, databasePausedMs }
  } catch (error) {
    await handle.close().catch(() => {}) // already closed when the rename failed
    await rm(partial, { force: true })
    throw error
  } finally {
    if (work) await rm(work, { recursive: true, force: true })
  }
}

/** Makes a rename in `dir` survive a power cut. */
export async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } catch {
    // Some file systems cannot sync a directory; the rename is then as safe as they make it.
  } finally {
    await handle.close()
  }
}

/**
 * Removes what a backup killed midway left behind: its work folder in DATA_DIR and its
 * half-written file, each named with the process id, when that process is gone.
 */
export async function sweepBrokenBackups(dataDir: string, backupDir: string) {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0)
      return pid !== process.pid
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM'
    }
  }
  for (const [dir, pattern] of [[dataDir, /^\.backup-(\d+)-/], [backupDir, /\.partial-(\d+)$/]] as const) {
    let names: string[]
    try {
      names = await readdir(dir)
    } catch {
      continue
    }
    for (const name of names) {
      const pid = Number(pattern.exec(name)?.[1])
      if (pid && !alive(pid)) await rm(join(dir, name), { recursive: true, force: true })
    }
  }
}
