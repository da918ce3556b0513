import { isNewAccount } from '#app/lib/auth/can-write.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { hitLimit, type Limit } from '#app/lib/rate-limit.server'
import { fail } from './result'

/** Per-user limits: generous for people, tight for scripts. */
export const limits = {
  post: { max: 5, windowSeconds: 600 },
  comment: { max: 20, windowSeconds: 600 },
  report: { max: 10, windowSeconds: 3600 },
  like: { max: 120, windowSeconds: 60 },
  answer: { max: 30, windowSeconds: 600 },
  follow: { max: 60, windowSeconds: 600 },
} satisfies Record<string, Limit>

/** Counts one action; a refusal to return when the user is over the limit, else null. */
export async function overLimit(user: SessionUser, action: keyof typeof limits) {
  const state = await hitLimit(`forum:${action}:${user.id}`, limits[action])
  return state.allowed ? null : fail(429, 'forum.toast.rateLimited', { vars: { seconds: state.retryAfter } })
}

/** Links allowed in one post or comment from an account younger than a day. */
export const NEW_ACCOUNT_MAX_LINKS = 2
/** Posts an hour from an account younger than a day. */
export const NEW_ACCOUNT_POSTS: Limit = { max: 2, windowSeconds: 3600 }

const countLinks = (text: string) => (text.match(/https?:\/\/|www\./gi) ?? []).length

/**
 * The first day of an account: at most two links per text, and two posts an hour (spam usually
 * comes from new accounts; a real neighbour rarely needs more on day one).
 */
export async function newAccountLimit(user: SessionUser, text: string, isPost: boolean) {
  if (!isNewAccount(user)) return null
  if (countLinks(text) > NEW_ACCOUNT_MAX_LINKS) return fail(400, 'moderation.error.tooManyLinks', { field: 'content' })
  if (isPost) {
    const state = await hitLimit(`forum:new-account-post:${user.id}`, NEW_ACCOUNT_POSTS)
    if (!state.allowed) return fail(429, 'moderation.error.newAccountLimit')
  }
  return null
}
