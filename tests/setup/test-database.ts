import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { openDatabase, setDatabase, type AppDatabase } from '#app/lib/db/database.server'
import { migrate } from '#app/lib/db/migrate.server'

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server at TEST_DATABASE_URL (created UTF-8 with a C.UTF-8 ctype, which
 * pg_trgm needs for Bengali, and dropped afterwards).
 */
export async function createTestDatabase(): Promise<{ database: AppDatabase; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' })
    await migrate(database.pool)
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
