/**
 * English messages of the trust levels (issue 43 §1, app/features/trust): the new members'
 * limits, the moderators' level form and the admins' "why", and trusted members' tag editing.
 * Merged into the moderation catalog, which the forum's and the moderators' pages carry.
 */
export const trustEn = {
  'trust.level.new': 'New',
  'trust.level.member': 'Member',
  'trust.level.trusted': 'Trusted',

  'trust.limit.links': 'New members can include at most {max} link in a post or comment. After a couple of days of reading the forum, the limit goes.',
  'trust.limit.video': 'New members cannot add a video yet. After a couple of days of reading the forum, they can.',
  'trust.limit.posts': 'New members can post at most {max} times a day. Please try again tomorrow.',
  'trust.limit.comments': 'New members can comment at most {max} times a day. Please try again tomorrow.',
  'trust.limit.mentions': 'New members can mention at most {max} people in a post or comment. After a couple of days of reading the forum, the limit goes.',

  'trust.panel.title': 'Trust level',
  'trust.panel.locked': 'set by a moderator',
  'trust.panel.computed': 'computed from taking part',
  'trust.panel.details': 'Trust level and why',
  'trust.panel.setLevel': 'Level',
  'trust.panel.reason': 'Note (optional)',
  'trust.panel.lock': 'Set and lock',
  'trust.panel.unlock': 'Unlock: compute it again',
  'trust.panel.lockHint': 'A locked level stays until a moderator unlocks it; the background job leaves it alone.',

  'trust.page.title': 'Trust level: {name}',
  'trust.page.current': 'Level now',
  'trust.page.computedAt': 'Last computed {date}.',
  'trust.page.neverComputed': 'Not computed yet: the background job does it within a minute.',
  'trust.page.before': 'A member before trust levels existed: the reading conditions are waived.',
  'trust.page.why': 'Why this level',
  'trust.page.whyAdmins': 'Only admins see the figures behind a level.',
  'trust.page.condition': 'Condition',
  'trust.page.need': 'Needed',
  'trust.page.have': 'Has',
  'trust.page.met': 'Met',
  'trust.page.yes': 'Yes',
  'trust.page.no': 'No',
  'trust.page.waived': 'Waived',
  'trust.page.forMember': 'To be a member',
  'trust.page.forTrusted': 'To be trusted',
  'trust.page.back': 'Back to the review queue',
  'trust.page.notOverThem': 'You cannot change this account’s level: it is your own, or a moderator’s or an admin’s.',

  'trust.condition.daysSinceJoining': 'Days since joining',
  'trust.condition.postsRead': 'Posts read',
  'trust.condition.readingSeconds': 'Reading time (minutes)',
  'trust.condition.hiddenItems': 'Posts or comments hidden or removed (at most)',
  'trust.condition.visitDays': 'Days with a visit',
  'trust.condition.likers': 'Members who liked their writing',
  'trust.condition.upheldReports': 'Reports upheld against them in 60 days (at most)',

  'trust.error.level': 'Choose one of the levels: new, member or trusted.',
  'trust.done.locked': 'The level is set and locked.',
  'trust.done.unlocked': 'The level is unlocked and computed from taking part again.',

  'trust.tags.link': 'Edit tags',
  'trust.tags.title': 'Edit the tags of a post',
  'trust.tags.intro': 'As a trusted member you can tidy the tags of others’ posts, so that neighbours find them. The change is recorded.',
  'trust.tags.post': 'Post',
  'trust.tags.field': 'Tags',
  'trust.tags.hint': 'Separate with commas: at most {count} tags of at most {length} letters each.',
  'trust.tags.save': 'Save tags',
  'trust.tags.saved': 'Tags saved.',
  'trust.tags.forbidden': 'Only trusted members and moderators can edit the tags of a post.',
  'trust.tags.tooMany': 'At most {max} tags, please.',
  'trust.tags.tooLong': 'A tag can be at most {max} letters long.',

  // The audit log's names of these actions (app/routes/moderation-audit.tsx).
  'moderation.auditAction.trust-level': 'Trust level set',
  'moderation.auditAction.tags': 'Tags edited',
} as const
