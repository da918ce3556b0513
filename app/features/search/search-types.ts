import type { IconName } from '#app/components/ui/icon-names'

/**
 * One entry of the site search index: a page or a record of the content pack. Compact on
 * purpose: the index travels to the browser the first time the search box is used.
 */
export interface SearchEntry {
  /** Titles: [Bengali, English]. */
  t: [string, string]
  /** Where it leads: a page, or a record on its page (/banks#sonali-bank-hathazari). */
  p: string
  /** The page it belongs to (a key of site-pages), shown under the title. */
  g: string
  i: IconName
  /** Normalised words of the title and keywords in both languages, space separated. */
  k: string
}
