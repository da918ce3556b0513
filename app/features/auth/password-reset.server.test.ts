import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetMailer } from '#app/lib/mail.server'
import { getSession } from '#app/lib/auth/session.server'
import { startFakeSmtp } from '../../../tests/setup/fake-smtp'
import { cookieFrom, testRequest, withTestApp } from '../../../tests/setup/test-app'
import { requestPasswordReset, resetPassword } from './password-reset.server'
import { signIn } from './sign-in.server'
import { signUp } from './sign-up.server'

// A real SMTP server on loopback receives what the app sends.
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
beforeAll(async () => {
  smtp = await startFakeSmtp()
})
afterAll(async () => {
  resetMailer()
  await smtp.close()
})
const inbox = () => smtp.inbox.map((m) => ({ to: m.to, body: m.raw }))

withTestApp(() => ({ SMTP_URL: smtp.url }))

/** Decodes a quoted-printable mail body enough to find the link in it. */
const unfold = (body: string) => body.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

describe('password reset by e-mail', () => {
  it('mails a link through SMTP; the link sets a new password and ends the other sessions', async () => {
    const registered = await signUp(testRequest('/register'), { email: 'forgot@example.com', password: 'old-secret', confirmPassword: 'old-secret', name: 'Forgetful' })
    if (!registered.ok) throw new Error('sign-up failed')
    const oldSession = cookieFrom(registered.headers)

    expect(await requestPasswordReset(testRequest('/forgot-password'), 'Forgot@Example.com')).toEqual({ ok: true })
    const mail = inbox().find((m) => m.to === 'forgot@example.com' && m.body.includes('reset-password'))
    expect(mail, 'a reset mail arrived').toBeDefined()
    const body = unfold(mail!.body)
    const token = /\/reset-password\?token=([\w-]+)/.exec(body)?.[1]
    expect(token).toBeTruthy()

    expect(await resetPassword(token!, 'new-secret', 'new-secret')).toEqual({ ok: true })
    expect((await getSession(testRequest('/', { method: 'GET', cookie: oldSession }))).user).toBeNull()
    expect((await signIn(testRequest('/login'), { email: 'forgot@example.com', password: 'old-secret' })).ok).toBe(false)
    expect((await signIn(testRequest('/login'), { email: 'forgot@example.com', password: 'new-secret' })).ok).toBe(true)
    // A used token does not work twice.
    expect((await resetPassword(token!, 'third-secret', 'third-secret')).ok).toBe(false)
  })

  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = inbox().length
    expect(await requestPasswordReset(testRequest('/forgot-password'), 'stranger@example.com')).toEqual({ ok: true })
    expect(inbox().length).toBe(before)
  })

  it('checks the new password like a new account', async () => {
    expect(await resetPassword('any', '123', '123')).toMatchObject({ ok: false, error: { message: 'auth.error.passwordShort' } })
    expect(await resetPassword('any', 'secret1', 'secret2')).toMatchObject({ ok: false, error: { message: 'auth.error.passwordMismatch' } })
  })
})
