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

/** The latest stored stories, newest first, by region and source when asked. */
export async function latestNews({ region, source, limit = 30 }: { region?: 'hathazari' | 'region'; source?: string; limit?: number } = {}): Promise<NewsItemView[]> {
  let query = db().selectFrom('news_items').select(['id', 'source_id', 'title', 'excerpt', 'url', 'region', 'published_at'])
    .orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit)
  if (region) query = query.where('region', '=', region)
  if (source) query = query.where('source_id', '=', source)
  const rows = await query.execute()
  return rows.map((row) => ({
    id: row.id, sourceId: row.source_id, title: row.title, excerpt: row.excerpt, url: row.url, region: row.region,
    publishedAt: new Date(row.published_at).toISOString(),
  }))
}

/** One story, for the reader (`/news?item=`). */
export async function newsItem(id: number): Promise<NewsItemView | null> {
  const [item] = await db().selectFrom('news_items').select('id').where('id', '=', id).execute()
  if (!item) return null
  return (await latestNewsByIds([id]))[0] ?? null
}

async function latestNewsByIds(ids: number[]): Promise<NewsItemView[]> {
  const rows = await db().selectFrom('news_items').select(['id', 'source_id', 'title', 'excerpt', 'url', 'region', 'published_at']).where('id', 'in', ids).execute()
  return rows.map((row) => ({
    id: row.id, sourceId: row.source_id, title: row.title, excerpt: row.excerpt, url: row.url, region: row.region,
    publishedAt: new Date(row.published_at).toISOString(),
  }))
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
