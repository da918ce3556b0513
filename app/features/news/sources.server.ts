import { z } from 'zod'
import { env } from '#app/lib/env.server'
import { NewsSource } from '#content/pack/news-source'
import { newsSources } from '#pack/news-sources'

let cached: { raw: string | undefined; sources: NewsSource[] } | undefined

/**
 * The news sources in use: NEWS_SOURCES (JSON, the shape of content/pack/news-source.ts) when set,
 * else the shipped list; none when NEWS_ENABLED=0. A bad NEWS_SOURCES throws with what is wrong,
 * and the server checks it at start.
 */
export function activeSources(): NewsSource[] {
  const config = env()
  if (!config.NEWS_ENABLED) return []
  if (cached && cached.raw === config.NEWS_SOURCES) return cached.sources
  let list: NewsSource[] = newsSources
  if (config.NEWS_SOURCES) {
    let json: unknown
    try {
      json = JSON.parse(config.NEWS_SOURCES)
    } catch {
      throw new Error('NEWS_SOURCES must be a JSON array of sources (see content/pack/news-source.ts)')
    }
    const parsed = z.array(NewsSource).safeParse(json)
    if (!parsed.success) throw new Error(`NEWS_SOURCES: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
    list = parsed.data
  }
  const sources = list.filter((source) => source.enabled)
  cached = { raw: config.NEWS_SOURCES, sources }
  return sources
}
