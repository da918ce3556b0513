// `npm run backup [-- --out FILE]`: a backup of the database, the uploads and the secrets, taken
// while the site runs (docs/backups.md). With the embedded database the running server takes it
// (asked over DATA_DIR/backup.sock); with no server running, this command opens the database
// itself; with DATABASE_URL, PostgreSQL's pg_dump takes a consistent snapshot.
import { resolve } from 'node:path'
import { askServer, channelPath } from '../app/features/backup/channel.server'
import { runBackup } from '../app/features/backup/run.server'
import { sessionSecret } from '../app/lib/data-dir.server'
import { openDatabase, setDatabase } from '../app/lib/db/database.server'
import { setEnv } from '../app/lib/env.server'
import { setSecret } from '../app/lib/secret.server'
import { lockOrExit, readSettings } from './lib/cli'

function usage(message?: string): never {
  if (message) console.error(message)
  console.error('Usage: npm run backup [-- --out FILE]')
  process.exit(2)
}

const args = process.argv.slice(2)
let out: string | null = null
if (args[0] === '--out') {
  out = args[1] ? resolve(args[1]) : usage('--out needs a file name')
  args.splice(0, 2)
}
if (args.length) usage(`Unknown argument: ${args[0]}`)

const config = readSettings(usage)
setEnv(config)
const dataDir = resolve(config.DATA_DIR)
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

if (!config.DATABASE_URL) {
  const answer = await askServer(channelPath(dataDir), { command: 'backup', out })
  if (answer) {
    if (!answer.ok) {
      console.error(`The server could not take the backup: ${answer.error}`)
      process.exit(1)
    }
    console.log(`Backup written by the running server: ${answer.file} (${megabytes(answer.bytes)}, ${answer.files} files; the database paused ${answer.databasePausedMs} ms)`)
    process.exit(0)
  }
}

// No server to ask: this command opens the database itself.
const release = config.DATABASE_URL
  ? () => {}
  : lockOrExit(dataDir, `The server holds the database but did not answer on ${channelPath(dataDir)}: is it this version of the app? Restart it, then try again.`)
setSecret(sessionSecret(dataDir, config.SESSION_SECRET))
const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, max: 2 } : { kind: 'pglite', dataDir: resolve(dataDir, 'db') })
setDatabase(database)
try {
  const result = await runBackup('manual', out ?? undefined)
  console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}, ${result.files} files)`)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await database.close()
  release()
}
