import { describe, expect, it } from 'vitest'
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
})
