import { sitemapResponse } from '#app/features/seo/sitemap.server'
import { env } from '#app/lib/env.server'
import type { Route } from './+types/sitemap'

/**
 * GET /sitemap.xml: every public page in both languages, with its address in each (hreflang)
 * and when it last changed (docs/seo.md). Past 50,000 addresses it is an index of
 * /sitemap-1.xml, /sitemap-2.xml…, which this module also answers.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(new URL(request.url).pathname, { origin: new URL(env().publicUrl).origin })
}
