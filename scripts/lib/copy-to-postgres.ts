// The copy behind `npm run db:to-postgres` (scripts/db-to-postgres.ts): every row of one open
// database (the embedded one) into another (an empty PostgreSQL database), in one transaction on
// the target, so a failure anywhere leaves the target as empty as it was.
import pg from 'pg'
import { applyMigrations, MIGRATION_LOCK, type Migration } from '../../app/lib/db/apply-migrations.server'

/** The copy will not start: the message says why and what to do. Nothing was written. */
export class CopyRefusedError extends Error {}

export interface CopyResult {
  tables: { name: string; rows: number }[]
  rows: number
  seconds: number
}

export interface ForeignKey {
  name: string
  table: string
  references: string
  /** Every column of the key may be null: preferred when a cycle has to be broken. */
  nullable: boolean
  definition: string
}

const BATCH_ROWS = 500
const quote = (name: string) => pg.escapeIdentifier(name)

/**
 * Copies every table of `source` into `target`, which must have no tables: creates the schema
 * by applying `migrations` (those the source recorded, no more, no fewer), empties what the seed
 * migrations wrote, copies the rows with the tables' triggers off (no NOTIFY, nothing counted
 * twice, search text kept as it was), sets every sequence past its highest id, checks every
 * table's row count and commits. Any error rolls the target back. `log` gets progress lines.
 */
export async function copyToPostgres(options: {
  source: pg.Pool
  target: pg.Pool
  migrations: readonly Migration[]
  log?: (line: string) => void
  batchRows?: number
}): Promise<CopyResult> {
  const { migrations, log = () => {}, batchRows = BATCH_ROWS } = options
  const started = performance.now()
  const source = await options.source.connect()
  let target: pg.PoolClient
  try {
    target = await options.target.connect()
  } catch (error) {
    source.release()
    throw error
  }
  try {
    await checkSourceMigrations(source, migrations)
    // One snapshot of the source for the whole copy, so the counts compared at the end are the
    // ones read.
    await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      await target.query('BEGIN')
      // A server started on the target meanwhile waits for this lock, then finds it migrated.
      await target.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      await checkTargetEmpty(target)
      await checkTargetText(target)
      const applied = await applyMigrations(target, migrations, { transactions: 'caller' })
      log(`Schema: ${applied.length} migrations applied (${applied.at(0)} … ${applied.at(-1)}).`)

      const tables = await listTables(target)
      const sourceTables = await listTables(source)
      const extra = sourceTables.filter((name) => !tables.includes(name))
      const missing = tables.filter((name) => !sourceTables.includes(name))
      if (extra.length > 0 || missing.length > 0) {
        throw new CopyRefusedError(
          'The embedded database’s tables are not the ones its migrations make' +
            (extra.length > 0 ? `; only in the embedded database: ${extra.join(', ')}` : '') +
            (missing.length > 0 ? `; missing from it: ${missing.join(', ')}` : '') + '.',
        )
      }
      const { order, broken } = foreignKeyOrder(tables, await listForeignKeys(target))

      // Triggers off before anything is emptied or written: the NOTIFY triggers must not
      // announce, the search-text trigger must not recompute what is copied.
      for (const table of tables) await target.query(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`)
      // What the seed migrations wrote (the welcome post and its author, schema_migrations' rows):
      // the source has its own copy of each.
      await target.query(`TRUNCATE ${tables.map(quote).join(', ')}`)
      // A cycle of foreign keys (posts.answer_comment_id and comments.post_id) has no order:
      // one of its keys is dropped while copying and added again after, which checks every row.
      for (const key of broken) await target.query(`ALTER TABLE ${quote(key.table)} DROP CONSTRAINT ${quote(key.name)}`)

      const copied: CopyResult['tables'] = []
      for (const table of order) {
        const tableStarted = performance.now()
        const rows = await copyTable(source, target, table, batchRows)
        copied.push({ name: table, rows })
        log(`  ${table.padEnd(32)} ${String(rows).padStart(9)} ${rows === 1 ? 'row ' : 'rows'}  ${((performance.now() - tableStarted) / 1000).toFixed(2)} s`)
      }
      for (const key of broken) {
        await target.query(`ALTER TABLE ${quote(key.table)} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
      }
      const sequences = await setSequences(source, target)
      log(`Sequences: ${sequences} set past the highest ids.`)
      for (const table of tables) await target.query(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`)

      const differences: string[] = []
      for (const table of tables) {
        const [expected, actual] = await Promise.all([countRows(source, table), countRows(target, table)])
        if (expected !== actual) differences.push(`${table}: ${expected} in the embedded database, ${actual} copied`)
      }
      if (differences.length > 0) throw new Error(`Row counts differ after the copy:\n  ${differences.join('\n  ')}`)
      log(`Checked: every table has as many rows as in the embedded database.`)

      await target.query('COMMIT')
      const rows = copied.reduce((sum, table) => sum + table.rows, 0)
      return { tables: copied, rows, seconds: (performance.now() - started) / 1000 }
    } catch (error) {
      await target.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      await source.query('ROLLBACK').catch(() => {})
    }
  } finally {
    target.release()
    source.release()
  }
}

/** The source's migrations must be exactly the code's: the target gets the code's schema. */
async function checkSourceMigrations(source: pg.ClientBase, migrations: readonly Migration[]) {
  const { rows: [recorded] } = await source.query<{ ok: boolean }>(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS ok`)
  const done = recorded?.ok
    ? new Set((await source.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name))
    : new Set<string>()
  const known = new Set(migrations.map((m) => m.name))
  const unknown = [...done].filter((name) => !known.has(name)).sort()
  const missing = migrations.map((m) => m.name).filter((name) => !done.has(name))
  if (unknown.length > 0) {
    throw new CopyRefusedError(
      `The embedded database has migrations this code does not know (${unknown.join(', ')}): it was run by a newer ` +
        'version of the app. Run this command from that version.',
    )
  }
  if (missing.length > 0) {
    throw new CopyRefusedError(
      `The embedded database lacks ${missing.length} of this version's migrations (${missing.join(', ')}). ` +
        'Start the app once on the embedded database (without DATABASE_URL) so it migrates, stop it, then run this again.',
    )
  }
}

async function checkTargetEmpty(target: pg.ClientBase) {
  const { rows } = await target.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') ORDER BY c.relname`,
  )
  if (rows.length > 0) {
    const names = rows.map((r) => r.name)
    throw new CopyRefusedError(
      `The PostgreSQL database is not empty: public already has ${names.length} ${names.length === 1 ? 'table' : 'tables'} ` +
        `(${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}). Nothing was changed. ` +
        'The copy only goes into an empty database: create a new one (docs/deploy.md), or drop these tables if they are not needed.',
    )
  }
}

