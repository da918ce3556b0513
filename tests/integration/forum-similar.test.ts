// Issue 44 §5, the answer before the question: the posts and guide entries shown while a title
// is typed (app/features/forum/similar.server.ts), GET /api/forum/similar, and the list under a
// post sent without JavaScript. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { beforeAll, describe, expect, it } from 'vitest'
import { chooseAnswer } from '#app/features/forum/choose-answer.server'
import { addComment } from '#app/features/forum/comments.server'
import { findSimilar, similarPosts, similarTerms } from '#app/features/forum/similar.server'
import { createPost, setResolution } from '#app/features/forum/write-post.server'
import { moderateItem } from '#app/features/moderation/actions.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { loader as similarApi, action as similarApiAction } from '#app/routes/api.forum.similar'
import { loader as postPage } from '#app/routes/forum-post'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

// Five posts per member per ten minutes (limits.server.ts): each writer writes four.
let writer: { user: SessionUser; cookie: string } | null = null
let written = 0
async function nextWriter() {
  if (!writer || written % 4 === 0) writer = await createUser({ name: 'করিম লেখক' })
  written++
  return writer
}

let serial = 0
async function post(title: string, over: { category?: string; anonymous?: boolean; by?: SessionUser } = {}) {
  const author = over.by ?? (await nextWriter()).user
  // Texts of their own: the same text from three accounts would wait as a duplicate.
  const content = `কেউ কি জানেন? আমার এখনই জানা দরকার, বিস্তারিত বলছি (${serial++})`
  const result = await createPost(author, { title, content, category: over.category ?? 'question', tags: '', anonymous: over.anonymous ?? false, rulesRead: true }, {}, 50)
  if (!result.ok) throw new Error(`createPost: ${result.error.message}`)
  return { id: result.post.id, author }
}

async function answer(question: { id: number; author: SessionUser }) {
  const { user: helper } = await createUser()
  const comment = await addComment(helper, question.id, `উপজেলা স্বাস্থ্য কমপ্লেক্সের নম্বরটা হাসপাতালের পাতায় আছে (${serial++})।`)
  if (!comment.ok) throw new Error('comment failed')
  expect(await chooseAnswer(question.author, question.id, comment.id)).toMatchObject({ ok: true })
}

const ids = (list: Array<{ id: number }>) => list.map((p) => p.id)

let moderator: SessionUser
const seeded: Record<string, { id: number; author: SessionUser }> = {}

beforeAll(async () => {
  moderator = (await createUser({ role: 'moderator' })).user
  // Oldest first: recency must not be what puts the answered one first.
  seeded.answered = await post('হাসপাতালের নম্বর কত?')
  await answer(seeded.answered)
  seeded.sameOpen = await post('হাসপাতালের নম্বর চাই')
  seeded.phoneOpen = await post('হাসপাতালে ফোন করার নাম্বার কোথায় পাব?')
  seeded.onlyNumber = await post('বাসের টিকিটের নম্বর হারিয়েছি', { category: 'general' })
  seeded.anonymous = await post('সরকারি হাসপাতালের জরুরি নম্বর', { anonymous: true })
  await answer(seeded.anonymous)
  seeded.resolvedComplaint = await post('হাসপাতালের নম্বরে কেউ ফোন ধরে না', { category: 'complaint' })
  expect(await setResolution(seeded.resolvedComplaint.author, seeded.resolvedComplaint.id, 'resolved')).toMatchObject({ ok: true })
  seeded.hidden = await post('হাসপাতালের নম্বর (লুকানো)')
  expect(await moderateItem(moderator, 'post', seeded.hidden.id, 'hide', 'ভুল তথ্য')).toMatchObject({ ok: true })
  seeded.removed = await post('হাসপাতালের নম্বর (সরানো)')
  expect(await moderateItem(moderator, 'post', seeded.removed.id, 'remove', 'স্প্যাম')).toMatchObject({ ok: true })
  // A newcomer's first post waits for a moderator (issue 43 §2).
  const { user: newcomer } = await createUser({ trust: 'new' })
  seeded.pending = await post('হাসপাতালের নম্বর (অপেক্ষায়)', { by: { ...newcomer, rulesAccepted: true } })
  seeded.english = await post('Hospital number please')
  await answer(seeded.english)
  seeded.unrelated = await post('রাস্তায় পানি জমেছে', { category: 'complaint' })
})

