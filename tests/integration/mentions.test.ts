// Mentions (issue 44 §1): who "@name" finds (spaces, Bengali, case, invisible characters, two
// members of one name, the composer's picks, an anonymous author), who is told and who never is,
// edits, the caps, the composer's suggestions and a member's public page. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest'
import { addComment, editComment } from '#app/features/forum/comments.server'
import { NEW_MEMBER_MAX_MENTIONS } from '#app/features/forum/limits.server'
import { readPostPage } from '#app/features/forum/queries.server'
import { approveItem } from '#app/features/forum/review-decisions.server'
import { createPost, editPost } from '#app/features/forum/write-post.server'
import { describeNotification } from '#app/features/notifications/describe'
import { listNotifications } from '#app/features/notifications/queries.server'
import { translator } from '#app/i18n/catalogs.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { Mention, NotificationKind } from '#app/lib/db/schema'
import { parseEnv, setEnv } from '#app/lib/env.server'
import { MAX_MENTIONS, parseMentionIds } from '#app/lib/mentions/resolve.server'
import { mentionKey } from '#app/lib/mentions/text'
import { sql } from 'kysely'
import { suggestMembers } from '#app/lib/mentions/suggest.server'
import { loader as membersApi } from '#app/routes/api.forum.members'
import { loader as memberPage } from '#app/routes/forum-member'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

const { dataDir } = withTestApp()
const withReview = (mode: 'first' | 'off') => setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', NEW_MEMBER_REVIEW: mode }))

let serial = 0
const letters = 'কখগঘঙচছজঝটঠডঢতথদধনপফবভমযরলশসহ'
/** A word no other test uses, so that a name is unique in the database (or shared on purpose). */
const word = () => {
  let n = serial++ + Date.now() % 1000 * 100
  let out = ''
  do {
    out += letters[n % letters.length]
    n = Math.floor(n / letters.length)
  } while (n > 0)
  return out
}
const member = async (name: string, options: { trust?: 'new' } = {}) => (await createUser({ name, ...options })).user

async function post(user: SessionUser, content: string, over: Partial<{ anonymous: boolean; category: string; mentionIds: string[] }> = {}) {
  const result = await createPost(user, { title: `প্রশ্ন ${word()}`, content, category: 'question', tags: '', anonymous: false, rulesRead: true, ...over }, {}, 50)
  if (!result.ok) throw new Error(`createPost: ${result.error.message}`)
  return result.post
}
async function comment(user: SessionUser, postId: number, content: string, mentionIds?: string[]) {
  const result = await addComment(user, postId, content, { mentionIds })
  if (!result.ok) throw new Error(`addComment: ${result.error.message}`)
  return result.id
}
const commentMentions = async (id: number) => (await db().selectFrom('comments').select('mentions').where('id', '=', id).executeTakeFirstOrThrow()).mentions as Mention[]
const postMentions = async (id: number) => (await db().selectFrom('posts').select('mentions').where('id', '=', id).executeTakeFirstOrThrow()).mentions as Mention[]
const told = (userId: string, kind: NotificationKind = 'mention') => db().selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', '=', kind).execute()
const ids = (mentions: Mention[]) => mentions.map((m) => m.id)

