import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { addComment, deleteComment, editComment } from '#app/features/forum/comments.server'
import { report, setLike } from '#app/features/forum/engage.server'
import { countPosts, listPosts, readPostPage } from '#app/features/forum/queries.server'
import { createPost, deletePost, editPost, setResolution } from '#app/features/forum/write-post.server'
import { updateProfile } from '#app/features/profile/update-profile.server'
import { db } from '#app/lib/db/database.server'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

const input = (over: Partial<{ title: string; category: string }> = {}) => ({
  title: 'রাস্তায় পানি জমেছে', content: 'কাটিরহাট বাজারের সামনে বৃষ্টির পানি জমে থাকে।', category: 'complaint', tags: '', anonymous: false, ...over,
})

/** Runs `change` with the table's announcing trigger off, so only a read from the database can see it. */
async function unannounced(table: string, trigger: string, change: () => Promise<unknown>) {
  await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`).execute(db())
  try {
    await change()
  } finally {
    await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`).execute(db())
  }
}

async function post(user: Awaited<ReturnType<typeof createUser>>['user'], over: Partial<{ title: string; category: string }> = {}) {
  const result = await createPost(user, input(over), {}, 50)
  if (!result.ok) throw new Error(`createPost failed: ${result.error.message}`)
  return result.post
}

// The public lists' rows are shared by every reader until the forum
// changes (queries.server.ts); each reader's likes and reports are their own.
describe('lists shared between readers', () => {
  const firstPage = (viewerId: string | null) => listPosts({}, viewerId, null)
  const card = async (viewerId: string | null, id: number) => (await firstPage(viewerId)).posts.find((p) => p.id === id)

  it('are kept: a change that announces nothing is not seen until the forum changes', async () => {
    const { user: author } = await createUser()
    const p = await post(author, { title: 'পুরনো শিরোনাম' })
    for (let i = 0; i < 2; i++) {
      await firstPage(null)
      await readPostPage(p.id, null)
    }
    await unannounced('posts', 'posts_changed', () => db().updateTable('posts').set({ title: 'Written behind the app' }).where('id', '=', p.id).execute())
    expect((await card(null, p.id))?.title).toBe('পুরনো শিরোনাম')
    expect((await readPostPage(p.id, null))?.row.title).toBe('পুরনো শিরোনাম')
    const { user: liker } = await createUser()
    expect(await setLike(liker, 'post', p.id, true)).toMatchObject({ ok: true })
    expect(await card(null, p.id)).toMatchObject({ title: 'Written behind the app', likes: 1 })
    expect((await readPostPage(p.id, null))?.row).toMatchObject({ title: 'Written behind the app', like_count: 1 })
  })

  it('show each reader their own likes, reports and posts, and every change the moment it is made', async () => {
    const { user: author } = await createUser({ name: 'Karim' })
    const { user: reader } = await createUser()
    const { user: other } = await createUser()
    const p = await post(author, { title: 'প্রশ্ন: বাস কখন ছাড়ে?', category: 'question' })
    for (const viewer of [null, reader.id, other.id, author.id]) await firstPage(viewer)

    expect(await setLike(reader, 'post', p.id, true)).toMatchObject({ ok: true })
    expect(await report(other, 'post', p.id, 'spam', 'এটি একটি বিজ্ঞাপন, স্প্যাম')).toMatchObject({ ok: true })
    expect(await card(reader.id, p.id)).toMatchObject({ likes: 1, likedByMe: true, reportedByMe: false, mine: false })
    expect(await card(other.id, p.id)).toMatchObject({ likes: 1, likedByMe: false, reportedByMe: true, mine: false })
    expect(await card(author.id, p.id)).toMatchObject({ likes: 1, likedByMe: false, reportedByMe: false, mine: true })
    expect(await card(null, p.id)).toMatchObject({ likes: 1, likedByMe: false, reportedByMe: false, mine: false })

    expect(await editPost(author, p.id, input({ title: 'প্রশ্ন: শেষ বাস কখন?', category: 'question' }), { image: false, video: false })).toMatchObject({ ok: true })
    expect((await card(reader.id, p.id))?.title).toBe('প্রশ্ন: শেষ বাস কখন?')
    expect(await setResolution(author, p.id, 'resolved')).toMatchObject({ ok: true })
    expect((await card(null, p.id))?.resolution).toBe('resolved')
    expect(await addComment(reader, p.id, 'সকাল ৭টায় ছাড়ে')).toMatchObject({ ok: true })
    expect((await card(other.id, p.id))?.comments).toBe(1)
    expect(await updateProfile(author, { name: 'Karim Uddin', bio: '', avatar: null, removeAvatar: false })).toMatchObject({ ok: true })
    expect((await card(reader.id, p.id))?.author?.name).toBe('Karim Uddin')
    expect(await deletePost(author, p.id)).toMatchObject({ ok: true })
    expect(await card(reader.id, p.id)).toBeUndefined()
  })

  it('count by status the moment a resolution changes', async () => {
    const { user: author } = await createUser()
    const p = await post(author, { title: 'খোলা প্রশ্ন', category: 'question' })
    const resolved = async () => (await countPosts({ statuses: ['resolved'] }, null)).count
    const before = await resolved()
    expect(await setResolution(author, p.id, 'resolved')).toMatchObject({ ok: true })
    expect(await resolved()).toBe(before + 1)
  })
})

