import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { forumFeed } from '#app/features/forum/feed.server'
import { createPost, deletePost, editPost } from '#app/features/forum/write-post.server'
import { moderateItem } from '#app/features/moderation/actions.server'
import { newsFeed } from '#app/features/news/feed.server'
import { robotsTxt } from '#app/features/seo/robots.server'
import { SITEMAP_MAX_PARTS, sitemapResponse } from '#app/features/seo/sitemap.server'
import { catalogs } from '#app/i18n/catalogs.server'
import { getGuide } from '#app/lib/content/guide.server'
import { db, getDatabase } from '#app/lib/db/database.server'
import { pageAliases, sitePages } from '#app/lib/site-pages'
import routes from '#app/routes'
import { loader as forumFeedRoute } from '#app/routes/forum-feed'
import { pageSeo } from '#app/features/seo/head.server'
import { loader as newsFeedRoute } from '#app/routes/news-feed'
import { loader as robotsRoute } from '#app/routes/robots'
import { loader as sitemapRoute } from '#app/routes/sitemap'
import { renderRss } from '#app/lib/xml.server'
import { testRequest, withTestApp } from '../setup/test-app'
import { connectionsTakenBy } from '../setup/test-database'
import { createUser } from '../setup/users'

// The feeds' writer, counted: a kept feed is not written again.
vi.mock('#app/lib/xml.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('#app/lib/xml.server')>()
  return { ...original, renderRss: vi.fn(original.renderRss) }
})

withTestApp()

const ORIGIN = 'http://localhost:3000'

// A real XML parser: a document it refuses is not well-formed. Lists are always arrays.
const lists = new Set(['url', 'xhtml:link', 'sitemap', 'item', 'category'])
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => lists.has(name) })
function parseXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml) as Record<string, unknown>
}

type UrlEntry = { loc: string; lastmod?: string; 'xhtml:link': Array<{ '@rel': string; '@hreflang': string; '@href': string }> }
type RssItem = { title: string; link: string; guid: { '#text': string }; 'dc:creator'?: string; description: string; category: string[]; source?: { '#text': string; '@url': string } }

const urlsOf = (xml: string) => (parseXml(xml) as { urlset: { url?: UrlEntry[] } }).urlset.url ?? []
const itemsOf = (xml: string) => (parseXml(xml) as { rss: { channel: { item?: RssItem[] } } }).rss.channel.item ?? []
const get = (path: string) => ({ request: testRequest(path, { method: 'GET' }), params: {}, context: {} }) as never

/** The whole sitemap, as /sitemap.xml serves it (not split at the default limit). */
async function sitemap(): Promise<UrlEntry[]> {
  const response = await sitemapRoute(get('/sitemap.xml'))
  expect(response.status).toBe(200)
  return urlsOf(await response.text())
}

let serial = 0
// Each post's text is its own: the same text twice from one account would wait as a duplicate (issue 43 §4).
const input = (over: Partial<{ title: string; content: string; category: string; anonymous: boolean }> = {}) => ({
  title: 'রাস্তায় পানি জমেছে', content: `কাটিরহাট বাজারের সামনে বৃষ্টির পানি জমে থাকে (${++serial})।`, category: 'complaint', tags: '', anonymous: false, ...over,
})

async function post(user: Awaited<ReturnType<typeof createUser>>['user'], over: Parameters<typeof input>[0] = {}) {
  // An account older than a day: a new one may post twice an hour (limits.server.ts).
  const result = await createPost({ ...user, createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() }, input(over), {}, 50)
  if (!result.ok) throw new Error(`createPost failed: ${result.error.message}`)
  return result.post
}

/**
 * A change is in the files by the very next read on the embedded database, where the announcement
 * arrives before the writer's query returns; on a PostgreSQL server a moment after the commit.
 */
const atOnce = (check: () => Promise<void>) => (getDatabase().kind === 'pglite' ? check() : vi.waitFor(check, { timeout: 5_000 }))

