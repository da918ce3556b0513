import { sql } from 'kysely'
import { isPlaceholderEmail } from '#app/lib/phone'
import { db } from '#app/lib/db/database.server'
import type { Category, ItemType, Moderation, Resolution, Role, TrustLevel } from '#app/lib/db/schema'

export interface QueueReport {
  id: number
  kind: string
  reason: string
  status: 'open' | 'dismissed' | 'actioned'
  reporter: string
  createdAt: string
}

export interface QueueAuthor {
  id: string
  name: string
  email: string
  role: Role
  banned: boolean
  suspendedUntil: string | null
  /** Silenced by readers' spam reports until a moderator decides (issue 43 §4). */
  silenced: boolean
  trustLevel: TrustLevel
  /** A moderator set the level and locked it (app/features/trust/set-level.server.ts). */
  trustLocked: boolean
  memberSince: string
  posts: number
  removed: number
  reportsAgainst: number
}

export interface QueueItem {
  type: ItemType
  id: number
  postId: number
  title: string | null
  content: string
  category: Category | null
  resolution: Resolution | null
  moderation: Moderation
  anonymous: boolean
  createdAt: string
  lastReportAt: string
  /** Why it waits for a moderator ('first-post', 'word:betting', 'duplicate'...), and since when. */
  heldFor: string | null
  heldAt: string | null
  /** Published, but a watched word asked for a look ('word:loans'). */
  flaggedFor: string | null
  /** The real author, even of an anonymous post: this page is for moderators only. */
  author: QueueAuthor
  reports: QueueReport[]
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/**
 * The review queue: posts and comments with open reports or hidden by reports, hidden ones
 * first, then by their latest report. Each with every report, the real author and the author's
 * history. For moderators only (the route checks the role).
 */
export async function listQueue(limit = 50): Promise<QueueItem[]> {
  const { rows } = await sql<{
    type: ItemType; id: number; post_id: number; title: string | null; content: string; category: Category | null
    resolution: Resolution | null; moderation: Moderation; anonymous: boolean; created_at: Date; author_id: string; last_report: Date
    held_for: string | null; held_at: Date | null; flagged_for: string | null
  }>`
    SELECT * FROM (
      SELECT 'post' AS type, p.id, p.id AS post_id, p.title, p.content, p.category, p.resolution, p.moderation, p.anonymous,
             p.created_at, p.author_id, p.held_for, p.held_at, p.flagged_for,
             (SELECT max(r.created_at) FROM reports r WHERE r.item_type = 'post' AND r.item_id = p.id) AS last_report
      FROM posts p
      WHERE p.moderation IN ('hidden', 'pending') OR p.flagged_for IS NOT NULL
         OR EXISTS (SELECT 1 FROM reports r WHERE r.item_type = 'post' AND r.item_id = p.id AND r.status = 'open')
      UNION ALL
      SELECT 'comment', c.id, c.post_id, NULL, c.content, NULL, NULL, c.moderation, false, c.created_at, c.author_id,
             c.held_for, c.held_at, c.flagged_for,
             (SELECT max(r.created_at) FROM reports r WHERE r.item_type = 'comment' AND r.item_id = c.id)
      FROM comments c
      WHERE c.moderation IN ('hidden', 'pending') OR c.flagged_for IS NOT NULL
         OR EXISTS (SELECT 1 FROM reports r WHERE r.item_type = 'comment' AND r.item_id = c.id AND r.status = 'open')
    ) items
    -- Out of sight first (hidden by readers, or waiting: the author waits too), then the newest.
    ORDER BY (moderation IN ('hidden', 'pending')) DESC, coalesce(last_report, held_at, created_at) DESC, id DESC
    LIMIT ${limit}`.execute(db())
  if (rows.length === 0) return []

  const authorIds = [...new Set(rows.map((r) => r.author_id))]
  const authors = await db()
    .selectFrom('profiles as pr')
    .innerJoin('user as u', 'u.id', 'pr.id')
    .select((eb) => [
      'pr.id', 'pr.name', 'u.email', 'pr.role', 'pr.banned', 'pr.suspended_until', 'pr.created_at', 'pr.silenced_at', 'pr.trust_level', 'pr.trust_locked',
      eb.selectFrom('posts').select(sql<number>`count(*)::int`.as('n')).whereRef('posts.author_id', '=', 'pr.id').as('posts'),
      eb.selectFrom('posts').select(sql<number>`count(*)::int`.as('n')).whereRef('posts.author_id', '=', 'pr.id').where('posts.moderation', '=', 'removed').as('removed'),
      sql<number>`(SELECT count(*)::int FROM reports r
        LEFT JOIN posts p ON r.item_type = 'post' AND p.id = r.item_id
        LEFT JOIN comments c ON r.item_type = 'comment' AND c.id = r.item_id
        WHERE coalesce(p.author_id, c.author_id) = pr.id)`.as('reports_against'),
    ])
    .where('pr.id', 'in', authorIds)
    .execute()
  const authorById = new Map(authors.map((a) => [a.id, a]))

  const reports = await db()
    .selectFrom('reports as r')
    .innerJoin('profiles as pr', 'pr.id', 'r.user_id')
    .select(['r.id', 'r.item_type', 'r.item_id', 'r.reason_kind', 'r.reason', 'r.status', 'r.created_at', 'pr.name as reporter'])
    .where((eb) => eb.or(rows.map((row) => eb.and([eb('r.item_type', '=', row.type), eb('r.item_id', '=', row.id)]))))
    .orderBy('r.created_at', 'asc')
    .execute()

  return rows.map((row) => {
    const a = authorById.get(row.author_id)!
    return {
      type: row.type,
      id: row.id,
      postId: row.post_id,
      title: row.title,
      content: row.content,
      category: row.category,
      resolution: row.resolution,
      moderation: row.moderation,
      anonymous: row.anonymous,
      createdAt: iso(row.created_at)!,
      lastReportAt: iso(row.last_report) ?? iso(row.created_at)!,
      heldFor: row.moderation === 'pending' ? row.held_for : null,
      heldAt: row.moderation === 'pending' ? iso(row.held_at) : null,
      flaggedFor: row.flagged_for,
      author: {
        id: a.id, name: a.name, email: isPlaceholderEmail(a.email) ? '' : a.email, role: a.role, banned: a.banned, suspendedUntil: iso(a.suspended_until),
        silenced: a.silenced_at !== null, trustLevel: a.trust_level, trustLocked: a.trust_locked,
        memberSince: iso(a.created_at)!, posts: Number(a.posts ?? 0), removed: Number(a.removed ?? 0), reportsAgainst: Number(a.reports_against ?? 0),
      },
      reports: reports
        .filter((r) => r.item_type === row.type && r.item_id === row.id)
        .map((r) => ({ id: r.id, kind: r.reason_kind, reason: r.reason, status: r.status, reporter: r.reporter, createdAt: iso(r.created_at)! })),
    }
  })
}

export interface AuditRow {
  id: number
  actor: string
  action: string
  targetType: string
  targetId: string
  reason: string | null
  details: Record<string, unknown>
  createdAt: string
}

/** The audit log, newest first, 100 rows a page before `beforeId`. */
export async function listAudit(beforeId: number | null, limit = 100): Promise<{ rows: AuditRow[]; nextBefore: number | null }> {
  let query = db()
    .selectFrom('audit_log as a')
    .innerJoin('profiles as pr', 'pr.id', 'a.actor_id')
    .select(['a.id', 'pr.name as actor', 'a.action', 'a.target_type', 'a.target_id', 'a.reason', 'a.details', 'a.created_at'])
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
  if (beforeId) query = query.where('a.id', '<', beforeId)
  const rows = await query.execute()
  const page = rows.slice(0, limit)
  return {
    rows: page.map((r) => ({ id: r.id, actor: r.actor, action: r.action, targetType: r.target_type, targetId: r.target_id, reason: r.reason, details: r.details, createdAt: iso(r.created_at)! })),
    nextBefore: rows.length > limit ? page.at(-1)!.id : null,
  }
}
