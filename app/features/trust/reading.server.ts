import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import { db } from '#app/lib/db/database.server'
import { dhakaDay } from '#app/lib/dhaka-day'
import { logger } from '#app/lib/logger.server'
import { getSecret } from '#app/lib/secret.server'
import { READING_GAP_SECONDS } from './levels'

/*
 * The reading figures the trust levels need (issue 43 §1; docs/moderation.md "Trust levels"),
 * noted off the render path like the post views: the HTTP layer calls `noteRequest` for every
 * page request that carries a session cookie (server/main.ts, before the page cache), which
 * costs a signature check and a few map operations, no query. Once a minute the background
 * runner writes everything noted in one statement (`flushReading`), which also finds whose
 * session each token is: a token that names no live session is dropped there.
 *
 * - A post read: a post page opened (either language, or its data for a client navigation).
 *   Distinct posts, others' only, active ones only.
 * - A visit day: any page request on a Dhaka day; noted once per session per day per process.
 * - Reading time: the gaps between a session's consecutive page requests, when shorter than
 *   two minutes (a longer gap is someone who left); per member at most the minute that passed
 *   since the last write, so two tabs or a script cannot read faster than time goes. It needs no
 *   JavaScript: it is measured between requests.
 *
 * Everything is kept per session token, not per user: the server learns whose token it is only
 * in the flush, where one query answers for all. A crash loses at most a minute of figures.
 */

/** The most sessions noted between two writes; beyond it new ones wait for the next minute. */
const MAX_SESSIONS = 20_000
/** The most posts read noted between two writes. */
const MAX_READS = 50_000
/** The most sessions remembered as having visited today. */
const MAX_VISITED = 200_000

interface SessionNotes {
  /** When this session last asked for a page (ms). */
  lastAt: number
  /** Reading time noted since the last write (ms). */
  readingMs: number
}

let sessions = new Map<string, SessionNotes>()
let reads = new Set<string>()
/** Visits still to be written, `${day} ${token}`: a set, so a visit just before midnight and one just after are both kept. */
let visits = new Set<string>()
/** Sessions whose visit today was already noted by this process (reset when the day changes). */
let visitedToday = new Set<string>()
let today = ''
let todayUntil = 0
let lastFlushAt = Date.now()

/** The Dhaka day, looked up at most once a second (Intl formatting is the costly part). */
function dayAt(now: number): string {
  if (now >= todayUntil || now < todayUntil - 1000) {
    const day = dhakaDay(new Date(now))
    if (day !== today) {
      today = day
      visitedToday = new Set()
    }
    todayUntil = now + 1000
  }
  return today
}

/** The token part of a session cookie's raw value (better-auth's format: token.signature, URL-encoded). */
function tokenPart(raw: string): { token: string; signature: string } | null {
  if (raw.length > 300) return null
  let value: string
  try {
    value = decodeURIComponent(raw)
  } catch {
    return null
  }
  const dot = value.lastIndexOf('.')
  return dot < 1 ? null : { token: value.slice(0, dot), signature: value.slice(dot + 1) }
}

/**
 * The session token in a session cookie's raw value, if the cookie was signed by this server
 * (HMAC-SHA256 in base64). A forged or random cookie is never noted, so it cannot fill the memory.
 */
export function signedToken(raw: string | null | undefined): string | null {
  const parts = raw ? tokenPart(raw) : null
  if (!parts) return null
  const signature = Buffer.from(parts.signature, 'base64')
  const expected = createHmac('sha256', getSecret()).update(parts.token).digest()
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? parts.token : null
}

/** A page someone reads, not a file, a feed or an API answer: no extension but `.data`. */
export function isPagePath(path: string): boolean {
  if (path.startsWith('/api/') || path.startsWith('/en/api/')) return false
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !last.includes('.') || last.endsWith('.data')
}

/**
 * Notes one signed-in page request: the visit day, the reading time since the session's last
 * page, and the post it shows (if it is a post page). `rawCookie` is the session cookie's value
 * as sent; requests without one cost nothing.
 */
export function noteRequest(rawCookie: string | null, path: string, postId: number | null, now = Date.now()) {
  if (!rawCookie || !isPagePath(path)) return
  // The signature is checked once, when a session is first noted (an HMAC is the costly part);
  // a token already noted was checked then, and only its holder knows it.
  const token = tokenPart(rawCookie)?.token
  if (!token) return
  let notes = sessions.get(token)
  if (!notes) {
    if (sessions.size >= MAX_SESSIONS || signedToken(rawCookie) !== token) return
    notes = { lastAt: now, readingMs: 0 }
    sessions.set(token, notes)
  } else {
    const gap = now - notes.lastAt
    if (gap > 0 && gap < READING_GAP_SECONDS * 1000) notes.readingMs += gap
    notes.lastAt = Math.max(notes.lastAt, now)
  }
  const day = dayAt(now)
  if (!visitedToday.has(token) && visitedToday.size < MAX_VISITED) {
    visitedToday.add(token)
    visits.add(`${day} ${token}`)
  }
  if (postId !== null && reads.size < MAX_READS) reads.add(`${postId} ${token}`)
}

