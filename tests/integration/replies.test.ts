// Replying to one comment (issue 44 §2, §6): one level of threading, the refusals, the reply
// notice (once, never to oneself, a held reply's on approval), and what happens to a thread when
// its comment is hidden or deleted, or a reply is chosen as the answer. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { chooseAnswer } from '#app/features/forum/choose-answer.server'
import { addComment, deleteComment } from '#app/features/forum/comments.server'
import { handlePostAction } from '#app/features/forum/post-actions.server'
import { readPostPage } from '#app/features/forum/queries.server'
import { approveItem } from '#app/features/forum/review-decisions.server'
import { threadView } from '#app/features/forum/threads'
import { createPost } from '#app/features/forum/write-post.server'
import { moderateItem } from '#app/features/moderation/actions.server'
import { describeNotification } from '#app/features/notifications/describe'
import { listNotifications } from '#app/features/notifications/queries.server'
import { translator } from '#app/i18n/catalogs.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { parseEnv, setEnv } from '#app/lib/env.server'
import { DIRECT_FOLLOWERS, expandFanouts } from '#app/lib/notifications/notify.server'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

const { dataDir } = withTestApp()

let serial = 0
/** Texts of their own: the same text twice would wait as a duplicate. */
const text = (what: string) => `${what} (${serial++}-${Date.now()})`

