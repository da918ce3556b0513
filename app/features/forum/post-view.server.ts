import type { Category, Mention, Moderation, Resolution, Role } from '#app/lib/db/schema'
import { initialsOf } from '#app/lib/initials'

/** A post as a page or an event shows it. Built only here, so anonymity is enforced in one place. */
export interface PostView {
  id: number
  title: string
  content: string
  /** True when `content` is the 200-character preview, not the whole text. */
  truncated: boolean
  category: Category
  resolution: Resolution
  resolutionNote: string | null
  moderation: Moderation
  /** Why it was hidden or removed: only its author (and moderators) get it. */
  moderationReason: string | null
  tags: string[]
  imageUrl: string | null
  /** The picture's own size (null for one stored before sizes were kept, until backfilled). */
  imageWidth: number | null
  imageHeight: number | null
  videoUrl: string | null
  likes: number
  comments: number
  views: number
  createdAt: string
  updatedAt: string
  anonymous: boolean
  /** Null for an anonymous post, unless the reader is its author. */
  author: { id: string; name: string; initials: string; avatarUrl: string | null; role: Role } | null
  likedByMe: boolean
  reportedByMe: boolean
  /** Whether the reader is told of new comments (only a post's own page asks). */
  followedByMe: boolean
  /** The comment chosen as the answer to a question, if any. */
  answerCommentId: number | null
  /** Whether the reader saved it for later (issue 44 §3). */
  savedByMe: boolean
  /** Who the text mentions, to link each `@name` (issue 44 §1); empty in a list's preview. */
  mentions: Mention[]
  /** When the text was last edited after its grace minutes (issue 44 §4), ISO; null: never. */
  editedAt: string | null
  mine: boolean
}

export interface PostRow {
  id: number
  title: string
  content: string
  category: Category
  resolution: Resolution
  resolution_note: string | null
  moderation: Moderation
  moderation_reason: string | null
  tags: string[]
  image_url: string | null
  image_width?: number | null
  image_height?: number | null
  video_url: string | null
  like_count: number
  comment_count: number
  view_count: number
  created_at: Date | string
  updated_at: Date | string
  anonymous: boolean
  author_id: string
  author_name: string
  author_avatar: string | null
  author_role: Role
  liked_by_me?: boolean | null
  reported_by_me?: boolean | null
  followed_by_me?: boolean | null
  answer_comment_id?: number | null
  saved_by_me?: boolean | null
  mentions?: Mention[] | null
  edited_at?: Date | string | null
  content_length?: number
}

const iso = (d: Date | string) => new Date(d).toISOString()

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** The first `count` characters (code points, as PostgreSQL counts them) of `text`, never half an emoji. */
export function firstCodePoints(text: string, count: number): string {
  // Walks the string once instead of making an array of its characters (a list's ten previews).
  let end = 0
  for (let seen = 0; seen < count && end < text.length; seen++) end += isHighSurrogate(text.charCodeAt(end)) && end + 1 < text.length ? 2 : 1
  return text.slice(0, end)
}

function codePointLength(text: string): number {
  let length = 0
  for (let i = 0; i < text.length; i++, length++) if (isHighSurrogate(text.charCodeAt(i)) && i + 1 < text.length) i++
  return length
}

/**
 * The one place a post row becomes something that leaves the server. For an anonymous post,
 * the author's id, name and avatar are dropped unless the reader is the author.
 */
export function toPostView(row: PostRow, viewerId: string | null, options: { preview?: boolean } = {}): PostView {
  const mine = viewerId !== null && row.author_id === viewerId
  const showAuthor = !row.anonymous || mine
  const content = row.content
  const truncated = options.preview === true && (row.content_length ?? codePointLength(content)) > 200
  return {
    id: row.id,
    title: row.title,
    content: options.preview && truncated ? `${firstCodePoints(content, 200).trimEnd()}…` : content,
    truncated,
    category: row.category,
    resolution: row.resolution,
    resolutionNote: row.resolution_note,
    moderation: row.moderation,
    moderationReason: mine ? row.moderation_reason : null,
    tags: row.tags,
    imageUrl: row.image_url,
    imageWidth: row.image_width ?? null,
    imageHeight: row.image_height ?? null,
    videoUrl: row.video_url,
    likes: row.like_count,
    comments: row.comment_count,
    views: row.view_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    anonymous: row.anonymous,
    author: showAuthor ? { id: row.author_id, name: row.author_name, initials: initialsOf(row.author_name), avatarUrl: row.author_avatar, role: row.author_role } : null,
    likedByMe: !!row.liked_by_me,
    reportedByMe: !!row.reported_by_me,
    followedByMe: !!row.followed_by_me,
    answerCommentId: row.answer_comment_id ?? null,
    savedByMe: !!row.saved_by_me,
    mentions: options.preview ? [] : row.mentions ?? [],
    editedAt: row.edited_at ? iso(row.edited_at) : null,
    mine,
  }
}

export interface CommentView {
  id: number
  postId: number
  content: string
  likes: number
  createdAt: string
  updatedAt: string
  moderation: Moderation
  moderationReason: string | null
  /**
   * Null when the comment is by the author of an anonymous post (to anyone but that author):
   * their comments on it are shown as "Anonymous User (author)", never with their name.
   */
  author: { id: string; name: string; initials: string; avatarUrl: string | null; role: Role } | null
  likedByMe: boolean
  reportedByMe: boolean
  /** Whether the reader saved it for later (issue 44 §3). */
  savedByMe: boolean
  /** Who the text mentions, to link each `@name` (issue 44 §1). */
  mentions: Mention[]
  /** When the text was last edited after its grace minutes (issue 44 §4), ISO; null: never. */
  editedAt: string | null
  /** The top-level comment this one answers (issue 44 §2); it may no longer be shown. */
  replyToId: number | null
  mine: boolean
}
