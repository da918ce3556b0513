import { describe, expect, it } from 'vitest'
import { getUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { testRequest, withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { rulesProblem, rulesTicked } from './accept.server'

withTestApp()

const acceptedAt = async (id: string) =>
  (await db().selectFrom('profiles').select('rules_accepted_at').where('id', '=', id).executeTakeFirstOrThrow()).rules_accepted_at

describe('the community rules tick (issue 43 §5)', () => {
  it('refuses a newcomer who did not tick, and records nothing', async () => {
    const { user } = await createUser({ trust: 'new' })
    expect(user.rulesAccepted).toBe(false)
    expect(await rulesProblem(user, false)).toBe('rules.error.mustAccept')
    expect(await acceptedAt(user.id)).toBeNull()
  })

  it('accepts a tick, records when, and the session then knows: never asked again', async () => {
    const { user, cookie } = await createUser()
    const before = Date.now()
    expect(await rulesProblem(user, true)).toBeNull()
    const at = await acceptedAt(user.id)
    expect(at).not.toBeNull()
    expect(new Date(at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const again = await getUser(testRequest('/', { method: 'GET', cookie }))
    expect(again?.rulesAccepted).toBe(true)
    // Accepted once: a later post without the box (it is no longer shown) is fine.
    expect(await rulesProblem(again!, false)).toBeNull()
  })

  it('keeps the first acceptance when an older session ticks again', async () => {
    const { user } = await createUser({ trust: 'new' })
    await rulesProblem(user, true)
    const first = await acceptedAt(user.id)
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The same (stale) session object still says "not accepted".
    expect(await rulesProblem(user, true)).toBeNull()
    expect(await acceptedAt(user.id)).toEqual(first)
  })

  it('reads the tick only as the checkbox sends it', () => {
    const form = (value?: string) => {
      const data = new FormData()
      if (value !== undefined) data.set('rulesRead', value)
      return data
    }
    expect(rulesTicked(form('yes'))).toBe(true)
    expect(rulesTicked(form())).toBe(false)
    expect(rulesTicked(form('on'))).toBe(false)
    expect(rulesTicked(form(''))).toBe(false)
  })
})
