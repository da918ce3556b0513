import { describe, expect, it } from 'vitest'
import { getSession, requireRole } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { totpCode, totpStep } from '#app/lib/totp.server'
import { cookieFrom, testRequest, withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { signIn } from './sign-in.server'
import { checkSecondFactor, confirmEnrolment, disableTwoFactor, enrolment, releaseSession, trustThisDevice } from './two-factor.server'

withTestApp()

/** An account with two-step sign-in turned on; returns its secret and backup codes. */
async function enrolled(email: string, role?: 'moderator') {
  // Enrolled here, through the real steps: not the ready-made second step createUser gives a moderator.
  const { user, cookie } = await createUser({ email, role, twoFactor: false })
  const setup = (await enrolment(user))!
  const confirmed = await confirmEnrolment(testRequest('/x'), user.id, totpCode(setup.secret, totpStep()))
  if (!confirmed.ok) throw new Error(confirmed.error.message)
  return { user, cookie, secret: setup.secret, backupCodes: confirmed.backupCodes }
}

const signInAs = (email: string, cookie?: string) => signIn(testRequest('/login', { cookie }), { email, password: 'secret1' })

describe('two-step sign-in', () => {
  it('turns on with a code from the app, and not with a wrong one', async () => {
    const { user } = await createUser({ email: 'enrol@example.com' })
    const setup = (await enrolment(user))!
    expect(setup.uri).toContain('otpauth://totp/Hathazari%20Guide:enrol%40example.com?secret=')
    // The same key until it is confirmed.
    expect((await enrolment(user))!.secret).toBe(setup.secret)
    expect(await confirmEnrolment(testRequest('/x'), user.id, '000000')).toMatchObject({ ok: false, error: { message: 'auth.twoFactor.error.invalid' } })
    const confirmed = await confirmEnrolment(testRequest('/x'), user.id, totpCode(setup.secret, totpStep()))
    expect(confirmed).toMatchObject({ ok: true })
    if (confirmed.ok) expect(confirmed.backupCodes).toHaveLength(10)
    // Kept only as hashes.
    const stored = await db().selectFrom('two_factor_backup_codes').select('code_hash').where('user_id', '=', user.id).execute()
    if (confirmed.ok) for (const code of confirmed.backupCodes) expect(JSON.stringify(stored)).not.toContain(code)
    expect(await enrolment(user)).toBeNull()
  })

  it('a correct password alone signs no one in; the code does, once', async () => {
    const { secret } = await enrolled('twostep@example.com')
    const first = await signInAs('twostep@example.com')
    expect(first).toMatchObject({ ok: true, secondFactor: true })
    if (!first.ok) return
    const cookie = cookieFrom(first.headers)
    const waiting = await getSession(testRequest('/', { method: 'GET', cookie }))
    expect(waiting.user).toBeNull()
    expect(waiting.awaitingSecondFactor?.userId).toBeTruthy()
    const userId = waiting.awaitingSecondFactor!.userId
    expect(await checkSecondFactor(testRequest('/x'), userId, '123456')).toMatchObject({ ok: false, error: { message: 'auth.twoFactor.error.invalid' } })
    // A later step than the one used at enrolment: codes work once.
    const code = totpCode(secret, totpStep() + 1)
    expect(await checkSecondFactor(testRequest('/x'), userId, code)).toMatchObject({ ok: true, method: 'app' })
    expect(await checkSecondFactor(testRequest('/x'), userId, code)).toMatchObject({ ok: false, error: { message: 'auth.twoFactor.error.invalid' } })
    await releaseSession(waiting.awaitingSecondFactor!.sessionToken)
    expect((await getSession(testRequest('/', { method: 'GET', cookie }))).user?.email).toBe('twostep@example.com')
  })

  it('a backup code works once', async () => {
    const { user, backupCodes } = await enrolled('backup@example.com')
    expect(await checkSecondFactor(testRequest('/x'), user.id, backupCodes[3]!.toUpperCase())).toMatchObject({ ok: true, method: 'backup' })
    expect(await checkSecondFactor(testRequest('/x'), user.id, backupCodes[3]!)).toMatchObject({ ok: false })
    expect(await checkSecondFactor(testRequest('/x'), user.id, 'zzzzz-zzzzz')).toMatchObject({ ok: false })
  })

  it('limits code attempts per account', async () => {
    const { user } = await enrolled('guess@example.com')
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await checkSecondFactor(testRequest('/x'), user.id, String(100000 + i)))
    // Five codes in five minutes per account, the one that turned it on included.
    expect(answers.slice(0, 4).every((a) => !a.ok && a.status === 400)).toBe(true)
    expect(answers[4]).toMatchObject({ ok: false, status: 429, error: { message: 'auth.error.tooManyAttempts' } })
    expect(answers[5]).toMatchObject({ ok: false, status: 429 })
  })

  it('a trusted device skips the code for 30 days; another device does not', async () => {
    const { user } = await enrolled('trusted@example.com')
    const cookie = (await trustThisDevice(testRequest('/x'), user.id)).split(';')[0]!
    expect(cookie).toMatch(/^hg_trusted_device=/)
    expect(await signInAs('trusted@example.com', cookie)).toMatchObject({ ok: true })
    expect((await signInAs('trusted@example.com', cookie) as { secondFactor?: boolean }).secondFactor).toBeUndefined()
    expect(await signInAs('trusted@example.com')).toMatchObject({ ok: true, secondFactor: true })
    expect(await signInAs('trusted@example.com', 'hg_trusted_device=made-up')).toMatchObject({ ok: true, secondFactor: true })
  })

  it('a moderator without it cannot open or act on moderation; with it, can; turning it off needs a code', async () => {
    const { cookie } = await createUser({ email: 'mod-no-2fa@example.com', role: 'moderator', twoFactor: false })
    const refused = await requireRole(testRequest('/moderation', { method: 'GET', cookie }), 'moderator').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).headers.get('location')).toBe('/seeking-hathazari/profile/two-factor?required=1')
    const posted = await requireRole(testRequest('/moderation', { cookie }), 'moderator').catch((e: unknown) => e)
    expect((posted as Response).status).toBe(302)

    const secured = await enrolled('mod-2fa@example.com', 'moderator')
    const moderator = await requireRole(testRequest('/moderation', { method: 'GET', cookie: secured.cookie }), 'moderator')
    expect(moderator.twoFactorEnabled).toBe(true)
    expect(await disableTwoFactor(testRequest('/x'), secured.user.id, '000000')).toMatchObject({ ok: false })
    expect(await disableTwoFactor(testRequest('/x'), secured.user.id, secured.backupCodes[0]!)).toMatchObject({ ok: true })
    expect(await requireRole(testRequest('/moderation', { method: 'GET', cookie: secured.cookie }), 'moderator').catch((e: unknown) => e)).toBeInstanceOf(Response)
  })
})
