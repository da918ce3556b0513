/**
 * The community's rules (/rules), the welcome page (/welcome) and the "I have read the rules"
 * tick of a newcomer's first post (issue 43 §5). This file is the rules' text: the page shows
 * these messages and nothing else, so a change to a rule is made here (and in rules.bn.ts).
 * `rules.form.*` and `rules.error.*` also travel with the forum's pages (app/i18n/namespaces.ts).
 */
export const rulesEn = {
  'rules.intro': 'The forum is where people of {@place} help each other. A few simple rules keep it useful and safe for everyone. They apply to posts, comments, profile names and pictures.',
  'rules.post.title': 'What to post',
  'rules.post.body': 'Questions, complaints and suggestions about life in {@place}: roads, electricity, health, schools, transport, markets, lost and found, events. Write in Bengali or English and choose the category that fits.',
  'rules.ads.title': 'No adverts',
  'rules.ads.body': 'Do not sell, promote or ask for money: no shop offers, loans, "earn from home" jobs, betting or casino links. When someone asks where to find something, naming a shop or a business is fine. Adverts are removed, and the accounts that post them may be closed.',
  'rules.numbers.title': "No one else's private number",
  'rules.numbers.body': "Do not post another person's mobile number, home address or photos without their consent. A public office's number (the police station, the health complex, a union council) is fine: say where you found it.",
  'rules.rumours.title': 'No rumours presented as fact',
  'rules.rumours.body': 'Say where you heard or read it: a newspaper, an office notice, or what you saw yourself. If you are not sure, ask it as a question. Wrong information about health or an emergency can hurt people.',
  'rules.respect.title': 'Respect',
  'rules.respect.body': 'No insults or threats, and no hatred against anyone for their religion, community, gender or where they come from. When you disagree, argue with the idea, not the person.',
  'rules.moderation.title': 'How moderation works',
  'rules.moderation.reports': 'Anyone signed in can report a post or a comment. When several readers report it, it is hidden until a moderator looks at it and decides.',
  'rules.moderation.spam': 'When a few readers report it as spam, it is hidden at once, and its author cannot write anything until a moderator decides.',
  'rules.moderation.newcomers': "A new member's first post and first comment wait for a moderator before others see them. While yours waits, you can still edit or delete it.",
  'rules.moderation.trust': 'Trust is earned by taking part. New members may post a few times a day, with at most one link and no video. After a few days of reading they become members. Those who take part for a long time and whose posts others like become trusted members: their spam reports count double. Moderators can also set a member\'s level.',
  'rules.appeal.title': 'If you disagree with a decision',
  'rules.appeal.body': "Write to us from the contact page: give the post's or comment's link and say why you think the decision was wrong. The site's admins read every message sent there.",
  'rules.appeal.link': 'Go to the contact page',

  'rules.welcome.title': 'Welcome',
  'rules.welcome.heading': 'Welcome to {@guide}',
  'rules.welcome.intro': 'A guide to {@placeFull}: its services, history and places, and a forum where neighbours help each other. Here is where to start.',
  'rules.welcome.start': 'Where to start',
  'rules.welcome.history': 'How {@place} came to be: its events and heritage, with sources.',
  'rules.welcome.attractions': 'What to see in {@place} and how to get there.',
  'rules.welcome.assistant.title': 'Ask the assistant',
  'rules.welcome.assistant.body': 'Ask in Bengali or English; the answers come from the guide, each with its source.',
  'rules.welcome.home': 'Go to the home page',
  'rules.welcome.forum': 'Visit the community forum',
  'rules.welcome.rules': "Before you post, read the community's rules: it takes a minute.",

  'rules.form.tick': "I have read the community's rules",
  'rules.form.link': 'Read the rules',
  'rules.form.newTab': '(opens in a new tab)',
  'rules.form.hint': 'Asked once, before your first post.',
  'rules.error.mustAccept': "Please read the community's rules and tick the box.",
} as const
