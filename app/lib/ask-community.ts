import { FORUM } from '#app/lib/forum-path'
/**
 * The address of a new forum question that starts with what the reader asked (issue 42 §4):
 * where the assistant or the site search has no answer, and on an empty directory. A plain link
 * with the words in the address, so it works without JavaScript (and survives signing in first).
 */
export const ASK_TITLE_MAX = 100

export function askCommunityHref(question: string): string {
  const title = Array.from(question.replace(/\s+/g, ' ').trim()).slice(0, ASK_TITLE_MAX).join('')
  const params = new URLSearchParams({ category: 'question', ...(title ? { title } : {}) })
  return `${FORUM}/new?${params.toString()}`
}
