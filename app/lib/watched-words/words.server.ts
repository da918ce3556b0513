import type { MessageKey } from '#app/i18n/i18n'
import { announcedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import { buildMatcher, type WatchedWord, type WordAction, type WordMatcher, type WordRule } from './match'

/** What a text triggered, for the write paths: the strongest action, its rule, and the patterns matched. */
export interface WordVerdict {
  action: WordAction
  rule: WordRule
  matched: string[]
}

/**
 * The list as read from `watched_words`, kept in every worker until a change is announced
 * (migration 0028's trigger, at commit: an admin's edit, or plain SQL), so each worker rebuilds
 * its matcher before its next check (app/lib/db/announced-cache.server.ts). At most 10,000
 * entries of at most 100 characters: a few megabytes at most.
 */
const keptList = announcedCache<readonly WatchedWord[]>({ name: 'watched-words', channel: 'watched_words', maxAgeMs: 60 * 60_000, maxEntries: 1 })

// The matcher built from a list (a kept list is the same array until it changes); and the last
// one built, for when nothing can be kept (not yet listening): rebuilt only if the list differs.
const matchers = new WeakMap<readonly WatchedWord[], WordMatcher>()
let lastBuilt: { signature: string; matcher: WordMatcher } | null = null

/** The list, oldest entry first. */
export async function readWatchedWords(): Promise<WatchedWord[]> {
  return db().selectFrom('watched_words').select(['id', 'kind', 'pattern', 'action', 'rule']).orderBy('id').execute()
}

function matcherFor(list: readonly WatchedWord[]): WordMatcher {
  let matcher = matchers.get(list)
  if (matcher) return matcher
  const signature = list.map((entry) => `${entry.id}\u0001${entry.kind}\u0001${entry.action}\u0001${entry.rule}\u0001${entry.pattern}`).join('\u0002')
  matcher = lastBuilt?.signature === signature ? lastBuilt.matcher : buildMatcher(list)
  lastBuilt = { signature, matcher }
  matchers.set(list, matcher)
  return matcher
}

/** The matcher for the list as it is now (this worker has heard every change committed before the request). */
export async function currentMatcher(): Promise<WordMatcher> {
  const kept = keptList()
  const known = kept?.get('list')
  if (known) return matcherFor(known)
  const version = kept?.version()
  const list = Object.freeze(await readWatchedWords())
  if (kept) kept.set('list', version!, list)
  return matcherFor(list)
}

/**
 * What these texts together (a post's title, body and tags; a comment; a name and a bio) trigger
 * in the watched-word list, or null for nothing. The forum's write paths and the profile,
 * sign-up and suggestion forms call this; what each does with the action is theirs
 * (docs/moderation.md, "Watched words").
 */
export async function checkTexts(texts: Array<string | null | undefined>): Promise<WordVerdict | null> {
  if (!texts.some(Boolean)) return null
  const found = (await currentMatcher()).match(texts)
  return found ? { action: found.action, rule: found.rule, matched: found.matched } : null
}

/**
 * The refusal for a blocked text, naming the rule it breaks, never the word (a spammer learns
 * nothing to spell around): "This text breaks the rule on betting adverts".
 */
export function wordRefusal(verdict: Pick<WordVerdict, 'rule'>): { message: MessageKey; vars?: Record<string, string | number> } {
  return { message: `words.refused.${verdict.rule}` }
}

/**
 * The refusal for a name or bio that matched an entry set to "review": a name cannot wait in a
 * queue, so it is refused too, gently, saying what to do if it is a mistake.
 */
export function nameRefusal(verdict: Pick<WordVerdict, 'rule'>): { message: MessageKey; vars?: Record<string, string | number> } {
  return { message: `words.nameRefused.${verdict.rule}` }
}

/**
 * The check for a profile's name and bio (and the name given at sign-up): they cannot wait in
 * a queue, so "block" refuses naming the rule, "review" refuses too with a gentler message
 * (write it another way, or tell us), and "flag" lets it through (docs/moderation.md).
 */
export async function checkName(texts: Array<string | null | undefined>): Promise<{ message: MessageKey; vars?: Record<string, string | number> } | null> {
  const verdict = await checkTexts(texts)
  if (!verdict || verdict.action === 'flag') return null
  return verdict.action === 'block' ? wordRefusal(verdict) : nameRefusal(verdict)
}
