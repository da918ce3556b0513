import type { Request as ExpressRequest } from 'express'
import { describe, expect, it } from 'vitest'
import { cacheKey } from '../../../server/page-cache'
import { getSession } from '#app/lib/auth/session.server'
import { softAuthenticator } from '../../../tests/setup/soft-authenticator'
import { cookieFrom, testRequest, withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { addPasskey, registrationOptions, signInOptions, signInWithPasskey } from './passkeys.server'
import { signUp } from './sign-up.server'

withTestApp({ PUBLIC_URL: 'https://guide.example.org' })

describe('served over https', () => {
  it('marks the session cookie Secure as well as httpOnly and SameSite=Lax', async () => {
    const result = await signUp(testRequest('/register'), { email: 'secure@example.com', password: 'secret1', confirmPassword: 'secret1', name: 'Secure' })
    if (!result.ok) throw new Error('sign-up failed')
    const cookie = result.headers.getSetCookie().find((c) => /session_token=/.test(c))!
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('keeps a signed-in reader out of the anonymous page cache whatever the cookies are called (__Secure- on https)', async () => {
    const result = await signUp(testRequest('/register'), { email: 'cached@example.com', password: 'secret1', confirmPassword: 'secret1', name: 'Cached' })
    if (!result.ok) throw new Error('sign-up failed')
    const sent = result.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('='))
    expect(sent.some((pair) => pair.startsWith('__Secure-'))).toBe(true)
    const request = (cookie: string) => ({ method: 'GET', path: '/seeking-hathazari', originalUrl: '/seeking-hathazari', headers: { cookie } }) as ExpressRequest
    expect(cacheKey(request('lang=en; theme=dark'))).toBe('en|dark|/seeking-hathazari')
    expect(cacheKey(request(['lang=en', ...sent].join('; ')))).toBeNull()
  })

  it('a passkey is for guide.example.org over https: its session cookie is __Secure-, Secure, httpOnly and SameSite=Lax', async () => {
    const { user } = await createUser({ email: 'passkey-https@example.com' })
    const key = softAuthenticator(user.id)
    const site = { origin: 'https://guide.example.org', rpId: 'guide.example.org' }
    const start = await registrationOptions(user)
    if (!start.ok) throw new Error('options')
    expect(start.options.rp.id).toBe('guide.example.org')
    // Made on plain http for the same host: another origin.
    expect(await addPasskey(user, { challengeId: start.challengeId, name: 'x', response: JSON.stringify(key.register(start.options, { ...site, origin: 'http://guide.example.org' })) }))
      .toMatchObject({ ok: false, error: { message: 'auth.passkey.error.otherSite' } })
    const again = await registrationOptions(user)
    if (!again.ok) throw new Error('options')
    expect(await addPasskey(user, { challengeId: again.challengeId, name: 'x', response: JSON.stringify(key.register(again.options, site)) })).toMatchObject({ ok: true })
    const options = await signInOptions(testRequest('/api/passkeys'))
    if (!options.ok) throw new Error('options')
    const result = await signInWithPasskey(testRequest('/api/passkeys'), { challengeId: options.challengeId, response: JSON.stringify(key.authenticate(options.options, site)) })
    if (!result.ok) throw new Error(result.error.message)
    const cookie = result.headers.getSetCookie()[0]!
    expect(cookie).toMatch(/^__Secure-hg\.session_token=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    expect((await getSession(testRequest('/', { method: 'GET', cookie: cookieFrom(result.headers) }))).user?.email).toBe('passkey-https@example.com')
  })
})
