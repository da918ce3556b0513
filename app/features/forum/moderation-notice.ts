import type { MessageKey } from '#app/i18n/i18n'
import type { Moderation } from '#app/lib/db/schema'

/** What the author of an item that is not up reads about it (waiting, hidden or removed). */
export function moderationNotice(state: Moderation, item: 'post' | 'comment', short = false): MessageKey {
  if (state === 'pending') return short ? 'forum.waiting.badge' : item === 'post' ? 'forum.waiting.post' : 'forum.waiting.comment'
  return state === 'hidden' ? 'forum.moderation.hidden' : 'forum.moderation.removed'
}
