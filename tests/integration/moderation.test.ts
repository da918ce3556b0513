// Moderation across the forum: actions, audit rows, bans and the queue (spans two features).
import { describe, expect, it } from 'vitest'
import { addComment, deleteComment } from '#app/features/forum/comments.server'
import { report, setLike } from '#app/features/forum/engage.server'
import { toPostView } from '#app/features/forum/post-view.server'
import { getPostRow, listPosts } from '#app/features/forum/queries.server'
import { createPost, deletePost, setResolution } from '#app/features/forum/write-post.server'
import { getSession } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { moderateItem, moderateUser, resolvePost } from '#app/features/moderation/actions.server'
import { listAudit, listQueue } from '#app/features/moderation/queue.server'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

const post = async (user: Awaited<ReturnType<typeof createUser>>['user'], over: Partial<{ title: string; content: string; category: string; anonymous: boolean }> = {}) => {
  const result = await createPost(user, { title: 'সড়কবাতি নেই', content: 'রাতে অন্ধকার থাকে।', category: 'complaint', tags: '', anonymous: false, ...over }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  return result.post
}
const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

describe('item actions', () => {
  it('are refused to members, say not found for unknown items, and write one audit row when a moderator acts', async () => {
    const { user: author } = await createUser()
    const { user: member } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const p = await post(author)
    for (const action of ['keep', 'hide', 'remove'] as const) {
      expect(await moderateItem(member, 'post', p.id, action, 'reason')).toMatchObject({ ok: false, status: 403 })
      expect(await moderateItem(moderator, 'post', 999999, action, 'reason')).toMatchObject({ ok: false, status: 404 })
    }
    expect(await moderateItem(moderator, 'post', p.id, 'hide', '   ')).toMatchObject({ ok: false, status: 400, error: { message: 'moderation.error.reasonRequired' } })
    const before = await auditCount()
    expect(await moderateItem(moderator, 'post', p.id, 'hide', 'ব্যক্তিগত তথ্য আছে')).toEqual({ ok: true })
    expect((await getPostRow(p.id, null))!).toMatchObject({ moderation: 'hidden', moderation_reason: 'ব্যক্তিগত তথ্য আছে' })
    expect(await moderateItem(moderator, 'post', p.id, 'keep', '')).toEqual({ ok: true })
    expect((await getPostRow(p.id, null))!.moderation).toBe('active')
    expect(await moderateItem(moderator, 'post', p.id, 'remove', 'স্প্যাম')).toEqual({ ok: true })
    // The author is told why on their own view.
    expect(toPostView((await getPostRow(p.id, author.id))!, author.id)).toMatchObject({ moderation: 'removed', moderationReason: 'স্প্যাম' })
    expect(toPostView((await getPostRow(p.id, member.id))!, member.id).moderationReason).toBeNull()
    expect(await auditCount()).toBe(before + 3)
    const { rows } = await listAudit(null)
    expect(rows.slice(0, 3).map((r) => [r.action, r.targetType, r.targetId])).toEqual([['remove', 'post', String(p.id)], ['keep', 'post', String(p.id)], ['hide', 'post', String(p.id)]])
  })

  it('keep dismisses the reports and restores a post hidden by three reports', async () => {
    const { user: author } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const p = await post(author, { title: 'তিনটি রিপোর্ট' })
    for (const { user } of await Promise.all([createUser(), createUser(), createUser()])) {
      await report(user, 'post', p.id, 'spam', 'এটি একটি বিজ্ঞাপনমাত্র')
    }
    expect((await listPosts({}, null, null)).posts.map((x) => x.id)).not.toContain(p.id)
    const queue = await listQueue()
    const item = queue.find((q) => q.type === 'post' && q.id === p.id)!
    expect(item.moderation).toBe('hidden')
    expect(item.reports).toHaveLength(3)
    expect(queue[0]!.moderation).toBe('hidden') // hidden items first
    expect(await moderateItem(moderator, 'post', p.id, 'keep', 'বিজ্ঞাপন নয়')).toEqual({ ok: true })
    expect((await listPosts({}, null, null)).posts.map((x) => x.id)).toContain(p.id)
    expect((await listQueue()).some((q) => q.id === p.id && q.type === 'post')).toBe(false)
    const statuses = await db().selectFrom('reports').select('status').where('item_id', '=', p.id).where('item_type', '=', 'post').execute()
    expect(statuses.every((r) => r.status === 'dismissed')).toBe(true)
  })

  it('an author cannot delete a hidden post or comment (and its reports with it) until a moderator decides', async () => {
    const { user: author } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const p = await post(author, { title: 'মুছে ফেলে আবার' })
    const comment = await addComment(author, p.id, 'একটি মন্তব্য')
    if (!comment.ok) throw new Error('comment failed')
    for (const { user } of await Promise.all([createUser(), createUser(), createUser()])) {
      await report(user, 'post', p.id, 'spam', 'এটি একটি বিজ্ঞাপনমাত্র')
    }
    expect(await moderateItem(moderator, 'comment', comment.id, 'hide', 'গালাগাল')).toEqual({ ok: true })
    const refused = { ok: false, status: 409, error: { message: 'forum.error.deleteModerated' } }
    expect(await deletePost(author, p.id)).toMatchObject(refused)
    expect(await deleteComment(author, comment.id)).toMatchObject(refused)
    const reports = await db().selectFrom('reports').select('id').where('item_type', '=', 'post').where('item_id', '=', p.id).execute()
    expect(reports).toHaveLength(3)
    expect((await listQueue()).some((q) => q.type === 'post' && q.id === p.id)).toBe(true)
    // Once a moderator keeps it, it is the author's to delete again.
    expect(await moderateItem(moderator, 'post', p.id, 'keep', 'ঠিক আছে')).toEqual({ ok: true })
    expect(await deletePost(author, p.id)).toEqual({ ok: true })
  })

  it('sets the resolution of complaints and questions only, with a public note', async () => {
    const { user: author } = await createUser()
    const { user: member } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const complaint = await post(author)
    const general = await post(author, { category: 'general', title: 'সাধারণ আলাপ' })
    expect(await resolvePost(member, complaint.id, 'resolved', 'x')).toMatchObject({ ok: false, status: 403 })
    expect(await resolvePost(moderator, 999999, 'resolved', 'x')).toMatchObject({ ok: false, status: 404 })
    expect(await resolvePost(moderator, general.id, 'resolved', 'x')).toMatchObject({ ok: false, status: 400 })
    const before = await auditCount()
    expect(await resolvePost(moderator, complaint.id, 'resolved', 'পৌরসভা বাতি লাগিয়েছে')).toEqual({ ok: true })
    expect((await getPostRow(complaint.id, null))!).toMatchObject({ resolution: 'resolved', resolution_note: 'পৌরসভা বাতি লাগিয়েছে' })
    expect(await auditCount()).toBe(before + 1)
  })
})

describe('suspensions and bans', () => {
  it('a banned user can read but cannot post, comment, like or report, and their sessions end', async () => {
    const { user: target, cookie } = await createUser()
    const { user: other } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const p = await post(other)
    expect(await moderateUser(moderator, target.id, 'ban', '')).toMatchObject({ ok: false, status: 400 })
    const before = await auditCount()
    expect(await moderateUser(moderator, target.id, 'ban', 'বারবার গালাগাল')).toEqual({ ok: true })
    expect(await auditCount()).toBe(before + 1)
    expect((await getSession(testRequest('/', { method: 'GET', cookie }))).user).toBeNull()
    const banned = { ...target, banned: true }
    const blocked = { ok: false, status: 403, error: { message: 'moderation.blocked.banned' } }
    expect(await createPost(banned, { title: 't', content: 'c', category: 'general', tags: '', anonymous: false }, {}, 50)).toMatchObject(blocked)
    expect(await addComment(banned, p.id, 'hello')).toMatchObject(blocked)
    expect(await setLike(banned, 'post', p.id, true)).toMatchObject(blocked)
    expect(await report(banned, 'post', p.id, 'spam', 'a detailed reason')).toMatchObject(blocked)
    // Nor change their own posts and comments: marking resolved, deleting.
    const own = await post(target)
    const ownComment = await addComment(target, p.id, 'আগের মন্তব্য')
    if (!ownComment.ok) throw new Error('comment failed')
    expect(await setResolution(banned, own.id, 'resolved')).toMatchObject(blocked)
    expect(await deletePost(banned, own.id)).toMatchObject(blocked)
    expect(await deleteComment(banned, ownComment.id)).toMatchObject(blocked)
    // Reading still works.
    expect((await listPosts({}, banned.id, null)).posts.length).toBeGreaterThan(0)
    expect(await moderateUser(moderator, target.id, 'lift', '')).toEqual({ ok: true })
    expect(await db().selectFrom('profiles').select(['banned', 'suspended_until']).where('id', '=', target.id).executeTakeFirstOrThrow()).toEqual({ banned: false, suspended_until: null })
  })

  it('suspends for a period; members and moderators cannot act on moderators; nobody on themselves', async () => {
    const { user: target } = await createUser()
    const { user: member } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const { user: otherModerator } = await createUser({ role: 'moderator' })
    const { user: admin } = await createUser({ role: 'admin' })
    expect(await moderateUser(member, target.id, 'suspend', 'x', 7)).toMatchObject({ ok: false, status: 403 })
    expect(await moderateUser(moderator, 'no-such-user', 'suspend', 'x', 7)).toMatchObject({ ok: false, status: 404 })
    expect(await moderateUser(moderator, target.id, 'suspend', 'x', 5)).toMatchObject({ ok: false, status: 400 })
    expect(await moderateUser(moderator, otherModerator.id, 'ban', 'x')).toMatchObject({ ok: false, status: 403 })
    expect(await moderateUser(moderator, moderator.id, 'ban', 'x')).toMatchObject({ ok: false, status: 403 })
    expect(await moderateUser(admin, otherModerator.id, 'suspend', 'নিয়ম ভঙ্গ', 1)).toEqual({ ok: true })
    expect(await moderateUser(moderator, target.id, 'suspend', 'উস্কানিমূলক মন্তব্য', 7)).toEqual({ ok: true })
    const row = await db().selectFrom('profiles').select('suspended_until').where('id', '=', target.id).executeTakeFirstOrThrow()
    const days = (new Date(row.suspended_until!).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
    const suspended = { ...target, suspendedUntil: new Date(row.suspended_until!).toISOString() }
    expect(await createPost(suspended, { title: 't', content: 'c', category: 'general', tags: '', anonymous: false }, {}, 50)).toMatchObject({ ok: false, error: { message: 'moderation.blocked.suspended' } })
  })
})

describe('the anonymous author', () => {
  it('is in the queue for moderators, and in no public view', async () => {
    const { user: author } = await createUser({ name: 'লুকানো নাম' })
    const p = await post(author, { anonymous: true, title: 'বেনামী পোস্ট' })
    const { user: reporter } = await createUser()
    await report(reporter, 'post', p.id, 'abuse', 'এখানে অপমানজনক কথা আছে')
    const item = (await listQueue()).find((q) => q.type === 'post' && q.id === p.id)!
    expect(item).toMatchObject({ anonymous: true, author: { id: author.id, name: 'লুকানো নাম', email: author.email } })
    expect(JSON.stringify(toPostView((await getPostRow(p.id, reporter.id))!, reporter.id))).not.toContain('লুকানো নাম')
  })
})

describe('stopping abuse early', () => {
  // The trust levels' limits in full: app/features/forum/trust-limits.server.test.ts.
  it('limits the links and posts of a new member, not of a member', async () => {
    const { user } = await createUser()
    const newcomer = { ...user, trustLevel: 'new' as const }
    const links = 'দেখুন https://a.example https://b.example'
    expect(await createPost(newcomer, { title: 'লিংক', content: links, category: 'general', tags: '', anonymous: false }, {}, 50)).toMatchObject({ ok: false, status: 400, error: { message: 'trust.limit.links' } })
    const member = { ...user, trustLevel: 'member' as const }
    expect((await createPost(member, { title: 'পুরনো সদস্য', content: links, category: 'general', tags: '', anonymous: false }, {}, 50)).ok).toBe(true)
  })
})
