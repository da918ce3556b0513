import type { Lang } from '#app/i18n/i18n'
import { FORUM } from '#app/lib/forum-path'

/** The forum's RSS feed (all posts; `?category=` for one category) and the local news feed. Bengali paths. */
export const FORUM_FEED_PATH = `${FORUM}/feed.xml`
export const NEWS_FEED_PATH = '/news/feed.xml'

/** A feed's address in a language: files have no per-language form of their own, so `/en` is added here. */
export const feedPath = (lang: Lang, path: string) => (lang === 'en' ? `/en${path}` : path)
