/**
 * Sources as pages and the assistant see them (issue 42, ADR 034). A source is a web page (its
 * address) or a source from the ground: a photo, a moderator's call or visit, an answer in the
 * forum. Readers see a ground source's kind, what it showed and its day, never who recorded it or
 * the evidence itself (a photo stays with the moderators). Plain data: no server code.
 */
import type { GroundSource, Source } from '#content/hathazari/schema'

export type { GroundSource, Source } from '#content/hathazari/schema'

/**
 * A source as a page may show it: a web page's address, or a ground source without who recorded
 * it or its evidence. (`by` and `photo` are `never` so that a stored source, which has them,
 * cannot be handed to a page without going through `publicSource`.)
 */
type Shown<T> = T & { by?: never; photo?: never }
export type PublicSource =
  | string
  | Shown<{ kind: 'photo'; date: string; subject: Extract<GroundSource, { kind: 'photo' }>['subject'] }>
  | Shown<{ kind: 'call'; date: string; answeredBy: Extract<GroundSource, { kind: 'call' }>['answeredBy'] }>
  | Shown<{ kind: 'visit'; date: string }>
  | Shown<{ kind: 'forum'; date: string; post: number; comment?: number }>

export const isWebSource = (source: Source | PublicSource): source is string => typeof source === 'string'

/** The web pages among `sources`, in order. */
export const webSources = (sources: readonly (Source | PublicSource)[]): string[] => sources.filter(isWebSource)

/** What a page may show of a source: who recorded it and the photo itself are left out. */
export function publicSource(source: Source): PublicSource {
  if (typeof source === 'string') return source
  switch (source.kind) {
    case 'photo': return { kind: 'photo', date: source.date, subject: source.subject }
    case 'call': return { kind: 'call', date: source.date, answeredBy: source.answeredBy }
    case 'visit': return { kind: 'visit', date: source.date }
    case 'forum': return { kind: 'forum', date: source.date, post: source.post, ...(source.comment ? { comment: source.comment } : {}) }
  }
}

export const publicSources = (sources: readonly Source[]): PublicSource[] => sources.map(publicSource)

/** A phone number may be published on a web page that prints it or a moderator's successful call. */
export const publishesPhone = (sources: readonly Source[]): boolean =>
  sources.some((source) => typeof source === 'string' || source.kind === 'call')

/** The fields of a record a ground source speaks for (all of them when it names none). */
export function confirmsField(source: GroundSource, field: 'name' | 'address' | 'phone' | 'hours' | 'details'): boolean {
  return !source.confirms || source.confirms.includes(field)
}

/** The ground sources of a list, newest first. */
export function groundSources(sources: readonly Source[]): GroundSource[] {
  return sources.filter((source): source is GroundSource => typeof source !== 'string').sort((a, b) => b.date.localeCompare(a.date))
}

/** The address of a forum source's post or comment. */
export const forumSourceHref = (source: { post: number; comment?: number }) =>
  `/seeking-hathazari/${source.post}${source.comment ? `#comment-${source.comment}` : ''}`
