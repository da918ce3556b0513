import { findSimilar } from '#app/features/forum/similar.server'
import { translator } from '#app/i18n/catalogs.server'
import { isLang } from '#app/i18n/i18n'
import { clientIp } from '#app/lib/auth/session.server'
import { getLang } from '#app/lib/preferences.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import type { Route } from './+types/api.forum.similar'

/** Far more than a title (100 characters) can be: longer is not a title being typed. */
const TITLE_PARAM_MAX = 500
/** Per address: the form asks at most once a second while someone types; a shared connection (a carrier's address) has room. */
const LIMIT = { max: 120, windowSeconds: 60 }

/**
 * GET /api/forum/similar?title=…&lang=bn|en: what the new-post form shows while a title is typed
 * (issue 44 §5, docs/forum.md): `{ posts, guide }`, up to 5 visible posts (answered first;
 * id, title, category, status, comment count: never an author) and up to 3 of the guide's pages
 * and records, named and linked in the reader's language. Public: it shows only what the forum's
 * list and the site search show anyone. A blank title answers empty lists; one longer than a
 * title can be, 400 with a message; too many requests from one address, 429. Kept by the browser
 * for a minute (the same words typed again cost nothing); the server keeps the posts found until
 * the forum changes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const asked = url.searchParams.get('lang')
  const lang = isLang(asked) ? asked : getLang(request)
  const t = translator(lang)
  const title = url.searchParams.get('title') ?? ''
  if (Array.from(title).length > TITLE_PARAM_MAX) return json({ posts: [], guide: [], error: t('forum.similar.tooLong') }, 400)
  if (!title.trim()) return json({ posts: [], guide: [] }, 200, 'public, max-age=3600')
  const limit = await hitLimit(`forum:similar:${clientIp(request)}`, LIMIT)
  if (!limit.allowed) {
    return json({ posts: [], guide: [], error: t('forum.toast.rateLimited', { seconds: limit.retryAfter }) }, 429, 'no-store', { 'Retry-After': String(limit.retryAfter) })
  }
  return json(await findSimilar(title, lang), 200, 'private, max-age=60')
}

function json(body: unknown, status: number, cache = 'no-store', headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': cache, ...headers } })
}

export function action() {
  return new Response('Use GET', { status: 405, headers: { Allow: 'GET' } })
}
