import { lazy, Suspense } from 'react'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { localePath } from '#app/i18n/paths'
import { useI18n } from '#app/i18n/use-i18n'
import { calendarPath, type DateView, type EventFormResult, type EventViewer } from '../events'
import { DateCounts } from './date-counts'

// The forms are fetched only where a signed-in reader sees them; the server renders them at once
// and React keeps its markup until their code arrives (as in lazy-parts.tsx).
const DateForms = import.meta.env.SSR
  ? (await import('./event-date-forms')).DateForms
  : lazy(() => import('./event-date-forms').then((m) => ({ default: m.DateForms })))

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
                <Suspense fallback={null}>
                  <DateForms eventId={eventId} date={date} viewer={viewer} />
                </Suspense>
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
