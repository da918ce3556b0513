import { sql } from 'kysely'
import type { Lang } from '#app/i18n/i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { announcedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import { UNREAD_CAP } from '#app/lib/notifications/kinds'
import { CONTENT_KINDS, toNotificationView, type NotificationRow, type NotificationView } from './view.server'

/** Notifications a page shows at once. */
export const PAGE_SIZE = 20

/**
 * Whether the reader may see notification `n`: what it is about may have gone out of their
 * sight since (a post hidden by reports or a moderator, unless it is their own). Such
 * notifications about what someone wrote are neither listed nor counted; a moderator's decision
 * about it still is, without its title or link (view.server.ts).
 */
const shownToReader = sql<boolean>`(n.kind <> all(${CONTENT_KINDS as string[]}::text[]) OR p.moderation = 'active' OR p.author_id = n.user_id)`

/** A notification id as the URL or a form carries it: digits only, in the identity's range. */
export function parseNotificationId(value: unknown): string | null {
  return typeof value === 'string' && /^[1-9]\d{0,17}$/.test(value) ? value : null
}

export interface NotificationPage {
  items: NotificationView[]
  /** The cursor of the next (older) page, or null at the end. */
  next: string | null
}

/** One page of the reader's notifications, newest first, by keyset (updated_at, id). */
export async function listNotifications(userId: string, lang: Lang, before: string | null, limit = PAGE_SIZE): Promise<NotificationPage> {
  const cursor = decodeCursor(before)
  const rows = await selectRows()
    .where('n.user_id', '=', userId)
    .where(shownToReader)
    .$if(cursor !== null, (q) => q.where(sql<boolean>`(n.updated_at, n.id) < (${cursor!.at}, ${cursor!.id}::bigint)`))
    .orderBy('n.updated_at', 'desc').orderBy('n.id', 'desc')
    .limit(limit + 1)
    .execute() as unknown as NotificationRow[]
  const page = rows.slice(0, limit)
  const titles = await eventTitles()
  const last = page.at(-1)
  return {
    items: page.map((row) => toNotificationView(row, lang, titles)),
    next: rows.length > limit && last ? `${new Date(last.updated_at).getTime()}_${last.id}` : null,
  }
}

/** One of the reader's notifications (null if it is not theirs, or not shown to them). */
export async function findNotification(userId: string, id: string, lang: Lang): Promise<NotificationView | null> {
  const row = await selectRows().where('n.id', '=', id).where('n.user_id', '=', userId).where(shownToReader).executeTakeFirst() as unknown as NotificationRow | undefined
  return row ? toNotificationView(row, lang, await eventTitles()) : null
}

function selectRows() {
  return db().selectFrom('notifications as n')
    .leftJoin('posts as p', 'p.id', 'n.post_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id')
    .leftJoin('profiles as a', (join) => join.on(sql<boolean>`a.id = n.actor_ids[1]`))
    .select([
      'n.id', 'n.user_id', 'n.kind', 'n.post_id', 'n.comment_id', 'n.anchor_comment_id', 'n.event_date_id', 'n.actor_ids', 'n.count', 'n.details',
      'n.read_at', 'n.updated_at',
      'p.title as post_title', 'p.moderation as post_moderation', 'p.author_id as post_author', 'p.anonymous as post_anonymous', 'p.category as post_category',
      'c.moderation as comment_moderation', 'a.name as actor_name',
    ])
}

async function eventTitles() {
  const events = (await getGuide()).events
  return (eventId: string) => events.find((event) => event.id === eventId)?.title
}

function decodeCursor(value: string | null): { at: Date; id: string } | null {
  const match = value ? /^(\d{1,15})_([1-9]\d{0,17})$/.exec(value) : null
  if (!match) return null
  const at = new Date(Number(match[1]))
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2]! }
}

/** The readers an announcement on 'notification_changes' names (comma-separated ids), read once per message. */
let lastAnnouncement = { payload: '', readers: new Set<string>() }
export function announcedReaders(payload: string): ReadonlySet<string> {
  if (payload !== lastAnnouncement.payload) lastAnnouncement = { payload, readers: new Set(payload.split(',')) }
  return lastAnnouncement.readers
}

// The bell's count is on every signed-in page: it is kept in memory
// until the database announces a change to the reader's notifications (migration 0016's
// triggers on 'notification_changes', with the readers' ids, at commit), for at most a minute
// (ADR 025), so a page costs no query for it.
const keptCounts = announcedCache<{ userId: string; count: number }>({
  name: 'unread-counts',
  channel: 'notification_changes',
  maxAgeMs: 60_000,
  maxEntries: 10_000,
  staleFor: (payload, entry) => announcedReaders(payload).has(entry.userId),
})

/** How many unread notifications the reader has, up to UNREAD_CAP + 1 ("99+"). */
export async function unreadCount(userId: string): Promise<number> {
  const kept = keptCounts()
  const known = kept?.get(userId)
  if (known) return known.count
  const version = kept?.version()
  const row = await db().selectFrom(
    db().selectFrom('notifications as n').leftJoin('posts as p', 'p.id', 'n.post_id')
      .select(sql`1`.as('one'))
      .where('n.user_id', '=', userId).where('n.read_at', 'is', null).where(shownToReader)
      .limit(UNREAD_CAP + 1)
      .as('unread'),
  ).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()
  kept?.set(userId, version!, { userId, count: row.count })
  return row.count
}

/**
 * Marks one notification read (a group of comments stops growing: the next comment starts a new
 * one). False when it is not the reader's.
 */
export async function markRead(userId: string, id: string): Promise<boolean> {
  const result = await db().updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())`, grouping: sql<boolean>`grouping AND kind = 'like'` })
    .where('id', '=', id).where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Marks every unread notification of the reader read. */
export async function markAllRead(userId: string): Promise<number> {
  const result = await db().updateTable('notifications')
    .set({ read_at: sql`now()`, grouping: sql<boolean>`grouping AND kind = 'like'` })
    .where('user_id', '=', userId).where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
