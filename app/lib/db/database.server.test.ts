import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withTestDatabase } from '../../../tests/setup/test-database'
import { EMBEDDED_DATABASE_BUFFERS_MB, EMBEDDED_DATABASE_MAINTENANCE_MB, EMBEDDED_DATABASE_WORK_MB } from '../memory-budgets.server'
import { migrations } from './migrate.server'

const database = withTestDatabase()

describe('database', () => {
  it('records every migration once', async () => {
    const { rows } = await database.current.pool.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => m.name))
  })

  it('keeps a concurrent transaction’s write when another one rolls back', async () => {
    const db = database.current.db
    await sql`CREATE TABLE IF NOT EXISTS tx_probe (id int PRIMARY KEY)`.execute(db)
    const failing = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO tx_probe VALUES (1)`.execute(trx)
      await new Promise((r) => setTimeout(r, 50))
      throw new Error('roll back')
    })
    const succeeding = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO tx_probe VALUES (2)`.execute(trx)
    })
    await expect(failing).rejects.toThrow('roll back')
    await succeeding
    const { rows } = await sql<{ id: number }>`SELECT id FROM tx_probe ORDER BY id`.execute(db)
    expect(rows.map((r) => r.id)).toEqual([2])
  })

  it('prepares each data statement once per connection and still runs several statements in one text', async () => {
    const db = database.current.db
    const prepared = await db.connection().execute(async (connection) => {
      for (const id of [1, 2, 3]) await connection.selectFrom('profiles').select('id').where('id', '=', `probe-${id}`).execute()
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(connection)
      return rows.map((r) => r.statement)
    })
    expect(prepared.filter((s) => s.includes('from "profiles" where "id" = $1'))).toHaveLength(1)
    // A migration's file is several statements: it cannot be a prepared statement and must still run.
    await sql.raw('CREATE TABLE IF NOT EXISTS multi_probe (id int); INSERT INTO multi_probe VALUES (7); INSERT INTO multi_probe VALUES (8)').execute(db)
    const { rows } = await sql<{ id: number }>`SELECT id FROM multi_probe ORDER BY id`.execute(db)
    expect(rows.map((r) => r.id)).toEqual([7, 8])
  })

  it('the embedded database runs within its memory limits (app/lib/memory-budgets.server.ts), not PostgreSQL\'s defaults', async () => {
    if (database.current.kind !== 'pglite') return
    const setting = async (name: string) => (await database.current.pool.query<{ value: string }>(`SELECT current_setting('${name}') AS value`)).rows[0]!.value
    expect(await setting('shared_buffers')).toBe(`${EMBEDDED_DATABASE_BUFFERS_MB}MB`)
    expect(await setting('work_mem')).toBe(`${EMBEDDED_DATABASE_WORK_MB}MB`)
    expect(await setting('maintenance_work_mem')).toBe(`${EMBEDDED_DATABASE_MAINTENANCE_MB}MB`)
  })

  it('reports the number of updated rows', async () => {
    const db = database.current.db
    await sql`CREATE TABLE IF NOT EXISTS update_probe (id int PRIMARY KEY, n int)`.execute(db)
    await sql`INSERT INTO update_probe VALUES (1, 0), (2, 0), (3, 5)`.execute(db)
    const result = await sql`UPDATE update_probe SET n = n + 1 WHERE n = 0`.execute(db)
    expect(Number(result.numAffectedRows)).toBe(2)
  })

  it('matches Bengali by trigrams (pg_trgm works on Bengali text)', async () => {
    const { rows } = await sql<{ score: number }>`SELECT similarity('হাটহাজারী', 'হাটহাজারি') AS score`.execute(database.current.db)
    expect(rows[0]!.score).toBeGreaterThan(0.3)
  })

  it('delivers NOTIFY to a listener', async () => {
    const received = new Promise<string>((resolve) => {
      void database.current.listen('probe_channel', resolve)
    })
    await new Promise((r) => setTimeout(r, 50))
    await database.current.pool.query(`SELECT pg_notify('probe_channel', 'hello')`)
    await expect(received).resolves.toBe('hello')
  })
})