/** Bengali needs a UTF-8 database, and trigram search a UTF-8 ctype (docs/deploy.md, step 1). */
async function checkTargetText(target: pg.ClientBase) {
  const { rows: [database] } = await target.query<{ encoding: string; ctype: string }>(
    'SELECT pg_encoding_to_char(encoding) AS encoding, datctype AS ctype FROM pg_database WHERE datname = current_database()',
  )
  if (database && (database.encoding !== 'UTF8' || !/utf-?8/i.test(database.ctype))) {
    throw new CopyRefusedError(
      `The PostgreSQL database has encoding ${database.encoding} and ctype ${database.ctype}: Bengali text and its search ` +
        "need UTF-8 for both. Nothing was changed. Create the database with ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' TEMPLATE template0 (docs/deploy.md).",
    )
  }
}

async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  )
  return rows.map((r) => r.name)
}

async function listForeignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `SELECT con.conname AS name, t.relname AS table, r.relname AS references, pg_get_constraintdef(con.oid) AS definition,
            NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey) AND a.attnotnull) AS nullable
       FROM pg_constraint con
       JOIN pg_class t ON t.oid = con.conrelid JOIN pg_namespace tn ON tn.oid = t.relnamespace
       JOIN pg_class r ON r.oid = con.confrelid JOIN pg_namespace rn ON rn.oid = r.relnamespace
      WHERE con.contype = 'f' AND tn.nspname = 'public' AND rn.nspname = 'public'
      ORDER BY t.relname, con.conname`,
  )
  return rows
}

/**
 * The order to copy tables in so every row's foreign keys find their rows already there, and the
 * keys that cannot be kept while copying because they form a cycle (a table referring to itself
 * too): a nullable one where there is a choice.
 */
