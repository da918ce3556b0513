import type { PhoneView } from '#app/lib/content/phone-view'
import type { PublicSource } from '#app/lib/content/sources'
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
  /** "Last checked 3 years ago" once the address is past the pack's age (issue 42). */
  addressStale: string | null
  /** Opening hours (a doctor's schedule), with their age once past the pack's. */
  hours?: { label: string; value: string; stale: string | null }
  details?: string
  lines: Array<{ label: string; value: string }>
  list?: { label: string; items: string[] }
  phones: PhoneView[]
  website?: string
  email?: string
  coordinates?: { lat: number; lng: number }
  notes?: string
  sources: PublicSource[]
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
