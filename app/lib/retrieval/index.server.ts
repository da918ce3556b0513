import { createHash } from 'node:crypto'
import type { ContentPack } from '#content/pack/schema'
import { getGuide, phoneSignals } from '#app/lib/content/guide.server'
import { buildGuideIndex } from './guide-index'
import type { GuideDoc, SearchEntry } from './types'

export interface RetrievalIndex {
  entries: SearchEntry[]
  docs: Record<string, GuideDoc>
  /** The entries as the search box receives them, and a tag for conditional requests. */
  json: string
  etag: string
  /** Entries and docs together, for the assistant's offline answers in the browser. */
  guideJson: string
  guideEtag: string
}

// One index per overlaid pack: getGuide() hands out the same object until a correction is
// accepted, so the index is rebuilt exactly when what it describes changes.
const built = new WeakMap<ContentPack, RetrievalIndex>()

const tag = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`

/**
 * The retrieval index over the guide as readers see it now: the shipped pack with accepted
 * corrections and published listings (docs/decisions/008-guide-corrections.md).
 */
export async function getRetrievalIndex(): Promise<RetrievalIndex> {
  const pack = await getGuide()
  let index = built.get(pack)
  if (!index) {
    const { entries, docs } = buildGuideIndex(pack, phoneSignals)
    const json = JSON.stringify(entries)
    const guideJson = JSON.stringify({ entries, docs })
    index = { entries, docs, json, etag: tag(json), guideJson, guideEtag: tag(guideJson) }
    built.set(pack, index)
  }
  return index
}
