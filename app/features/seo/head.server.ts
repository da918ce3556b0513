import type { Graph, Thing } from 'schema-dts'
import type { StaticHandlerContext } from 'react-router'
import { translator } from '#app/i18n/catalogs.server'
import type { Lang, MessageKey } from '#app/i18n/i18n'
import { pathLang, unlocalizedPath } from '#app/i18n/paths'
import { getGuide } from '#app/lib/content/guide.server'
import { FORUM_FEED_PATH, NEWS_FEED_PATH, feedPath } from '#app/lib/feed-link'
import { menuGroups, pageAliases, sitePages, type PageKey } from '#app/lib/site-pages'
import { otherPages, pageDescriptions } from './descriptions.server'
import { breadcrumbs, datedEvents, directoryPlaces, forumPosting, jsonLdText, siteUrl, webSite, type CommentLike, type EventDateLike, type PostLike } from './structured-data.server'
import { FORUM } from '#app/lib/forum-path'

/** What a link preview and a search engine are told about one page. */
export interface PageSeo {
  lang: Lang
  /** Empty for a page with no title of its own here: the document's title is used. */
  title: string
  description: string
  /** The page's canonical address (absolute). */
  url: string
  /** The section it belongs to, for the share card ("Hospitals", "Community forum"). */
  section: string
  /** The share card's title when it is not the page's (home: the guide's summary, its name being on every card). */
  cardTitle?: string
  type: 'website' | 'article'
  jsonLd: Array<Thing>
  /** The RSS feeds of what the page lists (the forum, the news), named in its head. */
  feeds?: Array<{ title: string; href: string }>
}

const forumCategories = ['question', 'complaint', 'suggestion', 'general']

const pageByPath = new Map<string, PageKey>(Object.entries(sitePages).map(([key, page]) => [page.path, key as PageKey]))
// A page's section on its share card: its menu group, or the group it belongs with.
const otherSections: Partial<Record<PageKey, (typeof menuGroups)[number]['key']>> = {
  hospitals: 'services', doctors: 'services', education: 'services', transportation: 'services', trainSchedule: 'services', legalAid: 'services',
  banks: 'places', courierServices: 'places', hotels: 'places', localMarkets: 'places', touristAttractions: 'places',
  notablePersonalities: 'community', localPride: 'community', journalists: 'community', socialHub: 'community', rules: 'community',
}
const groupOf = (key: PageKey) => menuGroups.find((group) => (group.pages as readonly string[]).includes(key))?.key ?? otherSections[key]

/** The leaf route's id without the alias suffixes (`forum-post-alias-share` is `routes/forum-post`). */
function leafRoute(context: StaticHandlerContext) {
  const leaf = context.matches.at(-1)
  if (!leaf) return null
  const id = leaf.route.id
  const file = id.startsWith('routes/') ? id.slice('routes/'.length) : id.replace(/-alias.*$/, '')
  return { id, file, data: context.loaderData[id] as Record<string, unknown> | undefined }
}

/**
 * The page's search and preview data, worked out from the route that answered and its loader's
 * data (issue 31). Null for what is no page to share: an error, a redirect, a page answered for
 * one reader only.
 */
