// Saved for later and what was edited (issue 44 §3, §4): saving and its refusals, the Saved list
// and its paging, items removed since; kept versions with their grace, a moderator's edit, pictures,
// who may open the history, and the asker told when the chosen answer changes.
import { sql } from 'kysely'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { chooseAnswer } from '#app/features/forum/choose-answer.server'
import { addComment, deleteComment, editComment } from '#app/features/forum/comments.server'
import { editTags } from '#app/features/forum/edit-tags.server'
import { handlePostAction } from '#app/features/forum/post-actions.server'
import { readPostPage } from '#app/features/forum/queries.server'
import { readHistory } from '#app/features/forum/revisions.server'
import { formatCursor, listSaved, parseCursor, removeSaved, SAVED_MAX, SAVED_PAGE, setSaved } from '#app/features/forum/saved.server'
import { createPost, deletePost, editPost } from '#app/features/forum/write-post.server'
import { listNotifications } from '#app/features/notifications/queries.server'
import { describeNotification } from '#app/features/notifications/describe'
import { translator } from '#app/i18n/catalogs.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { loader as historyLoader } from '#app/routes/forum-post-history'
import { loader as savedLoader } from '#app/routes/forum-saved'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

type User = SessionUser
let serial = 0
/** Every text its own: the same text twice would be held as a duplicate. */
const unique = (text: string) => `${text} ${Date.now()}-${serial++}`

