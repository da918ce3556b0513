import { sql } from 'kysely'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { ItemType, Moderation } from '#app/lib/db/schema'
import { parseId } from '#app/lib/form.server'
import { firstCodePoints } from './post-view.server'
import { overLimit } from './limits.server'
import { fail, type ForumResult } from './result'

/**
 * Saved for later (issue 44 §3, docs/forum.md): a reader's private list of posts
 * and comments. Whether an item is saved is one of the reader's marks, kept in memory
 * (queries.server.ts, ADR 023): the post page asks nothing more of the database for it.
 */

/** The most one reader keeps: a list past this is a script's, and the reader's marks stay small. */
export const SAVED_MAX = 1000
/** Items on one page of the Saved list. */
export const SAVED_PAGE = 20
/** Characters of a saved item's text shown in the list. */
const EXCERPT = 240

/** Whether a reader sees an item in this state: anyone a live one, its author one waiting for a moderator. */
const visibleTo = (viewerId: string, moderation: Moderation | null, authorId: string | null) =>
  moderation === 'active' || (moderation === 'pending' && authorId === viewerId)

/**
 * Saves a post or one of its comments for the reader, or takes it off their list. `postId` is the
 * page the form was on: a comment of another post, or anything the reader cannot see (hidden,
 * removed, another's waiting for a moderator, nonexistent), is "not available" and nothing is
 * written. Taking off is always allowed, whatever became of the item.
 */
export async function setSaved(user: SessionUser, postId: number, type: ItemType, id: number, saved: boolean): Promise<ForumResult<{ saved: boolean }>> {
  const limited = await overLimit(user, 'save')
  if (limited) return limited
  if (!saved) {
    await unsave(user.id, type, id)
    return { ok: true, saved: false }
  }
  const notAvailable = fail(404, 'forum.error.notAvailable')
  if (type === 'post') {
    const post = id === postId ? await db().selectFrom('posts').select(['moderation', 'author_id']).where('id', '=', id).executeTakeFirst() : undefined
    if (!post || !visibleTo(user.id, post.moderation, post.author_id)) return notAvailable
  } else {
    const comment = await db().selectFrom('comments as c').innerJoin('posts as p', 'p.id', 'c.post_id')
      .select(['c.post_id', 'c.moderation', 'c.author_id', 'p.moderation as post_moderation', 'p.author_id as post_author_id'])
      .where('c.id', '=', id).executeTakeFirst()
    if (!comment || comment.post_id !== postId || !visibleTo(user.id, comment.moderation, comment.author_id) || !visibleTo(user.id, comment.post_moderation, comment.post_author_id)) return notAvailable
  }
  const { count } = await db().selectFrom('saved_items').select(sql<number>`count(*)::int`.as('count')).where('user_id', '=', user.id).executeTakeFirstOrThrow()
  if (count >= SAVED_MAX) {
    const already = await db().selectFrom('saved_items').select('item_id').where('user_id', '=', user.id).where('item_type', '=', type).where('item_id', '=', id).executeTakeFirst()
    if (!already) return fail(409, 'forum.error.savedFull', { vars: { max: SAVED_MAX } })
  }
  await db().insertInto('saved_items').values({ user_id: user.id, item_type: type, item_id: id, created_at: undefined })
    .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing()).execute()
  return { ok: true, saved: true }
}

/** Takes an item off the reader's list (the Saved page's "remove"), rate limited like saving. */
export async function removeSaved(user: SessionUser, type: ItemType, id: number): Promise<ForumResult> {
  const limited = await overLimit(user, 'save')
  if (limited) return limited
  await unsave(user.id, type, id)
  return { ok: true }
}

async function unsave(userId: string, type: ItemType, id: number) {
  await db().deleteFrom('saved_items').where('user_id', '=', userId).where('item_type', '=', type).where('item_id', '=', id).execute()
}

/** Where the Saved list goes on from: the last item shown, by the list's order. */
export interface SavedCursor { at: Date; type: ItemType; id: number }

/** `2026-11-28T19:46:23.123Z~post~12` */
export const formatCursor = (cursor: SavedCursor) => `${cursor.at.toISOString()}~${cursor.type}~${cursor.id}`

/**
 * A cursor from the address: null for none, 'bad' for anything this server did not write (a
 * forged or damaged one: the list then starts at its newest and says so).
 */