describe('announcements of forum changes (migration 0013)', () => {
  it('watch every column of posts but the view count', async () => {
    const watched = await sql<{ column: string }>`SELECT event_object_column AS column FROM information_schema.triggered_update_columns WHERE trigger_name = 'posts_changed'`.execute(db())
    const columns = await sql<{ column: string }>`SELECT column_name AS column FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'posts'`.execute(db())
    expect(watched.rows.map((r) => r.column).sort()).toEqual(columns.rows.map((r) => r.column).filter((c) => c !== 'view_count').sort())
  })
})

// Each reader's likes and reports are kept too, whole, until the
// database announces a change to them (migration 0015, ADR 023).
describe("a reader's likes and reports", () => {
  it('are kept: a like that announces nothing is not seen until that reader\'s marks change', async () => {
    const { user: author } = await createUser()
    const { user: reader } = await createUser()
    const { user: other } = await createUser()
    const [a, b] = [await post(author, { title: 'প্রথম' }), await post(author, { title: 'দ্বিতীয়' })]
    const liked = async (id: number) => (await listPosts({}, reader.id, null)).posts.find((p) => p.id === id)?.likedByMe
    expect(await liked(a.id)).toBe(false)
    await unannounced('likes', 'likes_reader_marks', () => db().insertInto('likes').values({ user_id: reader.id, item_type: 'post', item_id: a.id }).execute())
    expect(await liked(a.id)).toBe(false)
    // Another reader's like does not make this reader's marks stale; this reader's own does.
    expect(await setLike(other, 'post', b.id, true)).toMatchObject({ ok: true })
    expect(await liked(a.id)).toBe(false)
    expect(await setLike(reader, 'post', b.id, true)).toMatchObject({ ok: true })
    expect([await liked(a.id), await liked(b.id)]).toEqual([true, true])
  })

  it('follow every like, unlike and report at once, for a reader with more marks than are kept too', async () => {
    const { user: author } = await createUser()
    const { user: busy } = await createUser()
    const p = await post(author, { title: 'অনেক পছন্দ' })
    const c = await addComment(author, p.id, 'একটি মন্তব্য')
    if (!c.ok) throw new Error('addComment failed')
    // More likes than any reader's marks kept in memory (2,000), on items that do not exist.
    await sql`INSERT INTO likes (user_id, item_type, item_id) SELECT ${busy.id}, 'comment', -n FROM generate_series(1, 2500) AS n`.execute(db())
    const page = async () => (await readPostPage(p.id, busy.id))!
    for (const [change, likedPost, likedComment, reported] of [
      [() => setLike(busy, 'post', p.id, true), true, false, false],
      [() => setLike(busy, 'comment', c.id, true), true, true, false],
      [() => setLike(busy, 'post', p.id, false), false, true, false],
      [() => report(busy, 'post', p.id, 'spam', 'এটি একটি বিজ্ঞাপন, স্প্যাম'), false, true, true],
    ] as const) {
      await page()
      expect(await change()).toMatchObject({ ok: true })
      const seen = await page()
      expect([seen.row.liked_by_me, seen.comments[0]!.likedByMe, seen.row.reported_by_me]).toEqual([likedPost, likedComment, reported])
    }
    // Read again with nothing changed (only "too many" was kept for this reader): still their own.
    const again = await page()
    expect([again.row.liked_by_me, again.comments[0]!.likedByMe, again.row.reported_by_me]).toEqual([false, true, true])
    await sql`DELETE FROM likes WHERE user_id = ${busy.id} AND item_id < 0`.execute(db())
    await page()
    expect(await setLike(busy, 'comment', c.id, false)).toMatchObject({ ok: true })
    expect((await page()).comments[0]!.likedByMe).toBe(false)
  })
})

