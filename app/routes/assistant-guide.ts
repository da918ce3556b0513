import { getRetrievalIndex } from '#app/lib/retrieval/index.server'
import type { Route } from './+types/assistant-guide'

/**
 * GET /assistant/guide.json: the guide's records and their index, which the assistant's panel
 * keeps so it can still answer from the guide when the phone is offline. Revalidated on use
 * (an accepted correction must reach it), so a repeat costs a 304.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const index = await getRetrievalIndex()
  const headers = { ETag: index.guideEtag, 'Cache-Control': 'no-cache' }
  if (request.headers.get('if-none-match') === index.guideEtag) return new Response(null, { status: 304, headers })
  return new Response(index.guideJson, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}
