import { getUser } from '#app/lib/auth/session.server'
import { parseId } from '#app/lib/form.server'
import { SUGGEST_LIMIT, SUGGEST_QUERY_MAX, suggestMembers } from '#app/lib/mentions/suggest.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import type { Route } from './+types/api.forum.members'

const answer = (body: object, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * GET /api/forum/members?q=rah&post=12: the composer's "@" suggestions (issue 44 §1), for
 * signed-in members only, rate-limited: ids, names, initials and pictures, nothing else.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  if (!user) return answer({ members: [], error: 'forum.toast.loginFirst' }, 401)
  const url = new URL(request.url)
  const query = url.searchParams.get('q') ?? ''
  if ([...query].length > SUGGEST_QUERY_MAX) return answer({ members: [], error: 'forum.mentions.queryTooLong' }, 400)
  const limit = await hitLimit(`forum:mention-search:${user.id}`, SUGGEST_LIMIT)
  if (!limit.allowed) return answer({ members: [], error: 'forum.toast.rateLimited', retryAfter: limit.retryAfter }, 429)
  const post = url.searchParams.get('post')
  return answer({ members: await suggestMembers(user.id, query, post ? parseId(post) : null) })
}
