import { describe, expect, it } from 'vitest'
import { addComment } from '#app/features/forum/comments.server'
import { report, setLike } from '#app/features/forum/engage.server'
import { listPosts } from '#app/features/forum/queries.server'
import { createPost, deletePost, editPost, setResolution } from '#app/features/forum/write-post.server'
import { updateProfile } from '#app/features/profile/update-profile.server'
import { db } from '#app/lib/db/database.server'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

const input = (over: Partial<{ title: string; category: string }> = {}) => ({
  title: 'রাস্তায় পানি জমেছে', content: 'কাটিরহাট বাজারের সামনে বৃষ্টির পানি জমে থাকে।', category: 'complaint', tags: '', anonymous: false, ...over,
})

async function post(user: Awaited<ReturnType<typeof createUser>>['user'], over: Partial<{ title: string; category: string }> = {}) {
  const result = await createPost(user, input(over), {}, 50)
  if (!result.ok) throw new Error(`createPost failed: ${result.error.message}`)
  return result.post
}

// On the embedded database the public lists' rows are shared by every reader until the forum
// changes (queries.server.ts); each reader's likes and reports are their own.
describe('lists shared between readers', () => {
  const firstPage = (viewerId: string | null) => listPosts({}, viewerId, null)
  const card = async (viewerId: string | null, id: number) => (await firstPage(viewerId)).posts.find((p) => p.id === id)

  it.runIf(!process.env.TEST_DATABASE_URL)('are kept: a change that announces nothing is not seen until the forum changes (embedded database)', async () => {
    const { user: author } = await createUser()
    const p = await post(author, { title: 'পুরনো শিরোনাম' })
    await firstPage(null)
    await firstPage(null)
    await db().updateTable('posts').set({ title: 'Written behind the app' }).where('id', '=', p.id).execute()
    expect((await card(null, p.id))?.title).toBe('পুরনো শিরোনাম')
    const { user: liker } = await createUser()
    expect(await setLike(liker, 'post', p.id, true)).toMatchObject({ ok: true })
    expect(await card(null, p.id)).toMatchObject({ title: 'Written behind the app', likes: 1 })
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
})
