// Notifications by Web Push and e-mail (issue 29): what is sent, when, once, in which language,
// with a working one-click unsubscribe; against a push service and an SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addComment } from '#app/features/forum/comments.server'
import { setLike } from '#app/features/forum/engage.server'
import { createPost } from '#app/features/forum/write-post.server'
import { claimDue, deliverDue, PUSHES_PER_HOUR } from '#app/features/notifications/deliver.server'
import { listNotifications, markAllRead } from '#app/features/notifications/queries.server'
import { parseSettingsForm, readSettings, saveSettings, stopEmails } from '#app/features/notifications/settings.server'
import { unsubscribeUrl, verifyUnsubscribe } from '#app/features/notifications/unsubscribe.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db, openDatabase, type AppDatabase } from '#app/lib/db/database.server'
import { resetMailer } from '#app/lib/mail.server'
import { notificationKinds } from '#app/lib/notifications/kinds'
import { nextDigestAt } from '#app/lib/notifications/notify.server'
import { saveSubscription } from '#app/lib/push.server'
import { startFakePushService } from '../setup/fake-push'
import { readMail, startFakeSmtp } from '../setup/fake-smtp'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

let push: Awaited<ReturnType<typeof startFakePushService>>
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
beforeAll(async () => {
  push = await startFakePushService()
  smtp = await startFakeSmtp()
})
afterAll(async () => {
  resetMailer()
  await push.close()
  await smtp.close()
})
const app = withTestApp(() => ({ PUSH_SERVICES: push.origin, SMTP_URL: smtp.url }))

const minutes = (n: number) => n * 60_000

async function verifiedUser(name: string) {
  const { user } = await createUser({ name })
  await db().updateTable('user').set({ emailVerified: true }).where('id', '=', user.id).execute()
  return { ...user, emailVerified: true }
}
async function question(user: SessionUser, title = 'নাজিরহাটের বাস কোথা থেকে ছাড়ে?') {
  const result = await createPost(user, { title, content: 'কেউ জানেন?', category: 'question', tags: '', anonymous: false }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  return result.post
}
async function comment(user: SessionUser, postId: number, text = 'বাসস্ট্যান্ড থেকে ছাড়ে।') {
  const result = await addComment(user, postId, text)
  if (!result.ok) throw new Error(result.error.message)
  return result.id
}
/** The notification mails a reader received (sign-up sent them a verification mail too). */
const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to === email).map((m) => readMail(m.raw)).filter((m) => m.headers['list-unsubscribe'])
const pushesTo = (endpoint: string) => push.received.filter((r) => endpoint.endsWith(r.path))

