import { forumFeed } from '#app/features/forum/feed.server'
import { categoryFromParam } from '#app/features/forum/schema'
import { pathLang } from '#app/i18n/paths'
import { env } from '#app/lib/env.server'
import { rssResponse, xmlNotFound } from '#app/lib/xml.server'
import type { Route } from './+types/forum-feed'

/**
 * GET /seeking-<place>/feed.xml (Bengali) and /en/seeking-<place>/feed.xml: the forum's
 * newest visible posts as RSS; ?category=question|complaint|suggestion|general for one category
 * (the list's own filter words, old ones included). An unknown category is a 404, not all posts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const param = url.searchParams.get('category')
  const category = categoryFromParam(param)
  if (param && !category) return xmlNotFound()
  return rssResponse(await forumFeed({ lang: pathLang(url.pathname), category, origin: new URL(env().publicUrl).origin }))
}
