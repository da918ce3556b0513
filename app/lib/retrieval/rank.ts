import { codePoints, fold, isPlaceName, queryTerms, requiredTerms, tokens } from './fold'
import type { SearchEntry } from './types'

/**
 * Ranking over the guide (issue 12): one function for the site search box, the /search page and
 * the assistant. Any query word may match (not all must); each matching word counts by how rare
 * it is in the guide (IDF), more in a title, less for a partial or misspelt match. Entries that
 * match more of the query's words rank higher. Words match exactly, by prefix either way (so
 * হাসপাতালের finds হাসপাতাল, "hospitals" finds "hospital"), or within one or two typing slips.
 */
export interface PreparedIndex {
  entries: readonly SearchEntry[]
  titleTokens: Array<Set<string>>
  /** The title's words and the record's other names (aliases). */
  nameTokens: Array<Set<string>>
  keyTokens: Array<Set<string>>
  lengths: number[]
  averageLength: number
  idf: Map<string, number>
  /** Every index word with its length in code points, grouped by its first letter (typo search). */
  vocabulary: string[]
  vocabularyLengths: number[]
  /** Recent queries' word matches: typing repeats the same words. */
  termCache: Map<string, Map<string, number>>
}

const prepared = new WeakMap<readonly SearchEntry[], PreparedIndex>()

export function prepareIndex(entries: readonly SearchEntry[]): PreparedIndex {
  const cached = prepared.get(entries)
  if (cached) return cached
  const titleTokens = entries.map((e) => new Set(tokens(`${e.t[0]} ${e.t[1]}`)))
  const nameTokens = entries.map((e, i) => (e.n ? new Set([...titleTokens[i]!, ...e.n.split(' ')]) : titleTokens[i]!))
  const keyTokens = entries.map((e, i) => new Set([...e.k.split(' ').filter(Boolean), ...titleTokens[i]!]))
  const df = new Map<string, number>()
  for (const set of keyTokens) for (const token of set) df.set(token, (df.get(token) ?? 0) + 1)
  const n = entries.length
  const idf = new Map([...df].map(([token, count]) => [token, Math.log(1 + (n - count + 0.5) / (count + 0.5))]))
  const lengths = keyTokens.map((s) => s.size)
  const index: PreparedIndex = {
    entries, titleTokens, nameTokens, keyTokens, lengths,
    averageLength: lengths.reduce((a, b) => a + b, 0) / Math.max(1, n),
    idf, vocabulary: [...df.keys()], vocabularyLengths: [...df.keys()].map(codePoints), termCache: new Map(),
  }
  prepared.set(entries, index)
  return index
}

export interface Ranked {
  entry: SearchEntry
  score: number
  /** How many of the query's words it matched. */
  matched: number
  /** How many of the query's words are in its name (title or aliases). */
  named: number
}

export interface RankOptions {
  limit?: number
  /** Keep only entries this accepts (the assistant ranks records, not pages). */
  filter?: (entry: SearchEntry) => boolean
}

/** The entries that match any word of `query`, best first. A blank query finds nothing. */
export function rank(entries: readonly SearchEntry[], query: string, { limit = 12, filter }: RankOptions = {}): Ranked[] {
  const index = prepareIndex(entries)
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const matchesPerTerm = terms.map((term) => cachedMatches(index, term))
  const required = requiredTerms(terms)
  const counts = terms.map((t) => required === terms.length || !isPlaceName(t))
  const phrase = fold(query)
  const results: Ranked[] = []
  index.entries.forEach((entry, i) => {
    if (filter && !filter(entry)) return
    const keys = index.keyTokens[i]!
    const titles = index.titleTokens[i]!
    const names = index.nameTokens[i]!
    let score = 0
    let matched = 0
    let named = 0
    matchesPerTerm.forEach((matches, t) => {
      let best = 0
      let inName = false
      for (const [token, quality] of matches) {
        if (!keys.has(token)) continue
        const value = quality * (index.idf.get(token) ?? 0) * (titles.has(token) ? 2.5 : 1)
        if (value > best) best = value
        if (names.has(token)) inName = true
      }
      if (best > 0) {
        score += best
        if (counts[t]) matched += 1
        if (inName && counts[t]) named += 1
      }
    })
    if (score === 0) return
    // A short entry that matches is more about the query than a long one that mentions it.
    score /= 0.85 + 0.15 * (index.lengths[i]! / index.averageLength)
    score *= ((matched + 0.25) / (required + 0.25)) ** 1.5
    // The query is the record's name, or part of it.
    if (phrase.length > 3) {
      if (fold(entry.t[0]) === phrase || fold(entry.t[1]) === phrase) score *= 2
      else if (fold(`${entry.t[0]} ${entry.t[1]}`).includes(phrase)) score *= 1.5
    }
    results.push({ entry, score, matched, named })
  })
  return preferAttested(results.sort((a, b) => b.score - a.score)).slice(0, limit)
}

