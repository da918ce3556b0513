import { sql, type Kysely } from 'kysely'
import { translator } from '#app/i18n/catalogs.server'
import type { Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { db, getDatabase } from '#app/lib/db/database.server'
import type { DB } from '#app/lib/db/schema'
import { env } from '#app/lib/env.server'
import { everyMinute } from '#app/lib/every-minute.server'
import { logger } from '#app/lib/logger.server'
import { sendMail, type Mail } from '#app/lib/mail.server'
import { expandFanouts } from '#app/lib/notifications/notify.server'
import { sendPush } from '#app/lib/push.server'
import { describeNotification } from './describe'
import { findNotification } from './queries.server'
import { emailVersion, readEmailVersions, readSettings, type EmailVersions } from './settings.server'
import { unsubscribeUrl, type UnsubscribeKind } from './unsubscribe.server'
import type { NotificationView } from './view.server'
import { FORUM } from '#app/lib/forum-path'

/**
 * Sends notifications by Web Push and e-mail (docs/notifications.md), after writing those of
 * comments on posts with many followers (the outbox, app/lib/notifications/notify.server.ts).
 * The rows to send were queued with the notifications themselves. Every
 * minute, and as soon as the database announces a change to someone's notifications, each
 * process claims what is due: one UPDATE marks rows claimed for two minutes and skips rows
 * another process holds (FOR UPDATE SKIP LOCKED), so a notification goes out once however many
 * processes run. A failure is tried again later (1, 2, 4 … minutes); after MAX_ATTEMPTS it is
 * given up. What the reader has already read in the app, or may no longer see, is not sent.
 */

/** Pushes a reader gets in an hour at most; the rest stay on the notifications page. */
export const PUSHES_PER_HOUR = 10
const MAX_ATTEMPTS = 6
const CLAIM_MINUTES = 2
const BATCH = 100

interface Claimed { id: string; notification_id: string; user_id: string; attempts: number; mode: 'now' | 'soon' | 'daily' }

/**
 * Claims up to BATCH due rows of a channel for this process. E-mail is claimed per reader: when
 * one of a reader's e-mails is due, their other "soon" ones go in the same mail. Each step is a
 * simple indexed query: the embedded database plans without statistics, and a correlated form of
 * the e-mail claim took seconds there with a few thousand rows waiting.
 */
export async function claimDue(executor: Kysely<DB>, channel: 'push' | 'email', now = new Date()): Promise<Claimed[]> {
  const free = sql<boolean>`done_at IS NULL AND (claimed_until IS NULL OR claimed_until < ${now})`
  let rows
  if (channel === 'push') {
    rows = sql`SELECT id FROM notification_deliveries WHERE channel = 'push' AND ${free} AND due_at <= ${now}
      ORDER BY due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`
  } else {
    const { rows: due } = await sql<{ user_id: string }>`
      SELECT DISTINCT user_id FROM (
        SELECT user_id FROM notification_deliveries WHERE channel = 'email' AND ${free} AND due_at <= ${now} ORDER BY due_at LIMIT ${BATCH}
      ) due`.execute(executor)
    if (due.length === 0) return []
    rows = sql`SELECT id FROM notification_deliveries
      WHERE user_id = any(${due.map((row) => row.user_id)}::text[]) AND channel = 'email' AND ${free} AND (due_at <= ${now} OR mode = 'soon')
      LIMIT ${BATCH * 5} FOR UPDATE SKIP LOCKED`
  }
  const { rows: claimed } = await sql<Claimed>`
    UPDATE notification_deliveries SET claimed_until = ${new Date(now.getTime() + CLAIM_MINUTES * 60_000)}, attempts = attempts + 1
    WHERE id IN (${rows})
    RETURNING id, notification_id, user_id, attempts, mode`.execute(executor)
  return claimed
}

async function finish(ids: string[], outcome: string) {
  if (ids.length) await db().updateTable('notification_deliveries').set({ done_at: new Date(), outcome, claimed_until: null }).where('id', 'in', ids).execute()
}

/** Tries a row again later, or gives it up after MAX_ATTEMPTS. */
async function retryLater(rows: Claimed[], now: Date) {
  for (const row of rows) {
    if (row.attempts >= MAX_ATTEMPTS) {
      await finish([row.id], 'failed')
      continue
    }
    await db().updateTable('notification_deliveries')
      .set({ due_at: new Date(now.getTime() + 2 ** (row.attempts - 1) * 60_000), claimed_until: null })
      .where('id', '=', row.id).execute()
  }
}

/** The notification as the reader would see it now, in a language; null if they read it or may no longer see it. */
async function current(userId: string, notificationId: string, lang: Lang): Promise<{ view: NotificationView } | 'read' | 'gone'> {
  const view = await findNotification(userId, notificationId, lang)
  if (!view) return 'gone'
  if (view.read) return 'read'
  return { view }
}

/** The address a phone or an e-mail opens: the notification itself, which marks it read and leads on. */
const openPath = (lang: Lang, id: string) => localePath(lang, `/notifications/${id}`)

/** Sends due pushes; returns how many messages went out. */
export async function deliverPushes(now = new Date()): Promise<number> {
  const claimed = await claimDue(db(), 'push', now)
  let sent = 0
  for (const row of claimed) {
    const recent = await db().selectFrom('notification_deliveries').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', row.user_id).where('channel', '=', 'push').where('outcome', '=', 'sent')
      .where('done_at', '>', new Date(now.getTime() - 3_600_000)).executeTakeFirstOrThrow()
    if (Number(recent.n) >= PUSHES_PER_HOUR) {
      await finish([row.id], 'limited')
      continue
    }
    const devices = await db().selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth', 'lang'])
      .where('user_id', '=', row.user_id).where('notifications', '=', true).execute()
    if (devices.length === 0) {
      await finish([row.id], 'unreachable')
      continue
    }
    const settings = await readSettings(row.user_id)
    let outcome: 'sent' | 'failed' | 'unreachable' | 'read' | 'gone' | 'off' = 'unreachable'
    for (const device of devices) {
      const state = await current(row.user_id, row.notification_id, device.lang)
      if (state === 'read' || state === 'gone') {
        outcome = state
        break
      }
      // Turned off since it was queued.
      if (!settings.push[state.view.kind]) {
        outcome = 'off'
        break
      }
      const t = translator(device.lang)
      const result = await sendPush(device, {
        title: t('app.name'),
        body: describeNotification(state.view, t, device.lang),
        url: openPath(device.lang, state.view.id),
        // One notification per post on the phone: a newer one about the same post replaces it.
        tag: state.view.target?.startsWith(`${FORUM}/`) ? `post-${/\d+/.exec(state.view.target)![0]}` : `notification-${state.view.id}`,
        lang: device.lang,
      })
      if (result === 'sent') outcome = 'sent'
      else if (result === 'failed' && outcome !== 'sent') outcome = 'failed'
    }
    if (outcome === 'failed') await retryLater([row], now)
    else await finish([row.id], outcome)
    if (outcome === 'sent') sent++
  }
  return sent
}

/** Sends due e-mails, one per reader with everything due for them; returns how many mails went out. */
export async function deliverEmails(now = new Date()): Promise<number> {
  const claimed = await claimDue(db(), 'email', now)
  const byUser = new Map<string, Claimed[]>()
  for (const row of claimed) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row])
  let sent = 0
  for (const [userId, rows] of byUser) {
    const user = await db().selectFrom('user').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirst()
    if (!user?.emailVerified) {
      await finish(rows.map((r) => r.id), 'unreachable')
      continue
    }
    const { lang, email } = await readSettings(userId)
    const shown: Array<{ row: Claimed; view: NotificationView }> = []
    for (const row of rows) {
      const state = await current(userId, row.notification_id, lang)
      if (state === 'read' || state === 'gone') await finish([row.id], state)
      // Turned off (the settings, an unsubscribe link) since it was queued.
      else if (email[state.view.kind] === 'off') await finish([row.id], 'off')
      else shown.push({ row, view: state.view })
    }
    if (shown.length === 0) continue
    const daily = shown.every(({ row }) => row.mode === 'daily')
    try {
      await sendMail(notificationMail(user.email, userId, lang, shown.map((s) => s.view), await readEmailVersions(userId), daily))
      await finish(shown.map((s) => s.row.id), 'sent')
      sent++
    } catch (error) {
      logger.warn({ err: error }, 'notification e-mail not sent; will try again')
      await retryLater(shown.map((s) => s.row), now)
    }
  }
  return sent
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * One e-mail with one or more notifications, in the reader's language: plain text and simple
 * HTML (no images, no tracking), each notification with its link, and the one-click unsubscribe
 * link (RFC 8058 headers) for the kinds it holds, valid until the reader next changes their choice for them.
 */
