import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv, setEnv } from '#app/lib/env.server'
import { action } from '#app/routes/api.assistant'
import { action as pageAction } from '#app/routes/assistant'
import { startFakeAi } from '../../../tests/fixtures/fake-ai.js'
import { testRequest, withTestApp } from '../../../tests/setup/test-app'
import type { AssistantEvent } from './protocol'
import { resetProviderCooling } from './provider.server'

// The real protocol over loopback: a fake OpenAI-compatible server, and the route as the
// browser calls it (HTTP request in, Server-Sent Events out).
let fake: Awaited<ReturnType<typeof startFakeAi>>
beforeAll(async () => {
  fake = await startFakeAi({ delayMs: 1 })
})
afterAll(() => fake.close())
const aiEnv = () => ({ AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_API_KEY: 'sk-test-key-never-in-browser', AI_TIMEOUT_SECONDS: '2' })
const { dataDir } = withTestApp(aiEnv)
const useEnv = (extra: Record<string, string> = {}) => setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...aiEnv(), ...extra }))

let ip = 1
async function ask(question: unknown, options: { lang?: 'bn' | 'en'; history?: unknown; ip?: string; signal?: AbortSignal; raw?: string } = {}) {
  const request = testRequest('/api/assistant', {
    ip: options.ip ?? `10.9.0.${ip++}`,
    body: options.raw ?? JSON.stringify({ question, lang: options.lang ?? 'en', history: options.history }),
  })
  const response = (await action({ request, params: {}, context: {} } as never)) as Response
  const text = await response.text()
  const events: AssistantEvent[] = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? text.split('\n\n').filter((e) => e.startsWith('data: ')).map((e) => JSON.parse(e.slice(6)) as AssistantEvent)
    : [JSON.parse(text) as AssistantEvent]
  const of = <T extends AssistantEvent['type']>(type: T) => events.filter((e): e is Extract<AssistantEvent, { type: T }> => e.type === type)
  return { response, events, of, answer: of('delta').map((e) => e.text).join('') }
}

