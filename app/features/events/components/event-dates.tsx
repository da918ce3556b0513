import { useState, type FormEvent } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { useI18n } from '#app/i18n/use-i18n'
import { calendarPath, type DateView, type EventFormResult, type EventViewer } from '../events'
import { DateCounts } from './date-counts'

const statuses = ['going', 'interested', 'not_going'] as const

/**
 * An event's dates with what a reader can do about each: say whether they go, choose reminders,
 * add it to their calendar. Plain forms, so they work without JavaScript; with it, choosing a
 * reminder first asks this phone for notifications (and only then).
 */
export function EventDates({ eventId, title, dates, viewer, result }: {
  eventId: string
  title: string
  dates: readonly DateView[]
  viewer: EventViewer | null
  result: EventFormResult | undefined
}) {
  const { t, lang } = useI18n()
  const headingId = `dates-${eventId}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-bold">{t('events.dates.title')}</h3>
      {dates.length === 0 ? <p className="text-sm text-muted">{t('events.dates.none')}</p> : null}
      {dates.map((date) => (
        <div key={date.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <Icon name="calendar-days" className="size-4 shrink-0 text-muted" />
            <span className={date.cancelled ? 'line-through' : ''}>{date.when}</span>
            {date.cancelled ? <span className="rounded-full bg-warning-soft px-2 text-sm text-warning-fg">{t('events.dates.cancelled')}</span> : null}
          </p>
          {date.cancelled ? null : <DateCounts date={date} />}
          <p className="text-xs text-muted">
            {t('events.dates.source')}:{' '}
            <a href={date.sourceUrl} rel="noopener noreferrer nofollow" target="_blank" className="inline-block min-h-6 text-link underline">{date.sourceHost}</a>
          </p>
          {result && result.dateId === date.id ? (
            <p role={result.ok ? 'status' : 'alert'} className={`rounded-lg border p-2 text-sm ${result.ok ? 'border-primary' : 'border-danger text-danger'}`}>
              {t(result.message as MessageKey, result.vars)}
            </p>
          ) : null}
          {date.cancelled ? null : (
            <>
              {viewer && date.mine ? (
                <>
                  <RsvpForm eventId={eventId} date={date} />
                  <ReminderForm eventId={eventId} date={date} viewer={viewer} />
                </>
              ) : (
                <Link to={`/login?redirectTo=${encodeURIComponent(`${localePath(lang, '/event-calendar')}?event=${eventId}`)}`}
                  className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
                  <Icon name="log-in" className="size-4" />{t('events.rsvp.signIn')}
                </Link>
              )}
              <a href={`${calendarPath(lang, `/events/${date.id}.ics`)}${date.canRemind.day ? '?alarm=1440' : ''}`} download
                aria-label={t('events.addToCalendarFor', { title })}
                className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
                <Icon name="calendar-days" className="size-4" />{t('events.addToCalendar')}
              </a>
            </>
          )}
        </div>
      ))}
    </section>
  )
}

function RsvpForm({ eventId, date }: { eventId: string; date: DateView }) {
  const { t } = useI18n()
  const busy = useNavigation().state === 'submitting'
  const full = date.capacity !== null && date.going >= date.capacity
  return (
    <Form method="post" action={`?event=${encodeURIComponent(eventId)}`} preventScrollReset>
      <input type="hidden" name="intent" value="rsvp" />
      <input type="hidden" name="dateId" value={date.id} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('events.rsvp.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {statuses.map((status) => {
            const chosen = date.mine?.status === status
            return (
              <button key={status} type="submit" name="status" value={status} aria-pressed={chosen} disabled={busy || (status === 'going' && full && !chosen)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold disabled:opacity-60 ${chosen ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`}>
                {chosen ? <Icon name="check" className="size-4" /> : null}
                {t(`events.rsvp.${status}`)}
              </button>
            )
          })}
        </div>
      </fieldset>
    </Form>
  )
}

function ReminderForm({ eventId, date, viewer }: { eventId: string; date: DateView; viewer: EventViewer }) {
  const { t, lang } = useI18n()
  const submit = useSubmit()
  const busy = useNavigation().state === 'submitting'
  const [asking, setAsking] = useState(false)
  const mine = date.mine?.reminders ?? []
  if (!date.canRemind.hour && mine.length === 0) return null
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const wanted = new FormData(form).getAll('remind').length > 0
    if (!wanted || typeof window === 'undefined') return
    // Notifications are asked for only now, when the reader asks for a reminder.
    event.preventDefault()
    setAsking(true)
    try {
      const { enablePush } = await import('#app/lib/push-client')
      await enablePush(lang)
    } catch {
      // Without notifications the server still takes an e-mail reminder, or says what to do.
    } finally {
      setAsking(false)
    }
    await submit(form, { preventScrollReset: true })
  }
  const option = (minutes: 1440 | 60, label: MessageKey, possible: boolean) => {
    const id = `remind-${date.id}-${minutes}`
    return (
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-sm">
        <input id={id} type="checkbox" name="remind" value={minutes} defaultChecked={mine.includes(minutes)} disabled={!possible && !mine.includes(minutes)} className="size-5" />
        {possible ? t(label) : t('events.remind.passed', { label: t(label) })}
      </label>
    )
  }
  return (
    <Form method="post" action={`?event=${encodeURIComponent(eventId)}`} onSubmit={onSubmit} preventScrollReset className="mt-1">
      <input type="hidden" name="intent" value="remind" />
      <input type="hidden" name="dateId" value={date.id} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('events.remind.legend')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {option(1440, 'events.remind.day', date.canRemind.day)}
          {option(60, 'events.remind.hour', date.canRemind.hour)}
          {viewer.canEmail ? (
            <label htmlFor={`remind-${date.id}-email`} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input id={`remind-${date.id}-email`} type="checkbox" name="email" value="1" defaultChecked={date.mine?.byEmail} className="size-5" />
              {t('events.remind.email', { email: viewer.email })}
            </label>
          ) : null}
        </div>
      </fieldset>
      <button type="submit" disabled={busy || asking} className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2 disabled:opacity-60">
        <Icon name="clock" className="size-4" />{t('events.remind.save')}
      </button>
      {asking ? <p role="status" className="mt-1 text-sm text-muted">{t('events.remind.asking')}</p> : null}
    </Form>
  )
}
