import { catalogs } from '#app/i18n/catalogs.server'
import { makeTranslator, type Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { announcedCache } from '#app/lib/db/announced-cache.server'
import { NEWS_FEED_PATH, feedPath } from '#app/lib/feed-link'
import { renderRss } from '#app/lib/xml.server'
import { latestNews } from './queries.server'
import { activeSources } from './sources.server'

/** How many stories the feed carries: as many as /news shows. */
export const NEWS_FEED_SIZE = 30

// Built once and kept until the stories change (the database announces it on 'news_rows',
// migration 0014).
const keptFeeds = announcedCache<string>({
  name: 'news-feeds',
  channel: 'news_rows',
  maxAgeMs: 10 * 60_000,
  maxEntries: 8,
})

/**
 * The local news as RSS 2.0, as /news lists it: each story's headline, the outlet's name (the
 * item's `source`, with the outlet's own feed), the outlet's short description where its feed
 * gave one, and a link to the story on the outlet's site. Nothing more of the story is ours to
 * republish (docs/news.md).
 */
export async function newsFeed({ lang, origin }: { lang: Lang; origin: string }): Promise<string> {
  const sources = new Map(activeSources().map((source) => [source.id, source]))
  const kept = keptFeeds()
  const key = `${origin}|${lang}|${sources.size ? 'on' : 'off'}`
  const known = kept?.get(key)
  if (known !== undefined) return known
  const version = kept?.version()
  const t = makeTranslator(lang, catalogs[lang])
  // With news turned off (NEWS_ENABLED=0), /news shows none of the stories kept: nor does the feed.
  const items = sources.size ? await latestNews({ limit: NEWS_FEED_SIZE }) : []
  const xml = renderRss({
    title: `${t('app.name')}: ${t('page.news.title')}`,
    link: `${origin}${localePath(lang, '/news')}`,
    self: `${origin}${feedPath(lang, NEWS_FEED_PATH)}`,
    description: t('news.intro'),
    language: lang,
    items: items.map((item) => {
      const source = sources.get(item.sourceId)
      const name = source?.name[lang] ?? item.sourceId
      return {
        title: item.title,
        link: item.url,
        guid: item.url,
        guidIsPermaLink: true,
        published: item.publishedAt,
        description: [t('news.fromSource', { source: name }), item.excerpt].filter(Boolean).join('\n'),
        categories: [t(`news.tag.${item.region}`)],
        ...(source ? { source: { name, url: source.url } } : {}),
      }
    }),
  })
  kept?.set(key, version!, xml)
  return xml
}
