import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type pg from 'pg'
import { place } from '#pack/place'

// How migrations are applied, shared by the server's start (migrate.server.ts, which gets the
// SQL files bundled by Vite) and `npm run db:to-postgres` (which reads them from disk under
// tsx, where import.meta.glob does not exist). Nothing here may depend on Vite; `#pack` resolves
// under tsx through tsconfig.json's paths.

export interface Migration {
  /** The file's name, e.g. 0004_forum.sql: recorded in schema_migrations. */
  name: string
  sql: string
}

// Any constant: it makes concurrent starts of several processes migrate one at a time.
export const MIGRATION_LOCK = 727_001

/**
 * The pack's words a migration's seeded text may use (`{{guideName.bn}}`, `{{slug}}`), filled as
 * SQL string content when it is applied: a new database is seeded in its own place's words
 * (0005's welcome post and the team's account); one already migrated keeps what it has.
 */
const packWords: Record<string, string> = {
  slug: place.slug,
  'guideName.bn': place.guideName.bn,
  'guideName.en': place.guideName.en,
}

export function fillPackWords(sql: string): string {
  return sql.replace(/\{\{([\w.]+)\}\}/g, (whole, name: string) => packWords[name]?.replaceAll("'", "''") ?? whole)
}

/** Migrations in the order they are applied (by file name), with the pack's words filled in. */
export function sortMigrations(list: Migration[]): Migration[] {
  return [...list].map((migration) => ({ ...migration, sql: fillPackWords(migration.sql) })).sort((a, b) => a.name.localeCompare(b.name))
}

/** The .sql files of a directory (db/migrations), as the server's build bundles them. */
export function readMigrationFiles(directory: string): Migration[] {
  return sortMigrations(
    readdirSync(directory)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => ({ name, sql: readFileSync(join(directory, name), 'utf8') })),
  )
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in the order given, and records
 * each. With `transactions: 'each'` each migration runs in its own transaction (the server at
 * start); with 'caller' they all run in the transaction the caller has open, which a failure
 * leaves to the caller to roll back. Returns the names it applied.
 */
export async function applyMigrations(
  client: pg.ClientBase,
  migrations: readonly Migration[],
  options: { transactions: 'each' | 'caller'; onApplied?: (name: string) => void },
): Promise<string[]> {
  const own = options.transactions === 'each'
  const applied: string[] = []
  await client.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name))
  for (const migration of migrations) {
    if (done.has(migration.name)) continue
    if (own) await client.query('BEGIN')
    try {
      await client.query(migration.sql)
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name])
      if (own) await client.query('COMMIT')
    } catch (error) {
      if (own) await client.query('ROLLBACK')
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error })
    }
    applied.push(migration.name)
    options.onApplied?.(migration.name)
  }
  return applied
}
