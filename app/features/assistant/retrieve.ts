import { fold, queryTerms, requiredTerms } from '#app/lib/retrieval/fold'
import { rank } from '#app/lib/retrieval/rank'
import type { GuideDoc, SearchEntry } from '#app/lib/retrieval/types'

/**
 * What the assistant answers from (issue 12): the guide's records that best match the question,
 * ranked by the same function as the site search box. Runs on the server and, for offline
 * answers, in the browser over a downloaded copy of the guide.
 */
export interface Retrieval {
  /** The numbered sources, best first: source n is `sources[n - 1]`. */
  sources: GuideDoc[]
  /**
   * What an answer without a model shows as cards: the emergency hotlines, then the records that
   * score at least half as well as the best (at most three).
   */
  cards: GuideDoc[]
  /** True when no record matches the question well: the answer must say so. */
  weak: boolean
  /** An emergency was asked about: 999 and the right national hotline are among the sources. */
  emergency: boolean
}

export const MAX_SOURCES = 6

/**
 * Emergency words and the national hotlines each one calls for (ids in content/hathazari/
 * emergency.ts). 999 is always added for any of them. Folded prefixes: আগুন also matches আগুনে.
 */
const EMERGENCY_TOPICS: Array<{ words: string[]; hotlines: string[] }> = [
  { words: ['জরুরি', 'emergency', 'বিপদ', 'danger', 'দুর্ঘটনা', 'accident', 'urgent'], hotlines: [] },
  { words: ['আগুন', 'অগ্নি', 'ফায়ার', 'দমকল', 'fire', 'burning', 'smoke'], hotlines: ['fire-service'] },
  { words: ['অ্যাম্বুলেন্স', 'এম্বুলেন্স', 'ambulance', 'অজ্ঞান', 'unconscious', 'আহত', 'injured', 'heart attack', 'হার্ট অ্যাটাক', 'স্ট্রোক', 'stroke', 'bleeding', 'রক্তক্ষরণ'], hotlines: ['shasthyo-batayon'] },
  { words: ['পুলিশ', 'police', 'চুরি', 'ডাকাত', 'ছিনতাই', 'theft', 'robbery', 'হামলা', 'attack', 'খুন', 'murder', 'crime', 'অপরাধ'], hotlines: [] },
  { words: ['নির্যাতন', 'ধর্ষণ', 'যৌতুক', 'violence', 'abuse', 'rape', 'harassment', 'হয়রানি'], hotlines: ['women-children-violence'] },
  { words: ['বন্যা', 'ঘূর্ণিঝড়', 'ভূমিধস', 'flood', 'cyclone', 'landslide', 'storm', 'ঝড়'], hotlines: ['disaster-warning'] },
]

/** The hotline ids an emergency question calls for (999 first), or none. */
export function emergencyHotlines(question: string): string[] {
  const folded = ` ${fold(question)}`
  const ids = new Set<string>()
  for (const topic of EMERGENCY_TOPICS) {
    if (topic.words.some((w) => folded.includes(` ${fold(w)}`))) {
      ids.add('national-emergency')
      for (const id of topic.hotlines) ids.add(id)
    }
  }
  return [...ids]
}

const isRecord = (entry: SearchEntry) => !entry.id.startsWith('page/')

/**
 * The sources for a question. A short follow-up ("and its phone number?") is read with the
 * previous question, so "it" keeps meaning what it meant.
 */
export function retrieve(entries: readonly SearchEntry[], docs: Record<string, GuideDoc>, question: string, previousQuestion?: string): Retrieval {
  const hotlineIds = emergencyHotlines(question).map((id) => `hotlines/${id}`)
  let ranked = rank(entries, question, { limit: MAX_SOURCES * 2, filter: isRecord })
  if (previousQuestion && queryTerms(question).length <= 3) {
    const earlier = rank(entries, `${previousQuestion} ${question}`, { limit: MAX_SOURCES, filter: isRecord })
    ranked = [...ranked.slice(0, 3), ...earlier, ...ranked.slice(3)]
  }
  const terms = requiredTerms(queryTerms(question))
  const best = ranked[0]
  // Well matched: the best record matches at least half of the question's words.
  const weak = !best || best.matched * 2 < terms
  const docsOf = (ids: string[]) => [...new Set(ids)].map((id) => docs[id]).filter((d): d is GuideDoc => !!d)
  const sources = docsOf([...hotlineIds, ...ranked.map((r) => r.entry.id)]).slice(0, MAX_SOURCES)
  const strong = ranked.filter((r) => best && r.score * 2 >= best.score).slice(0, 3).map((r) => r.entry.id)
  const cards = docsOf([...hotlineIds, ...(weak ? ranked.slice(0, 3).map((r) => r.entry.id) : strong)]).slice(0, hotlineIds.length + 3)
  return { sources, cards, weak: weak && hotlineIds.length === 0, emergency: hotlineIds.length > 0 }
}
