import type { MessageKey } from '#app/i18n/i18n'
import { getUser } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { getLang } from '#app/lib/preferences.server'
import { answerRsvp, calendarToken, rsvpStatuses, setReminders, type ReminderOffset } from './dates.server'
import type { EventFormResult } from './events'

const answer = (status: number, dateId: number | null, ok: boolean, message: MessageKey, vars?: Record<string, string | number>) =>
  ({ status, result: { dateId, ok, message, ...(vars ? { vars } : {}) } satisfies EventFormResult })

/**
 * The events page's forms: `rsvp` (going / interested / not going), `remind` (1 day and/or 1
 * hour before, optionally by e-mail) and `feed` (the private calendar address, made or renewed).
 * Each is checked on the server; the answer names the date it is about, in the reader's words.
 */
export async function eventFormAction(request: Request): Promise<{ status: number; result: EventFormResult }> {
  const form = await readForm(request)
  const intent = formText(form, 'intent')
  const dateId = parseId(formText(form, 'dateId'))
  const user = await getUser(request)
  if (!user) return answer(401, dateId, false, 'events.error.signIn')
  if (intent === 'feed') {
    await calendarToken(user.id, formText(form, 'renew') === '1')
    return answer(200, null, true, 'events.feed.mineLabel')
  }
  if (dateId === null) return answer(404, null, false, 'events.error.notFound')
  if (intent === 'rsvp') {
    const status = rsvpStatuses.find((s) => s === formText(form, 'status'))
    if (!status) return answer(400, dateId, false, 'events.error.invalid')
    const result = await answerRsvp(user, dateId, status)
    if (!result.ok) return answer(result.status, dateId, false, result.message, result.vars)
    return answer(200, dateId, true, `events.rsvp.saved.${status}`)
  }
  if (intent === 'remind') {
    const values = form.getAll('remind').map(String)
    if (values.some((v) => v !== '1440' && v !== '60')) return answer(400, dateId, false, 'events.error.invalid')
    const offsets = values.map(Number) as ReminderOffset[]
    const result = await setReminders(user, dateId, offsets, formText(form, 'email') === '1', getLang(request))
    if (!result.ok) return answer(result.status, dateId, false, result.message, result.vars)
    return answer(200, dateId, true, result.reminders.length ? 'events.remind.saved' : 'events.remind.canceled')
  }
  return answer(400, dateId, false, 'events.error.invalid')
}
