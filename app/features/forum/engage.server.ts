import { sql, type Transaction } from 'kysely'
import { writeBlock } from '#app/lib/auth/can-write.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { DB, ItemType } from '#app/lib/db/schema'
import { env } from '#app/lib/env.server'
import { publish } from '#app/lib/events.server'
import { notifyUser } from '#app/lib/notifications/notify.server'
import { overLimit } from './limits.server'
import { fail, type ForumResult } from './result'
import { reportKinds, validateReport, type ReportKind } from './schema'
import { isBlank, tidy } from '#app/lib/user-text'

const table = (type: ItemType) => (type === 'post' ? 'posts' : 'comments') as 'posts'

/** The post a comment belongs to, for the live count event. */
async function postOf(type: ItemType, id: number, executor = db()) {
  if (type === 'post') return id
  const row = await executor.selectFrom('comments').select('post_id').where('id', '=', id).executeTakeFirst()
  return row?.post_id ?? null
}

async function publishCounts(postId: number) {
  const counts = await db().selectFrom('posts').select(['like_count', 'comment_count']).where('id', '=', postId).executeTakeFirst()
  if (counts) await publish(db(), 'forum', { type: 'counts', id: postId, likes: counts.like_count, comments: counts.comment_count })
}

/**
 * Sets the user's like on a post or comment to `liked`. The like row and the counter change in
 * one statement each way, so counters never drift from the rows, even under concurrent clicks:
 * the primary key refuses a second like, and only a row actually added or deleted moves the count.
 * A like added tells the item's author, grouped per item for an hour, in the same transaction.
 */
export async function setLike(user: SessionUser, type: ItemType, id: number, liked: boolean): Promise<ForumResult<{ liked: boolean; count: number }>> {
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  const limited = await overLimit(user, 'like')
  if (limited) return limited
  const item = await db().selectFrom(table(type)).select(['id', 'moderation', 'author_id']).where('id', '=', id).executeTakeFirst()
  if (!item || item.moderation !== 'active') return fail(404, type === 'post' ? 'forum.toast.postNotFound' : 'forum.toast.actionFailed')
  const postId = await postOf(type, id)
  const counter = sql.table(table(type))
  const count = await db().transaction().execute(async (trx) => {
    const { rows } = liked
      ? await sql<{ like_count: number; changed: number }>`
          WITH added AS (
            INSERT INTO likes (user_id, item_type, item_id) VALUES (${user.id}, ${type}, ${id})
            ON CONFLICT DO NOTHING RETURNING 1
          )
          UPDATE ${counter} SET like_count = like_count + (SELECT count(*) FROM added)
          WHERE id = ${id} RETURNING like_count, (SELECT count(*) FROM added)::int AS changed`.execute(trx)
      : await sql<{ like_count: number; changed: number }>`
          WITH removed AS (
            DELETE FROM likes WHERE user_id = ${user.id} AND item_type = ${type} AND item_id = ${id} RETURNING 1
          )
          UPDATE ${counter} SET like_count = GREATEST(like_count - (SELECT count(*) FROM removed), 0)
          WHERE id = ${id} RETURNING like_count, (SELECT count(*) FROM removed)::int AS changed`.execute(trx)
    if (liked && rows[0]?.changed && postId !== null) {
      await notifyUser(trx, item.author_id, {
        kind: 'like', postId, commentId: type === 'comment' ? id : null, actorId: user.id,
        group: `like:${type}:${id}`, groupMinutes: 60,
      })
    }
    return rows[0]?.like_count ?? 0
  })
  if (type === 'post' && postId !== null) await publishCounts(postId)
  // A comment's count shows on its post's page only: that cached page is dropped.
  if (type === 'comment' && postId !== null) await publish(db(), 'forum', { type: 'comment-changed', id: postId })
  return { ok: true, liked, count }
}

/**
 * Reports a post or comment, once per user, with a reason. When enough different people have
 * reported it (REPORT_HIDE_THRESHOLD, 3 by default) it is hidden from lists until a moderator
 * reviews it: one report alone can silence no one.
 */
