// Notifications across the forum, moderation, the guide's corrections and events (issue 29):
// who is told what, grouping, anonymity, what must never be shown, and the transaction.
import { sql } from 'kysely'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { chooseAnswer } from '#app/features/forum/choose-answer.server'
import { addComment, deleteComment } from '#app/features/forum/comments.server'
import { report, setLike } from '#app/features/forum/engage.server'
import { setFollowing } from '#app/features/forum/follow-post.server'
import { listPosts, readPostPage } from '#app/features/forum/queries.server'
import { toPostView } from '#app/features/forum/post-view.server'
import { createPost, deletePost } from '#app/features/forum/write-post.server'
import { moderateItem, resolvePost } from '#app/features/moderation/actions.server'
import { acceptSuggestion, declineSuggestion } from '#app/features/corrections/moderate.server'
import { addDate, answerRsvp, cancelDate, updateDate } from '#app/features/events/dates.server'
import { NotificationBell } from '#app/features/notifications/components/bell'
import { pruneNotifications } from '#app/features/notifications/deliver.server'
import { describeNotification } from '#app/features/notifications/describe'
import { listNotifications, markAllRead, markRead, unreadCount } from '#app/features/notifications/queries.server'
import type { NotificationView } from '#app/features/notifications/view.server'
import { catalogFor, translator } from '#app/i18n/catalogs.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { DIRECT_FOLLOWERS, expandFanouts } from '#app/lib/notifications/notify.server'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

type User = SessionUser

