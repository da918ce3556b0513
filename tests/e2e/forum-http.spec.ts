// The forum's rules over real HTTP, as any client (not only our pages) would meet them: who may
// do what, and what an anonymous post must never reveal.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueEmail } from './helpers'

const base = () => process.env.E2E_BASE_URL!

interface Actor { client: APIRequestContext; name: string; email: string }

async function signedIn(name: string): Promise<Actor> {
  const client = await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } })
  const email = uniqueEmail('http')
  const response = await client.post('/register', { form: { name, email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  return { client, name, email }
}

async function visitor(): Promise<Actor> {
  return { client: await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } }), name: '', email: '' }
}

async function createPost(actor: Actor, fields: Record<string, string>) {
  return actor.client.post('/api/forum/posts', { multipart: { category: 'question', tags: '', rulesRead: 'yes', ...fields } })
}

/** A plain form post to the post page (no JavaScript): success redirects, refusal answers 4xx. */
const act = (actor: Actor, postId: number, form: Record<string, string>) =>
  actor.client.post(`/seeking-hathazari/${postId}`, { form, maxRedirects: 0 })

test('who may do what to a post and its comments: a visitor, another member, the author', async () => {
  const stamp = Date.now()
  const author = await signedIn('লেখক ম্যাট্রিক্স')
  const other = await signedIn('অন্য সদস্য')
  const anyone = await visitor()

  // Create: a visitor is refused, members may.
  expect((await createPost(anyone, { title: `দর্শনার্থী ${stamp}`, content: 'লেখা' })).status()).toBe(401)
  const created = await createPost(author, { title: `ম্যাট্রিক্স ${stamp}`, content: 'প্রথম লেখা' })
  expect(created.status()).toBe(200)
  const postId = (await created.json()).id as number
  expect((await createPost(other, { title: `অন্যের পোস্ট ${stamp}`, content: 'লেখা' })).status()).toBe(200)

  // Comment, like, report: a visitor is sent to sign in and nothing is written.
  const visitorForms: Array<Record<string, string>> = [{ intent: 'comment', content: 'দর্শনার্থীর মন্তব্য' }, { intent: 'like', itemType: 'post', itemId: String(postId), liked: '1' },
    { intent: 'report', itemType: 'post', itemId: String(postId), kind: 'spam', reason: 'দর্শনার্থীর রিপোর্ট' }]
  for (const form of visitorForms) {
    const response = await act(anyone, postId, form)
    expect(response.status(), form.intent).toBe(302)
    expect(response.headers().location, form.intent).toMatch(/^\/login\?redirectTo=/)
  }
  // The author comments; another member comments and likes; both count.
  expect((await act(author, postId, { intent: 'comment', content: 'লেখকের মন্তব্য' })).status()).toBe(302)
  expect((await act(other, postId, { intent: 'comment', content: 'অন্যের মন্তব্য' })).status()).toBe(302)
  expect((await act(other, postId, { intent: 'like', itemType: 'post', itemId: String(postId), liked: '1' })).status()).toBe(302)
  const page = await (await anyone.client.get(`/seeking-hathazari/${postId}`)).text()
  expect(page).toContain('লেখকের মন্তব্য')
  expect(page).toContain('অন্যের মন্তব্য')
  expect(page).not.toContain('দর্শনার্থীর মন্তব্য')
  // Each comment is an element with id="comment-<id>"; find the one holding the author's text.
  const authorsComment = Number(page.split('id="comment-').slice(1).find((chunk) => chunk.includes('লেখকের মন্তব্য'))?.match(/^\d+/)?.[0])
  expect(authorsComment).toBeGreaterThan(0)

  // Report: not one's own post; another member may.
  expect((await act(author, postId, { intent: 'report', itemType: 'post', itemId: String(postId), kind: 'spam', reason: 'নিজের পোস্ট' })).status()).toBe(403)
  expect((await act(other, postId, { intent: 'report', itemType: 'post', itemId: String(postId), kind: 'other', reason: 'শুধু পরীক্ষার জন্য রিপোর্ট' })).status()).toBe(302)

  // Edit and delete: only the author; a visitor is sent to sign in.
  const edit = (actor: Actor) => actor.client.post(`/seeking-hathazari/${postId}/edit`, { form: { title: `ম্যাট্রিক্স ${stamp}`, content: `বদলানো লেখা ${actor.name}`, category: 'question', tags: '' }, maxRedirects: 0 })
  expect((await edit(anyone)).headers().location).toMatch(/^\/login/)
  // Another member is sent back to the post ("You can only edit your own posts"), unchanged.
  const refused = await edit(other)
  expect(refused.status()).toBe(302)
  expect(refused.headers().location).toBe(`/seeking-hathazari/${postId}`)
  expect((await edit(author)).status()).toBe(302)
  const edited = await (await anyone.client.get(`/seeking-hathazari/${postId}`)).text()
  expect(edited).toContain('বদলানো লেখা লেখক ম্যাট্রিক্স')
  expect(edited).not.toContain('বদলানো লেখা অন্য সদস্য')

  // A comment: only its author edits or deletes it.
  expect((await act(other, postId, { intent: 'edit-comment', commentId: String(authorsComment), content: 'অন্যের হাতে বদল' })).status()).toBe(403)
  expect((await act(other, postId, { intent: 'delete-comment', commentId: String(authorsComment) })).status()).toBe(403)
  expect((await act(author, postId, { intent: 'delete-comment', commentId: String(authorsComment) })).status()).toBe(302)

  expect((await act(anyone, postId, { intent: 'delete-post' })).headers().location).toMatch(/^\/login/)
  expect((await act(other, postId, { intent: 'delete-post' })).status()).toBe(403)
  expect((await anyone.client.get(`/seeking-hathazari/${postId}`, { maxRedirects: 0 })).status()).toBe(200)
  expect((await act(author, postId, { intent: 'delete-post' })).status()).toBe(302)
  expect((await anyone.client.get(`/seeking-hathazari/${postId}`, { maxRedirects: 0 })).status()).toBe(302)

  for (const actor of [author, other, anyone]) await actor.client.dispose()
})

