import { fold, queryTerms, requiredTerms, tokens } from '#app/lib/retrieval/fold'
import { rank, type Ranked } from '#app/lib/retrieval/rank'
import type { GuideDoc, SearchEntry } from '#app/lib/retrieval/types'
import { numberHelp as packNumberHelp } from '#pack/place'

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
  /** A phone number was asked for that the guide does not have: what to do instead (issue 30). */
  noNumber?: NumberHelp
}

/** What a verified number offered instead is for. */
export type HelpUse = 'medical' | 'emergency' | 'fire'

/**
 * The answer when the guide has no phone number for what was asked: it says so, and leads with
 * the verified ways to get help: national hotlines to call, and the place to go to.
 */
export interface NumberHelp {
  /** The record asked about, when the question names one well. */
  subject?: GuideDoc
  /** Verified numbers to call instead, each with what it is for. */
  calls: Array<{ use: HelpUse; doc: GuideDoc }>
  /** Where to go (its address and map). */
  place?: GuideDoc
}

export const MAX_SOURCES = 6

/**
 * Emergency words and the national hotlines each one calls for (ids in content/<pack>/
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

/** Words that ask for a phone number (folded; a word beginning with one counts: ফোনে, নম্বরটা). */
const PHONE_WORDS = ['ফোন', 'মোবাইল', 'যোগাযোগ', 'হটলাইন', 'phone', 'mobile', 'telephone', 'contact', 'hotline', 'helpline'].map(fold)
/** Whole words only: কল also begins কলেজ. */
const CALL_WORDS = ['কল', 'call', 'calling'].map(fold)
/** "Number", unless another kind of number is meant (a routing number, a union's number). */
const NUMBER_WORDS = ['নম্বর', 'নাম্বার', 'number'].map(fold)
const OTHER_NUMBERS = ['রাউটিং', 'routing', 'কোড', 'code', 'পোস্টকোড', 'postcode', 'ইউনিয়ন', 'union', 'ওয়ার্ড', 'ward', 'eiin', 'রোল', 'roll', 'account', 'অ্যাকাউন্ট', 'একাউন্ট'].map(fold)

/** Does the question ask for a phone number? */
export function asksForNumber(question: string): boolean {
  const words = tokens(question)
  return words.some((word, i) =>
    PHONE_WORDS.some((w) => word.startsWith(w))
    || CALL_WORDS.includes(word)
    || (NUMBER_WORDS.some((w) => word.startsWith(w)) && !OTHER_NUMBERS.includes(words[i - 1] ?? '') && words[i + 1] !== 'of'))
}

/** Kinds of record one might phone (not a fact, a festival or a river). */
const CONTACTABLE = new Set(['healthFacilities', 'doctors', 'offices', 'postOffices', 'unions', 'banks', 'institutions', 'organizations', 'mediaOrganizations', 'couriers', 'hotels', 'shoppingMalls'])

/**
 * What to offer when the guide has no number for what was asked, by topic (the place's records
 * in the pack: place.ts, assistant.numberHelp): a topic applies when its place or kind of record is what was asked about,
 * or else when the question names it.
 */
const NUMBER_HELP: Array<{ words: string[]; collections: string[]; calls: Array<{ use: HelpUse; id: string }>; place: string | undefined }> = [
  {
    words: ['হাসপাতাল', 'ক্লিনিক', 'ডাক্তার', 'চিকিৎসক', 'স্বাস্থ্য', 'অ্যাম্বুলেন্স', 'এম্বুলেন্স', 'hospital', 'clinic', 'doctor', 'health', 'medical', 'ambulance'],
    collections: ['healthFacilities', 'doctors'],
    calls: [{ use: 'medical', id: 'hotlines/shasthyo-batayon' }, { use: 'emergency', id: 'hotlines/national-emergency' }],
    place: packNumberHelp.health,
  },
  {
    words: ['থানা', 'পুলিশ', 'police', 'thana'],
    collections: [],
    calls: [{ use: 'emergency', id: 'hotlines/national-emergency' }],
    place: packNumberHelp.police,
  },
  {
    words: ['ফায়ার', 'দমকল', 'অগ্নি', 'fire'],
    collections: [],
    calls: [{ use: 'fire', id: 'hotlines/fire-service' }, { use: 'emergency', id: 'hotlines/national-emergency' }],
    place: packNumberHelp.fire,
  },
]

/**
 * When a phone number is asked for and the record asked about has none (no record in the guide
 * is ever given a number it does not source), the help to offer instead; otherwise nothing.
 */
function numberHelp(question: string, best: Ranked | undefined, weak: boolean, docs: Record<string, GuideDoc>): NumberHelp | undefined {
  if (!asksForNumber(question)) return undefined
  const subject = best && !weak ? docs[best.entry.id] : undefined
  // The guide has a number for it: a hotline, or a record with a sourced phone.
  if (subject && subject.phones.length > 0) return undefined
  const collection = subject?.id.split('/')[0] ?? ''
  const folded = ` ${fold(question)}`
  const topic = NUMBER_HELP.find((h) => h.place === subject?.id || h.collections.includes(collection))
    ?? NUMBER_HELP.find((h) => h.words.some((w) => folded.includes(` ${fold(w)}`)))
  // A question about something one does not phone ("the number of unions") is not one of these.
  if (!topic && !CONTACTABLE.has(collection)) return undefined
  return {
    ...(subject ? { subject } : {}),
    calls: (topic?.calls ?? []).flatMap(({ use, id }) => (docs[id] ? [{ use, doc: docs[id] }] : [])),
    ...(topic?.place && docs[topic.place] ? { place: docs[topic.place] } : {}),
  }
}

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
  const noNumber = numberHelp(question, best, weak, docs)
  // The help is shown on its own, first: the cards do not repeat it.
  const helpIds = noNumber ? [...noNumber.calls.map((c) => c.doc.id), ...(noNumber.place ? [noNumber.place.id] : [])] : []
  const docsOf = (ids: string[]) => [...new Set(ids)].map((id) => docs[id]).filter((d): d is GuideDoc => !!d)
  const rankedIds = ranked.map((r) => r.entry.id)
  const sources = docsOf([...hotlineIds, ...rankedIds.slice(0, 1), ...helpIds, ...rankedIds.slice(1)]).slice(0, MAX_SOURCES)
  const strong = ranked.filter((r) => best && r.score * 2 >= best.score).slice(0, 3).map((r) => r.entry.id)
  const cards = docsOf([...hotlineIds, ...(weak ? rankedIds.slice(0, 3) : strong)]).slice(0, hotlineIds.length + 3).filter((doc) => !helpIds.includes(doc.id))
  return { sources, cards, weak: weak && hotlineIds.length === 0 && !noNumber, emergency: hotlineIds.length > 0, ...(noNumber ? { noNumber } : {}) }
}
