import { writeBlock } from '#app/lib/auth/can-write.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { publish } from '#app/lib/events.server'
import { notifyNewComment } from '#app/lib/notifications/notify.server'
import { publishCounts } from './engage.server'
import { newAccountLimit, newMemberMentionLimit, overLimit } from './limits.server'
import { resolveMentions } from '#app/lib/mentions/resolve.server'
import { notifyMentions } from '#app/lib/mentions/notify.server'
import { fail, type ForumResult } from './result'
import { validateComment } from './schema'
import { tidy } from '#app/lib/user-text'
import { checkTexts, wordRefusal } from '#app/lib/watched-words/words.server'
import { fingerprintFor, holdFor, holdOtherCopies } from './review.server'

/**
 * Adds a comment to a visible post. In the same transaction: the post's comment count, the
 * notifications of the members it mentions, of its author and followers, and the commenter's
 * following of the post. `mentionIds`: the members the composer's suggestions picked (issue 44).
 */
export async function addComment(user: SessionUser, postId: number, content: string, options: { mentionIds?: string[] } = {}): Promise<ForumResult<{ id: number; held: boolean }>> {
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  const invalid = validateComment(content)
  if (invalid) return fail(400, invalid, { field: 'content' })
  const post = await db().selectFrom('posts').select('moderation').where('id', '=', postId).executeTakeFirst()
  if (!post || post.moderation !== 'active') return fail(404, 'forum.toast.postNotFound')
  const words = await checkTexts([content])
  if (words?.action === 'block') return fail(400, wordRefusal(words).message, { field: 'content', vars: wordRefusal(words).vars })
  const { mentions, memberIds } = await resolveMentions(tidy(content), { postId, picked: options.mentionIds })
  const tooMany = newMemberMentionLimit(user, memberIds)
  if (tooMany) return tooMany
  const limited = (await newAccountLimit(user, content, false, { isComment: true })) ?? (await overLimit(user, 'comment'))
  if (limited) return limited
  const fingerprint = fingerprintFor(content)
  const held = await holdFor(user, 'comment', words, fingerprint)
  let takenDown: number[] = []
  const id = await db().transaction().execute(async (trx) => {
    if (held === 'duplicate') takenDown = await holdOtherCopies(trx, 'comment', fingerprint)
    const row = await trx
      .insertInto('comments')
      .values({
        post_id: postId, author_id: user.id, content: tidy(content), created_at: undefined, updated_at: undefined, fingerprint, mentions: JSON.stringify(mentions),
        ...(held ? { moderation: 'pending', held_for: held, held_at: new Date() } : {}),
        flagged_for: !held && words?.action === 'flag' ? `word:${words.rule}` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // A comment waiting for a moderator is counted, and told to the post's readers, when approved
    // (app/features/moderation/review.server.ts); until then only its author sees it.
    if (!held) {
      await trx.updateTable('posts').set((eb) => ({ comment_count: eb('comment_count', '+', 1) })).where('id', '=', postId).execute()
      // Mentions first: whoever is told of the comment by a mention is not told of it again.
      await notifyMentions(trx, { postId, commentId: row.id, actorId: user.id })
      await notifyNewComment(trx, postId, row.id, user.id)
    }
    return row.id
  })
  if (!held) await publishCounts(postId)
  // The author's own view of the post's page (kept rows) shows the waiting comment; other copies leave.
  else for (const post of new Set([postId, ...takenDown])) await publish(db(), 'forum', { type: 'comment-changed', id: post })
  return { ok: true, id, held: held !== null }
}

/** Edits one's own comment; the members it newly mentions are told (issue 44). */
export async function editComment(user: SessionUser, id: number, content: string, options: { mentionIds?: string[] } = {}): Promise<ForumResult> {
  const comment = await db().selectFrom('comments').select(['author_id', 'post_id', 'moderation']).where('id', '=', id).executeTakeFirst()
  if (!comment || comment.moderation === 'removed') return fail(404, 'forum.toast.actionFailed')
  if (comment.author_id !== user.id) return fail(403, 'forum.error.editOwnComment')
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  const invalid = validateComment(content)
  if (invalid) return fail(400, invalid, { field: 'content' })
  const words = await checkTexts([content])
  if (words?.action === 'block') return fail(400, wordRefusal(words).message, { field: 'content', vars: wordRefusal(words).vars })
  // An edit is checked like a new text: a watched word's "review" takes the comment down to wait.
  const holdNow = words?.action === 'review' && user.role === 'member' && comment.moderation === 'active'
  const { mentions, memberIds } = await resolveMentions(tidy(content), { postId: comment.post_id, picked: options.mentionIds })
  const tooMany = newMemberMentionLimit(user, memberIds)
  if (tooMany) return tooMany
  await db().transaction().execute(async (trx) => {
    await trx.updateTable('comments').set({
      content: tidy(content), updated_at: new Date(), fingerprint: fingerprintFor(content), mentions: JSON.stringify(mentions),
      ...(holdNow ? { moderation: 'pending', held_for: `word:${words.rule}`, held_at: new Date() } : {}),
      ...(words?.action === 'flag' && comment.moderation === 'active' ? { flagged_for: `word:${words.rule}` } : {}),
    }).where('id', '=', id).execute()
    // Only those not told before, and only while the comment and its post are visible.
    await notifyMentions(trx, { postId: comment.post_id, commentId: id, actorId: user.id })
  })
  // Visitors' cached copy of the post's page is dropped at once (server/page-cache.ts).
  await publish(db(), 'forum', { type: 'comment-changed', id: comment.post_id })
  return { ok: true }
}

/** Deletes one's own comment, its likes and reports; the post's count moves with it. */
export async function deleteComment(user: SessionUser, id: number): Promise<ForumResult<{ postId: number }>> {
  const comment = await db().selectFrom('comments').select(['author_id', 'post_id', 'moderation']).where('id', '=', id).executeTakeFirst()
  if (!comment) return fail(404, 'forum.toast.actionFailed')
  if (comment.author_id !== user.id) return fail(403, 'forum.error.deleteOwnComment')
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  // As with posts: a hidden or removed comment keeps its reports until a moderator decides.
  // A comment waiting for a moderator is the author's to withdraw (it was never counted).
  if (comment.moderation !== 'active' && comment.moderation !== 'pending') return fail(409, 'forum.error.deleteModerated')
  await db().transaction().execute(async (trx) => {
    await trx.deleteFrom('likes').where('item_type', '=', 'comment').where('item_id', '=', id).execute()
    await trx.deleteFrom('reports').where('item_type', '=', 'comment').where('item_id', '=', id).execute()
    await trx.deleteFrom('comments').where('id', '=', id).execute()
    if (comment.moderation === 'active') await trx
      .updateTable('posts')
      .set((eb) => ({ comment_count: eb.fn('greatest', [eb('comment_count', '-', 1), eb.lit(0)]) }))
      .where('id', '=', comment.post_id)
      .execute()
  })
  await publishCounts(comment.post_id)
  return { ok: true, postId: comment.post_id }
}
