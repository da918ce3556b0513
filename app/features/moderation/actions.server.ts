import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { ItemType, Role } from '#app/lib/db/schema'
import { publish } from '#app/lib/events.server'
import { notifyAll, notifyUser } from '#app/lib/notifications/notify.server'
import { sql } from 'kysely'
import type { MessageKey } from '#app/i18n/i18n'
import { isBlank, tidy } from '#app/lib/user-text'

export type ModResult = { ok: true } | { ok: false; status: number; error: { message: MessageKey } }

const fail = (status: number, message: MessageKey): ModResult => ({ ok: false, status, error: { message } })
const table = (type: ItemType) => (type === 'post' ? 'posts' : 'comments') as 'posts'
const clean = (reason: string | null | undefined) => (reason && !isBlank(reason) ? Array.from(tidy(reason)).slice(0, 500).join('') : null)

export type ItemAction = 'keep' | 'hide' | 'remove'

/**
 * A moderator's decision on a reported post or comment (Discourse's shape: check, then one
 * transaction that changes the item, settles its reports and writes the audit row).
 * keep: the reports are dismissed and a hidden item comes back; hide: out of lists, its author
 * still sees it with the reason; remove: a soft delete, the author sees "removed by a moderator".
 */
export async function moderateItem(moderator: SessionUser, type: ItemType, id: number, action: ItemAction, reason: string): Promise<ModResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  if (!['keep', 'hide', 'remove'].includes(action)) return fail(400, 'moderation.error.invalid')
  const why = clean(reason)
  if (action !== 'keep' && !why) return fail(400, 'moderation.error.reasonRequired')
  const item = await db().selectFrom(table(type)).select(['id', 'moderation', 'author_id']).where('id', '=', id).executeTakeFirst()
  if (!item) return fail(404, 'moderation.error.notFound')
  const postId = type === 'post' ? id : (await db().selectFrom('comments').select('post_id').where('id', '=', id).executeTakeFirst())?.post_id ?? null
  await db().transaction().execute(async (trx) => {
    let reporters
    if (action === 'keep') {
      await trx.updateTable(table(type))
        .set({ moderation: item.moderation === 'hidden' ? 'active' : item.moderation, moderation_reason: null, report_count: 0, flagged_for: null })
        .where('id', '=', id).execute()
      reporters = await trx.updateTable('reports').set({ status: 'dismissed' }).where('item_type', '=', type).where('item_id', '=', id).where('status', '=', 'open').returning('user_id').execute()
    } else {
      await trx.updateTable(table(type))
        .set({ moderation: action === 'hide' ? 'hidden' : 'removed', moderation_reason: why, flagged_for: null })
        .where('id', '=', id).execute()
      reporters = await trx.updateTable('reports').set({ status: 'actioned' }).where('item_type', '=', type).where('item_id', '=', id).where('status', '=', 'open').returning('user_id').execute()
      // A hidden or removed comment is no longer the question's answer.
      if (type === 'comment') await trx.updateTable('posts').set({ answer_comment_id: null }).where('answer_comment_id', '=', id).execute()
    }
    // The readers who reported it learn what came of it, and its author what happened to it.
    // Neither is told who decided.
    const commentId = type === 'comment' ? id : null
    if (reporters.length) {
      await notifyAll(trx, sql`SELECT unnest(${reporters.map((r) => r.user_id)}::text[]) AS user_id`, {
        kind: 'report', postId, commentId, actorId: moderator.id, named: false, details: { itemType: type, outcome: action === 'keep' ? 'kept' : action === 'hide' ? 'hidden' : 'removed' },
      })
    }
    const state = action === 'keep' ? (item.moderation === 'hidden' ? 'restored' : null) : action === 'hide' ? 'hidden' : 'removed'
    if (state && state !== item.moderation) {
      await notifyUser(trx, item.author_id, { kind: 'moderation', postId, commentId, actorId: moderator.id, named: false, details: { itemType: type, state, by: 'moderator', reason: why } })
    }
    await writeAudit(trx, { actorId: moderator.id, action, targetType: type, targetId: id, reason: why, details: { before: item.moderation } })
    // Lists change: a post comes back or goes away.
    await publish(trx, 'forum', type === 'post' && action !== 'keep' ? { type: 'post-gone', id } : { type: 'moderated', itemType: type, id })
  })
  return { ok: true }
}

