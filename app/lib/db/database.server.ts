import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { logger } from '../logger.server'
import { EMBEDDED_DATABASE_BUFFERS_MB, EMBEDDED_DATABASE_MAINTENANCE_MB, EMBEDDED_DATABASE_WORK_MB } from '../memory-budgets.server'
import { timeQuery } from '../metrics.server'
import { immediateAnnouncements, READ_VERSION, trackedAnnouncements, VERSION_CHANNEL, waitForOwnWrites, type Announcements } from './announce-versions.server'
import type { DB } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'

/** An open database: Kysely for queries, plus LISTEN for live updates. */
export interface AppDatabase {
  kind: DatabaseKind
  db: Kysely<DB>
  pool: pg.Pool
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** When the changes announced have reached this process (app/lib/db/announce-versions.server.ts). */
  announcements: Announcements
  close(): Promise<void>
  /** PGlite only: its whole data directory as a tarball, which `openDatabase({ from })` loads. */
  dumpDataDir?(): Promise<Blob>
}

export type OpenOptions =
  // No dataDir: in memory. `from`: a dumped data directory to start from instead of an empty
  // one (the tests start each file from one migrated database: a new one takes seconds to make).
  | { kind: 'pglite'; dataDir?: string; from?: Blob }
  | { kind: 'postgres'; url: string; max?: number }

/** Opens PGlite (embedded, default) or a PostgreSQL server. Nothing is opened at import time. */
export async function openDatabase(options: OpenOptions): Promise<AppDatabase> {
  return options.kind === 'pglite' ? openPglite(options.dataDir, options.from) : openPostgres(options.url, options.max)
}

async function openPglite(dataDir?: string, from?: Blob): Promise<AppDatabase> {
  const [{ PGlite }, { pg_trgm }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/node-postgres'),
  ])
  let location = 'memory://'
  if (dataDir) {
    location = resolve(dataDir)
    // PGlite creates its own directory but not the parents.
    mkdirSync(dirname(location), { recursive: true })
  }
  const pglite = await PGlite.create(location, {
    extensions: { pg_trgm },
    loadDataDir: from,
    // Its memory never shrinks: what PostgreSQL's default 128 MB of buffers once filled stayed
    // resident for the process's life (app/lib/memory-budgets.server.ts).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c', `shared_buffers=${EMBEDDED_DATABASE_BUFFERS_MB}MB`,
      '-c', `work_mem=${EMBEDDED_DATABASE_WORK_MB}MB`,
      '-c', `maintenance_work_mem=${EMBEDDED_DATABASE_MAINTENANCE_MB}MB`,
    ],
  })
  // PGlite has one connection: a pool of one serializes transactions, so one transaction's
  // ROLLBACK can never touch another's writes (see STACK-NOTES on kysely-pglite).
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0, connectionTimeoutMillis: 30_000 })
  pool.on('connect', keepQueryPlans)
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  const channels = new Map<string, Set<(payload: string) => void>>()
  const stopNotifications = pglite.onNotification((channel, payload) => {
    for (const listener of channels.get(channel) ?? []) listener(payload)
  })
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
  return {
    kind: 'pglite',
    db,
    pool,
    announcements: immediateAnnouncements,
    // LISTEN goes through the pool of one, in turn with every other query: issued straight to
    // PGlite (pglite.listen) while a query was between its steps, it broke that query ("portal
    // does not exist"). Announcements reach the listeners through one PGlite callback.
    async listen(channel, onPayload) {
      let listeners = channels.get(channel)
      if (!listeners) {
        listeners = new Set()
        channels.set(channel, listeners)
        await pool.query(`LISTEN ${quoted(channel)}`)
      }
      listeners.add(onPayload)
      return async () => {
        listeners.delete(onPayload)
        if (listeners.size === 0 && channels.get(channel) === listeners) {
          channels.delete(channel)
          await pool.query(`UNLISTEN ${quoted(channel)}`)
        }
      }
    },
    async close() {
      stopNotifications()
      await db.destroy()
      await pglite.close()
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  }
}

async function openPostgres(url: string, max = 10): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 })
  pool.on('connect', keepQueryPlans)
  pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL client failed'))
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  // LISTEN needs its own connection, kept out of the pool, shared by all channels.
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listenClient: Promise<pg.Client> | undefined
  function listenConnection() {
    listenClient ??= (async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      client.on('notification', (message) => {
        for (const callback of listeners.get(message.channel) ?? []) callback(message.payload ?? '')
      })
      client.on('error', (error) => logger.error({ err: error }, 'LISTEN connection failed'))
      client.on('end', () => announcements.lost())
      return client
    })()
    return listenClient
  }
  async function listen(channel: string, onPayload: (payload: string) => void) {
    const client = await listenConnection()
    let set = listeners.get(channel)
    if (!set) {
      set = new Set()
      listeners.set(channel, set)
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    }
    set.add(onPayload)
    return async () => {
      set.delete(onPayload)
    }
  }
  const announcements = trackedAnnouncements({
    listen: async (onPayload) => {
      await listen(VERSION_CHANNEL, onPayload)
    },
    read: async () => Number((await pool.query<{ version: string }>(READ_VERSION)).rows[0]?.version ?? 0),
  })
  pool.on('connect', (client) => waitForOwnWrites(client, announcements))
  return {
    kind: 'postgres',
    db,
    pool,
    announcements,
    listen,
    async close() {
      await (await listenClient?.catch(() => undefined))?.end().catch(() => {})
      await db.destroy()
    },
  }
}

/**
 * Makes each query a named prepared statement on its connection, so PostgreSQL parses it once
 * and can keep its plan. Planning, not running, was most of a page's query time on PGlite: the
 * forum list's query planned in 5.6 ms and ran in 0.7 (docs/performance.md). PostgreSQL still
 * plans a statement afresh while a plan for its values would be better than a generic one.
 *
 * Only single data statements are named (a migration's several statements cannot be prepared);
 * names carry the connection's own number, so a replaced client never meets its predecessor's
 * statements on PGlite's one backend; and a connection keeps at most MAX_NAMED_STATEMENTS.
 */
const MAX_NAMED_STATEMENTS = 500
const namedStatement = /^\s*(select|insert|update|delete|with)\b[^;]*;?\s*$/i
let connections = 0

function keepQueryPlans(client: pg.PoolClient) {
  const connection = ++connections
  const names = new Map<string, string>()
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    // Each query's time is observed (guide_db_query_duration_seconds, app/lib/metrics.server.ts).
    const started = performance.now()
    if (typeof config !== 'string' || !Array.isArray(values) || typeof callback === 'function' || !namedStatement.test(config)) {
      return timeQuery(started, query(config, values, callback))
    }
    let name = names.get(config)
    if (!name && names.size < MAX_NAMED_STATEMENTS) {
      name = `hg${connection}_${createHash('sha1').update(config).digest('base64url')}`
      names.set(config, name)
    }
    return timeQuery(started, query(name ? { name, text: config, values } : { text: config, values }))
  }) as typeof client.query
}

const registry = globalThis as typeof globalThis & { __guideDatabase?: AppDatabase }

/** Makes `database` the process-wide handle (the server entry and test setup call this). */
export function setDatabase(database: AppDatabase | undefined) {
  registry.__guideDatabase = database
}

/** The process-wide database. Throws if the server has not opened one yet. */
export function getDatabase(): AppDatabase {
  const database = registry.__guideDatabase
  if (!database) throw new Error('The database is not open yet')
  return database
}

/** Shorthand for the Kysely handle of the process-wide database. */
export function db(): Kysely<DB> {
  return getDatabase().db
}
