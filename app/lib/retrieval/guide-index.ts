// Builds the guide's retrieval index from the content pack with its accepted corrections: an
// entry per page and per record (what the search box and the assistant rank), and for each
// record a doc with its facts and sources (what the assistant answers from). The server builds
// both once per version of the guide (index.server.ts).
import type { ContentPack, Phone, Source } from '../../../content/pack/schema'
import type { IconName } from '../icon-names'
import { bn } from '../../i18n/bn'
import { en } from '../../i18n/en'
import type { MessageKey } from '../../i18n/i18n'
import { dhakaDay } from '../dhaka-day'
import { mappedCoordinates } from '../content/mapped-places'
import { phoneView, type PhoneSignals } from '../content/phone-view'
import { phoneFactLine } from '../content/phone-words'
import { publicSources } from '../content/source-words'
import { isWebSource, webSources, type GroundMark, type PublicSource } from '../content/sources'
import { sitePages, type PageKey } from '../site-pages'
import { collectionAliases, recordAliases } from './aliases'
import { factPage } from './fact-pages'
import { tokens } from './fold'
import { pageKeywords } from './page-keywords'
import type { GuideDoc, SearchEntry } from './types'

type Text = { bn: string; en: string }
type Words = Array<Text | string | undefined | null>

interface Sourced {
  sources: Source[]
  asOf: string
  confidence: string
  notes?: Text
  phones?: Phone[]
  address?: Text
  coordinates?: { lat: number; lng: number }
}

/**
 * A record known from a single report: the pack rates it `low` (blogs, a passing mention: shown
 * as unverified) or `medium` on one source (docs/content.md: "medium: one news report, a mirror
 * or snapshot"). A `medium` record with several sources is rated so because it dates, not because
 * one report is all there is. Search and the assistant never rank such a record above a
 * better-attested one that matches about as well (rank.ts).
 */
export const knownFromSingleReport = (record: { confidence: string; sources: readonly (Source | PublicSource)[] }) =>
  record.confidence === 'low' || (record.confidence === 'medium' && record.sources.length <= 1)

export interface GuideIndex {
  entries: SearchEntry[]
  docs: Record<string, GuideDoc>
}

/** A record's sources from the ground as marks, in one language. */
const groundMarks = (sources: Source[], lang: 'bn' | 'en') => publicSources(sources, lang).filter((source): source is GroundMark => !isWebSource(source))

const flat = (words: Words) => words.flatMap((w) => (!w ? [] : typeof w === 'string' ? [w] : [w.bn, w.en]))

/**
 * Folded index words: every word, and in a title each pair of neighbouring words written as one
 * (so the compound উপজেলাপরিষদ finds উপজেলা পরিষদ).
 */
function indexWords(title: Text, words: Words): string {
  const out = new Set<string>()
  for (const text of [title.bn, title.en]) {
    const list = tokens(text)
    list.forEach((token, i) => {
      const next = list[i + 1]
      if (next && !/^\d+$/.test(token) && !/^\d+$/.test(next)) out.add(token + next)
    })
  }
  for (const text of flat(words)) for (const token of tokens(text)) out.add(token)
  return [...out].join(' ')
}

const label = (bnLabel: string, enLabel: string, value: Text | undefined): Text | undefined =>
  value ? { bn: `${bnLabel}: ${value.bn}`, en: `${enLabel}: ${value.en}` } : undefined

const clip = (text: string, max = 600) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')} …`)

/**
 * `signals`: what residents said after calling the guide's numbers (guide.server.ts), so the
 * assistant says what the page says; `today` dates the numbers' age.
 */
