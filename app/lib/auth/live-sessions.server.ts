import { announcedCache } from '../db/announced-cache.server'
import type { SessionResult } from './session-types'

/**
 * Live sessions kept in memory (ADR 021). Reading a session was
 * one query per signed-in request, about 1.2 ms of CPU on PGlite (a home page's sixth): a reader
 * who moves from page to page now costs one query a minute.
 *
 * Never stale: the database announces every change to what a session read returns (session,
 * user, profile, two-step sign-in; migration 0012's triggers) with the user's id, and that
 * user's entries are dropped (app/lib/db/announced-cache.server.ts). On a PostgreSQL server each request first catches up with every change committed before it (ADR 032).
 */
export const liveSessions = announcedCache<{ result: SessionResult; userId: string }>({
  name: 'sessions',
  channel: 'session_changes',
  maxAgeMs: 60_000,
  maxEntries: 10_000,
  staleFor: (userId, session) => session.userId === userId,
})
