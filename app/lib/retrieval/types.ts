import type { IconName } from '#app/lib/icon-names'
import type { GroundMark } from '#app/lib/content/sources'

/**
 * One entry of the guide's retrieval index: a page, or a record of the content pack. Compact on
 * purpose: the index travels to the browser the first time the search box or the assistant is
 * used. The site search box and the assistant rank the same entries (issue 12).
 */
export interface SearchEntry {
  /** Stable id: `page/<key>` for a page, `<collection>/<record id>` for a record. */
  id: string
  /** Titles: [Bengali, English]. */
  t: [string, string]
  /** Where it leads: a page, or a record on its page (/banks#sonali-bank-<branch>). */
  p: string
  /** The page it belongs to (a key of site-pages), shown under the title. */
  g: string
  i: IconName
  /** Folded words of the title, facts, aliases and keywords in both languages, space separated. */
  k: string
  /** Other names residents use for this record (its aliases, folded): they count as its title when ranking decides which of two records a query names. */
  n?: string
  /**
   * 1: a record known from a single report (confidence `low`, or `medium` with one source). It
   * never ranks above a better-attested entry that matches the query about as well (rank.ts).
   */
  r?: 1
}

/**
 * What the assistant knows of a record: its facts as short lines in both languages, and where
 * they come from. The assistant's sources and its offline answer cards are made from these.
 */
export interface GuideDoc {
  id: string
  /** [Bengali, English]. */
  title: [string, string]
  path: string
  /** Fact lines: [Bengali lines, English lines]. */
  lines: [string[], string[]]
  /** Phone numbers exactly as the sources print them. */
  phones: string[]
  /** The web pages it comes from. */
  sources: string[]
  /** Its sources from the ground (a moderator's call, a visit, a photo), as marks: [Bengali, English]. */
  ground?: [GroundMark[], GroundMark[]]
  asOf: string
  /** Low confidence: shown as unverified. */
  unverified: boolean
  /** The address the pack gives, [Bengali, English]. */
  address?: [string, string]
  /** Where it is: the record's own coordinates, or those of its OpenStreetMap point. */
  map?: { lat: number; lng: number }
}
