import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import { initialsOf } from '#app/lib/initials'
import { announcedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import type { Category, DB, Resolution } from '#app/lib/db/schema'
import { toPostView, type CommentView, type PostRow, type PostView } from './post-view.server'
import { PAGE_SIZE } from './schema'
import { cleanText } from '#app/lib/user-text'

export interface PostFilters {
  q?: string
  category?: Category | null
  statuses?: Resolution[]
  /** Only the viewer's own posts (My Posts); includes their hidden ones. */
  mine?: boolean
  authorId?: string
  /** Open questions without a chosen answer (helpers look here for what to answer). */
  unanswered?: boolean
}

type PostQuery = SelectQueryBuilder<DB & { p: DB['posts']; a: DB['profiles'] }, 'p' | 'a', object>

/** Words of the query, lower-cased NFC, at most 8. */
function searchTerms(q: string | undefined): string[] {
  return cleanText(q ?? '').toLowerCase().split(/\s+/).map((t) => t.trim()).filter(Boolean).slice(0, 8)
}

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Every word must match: as a full-text lexeme (simple configuration), as a substring (a partial
 * word, "হাটহা"), or by trigram word similarity (a small typo, ী for ি). All three use indexes.
 */
function applyFilters(query: PostQuery, filters: PostFilters, viewerId: string | null): PostQuery {
  let q = query
  if (filters.mine && viewerId) q = q.where('p.author_id', '=', viewerId)
  // Written into the statement, not passed as a value: with the value unknown, PostgreSQL's
  // generic plan for a prepared statement sorts the whole table (database.server.ts).
  else q = q.where('p.moderation', '=', sql.lit('active'))
  if (filters.authorId) q = q.where('p.author_id', '=', filters.authorId).where('p.anonymous', '=', false)
  if (filters.unanswered) {
    // Written into the statement, like the moderation state: the partial index matches it.
    q = q.where('p.category', '=', sql.lit('question')).where('p.resolution', '=', sql.lit('open')).where('p.answer_comment_id', 'is', null)
  }
  if (filters.category) q = q.where('p.category', '=', filters.category)
  if (filters.statuses?.length) q = q.where('p.resolution', 'in', filters.statuses)
  for (const term of searchTerms(filters.q)) {
    q = q.where(({ or }) =>
      or([
        sql<boolean>`p.search @@ plainto_tsquery('simple', ${term})`,
        sql<boolean>`p.search_text LIKE ${`%${likeEscape(term)}%`}`,
        sql<boolean>`${term} <% p.search_text`,
      ]),
    )
  }
  return q
}

function postColumns(viewerId: string | null, preview: boolean) {
  return (eb: ExpressionBuilder<DB & { p: DB['posts']; a: DB['profiles'] }, 'p' | 'a'>) => [
    ...sharedColumns(preview),
    // "Liked by me" comes with the page, not one query per post (the earlier app's N+1).
    eb.exists(eb.selectFrom('likes').select(sql`1`.as('one'))
      .whereRef('likes.item_id', '=', 'p.id').where('likes.item_type', '=', 'post').where('likes.user_id', '=', viewerId ?? '')).as('liked_by_me'),
    eb.exists(eb.selectFrom('reports').select(sql`1`.as('one'))
      .whereRef('reports.item_id', '=', 'p.id').where('reports.item_type', '=', 'post').where('reports.user_id', '=', viewerId ?? '')).as('reported_by_me'),
  ] as const
}

/** The columns that are the same for every reader. */
function sharedColumns(preview: boolean) {
  return [
    'p.id', 'p.title', 'p.category', 'p.resolution', 'p.resolution_note', 'p.moderation', 'p.moderation_reason', 'p.tags',
    'p.image_url', 'p.image_width', 'p.image_height', 'p.video_url', 'p.like_count', 'p.comment_count', 'p.view_count', 'p.created_at', 'p.updated_at',
    'p.anonymous', 'p.author_id', 'a.name as author_name', 'a.avatar_url as author_avatar', 'a.role as author_role', 'p.answer_comment_id', 'p.edited_at',
    // Who the text mentions links each `@name`; a card's preview links none.
    ...(preview ? [] : ['p.mentions'] as const),
    // A card needs only the first 200 characters; the detail page needs all.
    (preview ? sql<string>`left(p.content, 201)` : sql<string>`p.content`).as('content'),
    sql<number>`char_length(p.content)`.as('content_length'),
  ] as const
}

export interface PostPage {
  posts: PostView[]
  /** The cursor of the next page, or null at the end. */
  next: { createdAt: string; id: number } | null
}

/** One page of the feed, newest first, by keyset (created_at, id): the cost does not grow with depth. */
export async function listPosts(filters: PostFilters, viewerId: string | null, cursor: { createdAt: Date; id: number } | null, limit = PAGE_SIZE): Promise<PostPage> {
  const rows = filters.mine && viewerId ? await readPage(filters, viewerId, cursor, limit) : await sharedPage(filters, viewerId, cursor, limit)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    posts: page.map((row) => toPostView(row, viewerId, { preview: true })),
    next: rows.length > limit && last ? { createdAt: new Date(last.created_at).toISOString(), id: last.id } : null,
  }
}

