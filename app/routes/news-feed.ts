import { newsFeed } from '#app/features/news/feed.server'
import { pathLang } from '#app/i18n/paths'
import { env } from '#app/lib/env.server'
import { rssResponse } from '#app/lib/xml.server'
import type { Route } from './+types/news-feed'

/** GET /news/feed.xml (Bengali) and /en/news/feed.xml: the local news as /news lists it, as RSS. */
export async function loader({ request }: Route.LoaderArgs) {
  return rssResponse(await newsFeed({ lang: pathLang(new URL(request.url).pathname), origin: new URL(env().publicUrl).origin }))
}