async function post(user: SessionUser, over: Partial<{ title: string; anonymous: boolean; category: string }> = {}) {
  const result = await createPost(user, { title: 'হাসপাতালের জরুরি নম্বর কত?', content: text('কেউ জানেন?'), category: 'question', tags: '', anonymous: false, rulesRead: true, ...over }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  return result.post
}
async function comment(user: SessionUser, postId: number, what = 'উত্তর', replyTo: number | null = null) {
  const result = await addComment(user, postId, text(what), { replyTo })
  if (!result.ok) throw new Error(result.error.message)
  return result.id
}
const kinds = async (user: SessionUser) => (await listNotifications(user.id, 'en', null)).items.map((n) => n.kind).sort()
const commentCount = async (postId: number) => (await db().selectFrom('posts').select('comment_count').where('id', '=', postId).executeTakeFirstOrThrow()).comment_count
const rowCount = async () => Number((await db().selectFrom('comments').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
async function moderator() {
  return (await createUser({ role: 'moderator', name: 'মডারেটর মোকাররম' })).user
}

describe('a reply', () => {
  it('answers one visible top-level comment of its post; anything else is refused with nothing written', async () => {
    const { user: asker } = await createUser({ name: 'Karim Asker' })
    const { user: helper } = await createUser({ name: 'Rahim Helper' })
    const p = await post(asker)
    const other = await post(asker, { title: 'অন্য প্রশ্ন' })
    const top = await comment(helper, p.id, 'চমেক হাসপাতালে ফোন করুন')
    const reply = await comment(asker, p.id, 'নম্বরটা কি জানেন?', top)
    expect((await db().selectFrom('comments').select('reply_to_id').where('id', '=', reply).executeTakeFirstOrThrow()).reply_to_id).toBe(top)

    const hidden = await comment(helper, p.id, 'লুকানো হবে')
    const mod = await moderator()
    expect((await moderateItem(mod, 'comment', hidden, 'hide', 'বিভ্রান্তিকর')).ok).toBe(true)
    const elsewhere = await comment(helper, other.id, 'অন্য পোস্টে')
    const deleted = await comment(helper, p.id, 'মুছে ফেলা হবে')
    expect((await deleteComment(helper, deleted)).ok).toBe(true)

    const before = { rows: await rowCount(), count: await commentCount(p.id) }
    const refusals: Array<[number, string, number]> = [
      [elsewhere, 'forum.reply.error.otherPost', 400],
      [hidden, 'forum.reply.error.gone', 404],
      [deleted, 'forum.reply.error.gone', 404],
      [999_999_999, 'forum.reply.error.gone', 404],
      // Three levels deep.
      [reply, 'forum.reply.error.tooDeep', 400],
    ]
    for (const [replyTo, message, status] of refusals) {
      expect(await addComment(helper, p.id, text('জবাব'), { replyTo })).toEqual({ ok: false, status, error: { message } })
    }
    // The form's field as posted: a number out of range or no number names nothing, never a 5xx.
    for (const replyTo of ['abc', '-1', '99999999999', '1.5']) {
      const form = new URLSearchParams({ intent: 'comment', content: text('জবাব'), replyTo })
      const response = await handlePostAction(testRequest(`/seeking-hathazari/${p.id}`, { body: form }), helper, p.id) as unknown as { init: { status: number }; data: { error: { message: string } } }
      expect(response.init.status).toBe(404)
      expect(response.data.error.message).toBe('forum.reply.error.gone')
    }
    expect({ rows: await rowCount(), count: await commentCount(p.id) }).toEqual(before)

    // Every refusal reads in both languages.
    for (const lang of ['bn', 'en'] as const) {
      for (const key of ['forum.reply.error.gone', 'forum.reply.error.otherPost', 'forum.reply.error.tooDeep'] as const) {
        expect(translator(lang)(key)).not.toBe(key)
      }
    }
  })

  it('tells the answered author once (kind reply, opening on the reply), never oneself, and counts as a comment', async () => {
    const { user: asker } = await createUser({ name: 'Karim Asker' })
    const { user: helper } = await createUser({ name: 'Rahim Helper' })
    const { user: follower } = await createUser({ name: 'Salma Follower' })
    const p = await post(asker)
    const askerTop = await comment(asker, p.id, 'আরও জানাচ্ছি')
    const helperTop = await comment(helper, p.id, 'চমেকে ফোন করুন')
    await comment(follower, p.id, 'আমিও জানতে চাই')
    await db().deleteFrom('notifications').execute()

    // The asker's own comment answered: the asker (post author) is told it as a reply, not also as a comment.
    const toAsker = await comment(helper, p.id, 'আপনার কথায় যোগ করি', askerTop)
    const [told] = (await listNotifications(asker.id, 'en', null)).items
    expect((await listNotifications(asker.id, 'en', null)).items).toHaveLength(1)
    expect(told).toMatchObject({ kind: 'reply', actor: { name: 'Rahim Helper' }, title: p.title, target: `/seeking-hathazari/${p.id}#comment-${toAsker}` })
    expect(describeNotification(told!, translator('en'), 'en')).toBe(`Rahim Helper replied to your comment on “${p.title}”`)
    expect(describeNotification(told!, translator('bn'), 'bn')).toContain('জবাব')
    // The helper and the follower follow the post: the follower is told as a follower; the helper wrote it.
    expect(await kinds(follower)).toEqual(['followed-comment'])
    expect(await kinds(helper)).toEqual([])

    // A follower's comment answered: told as a reply, not again as a follower; the asker as the post's author.
    await db().deleteFrom('notifications').execute()
    await comment(asker, p.id, 'ধন্যবাদ', helperTop)
    expect(await kinds(helper)).toEqual(['reply'])
    expect(await kinds(follower)).toEqual(['followed-comment'])
    expect(await kinds(asker)).toEqual([])

    // A reply that also mentions the answered author (issue 44 §1) tells them once, as a mention.
    await db().deleteFrom('notifications').execute()
    await comment(asker, p.id, '@Rahim Helper আরেকবার দেখবেন?', helperTop)
    expect(await kinds(helper)).toEqual(['mention'])

    // Answering one's own comment tells nobody of a reply.
    await db().deleteFrom('notifications').execute()
    await comment(helper, p.id, 'আরেকটা কথা', helperTop)
    expect(await kinds(helper)).toEqual([])
    expect(await kinds(asker)).toEqual(['comment'])
    expect(await commentCount(p.id)).toBe(7)
  })

  it('is told once when the post has so many followers that they are told after the commit', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser({ name: 'Crowd Helper' })
    const { user: replier } = await createUser({ name: 'Crowd Replier' })
    const p = await post(asker)
    const top = await comment(helper, p.id, 'শুরু')
    const stamp = Date.now()
    await sql`INSERT INTO "user" (id, name, email, "emailVerified") SELECT 'reply-crowd-' || ${stamp} || '-' || g, 'Crowd ' || g, 'reply-crowd' || ${stamp} || '-' || g || '@example.com', false FROM generate_series(1, ${DIRECT_FOLLOWERS + 5}) g`.execute(db())
    await sql`INSERT INTO profiles (id, name) SELECT 'reply-crowd-' || ${stamp} || '-' || g, 'Crowd ' || g FROM generate_series(1, ${DIRECT_FOLLOWERS + 5}) g`.execute(db())
    await sql`INSERT INTO post_follows (post_id, user_id) SELECT ${p.id}, 'reply-crowd-' || ${stamp} || '-' || g FROM generate_series(1, ${DIRECT_FOLLOWERS + 5}) g`.execute(db())
    await db().deleteFrom('notifications').execute()
    await comment(replier, p.id, 'জবাব', top)
    while (await expandFanouts(db()) > 0) { /* every outbox row */ }
    expect(await kinds(helper)).toEqual(['reply'])
    expect(await kinds(asker)).toEqual(['comment'])
  })

  it('held for a moderator tells nobody until approved, then the answered author once', async () => {
    setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', NEW_MEMBER_REVIEW: 'first' }))
    try {
      const { user: asker } = await createUser({ name: 'Karim Asker' })
      const { user: helper } = await createUser({ name: 'Rahim Helper' })
      const { user: newcomer } = await createUser({ name: 'Notun Sodosso', trust: 'new' })
      const p = await post(asker)
      const top = await comment(helper, p.id, 'চমেকে ফোন করুন')
      await db().deleteFrom('notifications').execute()
      const held = await addComment({ ...newcomer, rulesAccepted: true }, p.id, text('আমিও জানতে চাই নম্বরটা'), { replyTo: top })
      expect(held).toMatchObject({ ok: true, held: true })
      if (!held.ok) return
      expect(await kinds(helper)).toEqual([])
      expect(await kinds(asker)).toEqual([])
      // Waiting, it is no comment to answer.
      expect(await addComment(asker, p.id, text('কে?'), { replyTo: held.id })).toMatchObject({ ok: false, error: { message: 'forum.reply.error.gone' } })

      expect(await approveItem(await moderator(), 'comment', held.id)).toEqual({ ok: true })
      expect(await kinds(helper)).toEqual(['reply'])
      expect(await kinds(asker)).toEqual(['comment'])
    } finally {
      setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' }))
    }
  })

  it('of the anonymous asker names them as "the asker", and their comment as the anonymous author', async () => {
    const { user: asker } = await createUser({ name: 'Secret Asker Name' })
    const { user: helper } = await createUser({ name: 'Open Helper' })
    const p = await post(asker, { anonymous: true })
    const askerTop = await comment(asker, p.id, 'আরও একটা প্রশ্ন')
    const helperTop = await comment(helper, p.id, 'জানি না')
    await comment(asker, p.id, 'ধন্যবাদ', helperTop)
    const [told] = (await listNotifications(helper.id, 'en', null)).items.filter((n) => n.kind === 'reply')
    expect(told).toMatchObject({ kind: 'reply', actor: { label: 'asker' } })
    expect(JSON.stringify(told)).not.toContain('Secret Asker Name')

    // A reply to the anonymous asker's comment: "in reply to" the anonymous author, for anyone but them.
    const reply = await comment(helper, p.id, `> ${'আরও একটা প্রশ্ন'}\n\nকী প্রশ্ন?`, askerTop)
    const seen = threadView((await readPostPage(p.id, helper.id))!.comments)
    expect(seen.threads.find((thread) => thread.id === askerTop)!.top!.author).toBeNull()
    expect(seen.quotes[reply]).toEqual({ by: null })
    expect(threadView((await readPostPage(p.id, asker.id))!.comments).quotes[reply]).toEqual({ by: 'Secret Asker Name' })
  })
})

describe('a thread', () => {
  it('keeps its replies when its comment is hidden: they stand under "removed", its words are not shown', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser({ name: 'Rahim Helper' })
    const { user: reader } = await createUser({ name: 'Jamal Reader' })
    const p = await post(asker)
    const top = await comment(helper, p.id, 'ভুল নম্বর ০১৭০০০০০০০০')
    const topText = (await db().selectFrom('comments').select('content').where('id', '=', top).executeTakeFirstOrThrow()).content
    const quoting = await comment(reader, p.id, `> ${topText}\n\nএটা কি ঠিক?`, top)
    const plain = await comment(asker, p.id, 'ধন্যবাদ', top)
    let view = threadView((await readPostPage(p.id, null))!.comments)
    expect(view.threads.map((thread) => [thread.id, thread.top?.id, thread.replies.map((r) => r.id)])).toEqual([[top, top, [quoting, plain]]])
    expect(view.quotes[quoting]).toEqual({ by: 'Rahim Helper' })

    expect((await moderateItem(await moderator(), 'comment', top, 'hide', 'ভুল নম্বর')).ok).toBe(true)
    view = threadView((await readPostPage(p.id, null))!.comments)
    expect(view.threads).toHaveLength(1)
    expect(view.threads[0]).toMatchObject({ id: top, top: null })
    expect(view.threads[0]!.replies.map((r) => r.id)).toEqual([quoting, plain])
    // The quotation of what was hidden is not shown either.
    expect(view.quotes[quoting]).toBe('gone')
    // The post's count is as it was (hiding never moved it); a new reply to the thread is refused.
    expect(await commentCount(p.id)).toBe(3)
    expect(await addComment(reader, p.id, text('আর?'), { replyTo: top })).toMatchObject({ ok: false, error: { message: 'forum.reply.error.gone' } })
  })

  it('keeps its replies when its author deletes the comment', async () => {
    const { user: asker } = await createUser()
    const { user: helper } = await createUser()
    const p = await post(asker)
    const top = await comment(helper, p.id, 'মুছে ফেলব')
    const reply = await comment(asker, p.id, 'কেন?', top)
    expect(await deleteComment(helper, top)).toEqual({ ok: true, postId: p.id })
    const view = threadView((await readPostPage(p.id, asker.id))!.comments)
    expect(view.threads).toEqual([{ id: top, top: null, replies: [expect.objectContaining({ id: reply, replyToId: top })] }])
    expect(await commentCount(p.id)).toBe(1)
    // Deleting a reply leaves its thread as it was.
    const second = await comment(helper, p.id, 'দ্বিতীয়')
    const secondReply = await comment(asker, p.id, 'জবাব', second)
    expect((await deleteComment(asker, secondReply)).ok).toBe(true)
    expect(threadView((await readPostPage(p.id, null))!.comments).threads.map((thread) => [thread.id, thread.replies.length])).toEqual([[top, 1], [second, 0]])
  })

  it('may have a reply chosen as the answer: its author is told, and a hidden reply stops being it', async () => {
    const { user: asker } = await createUser({ name: 'Karim Asker' })
    const { user: helper } = await createUser({ name: 'Rahim Helper' })
    const { user: expert } = await createUser({ name: 'Dr Expert' })
    const p = await post(asker)
    const top = await comment(helper, p.id, 'চমেকে')
    const reply = await comment(expert, p.id, 'জরুরি বিভাগের নম্বর ০৩১-৬৩০৩৩৫', top)
    expect(await chooseAnswer(asker, p.id, reply)).toEqual({ ok: true, answerCommentId: reply })
    expect((await listNotifications(expert.id, 'en', null)).items.map((n) => [n.kind, n.target])).toContainEqual(['answer', `/seeking-hathazari/${p.id}#comment-${reply}`])
    const page = await readPostPage(p.id, null)
    expect(page!.row.answer_comment_id).toBe(reply)
    expect(page!.row.resolution).toBe('resolved')
    expect((await moderateItem(await moderator(), 'comment', reply, 'hide', 'ভুল')).ok).toBe(true)
    expect((await readPostPage(p.id, null))!.row.answer_comment_id).toBeNull()
  })
})