async function post(user: User, over: Partial<{ title: string; content: string; category: string; anonymous: boolean }> = {}) {
  const result = await createPost(user, { title: 'নাজিরহাটের বাস কোথা থেকে ছাড়ে?', content: 'কেউ জানেন?', category: 'question', tags: '', anonymous: false, ...over }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  return result.post
}
async function comment(user: User, postId: number, text = 'বাসস্ট্যান্ড থেকে ছাড়ে।') {
  const result = await addComment(user, postId, text)
  if (!result.ok) throw new Error(result.error.message)
  return result.id
}
const rows = (userId: string) => db().selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute()
const list = async (user: User, lang: 'bn' | 'en' = 'en') => (await listNotifications(user.id, lang, null)).items
const words = (n: NotificationView, lang: 'bn' | 'en' = 'en') => describeNotification(n, translator(lang), lang)
/** A moderator who has completed two-step sign-in (ADR 016), as every moderator power needs. */
async function moderator() {
  return (await createUser({ role: 'moderator', name: 'মডারেটর মোকাররম' })).user
}

describe('comments', () => {
  it('tell the post’s author and its followers, never the commenter, grouped while unread', async () => {
    const { user: asker } = await createUser({ name: 'Karim Asker' })
    const { user: helper } = await createUser({ name: 'Rahim Helper' })
    const { user: follower } = await createUser({ name: 'Salma Follower' })
    const { user: third } = await createUser({ name: 'Jamal Third' })
    const p = await post(asker)
    expect(await setFollowing(follower, p.id, true)).toEqual({ ok: true, following: true })

    const first = await comment(helper, p.id)
    expect(await rows(helper.id)).toEqual([]) // own action: nothing
    const [told] = await list(asker)
    expect(told).toMatchObject({ kind: 'comment', read: false, count: 1, actor: { name: 'Rahim Helper' }, title: p.title, target: `/seeking-hathazari/${p.id}#comment-${first}` })
    expect(words(told!)).toBe(`Rahim Helper commented on your post “${p.title}”`)
    expect((await list(follower))[0]).toMatchObject({ kind: 'followed-comment', actor: { name: 'Rahim Helper' } })
    expect(await unreadCount(asker.id)).toBe(1)

    // More comments while unread: the same notification grows (one row), latest actor first.
    await comment(third, p.id, 'আমি জানি না।')
    await comment(helper, p.id, 'আধা ঘণ্টা পরপর।')
    expect(await rows(asker.id)).toHaveLength(1)
    const grown = (await list(asker))[0]!
    expect(grown).toMatchObject({ count: 3, actor: { name: 'Rahim Helper' }, others: 1, target: `/seeking-hathazari/${p.id}#comment-${first}` })
    expect(words(grown)).toBe(`3 new comments on your post “${p.title}” (latest from Rahim Helper)`)
    expect(words(grown, 'bn')).toContain('৩টি নতুন মন্তব্য')
    // The commenters follow the post now: the third is told of the helper's later comment.
    expect((await list(third))[0]).toMatchObject({ kind: 'followed-comment', count: 1 })
    expect(await unreadCount(asker.id)).toBe(1)

    // Once read, the next comment is a new notification.
    expect(await markRead(asker.id, grown.id)).toBe(true)
    expect(await unreadCount(asker.id)).toBe(0)
    await comment(third, p.id, 'ধন্যবাদ।')
    expect(await rows(asker.id)).toHaveLength(2)
    expect(await unreadCount(asker.id)).toBe(1)
  })

  it('stops for a reader who stopped following, even their own post, and a later comment of theirs does not follow it again', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser()
    const p = await post(asker)
    expect(await readPostPage(p.id, asker.id).then((page) => toPostView(page!.row, asker.id).followedByMe)).toBe(true)
    expect(await setFollowing(asker, p.id, false)).toEqual({ ok: true, following: false })
    expect(await readPostPage(p.id, asker.id).then((page) => toPostView(page!.row, asker.id).followedByMe)).toBe(false)
    await comment(helper, p.id)
    expect(await rows(asker.id)).toEqual([])
    await comment(asker, p.id, 'আমার প্রশ্নে আমিই লিখলাম।')
    await comment(helper, p.id, 'আরেকটি উত্তর।')
    expect(await rows(asker.id)).toEqual([])
    await setFollowing(asker, p.id, true)
    await comment(helper, p.id, 'তৃতীয় উত্তর।')
    expect(await rows(asker.id)).toHaveLength(1)
  })

  it('a refused comment leaves no notification behind, and a failed transaction none either', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser()
    const p = await post(asker)
    expect(await addComment(helper, p.id, '   ')).toMatchObject({ ok: false })
    expect(await addComment(helper, p.id, 'x'.repeat(2001))).toMatchObject({ ok: false })
    expect(await addComment(helper, 99_999_999, 'কোথায়?')).toMatchObject({ ok: false, status: 404 })
    expect(await rows(asker.id)).toEqual([])
    // A comment whose transaction fails after its notifications were written: none of them stays.
    await sql`CREATE OR REPLACE FUNCTION fail_comment_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(db())
    await sql`CREATE TRIGGER fail_after_notifications AFTER INSERT ON post_follows FOR EACH ROW EXECUTE FUNCTION fail_comment_count()`.execute(db())
    try {
      await expect(addComment(helper, p.id, 'এটি টিকবে না।')).rejects.toThrow()
    } finally {
      await sql`DROP TRIGGER fail_after_notifications ON post_follows`.execute(db())
    }
    expect(await rows(asker.id)).toEqual([])
    expect(await db().selectFrom('notification_deliveries').select('id').where('user_id', '=', asker.id).execute()).toEqual([])
  })
})

describe('a post with many followers', () => {
  it('tells them from an outbox row written with the comment, a moment after it commits; a comment gone by then tells nobody', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser({ name: 'Many Helper' })
    const p = await post(asker)
    const many = DIRECT_FOLLOWERS + 20
    const stamp = Date.now()
    await sql`INSERT INTO "user" (id, name, email, "emailVerified") SELECT 'crowd-' || ${stamp} || '-' || g, 'Crowd ' || g, 'crowd' || ${stamp} || '-' || g || '@example.com', false FROM generate_series(1, ${many}) g`.execute(db())
    await sql`INSERT INTO profiles (id, name) SELECT 'crowd-' || ${stamp} || '-' || g, 'Crowd ' || g FROM generate_series(1, ${many}) g`.execute(db())
    await sql`INSERT INTO post_follows (post_id, user_id) SELECT ${p.id}, 'crowd-' || ${stamp} || '-' || g FROM generate_series(1, ${many}) g`.execute(db())
    const crowd = async () => Number((await db().selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('post_id', '=', p.id).where('kind', '=', 'followed-comment').executeTakeFirstOrThrow()).n)

    const first = await comment(helper, p.id)
    // The asker is told at once; the followers by the outbox row the comment committed with.
    expect((await list(asker))[0]).toMatchObject({ kind: 'comment', actor: { name: 'Many Helper' } })
    expect(await crowd()).toBe(0)
    expect(await db().selectFrom('notification_fanouts').select(['post_id', 'comment_id', 'actor_id']).where('post_id', '=', p.id).execute()).toEqual([{ post_id: p.id, comment_id: first, actor_id: helper.id }])
    expect(await expandFanouts(db())).toBe(1)
    expect(await crowd()).toBe(many)
    expect(await db().selectFrom('notification_fanouts').select('id').where('post_id', '=', p.id).execute()).toEqual([])
    const [told] = await listNotifications(`crowd-${stamp}-7`, 'en', null).then((page) => page.items)
    expect(words(told!)).toBe(`Many Helper commented on a post you follow, “${p.title}”`)

    // A post with few followers: they are told in the comment's transaction, no outbox row.
    const quiet = await post(asker, { title: 'Few followers' })
    await comment(helper, quiet.id)
    expect(await db().selectFrom('notification_fanouts').select('id').where('post_id', '=', quiet.id).execute()).toEqual([])
    expect((await list(asker))[0]).toMatchObject({ kind: 'comment', title: 'Few followers' })

    // Refused: no outbox row. Deleted before the job ran: nobody is told.
    expect(await addComment(helper, p.id, '   ')).toMatchObject({ ok: false })
    expect(await db().selectFrom('notification_fanouts').select('id').where('post_id', '=', p.id).execute()).toEqual([])
    const second = await comment(helper, p.id, 'ভুল করে লিখেছি।')
    expect(await deleteComment(helper, second)).toMatchObject({ ok: true })
    expect(await expandFanouts(db())).toBe(1)
    const grown = await db().selectFrom('notifications').select('count').where('user_id', '=', `crowd-${stamp}-7`).execute()
    expect(grown).toEqual([{ count: 1 }])
  })
})

describe('anonymity', () => {
  it('never names an anonymous asker: answerers read "the asker", on every path', async () => {
    const { user: asker } = await createUser({ name: 'Secret Asker Name' })
    const { user: helper } = await createUser({ name: 'Open Helper' })
    const p = await post(asker, { anonymous: true })
    const answerId = await comment(helper, p.id)
    // The asker replies on their anonymous post and likes the answer.
    await comment(asker, p.id, 'ধন্যবাদ, কখন ছাড়ে?')
    expect((await setLike(asker, 'comment', answerId, true)).ok).toBe(true)
    expect(await chooseAnswer(asker, p.id, answerId)).toEqual({ ok: true, answerCommentId: answerId })
    const told = await list(helper)
    expect(told.map((n) => n.kind).sort()).toEqual(['answer', 'followed-comment', 'like'])
    for (const n of told) {
      expect(n.actor).toEqual({ label: 'asker' })
      for (const lang of ['bn', 'en'] as const) expect(words(n, lang)).not.toContain('Secret Asker Name')
      expect(JSON.stringify(n)).not.toContain('Secret Asker Name')
      expect(JSON.stringify(n)).not.toContain(asker.id)
    }
    expect(words(told.find((n) => n.kind === 'answer')!)).toBe(`The asker chose your comment as the answer to “${p.title}”`)
    // The asker is told of the helper by name (the helper is not anonymous).
    expect((await list(asker))[0]!.actor).toEqual({ name: 'Open Helper' })
  })
})

describe('likes', () => {
  it('are grouped per item, at most one notification per item an hour, and never for one’s own', async () => {
    const { user: author } = await createUser({ name: 'Author' })
    const p = await post(author, { category: 'general' })
    await setLike(author, 'post', p.id, true)
    expect(await rows(author.id)).toEqual([])
    const likers = await Promise.all(['Karim', 'Rahim', 'Jamal', 'Salma', 'Nasrin'].map((name) => createUser({ name })))
    for (const { user } of likers) await setLike(user, 'post', p.id, true)
    expect(await rows(author.id)).toHaveLength(1)
    const [liked] = await list(author)
    expect(liked).toMatchObject({ kind: 'like', count: 5, others: 4, actor: { name: 'Nasrin' } })
    expect(words(liked!)).toBe(`Nasrin and 4 others liked your post “${p.title}”`)
    // Unliking and liking again within the hour: still one notification.
    await setLike(likers[0]!.user, 'post', p.id, false)
    await setLike(likers[0]!.user, 'post', p.id, true)
    await markRead(author.id, liked!.id)
    await setLike(likers[1]!.user, 'post', p.id, false)
    await setLike(likers[1]!.user, 'post', p.id, true)
    expect(await rows(author.id)).toHaveLength(1)
    expect(await unreadCount(author.id)).toBe(0)
    // An hour later a like is a new notification.
    await db().updateTable('notifications').set({ created_at: new Date(Date.now() - 61 * 60_000) }).where('user_id', '=', author.id).execute()
    const { user: late } = await createUser({ name: 'Late' })
    await setLike(late, 'post', p.id, true)
    expect(await rows(author.id)).toHaveLength(2)
    expect((await list(author))[0]).toMatchObject({ actor: { name: 'Late' }, count: 1, read: false })
  })
})

describe('the answer', () => {
  it('only the asker or a moderator chooses it, only on a question; it resolves the question and leaves the unanswered list', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser({ name: 'Helper' })
    const { user: stranger } = await createUser()
    const { user: untrusted } = await createUser({ role: 'moderator', twoFactor: false })
    const p = await post(asker, { title: 'কোন ডাক্তার ভালো?' })
    const answerId = await comment(helper, p.id)
    const unanswered = async () => (await listPosts({ unanswered: true }, null, null)).posts.map((x) => x.id)
    expect(await unanswered()).toContain(p.id)

    expect(await chooseAnswer(stranger, p.id, answerId)).toMatchObject({ ok: false, status: 403, error: { message: 'forum.error.answerOwnQuestion' } })
    // A moderator who has not completed two-step sign-in has no moderator powers.
    expect(await chooseAnswer(untrusted, p.id, answerId)).toMatchObject({ ok: false, status: 403 })
    expect(await chooseAnswer(asker, p.id, 99_999_999)).toMatchObject({ ok: false, status: 404 })
    const other = await post(asker, { category: 'general', title: 'সাধারণ পোস্ট' })
    const otherComment = await comment(helper, other.id)
    expect(await chooseAnswer(asker, p.id, otherComment)).toMatchObject({ ok: false, status: 404 })
    expect(await chooseAnswer(asker, other.id, otherComment)).toMatchObject({ ok: false, status: 400, error: { message: 'forum.error.notQuestion' } })
    expect(await db().selectFrom('notifications').select('id').where('kind', '=', 'answer').where('user_id', '=', helper.id).execute()).toEqual([])

    expect(await chooseAnswer(asker, p.id, answerId)).toEqual({ ok: true, answerCommentId: answerId })
    const view = toPostView((await readPostPage(p.id, null))!.row, null)
    expect(view).toMatchObject({ answerCommentId: answerId, resolution: 'resolved' })
    expect(await unanswered()).not.toContain(p.id)
    expect((await list(helper)).find((n) => n.kind === 'answer')).toMatchObject({ actor: { name: expect.any(String) }, target: `/seeking-hathazari/${p.id}#comment-${answerId}` })

    // A moderator unmarks and marks again: the helper is told, without the moderator's name.
    const mod = await moderator()
    expect(await chooseAnswer(mod, p.id, null)).toEqual({ ok: true, answerCommentId: null })
    expect(await chooseAnswer(mod, p.id, answerId)).toEqual({ ok: true, answerCommentId: answerId })
    const byModerator = (await list(helper)).find((n) => n.kind === 'answer' && n.actor === null)!
    expect(words(byModerator)).toBe(`Your comment was chosen as the answer to “${p.title}”`)
    expect(JSON.stringify(await list(helper))).not.toContain('মডারেটর মোকাররম')
    const audit = await db().selectFrom('audit_log').select('action').where('actor_id', '=', mod.id).orderBy('id').execute()
    expect(audit.map((a) => a.action)).toEqual(['unmark-answer', 'mark-answer'])

    // A deleted answer is no longer the answer.
    expect(await deleteComment(helper, answerId)).toMatchObject({ ok: true })
    expect(toPostView((await readPostPage(p.id, null))!.row, null).answerCommentId).toBeNull()
  })
})

