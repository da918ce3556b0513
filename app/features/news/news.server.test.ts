import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '#app/lib/db/database.server'
import type { NewsSource } from '#content/pack/news-source'
import { testRequest, withTestApp } from '../../../tests/setup/test-app'
import { fetchFeed, isPrivateAddress } from './fetch.server'
import { loader as newsPage } from '#app/routes/news'
import { loader as homePage } from '#app/routes/home'
import { loader as moderationPage } from '#app/routes/moderation'
import { createUser } from '../../../tests/setup/users'
import { longFailingSources, setSourcePaused, sourceHealth } from './admin.server'
import { homeNews } from './home-news.server'
import { latestNews, newsStatus } from './queries.server'
import { activeSources } from './sources.server'
import { backoffMs, CHECK_EVERY_MS, refreshNews } from './refresh.server'

// A feed server on loopback speaking real HTTP: what the outlets' servers do, good and bad.
const rss = (items: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fixture</title>${extra}${items}</channel></rss>`
const item = (guid: string, title: string, link: string, description = '', date = 'Tue, 24 Nov 2026 10:00:00 GMT') =>
  `<item><guid>${guid}</guid><title>${title}</title><link>${link}</link><pubDate>${date}</pubDate><description><![CDATA[${description}]]></description></item>`

const bengaliRss = rss([
  item('azadi-1', 'হাটহাজারীতে সড়ক দুর্ঘটনায় আহত ৩', 'https://azadi.example/news/1?utm_source=facebook&utm_medium=social',
    '<p>হাটহাজারী পৌরসভার কাছে <script>alert(1)</script><img src=x onerror=alert(2)> দুর্ঘটনা ঘটেছে।</p>'),
  item('azadi-2', 'চট্টগ্রাম বন্দরে নতুন জেটি', 'https://azadi.example/news/2', 'চট্টগ্রামের খবর'),
  item('azadi-3', 'ঢাকায় বৃষ্টি', 'https://azadi.example/news/3', 'রাজধানীর খবর'),
  item('azadi-4', 'শিরোনাম আছে লিংক নেই', 'not-a-link', 'হাটহাজারী'),
].join(''), '<ttl>30</ttl>')

const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Star</title>
<entry><id>tag:star,1</id><title type="html">Halda &lt;em&gt;carp&lt;/em&gt; eggs collected in Hathazari</title><link href="https://star.example/halda"/><updated>2026-11-23T08:00:00Z</updated><summary type="html">&lt;p&gt;Fishermen on the Halda.&lt;/p&gt;</summary></entry>
<entry><id>tag:star,2</id><title>Budget passed in Dhaka</title><link href="https://star.example/budget"/><updated>2026-11-23T09:00:00Z</updated></entry>
<entry><id>tag:star,3</id><title>Road works in Chattogram</title><link href="https://star.example/roads"/><updated>2026-11-23T09:00:00Z</updated></entry>
</feed>`

// The same story as azadi-1, under another link form and with tracking parameters.
const duplicateRss = rss(item('other-1', 'হাটহাজারীতে সড়ক দুর্ঘটনায় আহত ৩', 'https://www.azadi.example/news/1?utm_campaign=x', 'হাটহাজারী'))
const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]><rss version="2.0"><channel><title>&lol4;</title><item><title>&lol4; হাটহাজারী</title><link>https://bomb.example/1</link></item></channel></rss>`

