import { readFilters } from '#app/features/forum/filters.server'
import { submitNewPost } from '#app/features/forum/post-form.server'
import { listPosts } from '#app/features/forum/queries.server'
import { decodeCursor } from '#app/features/forum/schema'
import { getUser } from '#app/lib/auth/session.server'
import type { Route } from './+types/api.forum.posts'

/**
 * POST /api/forum/posts: the composer's upload endpoint (JSON), so the browser can show upload
 * progress. The /seeking-<place>/new page does the same without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) return Response.json({ ok: false, error: { message: 'forum.toast.loginFirst', description: 'forum.toast.loginFirstBody' } }, { status: 401 })
  const result = await submitNewPost(user, request)
  if (!result.ok) return Response.json({ ok: false, error: result.error }, { status: result.status })
  return Response.json({ ok: true, id: result.post.id, waiting: result.post.moderation === 'pending' })
}

/**
 * GET /api/forum/posts?q=&category=&status=&after=: one page of the feed as JSON (the same
 * query and the same anonymity rules as the page).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const user = await getUser(request)
  const filters = readFilters(url)
  const page = await listPosts({ ...filters, mine: filters.mine && !!user }, user?.id ?? null, decodeCursor(url.searchParams.get('after')))
  return Response.json(page, { headers: { 'Cache-Control': 'no-store' } })
}
