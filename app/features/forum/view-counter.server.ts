import { createHmac } from 'node:crypto'
import { sql } from 'kysely'
import { db } from '#app/lib/db/database.server'
import { logger } from '#app/lib/logger.server'
import { getSecret } from '#app/lib/secret.server'
import { FORUM_SLUG } from '#app/lib/forum-path'

/*
 * Post views, counted off the render path (issue 16): a view is noted in memory as the request
 * arrives (before the page cache, so a cached page still counts), and a few seconds later all
 * noted views are written in one statement, which still counts each visitor once per post per
 * hour (post_views). The count on the page is right within a few seconds; a crash loses at most
 * the views of that moment.
 */

const FLUSH_EVERY_MS = 3000
const MAX_PENDING = 5000

let pending = new Set<string>()
let timer: NodeJS.Timeout | null = null

/**
 * Who is viewing, as a key that says nothing about them: a hash of the session cookie for a
 * signed-in reader, else of their IP and browser.
 */
export function viewerKey(sessionToken: string | null, ip: string, userAgent: string): string {
  const basis = sessionToken ? `s|${sessionToken}` : `a|${ip}|${userAgent}`
  return createHmac('sha256', getSecret()).update(basis).digest('base64url').slice(0, 22)
}

/** Notes one view of a post; written with the next batch. */
export function noteView(postId: number, viewer: string) {
  pending.add(`${postId} ${viewer}`)
  if (pending.size >= MAX_PENDING) void flushViews()
  else timer ??= setTimeout(() => void flushViews(), FLUSH_EVERY_MS)
}

/** Writes the views noted so far; returns how many counted (first view in an hour). */
export async function flushViews(): Promise<number> {
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  if (pending.size === 0) return 0
  const batch = [...pending].map((entry) => {
    const at = entry.indexOf(' ')
    return { postId: Number(entry.slice(0, at)), viewer: entry.slice(at + 1) }
  })
  pending = new Set()
  try {
    const values = sql.join(batch.map((v) => sql`(${v.postId}::integer, ${v.viewer}::text)`))
    const { rows } = await sql<{ counted: number }>`
      WITH seen (post_id, viewer) AS (VALUES ${values}),
      fresh AS (
        INSERT INTO post_views (post_id, viewer, viewed_at)
        SELECT s.post_id, s.viewer, now() FROM seen s JOIN posts p ON p.id = s.post_id
        ON CONFLICT (post_id, viewer) DO UPDATE SET viewed_at = now()
          WHERE post_views.viewed_at <= now() - interval '1 hour'
        RETURNING post_id
      ),
      counted AS (
        UPDATE posts p SET view_count = p.view_count + c.n
        FROM (SELECT post_id, count(*)::int AS n FROM fresh GROUP BY post_id) c
        WHERE p.id = c.post_id
        RETURNING c.n
      )
      SELECT coalesce(sum(n), 0)::int AS counted FROM counted`.execute(db())
    if (Math.random() < 0.05) {
      await db().deleteFrom('post_views').where(sql<boolean>`viewed_at < now() - interval '2 hours'`).execute()
    }
    return rows[0]?.counted ?? 0
  } catch (error) {
    logger.error({ err: error, views: batch.length }, 'post views could not be written')
    return 0
  }
}

const postPath = new RegExp(`^/(?:en/)?(?:${FORUM_SLUG}|forum|community-forum/post)/(\\d{1,10})(?:\\.data)?$`)

/** The post a page address shows, if it is a post page (in either language, or its data). */
export function postIdOfPath(path: string): number | null {
  const match = postPath.exec(path)
  if (!match) return null
  const id = Number(match[1])
  return id > 0 && id <= 2_147_483_647 ? id : null
}