/** How many RSS feeds `read` wrote: 0 when the feed it gave was kept. */
async function feedsWrittenBy(read: () => Promise<unknown>): Promise<number> {
  const before = vi.mocked(renderRss).mock.calls.length
  await read()
  return vi.mocked(renderRss).mock.calls.length - before
}

/**
 * Waits until `read`'s answer is kept (once this process listens for changes): then it costs
 * nothing, counted by `cost` (the sitemap's database queries, a feed's writing: the forum's and
 * the news's rows are kept apart from the feeds, ADR 022).
 */
const kept = (read: () => Promise<unknown>, cost: (read: () => Promise<unknown>) => Promise<number> = connectionsTakenBy) => vi.waitFor(async () => {
  await read()
  expect(await cost(read)).toBe(0)
}, { timeout: 10_000 })

/** Runs `change` with the table's announcing trigger off: only a read from the database can see it. */
async function unannounced<T>(table: string, trigger: string, change: () => Promise<T>): Promise<T> {
  await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`).execute(db())
  try {
    return await change()
  } finally {
    await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`).execute(db())
  }
}

const postUrl = (id: number, lang: 'bn' | 'en' = 'bn') => `${ORIGIN}${lang === 'en' ? '/en' : ''}/seeking-hathazari/${id}`

describe('/sitemap.xml', () => {
  it('lists every public page in both languages, each with its address in bn, en and x-default', async () => {
    const response = await sitemapRoute(get('/sitemap.xml'))
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const urls = urlsOf(await response.text())
    const byLoc = new Map(urls.map((url) => [url.loc, url]))
    for (const loc of [`${ORIGIN}/hospitals`, `${ORIGIN}/en/hospitals`]) {
      const links = Object.fromEntries(byLoc.get(loc)!['xhtml:link'].map((link) => [link['@hreflang'], link['@href']]))
      expect(links, loc).toEqual({ bn: `${ORIGIN}/hospitals`, en: `${ORIGIN}/en/hospitals`, 'x-default': `${ORIGIN}/hospitals` })
      expect(byLoc.get(loc)!['xhtml:link'].every((link) => link['@rel'] === 'alternate')).toBe(true)
    }
    // The home page is "/" and "/en".
    expect(Object.fromEntries(byLoc.get(`${ORIGIN}/en`)!['xhtml:link'].map((link) => [link['@hreflang'], link['@href']])))
      .toEqual({ bn: `${ORIGIN}/`, en: `${ORIGIN}/en`, 'x-default': `${ORIGIN}/` })
    for (const path of ['/', '/news', '/event-calendar', '/local-heroes', '/seeking-hathazari', '/nearby', '/about', '/assistant', '/tourist-attractions']) {
      expect(byLoc.has(`${ORIGIN}${path}`), path).toBe(true)
      expect(byLoc.has(`${ORIGIN}${path === '/' ? '/en' : `/en${path}`}`), path).toBe(true)
    }
    // Nothing private, no alias, no search, no form.
    for (const url of urls) expect(url.loc).not.toMatch(/\/(moderation|login|register|search|suggest|notifications|offline|hero\/|forum\/|community-forum|preferences)|\/profile|\/new$|\?/)
    // The welcome post (migration 0005) is visible.
    expect(urls.some((url) => /\/seeking-hathazari\/\d+$/.test(url.loc))).toBe(true)
  })

  it('lists each local hero, with the latest as-of date of their record as lastmod, and guide pages with their records', async () => {
    const { people, healthFacilities } = await getGuide()
    const urls = await sitemap()
    const hero = people[0]!
    const entry = urls.find((url) => url.loc === `${ORIGIN}/local-heroes/${hero.id}`)
    expect(entry?.lastmod).toBe([hero.asOf, hero.featuredDate].sort().at(-1))
    expect(urls.filter((url) => /\/local-heroes\/[a-z0-9-]+$/.test(url.loc))).toHaveLength(people.length * 2)
    const latestHospital = healthFacilities.map((h) => [h.asOf, ...(h.phones ?? []).map((p) => p.asOf)]).flat().sort().at(-1)
    expect(urls.find((url) => url.loc === `${ORIGIN}/hospitals`)?.lastmod).toBe(latestHospital)
    for (const url of urls) if (url.lastmod) expect(url.lastmod, url.loc).toMatch(/^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}:\d{2}Z)?)?)?$/)
  })

  it('is built once and kept until what it lists changes: a new post is listed at once, an edit moves its lastmod, a hidden, removed or deleted post is not listed', async () => {
    const { user: author } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    // Kept: once built, a request asks the database nothing, and a post written without its
    // announcement is not listed.
    await kept(sitemap)
    const unseen = await unannounced('posts', 'posts_added_or_gone', () => db().insertInto('posts')
      .values({ author_id: author.id, category: 'general', title: 'পেছনে লেখা', content: 'unannounced', anonymous: false, tags: [] }).returning('id').executeTakeFirstOrThrow())
    expect((await sitemap()).some((url) => url.loc === postUrl(unseen.id))).toBe(false)
    expect(await connectionsTakenBy(sitemap)).toBe(0)
    const fresh = await post(author)
    let urls: UrlEntry[] = []
    await atOnce(async () => {
      urls = await sitemap()
      expect(urls.some((url) => url.loc === postUrl(fresh.id))).toBe(true)
    })
    const entry = urls.find((url) => url.loc === postUrl(fresh.id))
    expect(entry).toBeDefined()
    expect(urls.find((url) => url.loc === postUrl(fresh.id, 'en'))).toBeDefined()
    expect(Object.fromEntries(entry!['xhtml:link'].map((link) => [link['@hreflang'], link['@href']])))
      .toEqual({ bn: postUrl(fresh.id), en: postUrl(fresh.id, 'en'), 'x-default': postUrl(fresh.id) })
    // Its last edit is its lastmod.
    await db().updateTable('posts').set({ updated_at: new Date('2024-01-02T03:04:05.678Z') }).where('id', '=', fresh.id).execute()
    await atOnce(async () => expect((await sitemap()).find((url) => url.loc === postUrl(fresh.id))?.lastmod).toBe('2024-01-02T03:04:05Z'))
    expect(await editPost(author, fresh.id, input({ title: 'পানি জমে আছে এখনো' }), { image: false, video: false })).toMatchObject({ ok: true })
    await atOnce(async () => expect((await sitemap()).find((url) => url.loc === postUrl(fresh.id))?.lastmod).not.toBe('2024-01-02T03:04:05Z'))

    const hidden = await post(author)
    const removed = await post(author)
    const deleted = await post(author)
    const shown = await post(author)
    expect(await moderateItem(moderator, 'post', hidden.id, 'hide', 'spam')).toMatchObject({ ok: true })
    expect(await moderateItem(moderator, 'post', removed.id, 'remove', 'abuse')).toMatchObject({ ok: true })
    expect(await deletePost(author, deleted.id)).toMatchObject({ ok: true })
    await atOnce(async () => {
      const locs = new Set((await sitemap()).map((url) => url.loc))
      expect(locs.has(postUrl(shown.id))).toBe(true)
      for (const gone of [hidden, removed, deleted]) {
        expect(locs.has(postUrl(gone.id)), `post ${gone.id}`).toBe(false)
        expect(locs.has(postUrl(gone.id, 'en')), `post ${gone.id}`).toBe(false)
      }
    })
  })

  it('becomes an index of parts past the limit, every address in exactly one part, each part made without the others', async () => {
    const whole = await sitemap()
    await kept(sitemap)
    const limit = 7
    const index = await sitemapResponse('/sitemap.xml', { origin: ORIGIN, limit })
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const { sitemapindex } = parseXml(await index.text()) as { sitemapindex: { sitemap: Array<{ loc: string; lastmod?: string }> } }
    const parts = Math.ceil(whole.length / limit)
    expect(parts).toBeGreaterThan(1)
    expect(sitemapindex.sitemap.map((s) => s.loc)).toEqual(Array.from({ length: parts }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`))
    const listed: string[] = []
    for (let n = 1; n <= parts; n++) {
      // Made from the pages read for the index (kept): a part asks the database nothing.
      let response!: Response
      expect(await connectionsTakenBy(async () => (response = await sitemapResponse(`/sitemap-${n}.xml`, { origin: ORIGIN, limit }))), `part ${n}`).toBe(0)
      expect(response.status).toBe(200)
      const urls = urlsOf(await response.text())
      expect(urls.length).toBeLessThanOrEqual(limit)
      // The index's lastmod for a part is the latest of its addresses'.
      expect(sitemapindex.sitemap[n - 1]!.lastmod).toBe(urls.map((url) => url.lastmod).filter(Boolean).sort().at(-1))
      listed.push(...urls.map((url) => url.loc))
    }
    expect(listed).toEqual(whole.map((url) => url.loc))
    for (const path of ['/sitemap-0.xml', `/sitemap-${parts + 1}.xml`]) expect((await sitemapResponse(path, { origin: ORIGIN, limit })).status, path).toBe(404)
    // Not split at the default limit: there is no part.
    expect((await sitemapRoute(get('/sitemap-1.xml'))).status).toBe(404)
  })

  it('has a route for each part it may name', () => {
    const paths = new Set((routes as Array<{ path?: string }>).map((route) => route.path))
    for (let n = 1; n <= SITEMAP_MAX_PARTS; n++) expect(paths.has(`sitemap-${n}.xml`), `sitemap-${n}.xml`).toBe(true)
    for (const path of ['sitemap.xml', 'robots.txt', 'seeking-hathazari/feed.xml', 'en/seeking-hathazari/feed.xml', 'news/feed.xml', 'en/news/feed.xml']) expect(paths.has(path), path).toBe(true)
  })
})

describe('/robots.txt', () => {
  it('names the sitemap and keeps crawlers out of private, account, search and form pages in both languages', async () => {
    const response = await robotsRoute()
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(text).toBe(robotsTxt(ORIGIN))
    const lines = text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length))
    for (const path of ['/moderation', '/notifications', '/seeking-hathazari/profile', '/login', '/register', '/forgot-password', '/reset-password', '/search', '/suggest', '/seeking-hathazari/*/edit', '/seeking-hathazari/*/report']) {
      expect(disallowed, path).toContain(path)
      expect(disallowed, path).toContain(`/en${path}`)
    }
    for (const path of ['/api/', '/preferences', '/logout', '/verify-email', '/*?q=', '/*&q=']) expect(disallowed, path).toContain(path)
    // Nothing public is kept out.
    for (const path of ['/', '/en', '/hospitals', '/seeking-hathazari', '/news', '/local-heroes']) expect(disallowed).not.toContain(path)
  })
})

describe('the forum feeds', () => {
  it('carry the newest visible posts as RSS, never an anonymous author\'s name, never a hidden, removed or deleted post', async () => {
    const { user: author } = await createUser({ name: 'Karim Uddin' })
    const { user: secret } = await createUser({ name: 'Nasrin Secret-Name' })
    const { user: moderator } = await createUser({ role: 'moderator' })
    const named = await post(author, { title: 'বাস কখন ছাড়ে?', category: 'question' })
    const anonymous = await post(secret, { title: 'বেনামে অভিযোগ', anonymous: true, content: `${'অনেক কথা '.repeat(40)}শেষ` })
    const hidden = await post(author, { title: 'লুকানো পোস্ট' })
    const removed = await post(author, { title: 'সরানো পোস্ট' })
    const deleted = await post(author, { title: 'মুছে ফেলা পোস্ট' })
    expect(await moderateItem(moderator, 'post', hidden.id, 'hide', 'spam')).toMatchObject({ ok: true })
    expect(await moderateItem(moderator, 'post', removed.id, 'remove', 'abuse')).toMatchObject({ ok: true })
    expect(await deletePost(author, deleted.id)).toMatchObject({ ok: true })

    for (const lang of ['bn', 'en'] as const) {
      const response = await forumFeedRoute(get(lang === 'en' ? '/en/seeking-hathazari/feed.xml' : '/seeking-hathazari/feed.xml'))
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
      const xml = await response.text()
      const items = itemsOf(xml)
      const item = (id: number) => items.find((i) => i.link === postUrl(id, lang))
      expect(item(named.id)).toMatchObject({ title: 'বাস কখন ছাড়ে?', 'dc:creator': 'Karim Uddin', category: [catalogs[lang]['forum.badge.question']] })
      expect(item(named.id)?.guid['#text']).toBe(postUrl(named.id, lang))
      expect(item(anonymous.id)?.['dc:creator']).toBe(catalogs[lang]['forum.anonymous'])
      // A short excerpt of the text, not all of it.
      expect(item(anonymous.id)?.description.endsWith('…')).toBe(true)
      expect(Array.from(item(anonymous.id)!.description).length).toBeLessThanOrEqual(201)
      expect(xml).not.toContain('Nasrin')
      expect(xml).not.toContain(secret.id)
      for (const gone of [hidden, removed, deleted]) expect(item(gone.id), `post ${gone.id}`).toBeUndefined()
      for (const title of ['লুকানো পোস্ট', 'সরানো পোস্ট', 'মুছে ফেলা পোস্ট']) expect(xml).not.toContain(title)
      // A feed reader reads it.
      const feed = parseFeed(xml)
      expect(feed.title).toBe(`${catalogs[lang]['app.name']}: ${catalogs[lang]['page.communityForum.title']}`)
      expect(feed.items.find((i) => i.url === postUrl(named.id, lang))?.title).toBe('বাস কখন ছাড়ে?')
    }
  })

  it('per category: only that category\'s posts; an unknown category is a 404', async () => {
    const { user } = await createUser()
    const question = await post(user, { title: 'প্রশ্ন আছে', category: 'question' })
    const suggestion = await post(user, { title: 'একটি পরামর্শ', category: 'suggestion' })
    const items = itemsOf(await (await forumFeedRoute(get('/seeking-hathazari/feed.xml?category=question'))).text())
    expect(items.some((i) => i.link === postUrl(question.id))).toBe(true)
    expect(items.some((i) => i.link === postUrl(suggestion.id))).toBe(false)
    expect(items.every((i) => i.category[0] === catalogs.bn['forum.badge.question'])).toBe(true)
    // The list's old filter word still works.
    const suggestions = itemsOf(await (await forumFeedRoute(get('/en/seeking-hathazari/feed.xml?category=suggestions'))).text())
    expect(suggestions.map((i) => i.link)).toContain(postUrl(suggestion.id, 'en'))
    expect((await forumFeedRoute(get('/seeking-hathazari/feed.xml?category=nonsense'))).status).toBe(404)
  })

  it('are built once and kept until the forum changes: a new post is in the feed at once; text that is not XML stays well-formed', async () => {
    const feed = () => forumFeed({ lang: 'bn', category: null, origin: ORIGIN })
    const { user } = await createUser()
    const older = await post(user, { title: 'আগের পোস্ট' })
    // Kept: once written, the feed is not written again and asks the database nothing, and a
    // change made without its announcement is not seen.
    await kept(feed, feedsWrittenBy)
    expect(await connectionsTakenBy(feed)).toBe(0)
    await unannounced('posts', 'posts_changed', () => db().updateTable('posts').set({ title: 'Changed behind the app' }).where('id', '=', older.id).execute())
    expect(itemsOf(await feed()).find((i) => i.link === postUrl(older.id))?.title).toBe('আগের পোস্ট')
    expect(await feedsWrittenBy(feed)).toBe(0)
    // The next change the forum announces: built again, with both.
    const fresh = await post(user, { title: 'নতুন পোস্ট এইমাত্র' })
    await atOnce(async () => {
      const items = itemsOf(await feed())
      expect(items.some((i) => i.link === postUrl(fresh.id))).toBe(true)
      expect(items.find((i) => i.link === postUrl(older.id))?.title).toBe('Changed behind the app')
    })
    await kept(feed, feedsWrittenBy)
    // Written behind the app, with markup and control characters XML cannot carry (xml.server.test.ts has the rest).
    const title = 'Bell\u0007 <b>bold</b> & "quotes" \'too\' ]]>'
    await db().updateTable('posts').set({ title, content: '<script>alert(1)</script>\u0001 \u001f text' }).where('id', '=', fresh.id).execute()
    let xml = ''
    await atOnce(async () => {
      xml = await feed()
      expect(itemsOf(xml).find((i) => i.link === postUrl(fresh.id))?.title).toBe('Bell <b>bold</b> & "quotes" \'too\' ]]>')
    })
    const item = itemsOf(xml).find((i) => i.link === postUrl(fresh.id))
    expect(item?.description).toBe('<script>alert(1)</script>  text')
    expect(xml).not.toContain('<script>')
  })
})

describe('the news feed', () => {
  it('lists the stories as /news does: headline, the outlet, a link to the story on its site', async () => {
    const story = (guid: string, title: string, publishedAt: string) => ({
      source_id: 'dainik-azadi', guid, canonical_url: `https://azadi.example/${guid}`, headline_key: guid, title, excerpt: 'হাটহাজারীর খবর',
      url: `https://azadi.example/${guid}?a=1&b=2`, region: 'local' as const, published_at: new Date(publishedAt),
    })
    await db().insertInto('news_items').values(story('seo-1', 'হাটহাজারীতে নতুন সড়ক', '2026-11-20T08:00:00Z')).execute()
    // Kept: once written, a feed is not written again until the stories change.
    for (const lang of ['bn', 'en'] as const) await kept(() => newsFeed({ lang, origin: ORIGIN }), feedsWrittenBy)
    // A new story is in the feed at once.
    await db().insertInto('news_items').values(story('seo-2', 'হালদায় ডিম <সংগ্রহ> & আনন্দ', '2026-11-21T08:00:00Z')).execute()
    for (const lang of ['bn', 'en'] as const) {
      let items: RssItem[] = []
      await atOnce(async () => {
        const response = await newsFeedRoute(get(lang === 'en' ? '/en/news/feed.xml' : '/news/feed.xml'))
        expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
        items = itemsOf(await response.text())
        expect(items.map((i) => i.title).slice(0, 2)).toEqual(['হালদায় ডিম <সংগ্রহ> & আনন্দ', 'হাটহাজারীতে নতুন সড়ক'])
      })
      const outlet = lang === 'bn' ? 'দৈনিক আজাদী' : 'Dainik Azadi'
      expect(items[0]).toMatchObject({ link: 'https://azadi.example/seo-2?a=1&b=2', source: { '#text': outlet, '@url': 'https://www.dainikazadi.net/feed/' } })
      expect(items[0]!.description).toContain(outlet)
      expect(items[0]!.description).toContain('হাটহাজারীর খবর')
    }
  })
})

