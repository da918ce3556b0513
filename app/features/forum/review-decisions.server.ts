import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { ItemType } from '#app/lib/db/schema'
import { publish } from '#app/lib/events.server'
import { notifyNewComment, notifyUser } from '#app/lib/notifications/notify.server'
import { notifyMentions } from '#app/lib/mentions/notify.server'
import { isBlank, tidy } from '#app/lib/user-text'
import { publishCounts } from './engage.server'
import { toPostView } from './post-view.server'
import { getPostRow } from './queries.server'
import { fail, type ForumResult } from './result'

type ModResult = ForumResult
const clean = (reason: string | null | undefined) => (reason && !isBlank(reason) ? Array.from(tidy(reason)).slice(0, 500).join('') : null)

/**
 * Approves a post or comment that waits for a moderator (issue 43 §2): it is published as if
 * just posted (its time is now, so it is not buried under what came while it waited), the live
 * lists show it, a comment's post's author and followers are told, and its author is told it is
 * up. The author's later writing no longer waits (review_cleared).
 */
export async function approveItem(moderator: SessionUser, type: ItemType, id: number): Promise<ModResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  const now = new Date()
  const done = await db().transaction().execute(async (trx) => {
    const item = type === 'post'
      ? await trx.updateTable('posts').set({ moderation: 'active', held_for: null, held_at: null, moderation_reason: null, created_at: now, updated_at: now })
        .where('id', '=', id).where('moderation', '=', 'pending').returning(['id as postId', 'author_id', 'held_for']).executeTakeFirst()
      : await trx.updateTable('comments').set({ moderation: 'active', held_for: null, held_at: null, moderation_reason: null, created_at: now, updated_at: now })
        .where('id', '=', id).where('moderation', '=', 'pending').returning(['post_id as postId', 'author_id', 'held_for']).executeTakeFirst()
    if (!item) return null
    await trx.updateTable('profiles').set({ review_cleared: true }).where('id', '=', item.author_id).execute()
    // Those it mentions are told now that others can see it (issue 44), before its post's readers.
    await notifyMentions(trx, { postId: item.postId, commentId: type === 'comment' ? id : null, actorId: item.author_id })
    if (type === 'comment') {
      await trx.updateTable('posts').set((eb) => ({ comment_count: eb('comment_count', '+', 1) })).where('id', '=', item.postId).execute()
      // As if just posted: the post's author and its followers are told now.
      await notifyNewComment(trx, item.postId, id, item.author_id)
    }
    await notifyUser(trx, item.author_id, {
      kind: 'moderation', postId: item.postId, commentId: type === 'comment' ? id : null, actorId: moderator.id, named: false,
      details: { itemType: type, state: 'approved', by: 'moderator' },
    })
    await writeAudit(trx, { actorId: moderator.id, action: 'approve', targetType: type, targetId: id, details: { heldFor: item.held_for } })
    return item
  })
  if (!done) return fail(409, 'moderation.error.notWaiting')
  if (type === 'post') {
    const row = await getPostRow(id, null)
    // The live event is built for a reader who is not the author: anonymity holds.
    if (row) await publish(db(), 'forum', { type: 'post-created', post: toPostView(row, null, { preview: true }) })
  } else {
    await publishCounts(done.postId)
    await publish(db(), 'forum', { type: 'comment-changed', id: done.postId })
  }
  return { ok: true }
}

/**
 * Rejects a waiting post or comment: it is removed (never shown), and its author is told why.
 * Nobody else ever saw it, so nobody else is told.
 */
export async function rejectItem(moderator: SessionUser, type: ItemType, id: number, reason: string): Promise<ModResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  const why = clean(reason)
  if (!why) return fail(400, 'moderation.error.reasonRequired')
  const done = await db().transaction().execute(async (trx) => {
    const item = type === 'post'
      ? await trx.updateTable('posts').set({ moderation: 'removed', moderation_reason: why, held_at: null })
        .where('id', '=', id).where('moderation', '=', 'pending').returning(['id as postId', 'author_id', 'held_for']).executeTakeFirst()
      : await trx.updateTable('comments').set({ moderation: 'removed', moderation_reason: why, held_at: null })
        .where('id', '=', id).where('moderation', '=', 'pending').returning(['post_id as postId', 'author_id', 'held_for']).executeTakeFirst()
    if (!item) return null
    await notifyUser(trx, item.author_id, {
      kind: 'moderation', postId: item.postId, commentId: type === 'comment' ? id : null, actorId: moderator.id, named: false,
      details: { itemType: type, state: 'rejected', by: 'moderator', reason: why },
    })
    await writeAudit(trx, { actorId: moderator.id, action: 'reject', targetType: type, targetId: id, reason: why, details: { heldFor: item.held_for } })
    return item
  })
  if (!done) return fail(409, 'moderation.error.notWaiting')
  // The author's own view of the post's page (kept rows) changes.
  await publish(db(), 'forum', type === 'post' ? { type: 'post-changed', id } : { type: 'comment-changed', id: done.postId })
  return { ok: true }
}
