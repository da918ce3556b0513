import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '#app/lib/auth/session.server'
import { getGuide } from '#app/lib/content/guide.server'
import { db } from '#app/lib/db/database.server'
import { publish, subscribe } from '#app/lib/events.server'
import { contentPack } from '#pack/index'
import { withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { acceptSuggestion, declineSuggestion, dhakaDate, listPendingSuggestions } from './moderate.server'
import type { SuggestionInput } from './schema'
import { createSuggestion, SUGGEST_LIMIT } from './suggest.server'

withTestApp({ BOOTSTRAP_MODERATOR_EMAILS: 'first.moderator@example.com, Second@Example.com' })
// As the server does at start: the forum channel is listened to first.
beforeAll(async () => {
  await subscribe('forum', () => {})
})

const BANK = 'national-bank-hathazari'
const source = 'https://www.nblbd.com/branch/hathazari'
const input = (over: Partial<SuggestionInput> = {}): SuggestionInput => ({
  kind: 'correction', collection: 'banks', recordId: BANK, field: 'address',
  value: 'কাচারি রোড, হাটহাজারী পৌরসভা', sourceUrl: source, note: '', ...over,
})

async function suggest(user: SessionUser, over: Partial<SuggestionInput> = {}) {
  const result = await createSuggestion(user, input(over), 'bn')
  if (!result.ok) throw new Error(`createSuggestion failed: ${result.error.message}`)
  return result.id
}

const row = (id: number) => db().selectFrom('content_suggestions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const overrides = (id: number) => db().selectFrom('content_overrides').selectAll().where('suggestion_id', '=', id).execute()
const audits = (id: number) => db().selectFrom('audit_log').selectAll().where('target_type', '=', 'correction').where('target_id', '=', String(id)).execute()
const bank = async () => (await getGuide()).banks.find((b) => b.id === BANK)!

describe('suggesting', () => {
  it('stores a signed-in reader’s correction for the queue', async () => {
    const { user } = await createUser({ name: 'রহিম' })
    const id = await suggest(user)
    expect(await row(id)).toMatchObject({
      kind: 'correction', collection: 'banks', record_id: BANK, field: 'address', proposal: { value: 'কাচারি রোড, হাটহাজারী পৌরসভা' },
      source_url: source, note: null, lang: 'bn', status: 'pending', suggested_by: user.id,
    })
    const queued = (await listPendingSuggestions()).find((s) => s.id === id)
    expect(queued).toMatchObject({
      recordName: contentPack.banks.find((b) => b.id === BANK)!.name, field: 'address', suggestedBy: 'রহিম',
      current: contentPack.banks.find((b) => b.id === BANK)!.address, href: `/banks#${BANK}`, acceptBlock: null,
    })
  })

  it('refuses a phone number without a source link, an unknown listing and no change, storing nothing', async () => {
    const { user } = await createUser()
    const before = await db().selectFrom('content_suggestions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
    expect(await createSuggestion(user, input({ field: 'phone', value: '01711-000000', sourceUrl: '', note: 'আমি জানি' }), 'bn'))
      .toMatchObject({ ok: false, status: 400, fields: { sourceUrl: { message: 'corrections.error.phoneNeedsSource' } } })
    expect(await createSuggestion(user, input({ recordId: 'no-such-bank' }), 'bn')).toMatchObject({ ok: false, status: 404, error: { message: 'corrections.error.notFound' } })
    const current = contentPack.banks.find((b) => b.id === BANK)!.address!.en
    expect(await createSuggestion(user, input({ value: ` ${current.toUpperCase()} ` }), 'en')).toMatchObject({ ok: false, status: 400, error: { message: 'corrections.error.sameAsNow' } })
    const after = await db().selectFrom('content_suggestions').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })

  it('refuses banned readers and limits each reader per hour', async () => {
    const { user } = await createUser()
    expect(await createSuggestion({ ...user, banned: true }, input(), 'bn')).toMatchObject({ ok: false, status: 403, error: { message: 'moderation.blocked.banned' } })
    for (let i = 0; i < SUGGEST_LIMIT.max; i++) await suggest(user, { value: `ঠিকানা ${i}` })
    expect(await createSuggestion(user, input({ value: 'আরও একটি' }), 'bn')).toMatchObject({ ok: false, status: 429, error: { message: 'corrections.error.rateLimited' } })
  })
})

describe('deciding', () => {
  it('a member can neither accept nor decline, and nothing is written', async () => {
    const { user: reader } = await createUser()
    const { user: member } = await createUser()
    const id = await suggest(reader)
    expect(await acceptSuggestion(member, id, { bn: 'ক', en: 'K' })).toEqual({ ok: false, status: 403, error: { message: 'corrections.error.forbidden' } })
    expect(await declineSuggestion(member, id, 'না')).toEqual({ ok: false, status: 403, error: { message: 'corrections.error.forbidden' } })
    expect((await row(id)).status).toBe('pending')
    expect(await overrides(id)).toEqual([])
    expect(await audits(id)).toEqual([])
  })

  it('accepting writes the override, decides the suggestion, audits once, and the guide shows it at once', async () => {
    const { user: reader } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const shipped = contentPack.banks.find((b) => b.id === BANK)!
    expect((await bank()).address).toEqual(shipped.address) // loaded and cached before the change
    const id = await suggest(reader)
    const value = { bn: 'কাচারি রোড, হাটহাজারী পৌরসভা', en: 'Kachari Road, Hathazari Municipality' }
    expect(await acceptSuggestion(moderator, id, value)).toEqual({ ok: true })

    expect(await row(id)).toMatchObject({ status: 'accepted', decided_by: moderator.id, decision_reason: null })
    expect((await row(id)).decided_at).not.toBeNull()
    const written = await overrides(id)
    expect(written).toHaveLength(1)
    expect(written[0]).toMatchObject({ collection: 'banks', record_id: BANK, field: 'address', value, sources: [source] })
    const log = await audits(id)
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ actor_id: moderator.id, action: 'accept', target_type: 'correction' })

    const corrected = await bank()
    expect(corrected.address).toEqual(value)
    expect(corrected.sources[0]).toBe(source)
    expect(corrected.asOf).toBe(dhakaDate())
    expect(corrected.routingNumber).toBe(shipped.routingNumber)
    expect((await listPendingSuggestions()).some((s) => s.id === id)).toBe(false)
  })

  it('declining needs a reason; a decided suggestion cannot be decided again', async () => {
    const { user: reader } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const id = await suggest(reader, { value: 'ভুল ঠিকানা' })
    expect(await declineSuggestion(moderator, id, '   ')).toEqual({ ok: false, status: 400, error: { message: 'corrections.error.reasonRequired' } })
    expect((await row(id)).status).toBe('pending')
    expect(await declineSuggestion(moderator, id, 'সূত্রে এই ঠিকানা নেই')).toEqual({ ok: true })
    expect(await row(id)).toMatchObject({ status: 'declined', decided_by: moderator.id, decision_reason: 'সূত্রে এই ঠিকানা নেই' })
    expect(await audits(id)).toMatchObject([{ action: 'decline', reason: 'সূত্রে এই ঠিকানা নেই' }])

    expect(await declineSuggestion(moderator, id, 'আবার')).toEqual({ ok: false, status: 404, error: { message: 'corrections.error.suggestionGone' } })
    expect(await acceptSuggestion(moderator, id, { bn: 'ক', en: 'K' })).toEqual({ ok: false, status: 404, error: { message: 'corrections.error.suggestionGone' } })
    expect(await acceptSuggestion(moderator, 999_999, { bn: 'ক', en: 'K' })).toMatchObject({ ok: false, status: 404 })
    expect(await overrides(id)).toEqual([])
    expect(await audits(id)).toHaveLength(1)

    const second = await suggest(reader, { value: 'আরেকটি ঠিকানা' })
    expect(await acceptSuggestion(moderator, second, { bn: 'আরেকটি ঠিকানা', en: 'Another address' })).toEqual({ ok: true })
    expect(await acceptSuggestion(moderator, second, { bn: 'আরেকটি ঠিকানা', en: 'Another address' })).toMatchObject({ ok: false, status: 404 })
    expect(await overrides(second)).toHaveLength(1)
  })

  it('a suggestion with only a note waits on the ground: not accepted on a link it lacks, only on a moderator’s visit or call', async () => {
    const { user: reader } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const id = await suggest(reader, { value: 'বাজারের উত্তর পাশে', sourceUrl: '', note: 'আমি নিজে দেখেছি' })
    expect((await listPendingSuggestions('web')).some((s) => s.id === id)).toBe(false)
    expect((await listPendingSuggestions('ground')).find((s) => s.id === id)).toMatchObject({ sourceUrl: null, note: 'আমি নিজে দেখেছি', acceptBlock: null, ground: { photos: [], needsCall: false } })
    expect(await acceptSuggestion(moderator, id, { bn: 'বাজারের উত্তর পাশে', en: 'North of the bazar' })).toEqual({ ok: false, status: 400, error: { message: 'corrections.error.acceptNeedsSource' } })
    expect((await row(id)).status).toBe('pending')
    expect(await acceptSuggestion(moderator, id, { bn: 'বাজারের উত্তর পাশে', en: 'North of the bazar' }, undefined, '', { kind: 'visit', day: dhakaDate() })).toEqual({ ok: true })
    expect((await overrides(id))[0]).toMatchObject({ sources: [{ kind: 'visit', date: dhakaDate(), by: moderator.id, confirms: ['address'] }] })
  })

  it('a phone correction is accepted only as one number, with the suggester’s source', async () => {
    const { user: reader } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const id = await suggest(reader, { field: 'phone', value: '০৩১-৭১২৩৪৫' })
    expect((await row(id)).proposal).toEqual({ value: '031-712345' })
    expect(await acceptSuggestion(moderator, id, { bn: '031-712345', en: '031-712346' })).toMatchObject({ ok: false, status: 400, error: { message: 'corrections.error.phoneMismatch' } })
    expect(await acceptSuggestion(moderator, id, { bn: '০৩১-৭১২৩৪৫', en: '031-712345' })).toEqual({ ok: true })
    expect((await bank()).phones).toEqual([{ number: '031-712345', sources: [source], asOf: dhakaDate() }])
  })

  it('an accepted new hotel appears in the guide; a new bank goes into the pack by hand', async () => {
    const { user: reader } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const hotel = await createSuggestion(reader, { kind: 'listing', collection: 'hotels', name: 'হোটেল হালদা ভিউ', address: 'হাটহাজারী বাজার', sourceUrl: 'https://example.org/halda-view' }, 'bn')
    if (!hotel.ok) throw new Error('listing failed')
    expect(await acceptSuggestion(moderator, hotel.id, { bn: 'হোটেল হালদা ভিউ', en: 'Hotel Halda View' })).toEqual({ ok: true })
    expect((await getGuide()).hotels).toContainEqual({
      id: `suggested-${hotel.id}`, name: { bn: 'হোটেল হালদা ভিউ', en: 'Hotel Halda View' }, address: { bn: 'হাটহাজারী বাজার', en: 'হাটহাজারী বাজার' },
      sources: ['https://example.org/halda-view'], asOf: dhakaDate(), confidence: 'medium',
    })

    const newBank = await createSuggestion(reader, { kind: 'listing', collection: 'banks', name: 'নতুন ব্যাংক', sourceUrl: 'https://example.org/bank' }, 'bn')
    if (!newBank.ok) throw new Error('listing failed')
    expect((await listPendingSuggestions()).find((s) => s.id === newBank.id)).toMatchObject({ acceptBlock: 'corrections.queue.packOnly', href: '/banks' })
    expect(await acceptSuggestion(moderator, newBank.id, { bn: 'নতুন ব্যাংক', en: 'New Bank' })).toMatchObject({ ok: false, status: 400, error: { message: 'corrections.error.packOnly' } })
  })

  it('another process’s accepted correction reaches this one through the content event', async () => {
    const { user: moderator } = await createUser({ role: 'moderator' })
    await getGuide() // cached here
    // As another app process would: write the override and notify, without touching this process's cache.
    await db().transaction().execute(async (trx) => {
      await trx.insertInto('content_overrides').values({
        collection: 'banks', record_id: 'agrani-hathazari', field: 'details', value: JSON.stringify({ bn: 'অন্য প্রসেস', en: 'Other process' }),
        sources: JSON.stringify(['https://example.org/other']), as_of: '2027-01-02', suggestion_id: null, created_at: undefined,
      }).execute()
      await publish(trx, 'content', { type: 'correction-accepted', by: moderator.id })
    })
    await expect.poll(async () => (await getGuide()).banks.find((b) => b.id === 'agrani-hathazari')!.details?.en, { timeout: 5000 }).toBe('Other process')
  })
})

describe('BOOTSTRAP_MODERATOR_EMAILS', () => {
  it('makes listed e-mails moderators when they register, and nobody else', async () => {
    expect((await createUser({ email: 'first.moderator@example.com' })).user.role).toBe('moderator')
    expect((await createUser({ email: 'second@example.com' })).user.role).toBe('moderator')
    expect((await createUser({ email: 'third@example.com' })).user.role).toBe('member')
  })
})