/** Up to `limit + 1` rows of a list; with `viewerId`, the reader's likes and reports in the same query. */
async function readPage(filters: PostFilters, viewerId: string | null, cursor: { createdAt: Date; id: number } | null, limit: number, personal = true) {
  let query = db().selectFrom('posts as p').innerJoin('profiles as a', 'a.id', 'p.author_id') as unknown as PostQuery
  query = applyFilters(query, filters, viewerId)
  if (cursor) query = query.where(sql<boolean>`(p.created_at, p.id) < (${cursor.createdAt}, ${cursor.id})`)
  const ordered = query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(sql.lit(limit + 1))
  const rows = personal ? await ordered.select(postColumns(viewerId, true)).execute() : await ordered.select(sharedColumns(true)).execute()
  return rows as unknown as PostRow[]
}

// The counts of the lists, and the rows of the public lists (all but "My posts") and of post
// pages, shared by every reader until the forum changes or for 10 s (the page cache's time;
// counted views announce nothing). Changes are announced by the database itself (migration
// 0013's triggers on posts, comments and the authors' names, pictures and roles; NOTIFY at
// commit), so no writer can forget to. What each signed-in reader liked or reported is their own
// (marksOf, below): the shared queries were most of a signed-in page's database time (ADR 022).
// On a PostgreSQL server each request first catches up with every change committed before it,
// so a reader who just liked a post never sees the old count, whichever worker answers (ADR 032).
// Nothing is kept until this process is listening.
const SHARED_ROWS = { channel: 'forum_rows', maxAgeMs: 10_000, maxEntries: 500 }
const sharedPages = announcedCache<readonly PostRow[]>({ name: 'forum-lists', ...SHARED_ROWS })
const sharedPosts = announcedCache<{ row: PostRow; comments: readonly CommentRow[] }>({ name: 'forum-posts', ...SHARED_ROWS })
const keptCounts = announcedCache<{ count: number; more: boolean }>({ name: 'forum-counts', ...SHARED_ROWS, maxAgeMs: 30_000 })

/** Rows kept for every reader are frozen: nothing may change them for the next. */
const frozenRow = <T extends object>(row: T): T => Object.freeze('tags' in row && Array.isArray(row.tags) ? { ...row, tags: Object.freeze(row.tags) } : row)

