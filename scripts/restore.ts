// `npm run restore -- FILE`: restores a backup (npm run backup) into an empty DATA_DIR, and a
// PostgreSQL backup into the empty database at DATABASE_URL (docs/backups.md). Every checksum is
// checked before anything is written; an interrupted restore leaves no DATA_DIR behind.
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { restoreBackup, RestoreRefused } from '../app/features/backup/restore.server'
import { openDatabase } from '../app/lib/db/database.server'
import { readSettings } from './lib/cli'

const [file, ...rest] = process.argv.slice(2)
if (!file || rest.length) {
  console.error('Usage: npm run restore -- FILE   (into DATA_DIR, which must be empty or absent)')
  process.exit(2)
}
const config = readSettings()

try {
  const started = performance.now()
  const { manifest, files } = await restoreBackup({
    file,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    knownMigrations: readdirSync(new URL('../db/migrations/', import.meta.url)).filter((name) => name.endsWith('.sql')),
    async checkEmbedded(dbDir) {
      const database = await openDatabase({ kind: 'pglite', dataDir: dbDir })
      try {
        await database.pool.query('SELECT count(*) FROM schema_migrations')
      } finally {
        await database.close()
      }
    },
    log: (line) => console.log(line),
  })
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${files} files from the backup of ${manifest.createdAt}.`)
  console.log(`Start the guide on it: DATA_DIR=${resolve(config.DATA_DIR)}${config.DATABASE_URL ? ' DATABASE_URL=…' : ''} npm start`)
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Refused: ${error.message}` : `Restore failed: ${(error as Error).message}`)
  process.exit(1)
}