describe('who "@name" finds', () => {
  it('compares names alike in the database and in the code, whatever the database’s locale', async () => {
    const names = ['  Abdur\u00a0\u2003 Ra\u200bhim\u200d ', 'রহিম\u200c উদ্দিন', 'ÉMILE Zola', '\tKa\u00adrim\u2060\u{e0041}\u3000X', 'a\u180eb\ufeffc\ufe0f', 'র‍্যাব']
    for (const name of names) {
      const { rows } = await sql<{ key: string }>`SELECT mention_key(${name}) AS key`.execute(db())
      expect(rows[0]!.key, JSON.stringify(name)).toBe(mentionKey(name))
    }
  })

  it('a name with spaces, in Bengali or Latin letters of any case, with invisible characters, before punctuation; not inside an address', async () => {
    const rahim = await member(`রহিম উদ্দিন ${word()}`)
    const karim = await member(`Karim Ahmed ${word()}`)
    const writer = await member(`লেখক ${word()}`)
    const karimWritten = `ka\u200brim  ahmed ${karim.name.split(' ')[2]}`
    const p = await post(writer, `@${rahim.name} ভাই, আপনি জানেন? @${karimWritten}! ইমেইল: someone@${karim.name}, https://example.com/@${rahim.name}`)
    expect(await postMentions(p.id)).toEqual([{ id: rahim.id, name: rahim.name }, { id: karim.id, name: karimWritten }])
    expect(await told(rahim.id)).toHaveLength(1)
    expect(await told(karim.id)).toHaveLength(1)
    // The name must end there: "@রহিম উদ্দিনকে" is not রহিম উদ্দিন.
    const q = await post(writer, `@${rahim.name}কে জিজ্ঞেস করুন`)
    expect(await postMentions(q.id)).toEqual([])
  })

  it('two members of one name: nobody, unless one takes part in the thread or the composer picked one', async () => {
    const name = `জামাল ${word()}`
    const first = await member(name)
    const second = await member(name)
    const asker = await member(`প্রশ্নকর্তা ${word()}`)
    const p = await post(asker, `@${name} আপনারা কেউ জানেন?`)
    expect(await postMentions(p.id)).toEqual([])
    expect(await told(first.id)).toEqual([])
    expect(await told(second.id)).toEqual([])
    // The second takes part: "@name" is them.
    await comment(second, p.id, 'আমি জানি, বিকেলে বলব।')
    const reply = await comment(asker, p.id, `@${name} ধন্যবাদ, অপেক্ষায় থাকলাম।`)
    expect(ids(await commentMentions(reply))).toEqual([second.id])
    // The composer's pick decides, when that member's name is written.
    const picked = await comment(asker, p.id, `@${name} আপনিও কি জানেন?`, [first.id])
    expect(ids(await commentMentions(picked))).toEqual([first.id])
    expect(await told(first.id)).toHaveLength(1)
    // A pick whose name is not in the text, garbage, a banned member: no mention, nothing else changes.
    const banned = await member(`নিষিদ্ধ ${word()}`)
    await db().updateTable('profiles').set({ banned: true }).where('id', '=', banned.id).execute()
    expect(parseMentionIds(`x,<b>,${'a'.repeat(65)},${first.id},'--'`)).toEqual(['x', first.id])
    const forged = await comment(asker, p.id, `@${banned.name} আর কেউ?`, parseMentionIds(`${first.id},${banned.id},<b>x</b>,9999`))
    expect(await commentMentions(forged)).toEqual([])
    expect(await told(first.id)).toHaveLength(1)
    expect(await told(banned.id)).toEqual([])
  })

  it('an anonymous post’s author is never a participant: not found by taking part, not first in suggestions, named only as "the asker"', async () => {
    const name = `জাহিদ ${word()}`
    const author = await member(name)
    const namesake = await member(name)
    const neighbour = await member(`প্রতিবেশী ${word()}`)
    const helper = await member(`সাহায্যকারী ${word()}`)
    const p = await post(author, `@${neighbour.name} আপনি কি জানেন ডাক্তার কখন বসেন?`, { anonymous: true })
    expect(ids(await postMentions(p.id))).toEqual([neighbour.id])
    await comment(author, p.id, `@${neighbour.name} সকালে না বিকেলে?`)
    await comment(helper, p.id, 'সকাল দশটায় বসেন।')
    // Two members of that name, and the anonymous author takes part only anonymously: nobody.
    const asked = await comment(helper, p.id, `@${name} আপনি কি এসেছিলেন?`)
    expect(await commentMentions(asked)).toEqual([])
    expect(await told(author.id)).toEqual([])
    expect(await told(namesake.id)).toEqual([])
    // Suggestions on this thread rank them exactly as on no thread: taking part anonymously counts for nothing.
    const onThread = await suggestMembers(helper.id, name, p.id)
    expect(onThread.map((m) => m.id).sort()).toEqual([author.id, namesake.id].sort())
    expect(onThread).toEqual(await suggestMembers(helper.id, name, null))
    expect((await suggestMembers(helper.id, '', p.id)).map((m) => m.id)).not.toContain(author.id)
    // The neighbour is told twice (the post, the comment), each time by "the asker".
    const views = (await listNotifications(neighbour.id, 'en', null)).items
    expect(views).toHaveLength(2)
    for (const view of views) {
      expect(view.actor).toEqual({ label: 'asker' })
      expect(JSON.stringify(view)).not.toContain(author.id)
      expect(JSON.stringify(view)).not.toContain(name)
    }
    expect(describeNotification(views[1]!, translator('en'), 'en')).toBe(`The asker mentioned you in the post “${p.title}”`)
    expect(describeNotification(views[0]!, translator('bn'), 'bn')).toBe(`প্রশ্নকর্তা “${p.title}”-এ একটি মন্তব্যে আপনাকে উল্লেখ করেছেন`)
    expect(views[0]!.target).toMatch(new RegExp(`^/seeking-hathazari/${p.id}#comment-\\d+$`))
  })
})