describe('moderation', () => {
  it('tells the author of a post hidden by reports, the reporters what came of it (never who decided), and takes hidden posts out of followers’ lists', async () => {
    const { user: author } = await createUser({ name: 'Author' })
    const { user: follower } = await createUser()
    const p = await post(author, { title: 'বিতর্কিত পোস্ট', category: 'general' })
    await comment(follower, p.id)
    const { user: other } = await createUser()
    await comment(other, p.id, 'আরেকটি')
    expect(await unreadCount(follower.id)).toBe(1)
    const reporters = await Promise.all([createUser(), createUser(), createUser()])
    for (const { user } of reporters) expect((await report(user, 'post', p.id, 'abuse', 'এটি একটি বিজ্ঞাপনমাত্র')).ok).toBe(true)

    const hidden = (await list(author)).find((n) => n.kind === 'moderation')!
    expect(words(hidden)).toBe(`Your post “বিতর্কিত পোস্ট” was hidden after reports from readers; a moderator will review it.`)
    // The follower may no longer see the post: its comment notification is neither listed nor counted.
    expect(await list(follower)).toEqual([])
    expect(await unreadCount(follower.id)).toBe(0)

    const mod = await moderator()
    expect(await moderateItem(mod, 'post', p.id, 'remove', 'বিজ্ঞাপন')).toEqual({ ok: true })
    for (const { user } of reporters) {
      const [handled] = await list(user)
      expect(handled).toMatchObject({ kind: 'report', actor: null, title: null, target: null, details: { outcome: 'removed' } })
      expect(words(handled!)).toBe('Moderators reviewed a post that you reported and removed it. Thank you for reporting.')
    }
    const removed = (await list(author)).find((n) => n.details.state === 'removed')!
    expect(words(removed)).toBe('Your post “বিতর্কিত পোস্ট” was removed by a moderator. Reason: বিজ্ঞাপন')
    expect(JSON.stringify(await list(author))).not.toContain('মডারেটর মোকাররম')

    // Restored: the author is told, and the follower's notification is back.
    expect(await moderateItem(mod, 'post', p.id, 'keep', '')).toEqual({ ok: true })
    expect(await db().selectFrom('posts').select('moderation').where('id', '=', p.id).executeTakeFirstOrThrow()).toEqual({ moderation: 'removed' })
    await db().updateTable('posts').set({ moderation: 'hidden' }).where('id', '=', p.id).execute()
    expect(await moderateItem(mod, 'post', p.id, 'keep', '')).toEqual({ ok: true })
    expect(words((await list(author))[0]!)).toBe('Your post “বিতর্কিত পোস্ট” can be seen by everyone again.')
    expect(await unreadCount(follower.id)).toBe(1)
  })

  it('a moderator’s resolution tells the author with the note; a report kept tells the reporter it stays', async () => {
    const { user: author } = await createUser()
    const { user: reporter } = await createUser()
    const p = await post(author, { category: 'complaint', title: 'সড়কবাতি নেই' })
    const mod = await moderator()
    expect(await resolvePost(mod, p.id, 'resolved', 'পৌরসভা বাতি লাগিয়েছে')).toEqual({ ok: true })
    expect(words((await list(author))[0]!)).toBe('A moderator marked your post “সড়কবাতি নেই” resolved. Note: পৌরসভা বাতি লাগিয়েছে')
    await report(reporter, 'post', p.id, 'false-information', 'এটি সত্য নয় বলে মনে হয়')
    expect(await moderateItem(mod, 'post', p.id, 'keep', '')).toEqual({ ok: true })
    expect(words((await list(reporter))[0]!)).toBe('Moderators reviewed the post “সড়কবাতি নেই” that you reported: it stays up. Thank you for reporting.')
  })

  it('a moderator hiding a comment tells its author why, never its text; its reporter learns it was hidden, never who decided', async () => {
    const { user: asker } = await createUser()
    const { user: writer } = await createUser({ name: 'Comment Writer' })
    const { user: reporter } = await createUser()
    const p = await post(asker, { title: 'রাতের ফার্মেসি', category: 'general' })
    const text = 'ডাক্তারের ব্যক্তিগত নম্বর ০১৭১১-০০০০০০'
    const commentId = await comment(writer, p.id, text)
    expect((await report(reporter, 'comment', commentId, 'spam', 'ব্যক্তিগত নম্বর দেওয়া')).ok).toBe(true)
    const mod = await moderator()
    expect(await moderateItem(mod, 'comment', commentId, 'hide', 'ব্যক্তিগত তথ্য')).toEqual({ ok: true })

    const [hidden] = (await list(writer)).filter((n) => n.kind === 'moderation')
    expect(words(hidden!)).toBe('Your comment on “রাতের ফার্মেসি” was hidden by a moderator. Reason: ব্যক্তিগত তথ্য')
    expect(words(hidden!, 'bn')).toContain('ব্যক্তিগত তথ্য')
    const [handled] = await list(reporter)
    expect(handled).toMatchObject({ kind: 'report', actor: null, details: { outcome: 'hidden' } })
    expect(words(handled!)).toBe('Moderators reviewed a comment on “রাতের ফার্মেসি” that you reported and hid it. Thank you for reporting.')
    for (const reader of [writer, reporter]) {
      for (const n of await list(reader)) {
        for (const lang of ['bn', 'en'] as const) expect(words(n, lang)).not.toContain(text)
        expect(JSON.stringify(n)).not.toContain(text)
        expect(JSON.stringify(n)).not.toContain('মডারেটর মোকাররম')
        expect(JSON.stringify(n)).not.toContain(mod.id)
      }
    }
  })

  it('a post closed and reopened by a moderator tells its author each time, with the note', async () => {
    const { user: author } = await createUser()
    const p = await post(author, { title: 'ভাঙা সড়কবাতি' })
    const mod = await moderator()
    expect(await resolvePost(mod, p.id, 'closed', 'একই প্রশ্ন আগেও এসেছে')).toEqual({ ok: true })
    expect(words((await list(author))[0]!)).toBe('A moderator closed your post “ভাঙা সড়কবাতি”. Note: একই প্রশ্ন আগেও এসেছে')
    expect(await resolvePost(mod, p.id, 'open', '')).toEqual({ ok: true })
    const [reopened, closed] = await list(author)
    expect(words(reopened!)).toBe('A moderator reopened your post “ভাঙা সড়কবাতি”.')
    expect(words(reopened!, 'bn')).not.toBe(words(closed!, 'bn'))
    expect(closed).toMatchObject({ kind: 'resolution', actor: null })
    expect(JSON.stringify(await list(author))).not.toContain('মডারেটর মোকাররম')
    // The same status again tells nothing new.
    expect(await resolvePost(mod, p.id, 'open', '')).toEqual({ ok: true })
    expect(await list(author)).toHaveLength(2)
  })
})

