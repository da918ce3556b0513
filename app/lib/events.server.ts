import { sql, type Kysely, type Transaction } from 'kysely'
import { getDatabase } from './db/database.server'
import type { DB } from './db/schema'
import { logger } from './logger.server'

/**
 * Live events between app processes: published with NOTIFY (inside the writer's transaction, so
 * they go out only if it commits) and received through one LISTEN per process, then fanned
 * out to the Server-Sent Events streams of that process. Payloads must be public: they reach
 * every open forum page.
 */
/**
 * 'forum': posts and counts; 'content': accepted corrections to the guide; 'events': event dates
 * and their RSVP counts. 'notification_changes' is only listened to: the database announces a
 * reader's id there (migration 0016), and it never reaches a browser as it is.
 */
export type Channel = 'forum' | 'content' | 'events' | 'notification_changes'

const subscribers = new Map<Channel, Set<(payload: string) => void>>()
// One LISTEN per channel (a process that listens to 'forum' must still hear 'content').
const listening = new Map<Channel, Promise<void>>()

export async function publish(executor: Kysely<DB> | Transaction<DB>, channel: Channel, event: unknown) {
  const payload = JSON.stringify(event)
  // NOTIFY payloads are limited to 8000 bytes; events carry previews, never whole posts.
  if (Buffer.byteLength(payload) > 7900) {
    logger.warn({ channel, bytes: Buffer.byteLength(payload) }, 'event too large: not sent')
    return
  }
  // announce() (migration 0025) also bumps the change version, so another worker's caches of
  // events and accepted corrections (the sitemap) know they are behind.
  await sql`SELECT announce(${channel}, ${payload})`.execute(executor)
}

/** Calls `listener` with each event's JSON on `channel`; returns the unsubscribe function. */
export async function subscribe(channel: Channel, listener: (payload: string) => void): Promise<() => void> {
  let set = subscribers.get(channel)
  if (!set) {
    set = new Set()
    subscribers.set(channel, set)
  }
  set.add(listener)
  let pending = listening.get(channel)
  if (!pending) {
    pending = getDatabase()
      .listen(channel, (payload) => {
        for (const callback of subscribers.get(channel) ?? []) {
          try {
            callback(payload)
          } catch (error) {
            logger.error({ err: error }, 'event listener failed')
          }
        }
      })
      .then(() => undefined)
    listening.set(channel, pending)
  }
  await pending
  return () => set.delete(listener)
}

/** Forgets the LISTEN connection (tests open a new database per file). */
export function resetEvents() {
  subscribers.clear()
  listening.clear()
}
