import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '#app/lib/auth/session.server'
import { getGuide } from '#app/lib/content/guide.server'
import { db } from '#app/lib/db/database.server'
import { subscribe } from '#app/lib/events.server'
import { startFakePushService } from '../../../tests/setup/fake-push'
import { withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { parseDateForm, dhakaInstant } from './date-form.server'
import { addDate, answerRsvp, calendarToken, cancelDate, datesOfToken, feedDates, findDate, setReminders, updateDate } from './dates.server'
import { calendarFile } from './ics.server'
import { allowedEndpoint, saveSubscription, subscriptionProblem } from '#app/lib/push.server'
import { sendDueReminders } from './reminders.server'

// A push service on loopback records each message as a browser's push service would receive it.
let push: Awaited<ReturnType<typeof startFakePushService>>
let pushOrigin = ''
beforeAll(async () => {
  push = await startFakePushService()
  pushOrigin = push.origin
})
afterAll(() => push.close())
const app = withTestApp(() => ({ PUSH_SERVICES: `${pushOrigin},fcm.googleapis.com` }))
beforeAll(async () => {
  await subscribe('events', () => {})
})

const day = 24 * 3600 * 1000
const source = 'https://www.prothomalo.com/bangladesh/district/example'
const eventId = 'pundarik-dham-mela'

async function moderator() {
  return (await createUser({ role: 'moderator' })).user
}
async function newDate(over: { startsAt?: Date; capacity?: number | null } = {}) {
  return addDate(await moderator(), { eventId, startsAt: over.startsAt ?? new Date(Date.now() + 10 * day), endsAt: null, capacity: over.capacity ?? null, sourceUrl: source })
}
const fakeBrowser = (path?: string) => push.browser(path)

describe('RSVP', () => {
  it('keeps one answer per person, and the counts follow every change', async () => {
    const id = await newDate()
    const { user: a } = await createUser()
    const { user: b } = await createUser()
    expect(await answerRsvp(a, id, 'going')).toEqual({ ok: true, going: 1, interested: 0 })
    expect(await answerRsvp(a, id, 'going')).toEqual({ ok: true, going: 1, interested: 0 })
    expect(await answerRsvp(b, id, 'interested')).toEqual({ ok: true, going: 1, interested: 1 })
    expect(await answerRsvp(a, id, 'not_going')).toEqual({ ok: true, going: 0, interested: 1 })
    expect(await answerRsvp(b, id, 'going')).toEqual({ ok: true, going: 1, interested: 0 })
    const rows = await db().selectFrom('event_rsvps').select(['user_id', 'status']).where('event_date_id', '=', id).execute()
    expect(rows).toHaveLength(2)
    expect(await findDate(id)).toMatchObject({ going: 1, interested: 0 })
  })

  it('never lets "going" pass the capacity, however many answer at once', async () => {
    const id = await newDate({ capacity: 5 })
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser().then((u) => u.user)))
    const results = await Promise.all(users.map((user) => answerRsvp(user, id, 'going')))
    expect(results.filter((r) => r.ok)).toHaveLength(5)
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.message)).toEqual(Array(7).fill('events.error.full'))
    expect(await findDate(id)).toMatchObject({ going: 5, capacity: 5 })
    const going = await db().selectFrom('event_rsvps').select('user_id').where('event_date_id', '=', id).where('status', '=', 'going').execute()
    expect(going).toHaveLength(5)
    // A full event still takes "interested", and a place freed is a place for the next one.
    const late = users.find((u) => !going.some((g) => g.user_id === u.id))!
    expect(await answerRsvp(late, id, 'interested')).toMatchObject({ ok: true, going: 5, interested: 1 })
    expect(await answerRsvp(users.find((u) => u.id === going[0]!.user_id)!, id, 'not_going')).toMatchObject({ ok: true, going: 4 })
    expect(await answerRsvp(late, id, 'going')).toMatchObject({ ok: true, going: 5, interested: 0 })
  })

  it('refuses a cancelled date, a date that is over, an unknown one and a banned reader, changing nothing', async () => {
    const mod = await moderator()
    const { user } = await createUser()
    const cancelled = await newDate()
    await cancelDate(mod, cancelled, 'postponed by the organisers')
    expect(await answerRsvp(user, cancelled, 'going')).toMatchObject({ ok: false, status: 409, message: 'events.error.cancelled' })
    const soon = await newDate({ startsAt: new Date(Date.now() + 60_000) })
    expect(await answerRsvp(user, soon, 'going', new Date(Date.now() + 120_000))).toMatchObject({ ok: false, message: 'events.error.over' })
    expect(await answerRsvp(user, 999_999, 'going')).toMatchObject({ ok: false, status: 404 })
    const banned: SessionUser = { ...user, banned: true }
    expect(await answerRsvp(banned, soon, 'going')).toMatchObject({ ok: false, status: 403, message: 'events.error.blocked' })
    const answers = await db().selectFrom('event_rsvps').selectAll().where('user_id', '=', user.id).execute()
    expect(answers).toEqual([])
    expect(await findDate(cancelled)).toMatchObject({ going: 0, interested: 0, cancelled: true })
  })
})

