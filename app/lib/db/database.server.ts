import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { logger } from '../logger.server'
import type { DB } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'

/** An open database: Kysely for queries, plus LISTEN for live updates. */
export interface AppDatabase {
  kind: DatabaseKind
  db: Kysely<DB>
  pool: pg.Pool
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export type OpenOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory
  | { kind: 'postgres'; url: string; max?: number }

/** Opens PGlite (embedded, default) or a PostgreSQL server. Nothing is opened at import time. */
export async function openDatabase(options: OpenOptions): Promise<AppDatabase> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options.url, options.max)
}

async function openPglite(dataDir?: string): Promise<AppDatabase> {
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
  const pglite = await PGlite.create(location, { extensions: { pg_trgm } })
  // PGlite has one connection: a pool of one serializes transactions, so one transaction's
  // ROLLBACK can never touch another's writes (see STACK-NOTES on kysely-pglite).
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1, idleTimeoutMillis: 0, connectionTimeoutMillis: 30_000 })
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  return {
    kind: 'pglite',
    db,
    pool,
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload)
      return async () => {
        await unsubscribe()
      }
    },
    async close() {
      await db.destroy()
      await pglite.close()
    },
  }
}

async function openPostgres(url: string, max = 10): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 })
  pool.on('error', (error) => logger.error({ err: error }, 'idle PostgreSQL client failed'))
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  // LISTEN needs its own connection, kept out of the pool, shared by all channels.
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listenClient: pg.Client | undefined
  async function listenConnection() {
    if (listenClient) return listenClient
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    client.on('notification', (message) => {
      for (const callback of listeners.get(message.channel) ?? []) callback(message.payload ?? '')
    })
    client.on('error', (error) => logger.error({ err: error }, 'LISTEN connection failed'))
    listenClient = client
    return client
  }
  return {
    kind: 'postgres',
    db,
    pool,
    async listen(channel, onPayload) {
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
    },
    async close() {
      await listenClient?.end().catch(() => {})
      await db.destroy()
    },
  }
}

const registry = globalThis as typeof globalThis & { __hathazariDatabase?: AppDatabase }

/** Makes `database` the process-wide handle (the server entry and test setup call this). */
export function setDatabase(database: AppDatabase | undefined) {
  registry.__hathazariDatabase = database
}

/** The process-wide database. Throws if the server has not opened one yet. */
export function getDatabase(): AppDatabase {
  const database = registry.__hathazariDatabase
  if (!database) throw new Error('The database is not open yet')
  return database
}

/** Shorthand for the Kysely handle of the process-wide database. */
export function db(): Kysely<DB> {
  return getDatabase().db
}
