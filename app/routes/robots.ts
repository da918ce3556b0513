import { robotsTxt } from '#app/features/seo/robots.server'
import { env } from '#app/lib/env.server'

/** GET /robots.txt: what crawlers may not fetch, and where the sitemap is (docs/seo.md). */
export function loader() {
  return new Response(robotsTxt(new URL(env().publicUrl).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
