// Issue 43 §2 and §4: newcomers' first writing waits for a moderator, duplicates are held with
// their copies, spam reports hide and silence, and a moderator decides in one action. Runs on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addComment, deleteComment } from '#app/features/forum/comments.server'
import { report } from '#app/features/forum/engage.server'
import { forumFeed } from '#app/features/forum/feed.server'
import { countPosts, getPostRow, listPosts, readPostPage } from '#app/features/forum/queries.server'
import { createPost, deletePost, editPost } from '#app/features/forum/write-post.server'
import { listQueue } from '#app/features/moderation/queue.server'
import { approveItem, rejectItem } from '#app/features/forum/review-decisions.server'
import { decideSpam } from '#app/features/moderation/spam.server'
import { listNotifications } from '#app/features/notifications/queries.server'
import { sitemapPages } from '#app/features/seo/sitemap.server'
import { getUser, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { parseEnv, setEnv } from '#app/lib/env.server'
import { subscribe } from '#app/lib/events.server'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

const { dataDir } = withTestApp()
const live: string[] = []
let stop: () => void = () => {}
beforeAll(async () => {
  stop = await subscribe('forum', (payload) => live.push(payload))
})
afterAll(() => stop())

const withReview = (mode: 'first' | 'off' | 'all-new') => setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', NEW_MEMBER_REVIEW: mode }))

let serial = 0
/** A distinct text long enough to have a fingerprint, so unrelated tests never look like duplicates. */
const unique = (what: string) => `${what}: হাটহাজারী বাজারে আজ সকালে যা দেখলাম তা সবার জানা দরকার (${serial++} ${Date.now()})`

async function newcomer() {
  const { user, cookie } = await createUser({ trust: 'new' })
  return { user: { ...user, rulesAccepted: true }, cookie }
}

async function post(user: SessionUser, over: Partial<{ title: string; content: string }> = {}) {
  const result = await createPost(user, { title: 'রাস্তার বাতি নষ্ট', content: unique('post'), category: 'complaint', tags: '', anonymous: false, rulesRead: true, ...over }, {}, 50)
  if (!result.ok) throw new Error(`createPost: ${result.error.message}`)
  return result.post
}

/** The session as the member's next request reads it (their level, silence, cleared queue). */
const fresh = async (cookie: string) => (await getUser(testRequest('/', { method: 'GET', cookie })))!

const publicIds = async () => (await listPosts({}, null, null, 50)).posts.map((p) => p.id)

describe('a newcomer\'s first post', () => {
  it('waits for a moderator: only its author sees it, in no list, count, feed, sitemap or live event', async () => {
    withReview('first')
    const { user, cookie } = await newcomer()
    const before = (await countPosts({}, null)).count
    live.length = 0
    const p = await post(user, { title: 'প্রথম পোস্ট অপেক্ষায়' })
    expect(p.moderation).toBe('pending')

    expect(await publicIds()).not.toContain(p.id)
    expect((await countPosts({}, null)).count).toBe(before)
    expect((await listPosts({ q: 'প্রথম পোস্ট অপেক্ষায়' }, null, null, 50)).posts).toEqual([])
    expect(await forumFeed({ lang: 'bn', category: null, origin: 'http://localhost:3000' })).not.toContain('প্রথম পোস্ট অপেক্ষায়')
    expect((await sitemapPages()).map((page) => page.path)).not.toContain(`/seeking-hathazari/${p.id}`)
    expect(live.join('\n')).not.toContain('প্রথম পোস্ট অপেক্ষায়')
    // The author sees it (the route shows it to the author and moderators only), in "My posts" too.
    expect((await readPostPage(p.id, user.id))?.row.moderation).toBe('pending')
    expect((await listPosts({ mine: true }, user.id, null, 50)).posts.map((x) => x.id)).toContain(p.id)

    // The author can edit and delete it while it waits.
    const edited = await editPost(await fresh(cookie), p.id, { title: 'প্রথম পোস্ট, সংশোধিত', content: unique('edited'), category: 'complaint', tags: '', anonymous: false }, { image: false, video: false })
    expect(edited).toMatchObject({ ok: true, post: { moderation: 'pending', title: 'প্রথম পোস্ট, সংশোধিত' } })
    expect(await deletePost(await fresh(cookie), p.id)).toEqual({ ok: true })
    expect(await getPostRow(p.id, null)).toBeUndefined()
  })

  it('approved from the queue: up as if just posted, its author told, and their next post does not wait', async () => {
    withReview('first')
    const { user, cookie } = await newcomer()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const { user: member } = await createUser()
    const p = await post(user)
    await db().updateTable('posts').set({ held_at: new Date(Date.now() - 3 * 3600_000), created_at: new Date(Date.now() - 3 * 3600_000) }).where('id', '=', p.id).execute()

    const waiting = (await listQueue()).find((item) => item.type === 'post' && item.id === p.id)
    expect(waiting).toMatchObject({ moderation: 'pending', heldFor: 'first-post' })
    expect(Date.now() - new Date(waiting!.heldAt!).getTime()).toBeGreaterThan(2 * 3600_000)

    expect(await approveItem(member, 'post', p.id)).toMatchObject({ ok: false, status: 403 })
    live.length = 0
    expect(await approveItem(moderator, 'post', p.id)).toEqual({ ok: true })
    expect(await approveItem(moderator, 'post', p.id)).toMatchObject({ ok: false, status: 409 })
    expect((await publicIds())[0]).toBe(p.id)
    expect(Date.now() - new Date((await getPostRow(p.id, null))!.created_at).getTime()).toBeLessThan(60_000)
    expect(live.some((event) => event.includes('"post-created"') && event.includes(`"id":${p.id}`))).toBe(true)
    const told = await listNotifications(user.id, 'en', null)
    expect(told.items.map((n) => [n.kind, n.details.state])).toContainEqual(['moderation', 'approved'])
    expect((await db().selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'approve').where('target_id', '=', String(p.id)).execute())).toHaveLength(1)

    const next = await post(await fresh(cookie))
    expect(next.moderation).toBe('active')
  })

  it('rejected: removed, never shown, and its author told why', async () => {
    withReview('first')
    const { user } = await newcomer()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const p = await post(user)
    expect(await rejectItem(moderator, 'post', p.id, '  ')).toMatchObject({ ok: false, status: 400, error: { message: 'moderation.error.reasonRequired' } })
    expect(await rejectItem(moderator, 'post', p.id, 'এটি বিজ্ঞাপন')).toEqual({ ok: true })
    expect((await getPostRow(p.id, user.id))!.moderation).toBe('removed')
    expect(await publicIds()).not.toContain(p.id)
    const told = await listNotifications(user.id, 'bn', null)
    expect(told.items.map((n) => [n.details.state, n.details.reason])).toContainEqual(['rejected', 'এটি বিজ্ঞাপন'])
  })

  it('a first comment waits uncounted and untold; approved, the post\'s author is told and the count moves', async () => {
    withReview('first')
    const { user: asker } = await createUser()
    const { user: commenter } = await newcomer()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const p = await post(asker)
    const c = await addComment(commenter, p.id, 'আমি জানি, পৌরসভায় জানাতে হবে।')
    expect(c).toMatchObject({ ok: true, held: true })
    if (!c.ok) return
    const seenByOthers = await readPostPage(p.id, asker.id)
    expect(seenByOthers!.comments.map((x) => x.id)).not.toContain(c.id)
    expect(seenByOthers!.row.comment_count).toBe(0)
    expect((await readPostPage(p.id, commenter.id))!.comments.find((x) => x.id === c.id)?.moderation).toBe('pending')
    expect((await listNotifications(asker.id, 'en', null)).items).toHaveLength(0)

    expect(await approveItem(moderator, 'comment', c.id)).toEqual({ ok: true })
    const after = await readPostPage(p.id, asker.id)
    expect(after!.comments.map((x) => x.id)).toContain(c.id)
    expect(after!.row.comment_count).toBe(1)
    expect((await listNotifications(asker.id, 'en', null)).items.map((n) => n.kind)).toContain('comment')
  })

  it('a waiting comment is its author\'s to delete', async () => {
    withReview('first')
    const { user: asker } = await createUser()
    const { user: commenter } = await newcomer()
    const p = await post(asker)
    const c = await addComment(commenter, p.id, 'একটা প্রশ্ন ছিল')
    if (!c.ok) throw new Error('comment failed')
    expect(await deleteComment(commenter, c.id)).toMatchObject({ ok: true })
    expect((await getPostRow(p.id, null))!.comment_count).toBe(0)
  })

  it('NEW_MEMBER_REVIEW=off publishes at once; all-new holds every post while the account is new', async () => {
    const { user, cookie } = await newcomer()
    const { user: moderator } = await createUser({ role: 'moderator' })
    withReview('off')
    expect((await post(user)).moderation).toBe('active')
    withReview('all-new')
    const held = await post(user)
    expect(held.moderation).toBe('pending')
    expect(await approveItem(moderator, 'post', held.id)).toEqual({ ok: true })
    expect((await post(await fresh(cookie))).moderation).toBe('pending')
    expect((await post(moderator)).moderation).toBe('active')
    withReview('first')
  })
})