export function parseCursor(value: string | null): SavedCursor | null | 'bad' {
  if (value === null || value === '') return null
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)~(post|comment)~(\d{1,10})$/.exec(value)
  const at = match ? new Date(match[1]!) : null
  const id = match ? parseId(match[3]) : null
  if (!match || !at || Number.isNaN(at.getTime()) || id === null) return 'bad'
  return { at, type: match[2] as ItemType, id }
}

/** One saved item as the list shows it: a removed one carries no text at all. */
export type SavedView = {
  type: ItemType
  id: number
  savedAt: string
} & (
  | { removed: true }
  | {
    removed: false
    postId: number
    /** The post's title (a comment's: the post it is on). */
    title: string
    excerpt: string
    /** Null: shown as anonymous. */
    author: string | null
    /** The reader's own item, still waiting for a moderator. */
    pending: boolean
  }
)

/**
 * One page of the reader's Saved list, newest first, by keyset (saved time, type, id): no
 * offset to walk, however long the list. A post or comment hidden, removed or deleted since is
 * listed as removed, with nothing of what it said. Only `userId`'s own items: there is no way to
 * ask for another reader's.
 */
export async function listSaved(userId: string, cursor: SavedCursor | null): Promise<{ items: SavedView[]; next: string | null }> {
  const rows = await db().selectFrom('saved_items as s')
    .leftJoin('posts as p', (join) => join.onRef('p.id', '=', 's.item_id').on('s.item_type', '=', 'post'))
    .leftJoin('comments as c', (join) => join.onRef('c.id', '=', 's.item_id').on('s.item_type', '=', 'comment'))
    // The post shown: the saved post itself, or the saved comment's post.
    .leftJoin('posts as cp', (join) => join.on((eb) => eb('cp.id', '=', eb.fn.coalesce('p.id', 'c.post_id'))))
    .leftJoin('profiles as pa', 'pa.id', 'p.author_id')
    .leftJoin('profiles as ca', 'ca.id', 'c.author_id')
    .select([
      's.item_type', 's.item_id', 's.created_at',
      'cp.id as post_id', 'cp.title', 'cp.moderation as post_moderation', 'cp.author_id as post_author_id', 'cp.anonymous',
      'c.moderation as comment_moderation', 'c.author_id as comment_author_id',
      'pa.name as post_author_name', 'ca.name as comment_author_name',
      sql<string | null>`left(coalesce(c.content, p.content), ${EXCERPT + 1})`.as('text'),
    ])
    .where('s.user_id', '=', userId)
    .$if(cursor !== null, (q) => q.where(sql<boolean>`(s.created_at, s.item_type, s.item_id) < (${cursor!.at}::timestamptz, ${cursor!.type}::text, ${cursor!.id}::int)`))
    .orderBy('s.created_at', 'desc').orderBy('s.item_type', 'desc').orderBy('s.item_id', 'desc')
    .limit(SAVED_PAGE + 1)
    .execute()
  const page = rows.slice(0, SAVED_PAGE)
  const last = page.at(-1)
  const items = page.map((row): SavedView => {
    const base = { type: row.item_type, id: row.item_id, savedAt: new Date(row.created_at).toISOString() }
    const postShown = row.post_id !== null && visibleTo(userId, row.post_moderation, row.post_author_id)
    const commentShown = row.item_type === 'post' || visibleTo(userId, row.comment_moderation, row.comment_author_id)
    if (!postShown || !commentShown || row.text === null || row.title === null) return { ...base, removed: true }
    // An anonymous post's author stays anonymous, in their own thread too (toCommentView's rule).
    const hidden = (authorId: string | null) => row.anonymous === true && authorId === row.post_author_id && authorId !== userId
    const author = row.item_type === 'post'
      ? (hidden(row.post_author_id) ? null : row.post_author_name)
      : (hidden(row.comment_author_id) ? null : row.comment_author_name)
    const text = firstCodePoints(row.text, EXCERPT)
    return {
      ...base,
      removed: false,
      postId: row.post_id!,
      title: row.title,
      excerpt: text.length < row.text.length ? `${text.trimEnd()}…` : text,
      author: author ?? null,
      pending: (row.item_type === 'post' ? row.post_moderation : row.comment_moderation) === 'pending' || row.post_moderation === 'pending',
    }
  })
  const next = rows.length > SAVED_PAGE && last ? formatCursor({ at: new Date(last.created_at), type: last.item_type, id: last.item_id }) : null
  return { items, next }
}
