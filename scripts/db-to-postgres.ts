// `DATABASE_URL=postgres://… npm run db:to-postgres`: copies the embedded database
// (DATA_DIR/db) into the empty PostgreSQL database DATABASE_URL names, in one transaction (see
// scripts/lib/copy-to-postgres.ts), before the app's first start on it. Stop the server first:
// only one process may open DATA_DIR. docs/deploy.md, "Growing: several processes on PostgreSQL".
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readMigrationFiles } from '../app/lib/db/apply-migrations.server'
import { openDatabase, type AppDatabase } from '../app/lib/db/database.server'
import { exitWith, lockOrExit, readSettings } from './lib/cli'
import { CopyRefusedError, copyToPostgres } from './lib/copy-to-postgres'

const refuse: (message: string, code?: number) => never = exitWith

/** The address without its password, for printing. */
function shown(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(DATABASE_URL)'
  }
}

const config = readSettings()
const url = config.DATABASE_URL
if (!url) {
  refuse(
    'DATABASE_URL is not set: it names the empty PostgreSQL database to copy into, e.g.\n' +
      '  DATABASE_URL=postgres://user:pass@host/guide npm run db:to-postgres\n' +
      'Create the database first (docs/deploy.md, "Growing: several processes on PostgreSQL", step 1).',
    2,
  )
}
const dataDir = resolve(config.DATA_DIR)
const embedded = join(dataDir, 'db')
if (!existsSync(join(embedded, 'PG_VERSION'))) {
  refuse(`There is no embedded database in ${embedded}: nothing to copy. Set DATA_DIR to the directory the server uses.`)
}

const release = lockOrExit(dataDir, 'The server is using the embedded database: stop it, then run this again.')

let source: AppDatabase | undefined
let target: AppDatabase | undefined
try {
  target = await openDatabase({ kind: 'postgres', url, max: 2 })
  try {
    await target.pool.query('SELECT 1')
  } catch (error) {
    throw new CopyRefusedError(
      `Cannot reach the PostgreSQL database ${shown(url)}: ${(error as Error).message || String(error)}\n` +
        'Check DATABASE_URL, that the server runs and accepts this user, and that the database exists (docs/deploy.md, step 1).',
    )
  }
  source = await openDatabase({ kind: 'pglite', dataDir: embedded })
  console.log(`Copying the embedded database ${embedded}\n  into ${shown(url)}`)
  const result = await copyToPostgres({
    source: source.pool,
    target: target.pool,
    migrations: readMigrationFiles(fileURLToPath(new URL('../db/migrations', import.meta.url))),
    log: (line) => console.log(line),
  })
  console.log(`Done: ${result.tables.length} tables, ${result.rows.toLocaleString('en')} rows in ${result.seconds.toFixed(1)} s.`)
  console.log(
    '\nNext: start the app on PostgreSQL, with the same DATA_DIR (it still holds uploads, the session secret and the push keys):\n' +
      `  DATABASE_URL=${shown(url)} npm run serve\n` +
      `(or set DATABASE_URL in .env or your service's environment). ${embedded} is no longer read while DATABASE_URL is set;\n` +
      'keep it, with your backup, until you are sure of the move.',
  )
} catch (error) {
  if (error instanceof CopyRefusedError) {
    console.error(error.message)
  } else {
    console.error(`The copy failed and was rolled back: the PostgreSQL database is as empty as before.\n  ${(error as Error).message || String(error)}`)
  }
  process.exitCode = 1
} finally {
  await source?.close().catch(() => {})
  await target?.close().catch(() => {})
  release()
}
