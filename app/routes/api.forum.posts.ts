import { submitNewPost } from '#app/features/forum/post-form.server'
import { getUser } from '#app/lib/auth/session.server'
import type { Route } from './+types/api.forum.posts'

/**
 * POST /api/forum/posts: the composer's upload endpoint (JSON), so the browser can show upload
 * progress. The /seeking-hathazari/new page does the same without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) return Response.json({ ok: false, error: { message: 'forum.toast.loginFirst', description: 'forum.toast.loginFirstBody' } }, { status: 401 })
  const result = await submitNewPost(user, request)
  if (!result.ok) return Response.json({ ok: false, error: result.error }, { status: result.status })
  return Response.json({ ok: true, id: result.post.id })
}

export async function loader() {
  return new Response('Method Not Allowed', { status: 405 })
}
