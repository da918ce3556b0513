import type { SessionUser } from '#app/lib/auth/session.server'
import { hitLimit, type Limit } from '#app/lib/rate-limit.server'
import { fail } from './result'

/** Per-user limits: generous for people, tight for scripts. */
export const limits = {
  post: { max: 5, windowSeconds: 600 },
  comment: { max: 20, windowSeconds: 600 },
  report: { max: 10, windowSeconds: 3600 },
  like: { max: 120, windowSeconds: 60 },
} satisfies Record<string, Limit>

/** Counts one action; a refusal to return when the user is over the limit, else null. */
export async function overLimit(user: SessionUser, action: keyof typeof limits) {
  const state = await hitLimit(`forum:${action}:${user.id}`, limits[action])
  return state.allowed ? null : fail(429, 'forum.toast.rateLimited', { vars: { seconds: state.retryAfter } })
}