describe('who is never told', () => {
  it('a banned or suspended member, the writer, anyone while the post or comment waits or is hidden; approval tells them', async () => {
    const banned = await member(`বাতিল ${word()}`)
    await db().updateTable('profiles').set({ banned: true }).where('id', '=', banned.id).execute()
    const suspended = await member(`স্থগিত ${word()}`)
    await db().updateTable('profiles').set({ suspended_until: new Date(Date.now() + 86_400_000) }).where('id', '=', suspended.id).execute()
    const writer = await member(`লেখিকা ${word()}`)
    const asker = await member(`জিজ্ঞাসু ${word()}`)
    const p = await post(asker, 'হাসপাতালের জরুরি নম্বর কত?')
    const c = await comment(writer, p.id, `@${banned.name} @${suspended.name} @${writer.name} দেখুন।`)
    // A banned member is no mention at all; a suspended one is linked but not told; the writer not told.
    expect(ids(await commentMentions(c))).toEqual([suspended.id, writer.id])
    expect(await told(banned.id)).toEqual([])
    expect(await told(suspended.id)).toEqual([])
    expect(await told(writer.id)).toEqual([])

    // A newcomer's first comment and post wait for a moderator: nobody is told until approved.
    withReview('first')
    const neighbour = await member(`পড়শি ${word()}`)
    const newcomer = { ...(await member(`নবাগত ${word()}`, { trust: 'new' })), rulesAccepted: true }
    const waiting = await addComment(newcomer, p.id, `@${neighbour.name} আপনি জানেন?`)
    expect(waiting).toMatchObject({ ok: true, held: true })
    const waitingPost = await createPost(newcomer, { title: `নবাগতের প্রশ্ন ${word()}`, content: `@${neighbour.name} বাজার কখন বসে?`, category: 'question', tags: '', anonymous: false, rulesRead: true }, {}, 50)
    expect(waitingPost.ok && waitingPost.post.moderation).toBe('pending')
    expect(await told(neighbour.id)).toEqual([])
    const moderator = (await createUser({ role: 'moderator' })).user
    expect(await approveItem(moderator, 'comment', waiting.ok ? waiting.id : 0)).toEqual({ ok: true })
    expect((await told(neighbour.id)).map((n) => n.comment_id)).toEqual([waiting.ok ? waiting.id : 0])
    expect(await approveItem(moderator, 'post', waitingPost.ok ? waitingPost.post.id : 0)).toEqual({ ok: true })
    expect(await told(neighbour.id)).toHaveLength(2)
    withReview('off')

    // A hidden post: an edit that adds a mention tells nobody.
    const later = await member(`পরবর্তী ${word()}`)
    await db().updateTable('posts').set({ moderation: 'hidden' }).where('id', '=', p.id).execute()
    expect(await editComment(writer, c, `@${suspended.name} @${later.name} দেখুন আবার।`)).toEqual({ ok: true })
    expect(ids(await commentMentions(c))).toEqual([suspended.id, later.id])
    expect(await told(later.id)).toEqual([])
  })

  it('an edit tells only the members it adds, and never the same member twice for one text', async () => {
    const asker = await member(`আসকার ${word()}`)
    const writer = await member(`রাইটার ${word()}`)
    const [b, c] = [await member(`বকুল ${word()}`), await member(`চম্পা ${word()}`)]
    const p = await post(asker, 'ট্রেন কখন ছাড়ে?')
    const id = await comment(writer, p.id, `@${b.name} আপনি জানেন?`)
    expect(await told(b.id)).toHaveLength(1)
    await editComment(writer, id, `@${b.name} @${c.name} আপনারা জানেন?`)
    expect(await told(b.id)).toHaveLength(1)
    expect(await told(c.id)).toHaveLength(1)
    await editComment(writer, id, `@${b.name} জানেন?`)
    await editComment(writer, id, `@${b.name} আর @${c.name} জানেন?`)
    expect(await told(c.id)).toHaveLength(1)
    // A post's edit the same way.
    const d = await member(`দোলন ${word()}`)
    const edited = await editPost(asker, p.id, { title: p.title, content: `ট্রেন কখন ছাড়ে? @${d.name} আপনি তো রোজ যান।`, category: 'question', tags: '', anonymous: false }, { image: false, video: false })
    expect(edited.ok && edited.post.mentions).toEqual([{ id: d.id, name: d.name }])
    expect((await told(d.id)).map((n) => [n.post_id, n.comment_id])).toEqual([[p.id, null]])
    const page = await readPostPage(p.id, null)
    expect(page?.comments.find((x) => x.id === id)?.mentions).toEqual([{ id: b.id, name: b.name }, { id: c.id, name: c.name }])
  })

  it('the post’s author or a follower mentioned in a comment is told once, of the mention', async () => {
    const asker = await member(`আরিফ ${word()}`)
    const follower = await member(`ফারহানা ${word()}`)
    const writer = await member(`উত্তরদাতা ${word()}`)
    const p = await post(asker, 'বাস কোথা থেকে ছাড়ে?')
    await comment(follower, p.id, 'আমিও জানতে চাই।')
    const commentsTold = async () => (await told(asker.id, 'comment')).map((n) => n.count)
    expect(await commentsTold()).toEqual([1])
    await comment(writer, p.id, `@${asker.name} @${follower.name} বাসস্ট্যান্ড থেকে।`)
    expect(await told(asker.id)).toHaveLength(1)
    expect(await commentsTold()).toEqual([1])
    expect(await told(follower.id)).toHaveLength(1)
    expect(await told(follower.id, 'followed-comment')).toEqual([])
    // A comment without a mention still tells them as before.
    await comment(writer, p.id, 'প্রতি আধা ঘণ্টায়।')
    expect(await commentsTold()).toEqual([2])
    expect(await told(follower.id, 'followed-comment')).toHaveLength(1)
  })
})

