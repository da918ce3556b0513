import { describe, expect, it } from 'vitest'
import { actsAs, getSession, requireRole } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { action as passkeysAction } from '#app/routes/api.passkeys'
import { softAuthenticator } from '../../../tests/setup/soft-authenticator'
import { cookieFrom, testRequest, withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { addPasskey, listPasskeys, registrationOptions, removePasskey, signInOptions, signInWithPasskey } from './passkeys.server'

withTestApp()

const site = { origin: 'http://localhost:3000', rpId: 'localhost' }

/** A member with a passkey added through the real steps; returns the member and the soft authenticator. */
async function withPasskey(email: string, role?: 'moderator') {
  const { user, cookie } = await createUser({ email, role, twoFactor: false })
  const key = softAuthenticator(user.id)
  const start = await registrationOptions(user)
  if (!start.ok) throw new Error(start.error.message)
  const added = await addPasskey(user, { challengeId: start.challengeId, name: 'My phone', response: JSON.stringify(key.register(start.options, site)) })
  if (!added.ok) throw new Error(added.error.message)
  return { user, cookie, key, passkey: added.passkey }
}

async function signInWith(key: ReturnType<typeof softAuthenticator>, where = site) {
  const start = await signInOptions(testRequest('/api/passkeys'))
  if (!start.ok) throw new Error(start.error.message)
  const response = JSON.stringify(key.authenticate(start.options, where))
  return { challengeId: start.challengeId, response, result: await signInWithPasskey(testRequest('/api/passkeys'), { challengeId: start.challengeId, response }) }
}

describe('passkeys', () => {
  it('registration options name this site and the member, and exclude the passkeys they have', async () => {
    const { user } = await withPasskey('options@example.com')
    const start = await registrationOptions(user)
    expect(start.ok).toBe(true)
    if (!start.ok) return
    expect(start.options.rp).toEqual({ id: 'localhost', name: 'Hathazari Guide' })
    expect(start.options.user.name).toBe('options@example.com')
    expect(start.options.authenticatorSelection).toMatchObject({ residentKey: 'required' })
    expect(start.options.excludeCredentials).toHaveLength(1)
    expect(await listPasskeys(user.id)).toMatchObject([{ name: 'My phone', lastUsedAt: null }])
  })

  it('adds a passkey once per challenge, and refuses another site\'s', async () => {
    const { user } = await createUser({ email: 'add@example.com' })
    const key = softAuthenticator(user.id)
    const start = await registrationOptions(user)
    if (!start.ok) throw new Error('options')
    const answer = JSON.stringify(key.register(start.options, { origin: 'https://evil.example', rpId: 'evil.example' }))
    expect(await addPasskey(user, { challengeId: start.challengeId, name: '', response: answer })).toMatchObject({ ok: false, error: { message: 'auth.passkey.error.otherSite' } })
    // The challenge was taken by that attempt: it works no more.
    const good = JSON.stringify(key.register(start.options, site))
    expect(await addPasskey(user, { challengeId: start.challengeId, name: '', response: good })).toMatchObject({ ok: false, error: { message: 'auth.passkey.error.expired' } })
    const again = await registrationOptions(user)
    if (!again.ok) throw new Error('options')
    const added = await addPasskey(user, { challengeId: again.challengeId, name: '', response: JSON.stringify(key.register(again.options, site)) })
    expect(added).toMatchObject({ ok: true, passkey: { name: expect.stringMatching(/^Passkey \d{4}-\d\d-\d\d$/) } })
    // Only the public key is kept.
    const row = await db().selectFrom('passkeys').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.credential_id).toBe(key.id)
  })

  it('a challenge made for one member cannot add a passkey to another', async () => {
    const { user: alice } = await createUser({ email: 'alice-pk@example.com' })
    const { user: bob } = await createUser({ email: 'bob-pk@example.com' })
    const start = await registrationOptions(alice)
    if (!start.ok) throw new Error('options')
    const answer = JSON.stringify(softAuthenticator(bob.id).register(start.options, site))
    expect(await addPasskey(bob, { challengeId: start.challengeId, name: 'x', response: answer })).toMatchObject({ ok: false, error: { message: 'auth.passkey.error.expired' } })
    expect(await listPasskeys(bob.id)).toEqual([])
  })

  it('signs in with a passkey: a session for its owner, marked as two-step', async () => {
    const { user, key } = await withPasskey('signin@example.com')
    const { result } = await signInWith(key)
    expect(result).toMatchObject({ ok: true, userId: user.id })
    if (!result.ok) return
    const cookieHeader = result.headers.getSetCookie()[0]!
    expect(cookieHeader).toMatch(/^hg\.session_token=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    const session = await getSession(testRequest('/', { method: 'GET', cookie: cookieFrom(result.headers) }))
    expect(session.user).toMatchObject({ id: user.id, passkeySession: true, twoFactorEnabled: false })
    expect((await listPasskeys(user.id))[0]!.lastUsedAt).not.toBeNull()
    // A password session of the same member is not a passkey session.
    const { cookie } = await createUser({ email: 'other-pk@example.com' })
    expect((await getSession(testRequest('/', { method: 'GET', cookie }))).user?.passkeySession).toBe(false)
  })

  it('refuses a replayed answer, an answer with an old counter, and another site\'s answer', async () => {
    const { key } = await withPasskey('replay@example.com')
    const first = await signInWith(key)
    expect(first.result.ok).toBe(true)
    // The same answer again: its challenge is gone.
    expect(await signInWithPasskey(testRequest('/api/passkeys'), { challengeId: first.challengeId, response: first.response }))
      .toMatchObject({ ok: false, error: { message: 'auth.passkey.error.expired' } })
    // The same answer with a fresh challenge: it was signed over the old one.
    const fresh = await signInOptions(testRequest('/api/passkeys'))
    if (!fresh.ok) throw new Error('options')
    expect(await signInWithPasskey(testRequest('/api/passkeys'), { challengeId: fresh.challengeId, response: first.response }))
      .toMatchObject({ ok: false, error: { message: 'auth.passkey.error.expired' } })
    // A fresh challenge, but a counter that did not grow (a cloned key, or a recorded signature).
    key.state.counter = 1
    expect((await signInWith(key)).result).toMatchObject({ ok: false, error: { message: 'auth.passkey.error.replayed' } })
    key.state.counter = 50
    expect((await signInWith(key, { origin: 'https://evil.example', rpId: 'localhost' })).result).toMatchObject({ ok: false, error: { message: 'auth.passkey.error.otherSite' } })
    expect((await signInWith(key, { origin: site.origin, rpId: 'evil.example' })).result).toMatchObject({ ok: false, error: { message: 'auth.passkey.error.otherSite' } })
    expect((await signInWith(key)).result.ok).toBe(true)
  })

  it('refuses a passkey no account has', async () => {
    const stranger = softAuthenticator('nobody')
    expect((await signInWith(stranger)).result).toMatchObject({ ok: false, error: { message: 'auth.passkey.error.unknown' } })
  })

  it('counts failed passkey sign-ins against the address like wrong passwords', async () => {
    const stranger = softAuthenticator('nobody')
    const ip = '10.9.9.9'
    let last
    for (let i = 0; i < 31; i++) {
      const start = await signInOptions(testRequest('/api/passkeys', { ip }))
      if (!start.ok) throw new Error('options')
      last = await signInWithPasskey(testRequest('/api/passkeys', { ip }), { challengeId: start.challengeId, response: JSON.stringify(stranger.authenticate(start.options, site)) })
    }
    expect(last).toMatchObject({ ok: false, status: 429, error: { message: 'auth.error.tooManyAttempts' } })
  })

  it('a member removes their own passkey, never another member\'s', async () => {
    const { user: owner, passkey } = await withPasskey('owner-pk@example.com')
    const { user: other } = await createUser({ email: 'intruder-pk@example.com' })
    expect(await removePasskey(other.id, passkey.id)).toMatchObject({ ok: false, status: 404, error: { message: 'auth.passkey.error.notFound' } })
    expect(await listPasskeys(owner.id)).toHaveLength(1)
    expect(await removePasskey(owner.id, passkey.id)).toEqual({ ok: true })
    expect(await listPasskeys(owner.id)).toEqual([])
  })

  it('a moderator signed in with a passkey has completed two-step sign-in; with a password alone, not', async () => {
    const { cookie: passwordCookie, key } = await withPasskey('mod-pk@example.com', 'moderator')
    const refused = await requireRole(testRequest('/moderation', { method: 'GET', cookie: passwordCookie }), 'moderator').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).headers.get('location')).toContain('/seeking-hathazari/profile/two-factor')
    const { result } = await signInWith(key)
    if (!result.ok) throw new Error(result.error.message)
    const moderator = await requireRole(testRequest('/moderation', { method: 'GET', cookie: cookieFrom(result.headers) }), 'moderator')
    expect(actsAs(moderator, 'moderator')).toBe(true)
    // Sign-out deletes the session, and the mark goes with it.
    await db().deleteFrom('session').where('userId', '=', moderator.id).execute()
    expect(await db().selectFrom('session_passkey').selectAll().where('user_id', '=', moderator.id).execute()).toEqual([])
  })

  it('the endpoint: sign-in sets the session cookie; adding needs a session', async () => {
    const { key } = await withPasskey('route-pk@example.com')
    const post = (fields: Record<string, string>, cookie?: string) => {
      const request = testRequest('/api/passkeys', { cookie, body: new URLSearchParams(fields) })
      request.headers.set('content-type', 'application/x-www-form-urlencoded')
      return passkeysAction({ request, params: {}, context: {} } as never) as Promise<Response>
    }
    const options = await (await post({ intent: 'sign-in-options' })).json() as { options: { challenge: string }; challengeId: string }
    const signedIn = await post({ intent: 'sign-in', challengeId: options.challengeId, response: JSON.stringify(key.authenticate(options.options, site)) })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('set-cookie')).toContain('hg.session_token=')
    expect(signedIn.headers.get('cache-control')).toBe('no-store')
    const anonymous = await post({ intent: 'register-options' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: { message: 'auth.passkey.error.signedOut' } })
    const mine = await post({ intent: 'register-options' }, cookieFrom(signedIn.headers))
    expect(mine.status).toBe(200)
  })
})
