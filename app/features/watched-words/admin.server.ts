import { sql } from 'kysely'
import type { MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { charCount, tidy } from '#app/lib/user-text'
import { entryKey, wordActions, wordKinds, wordRules, type WatchedWord, type WordAction, type WordKind, type WordMatch, type WordRule } from '#app/lib/watched-words/match'
import { currentMatcher, readWatchedWords } from '#app/lib/watched-words/words.server'
import { PATTERN_MAX, TRY_MAX, WORDS_MAX } from './limits'

/**
 * The admins' side of the watched words (/moderation/words, issue 43 §3): add an entry, change
 * what it does, delete it, and try a text. Each change is checked here (admin with two-step
 * sign-in, limits, duplicates) and audited in its own transaction (target 'watched-word').
 */

export { PATTERN_MAX, TRY_MAX, WORDS_MAX }

type Failure = { ok: false; status: number; message: MessageKey; vars?: Record<string, string | number> }
const fail = (status: number, message: MessageKey, vars?: Record<string, string | number>): Failure => ({ ok: false, status, message, ...(vars ? { vars } : {}) })

export const isWordKind = (value: string): value is WordKind => (wordKinds as readonly string[]).includes(value)
export const isWordAction = (value: string): value is WordAction => (wordActions as readonly string[]).includes(value)
export const isWordRule = (value: string): value is WordRule => (wordRules as readonly string[]).includes(value)

/** The list for the page, by rule (in the rules' order), each rule's entries by pattern. */
export async function listWatchedWords(): Promise<{ total: number; groups: Array<{ rule: WordRule; entries: WatchedWord[] }> }> {
  const list = await readWatchedWords()
  const collator = new Intl.Collator('bn')
  const groups = wordRules.map((rule) => ({
    rule,
    entries: list.filter((entry) => entry.rule === rule).sort((a, b) => collator.compare(a.pattern, b.pattern) || a.id - b.id),
  }))
  return { total: list.length, groups: groups.filter((group) => group.entries.length > 0) }
}

export async function addWatchedWord(
  admin: SessionUser,
  input: { kind: string; pattern: string; action: string; rule: string },
): Promise<{ ok: true; id: number } | Failure> {
  if (!actsAs(admin, 'admin')) return fail(403, 'moderation.forbidden.body')
  const { kind, action, rule } = input
  if (!isWordKind(kind) || !isWordAction(action) || !isWordRule(rule)) return fail(400, 'words.error.invalid')
  const pattern = tidy(input.pattern).replace(/\s+/g, ' ')
  const length = charCount(pattern)
  if (length < 1 || length > PATTERN_MAX) return fail(400, 'words.error.patternLength')
  const key = entryKey(kind, pattern)
  if (!key) return fail(400, kind === 'domain' ? 'words.error.notDomain' : 'words.error.nothingToMatch')

  return db().transaction().execute(async (trx) => {
    // One admin's addition at a time, so the count and the duplicate check hold until the commit.
    await sql`LOCK TABLE watched_words IN SHARE ROW EXCLUSIVE MODE`.execute(trx)
    const existing = await trx.selectFrom('watched_words').select(['kind', 'pattern']).execute()
    if (existing.length >= WORDS_MAX) return fail(400, 'words.error.full', { max: WORDS_MAX })
    // The same entry written another way ("Casino", "c a s i n o") matches the same texts: one is enough.
    const same = existing.some((other) => other.kind === kind && (other.pattern === pattern || entryKey(other.kind, other.pattern)?.key === key.key))
    if (same) return fail(409, 'words.error.duplicate')
    const row = await trx.insertInto('watched_words').values({ kind, pattern, action, rule, created_by: admin.id }).returning('id').executeTakeFirstOrThrow()
    await writeAudit(trx, { actorId: admin.id, action: 'add', targetType: 'watched-word', targetId: row.id, details: { kind, pattern, action, rule } })
    return { ok: true as const, id: row.id }
  })
}

export async function changeWatchedWord(admin: SessionUser, id: number, action: string): Promise<{ ok: true; changed: boolean } | Failure> {
  if (!actsAs(admin, 'admin')) return fail(403, 'moderation.forbidden.body')
  if (!isWordAction(action)) return fail(400, 'words.error.invalid')
  return db().transaction().execute(async (trx) => {
    const entry = await trx.selectFrom('watched_words').select(['id', 'kind', 'pattern', 'action', 'rule']).where('id', '=', id).forUpdate().executeTakeFirst()
    if (!entry) return fail(404, 'words.error.notFound')
    // Set to what it already is: nothing changes and nothing is logged.
    if (entry.action === action) return { ok: true as const, changed: false }
    await trx.updateTable('watched_words').set({ action }).where('id', '=', id).execute()
    await writeAudit(trx, { actorId: admin.id, action: 'change', targetType: 'watched-word', targetId: id, details: { kind: entry.kind, pattern: entry.pattern, rule: entry.rule, from: entry.action, to: action } })
    return { ok: true as const, changed: true }
  })
}

export async function deleteWatchedWord(admin: SessionUser, id: number): Promise<{ ok: true } | Failure> {
  if (!actsAs(admin, 'admin')) return fail(403, 'moderation.forbidden.body')
  return db().transaction().execute(async (trx) => {
    const entry = await trx.deleteFrom('watched_words').where('id', '=', id).returning(['kind', 'pattern', 'action', 'rule']).executeTakeFirst()
    if (!entry) return fail(404, 'words.error.notFound')
    await writeAudit(trx, { actorId: admin.id, action: 'delete', targetType: 'watched-word', targetId: id, details: { ...entry } })
    return { ok: true as const }
  })
}

/** What a sample text would trigger with the list as it is now (the same matcher the forum uses). */
export async function tryWatchedWords(text: string): Promise<{ ok: true; match: WordMatch | null } | Failure> {
  if (charCount(text) > TRY_MAX) return fail(400, 'words.error.tryLength', { max: TRY_MAX })
  return { ok: true, match: (await currentMatcher()).match([text]) }
}
