import type { Request as ExpressRequest } from 'express'
import { describe, expect, it } from 'vitest'
import { cacheKey } from '../../../server/page-cache'
import { testRequest, withTestApp } from '../../../tests/setup/test-app'
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
})