async function sharedPage(filters: PostFilters, viewerId: string | null, cursor: { createdAt: Date; id: number } | null, limit: number): Promise<PostRow[]> {
  const kept = sharedPages()
  if (!kept) return readPage(filters, viewerId, cursor, limit)
  const key = JSON.stringify([filters.q ?? '', filters.category ?? null, filters.statuses ?? [], filters.authorId ?? null, !!filters.unanswered, cursor?.createdAt.getTime() ?? null, cursor?.id ?? null, limit])
  let rows = kept.get(key)
  if (!rows) {
    const version = kept.version()
    rows = Object.freeze((await readPage({ ...filters, mine: false }, null, cursor, limit, false)).map(frozenRow))
    kept.set(key, version, rows)
  }
  if (!viewerId || !rows.length) return [...rows]
  const marks = await marksOf(viewerId, rows.map((row) => row.id))
  return rows.map((row) => ({ ...row, liked_by_me: marks.liked.has(`post:${row.id}`), reported_by_me: marks.reported.has(`post:${row.id}`) }))
}

/** What one reader has liked, reported and saved, as `post:1` and `comment:7`, and the posts they follow (`post:1`). */
interface ReaderMarks {
  userId: string
  liked: ReadonlySet<string>
  reported: ReadonlySet<string>
  followed: ReadonlySet<string>
  saved: ReadonlySet<string>
}

// Each signed-in reader's likes, reports and followed posts are kept in memory, whole, until the database announces a change to them (migrations 0015 and 0016:
// triggers on likes, reports and post_follows notify 'reader_marks' with the reader's id at
// commit), for at most a minute (ADR 023). The one
// query a signed-in page still asked was this reader's marks among the items shown: about a
// tenth of a signed-in list's CPU and a quarter of the list JSON's. A reader with more marks
// than MAX_KEPT_MARKS is asked per page instead, by the tables' keys.
const MAX_KEPT_MARKS = 2000
// For a reader with too many, only that is kept: their pages skip the whole read.
type KeptMarks = ReaderMarks | { userId: string; tooMany: true }
const keptMarks = announcedCache<KeptMarks>({
  name: 'forum-marks',
  channel: 'reader_marks',
  maxAgeMs: 60_000,
  maxEntries: 1000,
  staleFor: (userId, marks) => marks.userId === userId,
})

/** Which of these posts and comments the reader liked and reported (`post:1`, `comment:7`), and which of the posts they follow. */
async function marksOf(viewerId: string, postIds: number[], commentIds: number[] = []): Promise<Omit<ReaderMarks, 'userId'>> {
  const kept = keptMarks()
  if (!kept) return marksAmong(viewerId, postIds, commentIds)
  const known = kept.get(viewerId)
  if (known) return 'tooMany' in known ? marksAmong(viewerId, postIds, commentIds) : known
  const version = kept.version()
  const rows = await markQuery(viewerId).limit(MAX_KEPT_MARKS + 1).execute()
  if (rows.length > MAX_KEPT_MARKS) {
    kept.set(viewerId, version, { userId: viewerId, tooMany: true })
    return marksAmong(viewerId, postIds, commentIds)
  }
  const marks = { userId: viewerId, ...marksFrom(rows) }
  kept.set(viewerId, version, marks)
  return marks
}

/** The reader's marks among these items only: one small query by the tables' own keys. */
async function marksAmong(viewerId: string, postIds: number[], commentIds: number[]) {
  return marksFrom(await markQuery(viewerId, { postIds, commentIds }).execute())
}

function markQuery(viewerId: string, among?: { postIds: number[]; commentIds: number[] }) {
  const items = among && sql<boolean>`((item_type = 'post' AND item_id = any(${among.postIds}::int[])) OR (item_type = 'comment' AND item_id = any(${among.commentIds}::int[])))`
  const mine = (table: 'likes' | 'reports' | 'saved_items') => {
    const query = db().selectFrom(table)
      .select([sql<string>`${sql.lit(table)}`.as('mark'), sql<string>`item_type || ':' || item_id`.as('item')])
      .where('user_id', '=', viewerId)
    return items ? query.where(items) : query
  }
  const follows = db().selectFrom('post_follows')
    .select([sql<string>`'follows'`.as('mark'), sql<string>`'post:' || post_id`.as('item')])
    .where('user_id', '=', viewerId).where('following', '=', true)
  return mine('likes').unionAll(mine('reports')).unionAll(mine('saved_items'))
    .unionAll(among ? follows.where(sql<boolean>`post_id = any(${among.postIds}::int[])`) : follows)
}