describe('the pages that show a feed name it', () => {
  // The head's tags as the server writes them for the page's route (app/features/seo/head.server.ts).
  const feeds = async (routeId: string, url: string) => {
    const context = { statusCode: 200, errors: null, matches: [{ route: { id: routeId } }], loaderData: {} }
    const seo = await pageSeo(new Request(`${ORIGIN}${url}`), context as never, ORIGIN, async () => [])
    return (seo?.feeds ?? []).map((feed) => [feed.title, feed.href])
  }

  it('the forum list: its feed, and the category\'s when one is chosen', async () => {
    expect(await feeds('routes/forum', '/seeking-hathazari'))
      .toEqual([[`${catalogs.bn['app.name']}: ${catalogs.bn['page.communityForum.title']}`, `${ORIGIN}/seeking-hathazari/feed.xml`]])
    expect(await feeds('routes/forum', '/en/seeking-hathazari?category=question'))
      .toEqual([
        ['Hathazari Guide: Community forum: Questions', `${ORIGIN}/en/seeking-hathazari/feed.xml?category=question`],
        ['Hathazari Guide: Community forum', `${ORIGIN}/en/seeking-hathazari/feed.xml`],
      ])
  })

  it('/news: the news feed', async () => {
    expect(await feeds('routes/news', '/en/news')).toEqual([['Hathazari Guide: News', `${ORIGIN}/en/news/feed.xml`]])
  })
})

