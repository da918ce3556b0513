// `npm run user -- role <email> <member|moderator|admin>`: grants a role from the command line
// (the first admin has to come from somewhere). With the embedded database, stop the server
// first: only one process may open DATA_DIR.
import { resolve } from 'node:path'
import { sql } from 'kysely'
import { DataDirLockedError, lockDataDir } from '../app/lib/data-dir.server'
import { openDatabase } from '../app/lib/db/database.server'
import { ConfigError, parseEnv } from '../app/lib/env.server'

const roles = ['member', 'moderator', 'admin'] as const
type Role = (typeof roles)[number]

function usage(message?: string): never {
  if (message) console.error(message)
  console.error('Usage: npm run user -- role <email> <member|moderator|admin>')
  process.exit(2)
}

const [command, email, role] = process.argv.slice(2)
if (command !== 'role') usage(command ? `Unknown command: ${command}` : undefined)
if (!email || !role) usage()
if (!roles.includes(role as Role)) usage(`Unknown role: ${role}`)

let config
try {
  config = parseEnv()
} catch (error) {
  if (error instanceof ConfigError) usage(error.message)
  throw error
}

let release = () => {}
if (!config.DATABASE_URL) {
  try {
    release = lockDataDir(resolve(config.DATA_DIR))
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe embedded database can be opened by one process at a time: stop the server, run this, then start it again.`)
      process.exit(1)
    }
    throw error
  }
}

const database = await openDatabase(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'db') },
)
try {
  const exists = await sql<{ ok: boolean }>`SELECT to_regclass('public.profiles') IS NOT NULL AS ok`.execute(database.db)
  if (!exists.rows[0]?.ok) {
    console.error('The database has no accounts yet: start the app once (npm start) and register first.')
    process.exitCode = 1
  } else {
    const result = await database.db
      .updateTable('profiles')
      .set({ role: role as Role, updated_at: new Date() })
      .where('id', 'in', (qb) => qb.selectFrom('user').select('id').where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()))
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) {
      console.error(`No account with the e-mail ${email}.`)
      process.exitCode = 1
    } else {
      console.log(`${email} is now ${role}.`)
      if (role !== 'member') {
        const secured = await sql<{ on: boolean }>`SELECT EXISTS (SELECT 1 FROM two_factor t JOIN "user" u ON u.id = t.user_id
          WHERE lower(u.email) = ${email.trim().toLowerCase()} AND t.enabled_at IS NOT NULL) AS on`.execute(database.db)
        if (!secured.rows[0]?.on) {
          console.log('This account has no two-step sign-in yet: it will be asked to turn it on (an authenticator app) before it can open /moderation.')
        }
      }
    }
  }
} finally {
  await database.close()
  release()
}
