import type { Lang } from '#app/i18n/i18n'
import { formatDateTime } from '#app/lib/format-time'
import { latestNews, newsStatus } from './queries.server'
import { activeSources } from './sources.server'

/**
 * The three latest local stories for the home page's cards (spec 1 §2), with their outlet's name,
 * and, while every source fails, since when (worded here so the page needs no date-time code):
 * news that stops coming says so instead of vanishing (issue 30 §4).
 */
export async function homeNews(lang: Lang) {
  const sources = activeSources()
  if (sources.length === 0) return { items: [], failingSince: null }
  const names = Object.fromEntries(sources.map((source) => [source.id, source.name[lang]]))
  const [items, status] = await Promise.all([latestNews({ limit: 3 }), newsStatus()])
  return {
    items: items.map((item) => ({ id: item.id, title: item.title, publishedAt: item.publishedAt, sourceName: names[item.sourceId] ?? item.sourceId })),
    failingSince: status.failingSince && formatDateTime(lang, status.failingSince),
  }
}
