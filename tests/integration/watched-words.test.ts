// Watched words (issue 43 §3): the admins' page and its limits, the audit, a change seen by the
// checks at once, and the checks on names, bios and suggestions. Runs on PGlite, and on a
// PostgreSQL server when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest'
import { signUp } from '#app/features/auth/sign-up.server'
import { createSuggestion } from '#app/features/corrections/suggest.server'
import { updateProfile } from '#app/features/profile/update-profile.server'
import { starterList } from '#app/features/watched-words/starter-list'
import { db } from '#app/lib/db/database.server'
import { checkName, checkTexts } from '#app/lib/watched-words/words.server'
import { action, loader } from '#app/routes/moderation-words'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

const page = (cookie: string) => ({ request: testRequest('/moderation/words', { method: 'GET', cookie }), params: {}, context: {} }) as never
const post = (cookie: string, fields: Record<string, string>) => {
  const request = testRequest('/moderation/words', { cookie, body: new URLSearchParams(fields) })
  request.headers.set('content-type', 'application/x-www-form-urlencoded')
  return { request, params: {}, context: {} } as never
}

/** What a loader or action gave: its status and data, or where it sent the reader. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null; data?: Record<string, unknown> }> {
  try {
    const result = await run()
    if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
    if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
      const shaped = result as { init?: { status?: number } | null; data: Record<string, unknown> }
      return { status: shaped.init?.status ?? 200, data: shaped.data }
    }
    return { status: 200, data: result as Record<string, unknown> }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') }
    if (error && typeof error === 'object' && 'init' in error) return { status: (error as { init: { status: number } }).init.status }
    throw error
  }
}

const entries = () => db().selectFrom('watched_words').select(['id', 'kind', 'pattern', 'action', 'rule', 'created_by']).orderBy('id').execute()
const audits = () => db().selectFrom('audit_log').select(['actor_id', 'action', 'target_type', 'target_id', 'details']).where('target_type', '=', 'watched-word').orderBy('id').execute()

describe('the starter list', () => {
  it('is seeded by the migration, entry for entry', async () => {
    const seeded = await entries()
    expect(seeded.map(({ kind, pattern, action, rule }) => ({ kind, pattern, action, rule }))).toEqual([...starterList])
    expect(seeded.every((entry) => entry.created_by === null)).toBe(true)
  })
})

describe('/moderation/words', () => {
  it('is for admins with two-step sign-in only', async () => {
    const { cookie: member } = await createUser()
    const { cookie: moderator } = await createUser({ role: 'moderator' })
    const { cookie: unsecured } = await createUser({ role: 'admin', twoFactor: false })
    const before = await entries()
    for (const cookie of [member, moderator]) {
      expect(await outcome(() => loader(page(cookie)))).toMatchObject({ status: 403 })
      expect(await outcome(() => action(post(cookie, { intent: 'add', kind: 'word', pattern: 'spamword', action: 'block', rule: 'other' })))).toMatchObject({ status: 403 })
      expect(await outcome(() => action(post(cookie, { intent: 'delete', id: String(before[0]!.id) })))).toMatchObject({ status: 403 })
    }
    const toTwoStep = { status: 302, location: '/seeking-hathazari/profile/two-factor?required=1' }
    expect(await outcome(() => loader(page(unsecured)))).toMatchObject(toTwoStep)
    expect(await outcome(() => action(post(unsecured, { intent: 'add', kind: 'word', pattern: 'spamword', action: 'block', rule: 'other' })))).toMatchObject(toTwoStep)
    // A visitor is sent to sign in.
    expect((await outcome(() => loader(page('')))).status).toBe(302)
    expect(await entries()).toEqual(before)
    expect(await audits()).toEqual([])
  })

  it('lists the entries by rule', async () => {
    const { cookie } = await createUser({ role: 'admin' })
    const shown = await outcome(() => loader(page(cookie)))
    const groups = (shown.data as { groups: Array<{ rule: string; entries: Array<{ pattern: string }> }> }).groups
    expect(groups.map((group) => group.rule)).toEqual(['betting', 'loans', 'adult', 'scam'])
    expect(groups[0]!.entries.map((entry) => entry.pattern)).toContain('ক্যাসিনো')
  })

  it('adds, changes and deletes an entry, each audited, and the checks see each change at once', async () => {
    const { user: admin, cookie } = await createUser({ role: 'admin' })
    expect(await checkTexts(['হাটহাজারী লাকি ড্র টিকিট পাওয়া যাচ্ছে'])).toBeNull()

    const added = await outcome(() => action(post(cookie, { intent: 'add', kind: 'phrase', pattern: '  লাকি   ড্র ', action: 'review', rule: 'scam' })))
    expect(added).toMatchObject({ status: 302, location: '/moderation/words' })
    const entry = (await entries()).find((row) => row.pattern === 'লাকি ড্র')!
    expect(entry).toMatchObject({ kind: 'phrase', action: 'review', rule: 'scam', created_by: admin.id })
    expect(await checkTexts(['হাটহাজারী লা\u200dকি ড্র টিকিট পাওয়া যাচ্ছে'])).toEqual({ action: 'review', rule: 'scam', matched: ['লাকি ড্র'] })

    expect(await outcome(() => action(post(cookie, { intent: 'change', id: String(entry.id), action: 'block' })))).toMatchObject({ status: 302 })
    expect(await checkTexts(['লাকি ড্র'])).toMatchObject({ action: 'block', rule: 'scam' })
    // Set to what it already is: nothing changes, nothing is logged.
    expect(await outcome(() => action(post(cookie, { intent: 'change', id: String(entry.id), action: 'block' })))).toMatchObject({ status: 302 })

    expect(await outcome(() => action(post(cookie, { intent: 'delete', id: String(entry.id) })))).toMatchObject({ status: 302 })
    expect(await checkTexts(['লাকি ড্র'])).toBeNull()
    expect((await entries()).some((row) => row.id === entry.id)).toBe(false)

    const log = (await audits()).filter((row) => row.target_id === String(entry.id))
    expect(log.map((row) => row.action)).toEqual(['add', 'change', 'delete'])
    expect(log.every((row) => row.actor_id === admin.id)).toBe(true)
    expect(log[0]!.details).toEqual({ kind: 'phrase', pattern: 'লাকি ড্র', action: 'review', rule: 'scam' })
    expect(log[1]!.details).toMatchObject({ from: 'review', to: 'block' })
    expect(log[2]!.details).toMatchObject({ pattern: 'লাকি ড্র', action: 'block' })
  })

  it('refuses a duplicate, an entry too long or with nothing to match, a made-up choice or id, and writes nothing', async () => {
    const { cookie } = await createUser({ role: 'admin' })
    const before = await entries()
    const auditsBefore = (await audits()).length
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{ intent: 'add', kind: 'word', pattern: 'casino', action: 'block', rule: 'betting' }, 409, 'words.error.duplicate'],
      // The same entry written another way matches the same texts.
      [{ intent: 'add', kind: 'word', pattern: 'C.A.S.I.N.O', action: 'block', rule: 'betting' }, 409, 'words.error.duplicate'],
      [{ intent: 'add', kind: 'domain', pattern: 'https://www.bet365.com/promo', action: 'flag', rule: 'betting' }, 409, 'words.error.duplicate'],
      [{ intent: 'add', kind: 'phrase', pattern: 'ক'.repeat(101), action: 'flag', rule: 'other' }, 400, 'words.error.patternLength'],
      [{ intent: 'add', kind: 'word', pattern: '   ', action: 'flag', rule: 'other' }, 400, 'words.error.patternLength'],
      [{ intent: 'add', kind: 'word', pattern: '!!! ...', action: 'flag', rule: 'other' }, 400, 'words.error.nothingToMatch'],
      [{ intent: 'add', kind: 'domain', pattern: 'not a domain', action: 'flag', rule: 'other' }, 400, 'words.error.notDomain'],
      [{ intent: 'add', kind: 'regex', pattern: 'x', action: 'flag', rule: 'other' }, 400, 'words.error.invalid'],
      [{ intent: 'add', kind: 'word', pattern: 'x', action: 'delete-all', rule: 'other' }, 400, 'words.error.invalid'],
      [{ intent: 'change', id: String(before[0]!.id), action: 'censor' }, 400, 'words.error.invalid'],
      [{ intent: 'change', id: '99999999999', action: 'flag' }, 404, 'words.error.notFound'],
      [{ intent: 'delete', id: '2147483647' }, 404, 'words.error.notFound'],
      [{ intent: 'delete', id: '1; DROP TABLE watched_words' }, 404, 'words.error.notFound'],
      [{ intent: 'explode' }, 400, 'words.error.invalid'],
      [{ intent: 'try', sample: 'ক'.repeat(20_001) }, 400, 'words.error.tryLength'],
    ]
    for (const [fields, status, message] of refusals) {
      expect(await outcome(() => action(post(cookie, fields))), JSON.stringify(fields).slice(0, 80)).toMatchObject({ status, data: { error: message } })
    }
    expect(await entries()).toEqual(before)
    expect(await audits()).toHaveLength(auditsBefore)
  })

  it('refuses an entry past 10,000', async () => {
    const { cookie } = await createUser({ role: 'admin' })
    const have = (await entries()).length
    await db().insertInto('watched_words')
      .values(Array.from({ length: 10_000 - have }, (_, i) => ({ kind: 'word' as const, pattern: `filler${i}`, action: 'flag' as const, rule: 'other' as const })))
      .execute()
    expect(await outcome(() => action(post(cookie, { intent: 'add', kind: 'word', pattern: 'onemore', action: 'flag', rule: 'other' }))))
      .toMatchObject({ status: 400, data: { error: 'words.error.full', vars: { max: 10_000 } } })
    expect(await db().selectFrom('watched_words').select('id').where('pattern', '=', 'onemore').executeTakeFirst()).toBeUndefined()
    // A 10,000-entry list is read and checked like any other.
    expect(await checkTexts(['filler9 here'])).toMatchObject({ action: 'flag', matched: ['filler9'] })
    await db().deleteFrom('watched_words').where('pattern', 'like', 'filler%').execute()
    expect(await checkTexts(['filler9 here'])).toBeNull()
  })

  it('tries a text: what it would trigger, and which entries', async () => {
    const { cookie } = await createUser({ role: 'admin' })
    const tried = await outcome(() => action(post(cookie, { intent: 'try', sample: 'প্রথম ডি পো জি টে বোনাস, visit hxxp://m.1xbet[.]com' })))
    expect(tried).toMatchObject({ status: 200, data: { form: 'try', result: { action: 'block', rule: 'betting' } } })
    expect((tried.data as { result: { matched: string[] } }).result.matched).toEqual(expect.arrayContaining(['প্রথম ডিপোজিটে', '1xbet.com']))
    expect(await outcome(() => action(post(cookie, { intent: 'try', sample: 'নাজিরহাটের ট্রেন কখন ছাড়ে?' })))).toMatchObject({ status: 200, data: { result: null } })
  })
})

describe('names, bios and suggestions', () => {
  it('refuses a name or bio that would be blocked or reviewed, and lets a flagged one through', async () => {
    const { user } = await createUser({ name: 'আগের নাম' })
    const bioBefore = await db().selectFrom('profiles').select(['name', 'bio']).where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(await updateProfile(user, { name: 'Call Girl Service', bio: '', avatar: null, removeAvatar: false }))
      .toMatchObject({ ok: false, status: 400, error: { field: 'name', message: 'words.refused.adult' } })
    expect(await updateProfile(user, { name: 'রহিম', bio: 'ঘরে বসে আয় করতে চাইলে মেসেজ দিন', avatar: null, removeAvatar: false }))
      .toMatchObject({ ok: false, status: 400, error: { field: 'bio', message: 'words.nameRefused.scam' } })
    expect(await db().selectFrom('profiles').select(['name', 'bio']).where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual(bioBefore)
    // "flag": accepted (there is no queue for a name).
    expect(await checkName(['I work from home'])).toBeNull()
    expect(await updateProfile(user, { name: 'রহিম', bio: 'I work from home', avatar: null, removeAvatar: false })).toEqual({ ok: true })
  })

  it('refuses a sign-up whose name is an advert, creating no account', async () => {
    const email = `bettor${Date.now()}@example.com`
    const result = await signUp(testRequest('/register'), { email, password: 'secret1', confirmPassword: 'secret1', name: 'melbet.com বোনাস' })
    expect(result).toMatchObject({ ok: false, status: 400, error: { field: 'name', message: 'words.refused.betting' } })
    expect(await db().selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
  })

  it('refuses a suggestion with a blocked entry, and takes one with a reviewed word to the moderators as usual', async () => {
    const { user } = await createUser()
    const input = { kind: 'correction', collection: 'banks', recordId: 'national-bank-hathazari', field: 'address', sourceUrl: '', note: '' }
    const refused = await createSuggestion(user, { ...input, value: 'কাচারি রোড', sourceUrl: 'https://1xbet.com/bd' }, 'bn')
    expect(refused).toMatchObject({ ok: false, status: 400, error: { message: 'words.refused.betting' } })
    const kept = await createSuggestion(user, { ...input, value: 'কাচারি রোড, ক্যাসিনোর পাশে', sourceUrl: 'https://www.nblbd.com/branch/hathazari' }, 'bn')
    expect(kept).toMatchObject({ ok: true })
  })
})