export function notificationMail(to: string, userId: string, lang: Lang, views: NotificationView[], versions: EmailVersions, daily = false): Mail {
  const t = translator(lang)
  const origin = env().publicUrl
  const kinds = [...new Set(views.map((v) => v.kind))]
  const kind: UnsubscribeKind = kinds.length === 1 ? kinds[0]! : 'all'
  const unsubscribe = unsubscribeUrl(userId, kind, emailVersion(versions, kind), lang)
  const settings = `${origin}${localePath(lang, '/notifications/settings')}`
  const items = views.map((view) => ({ text: describeNotification(view, t, lang), url: `${origin}${openPath(lang, view.id)}` }))
  const subject = daily
    ? t('mail.notifications.subject.digest', { count: views.length })
    : items.length === 1 ? items[0]!.text : t('mail.notifications.subject.many', { count: items.length })
  const text = [
    t('mail.notifications.intro'), '',
    ...items.flatMap((item) => [`• ${item.text}`, `  ${item.url}`, '']),
    '—',
    t('mail.notifications.footer'),
    `${t('mail.notifications.unsubscribe')}: ${unsubscribe}`,
    `${t('mail.notifications.settings')}: ${settings}`,
  ].join('\n')
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.6;color:#1b1f1d">` +
    `<p>${escapeHtml(t('mail.notifications.intro'))}</p><ul>` +
    items.map((item) => `<li style="margin-bottom:12px">${escapeHtml(item.text)}<br><a href="${escapeHtml(item.url)}">${escapeHtml(t('mail.notifications.open'))}</a></li>`).join('') +
    `</ul><hr><p style="color:#555;font-size:14px">${escapeHtml(t('mail.notifications.footer'))}<br>` +
    `<a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('mail.notifications.unsubscribe'))}</a> · ` +
    `<a href="${escapeHtml(settings)}">${escapeHtml(t('mail.notifications.settings'))}</a></p></body></html>`
  return {
    to,
    subject: subject.length > 150 ? `${Array.from(subject).slice(0, 148).join('')}…` : subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/** Writes the notifications waiting in the outbox, then sends what is due now; returns what went out (for tests and logs). */
export async function deliverDue(now = new Date()): Promise<{ pushes: number; mails: number }> {
  await expandFanouts(db(), now)
  const pushes = await deliverPushes(now)
  const mails = await deliverEmails(now)
  if (pushes || mails) logger.info({ pushes, mails }, 'notifications sent')
  return { pushes, mails }
}

/**
 * Old notifications go: all after 90 days, read ones after 30; finished deliveries after a week.
 * In batches, by indexed times: on the embedded database a long statement holds up every request.
 */
export async function pruneNotifications(now = new Date()) {
  const day = 24 * 3600 * 1000
  const batches = [
    sql`DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE updated_at < ${new Date(now.getTime() - 90 * day)} LIMIT 2000)`,
    sql`DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE updated_at < ${new Date(now.getTime() - 30 * day)} AND read_at IS NOT NULL LIMIT 2000)`,
    sql`DELETE FROM notification_deliveries WHERE id IN (SELECT id FROM notification_deliveries WHERE done_at < ${new Date(now.getTime() - 7 * day)} LIMIT 2000)`,
  ]
  for (const batch of batches) {
    for (let round = 0; round < 50; round++) {
      const result = await batch.execute(db())
      if (Number(result.numAffectedRows ?? 0) < 2000) break
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
}

/**
 * Runs the job every minute and whenever the database announces a change to someone's
 * notifications (so a push leaves within a moment of the comment that caused it); prunes
 * hourly. Returns its stop function.
 */
export function startDeliveryJob(): () => void {
  let lastPrune = 0
  let running: Promise<unknown> | null = null
  let again = false
  const run = () => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await deliverDue()
        if (Date.now() - lastPrune > 3_600_000) {
          lastPrune = Date.now()
          await pruneNotifications()
        }
      } while (again)
    })().catch((error: unknown) => logger.error({ err: error }, 'notification delivery failed'))
      .finally(() => { running = null })
    return running
  }
  const stopMinute = everyMinute('notification delivery failed', run)
  let timer: NodeJS.Timeout | undefined
  let unlisten: (() => Promise<void>) | undefined
  let stopped = false
  getDatabase().listen('notification_changes', () => {
    // Many announcements arrive together (a comment on a post with many followers): one run.
    if (timer || stopped) return
    timer = setTimeout(() => {
      timer = undefined
      void run()
    }, 200)
    timer.unref()
  }).then((stop) => {
    unlisten = stop
  }).catch((error: unknown) => logger.error({ err: error }, 'cannot listen for notifications; sending every minute only'))
  return () => {
    stopped = true
    stopMinute()
    if (timer) clearTimeout(timer)
    void unlisten?.()
  }
}
