import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getSession } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { env, parseEnv, setEnv } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { loader as callbackLoader } from '#app/routes/auth.oidc-callback'
import { action as startAction } from '#app/routes/auth.oidc'
import { followToCallback, startTestProvider, type TestProvider } from '../../../tests/setup/oidc-provider'
import { cookieFrom, testRequest, withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { disconnectOidc, finishOidc, forgetOidcProvider, oidcLink, startOidc } from './oidc.server'

const CALLBACK = 'http://localhost:3000/auth/oidc/callback'
let op: TestProvider
let other: TestProvider

beforeAll(async () => {
  op = await startTestProvider({ redirectUri: CALLBACK })
  other = await startTestProvider({ redirectUri: CALLBACK })
})
afterAll(async () => {
  await op.close()
  await other.close()
})

const settings = (provider: () => TestProvider) => () => ({ OIDC_ISSUER: provider().issuer, OIDC_CLIENT_ID: provider().clientId, OIDC_CLIENT_SECRET: provider().clientSecret, OIDC_TIMEOUT_SECONDS: '1' })
const { dataDir } = withTestApp(settings(() => op))

/** Runs the configuration with other settings for one test, then restores it. */
async function withSettings<T>(overrides: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const before = env()
  setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...overrides }))
  try {
    return await run()
  } finally {
    setEnv(before)
    forgetOidcProvider()
  }
}

/** Starts a sign-in and lets the provider log in `choice`; gives the address it sends back to and the browser's cookie. */
async function toProvider(choice: string, options: { purpose?: 'sign-in' | 'connect'; userId?: string; cookie?: string; ip?: string; tamper?: (url: URL) => URL } = {}) {
  op.next(choice)
  other.next(choice)
  const started = await startOidc(testRequest('/auth/oidc', { ip: options.ip }), { purpose: options.purpose ?? 'sign-in', userId: options.userId, redirectTo: '/seeking-hathazari', lang: 'en' })
  if (!started.ok) throw new Error(`start refused: ${started.reason}`)
  const url = options.tamper ? options.tamper(new URL(started.url)) : new URL(started.url)
  const back = await followToCallback(url.href, CALLBACK)
  const cookie = [cookieFrom(started.headers), options.cookie].filter(Boolean).join('; ')
  return { back, cookie, started }
}

