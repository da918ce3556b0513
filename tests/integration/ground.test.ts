import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { acceptSuggestion, declineSuggestion, listPendingSuggestions, recordSuggestionCall } from '#app/features/corrections/moderate.server'
import { createSuggestion, forumParams, loadForumOffer, type SuggestionPhoto } from '#app/features/corrections/suggest.server'
import { addComment } from '#app/features/forum/comments.server'
import { createPost } from '#app/features/forum/write-post.server'
import { moderateItem } from '#app/features/moderation/actions.server'
import { askCommunityHref } from '#app/lib/ask-community'
import type { SessionUser } from '#app/lib/auth/session.server'
import { getGuide, invalidateGuide } from '#app/lib/content/guide.server'
import { phoneViews } from '#app/lib/content/record-facts.server'
import { db } from '#app/lib/db/database.server'
import { subscribe } from '#app/lib/events.server'
import { evidenceKey, exifDay, sweepOrphanEvidence } from '#app/lib/evidence.server'
import { dhakaDay } from '#app/lib/dhaka-day'
import { getRetrievalIndex } from '#app/lib/retrieval/index.server'
import { directoryPlaces } from '#app/features/seo/structured-data.server'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'
import { evidencePhotoResponse } from '#app/features/ground/photo.server'
import { recheckItems, recordCheck } from '#app/features/ground/recheck.server'

const { dataDir } = withTestApp()
beforeAll(async () => {
  await subscribe('forum', () => {})
})

const UHC = 'upazila-health-complex'
const BANK = 'national-bank-hathazari'
const BANK_PHONE = '0173-0318854'
const today = dhakaDay()
const daysAgo = (n: number) => dhakaDay(new Date(Date.now() - n * 86_400_000))

/** A phone photo of a signboard: a JPEG that says where and when it was taken. */
async function signboardPhoto(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 9' }, IFD2: { DateTimeOriginal: `${daysAgo(3).replaceAll('-', ':')} 09:08:07` }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 30/1 0/1' } })
    .toBuffer())
}

const photo = async (subject = 'signboard', field: SuggestionPhoto['field'] = 'photo1'): Promise<SuggestionPhoto> =>
  ({ field, subject, file: { bytes: await signboardPhoto(), tooLarge: false } })

const evidenceFile = (id: string) => join(dataDir, 'evidence', evidenceKey(id))
const photosOf = (suggestionId: number) => db().selectFrom('ground_photos').selectAll().where('suggestion_id', '=', suggestionId).execute()
const uhc = async () => (await getGuide()).healthFacilities.find((f) => f.id === UHC)!

let reader: SessionUser
let moderator: SessionUser
beforeAll(async () => {
  reader = (await createUser({ name: 'রহিম' })).user
  moderator = (await createUser({ role: 'moderator' })).user
})

async function suggestUhcNumber(number: string, extra: { keepTakenOn?: boolean } = {}) {
  const made = await createSuggestion(reader, { kind: 'correction', collection: 'healthFacilities', recordId: UHC, field: 'phone', value: number, sourceUrl: '', note: '' }, 'bn',
    { photos: [await photo()], ...extra })
  if (!made.ok) throw new Error(`createSuggestion: ${made.error.message}`)
  return made.id
}