describe('corrections and events', () => {
  it('tells the reader who suggested a correction the decision with the moderator’s note', async () => {
    const { user: reader } = await createUser()
    const mod = await moderator()
    const add = async (value: string) => (await db().insertInto('content_suggestions').values({
      kind: 'correction', collection: 'banks', record_id: 'national-bank-hathazari', field: 'address', proposal: JSON.stringify({ value }),
      source_url: 'https://www.nblbd.com/', note: null, lang: 'en', suggested_by: reader.id, created_at: undefined,
    }).returning('id').executeTakeFirstOrThrow()).id
    const declined = await add('Somewhere else')
    expect(await declineSuggestion(mod, declined, 'উৎসে এই ঠিকানা নেই')).toEqual({ ok: true })
    const [told] = await list(reader)
    expect(told).toMatchObject({ kind: 'correction', target: null, details: { decision: 'declined', note: 'উৎসে এই ঠিকানা নেই' } })
    expect(words(told!)).toMatch(/^Your correction to “.+” was not accepted\. Note: উৎসে এই ঠিকানা নেই$/)
    const accepted = await add('Hathazari, Chattogram')
    expect(await acceptSuggestion(mod, accepted, { bn: 'হাটহাজারী, চট্টগ্রাম', en: 'Hathazari, Chattogram' }, undefined, 'ধন্যবাদ!')).toEqual({ ok: true })
    const [yes] = await list(reader)
    expect(yes).toMatchObject({ details: { decision: 'accepted', note: 'ধন্যবাদ!' }, target: '/banks#national-bank-hathazari' })
  })

  it('tells everyone going to an event that it moved or was cancelled', async () => {
    const mod = await moderator()
    const { user: going } = await createUser()
    const { user: interested } = await createUser()
    const startsAt = new Date(Date.now() + 10 * 24 * 3600 * 1000)
    const id = await addDate(mod, { eventId: 'pundarik-dham-mela', startsAt, endsAt: null, capacity: null, sourceUrl: 'https://www.prothomalo.com/' })
    await answerRsvp(going, id, 'going')
    await answerRsvp(interested, id, 'interested')
    const moved = new Date(startsAt.getTime() + 24 * 3600 * 1000)
    expect(await updateDate(mod, id, { startsAt: moved, endsAt: null, capacity: null, sourceUrl: 'https://www.prothomalo.com/' })).toBe('ok')
    expect(await cancelDate(mod, id, 'বৃষ্টি')).toBe(true)
    const told = await list(going)
    expect(told.map((n) => n.details.change)).toEqual(['cancelled', 'moved'])
    expect(told[1]!.details.startsAt).toBe(moved.toISOString())
    expect(told[0]!.target).toBe('/event-calendar?event=pundarik-dham-mela#pundarik-dham-mela')
    expect(words(told[0]!)).toMatch(/^“.+”, which you are going to, was cancelled\.$/)
    expect(await list(interested)).toEqual([])
  })
})

