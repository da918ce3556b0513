import { describe, expect, it } from 'vitest'
import { db } from '#app/lib/db/database.server'
import { testRequest, withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { decodeContactCursor, encodeContactCursor, listContactMessages, replyMailto, setContactHandled } from './messages.server'
import { sendContactMessage } from './send-message.server'

withTestApp()

/** The audit log, newest first, with each actor's name. */
const audit = () => db().selectFrom('audit_log as a').innerJoin('profiles as p', 'p.id', 'a.actor_id')
  .select(['a.action', 'a.target_type', 'a.target_id', 'a.reason', 'a.details', 'p.name as actor']).orderBy('a.id', 'desc').execute()

/** A message as the contact form keeps it, at a chosen time. */
async function message(over: Partial<{ name: string; email: string; subject: string; message: string; created_at: Date }> = {}) {
  const row = await db().insertInto('contact_messages').values({
    name: 'রহিম উদ্দিন', email: 'rahim@example.com', subject: 'রাস্তার বাতি', message: 'বাতি জ্বলে না।', lang: 'bn', ...over,
  }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

describe('the contact messages list', () => {
  it('pages newest first by (time, id), without skipping or repeating messages sent in the same instant', async () => {
    await db().deleteFrom('contact_messages').execute()
    const base = Date.parse('2026-11-20T10:00:00Z')
    const ids: number[] = []
    // 45 messages, every three sharing one instant.
    for (let i = 0; i < 45; i++) ids.push(await message({ subject: `বিষয় ${i}`, created_at: new Date(base + Math.floor(i / 3) * 60_000) }))
    const expected = [...ids].reverse()
    const seen: number[] = []
    let cursor = null
    const sizes: number[] = []
    for (let round = 0; round < 5; round++) {
      const page = await listContactMessages('all', cursor)
      sizes.push(page.messages.length)
      seen.push(...page.messages.map((m) => m.id))
      if (!page.next) break
      cursor = decodeContactCursor(page.next)
      expect(cursor).not.toBeNull()
    }
    expect(sizes).toEqual([20, 20, 5])
    expect(seen).toEqual(expected)
    expect((await listContactMessages('all', null, 45)).next).toBeNull()
  })

  it('shows unhandled ones by default; marking handled records who and when, writes one audit row, and can be undone', async () => {
    await db().deleteFrom('contact_messages').execute()
    const { user: admin } = await createUser({ role: 'admin', name: 'প্রশাসক' })
    const older = await message({ subject: 'পুরোনো', created_at: new Date(Date.now() - 3600_000) })
    const newer = await message({ subject: 'নতুন' })
    const first = await listContactMessages('unhandled', null)
    expect(first.messages.map((m) => m.id)).toEqual([newer, older])
    expect(first.unhandled).toBe(2)
    expect(first.messages[0]).toMatchObject({ name: 'রহিম উদ্দিন', email: 'rahim@example.com', subject: 'নতুন', message: 'বাতি জ্বলে না।', handledAt: null, handledBy: null })

    const auditBefore = (await audit()).length
    expect(await setContactHandled(admin, older, true)).toEqual({ ok: true, changed: true })
    // Marked again: nothing changes and nothing more is logged.
    expect(await setContactHandled(admin, older, true)).toEqual({ ok: true, changed: false })
    const after = await listContactMessages('unhandled', null)
    expect(after.messages.map((m) => m.id)).toEqual([newer])
    expect(after.unhandled).toBe(1)
    const all = await listContactMessages('all', null)
    const handled = all.messages.find((m) => m.id === older)!
    expect(handled.handledBy).toBe('প্রশাসক')
    expect(Date.now() - Date.parse(handled.handledAt!)).toBeLessThan(60_000)
    const row = await db().selectFrom('contact_messages').select(['handled_by']).where('id', '=', older).executeTakeFirstOrThrow()
    expect(row.handled_by).toBe(admin.id)
    const log = await audit()
    expect(log.length).toBe(auditBefore + 1)
    expect(log[0]).toMatchObject({ action: 'handle', target_type: 'contact', target_id: String(older), actor: 'প্রশাসক', reason: null })
    // The sender's address is not copied into the log.
    expect(JSON.stringify(log[0])).not.toContain('rahim@example.com')

    expect(await setContactHandled(admin, older, false)).toEqual({ ok: true, changed: true })
    expect((await listContactMessages('unhandled', null)).messages.map((m) => m.id)).toEqual([newer, older])
    expect((await audit())[0]).toMatchObject({ action: 'unhandle', target_type: 'contact', target_id: String(older) })
    expect(await db().selectFrom('contact_messages').select(['handled_at', 'handled_by']).where('id', '=', older).executeTakeFirstOrThrow()).toEqual({ handled_at: null, handled_by: null })
  })

  it('is refused to members, moderators and admins without two-step sign-in; a missing message is not found', async () => {
    const id = await message()
    for (const options of [{}, { role: 'moderator' as const }, { role: 'admin' as const, twoFactor: false }]) {
      const { user } = await createUser(options)
      expect(await setContactHandled(user, id, true)).toMatchObject({ ok: false, status: 403 })
    }
    expect((await db().selectFrom('contact_messages').select('handled_at').where('id', '=', id).executeTakeFirstOrThrow()).handled_at).toBeNull()
    const { user: admin } = await createUser({ role: 'admin' })
    expect(await setContactHandled(admin, 2_000_000_000, true)).toEqual({ ok: false, status: 404, error: 'moderation.contact.error.notFound' })
  })

  it('keeps a message sent through the form unhandled', async () => {
    const request = testRequest('/contact')
    expect(await sendContactMessage(request, { name: 'করিম', email: 'karim@example.com', phone: '', subject: 'প্রশ্ন', message: 'একটি প্রশ্ন', honeypot: '' }, 'bn', null)).toEqual({ ok: true })
    const page = await listContactMessages('unhandled', null)
    expect(page.messages[0]).toMatchObject({ name: 'করিম', email: 'karim@example.com', handledAt: null })
  })
})

describe('cursors', () => {
  it('round-trip, and anything else is not one', () => {
    const at = new Date('2026-11-20T10:00:00.123Z')
    expect(decodeContactCursor(encodeContactCursor(at, 42))).toEqual({ at, id: 42 })
    for (const bad of ['', 'abc', '1_0', '1_-3', '_5', '1_99999999999', '1_2147483648', '9999999999999999_1', '1.5_2', '1_2_3', '১_২', '1_2 ']) {
      expect(decodeContactCursor(bad), bad).toBeNull()
    }
  })
})

describe('reply by e-mail', () => {
  it('prefills "Re: <subject>" and encodes every part', () => {
    expect(replyMailto('rahim@example.com', 'রাস্তার বাতি')).toBe(`mailto:rahim@example.com?subject=${encodeURIComponent('Re: রাস্তার বাতি')}`)
    expect(replyMailto('a&b?c#d%e@example.com', 'Fees & timing? 100% #1')).toBe('mailto:a%26b%3Fc%23d%25e@example.com?subject=Re%3A%20Fees%20%26%20timing%3F%20100%25%20%231')
    // Already an answer: not "Re: Re:".
    expect(replyMailto('x@example.com', 'RE: question')).toBe('mailto:x@example.com?subject=RE%3A%20question')
    // No line break survives into the subject.
    expect(replyMailto('x@example.com', 'one\r\nBcc: y@example.com')).toBe('mailto:x@example.com?subject=Re%3A%20one%20Bcc%3A%20y%40example.com')
  })
})
