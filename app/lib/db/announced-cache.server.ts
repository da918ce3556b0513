import { approxBytes } from '../approx-bytes.server'
import { logger } from '../logger.server'
import { CACHE_LIMIT_BYTES, type CacheName } from '../memory-budgets.server'
import { cacheEvicted } from '../metrics.server'
import { getDatabase, type AppDatabase } from './database.server'

/**
 * Query results kept in memory until the database announces a change to what they were read
 * from: a trigger's NOTIFY on `channel`, sent at commit and only if the transaction commits
 * (migrations 0012-0015). Writers need not remember to invalidate anything; a trigger sees every
 * writer (better-auth, moderation, scripts, plain SQL). ADR 021, 022 and 023.
 *
 * On PGlite the announcement reaches this process before the writer's own query returns, so no
 * request that starts after a write can be given what it changed. On a PostgreSQL server other
 * processes' announcements arrive a moment after the commit: there each request, and each write,
 * first waits until this process has heard every change committed before it
 * (app/lib/db/announce-versions.server.ts, ADR 032). A read under way while a change is announced
 * is not kept (`version()`, taken before the read). Nothing is kept until the process is
 * listening, and nothing for longer than `maxAgeMs` (were an announcement ever lost).
 */
export interface AnnouncedCache<V> {
  get(key: string): V | undefined
  /** Taken before reading the database; `set` keeps nothing if a change was announced since. */
  version(): number
  /** Keeps `value` until `liveUntil` (ms since the epoch; at most `maxAgeMs` from now). */
  set(key: string, version: number, value: V, liveUntil?: number): void
}

/**
 * A cache of the app is named in app/lib/memory-budgets.server.ts, which sets its limit in bytes;
 * only tests name their own (`test-…`) and give a limit.
 */
type Options<V> = CommonOptions<V> & ({ name: CacheName; maxBytes?: never } | { name: `test-${string}`; maxBytes: number })

interface CommonOptions<V> {
  /** The channel, or channels, whose announcements make entries stale (kept once all are listened to). */
  channel: string | readonly string[]
  maxAgeMs: number
  maxEntries: number
  /** Which entries an announcement makes stale (its payload, e.g. a user's id; any channel's); default all. */
  staleFor?: (payload: string, value: V) => boolean
}

interface State<V> {
  listening: boolean
  changes: number
  /** In order of last use: the first is the next to go. */
  entries: Map<string, { value: V; liveUntil: number; bytes: number }>
  bytes: number
  cache?: AnnouncedCache<V>
}

/** Every announced cache by name, for the metrics: their states for each open database. */
const named = new Map<string, WeakMap<AppDatabase, State<unknown> | null>>()

/** Each named cache's entries and bytes for the open database (none while no database is open). */
export function announcedCacheSizes(): Array<{ name: string; entries: number; bytes: number }> {
  let database: AppDatabase
  try {
    database = getDatabase()
  } catch {
    return []
  }
  return [...named].map(([name, states]) => {
    const state = states.get(database)
    return { name, entries: state?.entries.size ?? 0, bytes: state?.bytes ?? 0 }
  })
}

/**
 * Drops every entry whose time is up from the open database's caches (server/memory-sweep.ts runs
 * it every few seconds): otherwise an entry stays until it is asked for again or pushed out, and
 * the memory of a rush stays taken after it.
 */
export function sweepAnnouncedCaches(now = Date.now()): void {
  let database: AppDatabase
  try {
    database = getDatabase()
  } catch {
    return
  }
  for (const [name, states] of named) {
    const state = states.get(database)
    if (!state) continue
    let dropped = 0
    for (const [key, entry] of state.entries) {
      if (entry.liveUntil > now) continue
      remove(state, key)
      dropped++
    }
    if (dropped) cacheEvicted(name, 'expired', dropped)
  }
}

/** A cache of this kind for each open database (tests open one per file); null until it is listening. */
export function announcedCache<V>(options: Options<V>): () => AnnouncedCache<V> | null {
  // At most this many bytes (approxBytes) in all: the oldest-used entries go first. A value larger
  // than a tenth of it is not kept at all (it would push out many others), unless the cache holds
  // one value only.
  const maxBytes = options.maxBytes ?? CACHE_LIMIT_BYTES[options.name as CacheName]
  const maxValueBytes = options.maxEntries === 1 ? maxBytes : maxBytes / 10
  const states = new WeakMap<AppDatabase, State<V> | null>()
  named.set(options.name, states as WeakMap<AppDatabase, State<unknown> | null>)
  return () => {
    const database = getDatabase()
    let state = states.get(database)
    if (state === undefined) {
      state = { listening: false, changes: 0, entries: new Map(), bytes: 0 }
      states.set(database, state)
      listen(database, state)
    }
    return state?.listening ? (state.cache ??= cacheOf(state)) : null
  }

  function listen(database: AppDatabase, state: State<V>) {
    const channels = typeof options.channel === 'string' ? [options.channel] : options.channel
    const dropAll = () => {
      state.changes++
      cacheEvicted(options.name, 'changed', state.entries.size)
      state.entries.clear()
      state.bytes = 0
    }
    const announced = (payload: string) => {
      if (!options.staleFor || payload === '*') return dropAll()
      state.changes++
      const before = state.entries.size
      for (const [key, entry] of state.entries) if (options.staleFor(payload, entry.value)) remove(state, key)
      cacheEvicted(options.name, 'changed', before - state.entries.size)
    }
    database.announcements.onDropAll(dropAll)
    Promise.all([database.announcements.ready(), ...channels.map((channel) => database.listen(channel, announced))])
      .then(([versionsHeard]) => {
        // Without change versions (on a PostgreSQL server), this process could not know it is behind.
        if (!versionsHeard) throw new Error('change versions are not announced')
        state.listening = true
      })
      .catch((error: unknown) => {
        // Without announcements nothing may be kept: every read goes to the database.
        states.set(database, null)
        logger.error({ err: error, channel: options.channel }, 'cannot listen for changes; nothing is kept')
      })
  }

  function cacheOf(state: State<V>): AnnouncedCache<V> {
    return {
      get(key) {
        const entry = state.entries.get(key)
        if (!entry) return undefined
        if (Date.now() >= entry.liveUntil) {
          remove(state, key)
          cacheEvicted(options.name, 'expired')
          return undefined
        }
        // Used again: to the back of the line.
        state.entries.delete(key)
        state.entries.set(key, entry)
        return entry.value
      },
      version: () => state.changes,
      set(key, version, value, liveUntil = Infinity) {
        if (version !== state.changes) return
        const bytes = approxBytes(key) + approxBytes(value)
        remove(state, key)
        if (bytes > maxValueBytes) return
        const now = Date.now()
        // The oldest-used go first, and with them any whose time is up.
        for (const [oldest, entry] of state.entries) {
          if (state.entries.size < options.maxEntries && state.bytes + bytes <= maxBytes && entry.liveUntil > now) break
          remove(state, oldest)
          cacheEvicted(options.name, entry.liveUntil > now ? 'limit' : 'expired')
        }
        state.entries.set(key, { value, liveUntil: Math.min(liveUntil, now + options.maxAgeMs), bytes })
        state.bytes += bytes
      },
    }
  }
}

function remove<V>(state: State<V>, key: string) {
  const entry = state.entries.get(key)
  if (!entry) return
  state.entries.delete(key)
  state.bytes -= entry.bytes
}
