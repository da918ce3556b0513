import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '#app/lib/db/schema'
import { notifyAll } from '#app/lib/notifications/notify.server'

type Executor = Kysely<DB> | Transaction<DB>

/**
 * Tells the members a post or comment mentions (its stored `mentions`), inside the transaction
 * that wrote it (issue 44 §1, docs/forum.md "Mentions"). Every "never" is here, so no writer
 * can forget one:
 *  - nobody while the post, or the comment, is not active (waiting for review, hidden, removed):
 *    approving it calls this again (app/features/forum/review-decisions.server.ts);
 *  - never a banned or suspended member, never the writer (notifyAll);
 *  - never twice for one text: an edit tells only the members it adds.
 * An anonymous post's author is named by the notification's view as "the asker" or "the post's
 * anonymous author" (app/features/notifications/view.server.ts, actorOf), never by name.
 */
export async function notifyMentions(executor: Executor, item: { postId: number; commentId: number | null; actorId: string }): Promise<void> {
  const { postId, commentId, actorId } = item
  await notifyAll(executor, sql`
    SELECT pr.id AS user_id
    FROM posts p
    LEFT JOIN comments c ON c.id = ${commentId}::int AND c.post_id = p.id
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN ${commentId}::int IS NULL THEN p.mentions ELSE c.mentions END) m
    JOIN profiles pr ON pr.id = m ->> 'id'
    WHERE p.id = ${postId} AND p.moderation = 'active' AND (${commentId}::int IS NULL OR c.moderation = 'active')
      AND NOT pr.banned AND (pr.suspended_until IS NULL OR pr.suspended_until <= now())
      AND NOT EXISTS (
        SELECT 1 FROM notifications n
        WHERE n.kind = 'mention' AND n.post_id = ${postId} AND n.comment_id IS NOT DISTINCT FROM ${commentId}::int AND n.user_id = pr.id)`,
  { kind: 'mention', postId, commentId, actorId })
}
