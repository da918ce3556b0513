import type { SessionUser } from '#app/lib/auth/session.server'
import { actsAs } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { overLimit } from './limits.server'
import { fail, type ForumResult } from './result'

/**
 * Follows a post (told of every new comment) or stops. Writing a post or a comment follows it
 * already; stopping is remembered, so a later comment does not follow it again.
 */
export async function setFollowing(user: SessionUser, postId: number, following: boolean): Promise<ForumResult<{ following: boolean }>> {
  const post = await db().selectFrom('posts').select(['author_id', 'moderation']).where('id', '=', postId).executeTakeFirst()
  const visible = post && (post.moderation === 'active' || post.author_id === user.id || actsAs(user, 'moderator'))
  if (!visible) return fail(404, 'forum.toast.postNotFound')
  const limited = await overLimit(user, 'follow')
  if (limited) return limited
  await db().insertInto('post_follows').values({ post_id: postId, user_id: user.id, following })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doUpdateSet({ following })).execute()
  return { ok: true, following }
}
