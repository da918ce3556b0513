import { fold, queryTerms, requiredTerms } from './fold'
import { rank, type Ranked } from './rank'
import type { SearchEntry } from './types'

/**
 * The guide's entries (pages and records) that answer a forum title as it is typed (issue 44 §5):
 * the site search's own ranking (rank.ts), kept only where the match is close enough to show
 * beside a question a resident is about to ask. A search box may show a loose match, since the
 * reader asked for one; here nobody asked, so an entry is kept only when its name (title or
 * aliases) holds a word of the title and it matches at least half of the title's words, or it
 * matches them all. "রাস্তায় পানি জমেছে" then finds nothing, rather than the health complex whose
 * text mentions water; "হাসপাতালের নম্বর" finds the hospitals.
 */
export function closeEntries(entries: readonly SearchEntry[], title: string, limit = 3): SearchEntry[] {
  const ranked = rank(entries, title, { limit: limit * 4 })
  if (ranked.length === 0) return []
  // The place's own name does not count (every record is about the place): fold.ts.
  const required = requiredTerms(queryTerms(title))
  const best = Math.max(...ranked.map((r) => r.score))
  const close = (r: Ranked) =>
    (r.matched >= required || (r.named >= 1 && r.matched * 2 >= required))
    // Far below the best: a passing mention.
    && r.score * 3 >= best
  const seen = new Set<string>()
  const kept: SearchEntry[] = []
  for (const r of ranked) {
    if (!close(r)) continue
    // One record listed on two pages (a train service is also a way to travel) is shown once.
    const name = fold(r.entry.t[0])
    if (seen.has(name)) continue
    seen.add(name)
    kept.push(r.entry)
    if (kept.length === limit) break
  }
  return kept
}