describe('the posts like a title', () => {
  it('puts the answered question first, then the rest that name every word, answered before open', async () => {
    const found = await similarPosts('হাসপাতালের নম্বর')
    expect(found.length).toBe(5)
    // Every word in the title, the answered ones (an answer chosen, or resolved) first; of them,
    // the title closest to the words typed first, though it is the oldest.
    expect(new Set(ids(found.slice(0, 3)))).toEqual(new Set([seeded.answered!.id, seeded.anonymous!.id, seeded.resolvedComplaint!.id]))
    expect(found[0]!.id).toBe(seeded.answered!.id)
    expect(found.find((p) => p.id === seeded.answered!.id)).toEqual({ id: seeded.answered!.id, title: 'হাসপাতালের নম্বর কত?', category: 'question', status: 'answered', comments: 1 })
    expect(found.find((p) => p.id === seeded.resolvedComplaint!.id)?.status).toBe('resolved')
    // Then the open ones that name every word: the same words, and হাসপাতালে … নাম্বার.
    expect(ids(found.slice(3))).toEqual(expect.arrayContaining([seeded.sameOpen!.id, seeded.phoneOpen!.id]))
  })

  it('finds a question about হাসপাতাল phone numbers however the words are inflected or spelt', async () => {
    expect(ids(await similarPosts('হাসপাতালে নাম্বার'))).toContain(seeded.answered!.id)
    expect(ids(await similarPosts('হাসপাতাল নম্বর'))).toEqual(expect.arrayContaining([seeded.answered!.id, seeded.phoneOpen!.id]))
  })

  it('forgives a typo, in Bengali and in English', async () => {
    expect((await similarPosts('হাসপাতালর নম্বর'))[0]?.status).not.toBeNull()
    expect(ids(await similarPosts('হাসপাতালর নম্বর'))).toContain(seeded.answered!.id)
    expect(ids(await similarPosts('hospitl numbr'))).toEqual([seeded.english!.id])
    // Not at the end of the word: found by trigram similarity.
    expect((await similarPosts('হসপাতালের নম্বর'))[0]?.id).toBe(seeded.answered!.id)
  })

  it('shows a post that names only some of the words after every one that names them all', async () => {
    const found = await similarPosts('হাসপাতালের নম্বর', { limit: 20 })
    expect(found.at(-1)?.id).toBe(seeded.onlyNumber!.id)
    // The welcome post (migration 0005) says "ফোন নম্বর" in its text, not in its title: not like the question.
    expect(ids(found)).not.toContain(1)
    // Not even half of the words (one of হাসপাতালের, জরুরি, নম্বর, তালিকা): not shown at all.
    expect(ids(await similarPosts('হাসপাতালের জরুরি নম্বর কোথায় তালিকা', { limit: 20 }))).not.toContain(seeded.onlyNumber!.id)
  })

  it('never shows a post that is hidden, removed or waiting for review', async () => {
    const found = ids(await similarPosts('হাসপাতালের নম্বর', { limit: 50 }))
    for (const key of ['hidden', 'removed', 'pending'] as const) expect(found).not.toContain(seeded[key]!.id)
  })

  it('tells nothing of an author, an anonymous one included', async () => {
    const found = await similarPosts('সরকারি হাসপাতালের জরুরি নম্বর')
    expect(found[0]).toEqual({ id: seeded.anonymous!.id, title: 'সরকারি হাসপাতালের জরুরি নম্বর', category: 'question', status: 'answered', comments: 1 })
    expect(JSON.stringify(await findSimilar('সরকারি হাসপাতালের জরুরি নম্বর', 'bn'))).not.toContain('করিম')
  })

  it('reads words, not question words, at most 8 of them from the first 100 characters; the post just written is left out', async () => {
    expect(await similarPosts('কি কত কোথায়?')).toEqual([])
    expect(await similarPosts('   ')).toEqual([])
    expect(await similarPosts('রাস্তায়')).toEqual([expect.objectContaining({ id: seeded.unrelated!.id })])
    const many = similarTerms(Array.from({ length: 30 }, (_, i) => `শব্দ${i}`).join(' '))
    expect(many.length).toBe(8)
    expect(similarTerms(`${'ক'.repeat(99)} হাসপাতাল`).map((t) => t.word)).toEqual(['ক'.repeat(99)])
    // Markup and control characters are only characters.
    expect(await similarPosts('<script>alert(1)</script> %_\\ \u0000')).toEqual([])
    expect(ids(await similarPosts('হাসপাতালের নম্বর কত?', { exceptId: seeded.answered!.id, limit: 50 }))).not.toContain(seeded.answered!.id)
  })
})

