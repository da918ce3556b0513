import { randomBytes } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getGuide, invalidateGuide } from '#app/lib/content/guide.server'
import { phoneViews } from '#app/lib/content/record-facts.server'
import { db } from '#app/lib/db/database.server'
import { subscribe } from '#app/lib/events.server'
import { dhakaDay } from '#app/lib/dhaka-day'
import { action, loader } from '#app/routes/api.call-feedback'
import { withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { ANSWER_LIMIT, pruneCallFeedback, recordCallAnswer } from './record-answer.server'
import { callFeedbackReport } from './report.server'

withTestApp()
const contentEvents: Array<{ type?: string; collection?: string; recordId?: string }> = []
// As the server does at start: the forum channel is listened to first.
beforeAll(async () => {
  await subscribe('forum', () => {})
  await subscribe('content', (payload) => contentEvents.push(JSON.parse(payload)))
})

// Every test starts with no answers: the guide's numbers are few, and a doubt would carry over.
beforeEach(async () => {
  for (const table of ['call_feedback', 'call_feedback_keys', 'wrong_number_reports', 'rate_limits'] as const) await db().deleteFrom(table).execute()
  invalidateGuide()
})

const BANK = { collection: 'banks', recordId: 'national-bank-hathazari', number: '0173-0318854' }
type Phone = typeof BANK

let serial = 0
/** A courier listing of its own, published as an accepted new listing is, with one number (checked on `asOf`). */
async function listing(asOf = '2020-01-01'): Promise<Phone> {
  const n = ++serial
  const phone = { collection: 'couriers', recordId: `suggested-call-${n}`, number: `01711-${100000 + n}` }
  await db()
    .insertInto('content_overrides')
    .values({
      collection: phone.collection, record_id: phone.recordId, field: 'record',
      value: JSON.stringify({ name: { bn: `কুরিয়ার ${n}`, en: `Courier ${n}` }, phone: phone.number }),
      sources: JSON.stringify(['https://example.com/couriers']), as_of: asOf, suggestion_id: null, created_at: undefined,
    })
    .execute()
  invalidateGuide()
  return phone
}

const device = () => randomBytes(16).toString('base64url')
let address = 0
const nextAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`

/** An answer as the prompt sends it, from its own phone and address unless told. */
function answer(phone: Phone, kind: 'yes' | 'no-answer' | 'wrong', options: { device?: string; client?: string; today?: string } = {}) {
  return recordCallAnswer({ ...phone, answer: kind, device: options.device ?? device() }, { client: options.client ?? nextAddress(), ...(options.today ? { today: options.today } : {}) })
}

const today = dhakaDay()
/** The day `n` days before today, in Bangladesh. */
const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)

/** A number's answers, added up over every day. */
async function counts(phone: Phone) {
  const rows = await db().selectFrom('call_feedback').select(['answer', 'count']).where('record_id', '=', phone.recordId).where('number', '=', phone.number).execute()
  const sums: Record<string, number> = {}
  for (const row of rows) sums[row.answer] = (sums[row.answer] ?? 0) + row.count
  return sums
}

/** Everything this feature and its rate limit store. */
async function stored() {
  return {
    feedback: await db().selectFrom('call_feedback').selectAll().orderBy('record_id').orderBy('day').orderBy('answer').execute(),
    keys: await db().selectFrom('call_feedback_keys').selectAll().orderBy('key').execute(),
    reports: await db().selectFrom('wrong_number_reports').selectAll().orderBy('device_key').execute(),
    limits: await db().selectFrom('rate_limits').select(['key', 'count']).orderBy('key').execute(),
  }
}

/** The phone as the page shows it now (the guide reloaded, as after a 'content' event). */
async function shown(phone: Phone) {
  const guide = await getGuide()
  const list = (phone.collection === 'banks' ? guide.banks : guide.couriers) as Array<{ id: string; phones?: never[] }>
  return phoneViews(list.find((r) => r.id === phone.recordId)!, 'en', phone.collection as 'banks')[0]!
}

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost:3000/api/call-feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hg-client-ip': '198.51.100.23', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  return action({ request, params: {}, context: {} } as never) as Promise<Response>
}

describe('counting', () => {
  it('counts answers per number per day, under the number as the guide prints it', async () => {
    expect(await answer(BANK, 'yes')).toEqual({ ok: true, counted: true, doubted: false })
    expect(await answer({ ...BANK, number: '01730318854' }, 'yes')).toEqual({ ok: true, counted: true, doubted: false })
    expect(await answer(BANK, 'no-answer')).toEqual({ ok: true, counted: true, doubted: false })
    const rows = await db().selectFrom('call_feedback').selectAll().execute()
    expect(rows.map((r) => ({ ...r, day: r.day.toISOString().slice(0, 10) })).sort((a, b) => a.answer.localeCompare(b.answer))).toEqual([
      { collection: 'banks', record_id: BANK.recordId, number: '0173-0318854', day: today, answer: 'no-answer', count: 1 },
      { collection: 'banks', record_id: BANK.recordId, number: '0173-0318854', day: today, answer: 'yes', count: 2 },
    ])
  })

  it('counts a phone once per number per day: a repeat is answered but not counted', async () => {
    const phone = await listing()
    const other = await listing()
    const mine = device()
    expect(await answer(phone, 'yes', { device: mine })).toMatchObject({ ok: true, counted: true })
    expect(await answer(phone, 'yes', { device: mine })).toMatchObject({ ok: true, counted: false })
    // Another answer the same day, even a different one, from another address: still that phone.
    expect(await answer(phone, 'wrong', { device: mine })).toMatchObject({ ok: true, counted: false })
    expect(await counts(phone)).toEqual({ yes: 1 })
    expect((await stored()).reports).toEqual([])
    // Another number, or the next day, is another question.
    expect(await answer(other, 'no-answer', { device: mine })).toMatchObject({ counted: true })
    expect(await answer(phone, 'yes', { device: mine, today: daysAgo(-1) })).toMatchObject({ counted: true })
    expect(await counts(phone)).toEqual({ yes: 2 })
    // The day's keys expire at the end of their day in Bangladesh.
    const keys = (await stored()).keys
    expect(keys).toHaveLength(3)
    expect(keys.map((k) => k.expires_at.toISOString()).sort()[0]).toBe(new Date(Date.parse(`${today}T00:00:00+06:00`) + 86_400_000).toISOString())
  })
})

describe('"wrong number" and the doubt', () => {
  it('three phones within 30 days put the number in doubt: the guide shows it at once and a content event goes out', async () => {
    const phone = await listing()
    expect((await shown(phone)).reportedWrong).toBeNull() // loaded and cached before the answers
    expect(await answer(phone, 'wrong', { today: daysAgo(20) })).toMatchObject({ counted: true, doubted: false })
    expect(await answer(phone, 'wrong', { today: daysAgo(3) })).toMatchObject({ counted: true, doubted: false })
    expect((await shown(phone)).reportedWrong).toBeNull()
    contentEvents.length = 0
    expect(await answer(phone, 'wrong')).toEqual({ ok: true, counted: true, doubted: true })
    const view = await shown(phone)
    expect(view.reportedWrong).toBe(today)
    // Doubted, not withdrawn: the number is still offered, and still the same number.
    expect(view).toMatchObject({ number: phone.number, status: null })
    await vi.waitFor(() => expect(contentEvents).toContainEqual({ type: 'phone-doubted', collection: phone.collection, recordId: phone.recordId }))
    // A fourth phone adds to the count, but the number was already in doubt: no new event.
    expect(await answer(phone, 'wrong')).toEqual({ ok: true, counted: true, doubted: false })
  })

  it('one phone answering "wrong number" again and again counts once, however many days', async () => {
    const phone = await listing()
    const mine = device()
    for (const day of [daysAgo(2), daysAgo(1), today]) expect(await answer(phone, 'wrong', { device: mine, today: day })).toMatchObject({ counted: true, doubted: false })
    expect(await counts(phone)).toEqual({ wrong: 3 })
    const { reports } = await stored()
    expect(reports).toHaveLength(1)
    expect(reports[0]!.reported_on.toISOString().slice(0, 10)).toBe(today)
    expect((await shown(phone)).reportedWrong).toBeNull()
  })

  it('answers older than 30 days do not count, and pruning forgets them', async () => {
    const phone = await listing()
    await answer(phone, 'wrong', { today: daysAgo(45) })
    await answer(phone, 'wrong', { today: daysAgo(31) })
    expect(await answer(phone, 'wrong')).toMatchObject({ counted: true, doubted: false })
    expect((await shown(phone)).reportedWrong).toBeNull()
    await pruneCallFeedback()
    const { reports, keys } = await stored()
    expect(reports.map((r) => r.reported_on.toISOString().slice(0, 10))).toEqual([today])
    expect(keys).toHaveLength(1) // the two past days' keys had expired
    expect(await counts(phone)).toEqual({ wrong: 3 }) // the counts per day stay
  })

  it('reports from before the number was last checked do not count', async () => {
    const phone = await listing(daysAgo(10))
    await answer(phone, 'wrong', { today: daysAgo(15) })
    await answer(phone, 'wrong', { today: daysAgo(12) })
    expect(await answer(phone, 'wrong')).toMatchObject({ doubted: false })
    expect((await shown(phone)).reportedWrong).toBeNull()
  })
})

describe('refusals', () => {
  it('refuses a forged record, an unknown number, a hotline and a number moderators withdrew, writing nothing', async () => {
    const phone = await listing()
    const { user: moderator } = await createUser({ role: 'moderator' })
    await db().insertInto('guide_checks').values({
      collection: phone.collection, record_id: phone.recordId, field: 'phone', number: phone.number, outcome: 'wrong', method: 'call',
      answered_by: null, checked_on: today, recorded_by: moderator.id, created_at: undefined,
    }).execute()
    invalidateGuide()
    expect((await shown(phone)).status).toMatchObject({ kind: 'wrong' })
    const before = await stored()
    expect(await answer({ ...BANK, recordId: 'no-such-bank' }, 'wrong')).toEqual({ ok: false, status: 404, error: 'not-found' })
    expect(await answer({ ...BANK, collection: 'couriers' }, 'wrong')).toEqual({ ok: false, status: 404, error: 'not-found' })
    expect(await answer({ ...BANK, collection: 'toString' }, 'wrong')).toEqual({ ok: false, status: 404, error: 'not-found' })
    expect(await answer({ ...BANK, number: '0173-0318855' }, 'wrong')).toEqual({ ok: false, status: 404, error: 'not-found' })
    expect(await answer({ collection: 'hotlines', recordId: 'national-emergency', number: '999' }, 'wrong')).toEqual({ ok: false, status: 400, error: 'not-asked' })
    expect(await answer(phone, 'wrong')).toEqual({ ok: false, status: 404, error: 'not-found' })
    expect(await stored()).toEqual(before)
  })

  it('refuses malformed, cut-off, oversized and non-JSON bodies with a 4xx and writes nothing', async () => {
    const good = { ...BANK, answer: 'yes', device: device() }
    const bodies: unknown[] = [
      null, [], 'yes', 42, {}, { ...good, answer: 'maybe' }, { ...good, device: 'short' }, { ...good, device: 'a'.repeat(30) },
      { ...good, device: `${device()}!` }, { ...good, number: '999 or 1=1' }, { ...good, recordId: 'National Bank' }, { ...good, recordId: 'x'.repeat(101) },
      { ...good, collection: 'banks; drop' }, { ...good, extra: 1 }, { ...good, number: ['0173-0318854'] }, { ...good, answer: null },
    ]
    for (const body of bodies) {
      const response = await post(JSON.stringify(body))
      expect([response.status, await response.json()]).toEqual([400, { error: 'invalid' }])
    }
    expect((await post('{"collection": "banks", "recordId": ')).status).toBe(400)
    expect((await post('')).status).toBe(400)
    expect((await post(null)).status).toBe(400)
    expect((await post(JSON.stringify(good), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await post(JSON.stringify(good), { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post(JSON.stringify({ ...good, padding: 'x'.repeat(2000) }))).status).toBe(413)
    // A body that says nothing of its length is capped as it arrives.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(' '.repeat(512)))
      },
    })
    expect((await post(endless)).status).toBe(413)
    // A body cut off on the way.
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"collection":"banks",'))
        controller.error(new Error('connection reset'))
      },
    })
    expect((await post(cut)).status).toBe(400)
    expect((await (loader() as Response)).status).toBe(405)
    expect(await stored()).toEqual({ feedback: [], keys: [], reports: [], limits: [] })
    // The same answer, well formed, is counted.
    const ok = await post(JSON.stringify(good))
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true, counted: true }])
  })

  it('limits answers per client address, counting nothing past the limit', async () => {
    const client = '203.0.113.9'
    for (let i = 0; i < ANSWER_LIMIT.max; i++) expect(await answer(BANK, 'yes', { client })).toMatchObject({ ok: true, counted: true })
    expect(await answer(BANK, 'wrong', { client })).toMatchObject({ ok: false, status: 429, error: 'rate-limited', retryAfter: expect.any(Number) })
    expect(await counts(BANK)).toEqual({ yes: ANSWER_LIMIT.max })
    expect((await stored()).reports).toEqual([])
    // Another address is not held back.
    expect(await answer(BANK, 'yes')).toMatchObject({ ok: true, counted: true })
    const response = await post(JSON.stringify({ ...BANK, answer: 'yes', device: device() }), { 'x-hg-client-ip': client })
    expect([response.status, await response.json(), Number(response.headers.get('retry-after')) > 0]).toEqual([429, { error: 'rate-limited' }, true])
  })

  it('stores no client address and no phone token, only keyed hashes of them', async () => {
    const token = device()
    const ip = '198.51.100.23'
    for (const kind of ['wrong', 'yes'] as const) {
      const response = await post(JSON.stringify({ ...BANK, answer: kind, device: token }), { 'x-hg-client-ip': ip })
      expect(response.status).toBe(200)
    }
    const all = JSON.stringify(await stored())
    expect(all).not.toContain(ip)
    expect(all).not.toContain(token)
    expect((await stored()).reports[0]!.device_key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Object.keys((await stored()).feedback[0]!).sort()).toEqual(['answer', 'collection', 'count', 'day', 'number', 'record_id'])
  })
})

describe('the moderators’ report', () => {
  it('gives each number’s last 90 days per answer and per day, newest activity first, page by page', async () => {
    const [a, b, c] = [await listing(), await listing(), await listing()]
    await answer(a, 'yes', { today: daysAgo(5) })
    await answer(a, 'yes', { today: daysAgo(5) })
    await answer(a, 'no-answer', { today: daysAgo(2) })
    await answer(a, 'yes', { today: daysAgo(120) }) // too old to show
    await answer(b, 'yes', { today: daysAgo(2) })
    for (const day of [daysAgo(9), daysAgo(1), today]) await answer(c, 'wrong', { today: day })
    await answer(BANK, 'yes', { today: daysAgo(200) })

    const all = await callFeedbackReport({ limit: 100 })
    expect(all.next).toBeNull()
    // c answered today; a and b last two days ago (ties by list, record, number).
    expect(all.numbers.map((n) => n.recordId)).toEqual([c.recordId, a.recordId, b.recordId])
    expect(all.numbers[1]).toEqual({
      collection: 'couriers', recordId: a.recordId, number: a.number, lastDay: daysAgo(2),
      totals: { yes: 2, 'no-answer': 1, wrong: 0 },
      days: [{ day: daysAgo(2), yes: 0, 'no-answer': 1, wrong: 0 }, { day: daysAgo(5), yes: 2, 'no-answer': 0, wrong: 0 }],
      wrongPhones: 0, doubtedOn: null, checked: '2020-01-01',
    })
    expect(all.numbers[0]).toMatchObject({ totals: { yes: 0, 'no-answer': 0, wrong: 3 }, wrongPhones: 3, doubtedOn: today })

    const paged: string[] = []
    let after: string | null = null
    for (let i = 0; i < 5; i++) {
      const page: Awaited<ReturnType<typeof callFeedbackReport>> = await callFeedbackReport({ after, limit: 1 })
      paged.push(...page.numbers.map((n) => n.recordId))
      after = page.next
      if (!after) break
    }
    expect(paged).toEqual([c.recordId, a.recordId, b.recordId])
    // An unreadable cursor gives the first page.
    expect((await callFeedbackReport({ after: 'not-a-cursor', limit: 2 })).numbers.map((n) => n.recordId)).toEqual([c.recordId, a.recordId])
    for (const bad of [['x', 'y'], ['2026-02-30', 'couriers', 'a', '1'], ['0000-01-01', 'couriers', 'a', '1'], [1, 2, 3, 4]]) {
      expect((await callFeedbackReport({ after: Buffer.from(JSON.stringify(bad)).toString('base64url'), limit: 1 })).numbers.map((n) => n.recordId)).toEqual([c.recordId])
    }
  })
})