describe('what is gone', () => {
  it('a deleted comment, post or account takes its notifications with it', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser()
    const p = await post(asker, { category: 'general' })
    const commentId = await comment(helper, p.id)
    expect((await setLike(asker, 'comment', commentId, true)).ok).toBe(true)
    expect((await rows(helper.id)).map((n) => n.kind)).toEqual(['like'])
    expect(await deleteComment(helper, commentId)).toMatchObject({ ok: true })
    expect(await rows(helper.id)).toEqual([])
    await comment(helper, p.id, 'আবার লিখলাম।')
    expect(await rows(asker.id)).toHaveLength(1)
    expect(await deletePost(asker, p.id)).toEqual({ ok: true })
    expect(await rows(asker.id)).toEqual([])
    const q = await post(asker, { category: 'general', title: 'আরেকটি' })
    await comment(helper, q.id)
    expect(await rows(asker.id)).toHaveLength(1)
    await db().deleteFrom('user').where('id', '=', asker.id).execute()
    expect(await rows(asker.id)).toEqual([])
  })
})

describe('the unread count', () => {
  it('is kept in memory until the database announces a change to that reader', async () => {
    const { user: asker } = await createUser()
    const { user: other } = await createUser()
    const { user: helper } = await createUser()
    const p = await post(asker)
    const q = await post(other)
    // The first read starts listening for announcements; counts are kept from then on.
    await unreadCount(asker.id)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await unreadCount(asker.id)).toBe(0)
    expect(await unreadCount(other.id)).toBe(0)
    // Written with the announcing trigger off: only a read of the database would see it.
    await sql`ALTER TABLE notifications DISABLE TRIGGER notifications_added`.execute(db())
    try {
      await db().insertInto('notifications').values({ user_id: asker.id, kind: 'comment', post_id: p.id, details: '{}', anchor_comment_id: null, comment_id: null, event_date_id: null, suggestion_id: null, group_key: null, read_at: null }).execute()
    } finally {
      await sql`ALTER TABLE notifications ENABLE TRIGGER notifications_added`.execute(db())
    }
    expect(await unreadCount(asker.id)).toBe(0)
    // Another reader's change leaves it kept; the reader's own is seen at once.
    await comment(helper, q.id)
    expect(await unreadCount(other.id)).toBe(1)
    expect(await unreadCount(asker.id)).toBe(0)
    await comment(helper, p.id)
    expect(await unreadCount(asker.id)).toBe(2)
    // Hiding the post is announced to the readers told about it: a follower's kept count drops.
    await comment(other, p.id, 'আমিও জানতে চাই।')
    expect(await unreadCount(helper.id)).toBe(1)
    await db().updateTable('posts').set({ moderation: 'hidden' }).where('id', '=', p.id).execute()
    expect(await unreadCount(helper.id)).toBe(0)
    expect(await unreadCount(asker.id)).toBe(2) // their own post: still theirs to see
  })
})

