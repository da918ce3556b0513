/** Sources from the ground in words (issue 42): every page, the assistant and moderation show them. Merged into the core catalog. */
export const sourcesEn = {
  'source.photo.signboard': 'From a photo of the signboard, {date}',
  'source.photo.visiting-card': 'From a photo of a visiting card, {date}',
  'source.photo.notice': 'From a photo of a notice on the wall, {date}',
  'source.photo.letterhead': 'From a photo of a letterhead, {date}',
  'source.photo.other': 'From a photo, {date}',
  'source.call': "Checked by a moderator's call, {date}",
  'source.visit': "Checked on a moderator's visit, {date}",
  'source.forum': 'From an answer in the forum, {date}',
  'source.answeredBy': '({role} answered)',
  'source.role.duty-desk': 'the duty desk',
  'source.role.reception': 'the reception',
  'source.role.owner': 'the owner',
  'source.role.manager': 'the manager',
  'source.role.staff': 'a member of staff',
  'source.role.office': 'the office',
} as const
