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
  // A trusted member tidying tags (issue 43 §1): plenty for a person, nothing for a script.
  tags: { max: 30, windowSeconds: 600 },
} satisfies Record<string, Limit>

/** Counts one action; a refusal to return when the user is over the limit, else null. */
export async function overLimit(user: SessionUser, action: keyof typeof limits) {
  const state = await hitLimit(`forum:${action}:${user.id}`, limits[action])
  return state.allowed ? null : fail(429, 'forum.toast.rateLimited', { vars: { seconds: state.retryAfter } })
}

/*
 * What a new member may do (issue 43 §1; the table in docs/moderation.md, "Trust levels").
 * Spam comes from fresh accounts: a level earned by reading and a couple of days (app/features/
 * trust/levels.ts) lifts these. Members and trusted members have only the per-user limits above.
 * Moderators and admins are never held to a new member's limits.
 */
/** Links in one post or comment of a new member. */
export const NEW_MEMBER_MAX_LINKS = 1
/** Posts a day of a new member (a window of 24 hours from the first). */
export const NEW_MEMBER_POSTS: Limit = { max: 3, windowSeconds: 24 * 3600 }
/**
 * Comments a day of a new member: more than posts, since answering a neighbour is how one takes
 * part, but not the hundreds a script leaves under every post.
 */
export const NEW_MEMBER_COMMENTS: Limit = { max: 10, windowSeconds: 24 * 3600 }

const countLinks = (text: string) => (text.match(/https?:\/\/|www\./gi) ?? []).length

/** Whether the new member's limits apply: a member (not staff) whose level is still 'new'. */
export const isNewMember = (user: SessionUser) => user.trustLevel === 'new' && user.role === 'member'

/**
 * A new member's limits on one text: at most one link, no video, three posts a day and ten
 * comments a day (`isPost` false with `isComment` false is an edit: only the text is checked).
 * Returns the refusal, or null. The name is the one the write paths have always called.
 */
export async function newAccountLimit(user: SessionUser, text: string, isPost: boolean, options: { hasVideo?: boolean; isComment?: boolean } = {}) {
  if (!isNewMember(user)) return null
  if (countLinks(text) > NEW_MEMBER_MAX_LINKS) return fail(400, 'trust.limit.links', { field: 'content', vars: { max: NEW_MEMBER_MAX_LINKS } })
  if (options.hasVideo) return fail(400, 'trust.limit.video', { field: 'video' })
  if (isPost) {
    const state = await hitLimit(`forum:new-member-posts:${user.id}`, NEW_MEMBER_POSTS)
    if (!state.allowed) return fail(429, 'trust.limit.posts', { vars: { max: NEW_MEMBER_POSTS.max } })
  } else if (options.isComment) {
    const state = await hitLimit(`forum:new-member-comments:${user.id}`, NEW_MEMBER_COMMENTS)
    if (!state.allowed) return fail(429, 'trust.limit.comments', { vars: { max: NEW_MEMBER_COMMENTS.max } })
  }
  return null
}

/** People a new member may mention in one post or comment (issue 44 §1): a spammer's fresh account cannot call in the whole forum. */
export const NEW_MEMBER_MAX_MENTIONS = 2

/** A new member's refusal when a text of theirs mentions more than NEW_MEMBER_MAX_MENTIONS others, or null. */
export function newMemberMentionLimit(user: SessionUser, memberIds: readonly string[]) {
  if (!isNewMember(user)) return null
  const others = memberIds.filter((id) => id !== user.id)
  return others.length > NEW_MEMBER_MAX_MENTIONS ? fail(400, 'trust.limit.mentions', { field: 'content', vars: { max: NEW_MEMBER_MAX_MENTIONS } }) : null
}
