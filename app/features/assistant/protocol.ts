import type { GroundMark } from '#app/lib/content/sources'
import type { Lang, MessageKey, Vars } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import type { GuideDoc } from '#app/lib/retrieval/types'
import type { HelpUse, NumberHelp } from './retrieve'

/**
 * What POST /api/assistant streams, one Server-Sent Event each (docs/assistant.md). The page
 * without JavaScript collects the same events and renders them.
 */
export type AssistantEvent =
  /** The numbered sources the answer may cite: source n is `sources[n - 1]`. */
  | { type: 'sources'; sources: SourceView[] }
  /** The guide has no phone number for what was asked: the verified ways to get help, shown first. */
  | { type: 'help'; help: HelpView }
  /** More of the answer's text, already checked (citations and phone numbers). */
  | { type: 'delta'; text: string }
  /** A notice about how the answer was made (no model, the model failed, a number removed). */
  | { type: 'notice'; key: MessageKey; vars?: Vars }
  /** The guide's records as answer cards, when there is no model's answer (or it failed). */
  | { type: 'cards'; weak: boolean; emergency: boolean; cards: SourceView[] }
  /** The end: which sources the text cited. */
  | { type: 'done'; cited: number[] }
  /** The question was refused (too long, too many); nothing else follows. */
  | { type: 'error'; key: MessageKey; vars?: Vars }

/** A record as the reader sees it: in their language, with where it comes from. */
export interface SourceView {
  n: number
  id: string
  title: string
  /** The guide page that shows it, in the reader's language. */
  href: string
  lines: string[]
  sources: string[]
  /** Its sources from the ground, in the reader's language (issue 42). */
  ground?: GroundMark[]
  asOf: string
  unverified: boolean
  /** A national hotline: the number to call. */
  call?: string
  address?: string
  map?: { lat: number; lng: number }
}

export function sourceView(doc: GuideDoc, n: number, lang: Lang): SourceView {
  const i = lang === 'bn' ? 0 : 1
  return {
    n, id: doc.id, title: doc.title[i], href: localePath(lang, doc.path), lines: doc.lines[i], sources: doc.sources, asOf: doc.asOf, unverified: doc.unverified,
    ...(doc.ground ? { ground: doc.ground[i] } : {}),
    ...(doc.id.startsWith('hotlines/') && doc.phones[0] ? { call: doc.phones[0] } : {}),
    ...(doc.address ? { address: doc.address[i] } : {}),
    ...(doc.map ? { map: doc.map } : {}),
  }
}

/** What the reader sees when the guide has no number for what they asked (retrieve.ts). */
export interface HelpView {
  /** The name of what was asked about, when the question named it well. */
  subject?: string
  calls: Array<{ use: HelpUse; source: SourceView }>
  place?: SourceView
}

/** The help in the reader's language, numbered as the answer's sources (0: not among them). */
export function helpView(help: NumberHelp, sources: readonly GuideDoc[], lang: Lang): HelpView {
  const view = (doc: GuideDoc) => sourceView(doc, sources.indexOf(doc) + 1, lang)
  return {
    ...(help.subject ? { subject: help.subject.title[lang === 'bn' ? 0 : 1] } : {}),
    calls: help.calls.map(({ use, doc }) => ({ use, source: view(doc) })),
    ...(help.place ? { place: view(help.place) } : {}),
  }
}

/** Limits of a question (checked by the server; the panel's field has the same maxLength). */
export const MAX_QUESTION_CHARS = 500
/** The turns of history sent with a question (the browser keeps the whole chat, spec §2). */
export const MAX_HISTORY_TURNS = 6
export const MAX_TURN_CHARS = 2000

export interface Turn {
  role: 'user' | 'assistant'
  text: string
}
