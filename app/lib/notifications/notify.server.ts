import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import type { DB } from '#app/lib/db/schema'
import { env } from '#app/lib/env.server'
import { defaultEmail, defaultPush, type NotificationKind } from './kinds'

/**
 * Writing notifications (issue 29, ADR 025, docs/notifications.md). Every writer of the forum,
 * moderation, the guide's corrections and the events calls these inside its own transaction,
 * so a notification exists exactly when what caused it was committed (a comment's many
 * followers through an outbox row committed with it: notifyNewComment). The same statement queues
 * its push and e-mail for the background job (app/features/notifications/deliver.server.ts),
 * by each reader's settings. The words are made only when a notification is shown, in the
 * reader's language, from what the reader may still see; nothing here decides what is shown.
 */

type Executor = Kysely<DB> | Transaction<DB>

export interface NotificationInput {
  kind: NotificationKind
  postId?: number | null
  commentId?: number | null
  /** A group of comments opens at its first comment. */
  anchorCommentId?: number | null
  eventDateId?: number | null
  suggestionId?: number | null
  /** Who did it: never told of their own action. */
  actorId: string
  /** False for a moderator's decision (a moderator is never named) and the readers' reports. */
  named?: boolean
  details?: Record<string, unknown>
  /**
   * Readers with an open group of this key get it updated (count, latest actor) instead of a new
   * notification: comments on one post while unread, likes on one item for an hour.
   */
  group?: string
  /** A group older than this is closed first (likes: 60, so at most one notification per item an hour). */
  groupMinutes?: number
  /** Whether a grown group is sent to phones and e-mail again (comments: yes; likes: no). */
  resendGrown?: boolean
}

/** The morning digest's time: the next 08:00 in Bangladesh (UTC+6 all year). */
export function nextDigestAt(now = new Date()): Date {
  const at = new Date(now)
  at.setUTCHours(2, 0, 0, 0)
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1)
  return at
}


/**
 * Notifies every reader `recipients` (a SELECT of `user_id`) names, except the actor, and queues
 * their push and e-mail. One statement, whatever the number of readers.
 */
export async function notifyAll(executor: Executor, recipients: RawBuilder<unknown>, input: NotificationInput): Promise<void> {
  const group = input.group ?? null
  if (group && input.groupMinutes) {
    await sql`
      UPDATE notifications SET grouping = false
      WHERE grouping AND group_key = ${group} AND created_at < now() - make_interval(mins => ${input.groupMinutes})
        AND user_id IN (SELECT user_id FROM (${recipients}) r)`.execute(executor)
  }
  const actorIds = input.named === false ? [] : [input.actorId]
  await sql`
    WITH recipients AS (${recipients}),
    upserted AS (
      INSERT INTO notifications AS n (user_id, kind, post_id, comment_id, anchor_comment_id, event_date_id, suggestion_id, actor_ids, details, group_key, grouping)
      SELECT DISTINCT r.user_id, ${input.kind}, ${input.postId ?? null}::int, ${input.commentId ?? null}::int, ${input.anchorCommentId ?? null}::int,
        ${input.eventDateId ?? null}::int, ${input.suggestionId ?? null}::int, ${actorIds}::text[], ${JSON.stringify(input.details ?? {})}::jsonb,
        ${group}::text, ${group !== null}::boolean
      FROM recipients r
      WHERE r.user_id IS NOT NULL AND r.user_id IS DISTINCT FROM ${input.actorId}::text
      ON CONFLICT (user_id, group_key) WHERE grouping DO UPDATE SET
        count = n.count + 1,
        actor_ids = (EXCLUDED.actor_ids || array_remove(n.actor_ids, EXCLUDED.actor_ids[1]))[1:20],
        details = EXCLUDED.details,
        updated_at = EXCLUDED.updated_at
      RETURNING n.id, n.user_id, (xmax = 0) AS inserted
    )
    INSERT INTO notification_deliveries (notification_id, user_id, channel, mode, due_at)
    SELECT u.id, u.user_id, d.channel, d.mode, d.due_at
    FROM upserted u
    LEFT JOIN notification_settings s ON s.user_id = u.user_id
    CROSS JOIN LATERAL (VALUES
      ('push', 'now', now(), coalesce((s.push ->> ${input.kind})::boolean, ${defaultPush[input.kind]}::boolean)
        AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = u.user_id AND ps.notifications)),
      ('email', coalesce(s.email ->> ${input.kind}::text, ${defaultEmail[input.kind]}::text),
        CASE WHEN coalesce(s.email ->> ${input.kind}::text, ${defaultEmail[input.kind]}::text) = 'daily' THEN ${nextDigestAt()}::timestamptz
          ELSE now() + make_interval(mins => ${env().NOTIFY_EMAIL_WAIT_MINUTES}) END,
        coalesce(s.email ->> ${input.kind}::text, ${defaultEmail[input.kind]}::text) IN ('soon', 'daily')
        AND EXISTS (SELECT 1 FROM "user" x WHERE x.id = u.user_id AND x."emailVerified"))
    ) AS d (channel, mode, due_at, wanted)
    WHERE d.wanted AND (u.inserted OR ${input.resendGrown ?? false}::boolean)
    ON CONFLICT (notification_id, channel) WHERE done_at IS NULL DO NOTHING`.execute(executor)
}