let hits: Record<string, number> = {}
let unchangedCalls = 0
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const path = request.url ?? '/'
  hits[path] = (hits[path] ?? 0) + 1
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'Content-Type': 'application/rss+xml; charset=utf-8', ...headers })
    response.end(body)
  }
  switch (path) {
    case '/azadi.xml':
      if (request.headers['if-none-match'] === '"v1"') return send(304, '')
      return send(200, bengaliRss, { ETag: '"v1"', 'Last-Modified': 'Tue, 24 Nov 2026 10:00:00 GMT' })
    case '/star.atom':
      return send(200, atom, { 'Content-Type': 'application/atom+xml' })
    case '/no-validators.xml':
      unchangedCalls++
      return send(200, rss(item('nv-1', 'হাটহাজারী কলেজে ভর্তি', 'https://nv.example/1')))
    case '/duplicate.xml':
      return send(200, duplicateRss)
    case '/429-retry.xml':
      return send(429, 'slow down', { 'Retry-After': '7200' })
    case '/429.xml':
      return send(429, 'slow down')
    case '/500.xml':
      return send(500, 'oops')
    case '/cloudflare.xml':
      return send(403, '<!DOCTYPE html><html><title>Just a moment...</title><body>Checking your browser</body></html>', { 'Content-Type': 'text/html' })
    case '/slow.xml':
      setTimeout(() => send(200, bengaliRss), 3_000)
      return
    case '/huge.xml':
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' })
      response.write('<rss>' + 'x'.repeat(2 * 1024 * 1024))
      response.end('</rss>')
      return
    case '/moved.xml':
      return send(301, '', { Location: '/star.atom' })
    case '/loop.xml':
      return send(302, '', { Location: '/loop.xml' })
    case '/malformed.xml':
      return send(200, '<rss><channel><item><title>হাটহাজারী</title><link>https://m.example/1</link></item></chan')
    case '/bomb.xml':
      return send(200, bomb)
    default:
      return send(404, 'no')
  }
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

withTestApp({ NEWS_ALLOW_PRIVATE: '1', NEWS_ENABLED: '1' })

const source = (id: string, path: string, over: Partial<NewsSource> = {}): NewsSource => ({
  id, name: { bn: id, en: id }, lang: 'bn', url: `${base}${path}`, scope: 'local', enabled: true, ...over,
})
const stateOf = (id: string) => db().selectFrom('news_sources').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const itemsOf = (id: string) => db().selectFrom('news_items').selectAll().where('source_id', '=', id).orderBy('id').execute()
const minutes = (from: Date, to: Date | string) => (new Date(to).getTime() - from.getTime()) / 60_000