export async function report(user: SessionUser, type: ItemType, id: number, kind: string, reason: string): Promise<ForumResult<{ hidden: boolean }>> {
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  const reasonKind: ReportKind = reportKinds.includes(kind as ReportKind) ? (kind as ReportKind) : 'other'
  const invalid = validateReport(reason, reasonKind)
  if (invalid) return fail(400, invalid, { field: 'reason' })
  const item = await db().selectFrom(table(type)).select(['author_id', 'moderation']).where('id', '=', id).executeTakeFirst()
  if (!item || item.moderation === 'removed') return fail(404, type === 'post' ? 'forum.toast.postNotFound' : 'forum.toast.actionFailed')
  if (item.author_id === user.id) return fail(403, 'forum.error.reportOwn')
  const limited = await overLimit(user, 'report')
  if (limited) return limited
  const threshold = env().REPORT_HIDE_THRESHOLD
  const outcome = await db().transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('reports')
      .values({
        user_id: user.id, item_type: type, item_id: id, reason_kind: reasonKind, reason: isBlank(reason) ? '' : tidy(reason), created_at: undefined,
        // A trusted member's spam report weighs double (issue 43 §4).
        weight: reasonKind === 'spam' && user.trustLevel === 'trusted' ? 2 : 1,
      })
      .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return 'duplicate' as const
    const row = await trx
      .updateTable(table(type))
      .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
      .where('id', '=', id)
      .returning(['report_count', 'moderation'])
      .executeTakeFirstOrThrow()
    if (row.moderation === 'active' && reasonKind === 'spam' && await spamWeight(trx, type, id) >= SPAM_HIDE_WEIGHT) {
      await hideAsSpam(trx, type, id, item.author_id, user.id)
      return 'hidden' as const
    }
    if (row.moderation === 'active' && row.report_count >= threshold) {
      await trx.updateTable(table(type)).set({ moderation: 'hidden' }).where('id', '=', id).execute()
      const postId = await postOf(type, id, trx)
      // A hidden comment is no longer the question's answer (the asker may choose it again once restored).
      if (type === 'comment') await trx.updateTable('posts').set({ answer_comment_id: null }).where('answer_comment_id', '=', id).execute()
      await notifyUser(trx, item.author_id, {
        kind: 'moderation', postId, commentId: type === 'comment' ? id : null, actorId: user.id, named: false, details: { itemType: type, state: 'hidden', by: 'reports' },
      })
      if (type === 'post') await publish(trx, 'forum', { type: 'post-gone', id })
      else await publish(trx, 'forum', { type: 'comment-changed', id: postId })
      return 'hidden' as const
    }
    return 'reported' as const
  })
  if (outcome === 'duplicate') return fail(409, 'forum.toast.alreadyReported')
  return { ok: true, hidden: outcome === 'hidden' }
}

/** Spam reports weighing this much (a trusted member's counting 2) hide the item at once. */
export const SPAM_HIDE_WEIGHT = 3

async function spamWeight(trx: Transaction<DB>, type: ItemType, id: number): Promise<number> {
  const row = await trx.selectFrom('reports').select(sql<number>`coalesce(sum(weight), 0)::int`.as('weight'))
    .where('item_type', '=', type).where('item_id', '=', id).where('reason_kind', '=', 'spam').where('status', '=', 'open')
    .executeTakeFirstOrThrow()
  return row.weight
}

/**
 * Readers agree it is spam: the item is hidden, its author silenced (they can read, not write)
 * and both wait in the queue for a moderator, who confirms or restores in one action
 * (app/features/moderation/spam.server.ts). A moderator's or admin's writing is hidden, never
 * their account silenced.
 */
async function hideAsSpam(trx: Transaction<DB>, type: ItemType, id: number, authorId: string, reporterId: string) {
  await trx.updateTable(table(type)).set({ moderation: 'hidden' }).where('id', '=', id).execute()
  await trx.updateTable('profiles').set({ silenced_at: new Date() }).where('id', '=', authorId).where('role', '=', 'member').where('silenced_at', 'is', null).execute()
  const postId = await postOf(type, id, trx)
  if (type === 'comment') await trx.updateTable('posts').set({ answer_comment_id: null }).where('answer_comment_id', '=', id).execute()
  await notifyUser(trx, authorId, {
    kind: 'moderation', postId, commentId: type === 'comment' ? id : null, actorId: reporterId, named: false, details: { itemType: type, state: 'hidden', by: 'spam-reports' },
  })
  if (type === 'post') await publish(trx, 'forum', { type: 'post-gone', id })
  else await publish(trx, 'forum', { type: 'comment-changed', id: postId })
}

export { publishCounts }
