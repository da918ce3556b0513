import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { getDatabase, openDatabase, setDatabase, type AppDatabase } from '#app/lib/db/database.server'
import { migrate, migrations } from '#app/lib/db/migrate.server'

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server at TEST_DATABASE_URL (created UTF-8 with a C.UTF-8 ctype, which
 * pg_trgm needs for Bengali, and dropped afterwards).
 */
export async function createTestDatabase(): Promise<{ database: AppDatabase; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const template = readTemplate()
    const database = await openDatabase({ kind: 'pglite', from: template })
    await migrate(database.pool)
    if (!template) await writeTemplate(database)
    return { database, drop: () => database.close() }
  }
  const name = `hg_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString() })
  await migrate(database.pool)
  return {
    database,
    async drop() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

// Making a PGlite database (its initdb) takes about 3 s, loading a dumped one under 1 s: the
// first test file to need one leaves its freshly migrated database in the temporary directory,
// named by the migrations and the PGlite version, and every later file starts from a copy.
const templateFile = join(tmpdir(), `hg-test-database-${createHash('sha256')
  .update(JSON.stringify([migrations, readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')]))
  .digest('hex').slice(0, 16)}.tar`)

function readTemplate(): Blob | undefined {
  try {
    return new Blob([readFileSync(templateFile)])
  } catch {
    // Not made yet (or just replaced by a checkout with other migrations): this file makes one.
    return undefined
  }
}

async function writeTemplate(database: AppDatabase) {
  const dump = await database.dumpDataDir!()
  // Written whole, then renamed: a file running alongside never reads half a template.
  const partial = `${templateFile}.${process.pid}.partial`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, templateFile)
  // Templates of earlier migrations are of no more use (40 MB each).
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name)
    if (/^hg-test-database-[0-9a-f]{16}\.tar$/.test(name) && path !== templateFile) rmSync(path, { force: true })
  }
}

/**
 * Makes the template before any test file runs (Vitest's globalSetup): otherwise the first files,
 * started together, each ran initdb and the migrations, which on a busy machine outlasted their
 * hook's timeout.
 */
export async function prepareTemplate() {
  if (process.env.TEST_DATABASE_URL || readTemplate()) return
  const database = await openDatabase({ kind: 'pglite' })
  try {
    await migrate(database.pool)
    await writeTemplate(database)
  } finally {
    await database.close()
  }
}

/** Opens a test database before the file's tests and makes it the process-wide handle. */
export function withTestDatabase(): { current: AppDatabase } {
  const holder = {} as { current: AppDatabase }
  let drop: () => Promise<void> = async () => {}
  beforeAll(async () => {
    const created = await createTestDatabase()
    holder.current = created.database
    drop = created.drop
    setDatabase(created.database)
  })
  afterAll(async () => {
    setDatabase(undefined)
    await drop()
  })
  return holder
}

/**
 * How many times `read` took a connection from the database's pool (each query outside a
 * transaction takes one): 0 when everything it gave was kept in memory.
 */
export async function connectionsTakenBy(read: () => Promise<unknown>): Promise<number> {
  const { pool } = getDatabase()
  let taken = 0
  const count = () => taken++
  pool.on('acquire', count)
  try {
    await read()
  } finally {
    pool.off('acquire', count)
  }
  return taken
}