describe('how many', () => {
  it('at most 10 members a text, and a new member at most 2 (a clear refusal, nothing written)', async () => {
    const writer = await member(`দশজনের লেখক ${word()}`)
    const many = []
    for (let i = 0; i < 12; i++) many.push(await member(`সদস্য ${word()}`))
    const p = await post(writer, `সবাইকে ডাকছি: ${many.map((m) => `@${m.name}`).join(' ')}`)
    expect(ids(await postMentions(p.id))).toEqual(many.slice(0, MAX_MENTIONS).map((m) => m.id))
    for (const [i, m] of many.entries()) expect(await told(m.id)).toHaveLength(i < MAX_MENTIONS ? 1 : 0)

    withReview('off')
    const newcomer = { ...(await member(`নতুন ${word()}`, { trust: 'new' })), rulesAccepted: true }
    const refused = await addComment(newcomer, p.id, `@${many[0]!.name} @${many[1]!.name} @${many[2]!.name} কেউ?`)
    expect(refused).toEqual({ ok: false, status: 400, error: { message: 'trust.limit.mentions', field: 'content', vars: { max: NEW_MEMBER_MAX_MENTIONS } } })
    expect(translator('bn')('trust.limit.mentions', { max: 2 })).toContain('সর্বোচ্চ ২ জনকে')
    expect(await db().selectFrom('comments').select('id').where('author_id', '=', newcomer.id).execute()).toEqual([])
    // Two others (and themselves) are fine.
    const fine = await comment(newcomer, p.id, `@${many[0]!.name} @${many[1]!.name} @${newcomer.name} কেউ?`)
    expect(await commentMentions(fine)).toHaveLength(3)
    withReview('first')
  })

  it('bad input: nobody, thousands of "@", markup, invisible characters only: no mention, no error', async () => {
    const writer = await member(`পরীক্ষক ${word()}`)
    const tag = await member(`<b>${word()}</b>`)
    const p = await post(writer, `${'@ @@ @x '.repeat(1200)}@\u200b\u200b @<i>কেউ</i>`)
    expect(await postMentions(p.id)).toEqual([])
    // A member whose name looks like markup is mentioned as text (the page never renders HTML).
    const q = await post(writer, `@${tag.name} আপনার নামটা অদ্ভুত`)
    expect(await postMentions(q.id)).toEqual([{ id: tag.id, name: tag.name }])
  })
})

