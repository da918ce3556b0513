import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import pg from 'pg'
import { FORMAT, MANIFEST, syncDirectory, type Manifest } from './backup.server'
import { listTar, readMember, TarFormatError, type TarMember } from './tar.server'

/** A refusal the operator can act on: the message says what is wrong and what to do. */
export class RestoreRefused extends Error {}

const execFileAsync = promisify(execFile)

/** Where each part of a backup goes in DATA_DIR. */
function destination(path: string): string | null {
  if (path === 'database/') return 'db'
  if (path.startsWith('database/')) return join('db', path.slice('database/'.length))
  if (path === 'database.pgdump') return path
  if (path.startsWith('uploads/')) return path
  if (path.startsWith('evidence/')) return path
  if (path === 'secrets/') return '.'
  if (path === 'secrets/session-secret') return 'session-secret'
  if (path === 'secrets/vapid.json') return 'vapid.json'
  return null
}

function safePath(path: string) {
  const parts = (path.endsWith('/') ? path.slice(0, -1) : path).split('/')
  return path.length > 0 && !path.startsWith('/') && !path.includes('\\') && parts.every((part) => part !== '' && part !== '.' && part !== '..')
}

async function hashOf(file: string, member: TarMember) {
  const hash = createHash('sha256')
  for await (const chunk of readMember(file, member)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * Reads a backup's table of contents and checks every file against the manifest (size and
 * SHA-256), writing nothing. A file that is cut short, damaged or not a backup is refused.
 */
export async function checkBackup(file: string): Promise<{ manifest: Manifest; members: TarMember[] }> {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`)
  let members: TarMember[]
  try {
    members = await listTar(file)
  } catch (error) {
    if (error instanceof TarFormatError) throw new RestoreRefused(`${file} is not a whole backup: ${error.message}.`)
    throw error
  }
  const first = members[0]
  if (!first || first.name !== MANIFEST || first.size > 64 * 1024 * 1024) throw new RestoreRefused(`${file} is not a backup of this guide (it has no manifest).`)
  let manifest: Manifest
  try {
    const chunks: Buffer[] = []
    for await (const chunk of readMember(file, first)) chunks.push(chunk as Buffer)
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest
  } catch {
    throw new RestoreRefused(`${file}: its manifest is damaged.`)
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.files) || !Array.isArray(manifest.folders)) throw new RestoreRefused(`${file} is not a backup of this guide.`)
  if (manifest.version !== 1) throw new RestoreRefused(`${file} was written by a newer version of the app (backup format ${String(manifest.version)}): update the app first.`)
  const listed = new Map(manifest.files.map((entry) => [entry.path, entry]))
  const folders = new Set(manifest.folders)
  const rest = members.slice(1)
  if (rest.length !== listed.size + folders.size) throw new RestoreRefused(`${file} is damaged: it holds ${rest.length} entries, its manifest names ${listed.size + folders.size}.`)
  for (const member of rest) {
    if (member.folder) {
      if (!folders.has(member.name) || !safePath(member.name) || !destination(member.name)) throw new RestoreRefused(`${file} is damaged: ${member.name} is not in its manifest.`)
      continue
    }
    const entry = listed.get(member.name)
    if (!entry || !safePath(member.name) || !destination(member.name)) throw new RestoreRefused(`${file} is damaged: ${member.name} is not in its manifest.`)
    if (entry.bytes !== member.size || entry.sha256 !== (await hashOf(file, member))) {
      throw new RestoreRefused(`${file} is damaged: ${member.name} does not match its checksum.`)
    }
  }
  return { manifest, members: rest }
}

/** Whether PostgreSQL's database has tables of its own yet. */
async function postgresIsEmpty(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'")
    return Number(rows[0]?.n) === 0
  } finally {
    await client.end()
  }
}

export interface RestoreOptions {
  file: string
  dataDir: string
  /** With a PostgreSQL backup: the empty database to restore into. */
  databaseUrl?: string
  /** The migrations this app knows: a backup with others is from a newer app. */
  knownMigrations?: string[]
  /** Opens the restored embedded database once, so a directory that would not start is refused. */
  checkEmbedded?: (dbDir: string) => Promise<void>
  log?: (line: string) => void
}

/**
 * Restores a backup into an empty DATA_DIR (and, for a PostgreSQL backup, an empty database).
 * Every checksum is checked before anything is written; the files are then written into a
 * folder beside DATA_DIR, which takes DATA_DIR's name only once all of it is in place, so an
 * interrupted restore leaves no DATA_DIR that starts half-restored.
 */
export async function restoreBackup(options: RestoreOptions) {
  const log = options.log ?? (() => {})
  const file = resolve(options.file)
  const dataDir = resolve(options.dataDir)
  if (existsSync(dataDir)) {
    const inside = await readdir(dataDir)
    if (inside.includes('server.lock')) throw new RestoreRefused(`${dataDir} is in use by a server (or was, until it stopped uncleanly): restore only into a new, empty DATA_DIR.`)
    if (inside.length > 0) throw new RestoreRefused(`${dataDir} is not empty: restore only into a new, empty DATA_DIR (set DATA_DIR to one).`)
  }
  log(`Checking ${file}…`)
  const { manifest, members } = await checkBackup(file)
  const unknown = options.knownMigrations ? manifest.migrations.filter((name) => !options.knownMigrations!.includes(name)) : []
  if (unknown.length) throw new RestoreRefused(`This backup comes from a newer version of the app (migrations ${unknown.join(', ')}): update the app, then restore.`)
  if (manifest.database === 'postgres') {
    if (!options.databaseUrl) throw new RestoreRefused('This backup holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into.')
    if (!(await postgresIsEmpty(options.databaseUrl))) throw new RestoreRefused('The database at DATABASE_URL is not empty: restore only into a new, empty database.')
  } else if (options.databaseUrl) {
    throw new RestoreRefused('This backup holds the embedded database: restore it without DATABASE_URL; to move it to PostgreSQL afterwards, use npm run db:to-postgres.')
  }
  log(`${manifest.files.length} files checked (backup of ${manifest.createdAt}).`)

  await mkdir(dirname(dataDir), { recursive: true })
  const work = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restoring-`))
  try {
    for (const member of members) {
      const to = join(work, destination(member.name)!)
      if (member.folder) {
        await mkdir(to, { recursive: true })
        continue
      }
      await mkdir(dirname(to), { recursive: true })
      const secret = member.name.startsWith('secrets/')
      await pipeline(readMember(file, member), createWriteStream(to, { flags: 'wx', mode: secret ? 0o600 : 0o644 }))
    }
    if (manifest.database === 'pglite') {
      log('Opening the restored database once…')
      await options.checkEmbedded?.(join(work, 'db'))
    } else {
      log('Restoring the PostgreSQL database (one transaction)…')
      try {
        await execFileAsync('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname', options.databaseUrl!, join(work, 'database.pgdump')], { maxBuffer: 16 * 1024 * 1024 })
      } catch (error) {
        const failure = error as NodeJS.ErrnoException & { stderr?: string }
        if (failure.code === 'ENOENT') throw new RestoreRefused('pg_restore was not found: install PostgreSQL\'s client programs (Debian: apt-get install postgresql-client).')
        throw new Error(`pg_restore failed (the database was left as it was): ${(failure.stderr ?? failure.message).trim()}`, { cause: error })
      }
      await rm(join(work, 'database.pgdump'))
    }
    if (existsSync(dataDir)) await rmdir(dataDir) // checked empty above
    await rename(work, dataDir)
    await syncDirectory(dirname(dataDir))
    log(`Restored into ${dataDir}.`)
    return { manifest, files: manifest.files.length }
  } catch (error) {
    await rm(work, { recursive: true, force: true })
    throw error
  }
}
