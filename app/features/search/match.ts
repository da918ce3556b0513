import { normalizeForSearch } from '#app/lib/content/text'
import type { SearchEntry } from './search-types'

/**
 * Site search (spec 1 §5, and beyond): a blank query finds nothing; otherwise every word of the
 * query must match the entry, by a two-way substring test, a word prefix, or a small typo
 * (one edit in words of 4-7 letters, two from 8). Matching works on NFC text and never drops
 * Bengali vowel signs. Title matches rank above keyword matches, exact above fuzzy.
 */
export function searchEntries(entries: readonly SearchEntry[], rawQuery: string, limit = 12): SearchEntry[] {
  const query = normalizeForSearch(rawQuery)
  if (!query) return []
  const terms = query.split(' ').filter(Boolean)
  const scored: Array<{ entry: SearchEntry; score: number; index: number }> = []
  entries.forEach((entry, index) => {
    const title = normalizeForSearch(`${entry.t[0]} ${entry.t[1]}`)
    let score = 0
    if (title.includes(query)) score += 100
    else if (entry.k.includes(query)) score += 40
    for (const term of terms) {
      const termScore = scoreTerm(term, title, entry.k)
      if (termScore === 0) return
      score += termScore
    }
    scored.push({ entry, score, index })
  })
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.entry)
}

function scoreTerm(term: string, title: string, keywords: string): number {
  if (title.includes(term)) return 30
  if (keywords.includes(term)) return 15
  const words = `${title} ${keywords}`.split(' ')
  // Two-way: a long query word that contains a whole keyword ("hospitals" ⊃ "hospital").
  if (term.length >= 4 && words.some((w) => w.length >= 4 && term.includes(w))) return 10
  const allowed = maxEdits(term)
  if (allowed > 0 && words.some((w) => Math.abs(codePoints(w) - codePoints(term)) <= allowed && editDistance(term, w, allowed) <= allowed)) return 5
  return 0
}

const codePoints = (s: string) => Array.from(s).length

function maxEdits(term: string): number {
  const n = codePoints(term)
  return n >= 8 ? 2 : n >= 4 ? 1 : 0
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
