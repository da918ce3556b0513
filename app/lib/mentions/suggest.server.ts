import { sql } from 'kysely'
import { db } from '#app/lib/db/database.server'
import { initialsOf } from '#app/lib/initials'
import type { Limit } from '#app/lib/rate-limit.server'
import { threadParticipants } from './resolve.server'
import { mentionKey } from './text'

/** A member as the composer's "@" suggestions show them: nothing else leaves the server. */
export interface MemberSuggestion {
  id: string
  name: string
  initials: string
  avatarUrl: string | null
}

/** Suggestions shown at once, at most. */
export const MAX_SUGGESTIONS = 8
/** What is typed after "@" and looked up, at most (a name is rarely longer). */
export const SUGGEST_QUERY_MAX = 40
/** Look-ups a member may make: one for each letter typed, with room, not a crawl of every name. */
export const SUGGEST_LIMIT: Limit = { max: 120, windowSeconds: 60 }

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Members whose name starts with `query`, or has a word that does ("rah" finds "Abdur Rahim"),
 * for the composer of a post or of a comment on `postId`: that thread's participants first (never
 * an anonymous post's author: app/lib/mentions/resolve.server.ts), then every other member, by
 * name; never the one asking, never a banned member. An empty query lists the participants.
 */
export async function suggestMembers(viewerId: string, query: string, postId: number | null): Promise<MemberSuggestion[]> {
  const key = mentionKey(query)
  const matches = (nameKey: string) => nameKey.startsWith(key) || nameKey.includes(` ${key}`)
  const participants = postId === null ? [] : (await threadParticipants(db(), postId)).filter((m) => m.id !== viewerId && matches(m.key))
  const chosen = new Map<string, { id: string; name: string; avatarUrl: string | null }>(participants.slice(0, MAX_SUGGESTIONS).map((m) => [m.id, m]))
  if (key !== '' && chosen.size < MAX_SUGGESTIONS) {
    const named = (pattern: string) => db().selectFrom('profiles').select(['id', 'name', 'avatar_url as avatarUrl'])
      .where(sql<boolean>`mention_key(name) LIKE ${pattern}`).where('banned', '=', false).where('id', '<>', viewerId)
      .orderBy(sql`mention_key(name)`).orderBy('id').limit(MAX_SUGGESTIONS * 2).execute()
    const prefix = `${likeEscape(key)}%`
    const others = await named(prefix)
    // A later word's start only from two letters on: one letter would match half the members.
    const inWords = others.length >= MAX_SUGGESTIONS || [...key].length < 2 ? [] : await named(`% ${prefix}`)
    for (const member of [...others, ...inWords]) {
      if (chosen.size >= MAX_SUGGESTIONS) break
      if (!chosen.has(member.id)) chosen.set(member.id, member)
    }
  }
  return [...chosen.values()].map(({ id, name, avatarUrl }) => ({ id, name, initials: initialsOf(name), avatarUrl }))
}
