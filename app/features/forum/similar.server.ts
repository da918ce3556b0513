import { sql, type RawBuilder } from 'kysely'
import { announcedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import { translator } from '#app/i18n/catalogs.server'
import type { Lang, MessageKey } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { closeEntries } from '#app/lib/retrieval/close-entries'
import { codePoints, fold, isPlaceName, STOP_WORDS } from '#app/lib/retrieval/fold'
import { getRetrievalIndex } from '#app/lib/retrieval/index.server'
import { cleanText } from '#app/lib/user-text'
import { lettersIn, SIMILAR_MIN_LETTERS, type Similar, type SimilarGuide, type SimilarPost } from './similar'

export type { Similar, SimilarGuide, SimilarPost }

/**
 * "This may already be answered" (issue 44 §5): the forum's visible posts and the guide's entries
 * that match a title being typed, for the new-post form (GET /api/forum/similar) and, after a
 * post sent without JavaScript, under the new post for its author (docs/forum.md).
 */

/** Only the start of a title is read: a title is at most 100 characters, and so is this. */
export const SIMILAR_TITLE_MAX = 100
/** Words of the title looked for, at most (each adds to every statement). */
export const SIMILAR_MAX_WORDS = 8
export const SIMILAR_POSTS = 5
export const SIMILAR_GUIDE = 3
/**
 * The newest this many matching posts are ranked, no more: a word found in thousands of posts
 * costs no more than this (bench/similar-posts.ts measures it).
 */
const CANDIDATES = 500

/** One word of the title: the forms looked for, and whether it counts towards "matches every word". */
export interface Term {
  word: string
  forms: string[]
  counts: boolean
}

// Bengali case endings and particles, longest first: "হাসপাতালের" is looked for as "হাসপাতাল"
// too, so a post that says "হাসপাতালে" is found. A lone "র" is not taken off: it ends too many
// words of their own (বাজার, নম্বর).
const BENGALI_ENDINGS = ['গুলোর', 'গুলো', 'গুলি', 'দের', 'ের', 'তে', 'কে', 'টা', 'টি', 'ে', 'য়']
// Spellings of one word that folding does not join (residents write both).
const SPELLINGS: Record<string, string[]> = { 'নম্বর': ['নাম্বার'], 'নাম্বার': ['নম্বর'] }
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'

function formsOf(word: string): string[] {
  const forms = new Set([word])
  const length = codePoints(word)
  const ending = BENGALI_ENDINGS.find((e) => word.endsWith(e) && length - codePoints(e) >= 3)
  if (ending) forms.add(word.slice(0, -ending.length))
  // "hospitals" is looked for as "hospital" (a plural the way English makes most of them).
  if (/^[a-z]{5,}s$/.test(word) && !word.endsWith('ss')) forms.add(word.slice(0, -1))
  for (const spelling of SPELLINGS[word] ?? []) forms.add(spelling)
  // ৯৯৯ and 999: people type either.
  if (/^[0-9]+$/.test(word)) forms.add(word.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!))
  if (/^[০-৯]+$/.test(word)) forms.add(word.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d))))
  return [...forms].filter((form) => form === word || codePoints(form) >= 2)
}

/**
 * The words of a title worth looking for: lower-cased NFC as the forum's search text is, the
 * first 100 characters, without question words and fillers ("কি", "কত", "where"), at most 8.
 * The place's own name (the pack's search names) is looked for but does not count as a word a post must match:
 * nearly every post is about the place.
 */