describe('Web Push', () => {
  it('sends each notification once to the devices that turned it on, in the device’s language, opening the notification', async () => {
    const asker = await verifiedUser('Asker')
    const helper = await verifiedUser('Helper')
    const phone = push.browser()
    const laptop = push.browser()
    const reminderOnly = push.browser()
    await saveSubscription(asker.id, phone.subscription, 'bn', true)
    await saveSubscription(asker.id, laptop.subscription, 'en', true)
    await saveSubscription(asker.id, reminderOnly.subscription, 'bn')
    const p = await question(asker)
    const commentId = await comment(helper, p.id)
    await deliverDue()
    const [toPhone] = pushesTo(phone.subscription.endpoint)
    const [toLaptop] = pushesTo(laptop.subscription.endpoint)
    expect(pushesTo(reminderOnly.subscription.endpoint)).toEqual([])
    const [notification] = (await listNotifications(asker.id, 'bn', null)).items
    expect(phone.read(toPhone!.body)).toEqual({
      title: 'হাটহাজারী গাইড',
      body: `Helper আপনার পোস্ট “${p.title}”-এ মন্তব্য করেছেন`,
      url: `/notifications/${notification!.id}`,
      tag: `post-${p.id}`,
      lang: 'bn',
    })
    expect(laptop.read(toLaptop!.body)).toMatchObject({ body: `Helper commented on your post “${p.title}”`, url: `/en/notifications/${notification!.id}`, lang: 'en' })
    // Sent once: running again sends nothing.
    const before = push.received.length
    await deliverDue()
    expect(push.received.length).toBe(before)
    expect(commentId).toBeGreaterThan(0)

    // A second comment while unread: the phone's notification is replaced (same tag) with the group.
    await comment(helper, p.id, 'আধা ঘণ্টা পরপর।')
    await deliverDue()
    const latest = pushesTo(phone.subscription.endpoint).at(-1)!
    expect(phone.read(latest.body)).toMatchObject({ tag: `post-${p.id}`, body: `আপনার পোস্ট “${p.title}”-এ ২টি নতুন মন্তব্য (সর্বশেষটি Helper-এর)` })
  })

  it('sends nothing the reader already read, at most ten an hour, and forgets a subscription the push service says is gone', async () => {
    const author = await verifiedUser('Busy Author')
    const phone = push.browser()
    await saveSubscription(author.id, phone.subscription, 'en', true)
    const posts = []
    for (let i = 0; i < 2; i++) posts.push(await question(author, `Question ${i}`))
    const { user: helper } = await createUser({ name: 'Quick Helper' })
    await comment(helper, posts[0]!.id)
    await markAllRead(author.id)
    await deliverDue()
    expect(pushesTo(phone.subscription.endpoint)).toEqual([])

    // Twelve readers' likes on twelve comments of the author: ten pushes, then the limit.
    const likers = await Promise.all(Array.from({ length: PUSHES_PER_HOUR + 2 }, (_, i) => createUser({ name: `Liker ${i}` })))
    await saveSettings(author.id, { ...(await readSettings(author.id)), push: { ...(await readSettings(author.id)).push, like: true } })
    const comments = []
    for (let i = 0; i < likers.length; i++) comments.push(await comment(author, posts[1]!.id, `মন্তব্য ${i}`))
    for (let i = 0; i < likers.length; i++) expect((await setLike(likers[i]!.user, 'comment', comments[i]!, true)).ok).toBe(true)
    await deliverDue()
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(PUSHES_PER_HOUR)
    const outcomes = await db().selectFrom('notification_deliveries').select('outcome').where('user_id', '=', author.id).where('channel', '=', 'push').execute()
    expect(outcomes.filter((o) => o.outcome === 'limited')).toHaveLength(2)

    // A device whose subscription ended: the push service answers 410 and the server forgets it.
    const { user: other } = await createUser()
    const gone = push.browser(`/gone/${other.id}`)
    await saveSubscription(other.id, gone.subscription, 'bn', true)
    const theirs = await question(other)
    await comment(helper, theirs.id)
    await deliverDue()
    expect(await db().selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', other.id).execute()).toEqual([])
  })

  it('never names an anonymous asker on the phone or in a mail', async () => {
    const asker = await verifiedUser('Hidden Asker Name')
    const helper = await verifiedUser('Named Helper')
    const phone = push.browser()
    await saveSubscription(helper.id, phone.subscription, 'en', true)
    const result = await createPost(asker, { title: 'A private worry', content: 'Who can help?', category: 'question', tags: '', anonymous: true }, {}, 50)
    if (!result.ok) throw new Error(result.error.message)
    await comment(helper, result.post.id, 'I can.')
    await comment(asker, result.post.id, 'Thank you, when?')
    await deliverDue(new Date(Date.now() + minutes(11)))
    const [message] = pushesTo(phone.subscription.endpoint).map((r) => phone.read(r.body))
    expect(message!.body).toBe('The asker commented on a post you follow, “A private worry”')
    // The helper's mail (comments on followed posts are off by default: turn them on).
    await saveSettings(helper.id, { ...(await readSettings(helper.id)), lang: 'en', email: { ...(await readSettings(helper.id)).email, 'followed-comment': 'soon' } })
    await comment(asker, result.post.id, 'Still waiting.')
    await deliverDue(new Date(Date.now() + minutes(11)))
    const mails = mailsTo(helper.email)
    expect(mails.length).toBeGreaterThan(0)
    for (const text of [...mails.flatMap((m) => [m.text, m.html, m.headers.subject ?? '']), JSON.stringify(push.received.map((r) => r.path))]) {
      expect(text).not.toContain('Hidden Asker Name')
    }
  })

  it('tries a push the service refused again after 1, then 2 minutes, and sends it once it is taken', async () => {
    const author = await verifiedUser('Flaky Author')
    const helper = await verifiedUser('Flaky Helper')
    const phone = push.browser()
    await saveSubscription(author.id, phone.subscription, 'en', true)
    push.failNext(phone.subscription.endpoint, 2)
    const p = await question(author, 'Is the night bus running?')
    await comment(helper, p.id)
    const delivery = () => db().selectFrom('notification_deliveries').select(['attempts', 'due_at', 'done_at', 'outcome'])
      .where('user_id', '=', author.id).where('channel', '=', 'push').executeTakeFirstOrThrow()
    const start = new Date()
    await deliverDue(start)
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(1) // answered 500
    expect(await delivery()).toMatchObject({ attempts: 1, done_at: null, outcome: null, due_at: new Date(start.getTime() + minutes(1)) })
    // Not before it is due again.
    await deliverDue(new Date(start.getTime() + minutes(1) - 1000))
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(1)
    const second = new Date(start.getTime() + minutes(1))
    await deliverDue(second)
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(2) // answered 500 again: the wait doubles
    expect(await delivery()).toMatchObject({ attempts: 2, done_at: null, due_at: new Date(second.getTime() + minutes(2)) })
    await deliverDue(new Date(second.getTime() + minutes(2) - 1000))
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(2)
    await deliverDue(new Date(second.getTime() + minutes(2)))
    const received = pushesTo(phone.subscription.endpoint)
    expect(received).toHaveLength(3)
    expect(phone.read(received[2]!.body)).toMatchObject({ body: 'Flaky Helper commented on your post “Is the night bus running?”' })
    expect(await delivery()).toMatchObject({ attempts: 3, outcome: 'sent' })
    await deliverDue(new Date(second.getTime() + minutes(60)))
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(3)
  })

  it('gives a push up after six refused attempts, 1, 2, 4, 8 and 16 minutes apart', async () => {
    const author = await verifiedUser('Unlucky Author')
    const helper = await verifiedUser('Unlucky Helper')
    const phone = push.browser()
    await saveSubscription(author.id, phone.subscription, 'en', true)
    push.failNext(phone.subscription.endpoint, 100)
    const p = await question(author, 'Is the ferry running?')
    await comment(helper, p.id)
    const delivery = () => db().selectFrom('notification_deliveries').select(['attempts', 'due_at', 'done_at', 'outcome'])
      .where('user_id', '=', author.id).where('channel', '=', 'push').executeTakeFirstOrThrow()
    let at = new Date()
    const waits: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      await deliverDue(at)
      const row = await delivery()
      expect(row.attempts).toBe(attempt)
      if (row.done_at) break
      waits.push((row.due_at.getTime() - at.getTime()) / minutes(1))
      at = row.due_at
    }
    expect(waits).toEqual([1, 2, 4, 8, 16])
    expect(await delivery()).toMatchObject({ attempts: 6, outcome: 'failed' })
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(6)
    await deliverDue(new Date(at.getTime() + minutes(24 * 60)))
    expect(pushesTo(phone.subscription.endpoint)).toHaveLength(6)
  })

  it('claims each delivery for one process only, however many ask at once', async () => {
    const { user: author } = await createUser()
    await saveSubscription(author.id, push.browser().subscription, 'bn', true)
    const p = await question(author)
    const commenters = await Promise.all(Array.from({ length: 6 }, () => createUser()))
    for (const { user } of commenters) {
      await comment(user, p.id)
      await markAllRead(author.id) // each comment its own notification and delivery
    }
    await db().updateTable('notifications').set({ read_at: null }).where('user_id', '=', author.id).execute()
    // A second process: its own connection on a PostgreSQL server, the same engine on PGlite.
    const url = (app.database.current.pool.options as { connectionString?: string }).connectionString
    const other: AppDatabase = app.database.current.kind === 'postgres' && url ? await openDatabase({ kind: 'postgres', url }) : app.database.current
    try {
      const [a, b, c] = await Promise.all([claimDue(db(), 'push'), claimDue(other.db, 'push'), claimDue(db(), 'push')])
      const ids = [...a!, ...b!, ...c!].map((row) => row.id)
      const pending = await db().selectFrom('notification_deliveries').select('id').where('user_id', '=', author.id).where('channel', '=', 'push').execute()
      expect(pending).toHaveLength(6)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.filter((id) => pending.some((row) => row.id === id))).toHaveLength(6)
    } finally {
      if (other !== app.database.current) await other.close()
    }
  })
})