function marksFrom(rows: Array<{ mark: string; item: string }>) {
  const liked = new Set<string>()
  const reported = new Set<string>()
  const followed = new Set<string>()
  const saved = new Set<string>()
  for (const row of rows) (row.mark === 'likes' ? liked : row.mark === 'reports' ? reported : row.mark === 'saved_items' ? saved : followed).add(row.item)
  return { liked, reported, followed, saved }
}

/** How many posts match, counted up to `cap` so a count never scans the whole table (kept like the lists, 30 s). */
export async function countPosts(filters: PostFilters, viewerId: string | null, cap = 1000): Promise<{ count: number; more: boolean }> {
  const kept = keptCounts()
  // Only "mine" depends on the reader.
  const key = JSON.stringify([filters, filters.mine ? viewerId : null, cap])
  const known = kept?.get(key)
  if (known) return known
  const version = kept?.version()
  const value = await countMatching(filters, viewerId, cap)
  kept?.set(key, version!, value)
  return value
}

async function countMatching(filters: PostFilters, viewerId: string | null, cap: number): Promise<{ count: number; more: boolean }> {
  let query = db().selectFrom('posts as p').innerJoin('profiles as a', 'a.id', 'p.author_id') as unknown as PostQuery
  query = applyFilters(query, filters, viewerId)
  const inner = query.select(sql`1`.as('one')).limit(cap + 1)
  const row = await db().selectFrom(inner.as('matches')).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()
  return { count: Math.min(row.count, cap), more: row.count > cap }
}

/** One post, whatever its moderation state (the caller decides who may see it). */
export async function getPostRow(id: number, viewerId: string | null): Promise<PostRow | undefined> {
  const query = db().selectFrom('posts as p').innerJoin('profiles as a', 'a.id', 'p.author_id') as unknown as PostQuery
  return (await query.select(postColumns(viewerId, false))
    // Only a post's own page offers "follow": the lists do not ask.
    .select((eb) => eb.exists(eb.selectFrom('post_follows').select(sql`1`.as('one'))
      .whereRef('post_follows.post_id', '=', 'p.id').where('post_follows.following', '=', true).where('post_follows.user_id', '=', viewerId ?? '')).as('followed_by_me'))
    .select((eb) => eb.exists(eb.selectFrom('saved_items').select(sql`1`.as('one'))
      .whereRef('saved_items.item_id', '=', 'p.id').where('saved_items.item_type', '=', 'post').where('saved_items.user_id', '=', viewerId ?? '')).as('saved_by_me'))
    .where('p.id', '=', id).executeTakeFirst()) as unknown as PostRow | undefined
}

/** The comments of a post, oldest first, with "liked by me" in the same query. */
export async function listComments(postId: number, viewerId: string | null, includeHiddenOf: string | null): Promise<CommentView[]> {
  const rows = await commentsQuery(postId)
    .select((eb) => [
      eb.exists(eb.selectFrom('likes').select(sql`1`.as('one'))
        .whereRef('likes.item_id', '=', 'c.id').where('likes.item_type', '=', 'comment').where('likes.user_id', '=', viewerId ?? '')).as('liked_by_me'),
      eb.exists(eb.selectFrom('reports').select(sql`1`.as('one'))
        .whereRef('reports.item_id', '=', 'c.id').where('reports.item_type', '=', 'comment').where('reports.user_id', '=', viewerId ?? '')).as('reported_by_me'),
      eb.exists(eb.selectFrom('saved_items').select(sql`1`.as('one'))
        .whereRef('saved_items.item_id', '=', 'c.id').where('saved_items.item_type', '=', 'comment').where('saved_items.user_id', '=', viewerId ?? '')).as('saved_by_me'),
    ])
    .where((eb) => eb.or([eb('c.moderation', '=', 'active'), eb('c.author_id', '=', includeHiddenOf ?? '')]))
    .limit(MAX_COMMENTS)
    .execute()
  return rows.map((row) => toCommentView(row, viewerId))
}

