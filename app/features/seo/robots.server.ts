import { localePath } from '#app/i18n/paths'
import { FORUM } from '#app/lib/forum-path'

/**
 * What crawlers are asked not to fetch, by Bengali path (each page's /en form is added): what is
 * personal or needs an account (moderation, notifications, forum profiles, sign-in and account
 * flows, preferences, the correction form, writing, editing and reporting a post, a reader's
 * private calendar address), the API, and search results (the site search, and any list
 * searched with ?q=). Prefixes: /moderation also covers /moderation/audit.
 */
const disallowed = [
  '/moderation',
  '/api/',
  '/notifications',
  `${FORUM}/profile`,
  `${FORUM}/new`,
  `${FORUM}/*/edit`,
  `${FORUM}/*/report`,
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/logout',
  '/preferences',
  '/suggest',
  '/search',
  '/events/mine/',
]

/** Query strings that make a page a search result or a reader's own list, wherever they appear. */
const disallowedQueries = ['/*?q=', '/*&q=', '/*?mine=', '/*&mine=']

/** /robots.txt: the disallowed addresses in both languages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const paths = [...new Set(disallowed.flatMap((path) => [path, localePath('en', path)]))]
  return [
    'User-agent: *',
    ...paths.map((path) => `Disallow: ${path}`),
    ...disallowedQueries.map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