describe('post pages shared between readers', () => {
  it('show each reader their own likes and reports, their own hidden comments, and every change at once', async () => {
    const { user: author } = await createUser({ name: 'Rahima' })
    const { user: reader } = await createUser({ name: 'Reader' })
    const { user: other } = await createUser({ name: 'Other' })
    const p = await post(author, { title: 'নোটিশ', anonymous: true } as never)
    const first = await addComment(reader, p.id, 'প্রথম মন্তব্য')
    const second = await addComment(other, p.id, 'দ্বিতীয় মন্তব্য')
    const own = await addComment(author, p.id, 'লেখকের উত্তর')
    if (!first.ok || !second.ok || !own.ok) throw new Error('addComment failed')
    const page = (viewerId: string | null) => readPostPage(p.id, viewerId)
    for (const viewer of [null, reader.id, other.id, author.id]) await page(viewer)

    expect(await setLike(reader, 'post', p.id, true)).toMatchObject({ ok: true })
    expect(await setLike(reader, 'comment', second.id, true)).toMatchObject({ ok: true })
    expect(await report(other, 'comment', first.id, 'abuse', 'অপমানজনক ভাষা ব্যবহার করা হয়েছে')).toMatchObject({ ok: true })
    const asReader = (await page(reader.id))!
    expect(asReader.row).toMatchObject({ like_count: 1, liked_by_me: true, reported_by_me: false })
    expect(asReader.comments.map((c) => [c.id, c.likes, c.likedByMe, c.reportedByMe, c.mine])).toEqual([
      [first.id, 0, false, false, true], [second.id, 1, true, false, false], [own.id, 0, false, false, false],
    ])
    const asOther = (await page(other.id))!
    expect(asOther.row).toMatchObject({ liked_by_me: false, reported_by_me: false })
    expect(asOther.comments.map((c) => [c.likedByMe, c.reportedByMe])).toEqual([[false, true], [false, false], [false, false]])
    // The author of an anonymous post stays anonymous in their thread, to everyone but themselves.
    expect(asOther.comments[2]!.author).toBeNull()
    expect((await page(author.id))!.comments[2]!.author?.name).toBe('Rahima')
    expect((await page(null))!.comments.every((c) => !c.likedByMe && !c.reportedByMe && !c.mine)).toBe(true)

    expect(await editComment(reader, first.id, 'সংশোধিত মন্তব্য')).toMatchObject({ ok: true })
    expect((await page(null))!.comments[0]!.content).toBe('সংশোধিত মন্তব্য')
    // A hidden comment: only its author still sees it, with the reason.
    await db().updateTable('comments').set({ moderation: 'hidden', moderation_reason: 'অপমানজনক' }).where('id', '=', first.id).execute()
    expect((await page(other.id))!.comments.map((c) => c.id)).toEqual([second.id, own.id])
    expect((await page(null))!.comments.map((c) => c.id)).toEqual([second.id, own.id])
    expect((await page(reader.id))!.comments[0]).toMatchObject({ id: first.id, moderation: 'hidden', moderationReason: 'অপমানজনক' })
    expect(await deleteComment(other, second.id)).toMatchObject({ ok: true })
    expect((await page(reader.id))!.comments.map((c) => c.id)).toEqual([first.id, own.id])
    expect(await deletePost(author, p.id)).toMatchObject({ ok: true })
    expect(await page(reader.id)).toBeUndefined()
  })
})
