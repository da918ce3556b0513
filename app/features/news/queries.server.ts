import { announcedCache } from '#app/lib/db/announced-cache.server'
import { db } from '#app/lib/db/database.server'
import { activeSources } from './sources.server'

export interface NewsItemView {
  id: number
  sourceId: string
  title: string
  excerpt: string
  url: string
  region: 'hathazari' | 'region'
  publishedAt: string
}

const columns = ['id', 'source_id', 'title', 'excerpt', 'url', 'region', 'published_at'] as const

function toView(row: { id: number; source_id: string; title: string; excerpt: string; url: string; region: 'hathazari' | 'region'; published_at: Date }): NewsItemView {
  return {
    id: row.id, sourceId: row.source_id, title: row.title, excerpt: row.excerpt, url: row.url, region: row.region,
    publishedAt: new Date(row.published_at).toISOString(),
  }
}

/** The latest stored stories, newest first, by region and source when asked. */
export async function latestNews({ region, source, limit = 30 }: { region?: 'hathazari' | 'region'; source?: string; limit?: number } = {}): Promise<NewsItemView[]> {
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
// asked the database each time. On the embedded database they are kept until the database
// announces a change (migration 0014), at most a minute.
const keptNews = announcedCache<readonly NewsItemView[]>({ channel: 'news_rows', maxAgeMs: 60_000, maxEntries: 100 })

/** One story, for the reader (`/news?item=`). */
export async function newsItem(id: number): Promise<NewsItemView | null> {
  const row = await db().selectFrom('news_items').select(columns).where('id', '=', id).executeTakeFirst()
  return row ? toView(row) : null
}

/** Whether any source has ever been read, and when news was last fetched: for honest empty states. */
export async function newsStatus(): Promise<{ enabled: boolean; lastSuccessAt: string | null; everTried: boolean }> {
  const sources = activeSources()
  if (sources.length === 0) return { enabled: false, lastSuccessAt: null, everTried: false }
  const row = await db().selectFrom('news_sources')
    .select((eb) => [eb.fn.max('last_success_at').as('last'), eb.fn.max('last_checked_at').as('tried')])
    .where('id', 'in', sources.map((s) => s.id)).executeTakeFirst()
  return {
    enabled: true,
    lastSuccessAt: row?.last ? new Date(row.last as Date).toISOString() : null,
    everTried: !!row?.tried,
  }
}