describe('duplicates', () => {
  it('the same text twice from one account: the second waits', async () => {
    withReview('first')
    const { user } = await createUser()
    const text = unique('পুকুরে মাছ ধরার মেলা')
    expect((await post(user, { content: text })).moderation).toBe('active')
    // Invisible characters and spacing do not make it another text.
    const again = await post(user, { content: `${text.replace('ঘরে', 'ঘ\u200cরে')}  ` })
    expect(again).toMatchObject({ moderation: 'pending' })
    expect((await listQueue()).find((item) => item.id === again.id && item.type === 'post')?.heldFor).toBe('duplicate')
  })

  it('the same text from three accounts: the third waits and the copies are taken down with it', async () => {
    const text = unique('কাল মাদ্রাসা মাঠে খেলা')
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()])
    const first = await post(a.user, { content: text })
    const second = await post(b.user, { content: text })
    expect(second.moderation).toBe('active')
    const third = await post(c.user, { content: text })
    expect(third.moderation).toBe('pending')
    const ids = await publicIds()
    expect(ids).not.toContain(first.id)
    expect(ids).not.toContain(second.id)
    expect((await getPostRow(first.id, null))!.moderation).toBe('pending')
  })

  it('short thanks from many neighbours are not duplicates', async () => {
    const { user: asker } = await createUser()
    const p = await post(asker)
    for (let i = 0; i < 4; i++) {
      const { user } = await createUser()
      expect(await addComment(user, p.id, 'অনেক ধন্যবাদ ভাই')).toMatchObject({ ok: true, held: false })
    }
  })
})