test('two readers\' pages share every post\'s and comment\'s body, and each keeps their own likes and actions', async () => {
  // The server renders what every reader sees alike once and keeps it (ADR 033): the parts must be
  // byte for byte the same for everyone, and nothing of one reader's may reach another's page.
  const stamp = Date.now()
  const author = await signedIn('ভাগের লেখক')
  const reader = await signedIn('ভাগের পাঠক')
  const created = await createPost(author, { title: `ভাগের পোস্ট ${stamp}`, content: 'সবার জন্য একই লেখা' })
  const postId = (await created.json()).id as number
  expect((await act(author, postId, { intent: 'comment', content: 'লেখকের ভাগের মন্তব্য' })).status()).toBe(302)
  expect((await act(reader, postId, { intent: 'comment', content: 'পাঠকের ভাগের মন্তব্য' })).status()).toBe(302)
  expect((await act(reader, postId, { intent: 'like', itemType: 'post', itemId: String(postId), liked: '1' })).status()).toBe(302)
  // A visitor with a cookie that is not a session: rendered for them, not from the page cache.
  const anyone = { client: await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base(), Cookie: 'x=1' } }), name: '', email: '' }

  const postPage = async (actor: Actor) => (await actor.client.get(`/seeking-hathazari/${postId}`)).text()
  // The author's page first, so what it leaves kept is what the others are given.
  const pages = { author: await postPage(author), reader: await postPage(reader), anyone: await postPage(anyone) }
  // A new post's "now" / "1 second ago" is each request's own clock, not the reader's: set aside.
  const clockFree = (html: string) => html.replace(/(<time [^>]*>)[^<]*<\/time>/g, '$1</time>')
  const sharedParts = (html: string) => [...html.matchAll(/<article[^>]*>(<div><header[\s\S]*?)<\/div>(?:<footer|<form|<img|<video|<ul)/g)].map((m) => clockFree(m[1]!))
  const parts = { author: sharedParts(pages.author), reader: sharedParts(pages.reader), anyone: sharedParts(pages.anyone) }
  expect(parts.reader).toHaveLength(3) // the post and its two comments
  expect(parts.reader[0]).toContain(`ভাগের পোস্ট ${stamp}`)
  expect(parts.reader.join()).toContain('পাঠকের ভাগের মন্তব্য')
  expect(parts.anyone).toEqual(parts.reader)
  // The author's own post says "(you)"; nothing else of theirs differs.
  expect(parts.author[0]).toContain('(আপনি)')
  expect(parts.author.map((part) => part.replace('<span class="font-normal text-muted">(আপনি)</span>', ''))).toEqual(parts.reader)
  for (const html of [pages.reader, pages.anyone]) expect(html).not.toContain('(আপনি)')

  // Each reader's own marks: the reader's like, the author's edit and delete, nobody else's.
  const likedPost = new RegExp(`name="itemId" value="${postId}"/><input type="hidden" name="liked" value="0"/><button type="submit" aria-pressed="true"`)
  expect(pages.reader).toMatch(likedPost)
  expect(pages.author).not.toMatch(likedPost)
  expect(pages.anyone).not.toContain('aria-pressed="true"')
  expect(pages.author).toContain(`/seeking-hathazari/${postId}/edit`)
  for (const html of [pages.reader, pages.anyone]) expect(html).not.toContain(`/seeking-hathazari/${postId}/edit`)

  // The list: the post's card body is the same for the three.
  const card = (html: string) => clockFree(html.match(new RegExp(`<article[^>]*aria-labelledby="post-${postId}-title"><div>([\\s\\S]*?)</div><footer`))?.[1] ?? '')
  const lists = await Promise.all([author, reader, anyone].map(async (actor) => card(await (await actor.client.get('/seeking-hathazari')).text())))
  expect(lists[1]).toContain(`ভাগের পোস্ট ${stamp}`)
  expect(lists[2]).toBe(lists[1])
  expect(lists[0]?.replace('<span class="font-normal text-muted">(আপনি)</span>', '')).toBe(lists[1])

  for (const actor of [author, reader, anyone]) await actor.client.dispose()
})

