import { createHash } from 'node:crypto'
import { nearbyPoints } from '#app/lib/content/mapped-points.server'
import { getGuide } from '#app/lib/content/guide.server'
import type { Route } from './+types/nearby-points'

let cached: { json: string; etag: string } | undefined

/**
 * GET /nearby/points.json: the mapped places the home page's "near you" card measures from, in
 * the browser, so the reader's position never leaves the phone. About 70 points (a few KB).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const guide = await getGuide()
  const json = JSON.stringify(nearbyPoints(guide).map(({ id, kind, lat, lon, name, guide: link }) => ({ id, kind, lat, lon, name, ...(link ? { guide: link } : {}) })))
  if (cached?.json !== json) cached = { json, etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 16)}"` }
  const headers = { ETag: cached.etag, 'Cache-Control': 'no-cache' }
  if (request.headers.get('if-none-match') === cached.etag) return new Response(null, { status: 304, headers })
  return new Response(cached.json, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}