describe('a phone number from the ground', () => {
  it('a resident suggests the health complex’s number with a photo: kept for moderators without its metadata, and waiting for a call', async () => {
    const id = await suggestUhcNumber('০১৭৩০-৩২৪৭৭৭', { keepTakenOn: true })
    const [stored] = await photosOf(id)
    expect(stored).toMatchObject({ subject: 'signboard' })
    expect(stored!.taken_on && dhakaDay(new Date(stored!.taken_on))).toBe(daysAgo(3))
    // Re-encoded: no EXIF (no GPS, no phone model) in the stored file, and not among the public uploads.
    expect(existsSync(evidenceFile(stored!.id))).toBe(true)
    expect((await sharp(evidenceFile(stored!.id)).metadata()).exif).toBeUndefined()
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false)

    const queued = (await listPendingSuggestions('ground')).find((s) => s.id === id)!
    expect(queued.ground).toMatchObject({ needsCall: true, photos: [{ id: stored!.id, subject: 'signboard' }] })
    expect((await listPendingSuggestions('web')).some((s) => s.id === id)).toBe(false)

    // Never published from the photo alone, whatever the moderator tries.
    for (const basis of [{ kind: 'photo' as const, photo: stored!.id }, { kind: 'visit' as const, day: today }, { kind: 'link' as const }]) {
      const refused = await acceptSuggestion(moderator, id, { bn: '01730-324777', en: '01730-324777' }, undefined, '', basis)
      expect(refused.ok, basis.kind).toBe(false)
    }
    expect((await uhc()).phones ?? []).toEqual([])
  })

  it('no answer is noted for another try; an answered call publishes it with the call as its source, everywhere the guide speaks', async () => {
    const id = await suggestUhcNumber('01730-324778')
    expect(await recordSuggestionCall(moderator, id, { day: daysAgo(1), outcome: 'no-answer', answeredBy: '' }, { bn: '', en: '' })).toEqual({ ok: true })
    expect((await listPendingSuggestions('ground')).find((s) => s.id === id)?.ground?.calls).toEqual([{ day: daysAgo(1), outcome: 'no-answer', by: moderator.id }])
    expect((await uhc()).phones ?? []).toEqual([])

    // A call that nobody says who answered is refused, and changes nothing.
    expect(await recordSuggestionCall(moderator, id, { day: today, outcome: 'answered', answeredBy: '' }, { bn: '01730-324778', en: '01730-324778' })).toMatchObject({ ok: false })
    expect(await recordSuggestionCall(moderator, id, { day: today, outcome: 'answered', answeredBy: 'duty-desk' }, { bn: '০১৭৩০-৩২৪৭৭৮', en: '01730-324778' })).toEqual({ ok: true })

    const record = await uhc()
    expect(record.phones).toHaveLength(1)
    expect(record.phones![0]!.number).toBe('01730-324778')
    expect(record.phones![0]!.sources[0]).toMatchObject({ kind: 'call', date: today, by: moderator.id, answeredBy: 'duty-desk', confirms: ['phone'] })
    expect(record.phones![0]!.sources[1]).toMatchObject({ kind: 'photo', subject: 'signboard' })

    // The page's view: checked by a call today, offered as a call, asked about afterwards; no moderator id, no photo id.
    const [view] = phoneViews(record, 'en')
    expect(view).toMatchObject({ number: '01730-324778', basis: { kind: 'call', date: today, text: expect.stringMatching(/^Checked by a moderator's call, .* \(the duty desk answered\)$/) }, staleMonths: null, status: null, ask: { collection: 'healthFacilities', recordId: UHC } })
    expect(JSON.stringify(view)).not.toContain(moderator.id)

    // The assistant and search say the same; JSON-LD gives it as telephone: it is checked.
    const index = await getRetrievalIndex()
    const doc = index.docs[`healthFacilities/${UHC}`]!
    expect(doc.phones).toContain('01730-324778')
    expect(doc.lines[1].join('\n')).toContain("Phone: 01730-324778 (Checked by a moderator's call,")
    expect(doc.lines[0].join('\n')).toContain('মডারেটর ফোন করে যাচাই করেছেন')
    expect(index.guideJson).not.toContain(moderator.id)
    const place = directoryPlaces('/hospitals', await getGuide(), 'https://example.org', 'en').find((p) => String((p as { '@id': string })['@id']).endsWith(`#${UHC}`))
    expect(place).toMatchObject({ telephone: '01730-324778' })
  })

  it('a wrong number declines it, tells the reader why, and deletes its photos', async () => {
    const id = await suggestUhcNumber('01730-000001')
    const [stored] = await photosOf(id)
    expect(await recordSuggestionCall(moderator, id, { day: today, outcome: 'wrong', answeredBy: '' }, { bn: '', en: '' })).toEqual({ ok: true })
    const row = await db().selectFrom('content_suggestions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'declined' })
    expect(row.decision_reason).toContain('অন্য কেউ ধরেছেন')
    expect(await photosOf(id)).toEqual([])
    expect(existsSync(evidenceFile(stored!.id))).toBe(false)
  })
})

describe('other facts from the ground', () => {
  it('an address on a photo that shows it, or a note-only listing on a visit', async () => {
    const made = await createSuggestion(reader, { kind: 'correction', collection: 'banks', recordId: BANK, field: 'address', value: 'কাচারি রোড, নতুন ভবন', sourceUrl: '', note: '' }, 'bn', { photos: [await photo('notice')] })
    expect(made.ok).toBe(true)
    const id = made.ok ? made.id : 0
    const [stored] = await photosOf(id)
    expect(await acceptSuggestion(moderator, id, { bn: 'কাচারি রোড, নতুন ভবন', en: 'Kachari Road, new building' }, undefined, '', { kind: 'photo', photo: stored!.id })).toEqual({ ok: true })
    const bank = (await getGuide()).banks.find((b) => b.id === BANK)!
    expect(bank.address?.en).toBe('Kachari Road, new building')
    expect(bank.sources[0]).toMatchObject({ kind: 'photo', subject: 'notice', photo: stored!.id, confirms: ['address'], by: reader.id })

    const hotel = await createSuggestion(reader, { kind: 'listing', collection: 'hotels', name: 'হোটেল হালদা ভিউ', address: 'কলেজ রোড', hours: 'সারাদিন', sourceUrl: '', note: 'মার্চে থেকেছি' }, 'bn')
    expect(hotel.ok).toBe(true)
    const hotelId = hotel.ok ? hotel.id : 0
    expect((await listPendingSuggestions('ground')).find((s) => s.id === hotelId)).toMatchObject({ acceptBlock: null, ground: { needsCall: false, photos: [] } })
    // A visit in the future is not a visit.
    expect(await acceptSuggestion(moderator, hotelId, { bn: 'হোটেল হালদা ভিউ', en: 'Hotel Halda View' }, undefined, '', { kind: 'visit', day: '2999-01-01' })).toMatchObject({ ok: false })
    expect(await acceptSuggestion(moderator, hotelId, { bn: 'হোটেল হালদা ভিউ', en: 'Hotel Halda View' }, undefined, '', { kind: 'visit', day: daysAgo(2) })).toEqual({ ok: true })
    const listed = (await getGuide()).hotels.find((h) => h.id === `suggested-${hotelId}`)!
    expect(listed).toMatchObject({ name: { en: 'Hotel Halda View' }, hours: { bn: 'সারাদিন' }, sources: [{ kind: 'visit', date: daysAgo(2), by: moderator.id }] })
  })

  it('a refused photo leaves no file and no row', async () => {
    const before = (await db().selectFrom('content_suggestions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
    const notAPhoto: SuggestionPhoto = { field: 'photo1', subject: 'signboard', file: { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), tooLarge: false } }
    const refused = await createSuggestion(reader, { kind: 'correction', collection: 'banks', recordId: BANK, field: 'hours', value: 'x', sourceUrl: '', note: '' }, 'en', { photos: [notAPhoto, await photo('', 'photo2')] })
    expect(refused).toMatchObject({ ok: false, status: 400, fields: { photo1: { message: 'upload.error.notImage' }, photo2: { message: 'corrections.error.photoSubject' } } })
    expect((await db().selectFrom('content_suggestions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(before)
  })
})

describe('photos are evidence for moderators only', () => {
  it('a visitor, a member and an unknown address get the same 404; a moderator gets the picture, never cached', async () => {
    const id = await suggestUhcNumber('01730-000002')
    const [stored] = await photosOf(id)
    const member = (await createUser()).user
    const unsure = (await createUser({ role: 'moderator', twoFactor: false })).user
    for (const who of [null, member, unsure]) expect((await evidencePhotoResponse(who, `${stored!.id}.webp`)).status).toBe(404)
    expect((await evidencePhotoResponse(moderator, 'photo-00000000000000000000.webp')).status).toBe(404)
    expect((await evidencePhotoResponse(moderator, '../db/PG_VERSION')).status).toBe(404)
    for (const file of [`${stored!.id}.webp`, `${stored!.id}-w480.webp`]) {
      const response = await evidencePhotoResponse(moderator, file)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp')
    }
  })
})

describe('the re-check list', () => {
  const bankPhone = async () => (await getGuide()).banks.find((b) => b.id === BANK)!.phones![0]!
  const onList = async (field = 'phone') => (await recheckItems('en')).find((item) => item.recordId === BANK && item.field === field)

  it('a number past its age is on the list until a moderator’s call confirms it', async () => {
    expect(await onList()).toMatchObject({ value: BANK_PHONE, staleMonths: expect.any(Number), doubted: null })
    expect(phoneViews((await getGuide()).banks.find((b) => b.id === BANK)!, 'en')[0]!.staleMonths).toBeGreaterThanOrEqual(12)
    expect(await recordCheck(moderator, { collection: 'banks', recordId: BANK, field: 'phone', number: BANK_PHONE, outcome: 'right', method: 'call', day: today, answeredBy: 'reception' })).toEqual({ ok: true })
    expect(await onList()).toBeUndefined()
    expect((await bankPhone()).sources[0]).toMatchObject({ kind: 'call', date: today, answeredBy: 'reception' })
    const audit = await db().selectFrom('audit_log').selectAll().where('target_type', '=', 'guide').where('target_id', '=', `banks/${BANK}`).execute()
    expect(audit.at(-1)).toMatchObject({ action: 'check', actor_id: moderator.id, details: { field: 'phone', outcome: 'right', method: 'call', day: today } })
  })

  it('three wrong-number answers from different phones put a checked number first on the list, until a moderator checks it again', async () => {
    for (const device of ['a', 'b', 'c']) {
      await db().insertInto('wrong_number_reports').values({ collection: 'banks', record_id: BANK, number: BANK_PHONE, device_key: device, reported_on: today }).execute()
    }
    invalidateGuide()
    await getGuide()
    expect((await recheckItems('en'))[0]).toMatchObject({ recordId: BANK, field: 'phone', doubted: today })
    const [view] = phoneViews((await getGuide()).banks.find((b) => b.id === BANK)!, 'en')
    expect(view).toMatchObject({ reportedWrong: today, words: { doubted: expect.stringMatching(/^Residents reported this number may have changed/) } })
    // A moderator's call answers the reports: they are gone, and the number with them from the list.
    expect(await recordCheck(moderator, { collection: 'banks', recordId: BANK, field: 'phone', number: BANK_PHONE, outcome: 'right', method: 'call', day: today, answeredBy: 'reception' })).toEqual({ ok: true })
    expect(await db().selectFrom('wrong_number_reports').selectAll().where('record_id', '=', BANK).execute()).toEqual([])
    expect(await onList()).toBeUndefined()
  })

  it('no answer on three different days hides the number as unreachable; a call that is answered brings it back', async () => {
    // Today's confirming call (above) would be the latest word: start from the pack's number alone.
    await db().deleteFrom('guide_checks').where('record_id', '=', BANK).execute()
    invalidateGuide()
    for (const n of [3, 2, 2, 1]) {
      expect(await recordCheck(moderator, { collection: 'banks', recordId: BANK, field: 'phone', number: BANK_PHONE, outcome: 'no-answer', method: 'call', day: daysAgo(n) })).toEqual({ ok: true })
    }
    const phone = await bankPhone()
    expect(phone.status).toEqual({ kind: 'unreachable', dates: [daysAgo(3), daysAgo(2), daysAgo(1)] })
    const [view] = phoneViews((await getGuide()).banks.find((b) => b.id === BANK)!, 'en')
    // Told as unreachable, without its digits; the assistant does not give it either.
    expect(view).toMatchObject({ number: '', status: { kind: 'unreachable' } })
    expect((await getRetrievalIndex()).docs[`banks/${BANK}`]!.phones).not.toContain(BANK_PHONE)
    expect(await onList()).toMatchObject({ unreachable: [daysAgo(3), daysAgo(2), daysAgo(1)] })

    expect(await recordCheck(moderator, { collection: 'banks', recordId: BANK, field: 'phone', number: BANK_PHONE, outcome: 'right', method: 'call', day: today, answeredBy: 'staff' })).toEqual({ ok: true })
    expect((await bankPhone()).status).toBeUndefined()
    expect((await getRetrievalIndex()).docs[`banks/${BANK}`]!.phones).toContain(BANK_PHONE)
  })

  it('an address past its age: still right by a visit, or changed with its new value', async () => {
    await recordCheck(moderator, { collection: 'banks', recordId: BANK, field: 'address', outcome: 'right', method: 'visit', day: daysAgo(400) })
    expect(await onList('address')).toBeUndefined() // the photo accepted above dated it this week
    const organization = (await recheckItems('en')).find((item) => item.field === 'address')
    if (organization) {
      expect(await recordCheck(moderator, {
        collection: organization.collection, recordId: organization.recordId, field: 'address', outcome: 'changed', method: 'visit', day: today, value: { bn: 'নতুন ঠিকানা', en: 'New address' },
      })).toEqual({ ok: true })
      expect((await recheckItems('en')).some((item) => item.key === organization.key)).toBe(false)
    }
  })

  it('refuses a forged record, a hotline, a day to come, a visit to a phone, and a moderator without two-step sign-in, writing nothing', async () => {
    const count = async () => (await db().selectFrom('guide_checks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
    const before = await count()
    const base = { collection: 'banks', recordId: BANK, field: 'phone', number: BANK_PHONE, outcome: 'right', method: 'call', day: today, answeredBy: 'staff' }
    const unsure = (await createUser({ role: 'moderator', twoFactor: false })).user
    const refusals = [
      [moderator, { ...base, recordId: 'no-such-bank' }, 404],
      [moderator, { ...base, number: '01700-000000' }, 404],
      [moderator, { ...base, collection: 'hotlines', recordId: 'national-emergency' }, 404],
      [moderator, { ...base, day: '2999-01-01' }, 400],
      [moderator, { ...base, method: 'visit' }, 400],
      [moderator, { ...base, answeredBy: 'Karim (the manager)' }, 400],
      [moderator, { ...base, field: 'address', outcome: 'wrong' }, 400],
      [unsure, base, 403],
    ] as const
    for (const [who, input, status] of refusals) expect(await recordCheck(who, input), JSON.stringify(input)).toMatchObject({ ok: false, status })
    expect(await count()).toBe(before)
  })
})

describe('evidence files', () => {
  it('the sweep deletes a photo file no suggestion refers to, once it is an hour old, and keeps the others', async () => {
    const id = await suggestUhcNumber('01730-000004')
    const [kept] = await photosOf(id)
    writeFileSync(join(dataDir, 'evidence', 'photo-ffffffffffffffffffff.webp'), 'left by a crash')
    expect(await sweepOrphanEvidence()).toEqual([])
    const removed = await sweepOrphanEvidence(Date.now() + 2 * 60 * 60 * 1000)
    expect(removed).toEqual(['photo-ffffffffffffffffffff.webp'])
    expect(existsSync(evidenceFile(kept!.id))).toBe(true)
  })

  it('reads the day a photo was taken, and never a day that cannot be true', async () => {
    const exif = (date: string) => sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().withExif({ IFD2: { DateTimeOriginal: date } }).toBuffer()
      .then((jpeg) => sharp(jpeg).metadata()).then((meta) => meta.exif!)
    expect(exifDay(await exif('2026:11:19 09:08:07'), '2026-11-28')).toBe('2026-11-19')
    expect(exifDay(await exif('2026:12:01 09:08:07'), '2026-11-28')).toBeNull()
    expect(exifDay(await exif('1970:01:01 00:00:00'), '2026-11-28')).toBeNull()
    expect(exifDay(await exif('2026:02:30 00:00:00'), '2026-11-28')).toBeNull()
    expect(exifDay(Buffer.from('Exif\0\0garbage'), '2026-11-28')).toBeNull()
  })
})

describe('declining', () => {
  it('a declined suggestion’s photos are deleted with it', async () => {
    const id = await suggestUhcNumber('01730-000003')
    const [stored] = await photosOf(id)
    expect(await declineSuggestion(moderator, id, 'The signboard is of another hospital.')).toEqual({ ok: true })
    expect(existsSync(evidenceFile(stored!.id))).toBe(false)
  })
})

describe('from the forum into the guide, and from the guide to the forum', () => {
  it('a moderator offers a comment to the guide: it starts the suggestion, is its source, and says so once accepted; a member cannot, a hidden comment cannot be', async () => {
    const asker = (await createUser({ name: 'প্রশ্নকর্তা' })).user
    const made = await createPost(asker, { title: 'কুরিয়ার অফিস কোথায়?', content: 'পার্সেল পাঠাতে চাই।', category: 'question', tags: '', anonymous: false }, {}, 50)
    if (!made.ok) throw new Error('createPost')
    const post = made.post.id
    const comment = await addComment(reader, post, 'বাসস্ট্যান্ডের পাশে একটি কুরিয়ার শাখা আছে, সকাল ৯টা থেকে খোলা।')
    if (!comment.ok) throw new Error('addComment')
    expect(forumParams(new URLSearchParams({ forum: String(post), comment: String(comment.id) }))).toEqual({ post, comment: comment.id })
    expect(forumParams(new URLSearchParams({ forum: 'abc' }))).toBeNull()
    expect(await loadForumOffer({ post, comment: comment.id })).toMatchObject({ title: 'কুরিয়ার অফিস কোথায়?', excerpt: 'বাসস্ট্যান্ডের পাশে একটি কুরিয়ার শাখা আছে, সকাল ৯টা থেকে খোলা।' })

    const listing = { kind: 'listing', collection: 'couriers', name: 'বাসস্ট্যান্ড কুরিয়ার', address: 'বাসস্ট্যান্ড', sourceUrl: '', note: '' }
    expect(await createSuggestion(reader, listing, 'bn', { forum: { post, comment: comment.id } })).toMatchObject({ ok: false, status: 403 })
    const offered = await createSuggestion(moderator, listing, 'bn', { forum: { post, comment: comment.id } })
    if (!offered.ok) throw new Error(offered.error.message)
    const queued = (await listPendingSuggestions('ground')).find((s) => s.id === offered.id)!
    expect(queued.ground).toMatchObject({ forum: { post, comment: comment.id }, needsCall: false })
    // A forum answer is a lead, not a check: accepted on the moderator's visit, it keeps the answer as a source.
    expect(await acceptSuggestion(moderator, offered.id, { bn: 'বাসস্ট্যান্ড কুরিয়ার', en: 'Bus Stand Courier' }, undefined, '', { kind: 'visit', day: today })).toEqual({ ok: true })
    const courier = (await getGuide()).couriers.find((c) => c.id === `suggested-${offered.id}`)!
    expect(courier.sources).toEqual([
      { kind: 'visit', date: today, by: moderator.id },
      { kind: 'forum', date: today, by: moderator.id, post, comment: comment.id },
    ])

    // Hidden by a moderator: no longer offered.
    await moderateItem(moderator, 'comment', comment.id, 'hide', 'Not a place for this.')
    expect(await loadForumOffer({ post, comment: comment.id })).toBeNull()
    expect(await createSuggestion(moderator, listing, 'bn', { forum: { post, comment: comment.id } })).toMatchObject({ ok: false, status: 404 })
  })

  it('"ask the community" starts a question with what was asked, in the address, cut to a title', () => {
    expect(askCommunityHref('  হাসপাতালের   নম্বর কত? ')).toBe(`/seeking-hathazari/new?category=question&title=${encodeURIComponent('হাসপাতালের নম্বর কত?').replace(/%20/g, '+')}`)
    const long = askCommunityHref('ক'.repeat(300))
    expect(new URLSearchParams(long.split('?')[1]).get('title')).toHaveLength(100)
  })
})
