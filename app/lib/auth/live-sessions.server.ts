import { announcedCache } from '../db/announced-cache.server'
import type { SessionResult } from './session.server'

/**
 * Live sessions kept in memory, on the embedded database only (ADR 021). Reading a session was
 * one query per signed-in request, about 1.2 ms of CPU on PGlite (a home page's sixth): a reader
 * who moves from page to page now costs one query a minute.
 *
 * Never stale: the database announces every change to what a session read returns (session,
 * user, profile, two-step sign-in; migration 0012's triggers) with the user's id, and that
 * user's entries are dropped (app/lib/db/announced-cache.server.ts). On a PostgreSQL server,
 * where other processes' announcements arrive a moment later, sessions are read every time.
 */
export const liveSessions = announcedCache<{ result: SessionResult; userId: string }>({
  channel: 'session_changes',
  maxAgeMs: 60_000,
  maxEntries: 10_000,
  maxBytes: 16 * 1024 * 1024,
  staleFor: (userId, session) => session.userId === userId,
})
