import { normalizeForSearch } from '#app/lib/content/text'

/**
 * One entry of a directory as a page shows it, in the reader's language. `search` holds the
 * spec's search fields in both languages (normalised), so a Bengali reader can type "Sonali".
 */
export interface ListingView {
  id: string
  /** The content pack list it comes from, for "Suggest a correction" (absent: no link). */
  collection?: string
  name: string
  kicker?: string
  badges: string[]
  address?: string
  details?: string
  lines: Array<{ label: string; value: string }>
  list?: { label: string; items: string[] }
  phones: Array<{ number: string; note?: string; asOf: string }>
  website?: string
  email?: string
  coordinates?: { lat: number; lng: number }
  notes?: string
  sources: string[]
  asOf: string
  unverified: boolean
  /** The value the page's filter (type, specialty, category) matches exactly. */
  facet: string
  search: string
}

/** Spec 2 §5: a case-insensitive substring over the search fields, and an exact facet; both combine. */
export function filterListings(listings: readonly ListingView[], query: string, facet: string | null): ListingView[] {
  const q = normalizeForSearch(query)
  return listings.filter((item) => (!facet || item.facet === facet) && (!q || item.search.includes(q)))
}
