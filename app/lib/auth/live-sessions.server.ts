import { getDatabase, type AppDatabase } from '../db/database.server'
import { logger } from '../logger.server'

/**
 * Live sessions kept in memory, on the embedded database only (ADR 021). Reading a session was
 * one query per signed-in request, about 1.2 ms of CPU on PGlite (a home page's sixth): a reader
 * who moves from page to page now costs one query a minute.
 *
 * Never stale: the database announces every change to what a session read returns (session,
 * user, profile, two-step sign-in; migration 0012's triggers, at commit) with the user's id,
 * and that user's entries are dropped. On PGlite the announcement arrives before the writing
 * query's own result, so no request that starts after a write (a sign-out, a ban, a new name)
 * can find the old entry; a read that was under way while the write happened is not stored.
 * On a PostgreSQL server, announcements from other processes arrive a moment later, so sessions
 * are read from the database there, every time, as before.
 */
export interface LiveSessions<T> {
  /** The stored result for this session token, if it is still within its time. */
  get(token: string): T | undefined
  /** What `store` must be given: taken before the query, so a change announced meanwhile wins. */
  version(): number
  /** Keeps `result` until `liveUntil` (ms): the session's expiry or renewal time, at most a minute. */
  store(token: string, version: number, entry: { result: T; userId: string; liveUntil: number }): void
}

/** How long an entry is trusted at most, were an announcement ever lost. */
const MAX_AGE_MS = 60_000
/** Beyond this many sessions the oldest stored is dropped first. */
const MAX_ENTRIES = 10_000
const CHANNEL = 'session_changes'

interface Entry<T> { result: T; userId: string; liveUntil: number }

class SessionStore<T> implements LiveSessions<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private changes = 0

  get(token: string) {
    const entry = this.entries.get(token)
    if (!entry) return undefined
    if (Date.now() < entry.liveUntil) return entry.result
    this.entries.delete(token)
    return undefined
  }

  version() {
    return this.changes
  }

  store(token: string, version: number, entry: Entry<T>) {
    if (version !== this.changes) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(token, { ...entry, liveUntil: Math.min(entry.liveUntil, Date.now() + MAX_AGE_MS) })
  }

  /** A change to `userId`'s sessions or profile was committed ('*': to any). */
  changed(userId: string) {
    this.changes++
    if (userId === '*') {
      this.entries.clear()
      return
    }
    for (const [token, entry] of this.entries) if (entry.userId === userId) this.entries.delete(token)
  }
}

// One store per open database (tests open one per file); null where sessions are not kept.
const stores = new WeakMap<AppDatabase, { ready: boolean; store: SessionStore<unknown> } | null>()

/**
 * The process's store of live sessions, or null when sessions must be read from the database:
 * on a PostgreSQL server, and until the database has confirmed it announces changes to us.
 */
export function liveSessions<T>(): LiveSessions<T> | null {
  const database = getDatabase()
  let state = stores.get(database)
  if (state === undefined) {
    state = database.kind === 'pglite' ? { ready: false, store: new SessionStore() } : null
    stores.set(database, state)
    if (state) listenForChanges(database, state)
  }
  return state?.ready ? (state.store as SessionStore<T>) : null
}

function listenForChanges(database: AppDatabase, state: { ready: boolean; store: SessionStore<unknown> }) {
  database
    .listen(CHANNEL, (userId) => state.store.changed(userId))
    .then(() => {
      state.ready = true
    })
    .catch((error: unknown) => {
      // Without announcements nothing may be kept: sessions are read from the database.
      stores.set(database, null)
      logger.error({ err: error }, 'cannot listen for session changes; sessions are read every time')
    })
}
