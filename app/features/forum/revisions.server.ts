import { sql, type Transaction } from 'kysely'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import type { DB, ItemType } from '#app/lib/db/schema'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { diffWords, type DiffPart } from './word-diff.server'

/**
 * What was edited (issue 44 §4, docs/forum.md). An edit made more than
 * EDIT_GRACE_MINUTES (5) after a post or comment was written keeps the version it replaces in
 * `revisions` and marks the item edited; edits in the first minutes keep nothing, as a typo fixed
 * at once is not a change anyone needs to see. A change of tags by a trusted member or a
 * moderator (not the author) is always kept, marked as theirs.
 */

/**
 * Keeps the version of a post or comment that an edit is about to replace, when it is past its
 * minutes of grace (or `always`), in the edit's own transaction; read from the row itself, so
 * two edits at once each keep what they replaced. True when a version was kept: the caller then
 * sets `edited_at` to now() (the time the next kept version says it was written).
 */
export async function keepRevision(trx: Transaction<DB>, type: ItemType, id: number, editor: { id: string; byModerator?: boolean; always?: boolean }): Promise<boolean> {
  const grace = env().EDIT_GRACE_MINUTES
  const pastGrace = editor.always || grace === 0 ? sql<boolean>`true` : sql<boolean>`now() - created_at > make_interval(mins => ${grace})`
  const kept = type === 'post'
    ? await trx.insertInto('revisions')
      .columns(['item_type', 'item_id', 'post_id', 'title', 'content', 'tags', 'image_url', 'video_url', 'editor_id', 'by_moderator', 'written_at'])
      .expression((eb) => eb.selectFrom('posts').select([
        sql.lit('post').as('item_type'), 'id as item_id', 'id as post_id', 'title', 'content', 'tags', 'image_url', 'video_url',
        sql<string>`${editor.id}::text`.as('editor_id'), sql<boolean>`${editor.byModerator ?? false}::boolean`.as('by_moderator'),
        sql<Date>`coalesce(edited_at, created_at)`.as('written_at'),
      ]).where('id', '=', id).where(pastGrace))
      .returning('id').execute()
    : await trx.insertInto('revisions')
      .columns(['item_type', 'item_id', 'post_id', 'title', 'content', 'tags', 'image_url', 'video_url', 'editor_id', 'by_moderator', 'written_at'])
      .expression((eb) => eb.selectFrom('comments').select([
        sql.lit('comment').as('item_type'), 'id as item_id', 'post_id', sql<null>`null`.as('title'), 'content', sql<null>`null`.as('tags'),
        sql<null>`null`.as('image_url'), sql<null>`null`.as('video_url'),
        sql<string>`${editor.id}::text`.as('editor_id'), sql<boolean>`${editor.byModerator ?? false}::boolean`.as('by_moderator'),
        sql<Date>`coalesce(edited_at, created_at)`.as('written_at'),
      ]).where('id', '=', id).where(pastGrace))
      .returning('id').execute()
  return kept.length > 0
}

/** Who made a version, as the history names them: never a moderator's or trusted member's name, never an anonymous author. */
export type Maker = { kind: 'you' | 'moderator' | 'trusted' | 'anonymous' } | { kind: 'author'; name: string }

export interface VersionView {
  /** The live text, an earlier one, or the first one written. */
  label: 'current' | 'earlier' | 'original'
  writtenAt: string
  by: Maker
  /** Made by an edit (else: as first written). */
  edited: boolean
  /** Made by a moderator or trusted member, not the author. */
  byModerator: boolean
  /** Each marked against the version before it (the original: all 'same'). */
  title: DiffPart[] | null
  content: DiffPart[]
  tags: { tag: string; kind: DiffPart['kind'] }[] | null
  media: Array<'imageAdded' | 'imageRemoved' | 'videoAdded' | 'videoRemoved'>
}

export interface HistoryView {
  postId: number
  postTitle: string
  itemType: ItemType
  commentId: number | null
  versions: VersionView[]
}

interface Version {
  title: string | null
  content: string
  tags: string[] | null
  image_url: string | null
  video_url: string | null
  written_at: Date | string
  maker: { id: string; byModerator: boolean; staff: boolean } | null
}

/**
 * The versions of a post (or of one of its comments, `commentId`), newest first, each marked
 * against the one before. Only the item's author and moderators see it; for anyone else, a
 * comment of another post, or an id that names nothing, null: the page answers "not found"
 * alike, so nobody learns that an item or its history exists.
 */
