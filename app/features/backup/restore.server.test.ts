import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { FORMAT, MANIFEST, sweepBrokenBackups, type Manifest } from './backup.server'
import { restoreBackup, RestoreRefused } from './restore.server'
import { listTar, readMember, tarHeader, writeTar, type TarEntry } from './tar.server'
import { backupFileName, nextBackupTime, pruneBackups } from './run.server'

const root = mkdtempSync(join(tmpdir(), 'hg-restore-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let serial = 0
const fresh = (name: string) => join(root, `${name}-${serial++}`)

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A backup as npm run backup writes it, of made-up files: names and contents, folders too. */
async function makeBackup(files: Record<string, Buffer>, options: { folders?: string[]; manifest?: (m: Manifest) => void; extra?: TarEntry[] } = {}) {
  const folders = options.folders ?? ['database/', 'database/pg_tblspc/', 'secrets/', 'uploads/', 'uploads/avatars/']
  const manifest: Manifest = {
    format: FORMAT, version: 1, createdAt: '2026-11-27T03:00:00.000Z', database: 'pglite', migrations: ['0001_extensions.sql'],
    files: Object.entries(files).map(([path, bytes]) => ({ path, bytes: bytes.length, sha256: sha(bytes) })),
    folders,
  }
  options.manifest?.(manifest)
  const text = Buffer.from(JSON.stringify(manifest))
  const path = `${fresh('backup')}.tar`
  const handle = await open(path, 'wx')
  await writeTar(handle, [
    { name: MANIFEST, size: text.length, body: () => text },
    ...folders.map((name) => ({ name, size: 0 })),
    ...Object.entries(files).map(([name, bytes]) => ({ name, size: bytes.length, body: () => bytes })),
    ...(options.extra ?? []),
  ])
  await handle.close()
  return path
}

const sample = () => ({
  'database/PG_VERSION': Buffer.from('17\n'),
  'secrets/session-secret': Buffer.from('s'.repeat(43)),
  'uploads/avatars/a.webp': Buffer.alloc(1500, 7),
  // A name past tar's 100 bytes goes into the header's prefix.
  [`uploads/${'long-folder-name/'.repeat(5)}${'x'.repeat(90)}.webp`]: Buffer.from('long'),
})

describe('the tar format of a backup', () => {
  it('reads back what it wrote: names long and short, empty folders, empty files', async () => {
    const files = { ...sample(), 'database/empty': Buffer.alloc(0) }
    const path = await makeBackup(files)
    const members = await listTar(path)
    expect(members.map((m) => m.name)).toEqual([MANIFEST, 'database/', 'database/pg_tblspc/', 'secrets/', 'uploads/', 'uploads/avatars/', ...Object.keys(files)])
    for (const member of members.filter((m) => !m.folder && m.name !== MANIFEST)) {
      const chunks: Buffer[] = []
      for await (const chunk of readMember(path, member)) chunks.push(chunk as Buffer)
      expect(Buffer.concat(chunks).equals(files[member.name as keyof typeof files]!)).toBe(true)
    }
  })

  it('writes what the system tar reads: a POSIX header with its checksum', () => {
    const header = tarHeader('uploads/a.webp', 10, 0)
    expect(header.toString('latin1', 257, 263)).toBe('ustar\0')
    let sum = 0
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!
    expect(parseInt(header.toString('latin1', 148, 154), 8)).toBe(sum)
  })
})

describe('npm run restore', () => {
  const check = async () => {}

  it('restores into a new DATA_DIR: the database, the uploads and the secrets where the server looks', async () => {
    const files = sample()
    const dataDir = fresh('data')
    const { files: count } = await restoreBackup({ file: await makeBackup(files), dataDir, checkEmbedded: check })
    expect(count).toBe(4)
    expect(readFileSync(join(dataDir, 'db', 'PG_VERSION'), 'utf8')).toBe('17\n')
    expect(existsSync(join(dataDir, 'db', 'pg_tblspc'))).toBe(true) // the empty folder PostgreSQL needs
    expect(readFileSync(join(dataDir, 'uploads', 'avatars', 'a.webp')).equals(files['uploads/avatars/a.webp'])).toBe(true)
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600)
  })

  it('an empty DATA_DIR is taken; one with anything in it, or a server\'s lock, is refused and left as it was', async () => {
    const file = await makeBackup(sample())
    const empty = fresh('empty')
    mkdirSync(empty)
    await restoreBackup({ file, dataDir: empty, checkEmbedded: check })
    expect(existsSync(join(empty, 'db', 'PG_VERSION'))).toBe(true)

    const used = fresh('used')
    mkdirSync(used)
    writeFileSync(join(used, 'notes.txt'), 'mine')
    await expect(restoreBackup({ file, dataDir: used, checkEmbedded: check })).rejects.toThrow(/is not empty: restore only into a new, empty DATA_DIR/)
    const running = fresh('running')
    mkdirSync(running)
    writeFileSync(join(running, 'server.lock'), '123')
    await expect(restoreBackup({ file, dataDir: running, checkEmbedded: check })).rejects.toThrow(/in use by a server/)
    expect(readFileSync(join(used, 'notes.txt'), 'utf8')).toBe('mine')
  })

  it('a backup cut short, damaged or not a backup at all is refused before anything is written', async () => {
    const cut = await makeBackup(sample())
    truncateSync(cut, statSync(cut).size - 1600)
    const damaged = await makeBackup(sample())
    const bytes = readFileSync(damaged)
    bytes[bytes.indexOf(Buffer.alloc(1500, 7)) + 700] = 8 // one byte of the avatar
    writeFileSync(damaged, bytes)
    const notTar = fresh('notes')
    writeFileSync(notTar, 'hello '.repeat(200))
    const noManifest = await makeBackup(sample(), { manifest: (m) => Object.assign(m, { format: 'something-else' }) })
    const newer = await makeBackup(sample(), { manifest: (m) => Object.assign(m, { version: 2 }) })
    const unlisted = await makeBackup(sample(), { extra: [{ name: 'uploads/extra.webp', size: 1, body: () => Buffer.from('x') }] })
    const escaping = await makeBackup({ 'uploads/../../evil': Buffer.from('x') })
    const cases: Array<[string, RegExp]> = [
      [cut, /is not a whole backup: the archive is cut short/],
      [damaged, /is damaged: uploads\/avatars\/a\.webp does not match its checksum/],
      [notTar, /is not a whole backup|not a tar archive/],
      [noManifest, /is not a backup of this guide/],
      [newer, /written by a newer version of the app/],
      [unlisted, /is damaged: it holds/],
      [escaping, /is damaged: uploads\/\.\.\/\.\.\/evil is not in its manifest|is damaged/],
      [fresh('missing.tar'), /No such file/],
    ]
    for (const [file, message] of cases) {
      const dataDir = fresh('refused')
      const error = await restoreBackup({ file, dataDir, checkEmbedded: check }).catch((e: unknown) => e)
      expect(error, file).toBeInstanceOf(RestoreRefused)
      expect((error as Error).message).toMatch(message)
      expect(existsSync(dataDir), `${file} left ${dataDir}`).toBe(false)
    }
    expect(existsSync(join(root, 'evil'))).toBe(false)
  })

  it('a database that does not open is refused, and nothing is left behind', async () => {
    const dataDir = fresh('broken')
    await expect(restoreBackup({ file: await makeBackup(sample()), dataDir, checkEmbedded: () => Promise.reject(new Error('PGlite failed to initialize properly')) }))
      .rejects.toThrow('PGlite failed to initialize properly')
    expect(existsSync(dataDir)).toBe(false)
    expect((await import('node:fs')).readdirSync(root).filter((name) => name.includes('.restoring-'))).toEqual([])
  })

  it('a backup from a newer app (migrations this one lacks) is refused', async () => {
    const file = await makeBackup(sample(), { manifest: (m) => m.migrations.push('0099_future.sql') })
    await expect(restoreBackup({ file, dataDir: fresh('old-app'), knownMigrations: ['0001_extensions.sql'], checkEmbedded: check }))
      .rejects.toThrow(/newer version of the app \(migrations 0099_future\.sql\)/)
  })

  it('a PostgreSQL backup needs DATABASE_URL; an embedded one refuses it', async () => {
    const pgBackup = await makeBackup({ 'database.pgdump': Buffer.from('PGDMP') }, { folders: [], manifest: (m) => Object.assign(m, { database: 'postgres' }) })
    await expect(restoreBackup({ file: pgBackup, dataDir: fresh('pg') })).rejects.toThrow(/set DATABASE_URL to a new, empty database/)
    await expect(restoreBackup({ file: await makeBackup(sample()), dataDir: fresh('pg'), databaseUrl: 'postgres://x@127.0.0.1:1/x' }))
      .rejects.toThrow(/restore it without DATABASE_URL/)
  })
})

describe('nightly backups', () => {
  it('run at BACKUP_AT in Bangladesh time (UTC+6), the next such moment', () => {
    // 20:59 UTC is 02:59 in Dhaka: 03:00 is a minute away.
    expect(nextBackupTime('03:00', new Date('2026-11-27T20:59:00Z')).toISOString()).toBe('2026-11-27T21:00:00.000Z')
    expect(nextBackupTime('03:00', new Date('2026-11-27T21:00:00Z')).toISOString()).toBe('2026-11-28T21:00:00.000Z')
    expect(nextBackupTime('23:30', new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T17:30:00.000Z')
  })

  it('keep the newest BACKUP_KEEP of their own files and touch nothing else', async () => {
    const dir = fresh('backups')
    mkdirSync(dir)
    const days = Array.from({ length: 9 }, (_, i) => backupFileName(new Date(Date.UTC(2026, 10, 1 + i, 21))))
    for (const name of [...days, 'my-own.tar', 'hathazari-backup-2026-11-01T21-00-00Z.tar.partial-123']) writeFileSync(join(dir, name), '')
    expect(await pruneBackups(dir, 7)).toEqual([days[1], days[0]])
    const left = (await import('node:fs')).readdirSync(dir).sort()
    expect(left).toEqual([...days.slice(2), 'hathazari-backup-2026-11-01T21-00-00Z.tar.partial-123', 'my-own.tar'].sort())
  })
})

describe('a backup killed midway', () => {
  it('leaves a work folder and a .partial file that the next backup removes, once their process is gone', async () => {
    const dataDir = fresh('killed-data')
    const backups = fresh('killed-backups')
    const dead = spawnSync(process.execPath, ['-e', '']).pid // a process that has ended
    const living = process.ppid // one that runs: a backup underway in another process
    mkdirSync(join(dataDir, `.backup-${dead}-abc`, 'database'), { recursive: true })
    mkdirSync(join(dataDir, `.backup-${living}-def`), { recursive: true })
    mkdirSync(join(dataDir, 'db'))
    mkdirSync(backups)
    for (const name of [`night.tar.partial-${dead}`, `other.tar.partial-${living}`, 'night.tar']) writeFileSync(join(backups, name), '')
    await sweepBrokenBackups(dataDir, backups)
    const { readdirSync } = await import('node:fs')
    expect(readdirSync(dataDir).sort()).toEqual([`.backup-${living}-def`, 'db'])
    expect(readdirSync(backups).sort()).toEqual(['night.tar', `other.tar.partial-${living}`])
  })
})