describe('the bell', () => {
  /** The header's bell as the server renders it for a reader's count, in a language. */
  async function bell(userId: string, lang: 'bn' | 'en') {
    const unread = await unreadCount(userId)
    const handler = createStaticHandler([{
      id: 'root', path: '/',
      loader: () => ({ lang, theme: 'light', catalog: catalogFor(lang, '/notifications'), origin: 'http://localhost:3000' }),
      Component: () => createElement(NotificationBell, { unread }),
    }])
    const context = await handler.query(new Request('http://localhost:3000/'))
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
    const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }))
    return { label: /aria-label="([^"]*)"/.exec(html)![1], badge: /data-unread="\d+"[^>]*>([^<]*)</.exec(html)?.[1] ?? null }
  }

  it('shows the unread count in the reader’s digits, and "৯৯+" / "99+" past 99', async () => {
    const { user: reader } = await createUser()
    const { user: other } = await createUser()
    const p = await post(reader, { category: 'general' })
    expect(await bell(reader.id, 'bn')).toEqual({ label: 'বিজ্ঞপ্তি', badge: null })
    const add = (n: number) => sql`
      INSERT INTO notifications (user_id, kind, post_id, actor_ids, details)
      SELECT ${reader.id}, 'like', ${p.id}, ARRAY[${other.id}]::text[], '{}' FROM generate_series(1, ${n})`.execute(db())
    await add(99)
    expect(await bell(reader.id, 'bn')).toEqual({ label: 'বিজ্ঞপ্তি, ৯৯টি অপঠিত', badge: '৯৯' })
    expect(await bell(reader.id, 'en')).toEqual({ label: 'Notifications, 99 unread', badge: '99' })
    await add(1)
    expect(await bell(reader.id, 'bn')).toEqual({ label: 'বিজ্ঞপ্তি, ৯৯+টি অপঠিত', badge: '৯৯+' })
    expect(await bell(reader.id, 'en')).toEqual({ label: 'Notifications, 99+ unread', badge: '99+' })
    await add(400)
    expect(await bell(reader.id, 'en')).toEqual({ label: 'Notifications, 99+ unread', badge: '99+' })
  })
})

