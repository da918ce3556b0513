import type { Lang } from '#app/i18n/i18n'
import { pick, type Bilingual } from '#app/lib/content/text'
import type { Source } from '#app/lib/content/sources'
import { provenance, type Provenance } from '../views.server'

/** A national hotline, ready for <HotlineCard>. */
export interface HotlineView extends Provenance {
  id: string
  number: string
  service: string
  description: string
}

type HotlineRecord = { id: string; number: string; service: Bilingual; description: Bilingual; sources: Source[]; asOf: string; confidence: string; notes?: Bilingual }

export function hotlineView(h: HotlineRecord, lang: Lang): HotlineView {
  return { id: h.id, number: h.number, service: pick(lang, h.service), description: pick(lang, h.description), ...provenance(h, lang) }
}

/** The hotlines with these ids, in this order; an id the pack lacks is left out, never made up. */
export function hotlinesById(all: readonly HotlineRecord[], ids: readonly string[], lang: Lang): HotlineView[] {
  return ids.flatMap((id) => all.filter((h) => h.id === id)).map((h) => hotlineView(h, lang))
}