describe('e-mail', () => {
  it('gathers notifications over ten minutes into one mail in the reader’s language, with a one-click unsubscribe that works', async () => {
    const asker = await verifiedUser('Mail Asker')
    const helper = await verifiedUser('Mail Helper')
    const p = await question(asker)
    const start = new Date()
    await comment(helper, p.id)
    await deliverDue(new Date(start.getTime() + minutes(2)))
    expect(mailsTo(asker.email)).toEqual([])
    const other = await question(asker, 'দ্বিতীয় প্রশ্ন')
    await comment(helper, other.id)
    await deliverDue(new Date(start.getTime() + minutes(11)))
    const mails = mailsTo(asker.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.headers.subject).toMatch(/=\?UTF-8\?|২টি নতুন বিজ্ঞপ্তি/)
    expect(mail.text).toContain(`Mail Helper আপনার পোস্ট “${p.title}”-এ মন্তব্য করেছেন`)
    expect(mail.text).toContain('Mail Helper আপনার পোস্ট “দ্বিতীয় প্রশ্ন”-এ মন্তব্য করেছেন')
    expect(mail.html).toContain('lang="bn"')
    expect(mail.html).not.toMatch(/<img/i)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const link = /<(http[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!
    expect(mail.text).toContain(link)
    const params = new URL(link).searchParams
    expect(verifyUnsubscribe(params)).toEqual({ userId: asker.id, kind: 'comment', version: 0 })
    // An altered link, or one for another reader, kind or version, names nobody.
    // The signature's first character is changed: its last carries two bits that decoding ignores,
    // so changing it could give the same bytes (1 run in 20 did).
    const signature = params.get('s')!
    const otherSignature = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    for (const [name, value] of [['s', otherSignature], ['u', helper.id], ['k', 'like'], ['k', 'everything'], ['v', '1']] as const) {
      const altered = new URLSearchParams(params)
      altered.set(name, value)
      expect(verifyUnsubscribe(altered)).toBeNull()
    }
    // The mail's own language follows the reader's settings.
    expect(new URL(unsubscribeUrl(asker.id, 'comment', 0, 'en')).pathname).toBe('/en/notifications/unsubscribe')
  })

  it('claims a reader’s e-mails for one process only, so two processes send one mail', async () => {
    const author = await verifiedUser('Claimed Author')
    const p = await question(author)
    const commenters = await Promise.all(Array.from({ length: 6 }, () => createUser()))
    for (const { user } of commenters) {
      await comment(user, p.id)
      await markAllRead(author.id) // each comment its own notification and e-mail
    }
    await db().updateTable('notifications').set({ read_at: null }).where('user_id', '=', author.id).execute()
    const pending = await db().selectFrom('notification_deliveries').select('id').where('user_id', '=', author.id).where('channel', '=', 'email').execute()
    expect(pending).toHaveLength(6)
    // A second process: its own connection on a PostgreSQL server, the same engine on PGlite.
    const url = (app.database.current.pool.options as { connectionString?: string }).connectionString
    const other: AppDatabase = app.database.current.kind === 'postgres' && url ? await openDatabase({ kind: 'postgres', url }) : app.database.current
    const due = new Date(Date.now() + minutes(11))
    try {
      const claims = await Promise.all([claimDue(db(), 'email', due), claimDue(other.db, 'email', due), claimDue(db(), 'email', due), claimDue(other.db, 'email', due)])
      const ids = claims.flat().filter((row) => row.user_id === author.id).map((row) => row.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.sort()).toEqual(pending.map((row) => row.id).sort())
    } finally {
      if (other !== app.database.current) await other.close()
    }
    // Claimed: nothing is sent again until the claim runs out, and then once.
    await deliverDue(due)
    expect(mailsTo(author.email)).toEqual([])
    await deliverDue(new Date(due.getTime() + minutes(3)))
    const mails = mailsTo(author.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.headers.subject).toMatch(/=\?UTF-8\?|৬টি নতুন বিজ্ঞপ্তি/)
    await deliverDue(new Date(due.getTime() + minutes(30)))
    expect(mailsTo(author.email)).toHaveLength(1)
  })

  it('sends nothing read in the app first, nothing to an unverified address, and a daily digest in the morning', async () => {
    const asker = await verifiedUser('Reader')
    const { user: unverified } = await createUser({ name: 'Unverified' })
    const helper = await verifiedUser('Digest Helper')
    const p = await question(asker)
    const q = await question(unverified)
    await comment(helper, p.id)
    await comment(helper, q.id)
    await markAllRead(asker.id)
    await deliverDue(new Date(Date.now() + minutes(11)))
    expect(mailsTo(asker.email)).toEqual([])
    expect(mailsTo(unverified.email)).toEqual([])

    await saveSettings(asker.id, { ...(await readSettings(asker.id)), lang: 'en', email: { ...(await readSettings(asker.id)).email, comment: 'daily' } })
    const morning = nextDigestAt()
    await comment(helper, p.id, 'আরেকটি উত্তর')
    await deliverDue(new Date(morning.getTime() - minutes(1)))
    expect(mailsTo(asker.email)).toEqual([])
    await deliverDue(new Date(morning.getTime() + 1000))
    const [digest] = mailsTo(asker.email)
    expect(digest!.headers.subject).toBe('Your notifications of the day (1)')
    expect(digest!.text).toContain(`Digest Helper commented on your post “${p.title}”`)
  })

  it('turns e-mails off by the unsubscribe link or the settings, and refuses settings that are not offered', async () => {
    const asker = await verifiedUser('Unsubscriber')
    const helper = await verifiedUser('Helper Two')
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [k, v] of Object.entries(fields)) data.append(k, v)
      return data
    }
    // Every kind the settings page offers (a form missing one is refused, below).
    const all = Object.fromEntries(notificationKinds.map((k) => [`email.${k}`, 'off']))
    expect(parseSettingsForm(form({ ...all, lang: 'bn', 'email.comment': 'hourly' }))).toBeNull()
    expect(parseSettingsForm(form({ ...all, lang: 'fr' }))).toBeNull()
    expect(parseSettingsForm(form({ ...all, lang: 'bn', 'push.comment': 'yes' }))).toBeNull()
    const { 'email.like': _dropped, ...missing } = all
    expect(parseSettingsForm(form({ ...missing, lang: 'bn' }))).toBeNull()
    const parsed = parseSettingsForm(form({ ...all, lang: 'en', 'push.answer': '1' }))
    expect(parsed).toMatchObject({ lang: 'en', email: { comment: 'off' }, push: { answer: true, comment: false } })
    await saveSettings(asker.id, parsed!)
    const p = await question(asker)
    await comment(helper, p.id)
    expect(await db().selectFrom('notification_deliveries').select('channel').where('user_id', '=', asker.id).execute()).toEqual([])

    // An e-mail already queued is not sent once its kind is turned off (an unsubscribe link).
    const other = await verifiedUser('Late Unsubscriber')
    const q = await question(other)
    await comment(helper, q.id)
    expect(await db().selectFrom('notification_deliveries').select('channel').where('user_id', '=', other.id).execute()).toEqual([{ channel: 'email' }])
    await stopEmails(other.id, 'comment')
    await deliverDue(new Date(Date.now() + minutes(11)))
    expect(mailsTo(other.email)).toEqual([])
    expect(await db().selectFrom('notification_deliveries').select('outcome').where('user_id', '=', other.id).execute()).toEqual([{ outcome: 'off' }])
  })
})
