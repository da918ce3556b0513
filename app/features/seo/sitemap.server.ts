import { sql } from 'kysely'
import type { ContentPack } from '#content/pack/schema'
import { langs, type Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { getGuide } from '#app/lib/content/guide.server'
import { announcedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { sitePages, type PageKey } from '#app/lib/site-pages'
import { w3cDate, XML_CACHE_CONTROL, xmlEscape, xmlNotFound } from '#app/lib/xml.server'
import { FORUM } from '#app/lib/forum-path'

/** Addresses in one sitemap file (the protocol's limit); past it /sitemap.xml is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000
/**
 * Parts app/routes.ts serves (/sitemap-1.xml … /sitemap-20.xml): a million addresses at the
 * default limit. React Router cannot match `sitemap-:n.xml` (a parameter is a whole segment), so
 * each part is a route of its own.
 */
export const SITEMAP_MAX_PARTS = 20

/** A page of the site by its Bengali path; the sitemap lists it in both languages. */
export interface SitemapPage {
  path: string
  /** W3C Datetime: YYYY, YYYY-MM, YYYY-MM-DD (a guide record's as-of date) or a full UTC time. */
  lastmod?: string
}

/** A page that is not in the menu's list (app/lib/site-pages.ts) but is public and has its own content. */
const otherPages = ['/assistant']

/** Which of the guide's records each page shows: its lastmod is the latest as-of date among them. */
const pageRecords: Partial<Record<PageKey, (guide: ContentPack) => unknown>> = {
  home: (g) => g.facts,
  history: (g) => [g.history, g.facts, g.religiousPlaces],
  geography: (g) => [g.geography, g.facts, g.unions],
  administration: (g) => [g.offices, g.postOffices, g.unions],
  utilities: (g) => [g.hotlines, g.offices],
  health: (g) => [g.healthFacilities, g.doctors],
  emergency: (g) => [g.hotlines, g.healthFacilities, g.offices],
  hospitals: (g) => g.healthFacilities,
  doctors: (g) => g.doctors,
  banks: (g) => g.banks,
  courierServices: (g) => g.couriers,
  hotels: (g) => g.hotels,
  shoppingMalls: (g) => g.shoppingMalls,
  religiousPlaces: (g) => [g.religiousPlaces, g.facts],
  touristSpots: (g) => g.places,
  touristAttractions: (g) => g.places,
  education: (g) => [g.institutions, g.facts],
  localMarkets: (g) => [g.markets, g.fairs],
  transportation: (g) => [g.transport, g.transportOverview],
  trainSchedule: (g) => [g.train, g.hotlines],
  organizations: (g) => [g.organizations, g.offices],
  eventCalendar: (g) => g.events,
  localHeroes: (g) => g.people,
  notablePersonalities: (g) => g.people,
  localPride: (g) => g.people,
  journalists: (g) => [g.journalists, g.mediaOrganizations],
  socialHub: (g) => [g.events, g.people],
  legalAid: (g) => g.hotlines,
}

/** The latest `asOf` anywhere in `value` (records, their phone numbers, office holders). As-of dates sort as text. */
export function latestAsOf(value: unknown): string | undefined {
  let latest: string | undefined
  const visit = (v: unknown, depth: number) => {
    if (depth > 6 || v === null || typeof v !== 'object') return
    if (Array.isArray(v)) {
      for (const item of v) visit(item, depth + 1)
      return
    }
    for (const [key, item] of Object.entries(v)) {
      if (key === 'asOf' && typeof item === 'string') latest = latestOf(latest, item)
      else visit(item, depth + 1)
    }
  }
  visit(value, 0)
  return latest
}

/** The later of two W3C dates of any precision ('2026' < '2026-03' < '2026-03-01T…'). */
const latestOf = (a: string | undefined, b: string | undefined) => (a === undefined ? b : b === undefined ? a : a > b ? a : b)

/** A time from the database as a lastmod, never in the future (a clock elsewhere may be ahead). */
const stamp = (value: Date | string | null | undefined, now: Date) =>
  value ? w3cDate(new Date(Math.min(new Date(value).getTime(), now.getTime()))) : undefined

/**
 * Every public page, by its Bengali path, with when it last changed: the site's pages (their
 * guide records' as-of dates, the newest story on /news, the forum's latest edit, the event
 * dates' changes), each local hero's profile (/local-heroes/<id>), and every visible forum post
 * (/seeking-<place>/<id>: moderation 'active', as the lists show; hidden, removed and deleted
 * ones never) with its last edit. Aliases (/hero/<id>, /forum/<id>, /community-forum) are left
 * out: their pages name the address listed here as canonical. No guide record or event has an
 * address of its own (an event's details open on /event-calendar, whose canonical is itself).
 */
export async function sitemapPages(now = new Date()): Promise<SitemapPage[]> {
  const [guide, posts, events, news] = await Promise.all([
    getGuide(),
    db().selectFrom('posts').select(['id', 'updated_at']).where('moderation', '=', sql.lit('active')).orderBy('id').execute(),
    db().selectFrom('event_dates').select((eb) => eb.fn.max('updated_at').as('latest')).executeTakeFirst(),
    env().NEWS_ENABLED ? db().selectFrom('news_items').select((eb) => eb.fn.max('published_at').as('latest')).executeTakeFirst() : undefined,
  ])
  let forumLatest: string | undefined
  for (const post of posts) forumLatest = latestOf(forumLatest, stamp(post.updated_at, now))
  const eventsLatest = stamp(events?.latest, now)
  const extra: Partial<Record<PageKey, Array<string | undefined>>> = {
    home: [stamp(news?.latest, now)],
    news: [stamp(news?.latest, now)],
    communityForum: [forumLatest],
    socialHub: [forumLatest, eventsLatest],
    eventCalendar: [eventsLatest],
  }
  const pages: SitemapPage[] = []
  const add = (path: string, lastmod: string | undefined) => pages.push(lastmod ? { path, lastmod } : { path })
  for (const [key, page] of Object.entries(sitePages) as Array<[PageKey, (typeof sitePages)[PageKey]]>) {
    const records = pageRecords[key]?.(guide)
    add(page.path, (extra[key] ?? []).reduce(latestOf, records === undefined ? undefined : latestAsOf(records)))
  }
  for (const path of otherPages) add(path, undefined)
  // A hero's page changes with their record; featuredDate is when the guide added them.
  for (const person of guide.people) add(`/local-heroes/${encodeURIComponent(person.id)}`, latestOf(latestAsOf(person), person.featuredDate))
  for (const post of posts) add(`${FORUM}/${post.id}`, stamp(post.updated_at, now))
  return pages
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/** One `<url>`: the page's address in `lang`, when it changed, and its address in each language. */
function urlEntry(origin: string, page: SitemapPage, lang: Lang): string {
  const e = xmlEscape
  const bn = `${origin}${page.path}`
  const alternates = [['bn', bn], ['en', `${origin}${localePath('en', page.path)}`], ['x-default', bn]]
  return `<url><loc>${e(`${origin}${localePath(lang, page.path)}`)}</loc>${page.lastmod ? `<lastmod>${e(page.lastmod)}</lastmod>` : ''}${
    alternates.map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${e(href!)}"/>`).join('')}</url>`
}

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join('\n')}\n</urlset>\n`

/**
 * How many files the sitemap of `pages` is: 1 when its addresses (each page in both languages)
 * fit in one `<urlset>` of `limit`; otherwise the index and its parts (1 + parts).
 */
export function sitemapFileCount(pages: number, limit = SITEMAP_MAX_URLS): number {
  const addresses = pages * langs.length
  return addresses <= limit ? 1 : 1 + Math.ceil(addresses / limit)
}

/**
 * One of the sitemap's files, made from the pages alone (undefined for a file it does not have):
 * file 0 is /sitemap.xml, a `<urlset>` with every page in both languages when they are at most
 * `limit` addresses; past that, a `<sitemapindex>` of its parts, and file N the part
 * /sitemap-N.xml, of at most `limit` addresses (each page in bn, then en, in the pages' order).
 * Only the file asked for is written: a part does not cost the whole sitemap.
 */
export function renderSitemapFile(pages: readonly SitemapPage[], origin: string, limit: number, file: number): string | undefined {
  const count = sitemapFileCount(pages.length, limit)
  if (!Number.isInteger(file) || file < 0 || file >= count) return undefined
  const addresses = pages.length * langs.length
  // The i-th address is the page i / 2 in the language i % 2.
  const entries = (from: number, to: number) => {
    const xml: string[] = []
    for (let i = from; i < to; i++) xml.push(urlEntry(origin, pages[Math.floor(i / langs.length)]!, langs[i % langs.length]!))
    return xml
  }
  if (count === 1) return urlset(entries(0, addresses))
  if (file > 0) return urlset(entries((file - 1) * limit, Math.min(file * limit, addresses)))
  const parts = count - 1
  if (parts > SITEMAP_MAX_PARTS) {
    logger.error({ parts, served: SITEMAP_MAX_PARTS }, 'the sitemap has more parts than app/routes.ts serves: raise SITEMAP_MAX_PARTS and its routes')
  }
  const index: string[] = []
  for (let n = 1; n <= parts; n++) {
    // A part's lastmod is the latest of its pages' (both of a page's addresses share it).
    let lastmod: string | undefined
    const last = Math.min(n * limit, addresses) - 1
    for (let page = Math.floor(((n - 1) * limit) / langs.length); page <= Math.floor(last / langs.length); page++) lastmod = latestOf(lastmod, pages[page]!.lastmod)
    index.push(`<sitemap><loc>${xmlEscape(`${origin}/sitemap-${n}.xml`)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</sitemap>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${index.join('\n')}\n</sitemapindex>\n`
}

/** Every file of the sitemap (index 0 is /sitemap.xml), as `renderSitemapFile` writes each. */
export function renderSitemap(pages: readonly SitemapPage[], origin: string, limit = SITEMAP_MAX_URLS): string[] {
  return Array.from({ length: sitemapFileCount(pages.length, limit) }, (_, file) => renderSitemapFile(pages, origin, limit, file)!)
}

// Built once and kept until something listed changes, on every process (each listens for itself):
// the database announces forum changes on 'forum_rows' (a new, edited, hidden or deleted post:
// listed or dropped at once), event dates on 'events', stories on 'news_rows' and accepted
// corrections to the guide on 'content'; kept ten minutes at most, were one lost. On a PostgreSQL
// server each request first catches up with every change committed before it (ADR 032). Two things are kept within their limits (app/lib/memory-budgets.server.ts): the pages
// listed (the database's answer, about 190 bytes a page: up to about 22,000 pages, 44,000
// addresses), and each file as served, up to a tenth of its limit (about 435 bytes an address:
// up to about 1,900 addresses a file). A larger file is written again per request from the kept
// pages, and only the file asked for; with more pages than that, they are read again too. The page cache (server/page-cache.ts)
// also keeps a file for ten seconds, compressed, when it and its compressed forms fit in 3.2 MB.
const SITEMAP_CHANNELS = ['forum_rows', 'events', 'news_rows', 'content']
const keptPages = announcedCache<{ pages: readonly SitemapPage[] }>({
  name: 'sitemap-pages',
  channel: SITEMAP_CHANNELS,
  maxAgeMs: 10 * 60_000,
  maxEntries: 1,
})
const keptFiles = announcedCache<Buffer<ArrayBuffer>>({
  name: 'sitemap-files',
  channel: SITEMAP_CHANNELS,
  maxAgeMs: 10 * 60_000,
  // The index and twenty parts, for the site's one origin and limit.
  maxEntries: SITEMAP_MAX_PARTS + 4,
})

/** The pages the sitemap lists (`sitemapPages`), read once and kept until one of them changes. */
async function listedPages(): Promise<readonly SitemapPage[]> {
  const kept = keptPages()
  const known = kept?.get('pages')
  if (known) return known.pages
  const version = kept?.version()
  const pages = Object.freeze(await sitemapPages())
  kept?.set('pages', version!, { pages })
  return pages
}

/**
 * File `file` of the sitemap (0 is /sitemap.xml; N the part /sitemap-N.xml) as UTF-8, or
 * undefined when it has no such file; written once and kept until something listed changes.
 * `limit` is the addresses per file (tests use a few).
 */
export async function sitemapFile({ origin, limit = SITEMAP_MAX_URLS, file }: { origin: string; limit?: number; file: number }): Promise<Buffer<ArrayBuffer> | undefined> {
  const kept = keptFiles()
  const key = `${origin}|${limit}|${file}`
  const known = kept?.get(key)
  if (known) return known
  const version = kept?.version()
  const xml = renderSitemapFile(await listedPages(), origin, limit, file)
  if (xml === undefined) return undefined
  // In memory of its own (not a slice of Node's shared pool); a Buffer is counted at its length.
  const bytes = Buffer.from(new TextEncoder().encode(xml).buffer)
  kept?.set(key, version!, bytes)
  return bytes
}

/**
 * The answer to /sitemap.xml (the first file: the whole sitemap, or the index of its parts) and
 * to /sitemap-N.xml (part N, which exists only when the sitemap is split): a 404 for any other.
 */
export async function sitemapResponse(pathname: string, options: { origin: string; limit?: number }): Promise<Response> {
  const part = /^\/sitemap-(\d{1,6})\.xml$/.exec(pathname)?.[1]
  if (part === undefined && pathname !== '/sitemap.xml') return xmlNotFound()
  // Part 0 is no part: /sitemap-0.xml is a 404, not the index.
  const file = part === undefined ? 0 : Number(part) >= 1 ? Number(part) : -1
  const bytes = file < 0 ? undefined : await sitemapFile({ ...options, file })
  // A sitemap of one file has no parts.
  if (!bytes) return xmlNotFound()
  return new Response(bytes, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': XML_CACHE_CONTROL },
  })
}