/**
 * Issue 30: a record known from a single report (`r`) never ranks above a better-attested entry
 * that matches the query about as well: as many of its words, as many of them in its name (title
 * or aliases: "হাসপাতাল" names the health complex as much as Alif Hospital, but "কাটিরহাট" names
 * Katirhat market, not the union whose text mentions it), and at least a third of its score (a
 * title word counts 2.5 times). Such a record moves to just after the last entry that matches
 * it about as well; everything else keeps its order.
 */
export function preferAttested(sorted: Ranked[]): Ranked[] {
  const after = new Map<number, Ranked[]>()
  const moved = new Set<number>()
  sorted.forEach((single, i) => {
    if (!single.entry.r) return
    let last = -1
    for (let j = i + 1; j < sorted.length; j++) {
      const other = sorted[j]!
      if (!other.entry.r && other.matched >= single.matched && other.named >= single.named && other.score * 3 >= single.score) last = j
    }
    if (last < 0) return
    moved.add(i)
    after.set(last, [...(after.get(last) ?? []), single])
  })
  if (moved.size === 0) return sorted
  return sorted.flatMap((ranked, i) => [...(moved.has(i) ? [] : [ranked]), ...(after.get(i) ?? [])])
}

/** The site search box and the /search page: entries only. */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 12): SearchEntry[] {
  return rank(entries, query, { limit }).map((r) => r.entry)
}

function cachedMatches(index: PreparedIndex, term: string): Map<string, number> {
  let matches = index.termCache.get(term)
  if (!matches) {
    matches = vocabularyMatches(index, term)
    if (index.termCache.size > 200) index.termCache.clear()
    index.termCache.set(term, matches)
  }
  return matches
}

/** Index words that `term` matches, with how well: 1 exact, less for prefix or typo matches. */
function vocabularyMatches({ vocabulary, vocabularyLengths }: PreparedIndex, term: string): Map<string, number> {
  const matches = new Map<string, number>()
  const termLength = codePoints(term)
  const numeric = /^\d+$/.test(term)
  const allowed = numeric ? 0 : termLength >= 8 ? 2 : termLength >= 4 ? 1 : 0
  // Typos are looked for among words that share the first or the second letter: a slip in both
  // is rare, and comparing every word of the guide would be too slow on a cheap phone.
  const [first, second] = Array.from(term)
  vocabulary.forEach((word, w) => {
    if (word === term) {
      matches.set(word, 1)
      return
    }
    const wordLength = vocabularyLengths[w]!
    let quality = 0
    // The query word begins an index word: typing in progress, or a shorter form.
    if (termLength >= 3 && word.startsWith(term)) quality = 0.75 * (termLength / wordLength) + 0.1
    // An index word begins the query word: Bengali case endings (হাসপাতালের), English plurals.
    else if (wordLength >= 3 && term.startsWith(word) && wordLength * 2 >= termLength && !numeric) quality = 0.8 * (wordLength / termLength)
    else if (allowed > 0 && Math.abs(wordLength - termLength) <= allowed && (word.startsWith(first!) || Array.from(word)[1] === second)
      && editDistance(term, word, allowed) <= allowed) quality = 0.6
    if (quality > 0) matches.set(word, quality)
  })
  return matches
}

/** Damerau-Levenshtein distance over code points, giving up once it passes `cap`. */
export function editDistance(a: string, b: string, cap = Infinity): number {
  const x = Array.from(a)
  const y = Array.from(b)
  const rows: number[][] = [Array.from({ length: y.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= x.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > cap) return best
    rows.push(row)
  }
  return rows[x.length]![y.length]!
}