describe('the moderator’s date form', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    return data
  }
  const now = new Date('2026-11-26T06:00:00Z')
  const eventIds = ['pundarik-dham-mela']

  it('reads Bangladesh time (UTC+6) into the exact instant', () => {
    expect(dhakaInstant('2027-01-21', '10:00')?.toISOString()).toBe('2027-01-21T04:00:00.000Z')
    expect(dhakaInstant('2027-01-21', '03:30')?.toISOString()).toBe('2027-01-20T21:30:00.000Z')
    expect(dhakaInstant('2027-02-30', '10:00')).toBeNull()
    expect(dhakaInstant('2027-01-21', '24:00')).toBeNull()
    const parsed = parseDateForm(form({ eventId: 'pundarik-dham-mela', date: '2027-01-21', time: '10:00', endTime: '18:00', capacity: '200', source }), eventIds, now)
    expect(parsed).toEqual({ ok: true, value: { eventId: 'pundarik-dham-mela', startsAt: new Date('2027-01-21T04:00:00Z'), endsAt: new Date('2027-01-21T12:00:00Z'), capacity: 200, sourceUrl: source } })
  })

  it('names every field that is wrong', () => {
    expect(parseDateForm(form({ eventId: 'no-such-event', date: '2026-11-01', time: '10:00', endTime: '09:00', capacity: '0', source: 'javascript:alert(1)' }), eventIds, now)).toEqual({
      ok: false,
      errors: { eventId: 'moderation.events.error.event', date: 'moderation.events.error.past', end: 'moderation.events.error.end', capacity: 'moderation.events.error.capacity', source: 'moderation.events.error.source' },
    })
    expect(parseDateForm(form({ eventId: 'pundarik-dham-mela', date: '2030-01-01', time: '', source }), eventIds, now)).toMatchObject({ ok: false, errors: { time: 'moderation.events.error.time' } })
    expect(parseDateForm(form({ eventId: 'pundarik-dham-mela', date: '2030-01-01', time: '10:00', source }), eventIds, now)).toMatchObject({ ok: false, errors: { date: 'moderation.events.error.far' } })
  })

  it('keeps places for people already going, and writes every change to the audit log', async () => {
    const mod = await moderator()
    const id = await newDate({ capacity: 10 })
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()])
    await answerRsvp(a.user, id, 'going')
    await answerRsvp(b.user, id, 'going')
    const later = new Date(Date.now() + 12 * day)
    expect(await updateDate(mod, id, { startsAt: later, endsAt: null, capacity: 1, sourceUrl: source })).toBe('below-going')
    expect(await updateDate(mod, id, { startsAt: later, endsAt: null, capacity: 2, sourceUrl: source })).toBe('ok')
    expect(await answerRsvp(c.user, id, 'going')).toMatchObject({ ok: false, message: 'events.error.full' })
    expect(await findDate(id)).toMatchObject({ capacity: 2, going: 2, startsAt: later.toISOString(), sequence: 1 })
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_id']).where('target_type', '=', 'event').where('target_id', '=', String(id)).orderBy('id').execute()
    expect(audit.map((entry) => entry.action)).toEqual(['add-date', 'change-date'])
    expect(audit[1]!.actor_id).toBe(mod.id)
  })
})

