import { getRetrievalIndex } from '#app/lib/retrieval/index.server'
import type { Route } from './+types/search-index'

/**
 * GET /search-index.json: the site search index, fetched by the search box the first time it
 * is used. Always revalidated (a corrected name must be findable at once), so a repeat visit
 * costs a 304 and no download.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const index = await getRetrievalIndex()
  const headers = { ETag: index.etag, 'Cache-Control': 'no-cache' }
  if (request.headers.get('if-none-match') === index.etag) return new Response(null, { status: 304, headers })
  return new Response(index.json, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}