describe('the news job', () => {
  it('keeps the local stories of a Bengali feed as plain text, drops the rest, then asks again with its ETag', async () => {
    hits = {}
    const now = new Date('2026-11-24T12:00:00Z')
    const azadi = source('azadi', '/azadi.xml')
    expect(await refreshNews({ now, sources: [azadi] })).toEqual({ checked: 1, added: 2 })
    const items = await itemsOf('azadi')
    expect(items.map((i) => [i.title, i.region])).toEqual([['হাটহাজারীতে সড়ক দুর্ঘটনায় আহত ৩', 'local'], ['চট্টগ্রাম বন্দরে নতুন জেটি', 'region']])
    expect(items[0]!.excerpt).toBe('হাটহাজারী পৌরসভার কাছে দুর্ঘটনা ঘটেছে।')
    expect(items[0]!.canonical_url).toBe('azadi.example/news/1')
    const state = await stateOf('azadi')
    expect(state).toMatchObject({ etag: '"v1"', consecutive_errors: 0, last_error: null })
    // The feed's <ttl> of 30 minutes is a floor above the 15-minute rhythm.
    expect(minutes(now, state.next_check_at)).toBe(30)

    // Not due yet: not fetched. Due: a conditional GET answered 304 changes nothing.
    expect(await refreshNews({ now: new Date(now.getTime() + 60_000), sources: [azadi] })).toEqual({ checked: 0, added: 0 })
    const later = new Date(now.getTime() + 31 * 60_000)
    expect(await refreshNews({ now: later, sources: [azadi] })).toEqual({ checked: 1, added: 0 })
    expect(hits['/azadi.xml']).toBe(2)
    expect(minutes(later, (await stateOf('azadi')).next_check_at)).toBe(15)
  })

  it('reads Atom, with HTML titles made text, and a national feed keeps only Hathazari', async () => {
    const now = new Date('2026-11-24T12:00:00Z')
    await refreshNews({ now, sources: [source('star', '/star.atom', { scope: 'national', lang: 'en' })] })
    expect((await itemsOf('star')).map((i) => [i.title, i.excerpt, i.region])).toEqual([['Halda carp eggs collected in Hathazari', 'Fishermen on the Halda.', 'local']])
  })

  it('keeps one story once across two feeds, whatever their tracking parameters', async () => {
    await refreshNews({ now: new Date('2026-11-24T12:00:00Z'), sources: [source('other', '/duplicate.xml')] })
    expect(await itemsOf('other')).toEqual([])
  })

  it('reads an unchanged body without validators only once (its hash)', async () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const nv = source('nv', '/no-validators.xml')
    await refreshNews({ now, sources: [nv] })
    const firstHash = (await stateOf('nv')).body_hash
    await refreshNews({ now: new Date(now.getTime() + 16 * 60_000), sources: [nv] })
    expect(unchangedCalls).toBe(2)
    expect((await stateOf('nv')).body_hash).toBe(firstHash)
    expect(await itemsOf('nv')).toHaveLength(1)
  })

  it('backs off on errors, honours Retry-After and waits long after a bare 429, and never gives up', async () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const cases = [source('r429', '/429-retry.xml'), source('bare429', '/429.xml'), source('e500', '/500.xml'), source('cf', '/cloudflare.xml')]
    await refreshNews({ now, sources: cases })
    expect(minutes(now, (await stateOf('r429')).next_check_at)).toBeGreaterThanOrEqual(120)
    expect(minutes(now, (await stateOf('bare429')).next_check_at)).toBeGreaterThanOrEqual(60)
    const e500 = await stateOf('e500')
    expect(e500).toMatchObject({ consecutive_errors: 1, last_error: 'HTTP 500' })
    expect(minutes(now, e500.next_check_at)).toBeGreaterThanOrEqual(15)
    expect((await stateOf('cf')).last_error).toBe('HTTP 403')
    // The second failure waits about twice as long; the tenth is capped, and it is still scheduled.
    const second = new Date(new Date(e500.next_check_at).getTime() + 1000)
    await refreshNews({ now: second, sources: [cases[2]!] })
    const again = await stateOf('e500')
    expect(again.consecutive_errors).toBe(2)
    expect(minutes(second, again.next_check_at)).toBeGreaterThanOrEqual(30)
    expect(backoffMs(10, () => 0)).toBe(6 * 60 * 60 * 1000)
    expect(backoffMs(1, () => 1)).toBe(CHECK_EVERY_MS * 1.25)
  })

  it('refuses slow, oversized, looping, malformed and entity-bomb feeds cleanly, and follows one redirect', async () => {
    const slow = await fetchFeed(`${base}/slow.xml`, { etag: null, lastModified: null }, { allowPrivate: true, timeoutMs: 500 })
    expect(slow).toMatchObject({ kind: 'failed', error: 'no answer in 0.5 s' })
    const huge = await fetchFeed(`${base}/huge.xml`, { etag: null, lastModified: null }, { allowPrivate: true, maxBytes: 1024 * 1024 })
    expect(huge).toMatchObject({ kind: 'failed', error: 'larger than 1048576 bytes' })
    const loop = await fetchFeed(`${base}/loop.xml`, { etag: null, lastModified: null }, { allowPrivate: true })
    expect(loop.kind).toBe('failed')
    const now = new Date('2026-11-24T12:00:00Z')
    await refreshNews({ now, sources: [source('moved', '/moved.xml', { scope: 'national' }), source('bad', '/malformed.xml'), source('bomb', '/bomb.xml')] })
    expect(await itemsOf('moved')).toHaveLength(0) // the Halda story is already in, from /star.atom
    expect((await stateOf('moved')).consecutive_errors).toBe(0)
    for (const id of ['bad', 'bomb']) {
      const items = await itemsOf(id)
      // Either refused as unreadable, or read without expanding the entities: never a huge title.
      for (const i of items) expect(i.title.length).toBeLessThan(400)
    }
    expect(hits['/bomb.xml']).toBe(1)
  })

  it('refuses private and loopback addresses unless a test allows them (SSRF)', async () => {
    expect(await fetchFeed(`${base}/azadi.xml`, { etag: null, lastModified: null })).toMatchObject({ kind: 'failed', error: 'a private or loopback address (refused)' })
    expect(await fetchFeed('file:///etc/passwd', { etag: null, lastModified: null })).toMatchObject({ kind: 'failed' })
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.20.0.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1', '100.64.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['8.8.8.8', '103.4.145.2', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false)
  })

  it('lists the latest first, filtered by region and source, and prunes after 90 days', async () => {
    const all = await latestNews({ limit: 10 })
    expect(all.map((i) => i.title)).toContain('হাটহাজারীতে সড়ক দুর্ঘটনায় আহত ৩')
    expect((await latestNews({ region: 'region', limit: 10 })).map((i) => i.title)).toEqual(['চট্টগ্রাম বন্দরে নতুন জেটি'])
    expect((await latestNews({ source: 'star', limit: 10 })).map((i) => i.sourceId)).toEqual(['star'])
    await refreshNews({ now: new Date('2027-03-01T12:00:00Z'), sources: [source('azadi', '/azadi.xml')] })
    expect(await itemsOf('azadi')).toEqual([])
    // Pruned stories leave the lists at once, though the lists are kept in memory (ADR 022).
    expect((await latestNews({ limit: 10 })).map((i) => i.sourceId)).not.toContain('azadi')
  })

  it('keeps the latest stories until the database announces new ones', async () => {
    const story = (guid: string, title: string) => ({ source_id: 'star', guid, canonical_url: `https://star.example/${guid}`, headline_key: guid, title, url: `https://star.example/${guid}`, region: 'local' as const, published_at: new Date('2026-11-25T08:00:00Z') })
    await latestNews({ limit: 3 })
    await latestNews({ limit: 3 })
    await db().insertInto('news_items').values(story('kept-1', 'হালদায় ডিম সংগ্রহ')).execute()
    expect((await latestNews({ limit: 3 }))[0]?.title).toBe('হালদায় ডিম সংগ্রহ')
    await latestNews({ limit: 3 })
    await sql`ALTER TABLE news_items DISABLE TRIGGER news_items_changed`.execute(db())
    try {
      await db().updateTable('news_items').set({ title: 'Changed behind the app' }).where('guid', '=', 'kept-1').execute()
    } finally {
      await sql`ALTER TABLE news_items ENABLE TRIGGER news_items_changed`.execute(db())
    }
    // Kept: a change that announces nothing is not seen.
    expect((await latestNews({ limit: 3 }))[0]?.title).toBe('হালদায় ডিম সংগ্রহ')
  })

  it('a paused source is not read until resumed; an unknown source cannot be paused', async () => {
    hits = {}
    const now = new Date('2027-03-02T12:00:00Z')
    const sources = [source('dainik-azadi', '/azadi.xml'), source('bbc-bangla', '/star.atom')]
    await refreshNews({ now, sources })
    expect(await setSourcePaused('nowhere', true)).toBe(false)
    // Admins pause the shipped sources by id (activeSources: the content list in tests).
    expect(await setSourcePaused('dainik-azadi', true)).toBe(true)
    const later = new Date(now.getTime() + 60 * 60_000)
    await refreshNews({ now: later, sources })
    expect(hits['/azadi.xml']).toBe(1)
    expect(hits['/star.atom']).toBe(2)
    const health = await sourceHealth('bn')
    expect(health.find((h) => h.id === 'dainik-azadi')).toMatchObject({ paused: true, name: 'দৈনিক আজাদী', consecutiveErrors: 0 })
    expect(await setSourcePaused('dainik-azadi', false)).toBe(true)
    await refreshNews({ now: new Date(later.getTime() + 60_000), sources })
    expect(hits['/azadi.xml']).toBe(2)
  })
  it('says since when news could not be fetched, keeps the last stories with their age, and tells admins after a day', async () => {
    // The shipped sources (activeSources in tests), each pointed at a feed that works or fails.
    const ids = activeSources().map((s) => s.id)
    await db().deleteFrom('news_sources').execute()
    await db().deleteFrom('news_items').execute()
    const pointed = (path: (id: string) => string) => ids.map((id) => source(id, path(id)))
    const t0 = new Date('2026-12-01T06:00:00Z')
    await refreshNews({ now: t0, sources: pointed(() => '/star.atom') })
    expect((await newsStatus()).failingSince).toBeNull()

    // All but one fail: news still comes in, so nothing is said.
    const t1 = new Date(t0.getTime() + 8 * 3600_000)
    await refreshNews({ now: t1, sources: pointed((id) => (id === ids[0] ? '/star.atom' : '/500.xml')) })
    expect((await newsStatus()).failingSince).toBeNull()
    // Then the last one fails too: news has failed since that moment.
    const t2 = new Date(t1.getTime() + 8 * 3600_000)
    await refreshNews({ now: t2, sources: pointed(() => '/500.xml') })
    expect((await newsStatus()).failingSince).toBe(t2.toISOString())
    // Failing again does not move "since".
    const t3 = new Date(t2.getTime() + 8 * 3600_000)
    await refreshNews({ now: t3, sources: pointed(() => '/500.xml') })
    expect((await newsStatus()).failingSince).toBe(t2.toISOString())

    // The pages keep the last stories and say since when, in the reader's language.
    const page = async (path: string, lang: 'bn' | 'en') => newsPage({ request: testRequest(path, { method: 'GET', cookie: `lang=${lang}` }), params: {}, context: {} } as never)
    const en = await page('/en/news', 'en')
    expect(en.items.map((i) => i.title).sort()).toEqual(['Halda carp eggs collected in Hathazari', 'Road works in Chattogram'])
    expect(en.failingSince).toMatch(/2026 at /)
    expect(en.items[0]!.age).toMatch(/ago$/)
    const bn = await page('/news', 'bn')
    expect(bn.failingSince).toMatch(/২০২৬/)
    expect(bn.items[0]!.age).toMatch(/আগে$/)
    expect((await homeNews('en')).failingSince).toBe(en.failingSince)
    const home = await homePage({ request: testRequest('/en', { method: 'GET', cookie: 'lang=en' }), params: {}, context: {} } as never)
    expect(home.news.items).toHaveLength(2)

    // Admins are told once a source has failed for a day; a paused source is not news to them.
    expect(await longFailingSources('en', new Date(t1.getTime() + 23 * 3600_000))).toEqual([])
    const dayLater = new Date(t1.getTime() + 24 * 3600_000)
    const failing = await longFailingSources('en', dayLater)
    expect(failing.map((f) => f.failingSince)).toEqual(ids.slice(1).map(() => t1.toISOString()))
    await setSourcePaused(ids[1]!, true)
    expect((await longFailingSources('en', dayLater)).map((f) => f.name)).not.toContain(activeSources()[1]!.name.en)
    expect((await sourceHealth('en')).find((h) => h.id === ids[2])?.failingSince).toBe(t1.toISOString())

    // On /moderation, admins (who can pause sources) see the notice; moderators do not.
    await db().updateTable('news_sources').set({ failing_since: new Date(Date.now() - 25 * 3600_000) }).where('id', '=', ids[2]!).execute()
    const queue = async (role: 'admin' | 'moderator') => {
      const { cookie } = await createUser({ role })
      return moderationPage({ request: testRequest('/en/moderation', { method: 'GET', cookie: `${cookie}; lang=en` }), params: {}, context: {} } as never)
    }
    expect((await queue('admin')).failingNews).toEqual([activeSources()[2]!.name.en])
    expect((await queue('moderator')).failingNews).toEqual([])

    // One success ends it.
    const t4 = new Date(t3.getTime() + 8 * 3600_000)
    await refreshNews({ now: t4, sources: [source(ids[2]!, '/star.atom')] })
    expect((await newsStatus()).failingSince).toBeNull()
    expect((await stateOf(ids[2]!)).failing_since).toBeNull()
    expect((await page('/en/news', 'en')).items[0]!.age).toBeNull()
  })
})
