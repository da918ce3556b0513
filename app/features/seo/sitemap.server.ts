import { sql } from 'kysely'
import type { ContentPack } from '#content/hathazari/schema'
import { langs, type Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { getGuide } from '#app/lib/content/guide.server'
import type { AnnouncedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { sitePages, type PageKey } from '#app/lib/site-pages'
import { w3cDate, XML_CACHE_CONTROL, xmlEscape, xmlNotFound } from '#app/lib/xml.server'

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
 * (/seeking-hathazari/<id>: moderation 'active', as the lists show; hidden, removed and deleted
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
    seekingHathazari: [forumLatest],
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
  for (const post of posts) add(`/seeking-hathazari/${post.id}`, stamp(post.updated_at, now))
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
 * The sitemap's files: one `<urlset>` with every page in both languages when they are at most
 * `limit` addresses; past that, first a `<sitemapindex>` (served at /sitemap.xml) and then its
 * parts (/sitemap-1.xml, /sitemap-2.xml…), each of at most `limit` addresses.
 */
export function renderSitemap(pages: readonly SitemapPage[], origin: string, limit = SITEMAP_MAX_URLS): string[] {
  const entries: Array<{ xml: string; lastmod?: string }> = []
  for (const page of pages) for (const lang of langs) entries.push({ xml: urlEntry(origin, page, lang), lastmod: page.lastmod })
  if (entries.length <= limit) return [urlset(entries.map((entry) => entry.xml))]
  const parts: Array<typeof entries> = []
  for (let start = 0; start < entries.length; start += limit) parts.push(entries.slice(start, start + limit))
  if (parts.length > SITEMAP_MAX_PARTS) {
    logger.error({ parts: parts.length, served: SITEMAP_MAX_PARTS }, 'the sitemap has more parts than app/routes.ts serves: raise SITEMAP_MAX_PARTS and its routes')
  }
  const index = parts.map((part, i) => {
    const lastmod = part.reduce<string | undefined>((latest, entry) => latestOf(latest, entry.lastmod), undefined)
    return `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</sitemap>`
  })
  return [
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${index.join('\n')}\n</sitemapindex>\n`,
    ...parts.map((part) => urlset(part.map((entry) => entry.xml))),
  ]
}

// The built files are kept until something they list changes: the database announces forum
// changes on 'forum_rows' (a new, edited, hidden or deleted post: listed or dropped at once),
// event dates on 'events', stories on 'news_rows' and accepted corrections to the guide on
// 'content'. On a PostgreSQL server another process's change arrives a moment later: kept there
// for a minute at most. A build larger than a tenth of the budget (about 16,000 addresses) is
// not kept and is made again for each request (the page cache, server/page-cache.ts, still
// keeps it for ten seconds up to 3 MB).
// Not kept in memory for now: on the embedded database, a first LISTEN issued while this build's
// queries ran broke the connection ("portal does not exist"). The page cache keeps it 10 s.
const keptSitemaps = (): AnnouncedCache<{ files: readonly Buffer<ArrayBuffer>[] }> | null => null

/**
 * The sitemap's files as `renderSitemap` makes them (index 0 is /sitemap.xml), built once and
 * kept until something listed changes. `limit` is the addresses per file (tests use a few).
 */
export async function sitemapFiles({ origin, limit = SITEMAP_MAX_URLS }: { origin: string; limit?: number }): Promise<readonly Buffer<ArrayBuffer>[]> {
  const kept = keptSitemaps()
  const key = `${origin}|${limit}`
  const known = kept?.get(key)
  if (known) return known.files
  const version = kept?.version()
  // Kept as UTF-8 (a Buffer is counted at its length), each in memory of its own.
  const files = Object.freeze(renderSitemap(await sitemapPages(), origin, limit).map((file) => Buffer.from(new TextEncoder().encode(file).buffer)))
  kept?.set(key, version!, { files })
  return files
}

/**
 * The answer to /sitemap.xml (the first file: the whole sitemap, or the index of its parts) and
 * to /sitemap-N.xml (part N, which exists only when the sitemap is split): a 404 for any other.
 */
export async function sitemapResponse(pathname: string, options: { origin: string; limit?: number }): Promise<Response> {
  const part = /^\/sitemap-(\d{1,6})\.xml$/.exec(pathname)?.[1]
  if (part === undefined && pathname !== '/sitemap.xml') return xmlNotFound()
  const files = await sitemapFiles(options)
  const file = part === undefined ? files[0] : files.length > 1 && Number(part) >= 1 ? files[Number(part)] : undefined
  if (!file) return xmlNotFound()
  return new Response(file, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': XML_CACHE_CONTROL },
  })
}