/**
 * Writes what was noted since the last call in one statement: posts read (others' active posts,
 * each once), visit days, reading time (per member at most the time since the last write), and
 * when each member was last seen. Returns how many members it touched.
 */
export async function flushReading(now = Date.now()): Promise<number> {
  const elapsedSeconds = Math.max(1, Math.round((now - lastFlushAt) / 1000))
  lastFlushAt = now
  const noted = sessions
  const readBatch = reads
  reads = new Set()
  const visitBatch = visits
  visits = new Set()
  // A session stays noted (for the gap to its next page) until it has been quiet for two minutes.
  sessions = new Map()
  for (const [token, notes] of noted) {
    if (now - notes.lastAt < READING_GAP_SECONDS * 1000) sessions.set(token, { lastAt: notes.lastAt, readingMs: 0 })
  }
  const touched = [...noted].filter(([, n]) => n.readingMs > 0)
  if (touched.length === 0 && readBatch.size === 0 && visitBatch.size === 0) return 0
  const postReads = [...readBatch].map((entry) => {
    const at = entry.indexOf(' ')
    return { postId: Number(entry.slice(0, at)), token: entry.slice(at + 1) }
  })
  // Arrays, not VALUES lists: three parameters whatever the number of sessions (PostgreSQL takes 65,535 at most).
  const dayVisits = [...visitBatch].map((entry) => {
    const at = entry.indexOf(' ')
    return { day: entry.slice(0, at), token: entry.slice(at + 1) }
  })
  const sessionRows = sql`SELECT * FROM unnest(${touched.map(([token]) => token)}::text[], ${touched.map(([, n]) => Math.round(n.readingMs / 1000))}::integer[])`
  const visitRows = sql`SELECT * FROM unnest(${dayVisits.map((v) => v.token)}::text[], ${dayVisits.map((v) => v.day)}::date[])`
  const readRows = sql`SELECT * FROM unnest(${postReads.map((r) => r.token)}::text[], ${postReads.map((r) => r.postId)}::integer[])`
  try {
    const { rows } = await sql<{ members: number }>`
      WITH noted (token, seconds) AS (${sessionRows}),
      opened (token, post_id) AS (${readRows}),
      visited (token, day) AS (${visitRows}),
      who AS (
        SELECT s.token, s."userId" AS user_id FROM session s
        WHERE s.token IN (SELECT token FROM noted UNION SELECT token FROM opened UNION SELECT token FROM visited) AND s."expiresAt" > now()
      ),
      new_reads AS (
        INSERT INTO member_posts_read (user_id, post_id)
        SELECT DISTINCT w.user_id, o.post_id FROM opened o
        JOIN who w ON w.token = o.token
        JOIN posts p ON p.id = o.post_id AND p.moderation = 'active' AND p.author_id <> w.user_id
        ON CONFLICT DO NOTHING
        RETURNING user_id
      ),
      visits AS (
        INSERT INTO member_visit_days (user_id, day)
        SELECT DISTINCT w.user_id, v.day FROM visited v JOIN who w ON w.token = v.token
        ON CONFLICT DO NOTHING
      ),
      per_member AS (
        SELECT w.user_id,
               least(coalesce(sum(n.seconds), 0), ${elapsedSeconds}::integer)::integer AS seconds,
               (SELECT count(*)::integer FROM new_reads r WHERE r.user_id = w.user_id) AS posts
        FROM who w LEFT JOIN noted n ON n.token = w.token
        GROUP BY w.user_id
      ),
      written AS (
        INSERT INTO member_reading (user_id, posts_read, reading_seconds, last_seen_at)
        SELECT user_id, posts, seconds, now() FROM per_member
        ON CONFLICT (user_id) DO UPDATE SET
          posts_read = member_reading.posts_read + excluded.posts_read,
          reading_seconds = member_reading.reading_seconds + excluded.reading_seconds,
          last_seen_at = excluded.last_seen_at
        RETURNING user_id
      )
      SELECT count(*)::integer AS members FROM written`.execute(db())
    return rows[0]?.members ?? 0
  } catch (error) {
    logger.error({ err: error, sessions: touched.length, reads: postReads.length, visits: dayVisits.length }, 'reading figures could not be written')
    return 0
  }
}

/** Forgets everything noted (tests). */
export function resetReading() {
  sessions = new Map()
  reads = new Set()
  visits = new Set()
  visitedToday = new Set()
  today = ''
  todayUntil = 0
  lastFlushAt = Date.now()
}
