import { index, route, type RouteConfig } from '@react-router/dev/routes'
import type { PackPlace } from '../content/pack/place'
import { guidePack } from '../scripts/vite/guide-pack'

// The forum's segment is the pack's own (app/lib/forum-path.ts). React Router reads this file
// outside the app's bundler settings, where `#pack/*` has no meaning: the pack is found by name.
const { place } = (await import(`../content/${guidePack()}/place.ts`)) as { place: PackPlace }
const forum = place.forumSlug

/**
 * The route table: spec 1 §2 and spec 2 §2, aliases included. Aliases render the same module
 * under their own id and declare the canonical URL (see app/lib/meta.ts).
 *
 * Every page has an address per language (ADR 010): the layout's optional `en?` segment serves
 * `/hospitals` in Bengali and `/en/hospitals` in English from the same modules.
 */
export default [
  route('preferences', 'routes/preferences.ts'),
  route('deepseek-community', 'routes/deepseek-community.ts'),
  route('en/deepseek-community', 'routes/deepseek-community.ts', { id: 'deepseek-community-en' }),
  route('logout', 'routes/logout.ts'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('api/forum/posts', 'routes/api.forum.posts.ts'),
  // The composer's "@" suggestions (issue 44 §1).
  route('api/forum/members', 'routes/api.forum.members.ts'),
  // "This may already be answered" while a title is typed (issue 44 §5).
  route('api/forum/similar', 'routes/api.forum.similar.ts'),
  route('search-index.json', 'routes/search-index.ts'),
  route('nearby/points.json', 'routes/nearby-points.ts'),
  route('api/assistant', 'routes/api.assistant.ts'),
  route('assistant/guide.json', 'routes/assistant-guide.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  route('en/manifest.webmanifest', 'routes/web-manifest.ts', { id: 'web-manifest-en' }),
  // Event calendar files (issue 15): all dates, one date, a reader's own (by private token).
  route('events.ics', 'routes/events-feed.ts'),
  route('en/events.ics', 'routes/events-feed.ts', { id: 'events-feed-en' }),
  route('events/:file', 'routes/event-file.ts'),
  route('en/events/:file', 'routes/event-file.ts', { id: 'event-file-en' }),
  route('events/mine/:file', 'routes/my-events-feed.ts'),
  route('en/events/mine/:file', 'routes/my-events-feed.ts', { id: 'my-events-feed-en' }),
  // For search engines and feed readers (issue 31, docs/seo.md). React Router cannot match
  // `sitemap-:n.xml` (a parameter is a whole segment): each part of a split sitemap is a route,
  // as many as SITEMAP_MAX_PARTS in app/features/seo/sitemap.server.ts.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  ...Array.from({ length: 20 }, (_, i) => route(`sitemap-${i + 1}.xml`, 'routes/sitemap.ts', { id: `sitemap-part-${i + 1}` })),
  route(`${forum}/feed.xml`, 'routes/forum-feed.ts'),
  route(`en/${forum}/feed.xml`, 'routes/forum-feed.ts', { id: 'forum-feed-en' }),
  route('news/feed.xml', 'routes/news-feed.ts'),
  route('en/news/feed.xml', 'routes/news-feed.ts', { id: 'news-feed-en' }),
  route('api/push/subscription', 'routes/api.push-subscription.ts'),
  route('api/passkeys', 'routes/api.passkeys.ts'),
  // "Did the call go through?" (issue 42 §3): readers' answers after calling a guide number.
  route('api/call-feedback', 'routes/api.call-feedback.ts'),
  // Sign-in with Google or another OpenID Connect provider (issue 34 §3, ADR 031).
  route('auth/oidc', 'routes/auth.oidc.ts'),
  route('auth/oidc/callback', 'routes/auth.oidc-callback.ts'),
  // Link-preview images (issue 31): one address for both languages, the language in its query.
  route('share-card.png', 'routes/share-card.ts'),
  // Evidence photos sent with suggestions to the guide: moderators only (issue 42).
  route('moderation/ground/photo/:file', 'routes/moderation-ground-photo.ts'),
  // Opening a notification (issue 29): marks it read and leads to what it is about.
  route('notifications/:id', 'routes/notification-open.ts'),
  route('en/notifications/:id', 'routes/notification-open.ts', { id: 'notification-open-en' }),
  route('en?', 'routes/layout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/home.tsx', { id: 'home-alias-home' }),
    route('index', 'routes/home.tsx', { id: 'home-alias-index' }),

    // Information pages (spec 2 §2).
    route('utilities', 'routes/utilities.tsx'),
    route('organizations', 'routes/organizations.tsx'),
    route('education', 'routes/education.tsx'),
    route('religious-places', 'routes/religious-places.tsx'),
    route('local-markets', 'routes/local-markets.tsx'),
    route('transportation', 'routes/transportation.tsx'),
    route('train-schedule', 'routes/train-schedule.tsx'),
    route('tourist-spots', 'routes/tourist-spots.tsx'),
    route('tourist-attractions', 'routes/tourist-attractions.tsx'),
    route('about', 'routes/about.tsx'),
    route('legal-aid', 'routes/legal-aid.tsx'),
    route('donate', 'routes/donate.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('news', 'routes/news.tsx'),
    route('nearby', 'routes/nearby.tsx'),
    route('assistant', 'routes/assistant.tsx'),
    route('offline', 'routes/offline.tsx'),
    // The community's rules and the newcomers' welcome (issue 43 §5).
    route('rules', 'routes/rules.tsx'),
    route('welcome', 'routes/welcome.tsx'),
    // People and events.
    route('local-heroes', 'routes/local-heroes.tsx'),
    route('local-heroes/:heroId', 'routes/hero-profile.tsx'),
    route('hero/:heroId', 'routes/hero-profile.tsx', { id: 'hero-profile-alias' }),
    route('notable-personalities', 'routes/notable-personalities.tsx'),
    route('honorable-residents', 'routes/notable-personalities.tsx', { id: 'personalities-alias-honorable-residents' }),
    route('local-pride', 'routes/local-pride.tsx'),
    route('event-calendar', 'routes/event-calendar.tsx'),
    route('social-hub', 'routes/social-hub.tsx'),
    route('history', 'routes/history.tsx'),
    route('geography', 'routes/geography.tsx'),
    route('administration', 'routes/administration.tsx'),
    route('health', 'routes/health.tsx'),
    route('emergency', 'routes/emergency.tsx'),
    route('hotels', 'routes/hotels.tsx'),
    route('shopping-malls', 'routes/shopping-malls.tsx'),
    route('hospitals', 'routes/hospitals.tsx'),
    route('doctors', 'routes/doctors.tsx'),
    route('banks', 'routes/banks.tsx'),
    route('courier-services', 'routes/courier-services.tsx'),
    route('journalists', 'routes/journalists.tsx'),
    route('local-journalists', 'routes/journalists.tsx', { id: 'journalists-alias-local' }),
    route(`${forum}`, 'routes/forum.tsx'),
    route('community-forum', 'routes/forum.tsx', { id: 'forum-alias-community-forum' }),
    route(`${forum}/new`, 'routes/forum-new.tsx'),
    route(`${forum}/profile`, 'routes/forum-profile.tsx'),
    route(`${forum}/profile/two-factor`, 'routes/forum-profile-two-factor.tsx'),
    // A reader's own Saved list (issue 44 §3): no member id in the address, only ever one's own.
    route(`${forum}/profile/saved`, 'routes/forum-saved.tsx'),
    // A member's public page, where a mention leads (issue 44 §1).
    route(`${forum}/members/:userId`, 'routes/forum-member.tsx'),
    route(`${forum}/:postId`, 'routes/forum-post.tsx'),
    route(`${forum}/:postId/edit`, 'routes/forum-post-edit.tsx'),
    route(`${forum}/:postId/report`, 'routes/forum-post-report.tsx'),
    // Trusted members tidy a post's tags (issue 43 §1).
    route(`${forum}/:postId/tags`, 'routes/forum-post-tags.tsx'),
    // The earlier versions of an edited post or comment, for its author and moderators (issue 44 §4).
    route(`${forum}/:postId/history`, 'routes/forum-post-history.tsx'),
    route('community-forum/post/:postId', 'routes/forum-post.tsx', { id: 'forum-post-alias-community' }),
    route('forum/:postId', 'routes/forum-post.tsx', { id: 'forum-post-alias-share' }),

    route('notifications', 'routes/notifications.tsx'),
    route('notifications/settings', 'routes/notifications-settings.tsx'),
    route('notifications/unsubscribe', 'routes/notifications-unsubscribe.tsx'),

    route('search', 'routes/search.tsx'),
    route('suggest', 'routes/suggest.tsx'),
    route('moderation', 'routes/moderation.tsx'),
    route('moderation/audit', 'routes/moderation-audit.tsx'),
    route('moderation/news', 'routes/moderation-news.tsx'),
    route('moderation/events', 'routes/moderation-events.tsx'),
    route('moderation/contact', 'routes/moderation-contact.tsx'),
    // One account's trust level: set and lock it; admins see why (issue 43 §1).
    route('moderation/users/:userId/trust', 'routes/moderation-trust.tsx'),
    route('moderation/ground', 'routes/moderation-ground.tsx'),
    // Watched words for admins (issue 43 §3).
    route('moderation/words', 'routes/moderation-words.tsx'),
    // The server's errors and warnings for admins (issue 46 §2).
    route('moderation/errors', 'routes/moderation-errors.tsx'),
    route('login', 'routes/login.tsx'),
    route('login/two-factor', 'routes/login-two-factor.tsx'),
    // A code by SMS (issue 34): one module, two addresses.
    route('login/phone', 'routes/login-phone.tsx'),
    route('register/phone', 'routes/login-phone.tsx', { id: 'register-phone' }),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
