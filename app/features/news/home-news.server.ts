import type { Lang } from '#app/i18n/i18n'
import { latestNews } from './queries.server'
import { activeSources } from './sources.server'

/** The three latest local stories for the home page's cards (spec 1 §2), with their outlet's name. */
export async function homeNews(lang: Lang) {
  const sources = activeSources()
  if (sources.length === 0) return []
  const names = Object.fromEntries(sources.map((source) => [source.id, source.name[lang]]))
  const items = await latestNews({ limit: 3 })
  return items.map((item) => ({ id: item.id, title: item.title, publishedAt: item.publishedAt, sourceName: names[item.sourceId] ?? item.sourceId }))
}
