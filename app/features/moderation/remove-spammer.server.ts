import { sql, type Transaction } from 'kysely'
import type { MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { DB, Moderation, Role } from '#app/lib/db/schema'
import { publish } from '#app/lib/events.server'
import { isPlaceholderEmail } from '#app/lib/phone'
import { isBlank, tidy } from '#app/lib/user-text'

/*
 * "Remove spammer" and its undo (issue 43 §4, docs/moderation.md "Spam"). One action hides every
 * post and comment of an account, bans it, ends its sessions and, if asked, blocks its e-mail
 * address and phone number from signing up again. What it changed is kept in
 * spammer_removals.before, so that "undo" within UNDO_DAYS puts back exactly that and nothing
 * a moderator decided since.
 */

/** How long a removal can be undone. */
export const UNDO_DAYS = 7
const DAY_MS = 24 * 3600 * 1000

type Failure = { ok: false; status: number; error: { message: MessageKey } }
export type RemoveResult = { ok: true; removalId: number; posts: number; comments: number } | Failure
export type UndoResult = { ok: true; posts: number; comments: number } | Failure

const fail = (status: number, message: MessageKey): Failure => ({ ok: false, status, error: { message } })
const clean = (reason: string | null | undefined) => (reason && !isBlank(reason) ? Array.from(tidy(reason)).slice(0, 500).join('') : null)
const rank: Record<Role, number> = { member: 0, moderator: 1, admin: 2 }

/** An item's state before the removal: [id, moderation, moderation_reason]. */
type ItemBefore = [number, Moderation, string | null]

/** What a removal changed, as spammer_removals.before keeps it. */
export interface RemovalBefore {
  /** The reason the removal wrote on each item: an item still hidden with it is still as the removal left it. */
  reason: string
  account: { banned: boolean; suspended_until: string | null; silenced_at: string | null; moderation_reason: string | null }
  posts: ItemBefore[]
  comments: ItemBefore[]
  /** Reports that were open on those items and became 'actioned'. */
  reports: number[]
  /** Questions whose chosen answer was one of the hidden comments: [postId, commentId]. */
  answers: Array<[number, number]>
  /** What was added to blocked_identities (normalised). */
  blocked: { email: string | null; phone: string | null }
}

export interface RemoveSpammerOptions { blockEmail: boolean; blockPhone: boolean; reason: string }

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** Hides `ids` of `table` (those still active or pending) with the reason; returns each one's state before. */
async function hideAll(trx: Transaction<DB>, table: 'posts' | 'comments', authorId: string, reason: string): Promise<ItemBefore[]> {
  const { rows } = await sql<{ id: number; moderation: Moderation; moderation_reason: string | null }>`
    WITH before AS (
      SELECT id, moderation, moderation_reason FROM ${sql.table(table)}
      WHERE author_id = ${authorId} AND moderation IN ('active', 'pending')
      FOR UPDATE
    )
    UPDATE ${sql.table(table)} AS item SET moderation = 'hidden', moderation_reason = ${reason}
    FROM before WHERE item.id = before.id
    RETURNING before.id, before.moderation, before.moderation_reason`.execute(trx)
  return rows.map((row) => [row.id, row.moderation, row.moderation_reason] as ItemBefore).sort((a, b) => a[0] - b[0])
}

/**
 * Puts back the items of `before` that are still hidden with the removal's reason (a moderator's
 * later decision on an item wins); returns the ids put back.
 */
async function restoreAll(trx: Transaction<DB>, table: 'posts' | 'comments', before: ItemBefore[], reason: string): Promise<number[]> {
  if (before.length === 0) return []
  const { rows } = await sql<{ id: number }>`
    UPDATE ${sql.table(table)} AS item SET moderation = b.state, moderation_reason = b.reason
    FROM unnest(${before.map((b) => b[0])}::int[], ${before.map((b) => b[1])}::text[], ${before.map((b) => b[2])}::text[]) AS b(id, state, reason)
    WHERE item.id = b.id AND item.moderation = 'hidden' AND item.moderation_reason = ${reason}
    RETURNING item.id`.execute(trx)
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/** Reports of these posts and comments in `status`, by id. */
function reportsOf(trx: Transaction<DB>, postIds: number[], commentIds: number[]) {
  return trx.selectFrom('reports').select('id').where((eb) => eb.or([
    eb.and([eb('item_type', '=', 'post'), eb('item_id', 'in', postIds.length ? postIds : [-1])]),
    eb.and([eb('item_type', '=', 'comment'), eb('item_id', 'in', commentIds.length ? commentIds : [-1])]),
  ]))
}

/**
 * Removes an account as a spammer (moderators and admins with two-step sign-in; a moderator
 * acts only on members, an admin also on moderators, nobody on themselves or an admin). In one
 * transaction: every post and comment of the account that is active or waiting is hidden with
 * the reason and their open reports are actioned; the account is banned and its sessions end;
 * its e-mail address and phone number are blocked from signing up if asked; what it changed is
 * recorded for undo; one audit entry lists it all.
 */
export async function removeSpammer(moderator: SessionUser, userId: string, options: RemoveSpammerOptions): Promise<RemoveResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  const target = typeof userId === 'string' && userId.length <= 100
    ? await db().selectFrom('profiles').select(['id', 'role', 'signup_address']).where('id', '=', userId).executeTakeFirst()
    : undefined
  if (!target) return fail(404, 'moderation.error.notFound')
  if (target.id === moderator.id || rank[target.role] >= rank[moderator.role]) return fail(403, 'moderation.error.notOverThem')
  const why = clean(options.reason)
  if (!why) return fail(400, 'moderation.error.reasonRequired')

  return db().transaction().execute(async (trx): Promise<RemoveResult> => {
    // Locked: two moderators removing the same account at once make one removal, not two.
    const account = await trx.selectFrom('profiles').select(['banned', 'suspended_until', 'silenced_at', 'moderation_reason'])
      .where('id', '=', userId).forUpdate().executeTakeFirstOrThrow()
    const open = await trx.selectFrom('spammer_removals').select('id').where('user_id', '=', userId).where('undone_at', 'is', null)
      .where('created_at', '>', new Date(Date.now() - UNDO_DAYS * DAY_MS)).executeTakeFirst()
    if (open) return fail(409, 'moderation.spammer.error.already')

    const posts = await hideAll(trx, 'posts', userId, why)
    const comments = await hideAll(trx, 'comments', userId, why)
    const postIds = posts.map((p) => p[0])
    const commentIds = comments.map((c) => c[0])
    const reports = (await trx.updateTable('reports').set({ status: 'actioned' }).where('status', '=', 'open')
      .where('id', 'in', reportsOf(trx, postIds, commentIds)).returning('id').execute()).map((r) => r.id).sort((a, b) => a - b)
    // A hidden comment is no longer its question's answer (as moderateItem does).
    const answers = commentIds.length
      ? (await trx.selectFrom('posts').select(['id', 'answer_comment_id']).where('answer_comment_id', 'in', commentIds).execute())
          .map((row) => [row.id, row.answer_comment_id!] as [number, number])
      : []
    if (answers.length) await trx.updateTable('posts').set({ answer_comment_id: null }).where('id', 'in', answers.map((a) => a[0])).execute()

    await trx.updateTable('profiles').set({ banned: true, suspended_until: null, silenced_at: null, moderation_reason: why }).where('id', '=', userId).execute()
    await trx.deleteFrom('session').where('userId', '=', userId).execute()

    const user = await trx.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst()
    const phone = await trx.selectFrom('user_phones').select('phone').where('user_id', '=', userId).executeTakeFirst()
    // An account made with a phone number alone has a stand-in address that nobody can sign up with.
    const email = options.blockEmail && user && !isPlaceholderEmail(user.email) ? user.email.trim().toLowerCase() : null
    const number = options.blockPhone && phone ? phone.phone : null

    const before: RemovalBefore = {
      reason: why,
      account: { banned: account.banned, suspended_until: iso(account.suspended_until), silenced_at: iso(account.silenced_at), moderation_reason: account.moderation_reason },
      posts, comments, reports, answers,
      blocked: { email: null, phone: null },
    }
    const removal = await trx.insertInto('spammer_removals')
      .values({ user_id: userId, removed_by: moderator.id, before: JSON.stringify(before), signup_address: target.signup_address })
      .returning('id').executeTakeFirstOrThrow()
    // Blocked by this removal only if not blocked already: undo then unblocks only what it blocked.
    for (const [kind, value] of [['email', email], ['phone', number]] as const) {
      if (!value) continue
      const added = await trx.insertInto('blocked_identities').values({ kind, value, removal_id: removal.id })
        .onConflict((oc) => oc.columns(['kind', 'value']).doNothing()).returning('kind').executeTakeFirst()
      if (added) before.blocked[kind] = value
    }
    if (before.blocked.email || before.blocked.phone) {
      await trx.updateTable('spammer_removals').set({ before: JSON.stringify(before) }).where('id', '=', removal.id).execute()
    }

    await writeAudit(trx, {
      actorId: moderator.id, action: 'remove-spammer', targetType: 'user', targetId: userId, reason: why,
      details: {
        removal: removal.id, posts: postIds, comments: commentIds, reports: reports.length, answersCleared: answers.length,
        banned: true, sessionsEnded: true, emailBlocked: Boolean(before.blocked.email), phoneBlocked: Boolean(before.blocked.phone),
      },
    })
    // Lists, pages and caches drop what went (as moderateItem announces one item).
    for (const id of postIds) await publish(trx, 'forum', { type: 'post-gone', id })
    for (const id of commentIds) await publish(trx, 'forum', { type: 'moderated', itemType: 'comment', id })
    return { ok: true, removalId: removal.id, posts: postIds.length, comments: commentIds.length }
  })
}

/**
 * Undoes a removal within UNDO_DAYS, once: each post and comment still as the removal left it
 * goes back to its state before (with its reports open again, and a comment that was a
 * question's answer the answer again while the question has none); the account's ban,
 * suspension and silence are put back if it is still banned; what the removal blocked is
 * unblocked. Audited; the lists are told.
 */
export async function undoSpammerRemoval(moderator: SessionUser, removalId: number): Promise<UndoResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  if (!Number.isSafeInteger(removalId) || removalId < 1 || removalId > 2_147_483_647) return fail(404, 'moderation.error.notFound')
  return db().transaction().execute(async (trx): Promise<UndoResult> => {
    const removal = await trx.selectFrom('spammer_removals').selectAll().where('id', '=', removalId).forUpdate().executeTakeFirst()
    if (!removal) return fail(404, 'moderation.error.notFound')
    if (removal.undone_at) return fail(409, 'moderation.spammer.error.undone')
    if (Date.now() - new Date(removal.created_at).getTime() > UNDO_DAYS * DAY_MS) return fail(410, 'moderation.spammer.error.tooLate')
    const before = removal.before as unknown as RemovalBefore

    const posts = await restoreAll(trx, 'posts', before.posts, before.reason)
    const comments = await restoreAll(trx, 'comments', before.comments, before.reason)
    // Reports reopen only on the items that came back: the others were decided since.
    if (before.reports.length && (posts.length || comments.length)) {
      await trx.updateTable('reports').set({ status: 'open' })
        .where('id', 'in', before.reports).where('status', '=', 'actioned')
        .where('id', 'in', reportsOf(trx, posts, comments)).execute()
    }
    const active = new Set(before.comments.filter((c) => c[1] === 'active' && comments.includes(c[0])).map((c) => c[0]))
    for (const [postId, commentId] of before.answers) {
      if (!active.has(commentId)) continue
      await trx.updateTable('posts').set({ answer_comment_id: commentId }).where('id', '=', postId).where('answer_comment_id', 'is', null).execute()
    }
    // A moderator who lifted or changed the ban since has decided: their decision stays.
    const account = before.account
    const restored = await trx.updateTable('profiles')
      .set({ banned: account.banned, suspended_until: account.suspended_until ? new Date(account.suspended_until) : null, silenced_at: account.silenced_at ? new Date(account.silenced_at) : null, moderation_reason: account.moderation_reason })
      .where('id', '=', removal.user_id).where('banned', '=', true).where('moderation_reason', '=', before.reason)
      .returning('id').executeTakeFirst()
    const unblocked = await trx.deleteFrom('blocked_identities').where('removal_id', '=', removal.id).returning('kind').execute()
    await trx.updateTable('spammer_removals').set({ undone_at: new Date(), undone_by: moderator.id }).where('id', '=', removal.id).execute()

    await writeAudit(trx, {
      actorId: moderator.id, action: 'undo-remove-spammer', targetType: 'user', targetId: removal.user_id,
      details: {
        removal: removal.id, posts, comments,
        // What had been decided since and so stayed as it was.
        postsKept: before.posts.length - posts.length, commentsKept: before.comments.length - comments.length,
        accountRestored: Boolean(restored), unblocked: unblocked.map((row) => row.kind),
      },
    })
    for (const id of posts) await publish(trx, 'forum', { type: 'moderated', itemType: 'post', id })
    for (const id of comments) await publish(trx, 'forum', { type: 'moderated', itemType: 'comment', id })
    return { ok: true, posts: posts.length, comments: comments.length }
  })
}