export function similarTerms(title: string): Term[] {
  const text = Array.from(cleanText(title).toLowerCase()).slice(0, SIMILAR_TITLE_MAX).join('')
  const terms: Term[] = []
  const seen = new Set<string>()
  // Letters, marks (Bengali vowel signs, the virama), digits and the joiners belong to a word.
  for (const word of text.split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u)) {
    const folded = fold(word)
    if (!folded || seen.has(folded) || STOP_WORDS.has(folded) || codePoints(word) < 2) continue
    seen.add(folded)
    terms.push({ word, forms: formsOf(word), counts: !isPlaceName(folded) })
    if (terms.length === SIMILAR_MAX_WORDS) break
  }
  // A title that is only the place's name looks for it.
  if (terms.length > 0 && terms.every((t) => !t.counts)) for (const t of terms) t.counts = true
  return terms
}

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`)
const bool = (parts: RawBuilder<boolean>[], joiner: 'OR' | 'AND') => sql<boolean>`(${sql.join(parts, sql.raw(` ${joiner} `))})`
const sum = (parts: RawBuilder<number>[]) => (parts.length ? sql<number>`(${sql.join(parts, sql` + `)})` : sql<number>`0`)

/**
 * The forms of a term looked for: the shortest that begins the others (a stem finds its word:
 * "হাসপাতাল" finds "হাসপাতালের", and a word half typed, "হাসপা", finds both), and the other
 * spellings.
 */
function stems(term: Term): string[] {
  return term.forms.filter((form) => !term.forms.some((other) => other !== form && form.startsWith(other)))
}

/**
 * The full-text query for words beginning with any of these forms: `'হাসপাতাল':* | 'নম্বর':*`.
 * Forms hold only letters, marks, digits and joiners (similarTerms splits at anything else), so
 * quoting each makes a query that always parses.
 */
const prefixQuery = (forms: string[]) => sql<string>`to_tsquery('simple', ${forms.map((form) => `'${form}':*`).join(' | ')})`

/**
 * The words that may be misspelt (looked for without their last letter too, and scored by trigram
 * similarity), and those of them searched for in titles by trigram similarity.
 */
interface Typos {
  words: ReadonlySet<string>
  trigrams: ReadonlySet<string>
}
const NO_TYPOS: Typos = { words: new Set(), trigrams: new Set() }
/** Typos are looked for in at most this many words, the longest: each is a trigram search of the titles. */
const TYPO_WORDS = 3

/**
 * Whether a term is in a candidate post: a word of its title, text or tags begins with one of its
 * forms (searchedStems), a form is inside a word of its title (compounds such as
 * "সরকারিহাসপাতাল"), or, if it is among `typos`, a word of its title is like it by trigram word
 * similarity.
 */
function foundIn(term: Term, typos: Typos): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`c.search @@ ${prefixQuery(searchedStems(term, typos))}`]
  for (const form of stems(term)) if (codePoints(form) >= 3) parts.push(sql<boolean>`c.title_l LIKE ${`%${likeEscape(form)}%`}`)
  if (typos.words.has(term.word)) parts.push(sql<boolean>`${term.word} <% c.title_l`)
  return bool(parts, 'OR')
}

/**
 * A term's forms, and for a word that may be misspelt, the word without its last letter too
 * ("হাসপাতালর" → "হাসপাতাল", "hospitl" → "hospit"): a slip at a word's end, the commonest, is then
 * found by the full-text index alone.
 */
function searchedStems(term: Term, typos: Typos): string[] {
  const cut = Array.from(term.word).slice(0, -1).join('')
  return typos.words.has(term.word) && codePoints(cut) >= 4 ? [...new Set([...stems(term), cut])] : stems(term)
}

/**
 * The ids of the visible posts with a word that counts: a word of the post (title, text, tags)
 * beginning with one of its forms (the full-text index, migration 0004), and for the words that
 * may be misspelt, a word of the title like it by trigram similarity (the titles' trigram index,
 * 0032). Each test is its own statement of a union, reading its newest matches and no more than
 * the candidates: a common word ("হাসপাতাল" in thousands of posts) is read newest first and
 * stops there, a rare one is found by its index. Asked as one statement with OR, the planner read
 * every post and tested each against every word: on 100,000 posts a title nobody had written
 * took seconds (bench/similar-posts.ts). A substring of a title is tested on candidates only.
 */
function matchingIds(counted: Term[], typos: Typos) {
  const tests = [
    sql<boolean>`search @@ ${prefixQuery(counted.flatMap((t) => searchedStems(t, typos)))}`,
    ...counted.filter((t) => typos.trigrams.has(t.word)).map((t) => sql<boolean>`${t.word} <% lower(title)`),
  ]
  const arms = tests.map((test, i) => db().selectFrom(
    db().selectFrom('posts').select('id').where('moderation', '=', sql.lit('active')).where(test)
      .orderBy('created_at', 'desc').limit(sql.lit(CANDIDATES)).as(`m${i}`),
  ).select('id'))
  return arms.reduce((all, arm) => all.union(arm))
}

/**
 * How well a term is in the title, 0-1: 1 as a whole word, 0.8 as the start or a part of a word,
 * and if it is among `typos`, else its trigram word similarity to the title's closest word (a typo:
 * about 0.7).
 */
function inTitle(term: Term, typos: Typos): RawBuilder<number> {
  const words = sql.ref('c.title_words')
  const whole = sql<boolean>`${words} @@ plainto_tsquery('simple', ${term.word})`
  const forms = stems(term)
  const part = bool([sql<boolean>`${words} @@ ${prefixQuery(forms)}`, ...forms.filter((form) => codePoints(form) >= 3).map((form) => sql<boolean>`c.title_l LIKE ${`%${likeEscape(form)}%`}`)], 'OR')
  const near = typos.words.has(term.word) ? sql<number>`word_similarity(${term.word}, c.title_l)` : sql<number>`0`
  return sql<number>`(CASE WHEN ${whole} THEN 1 WHEN ${part} THEN 0.8 ELSE ${near} END)`
}

/** A trigram word similarity at least this counts as the word (pg_trgm's own `<%` threshold). */
const NEAR = 0.6

/**
 * Up to 5 visible posts like `title`, best first: those with every word of it in their title,
 * then those with every word anywhere, then those with at least half of them, one in the title;
 * within each, the answered ones first (an answer chosen, or marked resolved), then the closer,
 * then the newer. Never a post waiting for review, hidden or removed; `exceptId` leaves out the
 * post just written.
 *
 * Words are looked for as written first. When no post has every word in its title, the words of
 * four letters or more that no post found has in its title (at most three, the longest) may be
 * misspelt: they are looked for again without their last letter ("হাসপাতালর" as "হাসপাতাল…"),
 * and those still in no title found, in titles by trigram similarity ("হসপাতাল"): the costliest
 * test (bench/similar-posts.ts), which a title typed right never needs.
 */
export async function similarPosts(title: string, options: { exceptId?: number | null; limit?: number } = {}): Promise<SimilarPost[]> {
  const exact = similarPostsQuery(title, { ...options, typos: NO_TYPOS })
  if (!exact) return []
  let rows = await exact.execute()
  let typos = NO_TYPOS
  for (const step of ['start', 'trigrams'] as const) {
    if (rows[0]?.tier === 2) break
    // The words no title found has, however they were looked for.
    const titles = rows.map((row) => row.title.toLowerCase())
    const missing = new Set(similarTerms(title)
      .filter((t) => t.counts && codePoints(t.word) >= 4 && !titles.some((found) => searchedStems(t, typos).some((form) => found.includes(form))))
      .sort((a, b) => codePoints(b.word) - codePoints(a.word)).slice(0, TYPO_WORDS).map((t) => t.word))
    if (missing.size === 0) break
    typos = step === 'start' ? { words: missing, trigrams: new Set() } : { words: new Set([...typos.words, ...missing]), trigrams: missing }
    rows = await similarPostsQuery(title, { ...options, typos })!.execute()
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    status: row.status === 'answered' || row.status === 'resolved' ? row.status : null,
    comments: row.comment_count,
  }))
}

/**
 * The statement similarPosts runs, looking for `typos` too
 * (bench/similar-posts.ts explains it), or null for a title with no word to look for.
 */
export function similarPostsQuery(title: string, { exceptId = null, limit = SIMILAR_POSTS, typos }: { exceptId?: number | null; limit?: number; typos: Typos }) {
  const terms = similarTerms(title)
  const counted = terms.filter((t) => t.counts)
  if (counted.length === 0) return null
  const candidates = db()
    .selectFrom('posts as p')
    .select([
      'p.id', 'p.title', 'p.category', 'p.comment_count', 'p.created_at', 'p.search',
      sql<string | null>`CASE WHEN p.answer_comment_id IS NOT NULL THEN 'answered' WHEN p.resolution = 'resolved' THEN 'resolved' END`.as('status'),
      sql<string>`lower(p.title)`.as('title_l'),
      sql<string>`to_tsvector('simple', lower(p.title))`.as('title_words'),
    ])
    // Written into the statement, not passed as a value (queries.server.ts says why).
    .where('p.moderation', '=', sql.lit('active'))
    // A word that counts: the place's name alone would make every post a candidate.
    .where('p.id', 'in', matchingIds(counted, typos))
    .$if(exceptId !== null, (q) => q.where('p.id', '<>', exceptId!))
    // The newest matches are ranked: a word in thousands of posts costs no more than this many.
    .orderBy('p.created_at', 'desc')
    .limit(sql.lit(CANDIDATES))
  const titleScores = terms.map((t) => inTitle(t, typos))
  const hits = terms.map((t) => sql<number>`(${foundIn(t, typos)})::int`)
  const countedIdx = terms.flatMap((t, i) => (t.counts ? [i] : []))
  const n = sql.lit(counted.length)
  const found = sum(countedIdx.map((i) => hits[i]!))
  const titled = sum(countedIdx.map((i) => sql<number>`(${titleScores[i]!} >= ${sql.lit(NEAR)})::int`))
  const scored = db()
    .selectFrom(candidates.as('c'))
    .select([
      'c.id', 'c.title', 'c.category', 'c.comment_count', 'c.created_at', 'c.status',
      found.as('found'),
      titled.as('titled'),
      // Each word, twice as much in the title (the place's name half as much); then, of two
      // titles with every word, the shorter is the closer ("হাসপাতালের নম্বর কত?" before
      // "সরকারি হাসপাতালের জরুরি নম্বর" for "হাসপাতালের নম্বর").
      sql<number>`${sum(terms.map((t, i) => sql<number>`${sql.lit(t.counts ? 1 : 0.5)} * (2 * ${titleScores[i]!} + ${hits[i]!})`))} - 0.002 * char_length(c.title_l)`.as('closeness'),
    ])
  return db()
    .selectFrom(scored.as('s'))
    .select(['s.id', 's.title', 's.category', 's.comment_count', 's.status',
      sql<number>`CASE WHEN s.titled = ${n} THEN 2 WHEN s.found = ${n} THEN 1 ELSE 0 END`.as('tier')])
    // Every word somewhere, or half of them with one in the title: a post that mentions one word
    // of two in passing (the welcome post's "phone number") is not like the question.
    .where(sql<boolean>`(s.found = ${n} OR (s.titled >= 1 AND s.found * 2 >= ${n}))`)
    .orderBy('tier', 'desc')
    .orderBy(sql`s.status IS NOT NULL`, 'desc')
    .orderBy('s.closeness', 'desc')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(sql.lit(limit))
}

/** Up to 3 of the guide's pages and records for `title`, named in `lang`, linked in it. */
export async function similarGuide(title: string, lang: Lang): Promise<SimilarGuide[]> {
  // The same words as the posts are looked for by: at most 8, from the first 100 characters.
  const words = similarTerms(title).map((t) => t.word).join(' ')
  if (!words) return []
  const { entries } = await getRetrievalIndex()
  const t = translator(lang)
  return closeEntries(entries, words, SIMILAR_GUIDE).map((entry) => ({
    id: entry.id,
    name: entry.t[lang === 'bn' ? 0 : 1],
    href: localePath(lang, entry.p),
    page: t(`page.${entry.g}.title` as MessageKey),
    icon: entry.i,
  }))
}

// The posts found for a title, kept until the forum changes (migration 0013 announces every
// change to a post on 'forum_rows'): typing and correcting a title asks the same words again,
// and many residents ask the same question. The guide's part needs no keeping (in memory).
const keptPosts = announcedCache<readonly SimilarPost[]>({ name: 'similar-posts', channel: 'forum_rows', maxAgeMs: 60_000, maxEntries: 500 })

/** What the new-post form shows for `title`: the forum's posts and the guide's entries. */
export async function findSimilar(title: string, lang: Lang, { exceptId = null }: { exceptId?: number | null } = {}): Promise<Similar> {
  // "হা" would find everything: the form does not ask either (similar-suggestions.tsx).
  if (lettersIn(title) < SIMILAR_MIN_LETTERS) return { posts: [], guide: [] }
  const [posts, guide] = await Promise.all([keptSimilarPosts(title, exceptId), similarGuide(title, lang)])
  return { posts, guide }
}

async function keptSimilarPosts(title: string, exceptId: number | null): Promise<SimilarPost[]> {
  const terms = similarTerms(title)
  if (!terms.some((t) => t.counts)) return []
  const kept = keptPosts()
  const key = JSON.stringify([terms.map((t) => t.word), exceptId])
  const known = kept?.get(key)
  if (known) return [...known]
  const version = kept?.version()
  const posts = await similarPosts(title, { exceptId })
  kept?.set(key, version!, Object.freeze(posts.map((p) => Object.freeze(p))))
  return posts
}