const MAX_COMMENTS = 500

/** A post's comments, oldest first, with what every reader sees of them. */
function commentsQuery(postId: number) {
  return db()
    .selectFrom('comments as c')
    .innerJoin('profiles as a', 'a.id', 'c.author_id')
    .innerJoin('posts as p', 'p.id', 'c.post_id')
    .select([
      'c.id', 'c.post_id', 'c.content', 'c.like_count', 'c.created_at', 'c.updated_at', 'c.moderation', 'c.moderation_reason', 'c.author_id',
      'c.mentions', 'c.edited_at', 'c.reply_to_id',
      'p.anonymous as post_anonymous', 'p.author_id as post_author_id',
      'a.name as author_name', 'a.avatar_url as author_avatar', 'a.role as author_role',
    ])
    .where('c.post_id', '=', postId)
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsQuery>['execute']>>[number] & { liked_by_me?: unknown; reported_by_me?: unknown; saved_by_me?: unknown }

function toCommentView(row: CommentRow, viewerId: string | null): CommentView {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    likes: row.like_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    moderation: row.moderation,
    moderationReason: row.author_id === viewerId ? row.moderation_reason : null,
    // The author of an anonymous post stays anonymous in their own thread.
    author: row.post_anonymous && row.author_id === row.post_author_id && row.author_id !== viewerId
      ? null
      : { id: row.author_id, name: row.author_name, initials: initialsOf(row.author_name), avatarUrl: row.author_avatar, role: row.author_role },
    likedByMe: !!row.liked_by_me,
    reportedByMe: !!row.reported_by_me,
    savedByMe: !!row.saved_by_me,
    mentions: row.mentions ?? [],
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    replyToId: row.reply_to_id,
    mine: viewerId !== null && row.author_id === viewerId,
  }
}

/**
 * A post's page: the post, whatever its moderation state (the caller decides who may see it),
 * and the comments `viewerId` may see (the active ones and their own), with their likes and
 * reports. The rows are shared by readers (sharedPosts, above).
 */
export async function readPostPage(id: number, viewerId: string | null): Promise<{ row: PostRow; comments: CommentView[] } | undefined> {
  const kept = sharedPosts()
  if (!kept) {
    const row = await getPostRow(id, viewerId)
    return row && { row, comments: await listComments(id, viewerId, viewerId) }
  }
  const key = String(id)
  let page = kept.get(key)
  if (!page) {
    const version = kept.version()
    const query = db().selectFrom('posts as p').innerJoin('profiles as a', 'a.id', 'p.author_id') as unknown as PostQuery
    const row = (await query.select(sharedColumns(false)).where('p.id', '=', id).executeTakeFirst()) as unknown as PostRow | undefined
    if (!row) return undefined
    // Every comment: each reader is shown the active ones and their own (listComments' rule).
    const comments = await commentsQuery(id).limit(MAX_COMMENTS * 2).execute()
    page = { row: frozenRow(row), comments: Object.freeze(comments.map((comment) => frozenRow(comment))) }
    kept.set(key, version, page)
  }
  const comments = page.comments.filter((c) => c.moderation === 'active' || (viewerId !== null && c.author_id === viewerId)).slice(0, MAX_COMMENTS)
  if (!viewerId) return { row: { ...page.row }, comments: comments.map((c) => toCommentView(c, null)) }
  const marks = await marksOf(viewerId, [id], comments.map((c) => c.id))
  return {
    row: { ...page.row, liked_by_me: marks.liked.has(`post:${id}`), reported_by_me: marks.reported.has(`post:${id}`), followed_by_me: marks.followed.has(`post:${id}`), saved_by_me: marks.saved.has(`post:${id}`) },
    comments: comments.map((c) => toCommentView({ ...c, liked_by_me: marks.liked.has(`comment:${c.id}`), reported_by_me: marks.reported.has(`comment:${c.id}`), saved_by_me: marks.saved.has(`comment:${c.id}`) }, viewerId)),
  }
}
