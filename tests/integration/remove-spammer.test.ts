// "Remove spammer", its undo, blocked identities and the sign-up address rule (issue 43 §4):
// spans moderation, the forum's lists and the three ways to sign up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '#app/features/auth/sign-up.server'
import { addressKey, signUpAddressHash } from '#app/features/auth/sign-up-guard.server'
import { sendCode, setSmsSenderForTests, signUpWithCode } from '#app/features/auth/sms/sms-codes.server'
import { forumFeed } from '#app/features/forum/feed.server'
import { getPostRow, listComments, listPosts } from '#app/features/forum/queries.server'
import { moderateItem, moderateUser } from '#app/features/moderation/actions.server'
import { listRecentRemovals, removeSpammer, undoSpammerRemoval } from '#app/features/moderation/remove-spammer.server'
import { writeBlock } from '#app/lib/auth/can-write.server'
import { getSession, getUser, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { cookieFrom, testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

// Codes by SMS go to this list instead of a gateway.
const texts: Array<{ to: string; text: string }> = []
beforeAll(() => setSmsSenderForTests({ send: async (to, text) => { texts.push({ to, text }) } }))
afterAll(() => setSmsSenderForTests(null))

let serial = 0
const uniq = () => `${Date.now().toString(36)}${serial++}`

/** Signs up by e-mail through the app's own sign-up, from `ip`; the account and its cookie. */
async function signUpByEmail(ip: string, email = `spam-${uniq()}@example.com`) {
  const result = await signUp(testRequest('/register', { ip }), { name: 'Quick Money', email, password: 'secret12', confirmPassword: 'secret12' })
  if (!result.ok) throw new Error(`sign-up refused: ${result.error.message}`)
  const cookie = cookieFrom(result.headers)
  const user = await getUser(testRequest('/', { method: 'GET', cookie }))
  return { user: user!, cookie, email }
}

/** Signs up with a code sent to `phone` (01XXXXXXXXX), from `ip`. */
async function signUpByPhone(ip: string, phone: string) {
  const sent = await sendCode(testRequest('/register/phone', { ip }), { purpose: 'sign-up', phone, lang: 'bn', name: 'Loan Offer' })
  if (!sent.ok) throw new Error(`not sent: ${sent.error.message}`)
  const code = /\d{6}/.exec(texts.at(-1)!.text)![0]
  return signUpWithCode(testRequest('/register/phone', { ip }), sent.codeId, code)
}

const newPhone = () => `0181${String(1_000_000 + serial++).slice(1)}`.padEnd(11, '0').slice(0, 11)

async function post(author: SessionUser, title: string, over: { moderation?: 'active' | 'pending' | 'hidden' | 'removed'; reason?: string; category?: 'question' | 'general' } = {}) {
  const now = new Date()
  const row = await db().insertInto('posts').values({
    author_id: author.id, anonymous: false, category: over.category ?? 'general', title, content: `${title} — বিস্তারিত জানতে যোগাযোগ করুন`, tags: [],
    image_url: null, image_width: null, image_height: null, video_url: null, resolution_note: null,
    moderation: over.moderation ?? 'active', moderation_reason: over.reason ?? null, held_for: over.moderation === 'pending' ? 'first-post' : null,
    created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

async function comment(author: SessionUser, postId: number, content: string, moderation: 'active' | 'removed' = 'active') {
  const now = new Date()
  const row = await db().insertInto('comments').values({ post_id: postId, author_id: author.id, content, moderation, moderation_reason: moderation === 'removed' ? 'আগেই সরানো' : null, created_at: now, updated_at: now })
    .returning('id').executeTakeFirstOrThrow()
  return row.id
}

const state = async (table: 'posts' | 'comments', id: number) =>
  db().selectFrom(table).select(['moderation', 'moderation_reason']).where('id', '=', id).executeTakeFirstOrThrow()
const profile = (id: string) => db().selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const auditRows = (action: string, targetId: string) =>
  db().selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', targetId).execute()
const userCount = async () => Number((await db().selectFrom('user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
const listedIds = async (filters = {}) => (await listPosts(filters, null, null)).posts.map((p) => p.id)

describe('remove spammer', () => {
  it('hides every post and comment of the account, bans it, ends its sessions, blocks its e-mail and writes one audit entry', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    const { user: resident } = await createUser()
    const word = `বাজিজেতো${uniq()}`
    const spammer = await signUpByEmail('198.51.100.10', `Spam.Seller.${uniq()}@Example.com`)
    const advert = await post(spammer.user, `${word} প্রতিদিন আয় করুন`)
    const waiting = await post(spammer.user, `${word} ঋণ নিন সহজে`, { moderation: 'pending' })
    const question = await post(resident, 'হাটহাজারীতে ভালো দর্জি কোথায়?', { category: 'question' })
    const reply = await comment(spammer.user, question, `${word} এখানে ক্লিক করুন`)
    await db().updateTable('posts').set({ answer_comment_id: reply }).where('id', '=', question).execute()
    await db().insertInto('reports').values({ user_id: resident.id, item_type: 'post', item_id: advert, reason_kind: 'spam', reason: '' }).execute()
    expect(await listedIds()).toContain(advert)
    expect(await listedIds({ q: word })).toEqual([advert])
    const users = await userCount()

    const result = await removeSpammer(moderator, spammer.user.id, { blockEmail: true, blockPhone: true, reason: 'স্প্যাম বিজ্ঞাপন' })
    expect(result).toMatchObject({ ok: true, posts: 2, comments: 1 })

    // Gone from the list, the search, the feed and the question's comments; the question stays, without its "answer".
    expect(await listedIds()).not.toContain(advert)
    expect(await listedIds({ q: word })).toEqual([])
    const feed = await forumFeed({ lang: 'bn', category: null, origin: 'http://localhost:3000' })
    expect(feed).not.toContain(word)
    expect(await listedIds()).toContain(question)
    expect((await listComments(question, null, null)).map((c) => c.id)).not.toContain(reply)
    expect((await getPostRow(question, null))!.answer_comment_id).toBeNull()
    for (const [table, id] of [['posts', advert], ['posts', waiting], ['comments', reply]] as const) {
      expect(await state(table, id)).toEqual({ moderation: 'hidden', moderation_reason: 'স্প্যাম বিজ্ঞাপন' })
    }
    // The resident's report is settled; the account is banned and signed out everywhere.
    expect((await db().selectFrom('reports').select('status').where('item_id', '=', advert).executeTakeFirstOrThrow()).status).toBe('actioned')
    expect(await profile(spammer.user.id)).toMatchObject({ banned: true })
    expect((await getSession(testRequest('/', { method: 'GET', cookie: spammer.cookie }))).user).toBeNull()

    // The e-mail, in any case, cannot sign up again; nothing is written. (No phone: nothing to block.)
    expect(await db().selectFrom('blocked_identities').select(['kind', 'value']).where('removal_id', '=', (result as { removalId: number }).removalId).execute())
      .toEqual([{ kind: 'email', value: spammer.email.toLowerCase() }])
    const again = await signUp(testRequest('/register', { ip: '198.51.100.11' }), { name: 'Again', email: spammer.email.toUpperCase(), password: 'secret12', confirmPassword: 'secret12' })
    expect(again).toEqual({ ok: false, status: 403, error: { message: 'auth.error.blockedEmail' } })
    expect(await userCount()).toBe(users)

    const audit = await auditRows('remove-spammer', spammer.user.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_id: moderator.id, target_type: 'user', reason: 'স্প্যাম বিজ্ঞাপন' })
    expect(audit[0]!.details).toMatchObject({ posts: [advert, waiting], comments: [reply], reports: 1, emailBlocked: true, phoneBlocked: false })
    // Nothing else was audited for it (no per-item rows).
    expect(await db().selectFrom('audit_log').select('id').where('target_type', 'in', ['post', 'comment']).where('target_id', 'in', [String(advert), String(waiting), String(reply)]).execute()).toEqual([])
  })

  it('blocks a phone number: a sign-up with it is refused, and stays refused after the account is deleted', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    const phone = newPhone()
    const made = await signUpByPhone('198.51.100.20', phone)
    if (!made.ok) throw new Error(made.error.message)
    const spammerId = (await db().selectFrom('user_phones').select('user_id').where('phone', '=', `+88${phone}`).executeTakeFirstOrThrow()).user_id
    const result = await removeSpammer(moderator, spammerId, { blockEmail: true, blockPhone: true, reason: 'spam' })
    expect(result).toMatchObject({ ok: true })
    // A phone-only account's stand-in address is not blocked: only the number is.
    expect(await db().selectFrom('blocked_identities').select(['kind', 'value']).where('removal_id', '=', (result as { removalId: number }).removalId).execute())
      .toEqual([{ kind: 'phone', value: `+88${phone}` }])
    await db().deleteFrom('user').where('id', '=', spammerId).execute()
    const users = await userCount()
    expect(await signUpByPhone('198.51.100.21', phone)).toEqual({ ok: false, status: 403, error: { message: 'auth.error.blockedPhone', vars: undefined, field: undefined } })
    expect(await userCount()).toBe(users)
    expect(await db().selectFrom('user_phones').select('user_id').where('phone', '=', `+88${phone}`).execute()).toEqual([])
  })

  it('is refused to members, to moderators without two-step sign-in, on moderators, admins and oneself, without a reason, and twice', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    const { user: otherModerator } = await createUser({ role: 'moderator' })
    const { user: admin } = await createUser({ role: 'admin' })
    const { user: noTwoStep } = await createUser({ role: 'moderator', twoFactor: false })
    const { user: member } = await createUser()
    const spammer = await signUpByEmail('198.51.100.30')
    const advert = await post(spammer.user, 'দ্রুত টাকা আয়')
    const options = { blockEmail: true, blockPhone: false, reason: 'spam' }
    expect(await removeSpammer(member, spammer.user.id, options)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.forbidden' } })
    expect(await removeSpammer(noTwoStep, spammer.user.id, options)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.forbidden' } })
    expect(await removeSpammer(moderator, moderator.id, options)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.notOverThem' } })
    expect(await removeSpammer(moderator, otherModerator.id, options)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.notOverThem' } })
    expect(await removeSpammer(moderator, admin.id, options)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.notOverThem' } })
    expect(await removeSpammer(admin, admin.id, options)).toMatchObject({ ok: false, status: 403 })
    expect(await removeSpammer(moderator, 'no-such-user', options)).toMatchObject({ ok: false, status: 404 })
    expect(await removeSpammer(moderator, spammer.user.id, { ...options, reason: '  ' })).toMatchObject({ ok: false, status: 400, error: { message: 'moderation.error.reasonRequired' } })
    // Nothing of the refused attempts happened.
    expect(await state('posts', advert)).toEqual({ moderation: 'active', moderation_reason: null })
    expect(await profile(spammer.user.id)).toMatchObject({ banned: false })
    expect(await db().selectFrom('spammer_removals').select('id').where('user_id', 'in', [spammer.user.id, moderator.id, otherModerator.id, admin.id]).execute()).toEqual([])
    expect(await db().selectFrom('blocked_identities').select('value').where('value', '=', spammer.email).execute()).toEqual([])

    expect(await removeSpammer(moderator, spammer.user.id, options)).toMatchObject({ ok: true })
    expect(await removeSpammer(otherModerator, spammer.user.id, options)).toMatchObject({ ok: false, status: 409, error: { message: 'moderation.spammer.error.already' } })
    expect(await auditRows('remove-spammer', spammer.user.id)).toHaveLength(1)
  })
})

describe('undo', () => {
  it('puts back exactly what the removal changed, not what a moderator decided since, once', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    const { user: resident } = await createUser()
    const spammer = await signUpByEmail('198.51.100.40')
    const advert = await post(spammer.user, 'সহজ শর্তে ঋণ')
    const waiting = await post(spammer.user, 'ঘরে বসে আয়', { moderation: 'pending' })
    const hiddenBefore = await post(spammer.user, 'আগেই লুকানো', { moderation: 'hidden', reason: 'ব্যক্তিগত নম্বর ছিল' })
    const removedComment = await comment(spammer.user, advert, 'আগেই সরানো মন্তব্য', 'removed')
    const question = await post(resident, 'বাস কখন ছাড়ে?', { category: 'question' })
    const answer = await comment(spammer.user, question, 'সকাল ৭টায়')
    await db().updateTable('posts').set({ answer_comment_id: answer }).where('id', '=', question).execute()
    await db().insertInto('reports').values({ user_id: resident.id, item_type: 'post', item_id: advert, reason_kind: 'spam', reason: '' }).execute()
    const silencedAt = new Date('2026-01-02T03:04:05Z')
    await db().updateTable('profiles').set({ silenced_at: silencedAt }).where('id', '=', spammer.user.id).execute()

    const removed = await removeSpammer(moderator, spammer.user.id, { blockEmail: true, blockPhone: false, reason: 'স্প্যাম' })
    if (!removed.ok) throw new Error(removed.error.message)
    expect(removed).toMatchObject({ posts: 2, comments: 1 })
    // A moderator decides on the waiting post after the removal: it is published.
    expect(await moderateItem(moderator, 'post', waiting, 'keep', '')).toEqual({ ok: true })
    expect(await state('posts', waiting)).toEqual({ moderation: 'active', moderation_reason: null })

    expect(await undoSpammerRemoval(moderator, removed.removalId)).toEqual({ ok: true, posts: 1, comments: 1 })
    expect(await state('posts', advert)).toEqual({ moderation: 'active', moderation_reason: null })
    // The moderator's later decision stands: not sent back to wait.
    expect(await state('posts', waiting)).toEqual({ moderation: 'active', moderation_reason: null })
    // What a moderator had hidden or removed before stays so.
    expect(await state('posts', hiddenBefore)).toEqual({ moderation: 'hidden', moderation_reason: 'ব্যক্তিগত নম্বর ছিল' })
    expect(await state('comments', removedComment)).toEqual({ moderation: 'removed', moderation_reason: 'আগেই সরানো' })
    expect(await state('comments', answer)).toEqual({ moderation: 'active', moderation_reason: null })
    expect((await getPostRow(question, null))!.answer_comment_id).toBe(answer)
    expect((await db().selectFrom('reports').select('status').where('item_id', '=', advert).executeTakeFirstOrThrow()).status).toBe('open')
    expect(await listedIds()).toContain(advert)
    const account = await profile(spammer.user.id)
    expect(account).toMatchObject({ banned: false, suspended_until: null, moderation_reason: null })
    expect(new Date(account.silenced_at!).toISOString()).toBe(silencedAt.toISOString())
    expect(await db().selectFrom('blocked_identities').select('value').where('value', '=', spammer.email.toLowerCase()).execute()).toEqual([])
    expect(await signUp(testRequest('/register', { ip: '198.51.100.41' }), { name: 'Other', email: `x-${spammer.email}`, password: 'secret12', confirmPassword: 'secret12' })).toMatchObject({ ok: true })

    const audit = await auditRows('undo-remove-spammer', spammer.user.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]!.details).toMatchObject({ removal: removed.removalId, posts: [advert], comments: [answer], postsKept: 1, accountRestored: true, unblocked: ['email'] })
    expect((await listRecentRemovals()).find((r) => r.id === removed.removalId)).toMatchObject({ canUndo: false, posts: 2, comments: 1, emailBlocked: true })

    // Twice: refused, nothing changes.
    expect(await undoSpammerRemoval(moderator, removed.removalId)).toMatchObject({ ok: false, status: 409, error: { message: 'moderation.spammer.error.undone' } })
    expect(await auditRows('undo-remove-spammer', spammer.user.id)).toHaveLength(1)
  })

  it('leaves a ban a moderator changed since, and is refused after 7 days and to members', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    const { user: member } = await createUser()
    const spammer = await signUpByEmail('198.51.100.50')
    const advert = await post(spammer.user, 'লটারি জিতুন')
    const removed = await removeSpammer(moderator, spammer.user.id, { blockEmail: true, blockPhone: false, reason: 'spam' })
    if (!removed.ok) throw new Error(removed.error.message)
    expect(await undoSpammerRemoval(member, removed.removalId)).toMatchObject({ ok: false, status: 403 })
    expect(await undoSpammerRemoval(moderator, 987654)).toMatchObject({ ok: false, status: 404 })
    expect(await undoSpammerRemoval(moderator, Number.NaN)).toMatchObject({ ok: false, status: 404 })

    // A moderator turned the ban into a 3-day suspension since: undo leaves their decision.
    const suspended = await signUpByEmail('198.51.100.51')
    const second = await removeSpammer(moderator, suspended.user.id, { blockEmail: false, blockPhone: false, reason: 'spam' })
    if (!second.ok) throw new Error(second.error.message)
    expect(await moderateUser(moderator, suspended.user.id, 'suspend', 'তিন দিনের জন্য', 3)).toEqual({ ok: true })
    expect(await undoSpammerRemoval(moderator, second.removalId)).toMatchObject({ ok: true })
    const after = await profile(suspended.user.id)
    expect(after).toMatchObject({ banned: false, moderation_reason: 'তিন দিনের জন্য' })
    expect(after.suspended_until).not.toBeNull()
    expect((await auditRows('undo-remove-spammer', suspended.user.id))[0]!.details).toMatchObject({ accountRestored: false })

    await db().updateTable('spammer_removals').set({ created_at: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 60_000) }).where('id', '=', removed.removalId).execute()
    expect(await undoSpammerRemoval(moderator, removed.removalId)).toMatchObject({ ok: false, status: 410, error: { message: 'moderation.spammer.error.tooLate' } })
    expect(await state('posts', advert)).toMatchObject({ moderation: 'hidden' })
    expect(await profile(spammer.user.id)).toMatchObject({ banned: true })
    expect(await db().selectFrom('blocked_identities').select('value').where('removal_id', '=', removed.removalId).execute()).toHaveLength(1)
    expect(await auditRows('undo-remove-spammer', spammer.user.id)).toHaveLength(0)
    // Out of /moderation's recent list too.
    expect((await listRecentRemovals()).map((r) => r.id)).not.toContain(removed.removalId)
  })
})

describe('the sign-up address rule', () => {
  it('after three spammers from one address, the next account from it verifies its e-mail or phone before writing', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    const ip = '203.0.113.77'
    const removals: number[] = []
    for (let i = 0; i < 3; i++) {
      const spammer = await signUpByEmail(ip)
      const stored = (await profile(spammer.user.id)).signup_address
      // A keyed hash, never the address.
      expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(stored).not.toContain('203.0.113')
      // Before the third removal, a new account from the address writes freely.
      expect(spammer.user.verifyBeforeWriting).toBe(false)
      const removed = await removeSpammer(moderator, spammer.user.id, { blockEmail: false, blockPhone: false, reason: 'spam' })
      if (!removed.ok) throw new Error(removed.error.message)
      removals.push(removed.removalId)
    }

    const next = await signUpByEmail(ip)
    expect(next.user).toMatchObject({ verifyBeforeWriting: true, emailVerified: false })
    expect(writeBlock(next.user)).toBe('moderation.blocked.verifyFirst')
    // Once the e-mail is verified it may write.
    await db().updateTable('user').set({ emailVerified: true }).where('id', '=', next.user.id).execute()
    const verified = await getUser(testRequest('/', { method: 'GET', cookie: next.cookie }))
    expect(writeBlock(verified!)).toBeNull()

    // An account made by a code sent to its phone has proved the number: it may write at once.
    const byPhone = await signUpByPhone(ip, newPhone())
    if (!byPhone.ok) throw new Error(byPhone.error.message)
    const phoneUser = await getUser(testRequest('/', { method: 'GET', cookie: cookieFrom(byPhone.headers) }))
    expect(phoneUser).toMatchObject({ verifyBeforeWriting: true, phoneVerified: true, email: '' })
    expect(writeBlock(phoneUser!)).toBeNull()
    // So may a member who adds a verified phone.
    const another = await signUpByEmail(ip)
    expect(writeBlock(another.user)).toBe('moderation.blocked.verifyFirst')
    await db().insertInto('user_phones').values({ user_id: another.user.id, phone: `+88${newPhone()}` }).execute()
    expect(writeBlock((await getUser(testRequest('/', { method: 'GET', cookie: another.cookie })))!)).toBeNull()

    // Another address is not concerned.
    expect((await signUpByEmail('203.0.113.78')).user.verifyBeforeWriting).toBe(false)
    // An undone removal no longer counts: two left, under the limit.
    expect(await undoSpammerRemoval(moderator, removals[0]!)).toMatchObject({ ok: true })
    expect((await signUpByEmail(ip)).user.verifyBeforeWriting).toBe(false)
  })

  it('an IPv6 sender is one /64; the hash needs the secret and an unknown address stores nothing', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64')
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64')
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(addressKey('unknown')).toBeNull()
    const from = (ip: string) => signUpAddressHash(testRequest('/register', { ip }))
    expect(from('2001:db8:1:2::5')).toBe(from('2001:db8:1:2:ffff::9'))
    expect(from('198.51.100.7')).not.toBe(from('198.51.100.8'))
    expect(signUpAddressHash(new Request('http://localhost:3000/register', { method: 'POST' }))).toBeNull()
  })
})
