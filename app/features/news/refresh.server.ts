import { createHash } from 'node:crypto'
import { parseFeed } from '@rowanmanning/feed-parser'
import { sql } from 'kysely'
import { getGuide } from '#app/lib/content/guide.server'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { everyMinute } from '#app/lib/every-minute.server'
import { logger } from '#app/lib/logger.server'
import type { NewsSource } from '#content/pack/news-source'
import { fetchFeed, type FetchOptions } from './fetch.server'
import { keywordsFrom, relevance, type Keywords } from './relevance'
import { activeSources } from './sources.server'
import { canonicalUrl, excerpt, headlineKey, plainText } from './text'

/** How often a healthy source is checked (spec 1 §9: news refreshed every 15 minutes). */
export const CHECK_EVERY_MS = 15 * 60 * 1000
/** The longest wait after errors: a broken source is still tried a few times a day, never dropped. */
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000
/** After a 429 without Retry-After, at least this long. */
const TOO_MANY_FLOOR_MS = 60 * 60 * 1000
/** While one process checks a source, others leave it alone this long. */
const LEASE_MS = 5 * 60 * 1000
/** Any number: the advisory lock's key for "claiming due news sources". */
const LOCK_KEY = 7_341_113

/** The wait before the next check after `errors` consecutive failures: doubling, capped, plus up to 25 % jitter. */
export function backoffMs(errors: number, random = Math.random): number {
  const base = Math.min(CHECK_EVERY_MS * 2 ** Math.max(0, errors - 1), MAX_BACKOFF_MS)
  return Math.round(base * (1 + random() * 0.25))
}

/**
 * Takes the sources that are due, under a Postgres advisory lock so that of several processes
 * (or servers) on one database only one claims each source; claimed sources are pushed a lease
 * ahead, so the fetches themselves run outside the transaction.
 */