test('an anonymous post never names its author: not in the JSON, the pages, their data, search, or the live stream', async () => {
  const stamp = Date.now()
  const author = await signedIn(`গোপন লেখক ${stamp}`)
  const reader = await signedIn('কৌতূহলী পাঠক')
  const anyone = await visitor()

  // Someone is watching the live stream when the anonymous post is made.
  const controller = new AbortController()
  const stream = await fetch(`${base()}/api/forum/events`, { signal: controller.signal, headers: { accept: 'text/event-stream' } })
  const streamReader = stream.body!.getReader()
  let streamed = ''
  const readStream = (async () => {
    try {
      for (;;) {
        const { value, done } = await streamReader.read()
        if (done) break
        streamed += new TextDecoder().decode(value)
      }
    } catch {
      // aborted below
    }
  })()

  const title = `বেনামি অভিযোগ ${stamp}`
  const created = await createPost(author, { title, content: 'নাম ছাড়া লিখছি', anonymous: 'on', category: 'complaint' })
  expect(created.status()).toBe(200)
  const postId = (await created.json()).id as number
  // Only the author's own view carries their id (for "(you)" and editing).
  const own = await (await author.client.get('/api/forum/posts?mine=1')).json()
  const authorId = own.posts.find((p: { id: number }) => p.id === postId)?.author?.id as string
  expect(authorId).toBeTruthy()
  await expect.poll(() => streamed.includes(title), { timeout: 10_000 }).toBe(true)
  controller.abort()
  await readStream

  const secrets = [author.name, author.email, authorId]
  const q = encodeURIComponent(title)
  for (const actor of [reader, anyone]) {
    const bodies = {
      stream: streamed,
      'list JSON': await (await actor.client.get('/api/forum/posts')).text(),
      'search JSON': await (await actor.client.get(`/api/forum/posts?q=${q}`)).text(),
      'list page': await (await actor.client.get('/seeking-hathazari')).text(),
      'list data': await (await actor.client.get('/seeking-hathazari.data')).text(),
      'search page': await (await actor.client.get(`/seeking-hathazari?q=${q}`)).text(),
      'post page': await (await actor.client.get(`/seeking-hathazari/${postId}`)).text(),
      'post data': await (await actor.client.get(`/seeking-hathazari/${postId}.data`)).text(),
      'alias page': await (await actor.client.get(`/community-forum/post/${postId}`)).text(),
    }
    for (const [where, body] of Object.entries(bodies)) {
      expect(body, `${where} shows the post`).toContain(title)
      for (const secret of secrets) expect(body.includes(secret), `${where} must not contain ${secret}`).toBe(false)
    }
  }
  // A post whose text is markup is sent as text, never as HTML.
  const markup = await createPost(reader, { title: `মার্কআপ ${stamp}`, content: '<script>alert(1)</script>' })
  const markupPage = await (await anyone.client.get(`/seeking-hathazari/${(await markup.json()).id}`)).text()
  expect(markupPage).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(markupPage).not.toContain('<script>alert(1)</script>')

  for (const actor of [author, reader, anyone]) await actor.client.dispose()
})

