import { forumSlug } from '#pack/place'

/**
 * The forum's address on this place's guide ('/seeking-<place>', the pack's forumSlug): a pack names
 * it (place.ts: forumSlug), and `/community-forum` leads there on every pack. Only the slug is
 * imported, so the browser's bundle carries no more of the pack than this.
 */
export const FORUM_SLUG: string = forumSlug
export const FORUM = `/${forumSlug}`
