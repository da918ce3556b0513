import { sql, type Kysely, type Transaction } from 'kysely'
import { db } from '#app/lib/db/database.server'
import type { DB, Mention } from '#app/lib/db/schema'
import { keysAt, matchAt, mentionKey, mentionStarts, WEB_ADDRESS } from './text'

/*
 * Who a text mentions (issue 44 §1, docs/forum.md "Mentions"). For each "@" (MAX_AT_SIGNS at
 * most), the name written after it is looked for among, in this order:
 *  1. the members the composer's suggestions picked (`mentionIds`), when one's name is written
 *     there: the writer chose between members of one name;
 *  2. the thread's participants: the post's author (never an anonymous one) and the commenters
 *     (not the anonymous author's own comments);
 *  3. every member whose name is exactly what is written.
 * The longest name written there wins; two members of that name at one step (and nobody
 * picked) is no mention at all: telling the wrong neighbour is worse than telling nobody.
 * Banned members are never mentioned.
 */

type Executor = Kysely<DB> | Transaction<DB>

/** Members one text mentions (linked and told), at most. */
export const MAX_MENTIONS = 10
/** Ids the composer may send, at most (a text names at most MAX_MENTIONS, some picked twice). */
const MAX_PICKED = 20

interface Member { id: string; name: string; key: string; avatarUrl: string | null }

/** The composer's `mentionIds` field: ids separated by commas; anything else is dropped. */
export function parseMentionIds(value: string | null | undefined): string[] {
  const ids = (value ?? '').split(/[\s,]+/).filter((id) => /^[\w-]{1,64}$/.test(id))
  return [...new Set(ids)].slice(0, MAX_PICKED)
}

export interface ResolvedMentions {
  /** What the text's `mentions` column keeps: in text order, at most MAX_MENTIONS. */
  mentions: Mention[]
  /** Every member the text names, in text order, before the cap (a new member's limit counts them). */
  memberIds: string[]
}

/**
 * Who `text` mentions. `postId` is the thread (null for a new post); `picked` the composer's
 * `mentionIds`. Each mention keeps the name as written after "@", which the page links.
 */
export async function resolveMentions(text: string, options: { postId: number | null; picked?: string[] }, executor: Executor = db()): Promise<ResolvedMentions> {
  // An "@" inside a web address (https://example.com/@karim) is part of the address.
  const addresses = [...text.matchAll(WEB_ADDRESS)].map((m) => [m.index, m.index + m[0].length] as const)
  const starts = mentionStarts(text).filter((start) => !addresses.some(([from, to]) => start > from && start <= to))
  if (starts.length === 0) return { mentions: [], memberIds: [] }

  const picked = await membersByIds(executor, options.picked ?? [])
  const participants = options.postId === null ? [] : await threadParticipants(executor, options.postId)
  const found = new Map<number, { end: number; member: Member }>()
  const used = new Set<string>()
  const unresolved: number[] = []
  for (const start of starts) {
    // 1. Picked: among several picked members of one name, the first not used yet.
    const byPick = longest(text, start, picked)
    if (byPick) {
      const member = byPick.members.find((m) => !used.has(m.id)) ?? byPick.members[0]!
      used.add(member.id)
      found.set(start, { end: byPick.end, member })
      continue
    }
    // 2. Participants: one of that name, or nobody.
    const byThread = longest(text, start, participants)
    if (byThread) {
      if (byThread.members.length === 1) found.set(start, { end: byThread.end, member: byThread.members[0]! })
      continue
    }
    unresolved.push(start)
  }

  // 3. Every member of exactly the name written (one query for the whole text).
  const keysByStart = new Map(unresolved.map((start) => [start, keysAt(text, start)]))
  const keys = [...new Set([...keysByStart.values()].flat())]
  if (keys.length > 0) {
    const { rows } = await sql<{ key: string; count: number; id: string; name: string }>`
      SELECT mention_key(name) AS key, count(*)::int AS count, min(id) AS id, min(name) AS name
      FROM profiles WHERE mention_key(name) = ANY(${keys}::text[]) AND NOT banned
      GROUP BY 1`.execute(executor)
    const byKey = new Map(rows.map((row) => [row.key, row]))
    for (const [start, candidates] of keysByStart) {
      const key = [...candidates].reverse().find((k) => byKey.has(k))
      const row = key === undefined ? undefined : byKey.get(key)!
      if (!row || row.count !== 1) continue
      const end = matchAt(text, start, row.key)
      if (end >= 0) found.set(start, { end, member: { id: row.id, name: row.name, key: row.key, avatarUrl: null } })
    }
  }

  // In text order; an "@" inside a name already found is part of that name.
  const mentions: Mention[] = []
  const memberIds: string[] = []
  let after = 0
  for (const start of starts) {
    const hit = found.get(start)
    if (!hit || start < after) continue
    after = hit.end
    if (!memberIds.includes(hit.member.id)) memberIds.push(hit.member.id)
    // One entry per member and way of writing the name ("@Karim", "@karim"), MAX_MENTIONS at most.
    const name = text.slice(start, hit.end)
    if (mentions.length < MAX_MENTIONS && !mentions.some((m) => m.id === hit.member.id && m.name === name)) mentions.push({ id: hit.member.id, name })
  }
  return { mentions, memberIds }
}