export async function pageSeo(
  request: Request,
  context: StaticHandlerContext,
  origin: string,
  /** The calendar's announced dates (the events feature's; passed in, as features do not import each other). */
  upcomingDates: () => Promise<readonly EventDateLike[]>,
): Promise<PageSeo | null> {
  if (context.statusCode !== 200 || context.errors) return null
  const leaf = leafRoute(context)
  if (!leaf) return null
  const pathname = new URL(request.url).pathname
  const lang = pathLang(pathname)
  const t = translator(lang)
  const appName = t('app.name')
  const path = unlocalizedPath(pathname)
  const home = { name: t('page.home.title'), path: '/' }
  const base = { lang, type: 'website' as const }

  if (leaf.file === 'forum-post') {
    const { post, comments } = (leaf.data ?? {}) as { post?: PostLike; comments?: CommentLike[] }
    if (!post || post.moderation !== 'active') return null
    const forumTitle = t('page.communityForum.title')
    const answer = post.answerCommentId !== null ? comments?.find((c) => c.id === post.answerCommentId && c.moderation === 'active') : undefined
    const canonical = `${FORUM}/${post.id}`
    return {
      ...base, type: 'article', title: post.title, section: forumTitle,
      description: Array.from(post.content).slice(0, 200).join(''),
      url: siteUrl(origin, lang, canonical),
      jsonLd: [
        forumPosting(post, answer, origin, lang, t('forum.anonymous')),
        breadcrumbs(origin, lang, [home, { name: forumTitle, path: FORUM }, { name: post.title, path: canonical }]),
      ],
    }
  }

  if (leaf.file === 'hero-profile') {
    const { hero } = (leaf.data ?? {}) as { hero?: { id: string; name: string; story: string } }
    if (!hero) return null
    const heroes = t('page.localHeroes.title')
    const canonical = `/local-heroes/${hero.id}`
    return {
      ...base, title: hero.name, section: heroes,
      description: Array.from(hero.story).slice(0, 200).join(''),
      url: siteUrl(origin, lang, canonical),
      jsonLd: [breadcrumbs(origin, lang, [home, { name: heroes, path: '/local-heroes' }, { name: hero.name, path: canonical }])],
    }
  }

  // A page of the guide's own list (every page in the menu, the home tiles and the footer), also
  // when reached by an alias (/community-forum): described as the page its canonical names.
  const key = pageByPath.get(path) ?? (Object.hasOwn(pageAliases, path) ? pageAliases[path] : undefined)
  if (!key) {
    // A public page of its own outside the list (the assistant, search): its title and summary.
    const other = Object.hasOwn(otherPages, path) ? otherPages[path]! : undefined
    if (other) {
      const title = t(other.title)
      return {
        ...base, title, description: other[lang], section: appName, url: siteUrl(origin, lang, path),
        jsonLd: [breadcrumbs(origin, lang, [home, { name: title, path }])],
      }
    }
    // Any other page (a form, an account page): its document title, the site's summary.
    return { ...base, title: '', description: t('app.tagline'), section: appName, url: siteUrl(origin, lang, path), jsonLd: [] }
  }
  const canonicalPath = sitePages[key].path
  const title = key === 'home' ? appName : t(`page.${key}.title` as MessageKey)
  const group = groupOf(key)
  const jsonLd: Thing[] = [
    breadcrumbs(origin, lang, key === 'home' ? [home] : [home, { name: title, path: canonicalPath }]),
  ]
  if (key === 'home') jsonLd.unshift(webSite(origin, lang, appName))
  const guide = await getGuide()
  jsonLd.push(...directoryPlaces(canonicalPath, guide, origin, lang))
  if (key === 'eventCalendar') jsonLd.push(...datedEvents(guide, await upcomingDates(), origin, lang))
  const feeds: PageSeo['feeds'] = []
  const feed = (title: string, path: string) => feeds.push({ title: `${appName}: ${title}`, href: `${origin}${feedPath(lang, path)}` })
  if (key === 'communityForum') {
    // With a category chosen, that category's feed first (docs/seo.md).
    const category = new URL(request.url).searchParams.get('category')
    if (category && forumCategories.includes(category)) feed(`${title}: ${t(`forum.category.${category}` as MessageKey)}`, `${FORUM_FEED_PATH}?category=${category}`)
    feed(title, FORUM_FEED_PATH)
  }
  if (key === 'news') feed(title, NEWS_FEED_PATH)
  return {
    ...base, title, description: pageDescriptions[key][lang], feeds,
    section: key === 'home' ? '' : group ? t(`nav.group.${group}` as MessageKey) : appName,
    ...(key === 'home' ? { cardTitle: t('app.tagline') } : {}),
    url: siteUrl(origin, lang, canonicalPath),
    jsonLd,
  }
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The tags for the document's head: the description, Open Graph and Twitter's card (with the
 * page's share image when there is one), and one JSON-LD block of everything structured.
 */
export function seoHeadHtml(seo: PageSeo, image: { url: string; alt: string } | null, documentTitle: string): string {
  const title = seo.title || documentTitle
  const other: Lang = seo.lang === 'bn' ? 'en' : 'bn'
  const locale = (lang: Lang) => (lang === 'bn' ? 'bn_BD' : 'en_US')
  const meta = (attr: 'name' | 'property', name: string, content: string | number) => `<meta ${attr}="${name}" content="${attribute(String(content))}"/>`
  const tags = [
    meta('name', 'description', seo.description),
    meta('property', 'og:type', seo.type),
    meta('property', 'og:site_name', translator(seo.lang)('app.name')),
    meta('property', 'og:title', title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.url),
    meta('property', 'og:locale', locale(seo.lang)),
    meta('property', 'og:locale:alternate', locale(other)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ]
  if (image) {
    tags.push(
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', 1200),
      meta('property', 'og:image:height', 630),
      meta('property', 'og:image:alt', image.alt),
    )
  }
  for (const feed of seo.feeds ?? []) tags.push(`<link rel="alternate" type="application/rss+xml" title="${attribute(feed.title)}" href="${attribute(feed.href)}"/>`)
  if (seo.jsonLd.length > 0) {
    const graph: Graph = { '@context': 'https://schema.org', '@graph': seo.jsonLd as Graph['@graph'] }
    tags.push(`<script type="application/ld+json">${jsonLdText(graph)}</script>`)
  }
  return tags.join('')
}
