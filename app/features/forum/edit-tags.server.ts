import { sql } from 'kysely'
import { writeAudit } from '#app/lib/audit.server'
import { writeBlock } from '#app/lib/auth/can-write.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { publish } from '#app/lib/events.server'
import { cleanText } from '#app/lib/user-text'
import { checkTexts, wordRefusal } from '#app/lib/watched-words/words.server'
import { overLimit } from './limits.server'
import { fail, type ForumResult } from './result'
import { keepRevision } from './revisions.server'
import { parseTags, TAG_MAX, TAGS_MAX } from './schema'

/** The most a tags field may hold before it is even read (ten tags of thirty letters, commas, spaces). */
const FIELD_MAX = 1000

/**
 * Who may edit the tags of anyone's post (issue 43 §1): trusted members, and moderators who
 * completed two-step sign-in (ADR 016).
 */
export function mayEditTags(user: SessionUser | null): boolean {
  return !!user && (user.trustLevel === 'trusted' || actsAs(user, 'moderator'))
}

/**
 * Replaces the tags of a visible post (a trusted member tidying them, so neighbours find it).
 * The tags go through the forum's own rules (parseTags); too many or too long is refused with a
 * message rather than cut silently. Audited ('tags' on the post, from and to) so an admin can see
 * who changed what; lists and the post's page refresh like after an edit.
 */
export async function editTags(user: SessionUser, postId: number, field: string): Promise<ForumResult<{ tags: string[] }>> {
  const blocked = writeBlock(user)
  if (blocked) return fail(403, blocked)
  if (!mayEditTags(user)) return fail(403, 'trust.tags.forbidden')
  const post = await db().selectFrom('posts').select(['moderation', 'tags', 'author_id']).where('id', '=', postId).executeTakeFirst()
  if (!post || post.moderation !== 'active') return fail(404, 'forum.toast.postNotFound')
  const given = field.length > FIELD_MAX ? null : field.split(',').map((t) => cleanText(t).trim().replace(/^#+/, '')).filter((t) => t !== '')
  if (given === null || given.length > TAGS_MAX) return fail(400, 'trust.tags.tooMany', { field: 'tags', vars: { max: TAGS_MAX } })
  // Measured as parseTags cuts them: in code points.
  if (given.some((t) => Array.from(t).length > TAG_MAX)) return fail(400, 'trust.tags.tooLong', { field: 'tags', vars: { max: TAG_MAX } })
  const tags = parseTags(field)
  if (tags.join('\n') === post.tags.join('\n')) return { ok: true, tags }
  const limited = await overLimit(user, 'tags')
  if (limited) return limited
  // Watched words (docs/moderation.md): someone else's post never goes back to the queue for a
  // tag, so "review" is refused like "block" (naming the rule, never the word); "flag" publishes
  // and puts the post in the queue for a look.
  const words = await checkTexts([tags.join(', ')])
  if (words && words.action !== 'flag') return fail(400, wordRefusal(words).message, { field: 'tags', vars: wordRefusal(words).vars })
  await db().transaction().execute(async (trx) => {
    // The history keeps the tags replaced (issue 44 §4): someone else's change always, marked as a
    // moderator's edit; the author's own like any edit of theirs, past its minutes of grace.
    const byOther = post.author_id !== user.id
    const kept = await keepRevision(trx, 'post', postId, { id: user.id, byModerator: byOther, always: byOther })
    await trx.updateTable('posts').set({ tags, ...(kept ? { edited_at: sql<Date>`now()` } : {}), ...(words ? { flagged_for: `word:${words.rule}` } : {}) }).where('id', '=', postId).execute()
    await writeAudit(trx, { actorId: user.id, action: 'tags', targetType: 'post', targetId: postId, details: { from: post.tags, to: tags } })
  })
  // Lists and the post's page, cached or kept (page cache, shared lists), show the new tags.
  await publish(db(), 'forum', { type: 'post-changed', id: postId })
  return { ok: true, tags }
}