describe('calendar files', () => {
  it('writes UTC times, fixed UIDs, a rising SEQUENCE and Bengali folded at 75 octets', async () => {
    const mod = await moderator()
    const id = await addDate(mod, { eventId, startsAt: new Date('2027-01-21T04:00:00Z'), endsAt: new Date('2027-01-21T12:00:00Z'), capacity: null, sourceUrl: source })
    const { events } = await getGuide()
    const file = () => findDate(id).then((date) => calendarFile({ dates: [date!], events, lang: 'bn', publicUrl: 'https://hathazari.example', name: 'হাটহাজারীর অনুষ্ঠান', alarms: () => [1440, 60] }))
    const first = await file()
    for (const line of first.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(first).toContain('DTSTART:20270121T040000Z')
    expect(first).toContain('DTEND:20270121T120000Z')
    expect(first).not.toMatch(/TZID|DTSTART:\d{8}T\d{6}\r/)
    const parsed = new ICAL.Component(ICAL.parse(first))
    const vevent = parsed.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('uid')).toBe(`event-date-${id}@hathazari.example`)
    // Unfolded, the Bengali text is whole and exact.
    expect(vevent.getFirstPropertyValue('summary')).toBe('পুণ্ডরীক ধাম মেলা')
    expect(vevent.getFirstPropertyValue('location')).toBe('শ্রী শ্রী পুণ্ডরীক ধাম, মেখল')
    expect(String(vevent.getFirstPropertyValue('description'))).toContain(`তারিখের উৎস: ${source}`)
    expect(vevent.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P1D', '-PT1H'])
    expect(Number(vevent.getFirstPropertyValue('sequence'))).toBe(0)

    await updateDate(mod, id, { startsAt: new Date('2027-01-22T04:00:00Z'), endsAt: null, capacity: null, sourceUrl: source })
    await cancelDate(mod, id, 'postponed')
    const again = new ICAL.Component(ICAL.parse(await file())).getFirstSubcomponent('vevent')!
    expect(again.getFirstPropertyValue('uid')).toBe(`event-date-${id}@hathazari.example`)
    expect(Number(again.getFirstPropertyValue('sequence'))).toBe(2)
    expect(again.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(again.getAllSubcomponents('valarm')).toHaveLength(0)
  })

  it('gives a reader’s private address only their own dates, and a renewed address ends the old one', async () => {
    const { user } = await createUser()
    const mine = await newDate()
    const notMine = await newDate()
    await answerRsvp(user, mine, 'going')
    const token = await calendarToken(user.id)
    expect(await calendarToken(user.id)).toBe(token)
    const feed = await datesOfToken(token)
    expect(feed?.dates.map((d) => d.id)).toEqual([mine])
    expect(feed?.dates.map((d) => d.id)).not.toContain(notMine)
    const renewed = await calendarToken(user.id, true)
    expect(renewed).not.toBe(token)
    expect(await datesOfToken(token)).toBeNull()
    expect(await datesOfToken('x'.repeat(32))).toBeNull()
    expect((await feedDates()).map((d) => d.id)).toEqual(expect.arrayContaining([mine, notMine]))
  })
})

describe('reminders', () => {
  it('sends each due reminder once, by push in the device’s language and by e-mail, and never before its time', async () => {
    const { user } = await createUser({ name: 'করিম' })
    await db().updateTable('user').set({ emailVerified: true }).where('id', '=', user.id).execute()
    const verified = { ...user, emailVerified: true }
    const startsAt = new Date(Date.now() + 3 * day)
    const id = await newDate({ startsAt })
    // No device and no e-mail: refused, so nobody waits for a reminder that cannot come.
    expect(await setReminders(verified, id, [1440], false, 'bn')).toMatchObject({ ok: false, message: 'events.error.noChannel' })
    const phone = fakeBrowser()
    await saveSubscription(user.id, phone.subscription, 'bn')
    const laptop = fakeBrowser()
    await saveSubscription(user.id, laptop.subscription, 'en')
    expect(await setReminders(verified, id, [1440, 60], true, 'bn')).toMatchObject({ ok: true, reminders: [1440, 60], byEmail: true, devices: 2 })

    push.received.length = 0
    expect(await sendDueReminders(new Date(startsAt.getTime() - day - 60_000))).toEqual({ reminders: 0, pushes: 0, mails: 0 })
    const dayBefore = new Date(startsAt.getTime() - day + 1000)
    expect(await sendDueReminders(dayBefore)).toEqual({ reminders: 1, pushes: 2, mails: 1 })
    // Claimed once: the next run (or another process) sends nothing more.
    expect(await sendDueReminders(dayBefore)).toEqual({ reminders: 0, pushes: 0, mails: 0 })

    const toPhone = push.received.find((r) => r.path === new URL(phone.subscription.endpoint).pathname)!
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm')
    expect(String(toPhone.headers.authorization)).toMatch(/^vapid t=.+, k=.+/)
    expect(phone.read(toPhone.body)).toEqual({
      title: 'অনুস্মারক: পুণ্ডরীক ধাম মেলা',
      body: expect.stringMatching(/^আগামীকাল: .+, শ্রী শ্রী পুণ্ডরীক ধাম, মেখল$/),
      url: `/event-calendar?event=${eventId}#${eventId}`,
      tag: expect.any(String), lang: 'bn',
    })
    const toLaptop = push.received.find((r) => r.path === new URL(laptop.subscription.endpoint).pathname)!
    expect(laptop.read(toLaptop.body)).toMatchObject({ title: 'Reminder: Pundarik Dham Mela', url: `/en/event-calendar?event=${eventId}#${eventId}`, lang: 'en' })
    const outbox = readdirSync(join(app.dataDir, 'outbox')).map((file) => readFileSync(join(app.dataDir, 'outbox', file), 'utf8'))
    const mail = outbox.find((text) => text.includes(`To: ${user.email}`) && text.includes('Subject: অনুস্মারক: পুণ্ডরীক ধাম মেলা'))!
    expect(mail).toBeDefined()
    expect(mail).toContain(`http://localhost:3000/event-calendar?event=${eventId}`)

    push.received.length = 0
    expect(await sendDueReminders(new Date(startsAt.getTime() - 3_600_000 + 1000))).toMatchObject({ reminders: 1, pushes: 2 })
    const hourBefore = push.received.find((r) => r.path === new URL(phone.subscription.endpoint).pathname)!
    expect(phone.read(hourBefore.body).body).toMatch(/^এক ঘণ্টা পর: /)
    // Once the event has started, nothing is sent.
    expect(await sendDueReminders(new Date(startsAt.getTime() + 1000))).toEqual({ reminders: 0, pushes: 0, mails: 0 })
  })

  it('forgets a subscription the push service says is gone, and sends again after a date moves', async () => {
    const { user } = await createUser()
    const startsAt = new Date(Date.now() + 3 * day)
    const id = await newDate({ startsAt })
    const gone = fakeBrowser('/gone/1')
    await saveSubscription(user.id, gone.subscription, 'bn')
    expect(await setReminders(user, id, [1440], false, 'bn')).toMatchObject({ ok: true })
    expect(await sendDueReminders(new Date(startsAt.getTime() - day + 1000))).toMatchObject({ reminders: 1, pushes: 0 })
    expect(await db().selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', user.id).execute()).toEqual([])

    const phone = fakeBrowser()
    await saveSubscription(user.id, phone.subscription, 'bn')
    const moved = new Date(startsAt.getTime() + 2 * day)
    await updateDate(await moderator(), id, { startsAt: moved, endsAt: null, capacity: null, sourceUrl: source })
    expect(await sendDueReminders(new Date(moved.getTime() - day + 1000))).toMatchObject({ reminders: 1, pushes: 1 })
  })

  it('refuses a reminder whose time has passed, and cancels with none chosen', async () => {
    const { user } = await createUser()
    await saveSubscription(user.id, fakeBrowser().subscription, 'bn')
    const id = await newDate({ startsAt: new Date(Date.now() + 5 * 3_600_000) })
    expect(await setReminders(user, id, [1440], false, 'bn')).toMatchObject({ ok: false, message: 'events.error.reminderPassed' })
    expect(await setReminders(user, id, [60], false, 'bn')).toMatchObject({ ok: true, reminders: [60] })
    expect(await setReminders(user, id, [], false, 'bn')).toMatchObject({ ok: true, reminders: [] })
    expect(await db().selectFrom('event_reminders').selectAll().where('user_id', '=', user.id).execute()).toEqual([])
  })
})

describe('push subscriptions', () => {
  it('accepts only the allowed push services, never an arbitrary address', () => {
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true)
    expect(allowedEndpoint(`${pushOrigin}/push/1`)).toBe(true)
    expect(allowedEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false)
    expect(allowedEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false)
    expect(allowedEndpoint('https://169.254.169.254/latest/meta-data')).toBe(false)
    expect(allowedEndpoint('http://127.0.0.1:5432/')).toBe(false)
    const good = fakeBrowser().subscription
    expect(subscriptionProblem(good)).toBeNull()
    expect(subscriptionProblem({ ...good, endpoint: 'https://attacker.example/hook' })).toBe('endpoint')
    expect(subscriptionProblem({ ...good, p256dh: 'short' })).toBe('keys')
    expect(subscriptionProblem({ ...good, auth: '<script>' })).toBe('keys')
  })
})
