// `npm run user -- role <email> <member|moderator|admin>`: grants a role from the command line
// (the first admin has to come from somewhere).
// `npm run user -- reset-two-factor <email> [--by <admin email>]`: turns off two-step sign-in
// for someone who lost both their phone and their backup codes (they set it up again); written
// to the audit log. With the embedded database, stop the server first: only one process may
// open DATA_DIR.
import { resolve } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../app/lib/db/database.server'
import { lockOrExit, readSettings } from './lib/cli'

const roles = ['member', 'moderator', 'admin'] as const
type Role = (typeof roles)[number]

function usage(message?: string): never {
  if (message) console.error(message)
  console.error('Usage: npm run user -- role <email> <member|moderator|admin>\n       npm run user -- reset-two-factor <email> [--by <admin email>]')
  process.exit(2)
}

const args = process.argv.slice(2)
const byIndex = args.indexOf('--by')
const by = byIndex === -1 ? null : args.splice(byIndex, 2)[1] ?? usage('--by needs an e-mail')
const [command, email, role] = args
if (command !== 'role' && command !== 'reset-two-factor') usage(command ? `Unknown command: ${command}` : undefined)
if (!email) usage()
if (command === 'role' && (!role || !roles.includes(role as Role))) usage(role ? `Unknown role: ${role}` : undefined)

const config = readSettings(usage)
const release = config.DATABASE_URL
  ? () => {}
  : lockOrExit(resolve(config.DATA_DIR), 'The embedded database can be opened by one process at a time: stop the server, run this, then start it again.')

const database = await openDatabase(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'db') },
)
try {
  const exists = await sql<{ ok: boolean }>`SELECT to_regclass('public.profiles') IS NOT NULL AS ok`.execute(database.db)
  if (!exists.rows[0]?.ok) {
    console.error('The database has no accounts yet: start the app once (npm start) and register first.')
    process.exitCode = 1
  } else if (command === 'reset-two-factor') {
    process.exitCode = await resetTwoFactor(email, by)
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
          console.log('This account has no two-step sign-in yet: it will be asked to turn it on (an authenticator app) before it can open /moderation, unless it signs in with a passkey (ADR 029).')
        }
      }
    }
  }
} finally {
  await database.close()
  release()
}

/** Turns off two-step sign-in for the account with `email`; the audit log names who did it. */
async function resetTwoFactor(address: string, byAddress: string | null): Promise<number> {
  const find = (e: string) => database.db.selectFrom('user').select(['id', 'email']).where(sql<string>`lower(email)`, '=', e.trim().toLowerCase()).executeTakeFirst()
  const account = await find(address)
  if (!account) {
    console.error(`No account with the e-mail ${address}.`)
    return 1
  }
  const actor = byAddress ? await find(byAddress) : account
  if (!actor) {
    console.error(`No account with the e-mail ${byAddress}.`)
    return 1
  }
  if (!(await database.db.selectFrom('two_factor').select('user_id').where('user_id', '=', account.id).executeTakeFirst())) {
    console.log(`${account.email} has no two-step sign-in: nothing to reset.`)
    return 0
  }
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor').where('user_id', '=', account.id).execute()
    await trx.deleteFrom('two_factor_backup_codes').where('user_id', '=', account.id).execute()
    await trx.deleteFrom('two_factor_trusted_devices').where('user_id', '=', account.id).execute()
    await trx.deleteFrom('session_pending_second_factor').where('user_id', '=', account.id).execute()
    await trx.insertInto('audit_log').values({
      actor_id: actor.id, action: 'reset-two-factor', target_type: 'user', target_id: account.id, reason: null,
      details: JSON.stringify({ via: 'npm run user', by: byAddress ? actor.email : 'the operator' }), created_at: undefined,
    }).execute()
  })
  console.log(`Two-step sign-in is off for ${account.email} (written to the audit log). They sign in with their password and, as a moderator or admin, set it up again before moderating.`)
  return 0
}
