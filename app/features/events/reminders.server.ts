import { sql } from 'kysely'
import { translator } from '#app/i18n/catalogs.server'
import type { Lang } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { formatDateTime } from '#app/lib/format-time'
import { everyMinute } from '#app/lib/every-minute.server'
import { logger } from '#app/lib/logger.server'
import { sendMail } from '#app/lib/mail.server'
import { sendPush, type PushMessage } from '#app/lib/push.server'

/**
 * The reminder job (docs/events.md): every minute, each process claims the reminders that are
 * due (the claim is one UPDATE, so two processes never send the same one) and sends them by Web
 * Push to the reader's devices and, when chosen, by e-mail. A reminder missed while the server
 * was down goes out when it is back, as long as the event has not started.
 */

interface Due { eventDateId: number; userId: string; minutesBefore: number; byEmail: boolean; lang: Lang; eventId: string; startsAt: Date }

/** The page of an event, in a language. */
export const eventPath = (lang: Lang, eventId: string) => `${localePath(lang, '/event-calendar')}?event=${encodeURIComponent(eventId)}#${encodeURIComponent(eventId)}`

/** The reminder's words in the reader's language: the notification's and the e-mail's. */
export async function reminderMessage(lang: Lang, eventId: string, startsAt: Date, minutesBefore: number): Promise<PushMessage> {
  const t = translator(lang)
  const event = (await getGuide()).events.find((e) => e.id === eventId)
  const title = event ? pick(lang, event.title) : eventId
  const when = formatDateTime(lang, startsAt)
  const place = event ? pick(lang, event.location) : ''
  return {
    title: t('events.reminder.title', { title }),
    body: t(minutesBefore >= 1440 ? 'events.reminder.body.day' : 'events.reminder.body.hour', { when, place }),
    url: eventPath(lang, eventId),
    tag: `event-${eventId}-${startsAt.getTime()}`,
    lang,
  }
}

/** Claims the reminders due at `now` and sends them; returns what was done (for tests and logs). */
export async function sendDueReminders(now = new Date()): Promise<{ reminders: number; pushes: number; mails: number }> {
  const { rows } = await sql<{ event_date_id: number; user_id: string; minutes_before: number; by_email: boolean; lang: Lang; event_id: string; starts_at: Date }>`
    UPDATE event_reminders r SET sent_at = ${now}
    FROM event_dates d
    WHERE r.event_date_id = d.id AND r.sent_at IS NULL AND d.status = 'confirmed'
      AND d.starts_at > ${now} AND d.starts_at - make_interval(mins => r.minutes_before) <= ${now}
    RETURNING r.event_date_id, r.user_id, r.minutes_before, r.by_email, r.lang, d.event_id, d.starts_at`.execute(db())
  const due: Due[] = rows.map((r) => ({ eventDateId: r.event_date_id, userId: r.user_id, minutesBefore: r.minutes_before, byEmail: r.by_email, lang: r.lang, eventId: r.event_id, startsAt: new Date(r.starts_at) }))
  let pushes = 0
  let mails = 0
  for (const reminder of due) {
    const devices = await db().selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth', 'lang']).where('user_id', '=', reminder.userId).execute()
    for (const device of devices) {
      const message = await reminderMessage(device.lang, reminder.eventId, reminder.startsAt, reminder.minutesBefore)
      if ((await sendPush(device, message)) === 'sent') pushes++
    }
    if (reminder.byEmail) {
      const user = await db().selectFrom('user').select(['email', 'emailVerified']).where('id', '=', reminder.userId).executeTakeFirst()
      if (user?.emailVerified) {
        const message = await reminderMessage(reminder.lang, reminder.eventId, reminder.startsAt, reminder.minutesBefore)
        const t = translator(reminder.lang)
        try {
          await sendMail({ to: user.email, subject: message.title, text: `${message.body}\n\n${env().publicUrl}${message.url}\n\n${t('events.reminder.mailFooter')}\n` })
          mails++
        } catch (error) {
          logger.warn({ err: error }, 'reminder e-mail not sent')
        }
      }
    }
  }
  if (due.length) logger.info({ reminders: due.length, pushes, mails }, 'event reminders sent')
  return { reminders: due.length, pushes, mails }
}

/** Runs the job every minute (spec 2: reminders are checked every 60 s); returns its stop function. */
export function startReminderJob(): () => void {
  return everyMinute('event reminders failed', () => sendDueReminders())
}
