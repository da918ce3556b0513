import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { subscribe } from '#app/lib/events.server'
import { testRequest, withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { editTags } from './edit-tags.server'
import { newAccountLimit } from './limits.server'
import { createPost } from './write-post.server'
import { action as tagsAction, loader as tagsLoader } from '#app/routes/forum-post-tags'

withTestApp()

const events: Array<{ type: string; id?: number }> = []
beforeAll(async () => {
  await subscribe('forum', (payload) => events.push(JSON.parse(payload)))
})

const input = (title: string, content = 'হাটহাজারী বাজারের রাস্তার কথা।') => ({ title, content, category: 'general', tags: '', anonymous: false, rulesRead: true })
const twoLinks = 'দেখুন https://a.example আর www.b.example'

/** The user as their next request sees them, after their level was set in the database. */
async function atLevel(level: 'new' | 'member' | 'trusted', options: Parameters<typeof createUser>[0] = {}) {
  const { user, cookie } = await createUser(options)
  await db().updateTable('profiles').set({ trust_level: level, review_cleared: true }).where('id', '=', user.id).execute()
  return { user: (await getUser(testRequest('/', { method: 'GET', cookie })))!, cookie }
}

describe('what a new member may do', () => {
  it('posts three times a day; the fourth is refused with a clear message', async () => {
    const { user } = await atLevel('new')
    for (const title of ['প্রথম', 'দ্বিতীয়', 'তৃতীয়']) expect((await createPost(user, input(title), {}, 50)).ok).toBe(true)
    expect(await createPost(user, input('চতুর্থ'), {}, 50)).toMatchObject({ ok: false, status: 429, error: { message: 'trust.limit.posts', vars: { max: 3 } } })
    expect(await db().selectFrom('posts').select('id').where('author_id', '=', user.id).execute()).toHaveLength(3)
  })

  it('puts one link in a text, not two, and no video', async () => {
    const { user } = await atLevel('new')
    expect(await createPost(user, input('দুটি লিংক', twoLinks), {}, 50)).toMatchObject({ ok: false, status: 400, error: { message: 'trust.limit.links', field: 'content' } })
    expect(await newAccountLimit(user, twoLinks, false, { isComment: true })).toMatchObject({ ok: false, status: 400, error: { message: 'trust.limit.links' } })
    expect(await newAccountLimit(user, 'একটি লিংক https://a.example', false)).toBeNull()
    expect(await newAccountLimit(user, 'ভিডিও', true, { hasVideo: true })).toMatchObject({ ok: false, status: 400, error: { message: 'trust.limit.video', field: 'video' } })
    expect(await db().selectFrom('posts').select('id').where('author_id', '=', user.id).execute()).toEqual([])
  })

  it('comments ten times a day', async () => {
    const { user } = await atLevel('new')
    for (let i = 0; i < 10; i++) expect(await newAccountLimit(user, 'মন্তব্য', false, { isComment: true })).toBeNull()
    expect(await newAccountLimit(user, 'মন্তব্য', false, { isComment: true })).toMatchObject({ ok: false, status: 429, error: { message: 'trust.limit.comments', vars: { max: 10 } } })
    // An edit is not a new comment: only its links are checked.
    expect(await newAccountLimit(user, 'সংশোধন', false)).toBeNull()
  })

  it('limits neither members, trusted members nor a moderator whose account is new', async () => {
    for (const level of ['member', 'trusted'] as const) {
      const { user } = await atLevel(level)
      for (let i = 0; i < 4; i++) expect(await newAccountLimit(user, twoLinks, true, { hasVideo: true })).toBeNull()
    }
    const { user: moderator } = await atLevel('new', { role: 'moderator' })
    expect(await newAccountLimit(moderator, twoLinks, true, { hasVideo: true })).toBeNull()
  })
})

describe('trusted members editing tags', () => {
  let postId: number
  beforeAll(async () => {
    const { user: author } = await atLevel('member')
    const made = await createPost(author, { ...input('ভাঙা রাস্তা'), tags: 'রাস্তা' }, {}, 50)
    if (!made.ok) throw new Error(made.error.message)
    postId = made.post.id
  })
  const tagsOf = async (id: number) => (await db().selectFrom('posts').select('tags').where('id', '=', id).executeTakeFirstOrThrow()).tags
  function form(cookie: string, tags: string, path = `/seeking-hathazari/${postId}/tags`) {
    const request = testRequest(path, { cookie, body: new URLSearchParams({ tags }) })
    request.headers.set('content-type', 'application/x-www-form-urlencoded')
    return request
  }
  const routeArgs = (request: Request) => ({ request, params: { postId: String(postId) }, context: {} }) as never
  const statusOf = (result: unknown) => (result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status ?? 200)

  it('a trusted member replaces a post’s tags through the form: audited, and the post’s pages refresh', async () => {
    const { user, cookie } = await atLevel('trusted')
    events.length = 0
    const response = await tagsAction(routeArgs(form(cookie, '#রাস্তা, জলাবদ্ধতা, Katirhat'))) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/seeking-hathazari/${postId}`)
    expect(await tagsOf(postId)).toEqual(['রাস্তা', 'জলাবদ্ধতা', 'katirhat'])
    const audit = await db().selectFrom('audit_log').select(['actor_id', 'action', 'details']).where('target_type', '=', 'post').where('target_id', '=', String(postId)).execute()
    expect(audit).toEqual([{ actor_id: user.id, action: 'tags', details: { from: ['রাস্তা'], to: ['রাস্তা', 'জলাবদ্ধতা', 'katirhat'] } }])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(events).toContainEqual({ type: 'post-changed', id: postId })
    expect(statusOf(await tagsLoader(routeArgs(testRequest(`/seeking-hathazari/${postId}/tags`, { method: 'GET', cookie }))))).toBe(200)
  })

  it('refuses a member with 403 on the page and the form, and changes nothing', async () => {
    const { user, cookie } = await atLevel('member')
    const before = await tagsOf(postId)
    const page = await tagsLoader(routeArgs(testRequest(`/seeking-hathazari/${postId}/tags`, { method: 'GET', cookie })))
    expect(statusOf(page)).toBe(403)
    expect((page as unknown as { data: { allowed: boolean } }).data.allowed).toBe(false)
    const refused = await tagsAction(routeArgs(form(cookie, 'বিজ্ঞাপন')))
    expect(statusOf(refused)).toBe(403)
    expect((refused as unknown as { data: { error: { message: string } } }).data.error.message).toBe('trust.tags.forbidden')
    expect(await editTags(user, postId, 'বিজ্ঞাপন')).toMatchObject({ ok: false, status: 403 })
    expect(await tagsOf(postId)).toEqual(before)
  })

  it('refuses a blocked or held watched word in tags, naming the rule; a flagged one is saved and puts the post in the queue', async () => {
    const { user } = await atLevel('trusted')
    await db().insertInto('watched_words').values([
      { kind: 'word', pattern: 'xyzbetplace', action: 'block', rule: 'betting', created_by: null },
      { kind: 'word', pattern: 'xyzloanfast', action: 'review', rule: 'loans', created_by: null },
      { kind: 'word', pattern: 'xyzlottery', action: 'flag', rule: 'scam', created_by: null },
    ]).execute()
    const before = await tagsOf(postId)
    // The list is re-read once its change is announced: at once on the embedded database, a moment later on a server.
    await vi.waitFor(async () => expect(await editTags(user, postId, 'রাস্তা, xyzbetplace')).toMatchObject({ ok: false, status: 400, error: { message: 'words.refused.betting', field: 'tags' } }), { timeout: 5000 })
    expect(await editTags(user, postId, 'xyzloanfast')).toMatchObject({ ok: false, status: 400, error: { message: 'words.refused.loans' } })
    expect(await tagsOf(postId)).toEqual(before)
    expect(await editTags(user, postId, 'xyzlottery')).toMatchObject({ ok: true, tags: ['xyzlottery'] })
    expect(await db().selectFrom('posts').select(['moderation', 'flagged_for']).where('id', '=', postId).executeTakeFirstOrThrow()).toEqual({ moderation: 'active', flagged_for: 'word:scam' })
    await db().updateTable('posts').set({ flagged_for: null, tags: before }).where('id', '=', postId).execute()
    await db().deleteFrom('watched_words').where('pattern', 'like', 'xyz%').execute()
  })

  it('refuses too many or too long tags with the limits named, and a post that is not visible', async () => {
    const { user } = await atLevel('trusted')
    expect(await editTags(user, postId, Array.from({ length: 11 }, (_, i) => `ট্যাগ${i}`).join(','))).toMatchObject({ ok: false, status: 400, error: { message: 'trust.tags.tooMany', vars: { max: 10 } } })
    expect(await editTags(user, postId, 'ক'.repeat(31))).toMatchObject({ ok: false, status: 400, error: { message: 'trust.tags.tooLong', vars: { max: 30 } } })
    expect(await editTags(user, postId, 'x'.repeat(5000))).toMatchObject({ ok: false, status: 400 })
    await db().updateTable('posts').set({ moderation: 'hidden' }).where('id', '=', postId).execute()
    expect(await editTags(user, postId, 'নতুন')).toMatchObject({ ok: false, status: 404 })
    await db().updateTable('posts').set({ moderation: 'active' }).where('id', '=', postId).execute()
    expect(await editTags(user, 2_000_000_000, 'নতুন')).toMatchObject({ ok: false, status: 404 })
  })
})
