import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '#app/lib/db/database.server'
import { migrate } from '#app/lib/db/migrate.server'
import { createTestDatabase } from '../../../tests/setup/test-database'
import { writeBackup } from './backup.server'
import { restoreBackup, RestoreRefused } from './restore.server'

// A backup of a real database, embedded and PostgreSQL, restored and compared row by row.

const root = mkdtempSync(join(tmpdir(), 'hg-backup-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function rowsOf(database: AppDatabase) {
  const tables = (await database.pool.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1")).rows
  const rows: Record<string, string[]> = {}
  for (const { name } of tables) rows[name] = (await database.pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${name}" t`)).rows.map((r) => r.row).sort()
  return rows
}

async function addMessages(database: AppDatabase, from: number, count: number) {
  for (let i = from; i < from + count; i++) {
    await database.pool.query("INSERT INTO contact_messages (name, email, subject, message, lang) VALUES ($1, 'a@example.com', 'বিষয়', $2, 'bn')", [`প্রেরক ${i}`, `বার্তা ${i}`])
  }
}

const secrets = { sessionSecret: 'x'.repeat(43), vapid: { publicKey: 'p', privateKey: 'q' } }

describe('a backup of the embedded database', () => {
  it('is taken while queries go on, none waiting a second, and restores to the same rows, files and secrets', async () => {
    const dataDir = join(root, 'site')
    const template = await createTestDatabase()
    const dump = template.database.dumpDataDir ? await template.database.dumpDataDir() : undefined
    await template.drop()
    if (!dump) return // on a PostgreSQL server (TEST_DATABASE_URL): the next test covers it
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db'), from: dump })
    try {
      await migrate(database.pool)
      await addMessages(database, 0, 50)
      mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true })
      writeFileSync(join(dataDir, 'uploads', 'avatars', 'a.webp'), Buffer.alloc(3000, 1))
      // A suggestion's photo: evidence for moderators, kept apart from the uploads (issue 42).
      mkdirSync(join(dataDir, 'evidence'), { recursive: true })
      writeFileSync(join(dataDir, 'evidence', 'photo-0123456789abcdef0123.webp'), Buffer.alloc(2000, 2))

      // Writes go on while the backup is taken; each is in the backup or after it, never half.
      let running = true
      let written = 50
      const waits: number[] = []
      const writer = (async () => {
        while (running) {
          // As requests do, each write arrives from the event loop (a chain of embedded queries
          // alone would never let the backup's file work run).
          await new Promise((resolve) => setTimeout(resolve, 2))
          const started = performance.now()
          await addMessages(database, written++, 1)
          waits.push(performance.now() - started)
        }
      })()
      const result = await writeBackup({ database, dataDir, uploadsDir: join(dataDir, 'uploads'), evidenceDir: join(dataDir, 'evidence'), secrets }, join(root, 'backups', 'one.tar'))
      running = false
      await writer
      expect(result.databasePausedMs).toBeLessThan(1000)
      expect(Math.max(...waits)).toBeLessThan(1000)
      expect(readdirSync(dataDir).filter((name) => name.startsWith('.backup-'))).toEqual([]) // its work folder is gone
      expect(readdirSync(join(root, 'backups'))).toEqual(['one.tar'])

      const restoredDir = join(root, 'restored')
      await restoreBackup({ file: result.file, dataDir: restoredDir })
      const restored = await openDatabase({ kind: 'pglite', dataDir: join(restoredDir, 'db') })
      try {
        const [now, then] = [await rowsOf(database), await rowsOf(restored)]
        const count = then.contact_messages!.length
        expect(count).toBeGreaterThanOrEqual(50)
        // The restored messages are the first `count` written: a consistent moment, no gaps.
        expect(then.contact_messages).toEqual(now.contact_messages!.filter((row) => Number(/"id": (\d+)/.exec(row)![1]) <= count))
        delete now.contact_messages
        delete then.contact_messages
        expect(then).toEqual(now)
      } finally {
        await restored.close()
      }
      expect(readFileSync(join(restoredDir, 'uploads', 'avatars', 'a.webp')).equals(Buffer.alloc(3000, 1))).toBe(true)
      // The photo comes back to the evidence folder, not among the public uploads.
      expect(readFileSync(join(restoredDir, 'evidence', 'photo-0123456789abcdef0123.webp')).equals(Buffer.alloc(2000, 2))).toBe(true)
      expect(readdirSync(join(restoredDir, 'uploads'), { recursive: true })).not.toContain('photo-0123456789abcdef0123.webp')
      expect(readFileSync(join(restoredDir, 'session-secret'), 'utf8')).toBe(secrets.sessionSecret)
      expect(JSON.parse(readFileSync(join(restoredDir, 'vapid.json'), 'utf8'))).toEqual(secrets.vapid)
    } finally {
      await database.close()
    }
  }, 60_000)

  it('that cannot be written (no permission, a folder in the way) leaves no file and no work folder', async () => {
    const dataDir = join(root, 'unwritable-site')
    mkdirSync(join(dataDir, 'db'), { recursive: true })
    let copied = false
    // Refused before the database is touched: a database whose copy would throw is never asked.
    const database = { kind: 'pglite', pool: { query: async () => ((copied = true), { rows: [] }) } } as unknown as AppDatabase
    const blocked = join(root, 'blocked')
    mkdirSync(join(blocked, 'two.tar.partial-' + process.pid), { recursive: true }) // a folder where the file would go
    const readOnly = join(root, 'read-only')
    mkdirSync(readOnly)
    chmodSync(readOnly, 0o500)
    try {
      const targets = [join(blocked, 'two.tar'), ...(process.getuid?.() === 0 ? [] : [join(readOnly, 'two.tar')])] // root writes anywhere
      for (const target of targets) {
        await expect(writeBackup({ database, dataDir, uploadsDir: null, secrets }, target)).rejects.toThrow()
      }
    } finally {
      chmodSync(readOnly, 0o700)
    }
    expect(copied).toBe(false)
    expect(readdirSync(readOnly)).toEqual([])
    expect(readdirSync(blocked)).toEqual(['two.tar.partial-' + process.pid])
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.backup-'))).toEqual([])
  })
})

describe('a backup of a PostgreSQL database', () => {
  it('is PostgreSQL\'s own dump, restored into an empty database only', async (context) => {
    const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    const admin = new pg.Client({ connectionString: adminUrl })
    try {
      await admin.connect()
    } catch {
      context.skip()
      return
    }
    const names = [`hg_backup_a_${Date.now()}`, `hg_backup_b_${Date.now()}`]
    const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()
    for (const name of names) await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`)
    const source = await openDatabase({ kind: 'postgres', url: urlOf(names[0]!) })
    try {
      await migrate(source.pool)
      await addMessages(source, 0, 5)
      const dataDir = join(root, 'pg-site')
      mkdirSync(dataDir)
      const { file } = await writeBackup({ database: source, databaseUrl: urlOf(names[0]!), dataDir, uploadsDir: join(dataDir, 'uploads'), secrets }, join(root, 'pg.tar'))

      // Into a database with tables: refused, nothing written.
      const notEmpty = await restoreBackup({ file, dataDir: join(root, 'pg-refused'), databaseUrl: urlOf(names[0]!) }).catch((error: unknown) => error)
      expect(notEmpty).toBeInstanceOf(RestoreRefused)
      expect((notEmpty as Error).message).toContain('is not empty')
      expect(existsSync(join(root, 'pg-refused'))).toBe(false)

      await restoreBackup({ file, dataDir: join(root, 'pg-restored'), databaseUrl: urlOf(names[1]!) })
      const restored = await openDatabase({ kind: 'postgres', url: urlOf(names[1]!) })
      try {
        expect(await rowsOf(restored)).toEqual(await rowsOf(source))
      } finally {
        await restored.close()
      }
      expect(readFileSync(join(root, 'pg-restored', 'session-secret'), 'utf8')).toBe(secrets.sessionSecret)
      expect(existsSync(join(root, 'pg-restored', 'database.pgdump'))).toBe(false)
    } finally {
      await source.close()
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }, 60_000)
})
