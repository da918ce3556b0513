import { shareCardPng, cardKey } from './cache.server'
import { verifyShareCardQuery } from './sign.server'

/** The address changes whenever the card would: a card may be kept for a year, unasked. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable'

/**
 * GET /share-card.png?l=…&t=…&s=…&v=…&sig=…: the share card a page's `og:image` names, drawn
 * on first request and served from disk after (ADR 026). 400 for a query no page makes, 403 for
 * a signature not the server's, 304 when the client already has it.
 */
export async function shareCardResponse(request: Request): Promise<Response> {
  const asked = verifyShareCardQuery(new URL(request.url).searchParams)
  if ('status' in asked) {
    return new Response(`${asked.message}\n`, { status: asked.status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  const etag = `"${cardKey(asked.card)}"`
  const ifNoneMatch = request.headers.get('If-None-Match')
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag || tag === '*')) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': CACHE_FOREVER } })
  }
  const { png } = await shareCardPng(asked.card)
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length), 'Cache-Control': CACHE_FOREVER, ETag: etag },
  })
}
