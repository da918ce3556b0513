// Builds the site search index from the guide (the content pack with its accepted corrections)
// and the catalogs. The server builds it once per version of the guide (index.server.ts) and
// sends it to the search box as /search-index.json.
import type { ContentPack } from '../../../content/hathazari/schema'
import type { IconName } from '../../components/ui/icon-names'
import { bn } from '../../i18n/bn'
import { en } from '../../i18n/en'
import type { MessageKey } from '../../i18n/i18n'
import { normalizeForSearch } from '../../lib/content/text'
import { sitePages, type PageKey } from '../../lib/site-pages'
import { pageKeywords } from './page-keywords'
import type { SearchEntry } from './search-types'

type Text = { bn: string; en: string }

const words = (...texts: Array<Text | string | undefined>) =>
  normalizeForSearch(texts.flatMap((t) => (!t ? [] : typeof t === 'string' ? [t] : [t.bn, t.en])).join(' '))
    .replace(/[.,;:!?()'"“”‘’«»।/\\–—-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export function buildSearchIndex(pack: ContentPack): SearchEntry[] {
  const entries: SearchEntry[] = []
  const pageTitle = (key: PageKey): Text => ({ bn: bn[`page.${key}.title` as MessageKey], en: en[`page.${key}.title` as MessageKey] })
  const add = (page: PageKey, title: Text, path: string, keywords: Array<Text | string | undefined> = [], icon?: IconName) => {
    entries.push({ t: [title.bn, title.en], p: path, g: page, i: icon ?? sitePages[page].icon, k: words(title, ...keywords) })
  }

  // Every page first, so a page outranks its records on an equal match.
  for (const key of Object.keys(sitePages) as PageKey[]) {
    add(key, pageTitle(key), sitePages[key].path, pageKeywords[key] ?? [])
  }
  const on = (page: PageKey, id: string) => `${sitePages[page].path}#${id}`

  for (const h of pack.hotlines) add('emergency', { bn: `${h.service.bn} ${h.number}`, en: `${h.service.en} ${h.number}` }, on('emergency', h.id), [h.description, h.number], 'phone')
  for (const f of pack.healthFacilities) add('hospitals', f.name, on('hospitals', f.id), [f.address, ...(f.services ?? [])])
  for (const d of pack.doctors) add('doctors', d.name, on('doctors', d.id), [d.specialty, d.post, d.address])
  for (const b of pack.banks) add('banks', { bn: `${b.bank.bn}, ${b.branch.bn}`, en: `${b.bank.en}, ${b.branch.en}` }, on('banks', b.id), [b.address, b.routingNumber])
  for (const c of pack.couriers) add('courierServices', c.name, on('courierServices', c.id), [c.area, c.address])
  for (const h of pack.hotels) add('hotels', h.name, on('hotels', h.id), [h.area, h.address])
  for (const m of pack.shoppingMalls) add('shoppingMalls', m.name, on('shoppingMalls', m.id), [m.area, m.address])
  for (const j of pack.journalists) add('journalists', j.name, on('journalists', j.id), [j.position, j.mediaOutlet])
  for (const o of pack.mediaOrganizations) add('journalists', o.name, on('journalists', o.id), [o.kind, o.address])
  for (const o of pack.offices) add('administration', o.name, on('administration', o.id), [o.address, ...(o.holders ?? []).map((h) => h.name)])
  for (const p of pack.postOffices) add('administration', p.name, on('administration', p.id), [p.postcode])
  for (const u of pack.unions) {
    const tab = u.kind === 'municipality' ? 'municipality' : 'unions'
    add('administration', u.name, `/administration?tab=${tab}#${u.id}`, [u.postcode, u.chairman?.name])
  }
  for (const i of pack.institutions) add('education', i.name, on('education', i.id), [i.kind, i.address])
  for (const r of pack.religiousPlaces) add('religiousPlaces', r.name, on('religiousPlaces', r.id), [r.kind, r.address])
  for (const m of pack.markets) add('localMarkets', m.name, on('localMarkets', m.id), [m.address, m.days])
  for (const f of pack.fairs) add('localMarkets', f.name, on('localMarkets', f.id), [f.when, f.address])
  for (const p of pack.places) add('touristSpots', p.name, on('touristSpots', p.id), [p.kind, p.address])
  for (const o of pack.organizations) add('organizations', o.name, on('organizations', o.id), [o.kind, o.focus])
  for (const t of pack.transport) add('transportation', t.name, on('transportation', t.id), [t.kind])
  for (const s of pack.train.stations) add('trainSchedule', s.name, sitePages.trainSchedule.path, [], 'train-front')
  for (const s of pack.history) add('history', s.title, on('history', s.id))
  for (const s of pack.geography) add('geography', s.title, on('geography', s.id))
  for (const p of pack.people) add('localHeroes', p.name, `/local-heroes/${p.id}`, [p.title, ...p.achievements])
  for (const e of pack.events) add('eventCalendar', e.title, `/event-calendar?event=${e.id}`, [e.when, e.location, ...(e.tags ?? [])])
  return entries
}
