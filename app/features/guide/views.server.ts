import type { Lang } from '#app/i18n/i18n'
import { mappedCoordinates } from '#app/lib/content/mapped-places'
import { collectionOf } from '#app/lib/content/guide.server'
import { pick, type Bilingual } from '#app/lib/content/text'
import type { PhoneView } from '#app/lib/content/phone-view'
import { phoneViews, staleFactWords } from '#app/lib/content/record-facts.server'
import { publicSources } from '#app/lib/content/source-words'
import type { PublicSource, Source } from '#app/lib/content/sources'
import type { Phone } from '#content/pack/schema'

/** What every sourced record carries, ready for <SourceNote>. */
export interface Provenance {
  sources: PublicSource[]
  asOf: string
  unverified: boolean
  notes?: string
}

export const provenance = (r: { sources: Source[]; asOf: string; confidence: string; notes?: Bilingual }, lang: Lang): Provenance => ({
  sources: publicSources(r.sources, lang),
  asOf: r.asOf,
  unverified: r.confidence === 'low',
  notes: pick(lang, r.notes),
})

export interface FactView extends Provenance {
  id: string
  label: string
  value: string
}

export function factView(f: { id: string; label: Bilingual; value: Bilingual; sources: Source[]; asOf: string; confidence: string; notes?: Bilingual }, lang: Lang): FactView {
  return { id: f.id, label: pick(lang, f.label), value: pick(lang, f.value), ...provenance(f, lang) }
}

export interface SectionView extends Provenance {
  id: string
  title: string
  body: string
}

export function sectionView(s: { id: string; title: Bilingual; body: Bilingual; sources: Source[]; asOf: string; confidence: string; notes?: Bilingual }, lang: Lang): SectionView {
  return { id: s.id, title: pick(lang, s.title), body: pick(lang, s.body), ...provenance(s, lang) }
}

/** A generic place or organisation card: name, a kind line, address, details, extra lines. */
export interface PlaceView extends Provenance {
  id: string
  /** The content pack list it comes from, for "Suggest a correction" (absent: no link). */
  collection?: string
  name: string
  kind?: string
  address?: string
  /** "Last checked 3 years ago" once the address is past the pack's age (issue 42). */
  addressStale: string | null
  details?: string
  lines: Array<{ label: string; value: string }>
  coordinates?: { lat: number; lng: number }
  website?: string
  phones: PhoneView[]
  holders?: Array<{ role: string; name: string; asOf: string; sources: PublicSource[] }>
}

export function placeView(
  r: { id: string; name: Bilingual; address?: Bilingual; details?: Bilingual; coordinates?: { lat: number; lng: number }; website?: string; phones?: Phone[]; sources: Source[]; asOf: string; confidence: string; notes?: Bilingual },
  lang: Lang,
  extra: { kind?: Bilingual; lines?: Array<{ label: string; value: Bilingual | string | undefined }>; holders?: Array<{ role: Bilingual; name: Bilingual; asOf: string; sources: Source[] }> } = {},
): PlaceView {
  const collection = collectionOf(r)
  return {
    id: r.id,
    ...(collection ? { collection } : {}),
    name: pick(lang, r.name),
    kind: pick(lang, extra.kind),
    address: pick(lang, r.address),
    addressStale: r.address ? staleFactWords('address', r, lang) : null,
    details: pick(lang, r.details),
    lines: (extra.lines ?? []).flatMap((line) =>
      line.value === undefined ? [] : [{ label: line.label, value: typeof line.value === 'string' ? line.value : pick(lang, line.value) }]),
    coordinates: mappedCoordinates(r, collection),
    website: r.website,
    phones: phoneViews(r, lang, collection),
    holders: extra.holders?.map((h) => ({ role: pick(lang, h.role), name: pick(lang, h.name), asOf: h.asOf, sources: publicSources(h.sources, lang) })),
    ...provenance(r, lang),
  }
}
