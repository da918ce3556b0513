import type { Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { pick, type Bilingual } from '#app/lib/content/text'
import type { Category, Moderation, NotificationKind } from '#app/lib/db/schema'
import { FORUM } from '#app/lib/forum-path'

/**
 * A notification as it leaves the server: built only here, from what the reader may see now.
 * An anonymous author is never named (not even by id), a moderator never; the title of a post
 * the reader may no longer see is not sent, nor a link to it.
 */
export interface NotificationView {
  id: string
  kind: NotificationKind
  read: boolean
  /** When it last changed (a group grows), ISO. */
  at: string
  /** Who did it, as the reader may know them; null for a moderator's decision. */
  actor: { name: string } | { label: 'asker' | 'anonymous-author' | 'someone' } | null
  /** How many others did the same (likes, comments by several people). */
  others: number
  /** How many comments or likes it stands for. */
  count: number
  /** What it is about, in the reader's language: a post's title, an event's or a listing's name. */
  title: string | null
  /** Where opening it leads (an address of the site, without the language prefix); null: nowhere. */
  target: string | null
  itemType: 'post' | 'comment'
  details: {
    resolution?: string
    note?: string | null
    reason?: string | null
    outcome?: 'kept' | 'hidden' | 'removed'
    state?: 'hidden' | 'removed' | 'restored' | 'approved' | 'rejected'
    by?: 'reports' | 'spam-reports' | 'moderator'
    decision?: 'accepted' | 'declined'
    suggestion?: 'correction' | 'listing'
    change?: 'moved' | 'cancelled'
    startsAt?: string | null
  }
}

/** A notifications row with what its view needs of the post, the comment and the first actor. */
export interface NotificationRow {
  id: string
  user_id: string
  kind: NotificationKind
  post_id: number | null
  comment_id: number | null
  anchor_comment_id: number | null
  event_date_id: number | null
  actor_ids: string[]
  count: number
  details: Record<string, unknown>
  read_at: Date | string | null
  updated_at: Date | string
  post_title: string | null
  post_moderation: Moderation | null
  post_author: string | null
  post_anonymous: boolean | null
  post_category: Category | null
  comment_moderation: Moderation | null
  actor_name: string | null
}

/** Kinds about what someone wrote or did on a post: not shown at all once the post is out of the reader's sight. */
export const CONTENT_KINDS: readonly NotificationKind[] = ['comment', 'followed-comment', 'like', 'answer', 'mention', 'reply', 'answer-edited']

const str = (value: unknown) => (typeof value === 'string' ? value : undefined)
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined)
const isBilingual = (value: unknown): value is Bilingual =>
  !!value && typeof value === 'object' && typeof (value as Bilingual).bn === 'string' && typeof (value as Bilingual).en === 'string'
/** A path of this site only: the details were written by the server, but a link is checked where it is made. */
const sitePath = (value: unknown) => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null)

/** The event's title in the reader's language, for event notifications (the guide holds it). */
export type EventTitles = (eventId: string) => Bilingual | undefined

export function toNotificationView(row: NotificationRow, lang: Lang, eventTitle: EventTitles): NotificationView {
  const details = row.details ?? {}
  const readerIsAuthor = row.post_author !== null && row.post_author === row.user_id
  const postVisible = row.post_id !== null && (row.post_moderation === 'active' || readerIsAuthor)
  // Every kind that names a comment is told to its author (who sees it, hidden or not), but a
  // report, told to the reader who reported it.
  const commentVisible = row.comment_moderation === 'active' || row.kind !== 'report'
  const postPath = row.post_id !== null ? `${FORUM}/${row.post_id}` : null

  let title: string | null = null
  let target: string | null = null
  if (row.kind === 'event') {
    const eventId = str(details.eventId)
    const event = eventId ? eventTitle(eventId) : undefined
    title = event ? pick(lang, event) : null
    // The calendar opens the event (the reminders' address: ?event= and its anchor).
    target = eventId ? `/event-calendar?event=${encodeURIComponent(eventId)}#${encodeURIComponent(eventId)}` : null
  } else if (row.kind === 'correction') {
    title = isBilingual(details.name) ? pick(lang, details.name) : null
    target = details.decision === 'accepted' ? sitePath(details.href) : null
  } else if (postVisible) {
    title = row.post_title
    const anchor = row.kind === 'comment' || row.kind === 'followed-comment' ? row.anchor_comment_id : commentVisible ? row.comment_id : null
    target = anchor ? `${postPath}#comment-${anchor}` : postPath
  }

  return {
    id: String(row.id),
    kind: row.kind,
    read: row.read_at !== null,
    at: new Date(row.updated_at).toISOString(),
    actor: actorOf(row),
    others: Math.max(0, row.actor_ids.length - 1),
    count: row.count,
    title,
    target,
    itemType: row.comment_id !== null || details.itemType === 'comment' ? 'comment' : 'post',
    details: {
      resolution: oneOf(details.resolution, ['open', 'resolved', 'closed'] as const),
      note: str(details.note) ?? null,
      // A moderator's reason is shown to the author only, as the post's page shows it.
      reason: row.kind === 'moderation' ? str(details.reason) ?? null : null,
      outcome: oneOf(details.outcome, ['kept', 'hidden', 'removed'] as const),
      state: oneOf(details.state, ['hidden', 'removed', 'restored', 'approved', 'rejected'] as const),
      by: oneOf(details.by, ['reports', 'spam-reports', 'moderator'] as const),
      decision: oneOf(details.decision, ['accepted', 'declined'] as const),
      suggestion: oneOf(details.suggestion, ['correction', 'listing'] as const),
      change: oneOf(details.change, ['moved', 'cancelled'] as const),
      startsAt: str(details.startsAt) ?? null,
    },
  }
}

/** The first actor as the reader may know them: the author of an anonymous post only as "the asker". */
function actorOf(row: NotificationRow): NotificationView['actor'] {
  const first = row.actor_ids[0]
  if (!first) return null
  if (row.post_anonymous && first === row.post_author) return { label: row.post_category === 'question' ? 'asker' : 'anonymous-author' }
  return row.actor_name ? { name: row.actor_name } : { label: 'someone' }
}

/** The address a notification opens, in the reader's language. */
export const localizedTarget = (lang: Lang, target: string) => localePath(lang, target)