describe('keeping', () => {
  it('prunes notifications after 90 days, and read ones after 30; the newer stay listed', async () => {
    const { user: reader } = await createUser()
    const { user: other } = await createUser()
    const day = 24 * 3600 * 1000
    const now = Date.now()
    const titles: string[] = []
    for (const [title, age, read] of [
      ['unread 91 days', 91, false], ['unread 89 days', 89, false], ['read 31 days', 31, true], ['read 29 days', 29, true], ['unread 31 days', 31, false],
    ] as const) {
      const p = await db().insertInto('posts').values({ author_id: reader.id, anonymous: false, category: 'general', title, content: '…', tags: [] }).returning('id').executeTakeFirstOrThrow()
      const at = new Date(now - age * day)
      await db().insertInto('notifications').values({
        user_id: reader.id, kind: 'like', post_id: p.id, actor_ids: [other.id], details: '{}', anchor_comment_id: null, comment_id: null,
        event_date_id: null, suggestion_id: null, group_key: null, read_at: read ? at : null, created_at: at, updated_at: at,
      }).execute()
      titles.push(title)
    }
    expect((await list(reader)).map((n) => n.title)).toEqual(['read 29 days', 'unread 31 days', 'read 31 days', 'unread 89 days', 'unread 91 days'])
    await pruneNotifications(new Date(now))
    expect((await list(reader)).map((n) => n.title)).toEqual(['read 29 days', 'unread 31 days', 'unread 89 days'])
    expect(await unreadCount(reader.id)).toBe(2)
    expect(titles).toHaveLength(5)
  })
})