/** A moderator marks a question or complaint open, resolved or closed, with a public note. */
export async function resolvePost(moderator: SessionUser, postId: number, resolution: string, note: string): Promise<ModResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  if (!['open', 'resolved', 'closed'].includes(resolution)) return fail(400, 'moderation.error.invalid')
  const post = await db().selectFrom('posts').select(['category', 'resolution', 'author_id']).where('id', '=', postId).executeTakeFirst()
  if (!post) return fail(404, 'moderation.error.notFound')
  if (post.category !== 'question' && post.category !== 'complaint') return fail(400, 'moderation.error.notResolvable')
  const publicNote = clean(note)
  await db().transaction().execute(async (trx) => {
    await trx.updateTable('posts')
      .set({ resolution: resolution as 'open' | 'resolved' | 'closed', resolution_note: publicNote, updated_at: new Date() })
      .where('id', '=', postId).execute()
    if (post.resolution !== resolution) {
      // Reopening is a resolution too: "open" after "resolved" or "closed".
      await notifyUser(trx, post.author_id, { kind: 'resolution', postId, actorId: moderator.id, named: false, details: { resolution, note: publicNote } })
    }
    await writeAudit(trx, { actorId: moderator.id, action: 'resolve', targetType: 'post', targetId: postId, reason: publicNote, details: { from: post.resolution, to: resolution } })
    await publish(trx, 'forum', { type: 'moderated', itemType: 'post', id: postId })
  })
  return { ok: true }
}

const rank: Record<Role, number> = { member: 0, moderator: 1, admin: 2 }

export type UserAction = 'suspend' | 'ban' | 'lift'
export const SUSPENSION_DAYS = [1, 3, 7, 30] as const

/**
 * Suspends (for 1, 3, 7 or 30 days) or bans a user, or lifts it. They can still read; they
 * cannot write, and every session they have ends now. A moderator acts only on members; an
 * admin also on moderators; nobody on an admin or on themselves.
 */
export async function moderateUser(moderator: SessionUser, userId: string, action: UserAction, reason: string, days?: number): Promise<ModResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  const target = await db().selectFrom('profiles').select(['id', 'role', 'banned', 'suspended_until']).where('id', '=', userId).executeTakeFirst()
  if (!target) return fail(404, 'moderation.error.notFound')
  if (target.id === moderator.id || rank[target.role] >= rank[moderator.role]) return fail(403, 'moderation.error.notOverThem')
  const why = clean(reason)
  if (action !== 'lift' && !why) return fail(400, 'moderation.error.reasonRequired')
  if (action === 'suspend' && !SUSPENSION_DAYS.includes(days as (typeof SUSPENSION_DAYS)[number])) return fail(400, 'moderation.error.invalid')
  if (!['suspend', 'ban', 'lift'].includes(action)) return fail(400, 'moderation.error.invalid')
  await db().transaction().execute(async (trx) => {
    const until = action === 'suspend' ? new Date(Date.now() + days! * 24 * 3600 * 1000) : null
    await trx.updateTable('profiles')
      .set(action === 'lift'
        ? { banned: false, suspended_until: null, moderation_reason: null, silenced_at: null }
        : { banned: action === 'ban', suspended_until: until, moderation_reason: why })
      .where('id', '=', userId).execute()
    if (action !== 'lift') await trx.deleteFrom('session').where('userId', '=', userId).execute()
    await writeAudit(trx, { actorId: moderator.id, action, targetType: 'user', targetId: userId, reason: why, details: { days: days ?? null, until: until?.toISOString() ?? null } })
  })
  return { ok: true }
}