describe('the composer’s suggestions', () => {
  const get = (query: string, cookie?: string) => membersApi({ request: testRequest(`/api/forum/members?${query}`, { method: 'GET', cookie }), params: {}, context: {} } as never) as Promise<Response>

  it('participants first, then others by name; ids, names, initials and pictures only; signed in, a short query, rate-limited', async () => {
    const stem = `নাফিস${word()}`
    const { user: asker, cookie } = await createUser({ name: `${stem} প্রশ্নকর্তা` })
    const participant = await member(`সাবিনা ${stem}`)
    const other = await member(`${stem} আলী`)
    const banned = await member(`${stem} বাতিল`)
    await db().updateTable('profiles').set({ banned: true }).where('id', '=', banned.id).execute()
    const p = await post(asker, 'পাসপোর্ট অফিস কোথায়?')
    await comment(participant, p.id, 'চট্টগ্রামে।')

    const answer = await get(`q=${encodeURIComponent(stem)}&post=${p.id}`, cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const { members } = (await answer.json()) as { members: Array<Record<string, unknown>> }
    // The participant (a later word of their name) first, then the other; never the asker nor the banned.
    expect(members.map((m) => m.id)).toEqual([participant.id, other.id])
    expect(Object.keys(members[0]!).sort()).toEqual(['avatarUrl', 'id', 'initials', 'name'])
    // "@" alone lists the thread's participants.
    expect(((await (await get(`q=&post=${p.id}`, cookie)).json()) as { members: unknown[] }).members).toHaveLength(1)

    expect((await get(`q=${stem}`)).status).toBe(401)
    expect((await get(`q=${'ক'.repeat(41)}`, cookie)).status).toBe(400)
    expect((await get(`q=x&post=abc`, cookie)).status).toBe(200)
    let status = 200
    for (let i = 0; i < 125 && status === 200; i++) status = (await get(`q=${stem}`, cookie)).status
    expect(status).toBe(429)
  })
})

describe('a member’s public page', () => {
  const open = (id: string, query = '') => memberPage({ request: testRequest(`/seeking-hathazari/members/${id}${query}`, { method: 'GET' }), params: { userId: id }, context: {} } as never)
  type Page = { member: Record<string, unknown> | null; posts: Array<{ id: number }>; older: string | null }
  const body = (answer: unknown) => ((answer as { data?: Page }).data ?? answer) as Page
  const status = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status ?? 200

  it('shows what is public (name, picture, bio, since when, role, public posts by pages), an unknown or banned member is not found', async () => {
    const author = await member(`পাতার মালিক ${word()}`)
    await db().updateTable('profiles').set({ bio: 'হাটহাজারীর শিক্ষক।' }).where('id', '=', author.id).execute()
    const shown = []
    for (let i = 0; i < 12; i++) shown.push(await db().insertInto('posts').values({ author_id: author.id, anonymous: false, category: 'general', title: `পোস্ট ${i}`, content: `লেখা ${i}`, tags: [], created_at: new Date(Date.now() - (20 - i) * 60_000) }).returning('id').executeTakeFirstOrThrow())
    const anonymous = await post(author, 'বেনামে জিজ্ঞেস করছি।', { anonymous: true })
    await db().updateTable('posts').set({ moderation: 'hidden' }).where('id', '=', shown[11]!.id).execute()

    const first = body(await open(author.id))
    expect(first.member).toMatchObject({ id: author.id, name: author.name, bio: 'হাটহাজারীর শিক্ষক।', role: 'member' })
    expect(Object.keys(first.member!).sort()).toEqual(['avatarUrl', 'bio', 'id', 'initials', 'memberSince', 'name', 'role'])
    const listed = first.posts.map((p) => p.id)
    expect(listed).not.toContain(anonymous.id)
    expect(listed).not.toContain(shown[11]!.id)
    expect(listed).toHaveLength(10)
    const second = body(await open(author.id, `?after=${first.older}`))
    expect(second.posts.map((p) => p.id)).toEqual([shown[0]!.id])
    expect(second.older).toBeNull()

    for (const id of ['nobody-here', 'x'.repeat(65), '../etc', "'; --"]) {
      const answer = await open(id)
      expect(status(answer)).toBe(404)
      expect(body(answer).member).toBeNull()
    }
    await db().updateTable('profiles').set({ banned: true }).where('id', '=', author.id).execute()
    expect(status(await open(author.id))).toBe(404)
  })
})
