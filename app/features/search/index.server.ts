import { createHash } from 'node:crypto'
import type { ContentPack } from '#content/hathazari/schema'
import { getGuide } from '#app/lib/content/guide.server'
import { buildSearchIndex } from './build-index'
import type { SearchEntry } from './search-types'

export interface SearchIndex {
  entries: SearchEntry[]
  /** The entries as the browser receives them, and a tag for conditional requests. */
  json: string
  etag: string
}

// One index per overlaid pack: getGuide() hands out the same object until a correction is
// accepted, so the index is rebuilt exactly when what it describes changes.
const built = new WeakMap<ContentPack, SearchIndex>()

/**
 * The site search index over the guide as readers see it now: the shipped pack with accepted
 * corrections and published listings (docs/decisions/008-guide-corrections.md).
 */
export async function getSearchIndex(): Promise<SearchIndex> {
  const pack = await getGuide()
  let index = built.get(pack)
  if (!index) {
    const entries = buildSearchIndex(pack)
    const json = JSON.stringify(entries)
    index = { entries, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"` }
    built.set(pack, index)
  }
  return index
}
