/**
 * Sources as pages and the assistant see them (issue 42, ADR 034). A source is a web page (its
 * address) or a source from the ground: a photo, a moderator's call or visit, an answer in the
 * forum. Readers see a ground source's kind, what it showed and its day, never who recorded it or
 * the evidence itself (a photo stays with the moderators). Plain data: no server code.
 */
import type { GroundSource, Source } from '#content/pack/schema'
import { FORUM } from '#app/lib/forum-path'

export type { GroundSource, Source } from '#content/pack/schema'

/**
 * A source as a page shows it: a web page's address, or a mark for a source from the ground with
 * its words already in the reader's language ("Checked by a moderator's call, 28 November 2026").
 * Who recorded it and the evidence itself stay on the server (`by` and `photo` are `never`, so a
 * stored source cannot be handed to a page without going through `publicSource`).
 */
export interface GroundMark {
  kind: GroundSource['kind']
  date: string
  text: string
  /** A forum answer's address, in the reader's language. */
  href?: string
  by?: never
  photo?: never
}
export type PublicSource = string | GroundMark

export const isWebSource = (source: Source | PublicSource): source is string => typeof source === 'string'

/** The web pages among `sources`, in order. */
export const webSources = (sources: readonly (Source | PublicSource)[]): string[] => sources.filter(isWebSource)

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
  `${FORUM}/${source.post}${source.comment ? `#comment-${source.comment}` : ''}`