describe('POST /api/assistant with a provider', () => {
  it('streams a grounded answer with a working citation and its sources, in the reader’s language', async () => {
    const { response, of, answer } = await ask('ফায়ার সার্ভিসের নম্বর কত?', { lang: 'bn' })
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toContain('no-transform')
    const sources = of('sources')[0]!.sources
    // Fire is an emergency: 999 comes first, then the fire service's own hotline.
    expect(sources.slice(0, 2).map((s) => s.id)).toEqual(['hotlines/national-emergency', 'hotlines/fire-service'])
    expect(sources[1]).toMatchObject({ n: 2, href: '/emergency#fire-service' })
    expect(answer).toMatch(/^গাইড অনুযায়ী/)
    expect(answer).toContain('[1]')
    expect(of('delta').length).toBeGreaterThan(1)
    expect(of('done')[0]!.cited).toEqual([1])
    // An emergency always ends with 999 and the fire hotline, whatever the model wrote.
    expect(of('cards')[0]).toMatchObject({ emergency: true, weak: false })
    expect(of('cards')[0]!.cards.map((c) => c.id)).toEqual(['hotlines/national-emergency', 'hotlines/fire-service'])
  })

  it('a question the guide does not answer well also gets the nearest records', async () => {
    const { of } = await ask('Who won the football world cup?')
    expect(of('cards')[0]).toMatchObject({ weak: true, emergency: false })
    const plain = await ask('Where is the Upazila Health Complex?')
    expect(plain.of('cards')).toEqual([])
  })

  it('sends the provider what the spec sets, with the key only on the server side', async () => {
    await ask('Where is the Upazila Health Complex?', { history: [{ role: 'user', text: 'hello' }, { role: 'assistant', text: 'Hi [1]' }] })
    const sent = fake.requests.at(-1)!
    expect(sent.headers.authorization).toBe('Bearer sk-test-key-never-in-browser')
    expect(sent.body).toMatchObject({ model: 'fake-model', temperature: 0.7, max_tokens: 1000, stream: true })
    expect(sent.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(sent.body.messages.every((m: object) => !('name' in m))).toBe(true)
    expect(sent.body.messages[0].content).toContain('[1] Hathazari Upazila Health Complex')
  })

  it('a phone number the guide does not have: the verified ways to get help come first, and the model is told (issue 30)', async () => {
    const { events, of } = await ask('হাসপাতালের নম্বর কত?', { lang: 'bn' })
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(['sources', 'help', 'delta'])
    const help = of('help')[0]!.help
    expect(help.subject).toBe('হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স')
    expect(help.calls.map((c) => [c.use, c.source.call, c.source.n])).toEqual([['medical', '16263', 2], ['emergency', '999', 3]])
    expect(help.place).toMatchObject({ id: 'healthFacilities/upazila-health-complex', href: '/hospitals#upazila-health-complex', n: 1 })
    expect(help.place?.map).toBeDefined()
    const system = fake.requests.at(-1)!.body.messages[0].content as string
    expect(system).toContain('The guide has no verified phone number for "হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স"')
    expect(system).toContain('16263 [2], 999 [3]')
    // A question the guide has the number for gets no such help.
    expect((await ask('fire service number')).of('help')).toEqual([])
  })

  it('drops citations that point at no source', async () => {
    const { answer, of } = await ask('fire service number [[cite7]]')
    expect(answer).not.toContain('[7]')
    expect(answer).toContain('[1]')
    expect(of('done')[0]!.cited).toEqual([1])
  })

  it('removes an invented phone number before it reaches the reader, and says so', async () => {
    const { answer, of } = await ask('police station phone [[invent]]')
    expect(answer).not.toMatch(/01711/)
    expect(answer).toContain('[number removed: not verified in the guide]')
    expect(of('notice').map((n) => n.key)).toContain('assistant.notice.numberRemoved')
    const bengali = await ask('থানার ফোন [[invent]]', { lang: 'bn' })
    expect(bengali.answer).not.toMatch(/০১৭১১|01711/)
  })

  it('skips malformed chunks and still finishes the answer', async () => {
    const { answer, of } = await ask('fire service number [[malformed]]')
    expect(answer).toContain('According to the guide')
    expect(of('notice')).toEqual([])
    expect(of('done')).toHaveLength(1)
  })

  it.each([
    ['[[401]]', 'assistant.notice.providerFailed'],
    ['[[500]]', 'assistant.notice.providerFailed'],
    ['[[slow]]', 'assistant.notice.providerFailed'],
  ])('a provider failure (%s) ends in a clear notice and the guide’s records, never a 500 or a hang', async (marker, key) => {
    const started = Date.now()
    const { response, of, answer } = await ask(`fire service number ${marker}`)
    expect(response.status).toBe(200)
    expect(answer).toBe('')
    expect(of('notice').map((n) => n.key)).toEqual([key])
    expect(of('cards')[0]!.cards.map((c) => c.id)).toContain('hotlines/fire-service')
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it('a stream that dies mid-way keeps what was shown and adds the guide’s records', async () => {
    for (const marker of ['[[die]]', '[[nodone]]']) {
      const { of, answer } = await ask(`fire service number ${marker}`)
      expect(answer.length).toBeGreaterThan(0)
      expect(of('notice').map((n) => n.key)).toEqual(['assistant.notice.providerCut'])
      expect(of('cards')).toHaveLength(1)
    }
  })

  it('honours Retry-After: after a 429 the provider is left alone until it has passed', async () => {
    const before = fake.requests.length
    const first = await ask('fire service number [[429]]')
    expect(first.of('notice')[0]).toEqual({ type: 'notice', key: 'assistant.notice.providerBusy', vars: { seconds: 7 } })
    const second = await ask('Where is the Upazila Health Complex?')
    expect(second.of('notice')[0]?.key).toBe('assistant.notice.providerBusy')
    expect(fake.requests.length).toBe(before + 1)
    resetProviderCooling()
  })

  it('cancels the model’s request when the reader goes away', async () => {
    const controller = new AbortController()
    const request = testRequest('/api/assistant', { body: JSON.stringify({ question: 'fire service number [[slow]]', lang: 'en' }) })
    const aborted = new Request(request, { signal: controller.signal })
    const response = (await action({ request: aborted, params: {}, context: {} } as never)) as Response
    const reader = response.body!.getReader()
    const sentBefore = fake.requests.length
    const cancelledBefore = fake.stats.cancelled
    void reader.read() // the sources; the next pull asks the model
    await expect.poll(() => fake.requests.length, { timeout: 1000 }).toBe(sentBefore + 1)
    controller.abort()
    await reader.cancel()
    await expect.poll(() => fake.stats.cancelled, { timeout: 1500 }).toBe(cancelledBefore + 1)
  })
})

describe('POST /api/assistant without a provider, and its limits', () => {
  it('answers from the guide: the records as cards, with a notice, and for emergencies 999', async () => {
    useEnv({ AI_BASE_URL: '', AI_MODEL: '' })
    const { of } = await ask('আগুন লেগেছে, কী করব?', { lang: 'bn' })
    expect(of('notice').map((n) => n.key)).toEqual(['assistant.notice.noProvider'])
    const cards = of('cards')[0]!
    expect(cards.emergency).toBe(true)
    expect(cards.cards.map((c) => c.id).slice(0, 2)).toEqual(['hotlines/national-emergency', 'hotlines/fire-service'])
    expect(cards.cards[0]!.title).toBe('জাতীয় জরুরি সেবা: 999')
    const unknown = await ask('Who won the football world cup?')
    expect(unknown.of('cards')[0]!.weak).toBe(true)
    useEnv()
  })

  it('the page without JavaScript, asked for the hospital’s number: 16263 and 999 first, no record known from one report leading', async () => {
    useEnv({ AI_BASE_URL: '', AI_MODEL: '' })
    for (const [path, question, subject] of [
      ['/assistant', 'হাসপাতালের নম্বর কত?', 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স'],
      ['/en/assistant', "What is the hospital's number?", 'Hathazari Upazila Health Complex'],
    ] as const) {
      const request = testRequest(path, { ip: `10.7.0.${ip++}`, body: new URLSearchParams({ question }) })
      const { answer } = await pageAction({ request, params: {}, context: {} } as never) as { answer: import('./components/answer-view').Answer }
      expect(answer.help?.subject).toBe(subject)
      expect(answer.help?.calls.map((c) => c.source.call)).toEqual(['16263', '999'])
      expect(answer.help?.place?.id).toBe('healthFacilities/upazila-health-complex')
      expect(answer.notices.map((n) => n.key)).toEqual(['assistant.notice.noProvider'])
      // The cards under the help: never the help again, and what they show is marked unverified.
      for (const card of answer.cards?.cards ?? []) {
        expect(card.id).not.toBe('healthFacilities/upazila-health-complex')
        if (card.id === 'healthFacilities/alif-hospital') expect(card.unverified).toBe(true)
      }
    }
    useEnv()
  })

  it('refuses a blank, too long, malformed or oversized question with a clear message and no stream', async () => {
    expect((await ask('   ')).events[0]).toEqual({ type: 'error', key: 'assistant.error.empty' })
    const long = await ask('ক'.repeat(501))
    expect(long.response.status).toBe(400)
    expect(long.events[0]).toEqual({ type: 'error', key: 'assistant.error.tooLong', vars: { max: 500 } })
    expect((await ask(null, { raw: '{"question": "cut off' })).events[0]).toEqual({ type: 'error', key: 'assistant.error.invalid' })
    expect((await ask(null, { raw: JSON.stringify({ question: 42 }) })).response.status).toBe(400)
    const huge = await ask(null, { raw: JSON.stringify({ question: 'x', history: [{ role: 'user', text: 'y'.repeat(20_000) }] }) })
    expect(huge.response.status).toBe(413)
  })

  it('limits questions per address, with the time to wait', async () => {
    useEnv({ ASSISTANT_LIMIT_PER_IP: '2' })
    const address = '10.8.8.8'
    expect((await ask('banks', { ip: address })).response.status).toBe(200)
    expect((await ask('banks', { ip: address })).response.status).toBe(200)
    const third = await ask('banks', { ip: address })
    expect(third.response.status).toBe(429)
    expect(third.events[0]).toMatchObject({ type: 'error', key: 'assistant.error.rateLimited' })
    useEnv()
  })
})