/** Notifies one reader (never the actor). */
export function notifyUser(executor: Executor, userId: string, input: NotificationInput): Promise<void> {
  return notifyAll(executor, sql`SELECT ${userId}::text AS user_id`, input)
}

/** The reader follows the post, unless they once chose to stop (a later comment does not change that). */
export async function followOnWrite(executor: Executor, postId: number, userId: string) {
  await executor.insertInto('post_follows').values({ post_id: postId, user_id: userId })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing()).execute()
}

/**
 * Followers a comment's own transaction tells; beyond this many, a row of the outbox
 * (`notification_fanouts`) is written instead, and the delivery job tells them a moment after the
 * commit (expandFanouts). A thousand followers cost a comment 35-75 ms written at once.
 */
export const DIRECT_FOLLOWERS = 100

/**
 * Whether `reader` was told of this comment as a mention (issue 44): they are not told of it a
 * second time as a comment on their post or on a post they follow. Mentions are told first.
 */
const toldOfMention = (postId: number, commentId: number, reader: RawBuilder<unknown>) => sql`
  NOT EXISTS (SELECT 1 FROM notifications m WHERE m.kind = 'mention' AND m.post_id = ${postId} AND m.comment_id = ${commentId} AND m.user_id = ${reader})`

/**
 * A new comment: its post's author is told (unless they stopped following their own post), and
 * everyone else who follows the post; the commenter follows it from now on.
 */
export async function notifyNewComment(executor: Executor, postId: number, commentId: number, actorId: string) {
  await notifyAll(executor, sql`
    SELECT p.author_id AS user_id FROM posts p
    WHERE p.id = ${postId} AND NOT EXISTS (SELECT 1 FROM post_follows f WHERE f.post_id = p.id AND f.user_id = p.author_id AND NOT f.following)
      AND ${toldOfMention(postId, commentId, sql.ref('p.author_id'))}`,
  { kind: 'comment', postId, anchorCommentId: commentId, actorId, group: `comments:${postId}`, resendGrown: true })
  // Counting the followers and writing the outbox row are one statement: one round trip fewer
  // on the path of every comment on a much-followed post.
  const { rows } = await sql<{ id: string }>`
    INSERT INTO notification_fanouts (post_id, comment_id, actor_id)
    SELECT ${postId}::int, ${commentId}::int, ${actorId}::text
    WHERE (SELECT count(*) FROM (SELECT 1 FROM post_follows WHERE post_id = ${postId} AND following LIMIT ${DIRECT_FOLLOWERS + 1}) followers) > ${DIRECT_FOLLOWERS}
    RETURNING id`.execute(executor)
  if (rows.length === 0) await notifyFollowers(executor, postId, commentId, actorId)
  await followOnWrite(executor, postId, actorId)
}

/** Tells everyone following a post but its author of a comment (grouped per post while unread). */
function notifyFollowers(executor: Executor, postId: number, commentId: number, actorId: string) {
  return notifyAll(executor, sql`
    SELECT f.user_id FROM post_follows f JOIN posts p ON p.id = f.post_id
    WHERE f.post_id = ${postId} AND f.following AND f.user_id <> p.author_id AND ${toldOfMention(postId, commentId, sql.ref('f.user_id'))}`,
  { kind: 'followed-comment', postId, anchorCommentId: commentId, actorId, group: `comments:${postId}`, resendGrown: true })
}

/**
 * Writes the followers' notifications of the comments waiting in the outbox, oldest first, each
 * in its own transaction with the outbox row's removal. A process claims a row for two minutes,
 * so several processes never expand the same one (and a crashed one's row is taken up again). A
 * comment deleted or hidden, or a post no longer visible, in the meantime tells nobody.
 */
export async function expandFanouts(database: Kysely<DB>, now = new Date()): Promise<number> {
  let expanded = 0
  for (;;) {
    const { rows } = await sql<{ id: string; post_id: number; comment_id: number; actor_id: string }>`
      UPDATE notification_fanouts SET claimed_until = ${new Date(now.getTime() + 120_000)}
      WHERE id = (SELECT id FROM notification_fanouts WHERE claimed_until IS NULL OR claimed_until < ${now} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, post_id, comment_id, actor_id`.execute(database)
    const fanout = rows[0]
    if (!fanout) return expanded
    await database.transaction().execute(async (trx) => {
      const live = await trx.selectFrom('comments as c').innerJoin('posts as p', 'p.id', 'c.post_id').select('c.id')
        .where('c.id', '=', fanout.comment_id).where('c.moderation', '=', 'active').where('p.moderation', '=', 'active').executeTakeFirst()
      if (live) await notifyFollowers(trx, fanout.post_id, fanout.comment_id, fanout.actor_id)
      await trx.deleteFrom('notification_fanouts').where('id', '=', fanout.id).execute()
    })
    expanded++
  }
}