/** The members whose name is written at `start` with the longest name, and where it ends. */
function longest(text: string, start: number, members: Member[]): { end: number; members: Member[] } | null {
  let best: { end: number; length: number; members: Member[] } | null = null
  for (const member of members) {
    const end = matchAt(text, start, member.key)
    if (end < 0) continue
    if (!best || member.key.length > best.length) best = { end, length: member.key.length, members: [member] }
    else if (member.key.length === best.length && !best.members.some((m) => m.id === member.id)) best.members.push(member)
  }
  return best && { end: best.end, members: best.members }
}

const withKeys = (rows: Array<{ id: string; name: string; avatarUrl: string | null }>): Member[] =>
  rows.map((row) => ({ ...row, key: mentionKey(row.name) })).filter((m) => m.key !== '')

async function membersByIds(executor: Executor, ids: string[]): Promise<Member[]> {
  if (ids.length === 0) return []
  const rows = await executor.selectFrom('profiles').select(['id', 'name', 'avatar_url as avatarUrl']).where('id', 'in', ids).where('banned', '=', false).execute()
  // In the order the composer sent them (the order they were picked).
  return withKeys(ids.flatMap((id) => rows.filter((row) => row.id === id)))
}

/**
 * The people taking part in a post's thread, the post's author first, then the commenters, the
 * latest first: an anonymous post's author is none of them (neither as the author nor by their
 * comments on it), so no mention and no suggestion can ever point at them by taking part.
 * Only what every reader sees counts: the post active, its active comments.
 */
export async function threadParticipants(executor: Executor, postId: number): Promise<Member[]> {
  const { rows } = await sql<{ id: string; name: string; avatarUrl: string | null }>`
    WITH post AS (SELECT id, author_id, anonymous FROM posts WHERE id = ${postId} AND moderation = 'active'),
    people AS (
      SELECT author_id AS id, 'infinity'::timestamptz AS at FROM post WHERE NOT anonymous
      UNION ALL
      SELECT c.author_id, max(c.created_at) FROM comments c JOIN post ON post.id = c.post_id
      WHERE c.moderation = 'active' AND NOT (post.anonymous AND c.author_id = post.author_id)
      GROUP BY c.author_id
    )
    SELECT pr.id, pr.name, pr.avatar_url AS "avatarUrl" FROM (SELECT id, max(at) AS at FROM people GROUP BY id) t
    JOIN profiles pr ON pr.id = t.id
    WHERE NOT pr.banned
    ORDER BY t.at DESC, pr.id
    LIMIT 500`.execute(executor)
  return withKeys(rows)
}
