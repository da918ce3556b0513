import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { moderateItem } from '#app/features/moderation/actions.server'
import { getUser, type SessionUser } from '#app/lib/auth/session.server'
import { sessionToken } from '#app/lib/cookies.server'
import { db } from '#app/lib/db/database.server'
import { dhakaDay } from '#app/lib/dhaka-day'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'
import { flushReading, noteRequest, resetReading } from '#app/features/trust/reading.server'
import { recomputeLevels, type TrustReason } from '#app/features/trust/recompute.server'
import { setTrustLevel } from '#app/features/trust/set-level.server'

withTestApp()

const DAY = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY)

/** A post written straight into the table: these tests are about levels, not the forum's limits. */
async function postBy(authorId: string, over: { moderation?: 'active' | 'hidden' | 'removed' } = {}) {
  const row = await db().insertInto('posts').values({
    author_id: authorId, anonymous: false, category: 'general', title: 'পোস্ট', content: 'লেখা', tags: [], image_url: null, video_url: null, created_at: undefined, updated_at: undefined,
    ...over,
  }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Sets an account's level as sign-up leaves it (test users may be made members: tests/setup/users.ts). */
const asNew = (id: string) => db().updateTable('profiles').set({ trust_level: 'new' }).where('id', '=', id).execute()
const profile = (id: string) => db().selectFrom('profiles').select(['trust_level', 'trust_locked', 'trust_reason', 'trust_computed_at']).where('id', '=', id).executeTakeFirstOrThrow()
const reasonOf = async (id: string) => (await profile(id)).trust_reason as unknown as TrustReason
const unmet = async (id: string) => (await reasonOf(id)).conditions.filter((c) => !c.met).map((c) => `${c.level}.${c.condition}`)

/** Figures that make a member: joined 3 days ago, 10 posts read, 4 minutes reading. */
async function readEnough(id: string, joinedDaysAgo = 3) {
  await db().updateTable('profiles').set({ created_at: ago(joinedDaysAgo) }).where('id', '=', id).execute()
  await db().insertInto('member_reading').values({ user_id: id, posts_read: 10, reading_seconds: 240, last_seen_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ posts_read: 10, reading_seconds: 240 })).execute()
}

describe('reading figures', () => {
  beforeEach(() => resetReading())

  it('records distinct posts of others read, reading time from the gaps under two minutes, and the visit day; nothing for a forged cookie', async () => {
    const { user: reader, cookie } = await createUser({ name: 'পাঠক' })
    const { user: writer } = await createUser()
    const [p1, p2, own] = [await postBy(writer.id), await postBy(writer.id), await postBy(reader.id)]
    const raw = sessionToken(cookie)!
    const t0 = Date.now()
    noteRequest(raw, '/seeking-hathazari', null, t0)
    noteRequest(raw, `/seeking-hathazari/${p1}`, p1, t0 + 30_000)
    noteRequest(raw, `/en/seeking-hathazari/${p2}.data`, p2, t0 + 60_000)
    noteRequest(raw, `/seeking-hathazari/${p1}`, p1, t0 + 90_000) // the same post again: one read
    noteRequest(raw, `/seeking-hathazari/${own}`, own, t0 + 100_000) // one's own post is not reading
    noteRequest(raw, '/search-index.json', null, t0 + 110_000) // not a page: no time, no visit
    noteRequest(raw, '/hospitals', null, t0 + 400_000) // 5 minutes away: not reading time
    // Someone else's cookie with its signature changed, and a random one: never noted.
    noteRequest(`${raw.slice(0, -3)}abc`, `/seeking-hathazari/${p1}`, p1, t0 + 120_000)
    noteRequest('nonsense', `/seeking-hathazari/${p2}`, p2, t0 + 130_000)
    expect(await db().selectFrom('member_reading').selectAll().where('user_id', '=', reader.id).executeTakeFirst()).toBeUndefined()

    expect(await flushReading(t0 + 600_000)).toBe(1)
    const reading = await db().selectFrom('member_reading').selectAll().where('user_id', '=', reader.id).executeTakeFirstOrThrow()
    expect(reading).toMatchObject({ posts_read: 2, reading_seconds: 100 })
    expect(reading.last_seen_at).not.toBeNull()
    const reads = await db().selectFrom('member_posts_read').select('post_id').where('user_id', '=', reader.id).orderBy('post_id').execute()
    expect(reads.map((r) => r.post_id)).toEqual([p1, p2])
    const days = await db().selectFrom('member_visit_days').select('day').where('user_id', '=', reader.id).orderBy('day').execute()
    // One day, or two when Dhaka's midnight fell between the first page and the last.
    expect(days.map((d) => dhakaDay(new Date(d.day)))).toEqual([...new Set([t0, t0 + 400_000].map((t) => dhakaDay(new Date(t))))])

    // Later the same day: the visit is not written again, the post already read is not counted again.
    noteRequest(raw, `/seeking-hathazari/${p1}`, p1, t0 + 700_000)
    noteRequest(raw, '/seeking-hathazari', null, t0 + 720_000)
    await flushReading(t0 + 800_000)
    expect(await db().selectFrom('member_reading').select(['posts_read', 'reading_seconds']).where('user_id', '=', reader.id).executeTakeFirstOrThrow())
      .toEqual({ posts_read: 2, reading_seconds: 120 })
    expect(await db().selectFrom('member_visit_days').select('day').where('user_id', '=', reader.id).execute())
      .toHaveLength(new Set([t0, t0 + 400_000, t0 + 720_000].map((t) => dhakaDay(new Date(t)))).size)
  })

  it('keeps both days of a visit across Dhaka\'s midnight, noted before one write', async () => {
    const { user, cookie } = await createUser()
    const raw = sessionToken(cookie)!
    const beforeMidnight = Date.UTC(2026, 10, 27, 17, 59, 30) // 23:59:30 in Dhaka
    noteRequest(raw, '/news', null, beforeMidnight)
    noteRequest(raw, '/hospitals', null, beforeMidnight + 60_000)
    await flushReading(beforeMidnight + 90_000)
    const days = await db().selectFrom('member_visit_days').select('day').where('user_id', '=', user.id).orderBy('day').execute()
    expect(days.map((d) => dhakaDay(new Date(d.day)))).toEqual(['2026-11-27', '2026-11-28'])
  })

  it('counts no more reading time than the time that passed since the last write', async () => {
    const { user, cookie } = await createUser()
    const raw = sessionToken(cookie)!
    const t0 = Date.now()
    await flushReading(t0)
    for (let i = 0; i <= 5; i++) noteRequest(raw, '/news', null, t0 + i * 100_000) // 500 s of gaps, each under two minutes
    await flushReading(t0 + 60_000)
    expect((await db().selectFrom('member_reading').select('reading_seconds').where('user_id', '=', user.id).executeTakeFirstOrThrow()).reading_seconds).toBe(60)
  })

  it('writes nothing for a session that has ended', async () => {
    const { user, cookie } = await createUser()
    await db().deleteFrom('session').where('userId', '=', user.id).execute()
    const t0 = Date.now()
    noteRequest(sessionToken(cookie)!, '/news', null, t0)
    noteRequest(sessionToken(cookie)!, '/news', null, t0 + 10_000)
    expect(await flushReading(t0 + 60_000)).toBe(0)
    expect(await db().selectFrom('member_visit_days').selectAll().where('user_id', '=', user.id).execute()).toEqual([])
  })
})

describe('recomputing levels', () => {
  it('takes a newcomer from new to member to trusted with the figures it saw, and the next request has the level', async () => {
    const { user, cookie } = await createUser({ name: 'নতুন প্রতিবেশী' })
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('new')
    expect(await unmet(user.id)).toEqual(expect.arrayContaining(['member.daysSinceJoining', 'member.postsRead', 'member.readingSeconds']))

    await readEnough(user.id)
    expect(await recomputeLevels([user.id])).toEqual({ computed: 1, changed: 1 })
    expect((await profile(user.id)).trust_level).toBe('member')
    expect((await reasonOf(user.id)).figures).toMatchObject({ daysSinceJoining: 3, postsRead: 10, readingSeconds: 240, hiddenItems: 0 })
    expect((await getUser(testRequest('/', { method: 'GET', cookie })))!.trustLevel).toBe('member')

    // A month on: fifteen days with a visit, and five different members liked what they wrote.
    await db().updateTable('profiles').set({ created_at: ago(31) }).where('id', '=', user.id).execute()
    await db().insertInto('member_visit_days').values(Array.from({ length: 15 }, (_, i) => ({ user_id: user.id, day: dhakaDay(ago(i)) }))).execute()
    const post = await postBy(user.id)
    for (let i = 0; i < 4; i++) {
      const { user: liker } = await createUser()
      await db().insertInto('likes').values({ user_id: liker.id, item_type: 'post', item_id: post, created_at: undefined }).execute()
    }
    // Their own like never counts.
    await db().insertInto('likes').values({ user_id: user.id, item_type: 'post', item_id: post, created_at: undefined }).execute()
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('member')
    expect(await unmet(user.id)).toEqual(['trusted.likers'])

    const { user: fifth } = await createUser()
    const comment = await db().insertInto('comments').values({ post_id: post, author_id: user.id, content: 'উত্তর', created_at: undefined, updated_at: undefined }).returning('id').executeTakeFirstOrThrow()
    await db().insertInto('likes').values({ user_id: fifth.id, item_type: 'comment', item_id: comment.id, created_at: undefined }).execute()
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('trusted')
    expect((await reasonOf(user.id)).figures).toMatchObject({ daysSinceJoining: 31, visitDays: 15, likers: 5, upheldReports: 0 })
    expect((await getUser(testRequest('/', { method: 'GET', cookie })))!.trustLevel).toBe('trusted')

    // A report against them upheld within 60 days: back to member; one older than that does not count.
    const { user: reporter } = await createUser()
    const report = await db().insertInto('reports').values({ user_id: reporter.id, item_type: 'comment', item_id: comment.id, reason_kind: 'abuse', reason: 'অপমানজনক কথা লেখা আছে', status: 'actioned', created_at: ago(10) }).returning('id').executeTakeFirstOrThrow()
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('member')
    expect(await unmet(user.id)).toEqual(['trusted.upheldReports'])
    await db().updateTable('reports').set({ created_at: ago(61) }).where('id', '=', report.id).execute()
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('trusted')
  })

  it('keeps someone with a hidden post new, until a moderator keeps it', async () => {
    const { user } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    await readEnough(user.id)
    const post = await postBy(user.id, { moderation: 'hidden' })
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('new')
    expect((await reasonOf(user.id)).conditions.find((c) => c.condition === 'hiddenItems')).toMatchObject({ level: 'member', have: 1, need: 0, met: false })

    expect(await moderateItem(moderator, 'post', post, 'keep', '')).toEqual({ ok: true })
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('member')
    // Removed by a moderator counts the same as hidden.
    await postBy(user.id, { moderation: 'removed' })
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('new')
  })

  it('leaves the members from before trust levels members, waiving the reading they could not have done', async () => {
    const { user } = await createUser()
    await db().updateTable('profiles').set({ created_at: ago(300), trust_level: 'member', trust_reason: JSON.stringify({ before: 'trust levels' }) }).where('id', '=', user.id).execute()
    await recomputeLevels([user.id])
    expect((await profile(user.id)).trust_level).toBe('member')
    const reason = await reasonOf(user.id)
    expect(reason.before).toBe('trust levels')
    expect(reason.conditions.filter((c) => c.waived).map((c) => c.condition)).toEqual(['postsRead', 'readingSeconds'])
    // Kept through the next computation too.
    await recomputeLevels([user.id])
    expect((await reasonOf(user.id)).before).toBe('trust levels')
  })

  it('computes the accounts that are due, not those computed a moment ago, and never a locked one', async () => {
    const { user: a } = await createUser()
    const { user: b } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    await recomputeLevels() // everything due so far
    expect((await profile(a.id)).trust_computed_at).not.toBeNull()
    expect((await recomputeLevels()).computed).toBe(0)

    await setTrustLevel(moderator, b.id, { action: 'lock', level: 'trusted' })
    // An hour later everyone is due again, except the locked account.
    await db().updateTable('profiles').set({ trust_computed_at: ago(1) }).execute()
    const { computed } = await recomputeLevels()
    expect(computed).toBeGreaterThan(0)
    expect(await profile(b.id)).toMatchObject({ trust_level: 'trusted', trust_locked: true })
    // Even asked for by name, a locked level is left alone.
    await recomputeLevels([b.id])
    expect((await profile(b.id)).trust_level).toBe('trusted')
  })
})

describe('moderators setting a level', () => {
  let moderator: SessionUser
  let admin: SessionUser
  beforeAll(async () => {
    moderator = (await createUser({ role: 'moderator', name: 'মডারেটর' })).user
    admin = (await createUser({ role: 'admin' })).user
  })
  const audits = (userId: string) => db().selectFrom('audit_log').select(['actor_id', 'action', 'details', 'reason']).where('target_type', '=', 'user').where('target_id', '=', userId).orderBy('id').execute()

  it('sets and locks a member’s level, audited; unlocking computes it again at once', async () => {
    const { user, cookie } = await createUser()
    await asNew(user.id)
    expect(await setTrustLevel(moderator, user.id, { action: 'lock', level: 'trusted' }, 'পরিচিত স্থানীয় সাংবাদিক')).toEqual({ ok: true, level: 'trusted', locked: true })
    expect(await profile(user.id)).toMatchObject({ trust_level: 'trusted', trust_locked: true })
    expect((await getUser(testRequest('/', { method: 'GET', cookie })))!.trustLevel).toBe('trusted')
    expect(await setTrustLevel(moderator, user.id, { action: 'unlock' })).toEqual({ ok: true, level: 'new', locked: false })
    expect(await profile(user.id)).toMatchObject({ trust_level: 'new', trust_locked: false })
    expect(await audits(user.id)).toEqual([
      { actor_id: moderator.id, action: 'trust-level', details: { from: 'new', to: 'trusted', locked: true }, reason: 'পরিচিত স্থানীয় সাংবাদিক' },
      { actor_id: moderator.id, action: 'trust-level', details: { from: 'trusted', to: 'computed', locked: false }, reason: null },
    ])
  })

  it('refuses one’s own level, a moderator’s or an admin’s, a reader, a moderator without two-step sign-in and an unknown level; nothing changes', async () => {
    const { user: other } = await createUser({ role: 'moderator' })
    const { user: member } = await createUser()
    const { user: noTwoStep } = await createUser({ role: 'moderator', twoFactor: false })
    await asNew(other.id)
    const lock = { action: 'lock', level: 'trusted' } as const
    expect(await setTrustLevel(moderator, moderator.id, lock)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.notOverThem' } })
    expect(await setTrustLevel(moderator, other.id, lock)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.notOverThem' } })
    expect(await setTrustLevel(moderator, admin.id, lock)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.notOverThem' } })
    expect(await setTrustLevel(member, other.id, lock)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.forbidden' } })
    expect(await setTrustLevel(noTwoStep, member.id, lock)).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.error.forbidden' } })
    expect(await setTrustLevel(moderator, member.id, { action: 'lock', level: 'admin' })).toMatchObject({ ok: false, status: 400, error: { message: 'trust.error.level' } })
    expect(await setTrustLevel(moderator, member.id, { action: 'promote' } as never)).toMatchObject({ ok: false, status: 400 })
    expect(await setTrustLevel(moderator, 'no-such-user', lock)).toMatchObject({ ok: false, status: 404 })
    for (const id of [moderator.id, other.id, admin.id, member.id]) {
      expect((await profile(id)).trust_locked).toBe(false)
      expect(await audits(id)).toEqual([])
    }
    // An admin outranks a moderator.
    expect(await setTrustLevel(admin, other.id, lock)).toMatchObject({ ok: true })
    expect(await audits(other.id)).toEqual([{ actor_id: admin.id, action: 'trust-level', details: { from: 'new', to: 'trusted', locked: true }, reason: null }])
  })
})
