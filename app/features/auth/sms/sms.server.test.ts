import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSession, getUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { ConfigError, env, parseEnv } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { sendMail } from '#app/lib/mail.server'
import { action as phoneAction } from '#app/routes/login-phone'
import { loader as profileLoader } from '#app/routes/forum-profile'
import { startFakeSmsGateway } from '../../../../tests/setup/fake-sms'
import { cookieFrom, testRequest, withTestApp } from '../../../../tests/setup/test-app'
import { createUser } from '../../../../tests/setup/users'
import { signIn } from '../sign-in.server'
import { httpGateway } from './sender.server'
import {
  addPhoneWithCode, removePhone, resetPasswordWithCode, sendCode, setSmsSenderForTests, signInWithCode, signUpWithCode, takeCode, userIdForPhone,
} from './sms-codes.server'

let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>
beforeAll(async () => {
  gateway = await startFakeSmsGateway()
})
afterAll(() => gateway.close())
const { dataDir } = withTestApp(() => ({
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `${gateway.origin}/send?to={to}&text={text}&key={key}&sender={sender}`,
  SMS_API_KEY: 'sms-secret-key',
  SMS_SENDER_ID: '8809617000000',
  SMS_HTTP_SUCCESS: '"response_code"\\s*:\\s*202',
}))