async function claimDue(sources: NewsSource[], now: Date): Promise<NewsSource[]> {
  if (sources.length === 0) return []
  return db().transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${LOCK_KEY}) AS locked`.execute(trx)
    if (!rows[0]?.locked) return []
    await trx.insertInto('news_sources').values(sources.map((source) => ({ id: source.id, next_check_at: now }))).onConflict((oc) => oc.column('id').doNothing()).execute()
    const due = await trx.selectFrom('news_sources').select('id')
      .where('id', 'in', sources.map((source) => source.id)).where('paused', '=', false).where('next_check_at', '<=', now)
      .execute()
    if (due.length === 0) return []
    await trx.updateTable('news_sources').set({ next_check_at: new Date(now.getTime() + LEASE_MS) }).where('id', 'in', due.map((row) => row.id)).execute()
    const ids = new Set(due.map((row) => row.id))
    return sources.filter((source) => ids.has(source.id))
  })
}

interface ParsedItem {
  guid: string
  canonical: string
  headline: string
  title: string
  excerpt: string
  url: string
  region: 'local' | 'region'
  publishedAt: Date
}

/** The feed's items that are about the place or its region, each with a title and an absolute link. */
export function readItems(body: string, source: NewsSource, keywords: Keywords, now: Date): ParsedItem[] {
  const feed = parseFeed(body)
  const items: ParsedItem[] = []
  for (const item of feed.items) {
    const title = plainText(item.title ?? '')
    const canonical = item.url ? canonicalUrl(item.url) : null
    if (!title || !item.url || !canonical) continue
    const text = plainText(item.description ?? item.content ?? '')
    const region = relevance(`${title} ${text}`, keywords, source.scope)
    if (!region) continue
    const published = new Date(item.published ?? item.updated ?? now)
    items.push({
      guid: (item.id ?? canonical).slice(0, 500),
      canonical,
      headline: headlineKey(title),
      title: excerpt(title, 300),
      excerpt: excerpt(text, 220),
      url: item.url,
      region,
      // A date in the future (a wrong clock at the source) is read as now.
      publishedAt: Number.isNaN(published.getTime()) || published > now ? now : published,
    })
  }
  return items
}

/** The feed's own `<ttl>` (minutes) as a floor. */
const ttlMs = (body: string) => Number(body.match(/<ttl>\s*(\d{1,6})\s*<\/ttl>/i)?.[1] ?? 0) * 60 * 1000

async function checkSource(source: NewsSource, keywords: Keywords, now: Date, options: FetchOptions): Promise<{ added: number; error?: string }> {
  const state = await db().selectFrom('news_sources').selectAll().where('id', '=', source.id).executeTakeFirstOrThrow()
  const result = await fetchFeed(source.url, { etag: state.etag, lastModified: state.last_modified }, options)
  let added = 0
  let failure: { error: string; floorMs: number; status?: number } | null = null
  let update: Record<string, unknown> = {}
  if (result.kind === 'failed') {
    failure = result
  } else if (result.kind === 'unchanged') {
    update = {}
  } else {
    const hash = createHash('sha256').update(result.body).digest('hex')
    update = { etag: result.etag, last_modified: result.lastModified, body_hash: hash }
    // Servers that ignore validators send the same body again: nothing to read.
    if (hash !== state.body_hash) {
      try {
        const items = readItems(result.body, source, keywords, now)
        for (const item of items) {
          // Any unique key taken (this source's id, the link, the headline) means we have it.
          const inserted = await db().insertInto('news_items').values({
            source_id: source.id, guid: item.guid, canonical_url: item.canonical, headline_key: item.headline,
            title: item.title, excerpt: item.excerpt, url: item.url, region: item.region, published_at: item.publishedAt,
          }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst()
          if (inserted) added += 1
        }
      } catch {
        failure = { error: 'not a readable RSS, Atom or RDF feed', floorMs: 0 }
        update = {}
      }
    }
    if (!failure) update.body_hash = hash
  }
  const floor = Math.max(result.floorMs, result.kind === 'changed' ? ttlMs(result.body) : 0)
  if (failure) {
    const errors = state.consecutive_errors + 1
    const wait = Math.max(backoffMs(errors), floor, failure.status === 429 ? TOO_MANY_FLOOR_MS : 0)
    await db().updateTable('news_sources').set({
      last_checked_at: now, last_error: failure.error.slice(0, 300), consecutive_errors: errors, next_check_at: new Date(now.getTime() + wait),
      failing_since: state.failing_since ?? now,
    }).where('id', '=', source.id).execute()
    // The first failure is worth a line; the next ones are the same news (no log storm offline).
    if (errors === 1) logger.warn({ source: source.id, error: failure.error }, 'news source failed; retrying with backoff')
    else logger.debug({ source: source.id, error: failure.error, errors }, 'news source failed again')
    return { added, error: failure.error }
  }
  await db().updateTable('news_sources').set({
    ...update, last_checked_at: now, last_success_at: now, last_error: null, consecutive_errors: 0, failing_since: null,
    next_check_at: new Date(now.getTime() + Math.max(CHECK_EVERY_MS, floor)),
  }).where('id', '=', source.id).execute()
  return { added }
}

/**
 * One tick of the news job: checks every due source, stores new local items, prunes items older
 * than NEWS_KEEP_DAYS (90 days unless set). Safe to call from every process: the advisory lock lets one claim each source.
 */
export async function refreshNews({ now = new Date(), sources = activeSources() }: { now?: Date; sources?: NewsSource[] } = {}) {
  const claimed = await claimDue(sources, now)
  if (claimed.length === 0) return { checked: 0, added: 0 }
  const guide = await getGuide()
  const keywords = keywordsFrom(guide.unions)
  const options: FetchOptions = { allowPrivate: env().NEWS_ALLOW_PRIVATE }
  let added = 0
  for (const source of claimed) added += (await checkSource(source, keywords, now, options)).added
  await db().deleteFrom('news_items').where('published_at', '<', new Date(now.getTime() - env().NEWS_KEEP_DAYS * 24 * 3600 * 1000)).execute()
  return { checked: claimed.length, added }
}

/** Runs the job every minute (a source is fetched only when due), from the first minute on. */
export function startNewsJob(): () => void {
  if (activeSources().length === 0) return () => {}
  return everyMinute('news refresh failed', () => refreshNews())
}
