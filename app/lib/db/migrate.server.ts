import type pg from 'pg'
import { logger } from '../logger.server'
import { applyMigrations, MIGRATION_LOCK, sortMigrations } from './apply-migrations.server'

/** The SQL files of db/migrations, bundled into the build so the server needs no source tree. */
const files = import.meta.glob<string>('/db/migrations/*.sql', { query: '?raw', import: 'default', eager: true })

export const migrations = sortMigrations(
  Object.entries(files).map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql })),
)

/**
 * Applies the migrations not yet recorded in schema_migrations, in name order, each in its own
 * transaction. Returns the names it applied.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    return await applyMigrations(client, migrations, {
      transactions: 'each',
      onApplied: (name) => logger.info({ migration: name }, 'migration applied'),
    })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