export function foreignKeyOrder(tables: readonly string[], keys: readonly ForeignKey[]): { order: string[]; broken: ForeignKey[] } {
  const remaining = new Set(tables)
  let active = keys.filter((key) => remaining.has(key.table) && remaining.has(key.references))
  const order: string[] = []
  const broken: ForeignKey[] = []
  const waitsFor = (table: string) => active.filter((key) => key.table === table && remaining.has(key.references))
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>()
    const queue = [from]
    while (queue.length > 0) {
      const table = queue.shift()!
      if (table === to) return true
      if (seen.has(table)) continue
      seen.add(table)
      for (const key of waitsFor(table)) queue.push(key.references)
    }
    return false
  }
  while (remaining.size > 0) {
    const ready = [...remaining].filter((table) => waitsFor(table).length === 0)
    if (ready.length > 0) {
      for (const table of ready) {
        order.push(table)
        remaining.delete(table)
      }
      continue
    }
    // Every remaining table waits for another: break one key on a cycle.
    const onCycle = active
      .filter((key) => remaining.has(key.table) && remaining.has(key.references) && reaches(key.references, key.table))
      .sort((a, b) => Number(b.nullable) - Number(a.nullable) || a.table.localeCompare(b.table) || a.name.localeCompare(b.name))
    const key = onCycle[0]
    if (!key) throw new Error('foreignKeyOrder: no order and no cycle (a bug)')
    broken.push(key)
    active = active.filter((other) => other !== key)
  }
  return { order, broken }
}

/** Reads the table through a cursor, a batch at a time, and inserts each batch as one statement. */
async function copyTable(source: pg.ClientBase, target: pg.ClientBase, table: string, batchRows: number): Promise<number> {
  const { rows: columns } = await target.query<{ name: string; identity: string }>(
    `SELECT attname AS name, attidentity AS identity FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [quote(table)],
  )
  const list = columns.map((c) => quote(c.name)).join(', ')
  const overriding = columns.some((c) => c.identity !== '') ? 'OVERRIDING SYSTEM VALUE ' : ''
  const insert = `INSERT INTO ${quote(table)} (${list}) ${overriding}SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`
  await source.query(`DECLARE copy_rows NO SCROLL CURSOR FOR SELECT to_jsonb(copied_row)::text AS row FROM ${quote(table)} copied_row`)
  let count = 0
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`FETCH ${batchRows} FROM copy_rows`)
      if (rows.length === 0) break
      const result = await target.query(insert, [`[${rows.map((r) => r.row).join(',')}]`])
      count += result.rowCount ?? 0
      if (rows.length < batchRows) break
    }
  } finally {
    await source.query('CLOSE copy_rows')
  }
  return count
}

/**
 * Sets every sequence in public past the highest value its column holds, and never behind where
 * the source's own sequence was (an id deleted at the top is not given again); a sequence never
 * used starts again from its start value. Returns how many it set.
 */
async function setSequences(source: pg.ClientBase, target: pg.ClientBase): Promise<number> {
  const { rows: sequences } = await target.query<{ sequence: string; table: string | null; column: string | null; start: string }>(
    `SELECT s.relname AS sequence, t.relname AS table, a.attname AS column, ps.start_value::text AS start
       FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_sequences ps ON ps.schemaname = n.nspname AND ps.sequencename = s.relname
       LEFT JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       LEFT JOIN pg_class t ON t.oid = d.refobjid
       LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND n.nspname = 'public'
      ORDER BY s.relname`,
  )
  for (const { sequence, table, column, start } of sequences) {
    const { rows: [was] } = await source.query<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM ${quote(sequence)}`,
    )
    let highest = was?.called ? BigInt(was.last) : null
    if (table && column) {
      const { rows: [max] } = await target.query<{ max: string | null }>(`SELECT max(${quote(column)})::text AS max FROM ${quote(table)}`)
      if (max?.max != null && (highest === null || BigInt(max.max) > highest)) highest = BigInt(max.max)
    }
    if (highest === null) {
      await target.query('SELECT setval($1::regclass, $2::bigint, false)', [quote(sequence), start])
    } else {
      await target.query('SELECT setval($1::regclass, $2::bigint, true)', [quote(sequence), highest.toString()])
    }
  }
  return sequences.length
}

async function countRows(client: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${quote(table)}`)
  return Number(rows[0]!.count)
}
