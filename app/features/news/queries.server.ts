import { announcedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import { activeSources } from './sources.server'

export interface NewsItemView {
  id: number
  sourceId: string
  title: string
  excerpt: string
  url: string
  region: 'local' | 'region'
  publishedAt: string
}

const columns = ['id', 'source_id', 'title', 'excerpt', 'url', 'region', 'published_at'] as const

function toView(row: { id: number; source_id: string; title: string; excerpt: string; url: string; region: 'local' | 'region'; published_at: Date }): NewsItemView {
  return {
    id: row.id, sourceId: row.source_id, title: row.title, excerpt: row.excerpt, url: row.url, region: row.region,
    publishedAt: new Date(row.published_at).toISOString(),
  }
}

/** The latest stored stories, newest first, by region and source when asked. */
export async function latestNews({ region, source, limit = 30 }: { region?: 'local' | 'region'; source?: string; limit?: number } = {}): Promise<NewsItemView[]> {
  const kept = keptNews()
  const key = JSON.stringify([region ?? null, source ?? null, limit])
  const known = kept?.get(key)
  if (known) return [...known]
  const version = kept?.version()
  let query = db().selectFrom('news_items').select(columns).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit)
  if (region) query = query.where('region', '=', region)
  if (source) query = query.where('source_id', '=', source)
  const items = (await query.execute()).map((row) => Object.freeze(toView(row)))
  kept?.set(key, version!, Object.freeze(items))
  return items
}

// The stories change only when the feeds are read, yet every page that shows them (home, /news)
// asked the database each time. They are kept until the database
// announces a change (migration 0014), at most a minute.
const keptNews = announcedCache<readonly NewsItemView[]>({ name: 'news-stories', channel: 'news_rows', maxAgeMs: 60_000, maxEntries: 100 })

/** One story, for the reader (`/news?item=`). */
export async function newsItem(id: number): Promise<NewsItemView | null> {
  const row = await db().selectFrom('news_items').select(columns).where('id', '=', id).executeTakeFirst()
  return row ? toView(row) : null
}

export interface NewsStatus {
  enabled: boolean
  lastSuccessAt: string | null
  everTried: boolean
  /** When every source that is checked is failing: since when nothing could be fetched. */
  failingSince: string | null
}

/**
 * Whether news is on, when it was last fetched, and whether it is failing now: for honest empty
 * and failing states. "Failing" is every unpaused source's last check failed; it has failed since
 * the last of them began to fail (before that, something still came in).
 */
export async function newsStatus(): Promise<NewsStatus> {
  const sources = activeSources()
  if (sources.length === 0) return { enabled: false, lastSuccessAt: null, everTried: false, failingSince: null }
  const kept = keptStatus()
  const key = sources.map((s) => s.id).join(',')
  const known = kept?.get(key)
  if (known) return known
  const version = kept?.version()
  const rows = await db().selectFrom('news_sources').select(['id', 'last_success_at', 'last_checked_at', 'failing_since', 'paused'])
    .where('id', 'in', sources.map((s) => s.id)).execute()
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null)
  const latest = (values: (Date | string | null)[]) => iso(values.filter(Boolean).map((v) => new Date(v!)).sort((a, b) => b.getTime() - a.getTime())[0])
  // A source not checked yet, or paused, is not failing; news is failing when every checked one is.
  const unpaused = sources.map((source) => rows.find((row) => row.id === source.id)).filter((row) => !row?.paused)
  const failing = unpaused.length > 0 && unpaused.every((row) => row?.failing_since)
  const status = Object.freeze({
    enabled: true,
    lastSuccessAt: latest(rows.map((row) => row.last_success_at)),
    everTried: rows.some((row) => row.last_checked_at),
    failingSince: failing ? latest(unpaused.map((row) => row!.failing_since)) : null,
  })
  kept?.set(key, version!, status)
  return status
}

// Read on every home page: kept like the stories, until a source's check announces a change
// (migration 0017).
const keptStatus = announcedCache<NewsStatus>({ name: 'news-status', channel: 'news_rows', maxAgeMs: 60_000, maxEntries: 4 })
