/** English messages of moderation and corrections to the guide (merged into en.ts). */
export const moderationEn = {
  'moderation.blocked.banned': 'Your account is banned from writing. You can still read.',
  'moderation.blocked.suspended': 'Your account is suspended from writing for now. You can still read.',
  'moderation.error.tooManyLinks': 'New accounts can include at most 2 links in a post or comment for their first day.',
  'moderation.error.newAccountLimit': 'New accounts can post at most 2 times an hour on their first day. Please try again later.',
} as const
