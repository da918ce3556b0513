import { catalogs } from '#app/i18n/catalogs.server'
import { makeTranslator, type Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { announcedCache } from '#app/lib/db/announced-cache.server'
import { FORUM_FEED_PATH, feedPath } from '#app/lib/feed-link'
import { renderRss } from '#app/lib/xml.server'
import type { Category } from './constants'
import { listPosts } from './queries.server'
import { FORUM } from '#app/lib/forum-path'

/** How many of the newest posts a feed carries. */
export const FORUM_FEED_SIZE = 30

// A feed is built once and kept until the forum changes: the database announces every change to
// posts, comments and authors' names on 'forum_rows' (migration 0013), at commit, so a new post
// is in the feed at once (through any worker on a PostgreSQL server, ADR 032).
const keptFeeds = announcedCache<string>({
  name: 'forum-feeds',
  channel: 'forum_rows',
  maxAgeMs: 10 * 60_000,
  maxEntries: 20,
})

/**
 * The forum's RSS 2.0 feed: the newest visible posts (moderation 'active', as the list shows;
 * hidden, removed and deleted ones never), all or of one category, in a language (the channel's
 * texts and the posts' addresses). Each item is the post's title, its first 200 characters as
 * plain text, its category and its author's name, or "Anonymous User" for an anonymous post:
 * the author of one is never named (post-view.server.ts drops them).
 */
export async function forumFeed({ lang, category, origin }: { lang: Lang; category: Category | null; origin: string }): Promise<string> {
  const kept = keptFeeds()
  const key = `${origin}|${lang}|${category ?? ''}`
  const known = kept?.get(key)
  if (known !== undefined) return known
  const version = kept?.version()
  const t = makeTranslator(lang, catalogs[lang])
  // As a visitor sees it: no reader, so no one's own hidden posts and no anonymous author's name.
  const { posts } = await listPosts({ category }, null, null, FORUM_FEED_SIZE)
  const query = category ? `?category=${category}` : ''
  // Titled as the forum page's <link rel="alternate"> names it (app/routes/forum.tsx).
  const forumTitle = `${t('app.name')}: ${t('page.communityForum.title')}`
  const xml = renderRss({
    title: category ? `${forumTitle}: ${t(`forum.category.${category}`)}` : forumTitle,
    link: `${origin}${localePath(lang, FORUM)}${query}`,
    self: `${origin}${feedPath(lang, FORUM_FEED_PATH)}${query}`,
    description: t('forum.intro'),
    language: lang,
    items: posts.map((post) => {
      const link = `${origin}${localePath(lang, `${FORUM}/${post.id}`)}`
      return {
        title: post.title,
        link,
        guid: link,
        guidIsPermaLink: true,
        published: post.createdAt,
        description: post.content,
        creator: post.anonymous || !post.author ? t('forum.anonymous') : post.author.name,
        categories: [t(`forum.badge.${post.category}`)],
      }
    }),
  })
  kept?.set(key, version!, xml)
  return xml
}
