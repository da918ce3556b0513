import type { MetaDescriptor } from 'react-router'
import { makeTranslator, type Lang, type Translate } from '#app/i18n/i18n'
import { registeredMessages } from '#app/i18n/registry'
import { rootData } from './meta'

/** The forum's RSS feed (all posts; `?category=` for one category) and the local news feed. Bengali paths. */
export const FORUM_FEED_PATH = '/seeking-hathazari/feed.xml'
export const NEWS_FEED_PATH = '/news/feed.xml'

/** A feed's address in a language: files have no per-language form of their own, so `/en` is added here. */
export const feedPath = (lang: Lang, path: string) => (lang === 'en' ? `/en${path}` : path)

type MatchLike = { id: string; data?: unknown } | undefined

/**
 * `<link rel="alternate" type="application/rss+xml">` naming a feed, for a route's meta: the feed
 * in the reader's language, absolute, titled with the page's own messages.
 */
export function feedLink(matches: readonly MatchLike[], path: string, title: (t: Translate) => string): MetaDescriptor[] {
  const root = rootData(matches)
  if (!root) return []
  const t = makeTranslator(root.lang, registeredMessages(root.catalog.key))
  return [{ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: title(t), href: `${root.origin}${feedPath(root.lang, path)}` }]
}