describe('spam reports', () => {
  it('weighing 3 hide the item at once and silence its author, who can read but not write', async () => {
    const { user: author, cookie } = await createUser()
    const p = await post(author)
    const reporters = await Promise.all([createUser(), createUser(), createUser()])
    // "Spam" needs no written reason; other kinds still do.
    expect(await report(reporters[0]!.user, 'post', p.id, 'abuse', '')).toMatchObject({ ok: false, error: { message: 'forum.error.reportReason' } })
    expect(await report(reporters[0]!.user, 'post', p.id, 'spam', '')).toEqual({ ok: true, hidden: false })
    expect(await report(reporters[1]!.user, 'post', p.id, 'spam', '')).toEqual({ ok: true, hidden: false })
    expect(await report(reporters[2]!.user, 'post', p.id, 'spam', '')).toEqual({ ok: true, hidden: true })
    expect(await publicIds()).not.toContain(p.id)
    const silenced = await fresh(cookie)
    expect(silenced.silenced).toBe(true)
    expect(await createPost(silenced, { title: 'আবার', content: unique('again'), category: 'general', tags: '', anonymous: false }, {}, 50))
      .toMatchObject({ ok: false, status: 403, error: { message: 'moderation.blocked.silenced' } })
    expect((await listNotifications(author.id, 'en', null)).items.map((n) => [n.details.state, n.details.by])).toContainEqual(['hidden', 'spam-reports'])
  })

  it('a trusted member\'s spam report weighs 2', async () => {
    const { user: author } = await createUser()
    const p = await post(author)
    const { user: trusted } = await createUser({ trust: 'trusted' })
    const { user: member } = await createUser()
    expect(await report(trusted, 'post', p.id, 'spam', '')).toEqual({ ok: true, hidden: false })
    expect(await report(member, 'post', p.id, 'spam', '')).toEqual({ ok: true, hidden: true })
  })

  it('a moderator restores (the silence lifted) or confirms (removed, still silenced) in one action', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    const hideBySpam = async () => {
      const author = await createUser()
      const p = await post(author.user)
      const { user: trusted } = await createUser({ trust: 'trusted' })
      const { user: member } = await createUser()
      await report(trusted, 'post', p.id, 'spam', '')
      await report(member, 'post', p.id, 'spam', '')
      return { author, p }
    }
    const wrong = await hideBySpam()
    expect(await decideSpam(moderator, 'post', wrong.p.id, 'restore', '')).toEqual({ ok: true })
    expect(await publicIds()).toContain(wrong.p.id)
    expect((await fresh(wrong.author.cookie)).silenced).toBe(false)

    const right = await hideBySpam()
    expect(await decideSpam(moderator, 'post', right.p.id, 'confirm', 'স্প্যাম')).toEqual({ ok: true })
    expect((await getPostRow(right.p.id, null))!.moderation).toBe('removed')
    expect((await fresh(right.author.cookie)).silenced).toBe(true)
  })

  it('a moderator\'s writing is hidden by spam reports, never their account silenced', async () => {
    const { user: moderator, cookie } = await createUser({ role: 'moderator' })
    const p = await post(moderator)
    for (const reporter of await Promise.all([createUser(), createUser(), createUser()])) await report(reporter.user, 'post', p.id, 'spam', '')
    expect((await fresh(cookie)).silenced).toBe(false)
  })
})