test('a post page is shared from the page cache, yet every visitor is counted once, within seconds', async () => {
  const author = await signedIn('দর্শন গণনা')
  const created = await createPost(author, { title: `দেখার হিসাব ${Date.now()}`, content: 'কতবার দেখা হলো?' })
  const postId = (await created.json()).id as number
  const visit = (userAgent: string) => fetch(`${base()}/seeking-hathazari/${postId}`, { headers: { 'user-agent': userAgent } })
  expect((await visit('Phone A')).headers.get('x-cache')).toBe('MISS')
  // The same visitor again, and a second visitor: both served the cached page.
  expect((await visit('Phone A')).headers.get('x-cache')).toBe('HIT')
  expect((await visit('Phone B')).headers.get('x-cache')).toBe('HIT')
  // Two visitors, counted within a few seconds (the author's own list does not count a view).
  const views = async () => ((await (await author.client.get('/api/forum/posts?mine=1')).json()).posts as Array<{ id: number; views: number }>).find((p) => p.id === postId)?.views
  await expect.poll(views, { timeout: 10_000 }).toBe(2)
  // A like clears the cached page at once: the next visit is rendered, with the new count.
  expect((await author.client.post(`/seeking-hathazari/${postId}`, { form: { intent: 'like', itemType: 'post', itemId: String(postId), liked: '1' }, maxRedirects: 0 })).status()).toBe(302)
  await expect.poll(async () => (await visit('Phone A')).headers.get('x-cache'), { timeout: 5000 }).toBe('MISS')

  // So do a comment's edit and a like on a comment: visitors see them on the next visit, not 10 s later.
  const reader = await signedIn('মন্তব্যকারী')
  expect((await reader.client.post(`/seeking-hathazari/${postId}`, { form: { intent: 'comment', content: 'প্রথম খসড়া' }, maxRedirects: 0 })).status()).toBe(302)
  const commentId = Number(/id="comment-(\d+)"/.exec(await (await visit('Phone A')).text())?.[1])
  expect(commentId).toBeGreaterThan(0)
  expect((await visit('Phone A')).headers.get('x-cache')).toBe('HIT')
  expect((await reader.client.post(`/seeking-hathazari/${postId}`, { form: { intent: 'edit-comment', commentId: String(commentId), content: 'সংশোধিত উত্তর' }, maxRedirects: 0 })).status()).toBe(302)
  await expect.poll(async () => (await visit('Phone A')).text(), { timeout: 5000 }).toContain('সংশোধিত উত্তর')
  expect((await visit('Phone A')).headers.get('x-cache')).toBe('HIT')
  expect((await author.client.post(`/seeking-hathazari/${postId}`, { form: { intent: 'like', itemType: 'comment', itemId: String(commentId), liked: '1' }, maxRedirects: 0 })).status()).toBe(302)
  await expect.poll(async () => (await visit('Phone A')).headers.get('x-cache'), { timeout: 5000 }).toBe('MISS')
  for (const actor of [author, reader]) await actor.client.dispose()
})