describe('reading', () => {
  it('pages newest first by keyset, and no reader can mark another’s notification', async () => {
    const { user: author } = await createUser()
    const { user: other } = await createUser()
    for (let i = 0; i < 25; i++) {
      // Written directly: 25 posts from a day-old account would meet its hourly limit.
      const p = await db().insertInto('posts').values({ author_id: author.id, anonymous: false, category: 'question', title: `প্রশ্ন ${i}`, content: 'কেউ জানেন?', tags: [] })
        .returning('id').executeTakeFirstOrThrow()
      await db().insertInto('notifications').values({
        user_id: author.id, kind: 'comment', post_id: p.id, actor_ids: [other.id], details: '{}', anchor_comment_id: null, comment_id: null,
        event_date_id: null, suggestion_id: null, group_key: null, read_at: null, updated_at: new Date(Date.now() - (25 - i) * 1000),
      }).execute()
    }
    const first = await listNotifications(author.id, 'bn', null)
    expect(first.items).toHaveLength(20)
    expect(first.next).not.toBeNull()
    const second = await listNotifications(author.id, 'bn', first.next)
    expect(second.items).toHaveLength(5)
    expect(second.next).toBeNull()
    const all = [...first.items, ...second.items]
    expect(new Set(all.map((n) => n.id)).size).toBe(25)
    expect(all.map((n) => n.title)).toEqual(Array.from({ length: 25 }, (_, i) => `প্রশ্ন ${24 - i}`))
    // Garbage cursors read as the first page.
    expect((await listNotifications(author.id, 'bn', 'x_y')).items).toHaveLength(20)

    expect(await markRead(other.id, first.items[0]!.id)).toBe(false)
    expect((await list(author))[0]!.read).toBe(false)
    expect(await unreadCount(author.id)).toBe(25)
    expect(await markAllRead(other.id)).toBe(0)
    expect(await markAllRead(author.id)).toBe(25)
    expect(await unreadCount(author.id)).toBe(0)
  })
})
