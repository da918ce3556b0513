import { sql } from 'kysely'
import { writeAudit } from '#app/lib/audit.server'
import { writeBlock } from '#app/lib/auth/can-write.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { Resolution } from '#app/lib/db/schema'
import { publish } from '#app/lib/events.server'
import { notifyUser } from '#app/lib/notifications/notify.server'
import { overLimit } from './limits.server'
import { fail, type ForumResult } from './result'

/**
 * Marks a comment as the answer to a question, or (`commentId` null) unmarks it. The asker may,
 * and a moderator who has completed two-step sign-in (ADR 016); nobody else. Choosing an answer
 * marks an open question resolved; the comment's author is told (never of their own choice). A
 * moderator's choice is in the audit log, and the moderator is not named to the author.
 */
export async function chooseAnswer(user: SessionUser, postId: number, commentId: number | null): Promise<ForumResult<{ answerCommentId: number | null }>> {
  const post = await db().selectFrom('posts').select(['author_id', 'category', 'moderation', 'answer_comment_id']).where('id', '=', postId).executeTakeFirst()
  if (!post || post.moderation !== 'active') return fail(404, 'forum.toast.postNotFound')
  if (post.category !== 'question') return fail(400, 'forum.error.notQuestion')
  const asker = post.author_id === user.id
  const moderator = !asker && actsAs(user, 'moderator')
  if (!asker && !moderator) return fail(403, 'forum.error.answerOwnQuestion')
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  const limited = await overLimit(user, 'answer')
  if (limited) return limited
  let answerAuthor: string | null = null
  if (commentId !== null) {
    const comment = await db().selectFrom('comments').select(['post_id', 'author_id', 'moderation']).where('id', '=', commentId).executeTakeFirst()
    if (!comment || comment.post_id !== postId || comment.moderation !== 'active') return fail(404, 'forum.toast.actionFailed')
    answerAuthor = comment.author_id
  }
  if (post.answer_comment_id === commentId) return { ok: true, answerCommentId: commentId }
  await db().transaction().execute(async (trx) => {
    await trx.updateTable('posts')
      .set({
        answer_comment_id: commentId,
        // An open question with an answer is resolved; unmarking leaves the status to its asker.
        resolution: sql<Resolution>`CASE WHEN resolution = 'open' AND ${commentId !== null} THEN 'resolved' ELSE resolution END`,
        updated_at: new Date(),
      })
      .where('id', '=', postId).execute()
    if (commentId !== null && answerAuthor) {
      await notifyUser(trx, answerAuthor, { kind: 'answer', postId, commentId, actorId: user.id, named: asker })
    }
    if (moderator) {
      await writeAudit(trx, { actorId: user.id, action: commentId === null ? 'unmark-answer' : 'mark-answer', targetType: 'post', targetId: postId, details: { commentId, before: post.answer_comment_id } })
    }
    await publish(trx, 'forum', { type: 'post-changed', id: postId })
  })
  return { ok: true, answerCommentId: commentId }
}