async function post(user: User, over: Partial<{ title: string; content: string; category: string; tags: string; anonymous: boolean }> = {}) {
  const result = await createPost(user, { title: unique('হাসপাতালের নম্বর কত?'), content: unique('জরুরি বিভাগের নম্বর দরকার'), category: 'question', tags: '', anonymous: false, ...over }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  return result.post
}
async function comment(user: User, postId: number, text = unique('০১৭১১-০০০০০০ নম্বরে ফোন করুন')) {
  const result = await addComment(user, postId, text)
  if (!result.ok) throw new Error(result.error.message)
  return result.id
}
/** Makes an item older than its minutes of grace, as if written ten minutes ago. */
const age = (table: 'posts' | 'comments', id: number, minutes = 10) =>
  db().updateTable(table).set({ created_at: new Date(Date.now() - minutes * 60_000) }).where('id', '=', id).execute()
const savedRows = (user: User) => db().selectFrom('saved_items').selectAll().where('user_id', '=', user.id).execute()
const revisionsOf = (type: 'post' | 'comment', id: number) => db().selectFrom('revisions').selectAll().where('item_type', '=', type).where('item_id', '=', id).orderBy('id').execute()
const moderator = async () => (await createUser({ role: 'moderator', name: 'মডারেটর মিতা' })).user

describe('saving for later', () => {
  it('saves and unsaves a post and a comment, shows them saved on the post page, and lists them newest first', async () => {
    const { user: author } = await createUser({ name: 'Karim Asker' })
    const { user: reader } = await createUser({ name: 'Rahim Reader' })
    const p = await post(author)
    const c = await comment(author, p.id)

    expect(await setSaved(reader, p.id, 'post', p.id, true)).toEqual({ ok: true, saved: true })
    expect(await setSaved(reader, p.id, 'comment', c, true)).toEqual({ ok: true, saved: true })
    // Twice is still once.
    expect(await setSaved(reader, p.id, 'post', p.id, true)).toEqual({ ok: true, saved: true })
    expect(await savedRows(reader)).toHaveLength(2)

    const page = (await readPostPage(p.id, reader.id))!
    expect(page.row.saved_by_me).toBe(true)
    expect(page.comments.find((x) => x.id === c)?.savedByMe).toBe(true)
    // Private: the author's own page shows nothing saved.
    expect((await readPostPage(p.id, author.id))!.row.saved_by_me).toBe(false)

    const { items, next } = await listSaved(reader.id, null)
    expect(next).toBeNull()
    expect(items.map((i) => [i.type, i.id])).toEqual([['comment', c], ['post', p.id]])
    expect(items[0]).toMatchObject({ removed: false, postId: p.id, title: p.title, author: 'Karim Asker', pending: false })
    expect(items[1]).toMatchObject({ removed: false, postId: p.id, title: p.title, excerpt: p.content })
    expect(await listSaved(author.id, null)).toEqual({ items: [], next: null })

    expect(await setSaved(reader, p.id, 'comment', c, false)).toEqual({ ok: true, saved: false })
    expect((await readPostPage(p.id, reader.id))!.comments.find((x) => x.id === c)?.savedByMe).toBe(false)
    expect(await removeSaved(reader, 'post', p.id)).toEqual({ ok: true })
    expect(await savedRows(reader)).toEqual([])
  })

  it('answers the page’s script with data and a plain form with a redirect back to the item', async () => {
    const { user: author } = await createUser()
    const { user: reader, cookie } = await createUser()
    const p = await post(author)
    const c = await comment(author, p.id)
    const form = (fields: Record<string, string>, script: boolean) => {
      const request = testRequest(`/seeking-hathazari/${p.id}`, { cookie, body: new URLSearchParams(fields) })
      request.headers.set('content-type', 'application/x-www-form-urlencoded')
      if (script) request.headers.set('x-hg-script', '1')
      return request
    }
    const scripted = await handlePostAction(form({ intent: 'save', itemType: 'post', itemId: String(p.id), saved: '1' }, true), reader, p.id)
    expect((scripted as { data: unknown }).data).toMatchObject({ intent: 'save', ok: true, saved: true, toast: { title: 'forum.toast.saved' } })
    const plain = await handlePostAction(form({ intent: 'save', itemType: 'comment', itemId: String(c), saved: '1' }, false), reader, p.id) as Response
    expect(plain.status).toBe(302)
    expect(plain.headers.get('Location')).toBe(`/seeking-hathazari/${p.id}#comment-${c}`)
    // A visitor is sent to sign in first, told why.
    const visitor = await handlePostAction(form({ intent: 'save', itemType: 'post', itemId: String(p.id), saved: '1' }, true), null, p.id)
    expect((visitor as { data: unknown; init: { status: number } }).init.status).toBe(401)
    expect((visitor as { data: { toast: { description: string } } }).data.toast.description).toBe('forum.toast.loginToSave')
    expect(await savedRows(reader)).toHaveLength(2)
  })

  it('refuses what the reader cannot see, writing nothing: hidden, removed, another’s waiting, nonexistent, a comment of another post', async () => {
    const { user: author } = await createUser()
    const { user: reader } = await createUser()
    const hidden = await post(author)
    await db().updateTable('posts').set({ moderation: 'hidden' }).where('id', '=', hidden.id).execute()
    const removed = await post(author)
    await db().updateTable('posts').set({ moderation: 'removed' }).where('id', '=', removed.id).execute()
    const waiting = await post(author)
    await db().updateTable('posts').set({ moderation: 'pending' }).where('id', '=', waiting.id).execute()
    const open = await post(author)
    const other = await post(author)
    const elsewhere = await comment(author, other.id)
    const hiddenComment = await comment(author, open.id)
    await db().updateTable('comments').set({ moderation: 'hidden' }).where('id', '=', hiddenComment).execute()

    const notAvailable = { ok: false, status: 404, error: { message: 'forum.error.notAvailable' } }
    for (const id of [hidden.id, removed.id, waiting.id]) expect(await setSaved(reader, id, 'post', id, true)).toEqual(notAvailable)
    expect(await setSaved(reader, 99_999_999, 'post', 99_999_999, true)).toEqual(notAvailable)
    // A post saved through another post's page, a comment of another post, a hidden comment.
    expect(await setSaved(reader, open.id, 'post', other.id, true)).toEqual(notAvailable)
    expect(await setSaved(reader, open.id, 'comment', elsewhere, true)).toEqual(notAvailable)
    expect(await setSaved(reader, open.id, 'comment', hiddenComment, true)).toEqual(notAvailable)
    expect(await setSaved(reader, open.id, 'comment', 99_999_999, true)).toEqual(notAvailable)
    expect(await savedRows(reader)).toEqual([])
    // Its own author sees a post waiting for a moderator, and may save it.
    expect(await setSaved(author, waiting.id, 'post', waiting.id, true)).toEqual({ ok: true, saved: true })
    expect((await listSaved(author.id, null)).items[0]).toMatchObject({ id: waiting.id, removed: false, pending: true })
  })

  it('lists what was hidden, removed or deleted since as removed, with nothing of its text, and lets it be taken off', async () => {
    const { user: author } = await createUser({ name: 'Lekhok Author' })
    const { user: reader } = await createUser()
    const a = await post(author, { content: unique('গোপন হয়ে যাওয়া লেখা') })
    const b = await post(author, { content: unique('মুছে ফেলা লেখা') })
    const keep = await post(author)
    const gone = await comment(author, keep.id, unique('মুছে যাওয়া মন্তব্যের লেখা'))
    const hiddenLater = await comment(author, keep.id, unique('লুকানো মন্তব্যের লেখা'))
    const onHiddenPost = await comment(author, a.id, unique('লুকানো পোস্টের মন্তব্য'))
    for (const [id, type, postId] of [[a.id, 'post', a.id], [b.id, 'post', b.id], [gone, 'comment', keep.id], [hiddenLater, 'comment', keep.id], [onHiddenPost, 'comment', a.id]] as const) {
      expect(await setSaved(reader, postId, type, id, true)).toMatchObject({ ok: true })
    }
    await db().updateTable('posts').set({ moderation: 'hidden' }).where('id', '=', a.id).execute()
    expect(await deletePost(author, b.id)).toEqual({ ok: true })
    expect(await deleteComment(author, gone)).toMatchObject({ ok: true })
    await db().updateTable('comments').set({ moderation: 'removed' }).where('id', '=', hiddenLater).execute()

    const { items } = await listSaved(reader.id, null)
    expect(items).toHaveLength(5)
    for (const item of items) expect(item).toEqual({ type: item.type, id: item.id, savedAt: item.savedAt, removed: true })
    const json = JSON.stringify(items)
    for (const text of [a.content, a.title, b.content, 'মুছে যাওয়া', 'লুকানো', 'Lekhok']) expect(json).not.toContain(text)
    // A removed item can still be taken off the list.
    expect(await removeSaved(reader, 'post', b.id)).toEqual({ ok: true })
    expect((await listSaved(reader.id, null)).items).toHaveLength(4)
  })

  it('pages by keyset, newest first, and starts again at the newest for a forged cursor', async () => {
    const { user: author } = await createUser()
    const { user: reader } = await createUser()
    const p = await post(author)
    const ids: number[] = []
    // Written straight into the table: more comments than a member may write in ten minutes.
    const written = await db().insertInto('comments').values(Array.from({ length: SAVED_PAGE + 5 }, (_, i) => ({ post_id: p.id, author_id: author.id, content: unique(`মন্তব্য ${i}`), created_at: undefined, updated_at: undefined })))
      .returning('id').execute()
    ids.push(...written.map((row) => row.id).sort((x, y) => x - y))
    // Saved a second apart, oldest first; two at the same moment are told apart by type and id.
    const at = Date.now() - 3_600_000
    await db().insertInto('saved_items').values(ids.map((id, i) => ({ user_id: reader.id, item_type: 'comment' as const, item_id: id, created_at: new Date(at + Math.floor(i / 2) * 1000) }))).execute()
    await db().insertInto('saved_items').values({ user_id: reader.id, item_type: 'post', item_id: p.id, created_at: new Date(at) }).execute()

    const first = await listSaved(reader.id, null)
    expect(first.items).toHaveLength(SAVED_PAGE)
    expect(first.next).not.toBeNull()
    const second = await listSaved(reader.id, parseCursor(first.next) as never)
    expect(second.next).toBeNull()
    const order = [...first.items, ...second.items].map((i) => `${i.type}:${i.id}`)
    expect(new Set(order).size).toBe(SAVED_PAGE + 6)
    expect(order[0]).toBe(`comment:${ids.at(-1)}`)
    expect(order.at(-1)).toBe(`comment:${ids[0]}`)
    // Saved at the same moment: by type (post after comment, descending), then by id, newest first.
    expect(order.slice(-3)).toEqual([`post:${p.id}`, `comment:${ids[1]}`, `comment:${ids[0]}`])

    for (const forged of ['x', '2026-01-01~post~1', '2026-11-28T19:46:23.123Z~user~1', '2026-11-28T19:46:23.123Z~post~99999999999', `${'9'.repeat(400)}`, '2026-13-45T99:99:99.999Z~post~1', "'; DROP TABLE saved_items; --"]) {
      expect(parseCursor(forged), forged).toBe('bad')
    }
    expect(parseCursor(formatCursor({ at: new Date(at), type: 'post', id: 7 }))).toEqual({ at: new Date(at), type: 'post', id: 7 })
    expect(parseCursor(null)).toBeNull()

    // The page: the reader's own list only, and a forged cursor shows the first page with a note.
    const { user: stranger, cookie: strangerCookie } = await createUser()
    const asStranger = await savedLoader({ request: testRequest('/seeking-hathazari/profile/saved', { method: 'GET', cookie: strangerCookie }), params: {}, context: {} } as never)
    expect(asStranger).toMatchObject({ items: [], next: null, badCursor: false })
    expect(stranger.id).not.toBe(reader.id)
    const { cookie } = await createUser()
    expect(await savedLoader({ request: testRequest('/seeking-hathazari/profile/saved?after=%00%ff', { method: 'GET', cookie }), params: {}, context: {} } as never)).toMatchObject({ badCursor: true, items: [] })
    // Signed out: to the login page, and back here after.
    const out = await savedLoader({ request: testRequest('/seeking-hathazari/profile/saved', { method: 'GET' }), params: {}, context: {} } as never).catch((r: Response) => r)
    expect((out as Response).headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/seeking-hathazari/profile/saved')}`)
  })

  it('is rate limited, and a list is full at SAVED_MAX', async () => {
    const { user: author } = await createUser()
    const { user: reader } = await createUser()
    const p = await post(author)
    await sql`INSERT INTO saved_items (user_id, item_type, item_id) SELECT ${reader.id}, 'comment', g FROM generate_series(1000001, ${1000000 + SAVED_MAX}) AS g`.execute(db())
    expect(await savedRows(reader)).toHaveLength(SAVED_MAX)
    expect(await setSaved(reader, p.id, 'post', p.id, true)).toEqual({ ok: false, status: 409, error: { message: 'forum.error.savedFull', vars: { max: SAVED_MAX } } })
    await sql`DELETE FROM saved_items WHERE user_id = ${reader.id}`.execute(db())

    let refused = null
    for (let i = 0; i < 130 && !refused; i++) {
      const result = await setSaved(reader, p.id, 'post', p.id, i % 2 === 0)
      if (!result.ok) refused = { i, result }
    }
    // The 121st in ten minutes (the refused save above was one).
    expect(refused).toMatchObject({ i: 119, result: { status: 429, error: { message: 'forum.toast.rateLimited' } } })
  })
})

describe('what was edited', () => {
  it('keeps nothing in the first minutes; after them keeps each replaced version and marks the comment edited', async () => {
    const { user: author } = await createUser({ name: 'Salma Helper' })
    const p = await post((await createUser()).user)
    const c = await comment(author, p.id, unique('প্রথম লেখা: নম্বর ০১৭১১'))
    const first = (await db().selectFrom('comments').select(['content', 'created_at']).where('id', '=', c).executeTakeFirstOrThrow())
    expect(await editComment(author, c, first.content.replace('প্রথম', 'ঠিক করা'))).toEqual({ ok: true })
    expect(await revisionsOf('comment', c)).toEqual([])
    expect((await db().selectFrom('comments').select('edited_at').where('id', '=', c).executeTakeFirstOrThrow()).edited_at).toBeNull()

    await age('comments', c)
    const aged = await db().selectFrom('comments').select(['content', 'created_at']).where('id', '=', c).executeTakeFirstOrThrow()
    expect(await editComment(author, c, 'দ্বিতীয় লেখা: নম্বর ০১৮১৯')).toEqual({ ok: true })
    const [kept] = await revisionsOf('comment', c)
    expect(kept).toMatchObject({ item_type: 'comment', item_id: c, post_id: p.id, title: null, content: aged.content, editor_id: author.id, by_moderator: false })
    expect(new Date(kept!.written_at).getTime()).toBe(new Date(aged.created_at).getTime())
    const edited = (await db().selectFrom('comments').select('edited_at').where('id', '=', c).executeTakeFirstOrThrow()).edited_at!
    expect(edited).not.toBeNull()
    // The page shows it edited, with no query more: from the kept rows.
    expect((await readPostPage(p.id, null))!.comments.find((x) => x.id === c)?.editedAt).toBe(new Date(edited).toISOString())

    // The same text again keeps nothing; a later edit's version says it was written at the last edit.
    expect(await editComment(author, c, 'দ্বিতীয় লেখা: নম্বর ০১৮১৯')).toEqual({ ok: true })
    expect(await revisionsOf('comment', c)).toHaveLength(1)
    expect(await editComment(author, c, 'তৃতীয় লেখা: নম্বর ০১৮১৯ (রাতেও খোলা)')).toEqual({ ok: true })
    const revisions = await revisionsOf('comment', c)
    expect(revisions).toHaveLength(2)
    expect(revisions[1]).toMatchObject({ content: 'দ্বিতীয় লেখা: নম্বর ০১৮১৯' })
    expect(new Date(revisions[1]!.written_at).getTime()).toBe(new Date(edited).getTime())

    const history = (await readHistory(author, p.id, c))!
    expect(history.versions.map((v) => [v.label, v.edited, v.by])).toEqual([
      ['current', true, { kind: 'you' }], ['earlier', true, { kind: 'you' }], ['original', false, { kind: 'you' }],
    ])
    expect(history.versions[0]!.content).toEqual([
      { kind: 'removed', text: 'দ্বিতীয় ' }, { kind: 'added', text: 'তৃতীয় ' }, { kind: 'same', text: 'লেখা: নম্বর ০১৮১৯ ' }, { kind: 'added', text: '(রাতেও খোলা)' },
    ])
    expect(history.versions[2]!.content).toEqual([{ kind: 'same', text: aged.content }])
  })

  it('a post’s title, text, tags and a picture taken off are kept; an edit within the grace is not', async () => {
    const { user: author } = await createUser({ name: 'Chhobi Author' })
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } }).jpeg().toBuffer()
    const created = await createPost(author, { title: unique('হালদার ছবি'), content: unique('নদীর পাড়ে'), category: 'general', tags: 'নদী, হালদা', anonymous: false }, { image: { bytes: new Uint8Array(photo), tooLarge: false } }, 50)
    if (!created.ok) throw new Error(created.error.message)
    const p = created.post
    const input = { title: p.title, content: p.content, category: 'general', tags: 'নদী, হালদা', anonymous: false }
    expect(await editPost(author, p.id, { ...input, content: `${p.content} (সকালে)` }, { image: false, video: false })).toMatchObject({ ok: true })
    expect(await revisionsOf('post', p.id)).toEqual([])

    await age('posts', p.id)
    const result = await editPost(author, p.id, { ...input, title: `${p.title} (নতুন)`, tags: 'নদী, মাছ' }, { image: true, video: false })
    expect(result).toMatchObject({ ok: true, post: { imageUrl: null } })
    const [kept] = await revisionsOf('post', p.id)
    expect(kept).toMatchObject({ title: p.title, content: `${p.content} (সকালে)`, tags: ['নদী', 'হালদা'], image_url: p.imageUrl, video_url: null, by_moderator: false })
    expect(result.ok && result.post.editedAt).toBeTruthy()
    // A change of category alone is not a change the history keeps.
    expect(await editPost(author, p.id, { ...input, title: `${p.title} (নতুন)`, tags: 'নদী, মাছ', category: 'suggestion' }, { image: false, video: false })).toMatchObject({ ok: true })
    expect(await revisionsOf('post', p.id)).toHaveLength(1)

    const [current, original] = (await readHistory(author, p.id, null))!.versions
    expect(current!.title).toEqual([{ kind: 'same', text: `${p.title} ` }, { kind: 'added', text: '(নতুন)' }])
    expect(current!.tags).toEqual([{ tag: 'নদী', kind: 'same' }, { tag: 'মাছ', kind: 'added' }, { tag: 'হালদা', kind: 'removed' }])
    expect(current!.media).toEqual(['imageRemoved'])
    expect(original).toMatchObject({ label: 'original', media: [], tags: [{ tag: 'নদী', kind: 'same' }, { tag: 'হালদা', kind: 'same' }] })
  })

  it('a moderator’s or trusted member’s change of tags is kept at once and marked; the author’s own waits out the grace', async () => {
    const { user: author } = await createUser({ name: 'Tag Author', trust: 'trusted' })
    const mod = await moderator()
    const { user: trusted } = await createUser({ trust: 'trusted' })
    const p = await post(author, { tags: 'হাসপাতাল' })
    expect(await editTags(author, p.id, 'হাসপাতাল, জরুরি')).toMatchObject({ ok: true })
    expect(await revisionsOf('post', p.id)).toEqual([])
    expect(await editTags(mod, p.id, 'হাসপাতাল, জরুরি, নম্বর')).toMatchObject({ ok: true })
    expect(await editTags(trusted, p.id, 'হাসপাতাল, নম্বর')).toMatchObject({ ok: true })
    const kept = await revisionsOf('post', p.id)
    expect(kept.map((r) => [r.tags, r.editor_id, r.by_moderator])).toEqual([[['হাসপাতাল', 'জরুরি'], mod.id, true], [['হাসপাতাল', 'জরুরি', 'নম্বর'], trusted.id, true]])
    expect((await db().selectFrom('posts').select('edited_at').where('id', '=', p.id).executeTakeFirstOrThrow()).edited_at).not.toBeNull()

    const seen = (await readHistory(author, p.id, null))!.versions
    expect(seen.map((v) => [v.label, v.by, v.byModerator])).toEqual([
      ['current', { kind: 'trusted' }, true], ['earlier', { kind: 'moderator' }, true], ['original', { kind: 'you' }, false],
    ])
    // The moderator sees their own edit as theirs.
    expect((await readHistory(mod, p.id, null))!.versions[1]!.by).toEqual({ kind: 'you' })
    expect(JSON.stringify(seen)).not.toContain('মডারেটর মিতা')
  })

  it('only the author and moderators open a history; everyone else, forged ids and a comment of another post get “not found”, and an anonymous author stays anonymous', async () => {
    const { user: author } = await createUser({ name: 'Gopon Asker' })
    const { user: other } = await createUser({ name: 'Onno Member' })
    const { user: commenter } = await createUser({ name: 'Montobbo Kari' })
    const mod = await moderator()
    const { user: modWithoutTwoStep } = await createUser({ role: 'moderator', twoFactor: false })
    const p = await post(author, { anonymous: true })
    const mine = await comment(author, p.id)
    const theirs = await comment(commenter, p.id)
    const elsewhere = await comment(commenter, (await post(other)).id)
    await age('posts', p.id)
    await age('comments', mine)
    expect(await editPost(author, p.id, { title: `${p.title} (হালনাগাদ)`, content: p.content, category: 'question', tags: '', anonymous: true }, { image: false, video: false })).toMatchObject({ ok: true })
    expect(await editComment(author, mine, 'বেনামি লেখকের নতুন কথা')).toEqual({ ok: true })

    expect(await readHistory(author, p.id, null)).not.toBeNull()
    expect(await readHistory(author, p.id, mine)).not.toBeNull()
    expect(await readHistory(commenter, p.id, theirs)).not.toBeNull()
    for (const [viewer, commentId] of [[other, null], [other, mine], [commenter, null], [commenter, mine], [author, theirs], [modWithoutTwoStep, null]] as const) {
      expect(await readHistory(viewer, p.id, commentId)).toBeNull()
    }
    expect(await readHistory(mod, p.id, elsewhere)).toBeNull()
    expect(await readHistory(mod, 99_999_999, null)).toBeNull()
    expect(await readHistory(mod, p.id, 99_999_999)).toBeNull()

    // The moderator sees the versions, never who the anonymous author is.
    const seen = (await readHistory(mod, p.id, null))!
    expect(seen.versions.map((v) => v.by)).toEqual([{ kind: 'anonymous' }, { kind: 'anonymous' }])
    const ofComment = (await readHistory(mod, p.id, mine))!
    expect(ofComment.versions.map((v) => v.by)).toEqual([{ kind: 'anonymous' }, { kind: 'anonymous' }])
    for (const json of [JSON.stringify(seen), JSON.stringify(ofComment)]) {
      expect(json).not.toContain('Gopon')
      expect(json).not.toContain(author.id)
    }

    // Through the page: the same "not found" for what is forbidden and what does not exist.
    const { cookie: otherCookie } = await createUser()
    const answer = async (path: string, cookie?: string) => historyLoader({ request: testRequest(path, { method: 'GET', cookie }), params: { postId: path.split('/')[2]!.split('?')[0]! }, context: {} } as never).catch((r: Response) => r)
    const forbidden = (await answer(`/seeking-hathazari/${p.id}/history`, otherCookie)) as Response
    const missing = (await answer('/seeking-hathazari/99999999/history', otherCookie)) as Response
    const badComment = (await answer(`/seeking-hathazari/${p.id}/history?comment=abc`, otherCookie)) as Response
    for (const response of [forbidden, missing, badComment]) {
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/seeking-hathazari')
    }
    expect(((await answer(`/seeking-hathazari/${p.id}/history`)) as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
  })

  it('tells the asker when the chosen answer’s text changes, never for the same text, another comment, or their own edit', async () => {
    const { user: asker } = await createUser({ name: 'Prosno Asker' })
    const { user: helper } = await createUser({ name: 'Uttor Helper' })
    const p = await post(asker)
    const answer = await comment(helper, p.id, unique('হাসপাতালের নম্বর ০৩১-০০০০০০'))
    const other = await comment(helper, p.id)
    expect(await chooseAnswer(asker, p.id, answer)).toMatchObject({ ok: true })
    const told = async () => (await listNotifications(asker.id, 'en', null)).items.filter((n) => n.kind === 'answer-edited')

    const text = (await db().selectFrom('comments').select('content').where('id', '=', answer).executeTakeFirstOrThrow()).content
    expect(await editComment(helper, answer, text)).toEqual({ ok: true })
    expect(await editComment(helper, other, 'অন্য মন্তব্যের নতুন লেখা')).toEqual({ ok: true })
    expect(await told()).toEqual([])

    // Within the grace too: the asker chose the text as it was.
    expect(await editComment(helper, answer, 'হাসপাতালের নতুন নম্বর ০৩১-১১১১১১')).toEqual({ ok: true })
    const [notice] = await told()
    expect(notice).toMatchObject({ actor: { name: 'Uttor Helper' }, title: p.title, target: `/seeking-hathazari/${p.id}#comment-${answer}` })
    expect(describeNotification(notice!, translator('en'), 'en')).toBe(`Uttor Helper edited the chosen answer to your question “${p.title}”`)
    expect(describeNotification(notice!, translator('bn'), 'bn')).toContain('সম্পাদনা করেছেন')
    expect(await told()).toHaveLength(1)

    // The asker's own answer to their own question: nobody to tell.
    const own = await comment(asker, p.id, unique('নিজের উত্তর'))
    expect(await chooseAnswer(asker, p.id, own)).toMatchObject({ ok: true })
    expect(await editComment(asker, own, 'নিজের উত্তর, বদলানো')).toEqual({ ok: true })
    expect((await db().selectFrom('notifications').select('kind').where('kind', '=', 'answer-edited').where('user_id', '=', asker.id).execute())).toHaveLength(1)
  })
})
