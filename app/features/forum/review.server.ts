import { sql, type Transaction } from 'kysely'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { DB, ItemType } from '#app/lib/db/schema'
import { env } from '#app/lib/env.server'
import { foldText } from '#app/lib/watched-words/normalize'
import { fingerprintOf } from '#app/lib/watched-words/fingerprint.server'
import type { WordVerdict } from '#app/lib/watched-words/words.server'

/**
 * Why a new post or comment waits for a moderator (issue 43 §2 and §4), or null to publish it.
 * Stored in `held_for`: the queue shows it to moderators in words.
 *  - 'word:<rule>': a watched word whose action is "review";
 *  - 'duplicate': the same text again (below);
 *  - 'first-post': a new account's first writing (NEW_MEMBER_REVIEW=first, until one is approved);
 *  - 'new-member': every writing of a new account (NEW_MEMBER_REVIEW=all-new).
 * Moderators and admins are never held.
 */
export type HeldFor = `word:${string}` | 'duplicate' | 'first-post' | 'new-member'

/**
 * Texts shorter than this (in letters and digits, after folding) get no fingerprint: "ধন্যবাদ ভাই"
 * from three neighbours is thanks, not a spam wave.
 */
export const FINGERPRINT_MIN_LETTERS = 30
/** The same text by one account twice, or by this many accounts, within a day is held. */
export const DUPLICATE_ACCOUNTS = 3
const DUPLICATE_WINDOW_HOURS = 24

/** The fingerprint of a text long enough to have one (docs/moderation.md, "Spam"). */
export function fingerprintFor(text: string): string | null {
  let letters = 0
  for (const ch of foldText(text)) if (/[\p{L}\p{N}]/u.test(ch) && ++letters >= FINGERPRINT_MIN_LETTERS) break
  return letters >= FINGERPRINT_MIN_LETTERS ? fingerprintOf(text) : null
}

type Table = 'posts' | 'comments'
const tableOf = (type: ItemType): Table => (type === 'post' ? 'posts' : 'comments')

/**
 * Whether the same text went up within a day from this account, or from enough other accounts
 * that this one makes DUPLICATE_ACCOUNTS. Removed items count too: a removed advert posted
 * again is the same advert.
 */
async function isDuplicate(type: ItemType, authorId: string, fingerprint: string | null): Promise<boolean> {
  if (!fingerprint) return false
  const since = new Date(Date.now() - DUPLICATE_WINDOW_HOURS * 3600_000)
  const rows = await db().selectFrom(tableOf(type) as 'posts').select('author_id').distinct()
    .where('fingerprint', '=', fingerprint).where('created_at', '>', since).limit(DUPLICATE_ACCOUNTS).execute()
  return rows.some((r) => r.author_id === authorId) || rows.length + 1 >= DUPLICATE_ACCOUNTS
}

/** Whether the review setting holds this author's writing. */
function heldAsNewcomer(user: SessionUser): HeldFor | null {
  if (user.role !== 'member' || user.trustLevel !== 'new') return null
  const mode = env().NEW_MEMBER_REVIEW
  if (mode === 'all-new') return 'new-member'
  if (mode === 'first' && !user.reviewCleared) return 'first-post'
  return null
}

/** What happens to a new text: published, or held and why. */
export async function holdFor(user: SessionUser, type: ItemType, words: WordVerdict | null, fingerprint: string | null): Promise<HeldFor | null> {
  if (user.role !== 'member') return null
  if (words?.action === 'review') return `word:${words.rule}`
  if (await isDuplicate(type, user.id, fingerprint)) return 'duplicate'
  return heldAsNewcomer(user)
}

/**
 * The other copies of a held duplicate go to the queue with it: the visible ones are taken
 * down (pending), so a wave of one advert from several accounts disappears at once.
 * Returns the posts taken down (for the live lists).
 */
export async function holdOtherCopies(trx: Transaction<DB>, type: ItemType, fingerprint: string | null): Promise<number[]> {
  if (!fingerprint) return []
  const since = new Date(Date.now() - DUPLICATE_WINDOW_HOURS * 3600_000)
  const rows = await trx.updateTable(tableOf(type) as 'posts')
    .set({ moderation: 'pending', held_for: 'duplicate', held_at: new Date() })
    .where('fingerprint', '=', fingerprint).where('created_at', '>', since).where('moderation', '=', 'active')
    // Never a moderator's text (a moderator's notice quoted by a spammer stays up).
    .where('author_id', 'in', trx.selectFrom('profiles').select('id').where('role', '=', 'member'))
    .returning(type === 'post' ? 'id' : sql<number>`post_id`.as('id'))
    .execute()
  return rows.map((r) => r.id)
}