describe("the guide's entries", () => {
  it('names and links hospitals in the reader\'s language', async () => {
    const bn = (await findSimilar('হাসপাতালের নম্বর', 'bn')).guide
    expect(bn.length).toBeGreaterThan(0)
    expect(bn.length).toBeLessThanOrEqual(3)
    expect(bn.some((g) => /^\/hospitals(#|$)/.test(g.href) && g.page === 'হাসপাতাল')).toBe(true)
    const en = (await findSimilar('hospital number', 'en')).guide
    expect(en.some((g) => /^\/en\/hospitals(#|$)/.test(g.href) && g.page === 'Hospitals' && /[a-z]/i.test(g.name))).toBe(true)
    // A train question finds the trains.
    expect((await findSimilar('ট্রেন কখন ছাড়ে', 'bn')).guide.some((g) => g.href.startsWith('/train-schedule'))).toBe(true)
    // Nothing close: nothing shown, rather than a record whose text mentions water.
    expect((await findSimilar('রাস্তায় পানি জমেছে', 'bn')).guide).toEqual([])
  })
})

describe('GET /api/forum/similar', () => {
  const get = (query: string, ip = '10.9.9.9') => similarApi({ request: testRequest(`/api/forum/similar${query}`, { method: 'GET', ip }), params: {}, context: {} } as never)

  it('answers the posts and guide entries as JSON in the language asked for', async () => {
    const response = await get(`?title=${encodeURIComponent('হাসপাতালের নম্বর')}&lang=en`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=60')
    const body = (await response.json()) as Awaited<ReturnType<typeof findSimilar>>
    expect(body.posts.map((p) => p.id)).toContain(seeded.answered!.id)
    expect(body.posts.length).toBeLessThanOrEqual(5)
    for (const p of body.posts) expect(Object.keys(p).sort()).toEqual(['category', 'comments', 'id', 'status', 'title'])
    expect(body.guide.every((g) => g.href.startsWith('/en/'))).toBe(true)
  })

  it('answers a blank, odd or malformed title with empty lists, one too long with a clear 400, never a 5xx', async () => {
    for (const query of ['', '?title=', '?title=%20%20', '?title=%E0%A6', '?title=%00%01', '?title=%3Cb%3E%3C%2Fb%3E', '?title=x&title=y', '?lang=xx&title=%25%25%25', '?title=%F0%9F%98%80%F0%9F%98%80%F0%9F%98%80',
      // Bengali marks alone, joiners, a word a full-text query would split, quotes and tsquery signs.
      `?title=${encodeURIComponent('্্্ ািী \u200d\u200d')}`, `?title=${encodeURIComponent("র\u200d্যাবে 'ঝ':* & !(ক|খ) <-> \\")}`]) {
      const response = await get(query)
      expect(response.status, query).toBe(200)
      expect((await response.json() as { posts: unknown[] }).posts, query).toEqual([])
    }
    const long = await get(`?title=${'ক'.repeat(501)}`)
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({ posts: [], guide: [], error: 'শিরোনামটি অনেক লম্বা।' })
    const longEn = await get(`?title=${'a'.repeat(501)}&lang=en`)
    expect(await longEn.json()).toMatchObject({ error: 'The title is too long.' })
    expect((await similarApiAction()).status).toBe(405)
  })

  it('limits each address: past 120 a minute, 429 with when to come back', async () => {
    const ip = '10.8.8.8'
    let last: Response | null = null
    for (let i = 0; i < 121; i++) last = await get(`?title=${encodeURIComponent('ট্রেন কখন')}`, ip)
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await last!.json()).toMatchObject({ posts: [], guide: [], error: expect.stringContaining('সেকেন্ড') })
    // Another address is not held back.
    expect((await get(`?title=${encodeURIComponent('ট্রেন কখন')}`, '10.8.8.9')).status).toBe(200)
  })
})

describe('after posting without JavaScript', () => {
  const page = async (postId: number, query: string, cookie = '', prefix = '') =>
    (await postPage({ request: testRequest(`${prefix}/seeking-hathazari/${postId}${query}`, { method: 'GET', cookie }), params: { postId: String(postId) }, context: {} } as never)) as { similar: string | null }

  it('shows its author, once, what may already answer it; nobody else, and no other visit', async () => {
    const { user, cookie } = await createUser({ name: 'নতুন প্রশ্নকর্তা' })
    const mine = await post('হাসপাতালের নম্বর জানতে চাই', { by: user })
    const shown = (await page(mine.id, '?posted=1', cookie)).similar
    expect(shown).toContain('হাসপাতালের নম্বর কত?')
    expect(shown).toContain(`href="/seeking-hathazari/${seeded.answered!.id}"`)
    expect(shown).toContain('href="/hospitals#')
    // Not its own post, and links in the same tab (there is no draft to lose).
    expect(shown).not.toContain('হাসপাতালের নম্বর জানতে চাই')
    expect(shown).not.toContain('target="_blank"')
    expect(shown).not.toContain('করিম লেখক')
    // In English at /en/…, in English.
    const english = (await page(mine.id, '?posted=1', cookie, '/en')).similar
    expect(english).toContain('Your question may already be answered')
    expect(english).toContain(`href="/en/seeking-hathazari/${seeded.answered!.id}"`)
    expect((await page(mine.id, '', cookie)).similar).toBeNull()
    const { cookie: other } = await createUser()
    expect((await page(mine.id, '?posted=1', other)).similar).toBeNull()
    expect((await page(mine.id, '?posted=1')).similar).toBeNull()
  })
})
