import type { Translate } from '#app/i18n/i18n'

/**
 * Readies the "@" suggestions (issue 44 §1) on a text box the first time it is focused: their
 * code loads only then (./mention-suggest.ts), since the post page is at its budget. Without
 * JavaScript "@" and the exact name work all the same: the server finds who is meant.
 */
export function armMentions(box: EventTarget, t: Translate, postId?: number) {
  if (box instanceof HTMLTextAreaElement) void import('./mention-suggest').then((suggest) => suggest.attachMentions(box, t, postId))
}