describe('the head of a page reached by another address', () => {
  type RouteEntry = { id?: string; file: string; path?: string; children?: RouteEntry[] }
  const flat = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])
  const seoOf = async (routeId: string, url: string) => {
    const context = { statusCode: 200, errors: null, matches: [{ route: { id: routeId } }], loaderData: {} }
    return pageSeo(new Request(`${ORIGIN}${url}`), context as never, ORIGIN, async () => [])
  }

  it('every alias of a page of the list is described as that page: its canonical as og:url, its title, summary, breadcrumbs and feeds', async () => {
    // Every alias in app/routes.ts without a parameter (those with one, a post's or a hero's, are described by their record).
    const aliases = flat(routes as RouteEntry[]).filter((route) => route.id?.includes('-alias') && route.path && !route.path.includes(':'))
    expect(aliases.map((route) => `/${route.path}`).sort()).toEqual(Object.keys(pageAliases).sort())
    for (const route of aliases) {
      const key = pageAliases[`/${route.path}`]!
      // The canonical page's own route (its id is its file's name).
      const page = sitePages[key].path === '/' ? 'routes/home' : flat(routes as RouteEntry[]).find((r) => `/${r.path}` === sitePages[key].path)!.file.replace(/\.tsx?$/, '')
      for (const lang of ['bn', 'en'] as const) {
        const canonicalPath = lang === 'en' ? (sitePages[key].path === '/' ? '/en' : `/en${sitePages[key].path}`) : sitePages[key].path
        const alias = await seoOf(route.id!, `${lang === 'en' ? '/en' : ''}/${route.path}`)
        expect(alias?.url, route.path).toBe(`${ORIGIN}${canonicalPath}`)
        expect(alias, route.path).toEqual(await seoOf(page, canonicalPath))
      }
    }
    // The forum's alias names the forum's feed.
    expect((await seoOf('forum-alias-community-forum', '/en/community-forum'))?.feeds).toEqual([['Hathazari Guide: Community forum', `${ORIGIN}/en/seeking-hathazari/feed.xml`]].map(([title, href]) => ({ title, href })))
  })

  it('the assistant and search: their own title, summary and breadcrumbs; a form keeps the site\'s summary and none', async () => {
    for (const [path, title] of [['/assistant', 'assistant.title'], ['/en/assistant', 'assistant.title'], ['/search', 'search.title'], ['/en/search', 'search.title']] as const) {
      const lang = path.startsWith('/en') ? 'en' : 'bn'
      const seo = await seoOf(`routes/${path.split('/').at(-1)}`, path)
      expect(seo).toMatchObject({ title: catalogs[lang][title], url: `${ORIGIN}${path}` })
      expect(seo!.description).not.toBe(catalogs[lang]['app.tagline'])
      expect(seo!.description.length).toBeGreaterThan(40)
      const trail = seo!.jsonLd[0] as unknown as { '@type': string; itemListElement: Array<{ name: string; item: string }> }
      expect(trail['@type']).toBe('BreadcrumbList')
      expect(trail.itemListElement.map((item) => item.item)).toEqual([`${ORIGIN}${lang === 'en' ? '/en' : '/'}`, `${ORIGIN}${path}`])
      expect(trail.itemListElement.at(-1)!.name).toBe(catalogs[lang][title])
    }
    const login = await seoOf('routes/login', '/en/login')
    expect(login).toMatchObject({ title: '', description: catalogs.en['app.tagline'], jsonLd: [] })
  })
})
