import type pg from 'pg'
import { logger } from '../logger.server'

/** The SQL files of db/migrations, bundled into the build so the server needs no source tree. */
const files = import.meta.glob<string>('/db/migrations/*.sql', { query: '?raw', import: 'default', eager: true })

export const migrations = Object.entries(files)
  .map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql }))
  .sort((a, b) => a.name.localeCompare(b.name))

// Any constant: it makes concurrent starts of several processes migrate one at a time.
const MIGRATION_LOCK = 727_001

/**
 * Applies the migrations not yet recorded in schema_migrations, in name order, each in its own
 * transaction. Returns the names it applied.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect()
  const applied: string[] = []
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name))
    for (const migration of migrations) {
      if (done.has(migration.name)) continue
      await client.query('BEGIN')
      try {
        await client.query(migration.sql)
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error })
      }
      applied.push(migration.name)
      logger.info({ migration: migration.name }, 'migration applied')
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
  return applied
}
