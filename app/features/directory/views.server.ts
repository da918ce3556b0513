import type { Lang } from '#app/i18n/i18n'
import { mappedCoordinates } from '#app/lib/content/mapped-places'
import { collectionOf } from '#app/lib/content/guide.server'
import { localDigits } from '#app/lib/format'
import { normalizeForSearch, pick, type Bilingual } from '#app/lib/content/text'
import { phoneViews, staleFactWords } from '#app/lib/content/record-facts.server'
import { publicSources } from '#app/lib/content/source-words'
import type { Source } from '#app/lib/content/sources'
import type { Bank, Doctor, HealthFacility, Journalist, Phone, ServiceProvider } from '#content/pack/schema'
import type { ListingView } from './listing'

type Translate = (key: 'dir.field.address' | 'dir.field.qualification' | 'dir.field.schedule' | 'dir.field.post' | 'dir.field.routing' | 'dir.field.services' | 'dir.field.achievements' | 'dir.field.hours') => string

const searchText = (...fields: Array<Bilingual | string | undefined>) =>
  normalizeForSearch(fields.flatMap((f) => (!f ? [] : typeof f === 'string' ? [f] : [f.bn, f.en])).join(' \u0000 '))

/** The record's list in the pack (looked up, so one view serves couriers, hotels and malls). */
const withCollection = (record: object) => {
  const collection = collectionOf(record)
  return collection ? { collection } : {}
}

type Sourced = { id: string; name: Bilingual; address?: Bilingual; details?: Bilingual; notes?: Bilingual; phones?: Phone[]; website?: string; coordinates?: { lat: number; lng: number }; sources: Source[]; asOf: string; confidence: string }

const base = (record: Sourced, lang: Lang) => ({
  id: record.id,
  ...withCollection(record),
  name: pick(lang, record.name),
  address: pick(lang, record.address),
  addressStale: record.address ? staleFactWords('address', record, lang) : null,
  details: pick(lang, record.details),
  notes: pick(lang, record.notes),
  phones: phoneViews(record, lang),
  website: record.website,
  coordinates: mappedCoordinates(record, collectionOf(record)),
  sources: publicSources(record.sources, lang),
  asOf: record.asOf,
  unverified: record.confidence === 'low',
})

/** Hospitals search name, address and type (spec 2 §5). */
export function hospitalView(h: HealthFacility, lang: Lang, t: Translate, typeLabel: Bilingual): ListingView {
  return {
    ...base(h, lang),
    badges: [pick(lang, typeLabel)],
    lines: [],
    list: h.services?.length ? { label: t('dir.field.services'), items: h.services.map((s) => pick(lang, s)) } : undefined,
    facet: h.type,
    search: searchText(h.name, h.address, typeLabel, h.type),
  }
}

/** Opening hours (or a schedule) with their age. */
const hours = (record: Sourced, value: Bilingual | undefined, label: string, lang: Lang) =>
  value ? { hours: { label, value: pick(lang, value), stale: staleFactWords('hours', record, lang) } } : {}

/** Doctors search name, specialty and address; the specialty filter is exact. */
export function doctorView(d: Doctor, lang: Lang, t: Translate): ListingView {
  return {
    ...base(d, lang),
    ...hours(d, d.schedule, t('dir.field.schedule'), lang),
    badges: [pick(lang, d.specialty)],
    lines: [
      { label: t('dir.field.post'), value: pick(lang, d.post) },
      ...(d.qualification ? [{ label: t('dir.field.qualification'), value: pick(lang, d.qualification) }] : []),
    ],
    facet: pick(lang, d.specialty),
    search: searchText(d.name, d.specialty, d.address),
  }
}

/** Banks search name, branch and address; the type filter is exact. */
export function bankView(b: Bank, lang: Lang, t: Translate, typeLabel: Bilingual): ListingView {
  return {
    ...base(b, lang),
    name: pick(lang, b.bank),
    kicker: pick(lang, b.branch),
    badges: [pick(lang, typeLabel)],
    lines: b.routingNumber ? [{ label: t('dir.field.routing'), value: localDigits(lang, b.routingNumber) }] : [],
    list: b.services?.length ? { label: t('dir.field.services'), items: b.services.map((s) => pick(lang, s)) } : undefined,
    email: b.email,
    facet: b.type,
    search: searchText(b.bank, b.name, b.branch, b.address),
  }
}

/** Couriers, hotels and malls search name and area. */
export function courierView(c: ServiceProvider, lang: Lang, t: Translate): ListingView {
  return {
    ...base(c, lang),
    ...hours(c, c.hours, t('dir.field.hours'), lang),
    badges: [],
    lines: c.area ? [{ label: t('dir.field.address'), value: pick(lang, c.area) }] : [],
    list: c.services?.length ? { label: t('dir.field.services'), items: c.services.map((s) => pick(lang, s)) } : undefined,
    facet: '',
    search: searchText(c.name, c.area),
  }
}

/** Journalists search name, outlet, position and category; the category filter is exact. */
export function journalistView(j: Journalist, lang: Lang, t: Translate, categoryLabel: Bilingual): ListingView {
  return {
    ...base(j, lang),
    kicker: `${pick(lang, j.position)} · ${pick(lang, j.mediaOutlet)}`,
    badges: [pick(lang, categoryLabel)],
    lines: [],
    list: j.achievements?.length ? { label: t('dir.field.achievements'), items: j.achievements.map((a) => pick(lang, a)) } : undefined,
    facet: j.category,
    search: searchText(j.name, j.mediaOutlet, j.position, categoryLabel, j.category),
  }
}