export async function readHistory(viewer: SessionUser, postId: number, commentId: number | null): Promise<HistoryView | null> {
  const moderator = actsAs(viewer, 'moderator')
  const post = await db().selectFrom('posts as p').innerJoin('profiles as a', 'a.id', 'p.author_id')
    .select(['p.id', 'p.title', 'p.content', 'p.tags', 'p.image_url', 'p.video_url', 'p.author_id', 'p.anonymous', 'p.moderation', 'p.created_at', 'p.edited_at', 'a.name as author_name'])
    .where('p.id', '=', postId).executeTakeFirst()
  if (!post) return null
  const seesPost = post.moderation === 'active' || post.author_id === viewer.id || moderator
  let item: { id: number; authorId: string; authorName: string; live: Version; createdAt: Date; editedAt: Date | null }
  if (commentId === null) {
    item = { id: post.id, authorId: post.author_id, authorName: post.author_name, createdAt: post.created_at, editedAt: post.edited_at, live: { ...post, written_at: post.edited_at ?? post.created_at, maker: null } }
  } else {
    const comment = await db().selectFrom('comments as c').innerJoin('profiles as a', 'a.id', 'c.author_id')
      .select(['c.id', 'c.post_id', 'c.content', 'c.author_id', 'c.created_at', 'c.edited_at', 'a.name as author_name'])
      .where('c.id', '=', commentId).executeTakeFirst()
    if (!comment || comment.post_id !== postId || !seesPost) return null
    item = {
      id: comment.id, authorId: comment.author_id, authorName: comment.author_name, createdAt: comment.created_at, editedAt: comment.edited_at,
      live: { title: null, content: comment.content, tags: null, image_url: null, video_url: null, written_at: comment.edited_at ?? comment.created_at, maker: null },
    }
  }
  if (item.authorId !== viewer.id && !moderator) return null
  const type: ItemType = commentId === null ? 'post' : 'comment'
  const revisions = await db().selectFrom('revisions as r').leftJoin('profiles as e', 'e.id', 'r.editor_id')
    .select(['r.title', 'r.content', 'r.tags', 'r.image_url', 'r.video_url', 'r.written_at', 'r.editor_id', 'r.by_moderator', 'e.role as editor_role'])
    .where('r.item_type', '=', type).where('r.item_id', '=', item.id)
    .orderBy('r.id', 'desc')
    .execute()
  // Each version was made by the edit that replaced the one before it; the first, by its author.
  const versions: Version[] = [item.live, ...revisions.map((r) => ({ ...r, maker: null }))]
  revisions.forEach((r, i) => {
    versions[i]!.maker = { id: r.editor_id, byModerator: r.by_moderator, staff: r.editor_role === 'moderator' || r.editor_role === 'admin' }
  })
  // The author of an anonymous post stays anonymous to everyone but themselves, in their own thread too.
  const authorHidden = post.anonymous && item.authorId === post.author_id && item.authorId !== viewer.id
  const makerOf = (maker: Version['maker']): Maker => {
    const id = maker?.id ?? item.authorId
    if (id === viewer.id) return { kind: 'you' }
    if (maker?.byModerator) return { kind: maker.staff ? 'moderator' : 'trusted' }
    return authorHidden ? { kind: 'anonymous' } : { kind: 'author', name: item.authorName }
  }
  return {
    postId: post.id,
    postTitle: post.title,
    itemType: type,
    commentId,
    versions: versions.map((version, i) => {
      const before = versions[i + 1]
      return {
        label: i === 0 ? 'current' : before ? 'earlier' : 'original',
        writtenAt: new Date(version.written_at).toISOString(),
        by: makerOf(version.maker),
        edited: version.maker !== null,
        byModerator: !!version.maker?.byModerator,
        title: version.title === null ? null : before ? diffWords(before.title ?? '', version.title) : [{ kind: 'same', text: version.title }],
        content: before ? diffWords(before.content, version.content) : [{ kind: 'same', text: version.content }],
        tags: version.tags === null ? null : tagChanges(before?.tags ?? version.tags, version.tags),
        media: before ? mediaChanges(before, version) : [],
      }
    }),
  }
}

function tagChanges(before: string[], after: string[]): VersionView['tags'] {
  return [
    ...after.map((tag) => ({ tag, kind: before.includes(tag) ? 'same' as const : 'added' as const })),
    ...before.filter((tag) => !after.includes(tag)).map((tag) => ({ tag, kind: 'removed' as const })),
  ]
}

function mediaChanges(before: Version, after: Version): VersionView['media'] {
  const changes: VersionView['media'] = []
  if (before.image_url && before.image_url !== after.image_url) changes.push('imageRemoved')
  if (after.image_url && before.image_url !== after.image_url) changes.push('imageAdded')
  if (before.video_url && before.video_url !== after.video_url) changes.push('videoRemoved')
  if (after.video_url && before.video_url !== after.video_url) changes.push('videoAdded')
  return changes
}