// Everything logged, to check that no code and no whole number is ever in it.
const logged: unknown[] = []
beforeEach(() => {
  for (const level of ['info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => { logged.push(args) }) as never)
  }
})
afterEach(() => vi.restoreAllMocks())

let n = 0
/** A fresh number for each test (the limits count per number). */
const newPhone = () => `0171${String(1_000_000 + n++).slice(1)}`.padEnd(11, '0').slice(0, 11)
const e164 = (local: string) => `+880${local.slice(1)}`
const ipFor = () => `10.9.${n % 250}.${(n++ % 250) + 1}`

async function codeFor(purpose: 'sign-in' | 'sign-up' | 'add-phone' | 'reset', phone: string, extra: { name?: string; userId?: string; ip?: string; lang?: 'bn' | 'en' } = {}) {
  const sent = await sendCode(testRequest('/login/phone', { ip: extra.ip }), { purpose, phone, lang: extra.lang ?? 'bn', name: extra.name, userId: extra.userId })
  if (!sent.ok) throw new Error(`not sent: ${sent.error.message}`)
  return { codeId: sent.codeId, code: gateway.lastCode(e164(phone)) }
}

async function signedUp(phone = newPhone(), name = 'Rahima Akter') {
  const { codeId, code } = await codeFor('sign-up', phone, { name })
  const result = await signUpWithCode(testRequest('/register/phone'), codeId, code)
  if (!result.ok) throw new Error(result.error.message)
  return { phone, cookie: cookieFrom(result.headers), result }
}

describe('a code by SMS', () => {
  it('goes to the gateway with the number, the key and the sender, in the reader\'s language', async () => {
    const phone = newPhone()
    await codeFor('sign-in', `+880 ${phone.slice(1, 5)}-${phone.slice(5)}`)
    const bn = gateway.received.at(-1)!
    expect(bn.method).toBe('GET')
    expect(bn.to).toBe(e164(phone).slice(1))
    expect(new URL(bn.path, 'http://x').searchParams.get('key')).toBe('sms-secret-key')
    expect(new URL(bn.path, 'http://x').searchParams.get('sender')).toBe('8809617000000')
    expect(bn.text).toMatch(/^হাটহাজারী গাইড: আপনার কোড \d{6}। .*কাউকে জানাবেন না।$/)
    await codeFor('sign-in', phone, { lang: 'en' })
    expect(gateway.received.at(-1)!.text).toMatch(/^Hathazari Guide: your code is \d{6}\. .*Do not share it/)
    // Only its HMAC is kept.
    const rows = await db().selectFrom('sms_codes').selectAll().where('phone', '=', e164(phone)).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.code_hash).not.toContain(gateway.lastCode())
  })

  it('POST sends the parameters as a form body, and the key in a header when asked', async () => {
    const sender = httpGateway(parseEnv({ ...process.env, DATA_DIR: dataDir, SMS_PROVIDER: 'http', SMS_HTTP_METHOD: 'POST', SMS_API_KEY: 'k-123', SMS_API_KEY_HEADER: 'X-API-Key',
      SMS_HTTP_URL: `${gateway.origin}/post?number={to_local}&message={text}` }))
    await sender.send('+8801812345678', 'হ্যালো & code')
    const last = gateway.received.at(-1)!
    expect(last).toMatchObject({ method: 'POST', path: '/post', body: 'number=01812345678&message=%E0%A6%B9%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%B2%E0%A7%8B%20%26%20code' })
    expect(last.headers['x-api-key']).toBe('k-123')
    expect(last.headers['content-type']).toBe('application/x-www-form-urlencoded')
  })

  it('refuses numbers of other countries and malformed ones, sending nothing', async () => {
    const before = gateway.received.length
    for (const [phone, message] of [['+447700900123', 'auth.sms.error.phoneForeign'], ['01212345678', 'auth.sms.error.phoneInvalid'], ['', 'auth.sms.error.phoneRequired'], ['017-abc', 'auth.sms.error.phoneInvalid']] as const) {
      expect(await sendCode(testRequest('/login/phone'), { purpose: 'sign-in', phone, lang: 'en' })).toMatchObject({ ok: false, status: 400, error: { field: 'phone', message } })
    }
    expect(gateway.received.length).toBe(before)
  })

  it('signs up: the account is made only when the code is right, with a stand-in e-mail that is never shown or mailed', async () => {
    const phone = newPhone()
    const { codeId, code } = await codeFor('sign-up', phone, { name: '  করিম উদ্দিন ' })
    expect(await db().selectFrom('user_phones').selectAll().where('phone', '=', e164(phone)).execute()).toEqual([])
    const users = async () => Number((await db().selectFrom('user').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const before = await users()
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await signUpWithCode(testRequest('/register/phone'), codeId, wrong)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.wrongCode', vars: { left: 4 } } })
    expect(await users()).toBe(before)
    const result = await signUpWithCode(testRequest('/register/phone'), codeId, code)
    expect(result).toMatchObject({ ok: true, created: true, secondFactor: false })
    if (!result.ok) return
    expect(await users()).toBe(before + 1)
    const user = await getUser(testRequest('/', { method: 'GET', cookie: cookieFrom(result.headers) }))
    expect(user).toMatchObject({ name: 'করিম উদ্দিন', email: '' })
    const row = await db().selectFrom('user').select('email').where('id', '=', user!.id).executeTakeFirstOrThrow()
    expect(row.email).toMatch(/@phone\.invalid$/)
    // Mail to it goes nowhere: not even the outbox.
    await sendMail({ to: row.email, subject: 'test', text: 'test' })
    expect(() => readdirSync(join(dataDir, 'outbox'))).toThrow()
    expect(await userIdForPhone(e164(phone))).toBe(user!.id)
  })

  it('leaves no user row for a refused sign-up: a bad name sends no code, a code used up makes nothing', async () => {
    const before = Number((await db().selectFrom('user').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    expect(await sendCode(testRequest('/register/phone'), { purpose: 'sign-up', phone: newPhone(), lang: 'bn', name: '   ' })).toMatchObject({ ok: false, error: { field: 'name', message: 'auth.error.nameRequired' } })
    const { codeId } = await codeFor('sign-up', newPhone(), { name: 'Someone' })
    for (let i = 0; i < 5; i++) await signUpWithCode(testRequest('/register/phone'), codeId, '000000')
    expect(Number((await db().selectFrom('user').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before)
  })

  it('signs in with the right code, once; a wrong, expired, guessed or reused code is refused', async () => {
    const { phone } = await signedUp()
    const first = await codeFor('sign-in', phone)
    expect(await signInWithCode(testRequest('/login/phone'), first.codeId, '12345')).toMatchObject({ ok: false, error: { message: 'auth.sms.error.codeRequired' } })
    const ok = await signInWithCode(testRequest('/login/phone'), first.codeId, first.code.split('').map((d) => '০১২৩৪৫৬৭৮৯'[Number(d)]).join(''))
    expect(ok).toMatchObject({ ok: true, secondFactor: false })
    // Taken: the same code again is refused.
    expect(await signInWithCode(testRequest('/login/phone'), first.codeId, first.code)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.expired' } })
    // A code id made up.
    expect(await signInWithCode(testRequest('/login/phone'), 'made-up-id', first.code)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.expired' } })
    // Five minutes later.
    const late = await codeFor('sign-in', phone)
    await db().updateTable('sms_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', late.codeId).execute()
    expect(await signInWithCode(testRequest('/login/phone'), late.codeId, late.code)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.expired' } })
    // A code for signing up does not sign in.
    const other = await codeFor('sign-up', newPhone(), { name: 'X' })
    expect(await signInWithCode(testRequest('/login/phone'), other.codeId, other.code)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.expired' } })
  })

  it('five wrong tries, then even the right code needs a new one', async () => {
    const { phone } = await signedUp()
    const { codeId, code } = await codeFor('sign-in', phone)
    const wrong = code === '999999' ? '000000' : '999999'
    for (let left = 4; left >= 1; left--) {
      expect(await signInWithCode(testRequest('/login/phone'), codeId, wrong)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.wrongCode', vars: { left } } })
    }
    expect(await signInWithCode(testRequest('/login/phone'), codeId, wrong)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.tooManyTries' } })
    expect(await signInWithCode(testRequest('/login/phone'), codeId, code)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.expired' } })
  })

  it('two requests racing with the same right code: one signs in', async () => {
    const { phone } = await signedUp()
    const { codeId, code } = await codeFor('sign-in', phone)
    const results = await Promise.all([1, 2, 3].map(() => takeCode(testRequest('/login/phone'), 'sign-in', codeId, code)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
  })

  it('a number with no account: a code goes (no one learns who is a member), and the code says there is none', async () => {
    const { codeId, code } = await codeFor('sign-in', newPhone())
    expect(await signInWithCode(testRequest('/login/phone'), codeId, code)).toMatchObject({ ok: false, status: 404, error: { message: 'auth.sms.error.noAccount' } })
  })

  it('at most 3 codes an hour per number, and 10 per address', async () => {
    const phone = newPhone()
    for (let i = 0; i < 3; i++) await codeFor('sign-in', phone, { ip: ipFor() })
    expect(await sendCode(testRequest('/login/phone', { ip: ipFor() }), { purpose: 'sign-in', phone, lang: 'bn' }))
      .toMatchObject({ ok: false, status: 429, error: { message: 'auth.sms.error.tooManyCodes', vars: { minutes: 60 } } })
    const ip = ipFor()
    for (let i = 0; i < 10; i++) await codeFor('sign-in', newPhone(), { ip })
    const before = gateway.received.length
    expect(await sendCode(testRequest('/login/phone', { ip }), { purpose: 'sign-in', phone: newPhone(), lang: 'bn' })).toMatchObject({ ok: false, status: 429 })
    expect(gateway.received.length).toBe(before)
  })

  it('a gateway that fails or does not answer: a clear refusal, no code kept, the hour not used up', async () => {
    const phone = newPhone()
    gateway.failNext()
    expect(await sendCode(testRequest('/login/phone'), { purpose: 'sign-in', phone, lang: 'bn' })).toMatchObject({ ok: false, status: 502, error: { message: 'auth.sms.error.sendFailed' } })
    expect(await db().selectFrom('sms_codes').selectAll().where('phone', '=', e164(phone)).execute()).toEqual([])
    setSmsSenderForTests(httpGateway(env(), 300))
    gateway.hangNext()
    try {
      expect(await sendCode(testRequest('/login/phone'), { purpose: 'sign-in', phone, lang: 'bn' })).toMatchObject({ ok: false, error: { message: 'auth.sms.error.sendFailed' } })
    } finally {
      setSmsSenderForTests(null)
    }
    for (let i = 0; i < 3; i++) await codeFor('sign-in', phone)
  })

  it('an authenticator app still asks for its code after an SMS sign-in (a code by SMS is one factor)', async () => {
    const { user } = await createUser({ email: 'mod-sms@example.com', role: 'moderator' })
    const phone = newPhone()
    const add = await codeFor('add-phone', phone, { userId: user.id })
    expect(await addPhoneWithCode(testRequest('/seeking-hathazari/profile'), user.id, add.codeId, add.code)).toEqual({ ok: true })
    const { codeId, code } = await codeFor('sign-in', phone)
    const result = await signInWithCode(testRequest('/login/phone'), codeId, code)
    expect(result).toMatchObject({ ok: true, secondFactor: true })
    if (!result.ok) return
    const session = await getSession(testRequest('/', { method: 'GET', cookie: cookieFrom(result.headers) }))
    expect(session.user).toBeNull()
    expect(session.awaitingSecondFactor?.userId).toBe(user.id)
  })

  it('a member adds a number with a code, cannot take another\'s, and removes it; an account made by phone keeps its own', async () => {
    const { user } = await createUser({ email: 'add-phone@example.com' })
    const { phone: taken } = await signedUp()
    const other = await codeFor('add-phone', taken, { userId: user.id })
    expect(await addPhoneWithCode(testRequest('/p'), user.id, other.codeId, other.code)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.taken' } })
    // Someone else's code id does not add a number to this account.
    const { user: mallory } = await createUser({ email: 'mallory-phone@example.com' })
    const mine = newPhone()
    const forUser = await codeFor('add-phone', mine, { userId: user.id })
    expect(await addPhoneWithCode(testRequest('/p'), mallory.id, forUser.codeId, forUser.code)).toMatchObject({ ok: false })
    const again = await codeFor('add-phone', mine, { userId: user.id })
    expect(await addPhoneWithCode(testRequest('/p'), user.id, again.codeId, again.code)).toEqual({ ok: true })
    expect(await userIdForPhone(e164(mine))).toBe(user.id)
    expect(await removePhone(user.id)).toEqual({ ok: true })
    expect(await userIdForPhone(e164(mine))).toBeNull()
    const phoneOnly = await userIdForPhone(e164(taken))
    expect(await removePhone(phoneOnly!)).toMatchObject({ ok: false, error: { message: 'auth.sms.error.onlyWayIn' } })
  })

  it('resets the password with a code: every other session ends, the new password works', async () => {
    const { user, cookie } = await createUser({ email: 'reset-sms@example.com', password: 'old-secret' })
    const phone = newPhone()
    const add = await codeFor('add-phone', phone, { userId: user.id })
    await addPhoneWithCode(testRequest('/p'), user.id, add.codeId, add.code)
    const { codeId, code } = await codeFor('reset', phone)
    // A password refused does not use up the code.
    expect(await resetPasswordWithCode(testRequest('/forgot-password'), { codeId, code, password: 'new-secret', confirmPassword: 'other' }))
      .toMatchObject({ ok: false, error: { field: 'confirmPassword' } })
    expect(await resetPasswordWithCode(testRequest('/forgot-password'), { codeId, code, password: 'new-secret', confirmPassword: 'new-secret' })).toEqual({ ok: true })
    expect(await getUser(testRequest('/', { method: 'GET', cookie }))).toBeNull()
    expect(await signIn(testRequest('/login'), { email: 'reset-sms@example.com', password: 'new-secret' })).toMatchObject({ ok: true })
    expect(await signIn(testRequest('/login'), { email: 'reset-sms@example.com', password: 'old-secret' })).toMatchObject({ ok: false })
    // The verified number stands for the e-mail at the password sign-in.
    expect(await signIn(testRequest('/login'), { email: `+880 ${phone.slice(1)}`, password: 'new-secret' })).toMatchObject({ ok: true })
  })

  it('an account made by phone sets a password with a code, then signs in with its number and that password', async () => {
    const { phone } = await signedUp()
    const { codeId, code } = await codeFor('reset', phone)
    expect(await resetPasswordWithCode(testRequest('/forgot-password'), { codeId, code, password: 'phone-pass', confirmPassword: 'phone-pass' })).toEqual({ ok: true })
    expect(await signIn(testRequest('/login'), { email: phone, password: 'phone-pass' })).toMatchObject({ ok: true })
    expect(await signIn(testRequest('/login'), { email: phone, password: 'wrong-pass' })).toMatchObject({ ok: false, error: { message: 'auth.error.invalidCredentials' } })
    expect(await signIn(testRequest('/login'), { email: newPhone(), password: 'phone-pass' })).toMatchObject({ ok: false, error: { message: 'auth.error.invalidCredentials' } })
  })

  it('the number is shown to its owner only', async () => {
    const { phone, cookie } = await signedUp()
    const { cookie: otherCookie } = await createUser({ email: 'neighbour@example.com' })
    const digits = e164(phone).slice(4)
    const mine = await profileLoader({ request: testRequest('/seeking-hathazari/profile', { method: 'GET', cookie }), params: {}, context: {} } as never)
    expect(mine.phone?.replace(/\D/g, '')).toBe(`0${digits}`)
    const theirs = await profileLoader({ request: testRequest('/seeking-hathazari/profile', { method: 'GET', cookie: otherCookie }), params: {}, context: {} } as never)
    expect(JSON.stringify(theirs)).not.toContain(digits.slice(-6))
    expect(theirs.phone).toBeNull()
  })

  it('works as plain form posts: number, then code, then a session cookie and a redirect', async () => {
    const phone = newPhone()
    const post = (fields: Record<string, string>, path = '/register/phone') => {
      const body = new URLSearchParams(fields)
      const request = testRequest(path, { body })
      request.headers.set('content-type', 'application/x-www-form-urlencoded')
      return phoneAction({ request: new Request(request, { headers: { ...Object.fromEntries(request.headers), 'content-type': 'application/x-www-form-urlencoded' } }), params: {}, context: {} } as never)
    }
    const first = await post({ intent: 'send', phone, name: 'Form User', redirectTo: '/forum' }) as { data: { step: string; codeId: string; masked: string } }
    expect(first.data).toMatchObject({ step: 'code', masked: expect.stringMatching(/^\+88017•+\d{3}$/) })
    const done = await post({ intent: 'verify', codeId: first.data.codeId, masked: first.data.masked, code: gateway.lastCode(e164(phone)), redirectTo: '/forum' }) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/forum')
    expect(done.headers.getSetCookie().some((c) => c.startsWith('hg.session_token='))).toBe(true)
  })

  it('never logs a code or a whole number', () => {
    const text = JSON.stringify(logged)
    expect(text.length).toBeGreaterThan(100)
    const codes = gateway.received.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).filter(Boolean) as string[]
    expect(codes.length).toBeGreaterThan(10)
    for (const code of codes) expect(text).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`))
    for (const m of gateway.received.filter((r) => r.to)) expect(text).not.toContain(m.to.slice(3))
    expect(text).not.toContain('sms-secret-key')
  })
})

describe('SMS settings', () => {
  const base = { DATA_DIR: '/tmp/x' }
  it('are off by default, and say what is missing', () => {
    expect(parseEnv(base).SMS_PROVIDER).toBeUndefined()
    expect(() => parseEnv({ ...base, SMS_PROVIDER: 'http' })).toThrow(/SMS_PROVIDER=http needs SMS_HTTP_URL/)
    expect(() => parseEnv({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://gw.example/send?text={text}' })).toThrow(/must have \{to\}/)
    expect(() => parseEnv({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://gw.example/send?to={to}&text={text}&api_key={key}' })).toThrow(/SMS_API_KEY is not set/)
    expect(() => parseEnv({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError)
    expect(() => parseEnv({ ...base, SMS_HTTP_URL: 'https://gw.example/send?to={to}&text={text}' })).toThrow(/set SMS_PROVIDER=http/)
    expect(() => parseEnv({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://gw.example/?to={to}&text={text}', SMS_HTTP_SUCCESS: '(' })).toThrow(/regular expression/)
    expect(parseEnv({ ...base, SMS_PROVIDER: 'outbox' }).SMS_PROVIDER).toBe('outbox')
  })
})