export interface RecentRemoval {
  id: number
  userId: string
  name: string
  removedBy: string
  createdAt: string
  posts: number
  comments: number
  emailBlocked: boolean
  phoneBlocked: boolean
  undoneAt: string | null
  undoneBy: string | null
  /** Whether "undo" is still offered: not undone and within UNDO_DAYS. */
  canUndo: boolean
}

/** The removals of the last UNDO_DAYS, newest first (at most `limit`), for /moderation. */
export async function listRecentRemovals(limit = 50): Promise<RecentRemoval[]> {
  const since = new Date(Date.now() - UNDO_DAYS * DAY_MS)
  const rows = await db().selectFrom('spammer_removals as r')
    .innerJoin('profiles as target', 'target.id', 'r.user_id')
    .innerJoin('profiles as remover', 'remover.id', 'r.removed_by')
    .leftJoin('profiles as undoer', 'undoer.id', 'r.undone_by')
    .select(['r.id', 'r.user_id', 'target.name', 'remover.name as removed_by', 'r.created_at', 'r.before', 'r.undone_at', 'undoer.name as undone_by'])
    .where('r.created_at', '>', since)
    .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => {
    const before = row.before as unknown as RemovalBefore
    return {
      id: row.id,
      userId: row.user_id,
      name: row.name,
      removedBy: row.removed_by,
      createdAt: iso(row.created_at)!,
      posts: before.posts?.length ?? 0,
      comments: before.comments?.length ?? 0,
      emailBlocked: Boolean(before.blocked?.email),
      phoneBlocked: Boolean(before.blocked?.phone),
      undoneAt: iso(row.undone_at),
      undoneBy: row.undone_by,
      canUndo: !row.undone_at,
    }
  })
}
