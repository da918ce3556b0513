import type pg from 'pg'
import { logger } from '../logger.server'

/**
 * Read-your-writes for the caches kept in memory (app/lib/db/announced-cache.server.ts) on a
 * PostgreSQL server, where another process's announcement arrives a moment after its commit.
 * ADR 032, migration 0025.
 *
 * Every transaction that announces a change bumps `announce_version` as it commits and announces
 * the new value last, in commit order. So a process that has heard version N has heard every
 * change up to N. Before a request uses the caches it reads the version (one tiny query) and, if
 * this process has not heard it yet, waits for it; this process's own writes wait the same way
 * before they return, so a reader's next page, through any worker, shows what they just did.
 * Should the version not arrive in time (the LISTEN connection lost), every cache is dropped
 * instead: the next reads go to the database.
 */
export interface Announcements {
  /** Resolves once announcements are listened to (and caches may keep anything). */
  ready(): Promise<boolean>
  /** Resolves once this process has heard every announcement committed before the call. */
  upToDate(): Promise<void>
  /** `drop` is called when every kept value must go. */
  onDropAll(drop: () => void): void
}

/** On PGlite the announcement reaches this process before the writer's query returns: nothing to wait for. */
export const immediateAnnouncements: Announcements = {
  ready: () => Promise.resolve(true),
  upToDate: () => Promise.resolve(),
  onDropAll: () => {},
}

/** How long a request waits to hear a version before dropping every cache instead. */
export const VERSION_WAIT_MS = 100
export const VERSION_CHANNEL = 'announce_version'
/** A prepared statement on each connection: read on every request. */
export const READ_VERSION = { name: 'hg_announce_version', text: 'SELECT version FROM announce_version' }

type RawQuery = (config: { name: string; text: string }) => Promise<pg.QueryResult<{ version: string }>>

export interface VersionSource {
  /** Subscribes to the version channel; resolves once subscribed. */
  listen(onPayload: (payload: string) => void): Promise<void>
  /** The committed version, read through the pool. */
  read(): Promise<number>
}

export function trackedAnnouncements(source: VersionSource, waitMs = VERSION_WAIT_MS): Announcements & {
  /** After a write this process committed on `query`'s connection: wait until it is heard. */
  caughtUp(query: RawQuery): Promise<void>
  /** The LISTEN connection is gone: nothing will be heard any more. */
  lost(): void
} {
  let heard = -1
  let listening: Promise<boolean> | undefined
  let deaf = false
  const waiters = new Set<{ version: number; done: () => void }>()
  const drops = new Set<() => void>()

  function hear(version: number) {
    if (!(version > heard)) return
    heard = version
    for (const waiter of waiters) if (waiter.version <= heard) waiter.done()
  }

  function dropAll(version: number) {
    for (const drop of drops) drop()
    hear(version)
  }

  async function reach(version: number): Promise<void> {
    if (version <= heard) return
    if (deaf) {
      dropAll(version)
      return
    }
    const arrived = await new Promise<boolean>((resolve) => {
      const waiter = { version, done: () => finish(true) }
      const timer = setTimeout(() => finish(false), waitMs)
      function finish(inTime: boolean) {
        clearTimeout(timer)
        waiters.delete(waiter)
        resolve(inTime)
      }
      waiters.add(waiter)
    })
    if (version > heard) {
      if (!arrived) logger.warn({ version, heard }, 'a change was not announced in time; every cache is dropped')
      dropAll(version)
    }
  }

  function ready(): Promise<boolean> {
    listening ??= source.listen((payload) => hear(Number(payload)))
      .then(async () => {
        hear(await source.read())
        return true
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'cannot listen for change versions; nothing is kept')
        deaf = true
        return false
      })
    return listening
  }

  return {
    ready,
    async upToDate() {
      if (!(await ready())) return
      await reach(await source.read())
    },
    onDropAll(drop) {
      drops.add(drop)
    },
    async caughtUp(query) {
      // Before the first request (migrations, seeding) nothing is kept and there may be no table yet.
      if (heard < 0) return
      const { rows } = await query(READ_VERSION)
      await reach(Number(rows[0]?.version ?? 0))
    },
    lost() {
      deaf = true
      for (const waiter of waiters) waiter.done()
    },
  }
}

/**
 * Makes a pooled connection wait, after each write it commits (a single INSERT, UPDATE, DELETE or TRUNCATE,
 * or a COMMIT after writes), until this process has heard the change, so the rest of the request
 * reads fresh caches. Only queries with parameters and no callback are watched: that is how
 * Kysely (and so better-auth) runs every statement. pool.query() is not watched.
 */
export function waitForOwnWrites(client: pg.PoolClient, tracked: ReturnType<typeof trackedAnnouncements>) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>
  let inTransaction = false
  let wrote = false
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config !== 'string' || typeof callback === 'function') return query(config, values, callback)
    const kind = statementKind(config)
    let wait = false
    if (kind === 'begin') {
      inTransaction = true
      wrote = false
    } else if (kind === 'commit' || kind === 'rollback') {
      wait = kind === 'commit' && wrote
      inTransaction = false
      wrote = false
    } else if (kind === 'write') {
      if (inTransaction) wrote = true
      else wait = true
    }
    const result = query(config, values)
    if (!wait) return result
    return result.then(async (answer) => {
      await tracked.caughtUp((read) => query(read) as Promise<pg.QueryResult<{ version: string }>>)
      return answer
    })
  }) as typeof client.query
}

const leadingWord = /^\s*([a-z]+)/i
const writes = /\b(insert|update|delete)\b/i
const rollbackToSavepoint = /^\s*rollback\s+(work\s+|transaction\s+)?to\b/i

function statementKind(text: string): 'begin' | 'commit' | 'rollback' | 'write' | 'read' {
  const word = leadingWord.exec(text)?.[1]?.toLowerCase()
  if (word === 'begin' || word === 'start') return 'begin'
  if (word === 'commit' || word === 'end') return 'commit'
  if (word === 'rollback' || word === 'abort') return rollbackToSavepoint.test(text) ? 'read' : 'rollback'
  if (word === 'insert' || word === 'update' || word === 'delete' || word === 'truncate') return 'write'
  if (word === 'with' && writes.test(text)) return 'write'
  return 'read'
}