const callbackRequest = (back: URL, cookie: string) => testRequest(`${back.pathname}${back.search}`, { method: 'GET', cookie })
const counts = async () => ({
  users: Number((await db().selectFrom('user').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  links: Number((await db().selectFrom('account').select(db().fn.countAll().as('n')).where('providerId', 'like', 'oidc:%').executeTakeFirstOrThrow()).n),
})

describe('sign-in with an OpenID Connect provider', () => {
  it('a first sign-in makes an account named from the profile, signs in, and goes back where the reader was', async () => {
    const { back, cookie } = await toProvider('verified')
    expect(back.searchParams.get('code')).toBeTruthy()
    expect(back.searchParams.get('iss')).toBe(op.issuer)
    const response = await callbackLoader({ request: callbackRequest(back, cookie), params: {}, context: {} } as never)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en/seeking-hathazari')
    const user = await db().selectFrom('user').selectAll().where('email', '=', 'rahim@example.test').executeTakeFirstOrThrow()
    expect(user).toMatchObject({ name: 'রহিম উদ্দিন', emailVerified: true })
    expect(await db().selectFrom('account').select(['providerId', 'accountId']).where('userId', '=', user.id).execute())
      .toEqual([{ providerId: `oidc:${op.issuer}`, accountId: 'verified' }])
    expect(await db().selectFrom('profiles').select('name').where('id', '=', user.id).executeTakeFirst()).toEqual({ name: 'রহিম উদ্দিন' })
    const session = await getSession(testRequest('/', { method: 'GET', cookie: cookieFrom(response.headers) }))
    expect(session.user?.id).toBe(user.id)
    // The flow's cookie is cleared and its row taken.
    expect(response.headers.getSetCookie().some((c) => /^hg_oidc=;.*Max-Age=0/.test(c))).toBe(true)
    expect(await db().selectFrom('oidc_flows').selectAll().where('user_id', 'is', null).where('purpose', '=', 'connect').execute()).toEqual([])
  })

  it('a second sign-in finds the same account', async () => {
    const first = await db().selectFrom('user').select('id').where('email', '=', 'rahim@example.test').executeTakeFirstOrThrow()
    const before = await counts()
    const { back, cookie } = await toProvider('verified')
    const result = await finishOidc(callbackRequest(back, cookie), null)
    expect(result).toMatchObject({ ok: true, purpose: 'sign-in', userId: first.id, created: false, secondFactor: false })
    expect(await counts()).toEqual(before)
  })

  it('names the account from given_name, else the e-mail; an unverified e-mail is neither kept nor matched', async () => {
    await createUser({ email: 'karim@example.test' })
    const { back, cookie } = await toProvider('unverified')
    const result = await finishOidc(callbackRequest(back, cookie), null)
    expect(result).toMatchObject({ ok: true, created: true })
    const user = await db().selectFrom('user').selectAll().where('id', '=', result.ok ? result.userId : '').executeTakeFirstOrThrow()
    expect(user.name).toBe('Karim')
    expect(user.email).toMatch(/@oidc\.invalid$/)
    expect(user.emailVerified).toBe(false)
    const nameless = await toProvider('nameless')
    const named = await finishOidc(callbackRequest(nameless.back, nameless.cookie), null)
    expect(named.ok && (await db().selectFrom('user').select('name').where('id', '=', named.userId).executeTakeFirstOrThrow()).name).toBe('nameless.one')
  })

  it('an existing account with the same verified e-mail is not signed in to: linked only from its profile, once signed in', async () => {
    const { user: member, cookie: memberCookie } = await createUser({ email: 'member@example.test' })
    const before = await counts()
    const refused = await toProvider('member')
    const response = await callbackLoader({ request: callbackRequest(refused.back, refused.cookie), params: {}, context: {} } as never)
    expect(response.headers.get('location')).toBe(`/en/login?oidc=exists&redirectTo=${encodeURIComponent('/seeking-hathazari/profile')}`)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('hg.session_token') || c.startsWith('__Secure-hg.session_token'))).toBe(false)
    expect(await counts()).toEqual(before)

    // Signed in with the password, the member connects the provider from the profile page.
    const connect = await toProvider('member', { purpose: 'connect', userId: member.id, cookie: memberCookie })
    expect(await finishOidc(callbackRequest(connect.back, connect.cookie), member.id)).toMatchObject({ ok: true, purpose: 'connect', userId: member.id })
    expect(await oidcLink(member.id)).toMatchObject({ canDisconnect: true })
    const again = await toProvider('member')
    expect(await finishOidc(callbackRequest(again.back, again.cookie), null)).toMatchObject({ ok: true, userId: member.id, created: false })

    // Another member cannot take that provider account.
    const { user: second, cookie: secondCookie } = await createUser({ email: 'second@example.test' })
    const taken = await toProvider('member', { purpose: 'connect', userId: second.id, cookie: secondCookie })
    expect(await finishOidc(callbackRequest(taken.back, taken.cookie), second.id)).toMatchObject({ ok: false, reason: 'linkedElsewhere' })
    // A connect flow finished by someone else (or signed out) links nothing.
    const stolen = await toProvider('fresh-one', { purpose: 'connect', userId: second.id, cookie: secondCookie })
    expect(await finishOidc(callbackRequest(stolen.back, stolen.cookie), null)).toMatchObject({ ok: false, reason: 'signedOut' })
    expect(await oidcLink(second.id)).toBeNull()

    // Disconnecting: fine with a password; not for an account whose only way in is the provider.
    expect(await disconnectOidc(member.id)).toEqual({ ok: true })
    expect(await oidcLink(member.id)).toBeNull()
    const only = await db().selectFrom('user').select('id').where('email', '=', 'rahim@example.test').executeTakeFirstOrThrow()
    expect(await disconnectOidc(only.id)).toEqual({ ok: false, reason: 'lastWayIn' })
  })

  it('connect and disconnect go through /auth/oidc as same-site form posts', async () => {
    const { user, cookie } = await createUser({ email: 'former@example.test' })
    const body = new URLSearchParams({ intent: 'connect' })
    const request = new Request('http://localhost:3000/auth/oidc', { method: 'POST', body, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-hg-client-ip': '10.9.9.9' } })
    op.next('former')
    const response = await startAction({ request, params: {}, context: {} } as never)
    expect(response.status).toBe(303)
    const back = await followToCallback(response.headers.get('location')!, CALLBACK)
    const done = await callbackLoader({ request: callbackRequest(back, `${cookie}; ${cookieFrom(response.headers)}`), params: {}, context: {} } as never)
    expect(done.headers.get('location')).toBe('/seeking-hathazari/profile')
    expect(await oidcLink(user.id)).not.toBeNull()
    const off = new Request('http://localhost:3000/auth/oidc', { method: 'POST', body: new URLSearchParams({ intent: 'disconnect' }), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost:3000/seeking-hathazari/profile' } })
    expect((await startAction({ request: off, params: {}, context: {} } as never)).headers.get('location')).toBe('/seeking-hathazari/profile')
    expect(await oidcLink(user.id)).toBeNull()
  })

  it('two-step sign-in: a moderator with an authenticator app still gives the code', async () => {
    const { user, cookie } = await createUser({ email: 'moderator@example.test', role: 'moderator' })
    const connect = await toProvider('mod', { purpose: 'connect', userId: user.id, cookie })
    expect(await finishOidc(callbackRequest(connect.back, connect.cookie), user.id)).toMatchObject({ ok: true })
    const { back, cookie: flowCookie } = await toProvider('mod')
    const response = await callbackLoader({ request: callbackRequest(back, flowCookie), params: {}, context: {} } as never)
    expect(response.headers.get('location')).toBe(`/en/login/two-factor?redirectTo=${encodeURIComponent('/seeking-hathazari')}`)
    const session = await getSession(testRequest('/', { method: 'GET', cookie: cookieFrom(response.headers) }))
    expect(session.user).toBeNull()
    expect(session.awaitingSecondFactor?.userId).toBe(user.id)
  })
})

describe('refused callbacks, each with its reason and nothing made', () => {
  it('a missing or wrong state, or a state from another browser', async () => {
    const before = await counts()
    const { back, cookie } = await toProvider('refused-state-1')
    const missing = new URL(back)
    missing.searchParams.delete('state')
    expect(await finishOidc(callbackRequest(missing, cookie), null)).toMatchObject({ ok: false, reason: 'state' })
    const wrong = new URL(back)
    wrong.searchParams.set('state', 'guessed-state')
    expect(await finishOidc(callbackRequest(wrong, 'hg_oidc=guessed-state'), null)).toMatchObject({ ok: false, reason: 'expired' })
    const junk = new URL(back)
    junk.searchParams.set('state', 'a\u0000b')
    expect(await finishOidc(callbackRequest(junk, cookie), null)).toMatchObject({ ok: false, reason: 'expired' })
    // The right state in a browser that did not start the flow (a link sent to a victim).
    expect(await finishOidc(callbackRequest(back, ''), null)).toMatchObject({ ok: false, reason: 'state' })
    // That attempt took the flow: it cannot be finished any more.
    expect(await finishOidc(callbackRequest(back, cookie), null)).toMatchObject({ ok: false, reason: 'expired' })
    expect(await counts()).toEqual(before)
  })

  it('a replayed callback, and a code used twice', async () => {
    const before = await counts()
    const info = vi.spyOn(logger, 'info')
    const { back, cookie } = await toProvider('replayed')
    const first = await finishOidc(callbackRequest(back, cookie), null)
    expect(first).toMatchObject({ ok: true, created: true })
    expect(await finishOidc(callbackRequest(back, cookie), null)).toMatchObject({ ok: false, reason: 'expired' })
    // The same code with a new flow's state: the provider refuses it (used), and nothing is made.
    const next = await toProvider('replayed-2')
    const reused = new URL(next.back)
    reused.searchParams.set('code', back.searchParams.get('code')!)
    expect(await finishOidc(callbackRequest(reused, next.cookie), null)).toMatchObject({ ok: false, reason: 'expired' })
    expect(await counts()).toEqual({ users: before.users + 1, links: before.links + 1 })
    // No code or token in the log.
    const logged = JSON.stringify(info.mock.calls)
    expect(logged).not.toContain(back.searchParams.get('code'))
    expect(logged).not.toContain(next.back.searchParams.get('code'))
    info.mockRestore()
  })

  it('a wrong nonce (an ID token made for another sign-in)', async () => {
    const before = await counts()
    const { back, cookie } = await toProvider('nonce', { tamper: (url) => { url.searchParams.set('nonce', 'another-nonce'); return url } })
    expect(await finishOidc(callbackRequest(back, cookie), null)).toMatchObject({ ok: false, reason: 'nonce' })
    expect(await counts()).toEqual(before)
  })

  it('a wrong issuer (the answer comes from another provider)', async () => {
    const before = await counts()
    const { back, cookie } = await toProvider('mixed-up', { tamper: (url) => new URL(`${other.issuer}${url.pathname}${url.search}`) })
    expect(back.searchParams.get('iss')).toBe(other.issuer)
    expect(await finishOidc(callbackRequest(back, cookie), null)).toMatchObject({ ok: false, reason: 'issuer' })
    // Without the iss parameter, the ID token's own issuer (or the code, unknown to ours) still fails it.
    const stripped = await toProvider('mixed-up-2', { tamper: (url) => new URL(`${other.issuer}${url.pathname}${url.search}`) })
    stripped.back.searchParams.delete('iss')
    expect(await finishOidc(callbackRequest(stripped.back, stripped.cookie), null)).toMatchObject({ ok: false })
    expect(await counts()).toEqual(before)
  })

  it('the reader cancels at the provider', async () => {
    const before = await counts()
    const { back, cookie } = await toProvider('cancel')
    expect(back.searchParams.get('error')).toBe('access_denied')
    const response = await callbackLoader({ request: callbackRequest(back, cookie), params: {}, context: {} } as never)
    expect(response.headers.get('location')).toBe(`/en/login?oidc=cancelled&redirectTo=${encodeURIComponent('/seeking-hathazari')}`)
    expect(await counts()).toEqual(before)
  })

  it('an ID token signed by another key than the provider publishes', async () => {
    const forged = await startTestProvider({ redirectUri: CALLBACK })
    forged.wrongKeys = true
    try {
      await withSettings(settings(() => forged)(), async () => {
        const before = await counts()
        forged.next('forged')
        const started = await startOidc(testRequest('/auth/oidc'), { purpose: 'sign-in', lang: 'bn' })
        if (!started.ok) throw new Error(started.reason)
        const back = await followToCallback(started.url, CALLBACK)
        expect(await finishOidc(callbackRequest(back, cookieFrom(started.headers)), null)).toMatchObject({ ok: false, reason: 'failed', lang: 'bn' })
        expect(await counts()).toEqual(before)
      })
    } finally {
      await forged.close()
    }
  })

  it('a provider that cannot be reached (no answer in time, or nothing listening)', async () => {
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as AddressInfo).port
    try {
      await withSettings({ OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y', OIDC_TIMEOUT_SECONDS: '1' }, async () => {
        const startedAt = Date.now()
        expect(await startOidc(testRequest('/auth/oidc'), { purpose: 'sign-in', lang: 'en' })).toMatchObject({ ok: false, reason: 'unreachable' })
        expect(Date.now() - startedAt).toBeLessThan(5000)
      })
    } finally {
      silent.close()
    }
    await withSettings({ OIDC_ISSUER: `http://127.0.0.1:${port}`, OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' }, async () => {
      expect(await startOidc(testRequest('/auth/oidc'), { purpose: 'sign-in', lang: 'en' })).toMatchObject({ ok: false, reason: 'unreachable' })
    })
  })

  it('starts are limited per address', async () => {
    const request = () => testRequest('/auth/oidc', { ip: '10.77.77.77' })
    for (let i = 0; i < 30; i++) expect((await startOidc(request(), { purpose: 'sign-in', lang: 'en' })).ok).toBe(true)
    expect(await startOidc(request(), { purpose: 'sign-in', lang: 'en' })).toMatchObject({ ok: false, status: 429, reason: 'tooMany' })
  })

  it('is off without the settings', async () => {
    await withSettings({}, async () => {
      expect(await startOidc(testRequest('/auth/oidc'), { purpose: 'sign-in', lang: 'en' })).toMatchObject({ ok: false, reason: 'off' })
    })
  })
})

describe('the settings', () => {
  it('need all three of issuer, client id and secret, and never repeat the secret', () => {
    expect(() => parseEnv({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(/OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/)
    expect(() => parseEnv({ OIDC_ISSUER: 'http://accounts.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(/must be an https:\/\/ URL/)
    expect(() => parseEnv({ OIDC_CLIENT_SECRET: 'x'.repeat(501) })).toThrow(/OIDC_CLIENT_SECRET="\*\*\*"/)
    expect(parseEnv({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }).OIDC_NAME).toBe('Google')
  })
})