export function buildGuideIndex(pack: ContentPack, signals?: (key: string) => PhoneSignals | undefined, today = dhakaDay()): GuideIndex {
  const entries: SearchEntry[] = []
  const docs: Record<string, GuideDoc> = {}
  const pageTitle = (key: PageKey): Text => ({ bn: bn[`page.${key}.title` as MessageKey], en: en[`page.${key}.title` as MessageKey] })

  // Every page first, so a page outranks its records on an equal match.
  for (const key of Object.keys(sitePages) as PageKey[]) {
    const title = pageTitle(key)
    entries.push({ id: `page/${key}`, t: [title.bn, title.en], p: sitePages[key].path, g: key, i: sitePages[key].icon, k: indexWords(title, pageKeywords[key] ?? []) })
  }

  const on = (page: PageKey, id: string) => `${sitePages[page].path}#${id}`

  /** A record: its search entry, and its doc (facts and sources) for the assistant. */
  function add(collection: string, record: { id: string } & Sourced, page: PageKey, path: string, title: Text, lines: Array<Text | undefined>, keywords: Words = [], icon?: IconName) {
    const id = `${collection}/${record.id}`
    const facts = lines.filter((l): l is Text => !!l)
    // The numbers as pages show them: a number moderators found unreachable or wrong is told, never given.
    const views = (lang: 'bn' | 'en') => (record.phones ?? []).map((p) => ({ phone: p, view: phoneView(p, { lang, settings: pack.settings, today, collection, recordId: record.id, signals }) }))
    const [bnPhones, enPhones] = [views('bn'), views('en')]
    const phones = enPhones.filter(({ view }) => !view.status).map(({ phone }) => phone.number)
    const phoneLines = enPhones.map(({ phone, view }, i) => ({
      bn: phoneFactLine(bnPhones[i]!.view, 'bn', phone.label?.bn),
      en: phoneFactLine(view, 'en', phone.label?.en),
    }))
    // The numbers first: what most questions about a place want, and what an answer card shows first.
    const all = [...phoneLines, ...facts, ...(record.notes ? [label('টীকা', 'Note', record.notes)!] : [])]
    const map = mappedCoordinates(record, collection)
    docs[id] = {
      id, title: [title.bn, title.en], path,
      lines: [all.map((l) => clip(l.bn)), all.map((l) => clip(l.en))],
      phones, sources: webSources(record.sources), asOf: record.asOf, unverified: record.confidence === 'low',
      ...(record.sources.some((source) => !isWebSource(source)) ? { ground: [groundMarks(record.sources, 'bn'), groundMarks(record.sources, 'en')] as [GroundMark[], GroundMark[]] } : {}),
      ...(record.address ? { address: [record.address.bn, record.address.en] as [string, string] } : {}),
      ...(map ? { map: { lat: map.lat, lng: map.lng } } : {}),
    }
    entries.push({
      id, t: [title.bn, title.en], p: path, g: page, i: icon ?? sitePages[page].icon,
      k: indexWords(title, [...facts, ...keywords, ...phones, collectionAliases[collection], recordAliases[id]]),
      ...(recordAliases[id] ? { n: tokens(recordAliases[id]).join(' ') } : {}),
      ...(knownFromSingleReport(record) ? { r: 1 as const } : {}),
    })
  }

  const addr = (a?: Text) => label('ঠিকানা', 'Address', a)
  const details = (d?: Text) => d

  for (const f of pack.facts) add('facts', f, factPage(f.id), on(factPage(f.id), `fact-${f.id}`), f.label, [f.value], [], 'info')
  for (const h of pack.hotlines) {
    add('hotlines', h, 'emergency', on('emergency', h.id), { bn: `${h.service.bn}: ${h.number}`, en: `${h.service.en}: ${h.number}` },
      [{ bn: `নম্বর: ${h.number}`, en: `Number: ${h.number}` }, h.description], [h.number], 'phone')
    docs[`hotlines/${h.id}`]!.phones.push(h.number)
  }
  for (const f of pack.healthFacilities) add('healthFacilities', f, 'hospitals', on('hospitals', f.id), f.name, [addr(f.address), details(f.details), ...(f.services ?? [])])
  for (const d of pack.doctors) add('doctors', d, 'doctors', on('doctors', d.id), d.name, [d.specialty, d.qualification, d.post, d.schedule, addr(d.address)])
  for (const b of pack.banks) {
    add('banks', b, 'banks', on('banks', b.id), { bn: `${b.bank.bn}, ${b.branch.bn}`, en: `${b.bank.en}, ${b.branch.en}` },
      [addr(b.address), b.routingNumber ? { bn: `রাউটিং নম্বর: ${b.routingNumber}`, en: `Routing number: ${b.routingNumber}` } : undefined, details(b.details), ...(b.services ?? [])], [b.routingNumber])
  }
  for (const c of pack.couriers) add('couriers', c, 'courierServices', on('courierServices', c.id), c.name, [c.area, addr(c.address), c.hours])
  for (const h of pack.hotels) add('hotels', h, 'hotels', on('hotels', h.id), h.name, [h.area, addr(h.address)])
  for (const m of pack.shoppingMalls) add('shoppingMalls', m, 'shoppingMalls', on('shoppingMalls', m.id), m.name, [m.area, addr(m.address), m.hours])
  for (const j of pack.journalists) add('journalists', j, 'journalists', on('journalists', j.id), j.name, [j.position, j.mediaOutlet])
  for (const o of pack.mediaOrganizations) add('mediaOrganizations', o, 'journalists', on('journalists', o.id), o.name, [o.kind, addr(o.address), details(o.details)])
  for (const o of pack.offices) {
    add('offices', o, 'administration', on('administration', o.id), o.name,
      [addr(o.address), details(o.details), ...(o.holders ?? []).map((h) => ({ bn: `${h.role.bn}: ${h.name.bn} (${h.asOf})`, en: `${h.role.en}: ${h.name.en} (${h.asOf})` }))])
  }
  for (const p of pack.postOffices) add('postOffices', p, 'administration', on('administration', p.id), p.name, [p.postcode ? { bn: `পোস্টকোড: ${p.postcode}`, en: `Postcode: ${p.postcode}` } : undefined, addr(p.address)], [p.postcode])
  for (const u of pack.unions) {
    const tab = u.kind === 'municipality' ? 'municipality' : 'unions'
    add('unions', u, 'administration', `/administration?tab=${tab}#${u.id}`, u.name, [
      u.postcode ? { bn: `পোস্টকোড: ${u.postcode}`, en: `Postcode: ${u.postcode}` } : undefined,
      u.areaKm2 ? { bn: `আয়তন: ${u.areaKm2} বর্গ কিমি`, en: `Area: ${u.areaKm2} km²` } : undefined,
      u.chairman ? { bn: `${u.chairman.role.bn}: ${u.chairman.name.bn} (${u.chairman.asOf})`, en: `${u.chairman.role.en}: ${u.chairman.name.en} (${u.chairman.asOf})` } : undefined,
      details(u.details),
    ], [u.postcode])
  }
  for (const i of pack.institutions) add('institutions', i, 'education', on('education', i.id), i.name, [i.kind, addr(i.address), details(i.details)])
  for (const r of pack.religiousPlaces) add('religiousPlaces', r, 'religiousPlaces', on('religiousPlaces', r.id), r.name, [r.kind, r.period, addr(r.address), details(r.details)])
  for (const m of pack.markets) add('markets', m, 'localMarkets', on('localMarkets', m.id), m.name, [m.days ? label('হাটবার', 'Market days', m.days) : undefined, addr(m.address), details(m.details)])
  for (const f of pack.fairs) add('fairs', f, 'localMarkets', on('localMarkets', f.id), f.name, [label('কখন', 'When', f.when), addr(f.address), details(f.details)])
  for (const p of pack.places) add('places', p, 'touristSpots', on('touristSpots', p.id), p.name, [p.kind, addr(p.address), details(p.details), p.bestTime ? label('ভালো সময়', 'Best time', p.bestTime) : undefined])
  for (const o of pack.organizations) add('organizations', o, 'organizations', on('organizations', o.id), o.name, [o.kind, o.focus, addr(o.address), details(o.details)])
  for (const t of pack.transport) add('transport', t, 'transportation', on('transportation', t.id), t.name, [t.kind, addr(t.address), details(t.details)])
  for (const s of pack.transportOverview) add('transportOverview', s, 'transportation', on('transportation', 'overview'), s.title, [s.body])
  add('train', { ...pack.train.line, id: 'line' }, 'trainSchedule', sitePages.trainSchedule.path, pack.train.line.title, [pack.train.line.body], [], 'train-front')
  for (const s of pack.train.services) add('trainServices', s, 'trainSchedule', `${sitePages.trainSchedule.path}#services`, s.name, [s.kind, details(s.details)], [], 'train-front')
  for (const s of pack.train.stations) {
    add('stations', { id: s.id, sources: pack.train.stationsSources, asOf: pack.train.line.asOf, confidence: pack.train.line.confidence }, 'trainSchedule',
      `${sitePages.trainSchedule.path}#stations`, s.name, [{ bn: 'রেলস্টেশন', en: 'Railway station' }], [], 'train-front')
  }
  for (const s of pack.history) add('history', s, 'history', on('history', s.id), s.title, [s.body])
  for (const s of pack.geography) add('geography', s, 'geography', on('geography', s.id), s.title, [s.body])
  for (const p of pack.people) add('people', p, 'localHeroes', `/local-heroes/${p.id}`, p.name, [p.title, p.connection, ...p.achievements])
  for (const e of pack.events) add('events', e, 'eventCalendar', `/event-calendar?event=${e.id}`, e.title, [label('কখন', 'When', e.when), label('কোথায়', 'Where', e.location), e.description], e.tags ?? [])
  return { entries, docs }
}
