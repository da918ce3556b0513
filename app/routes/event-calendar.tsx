import { lazy, Suspense, useRef, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import { data, useActionData, useLoaderData, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { EmptyResult } from '#app/components/ui/card'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { EventCard } from '#app/features/events/components/event-card'
import { EventDetails } from '#app/features/events/components/event-details'
import { EventSearch, withParam } from '#app/features/events/components/event-search'
import { InterestButton } from '#app/features/events/components/interest-button'
import { eventCategories, filterEvents, monthsFrom, parseEventCategory, parseMonth, type EventView } from '#app/features/events/events'
import { currentMonth, datedFirst, dateViews, eventViews, monthNames } from '#app/features/events/views.server'
import { CalendarLinks } from '#app/features/events/components/calendar-links'
import { EventDates, MonthGrid, MyCalendarFeed } from '#app/features/events/components/lazy-parts'
import { eventFormAction } from '#app/features/events/event-form.server'
import { myAnswers, upcomingDates } from '#app/features/events/dates.server'
import type { EventFormResult, EventViewer } from '#app/features/events/events'
import { getUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { pluralKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/event-calendar'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.eventCalendar.title')
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const [{ events }, dates, user] = await Promise.all([getGuide(), upcomingDates(), getUser(request)])
  const month = currentMonth()
  let viewer: EventViewer | null = null
  let answers = null
  if (user) {
    const [mine, devices, feed] = await Promise.all([
      myAnswers(user.id, dates.map((date) => date.id)),
      db().selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', user.id).executeTakeFirst(),
      db().selectFrom('calendar_feeds').select('token').where('user_id', '=', user.id).executeTakeFirst(),
    ])
    answers = mine
    viewer = { email: user.email, canEmail: user.emailVerified, devices: Number(devices?.n ?? 0), feedPath: feed ? `/events/mine/${feed.token}.ics` : null }
  }
  return {
    events: datedFirst(eventViews(events, lang, month), dates),
    dates: dateViews(dates, lang, answers),
    viewer,
    publicUrl: env().publicUrl,
    currentMonth: month, calendarMonths: monthsFrom(month), monthNames: monthNames(lang),
  }
}

/** RSVP, reminders and the private calendar address (features/events/event-form.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  const { status, result } = await eventFormAction(request)
  return data(result, { status })
}

// The dialog's code is fetched on demand (the first hover, focus or tap on "Details"), not on a
// first visit: the page stays within its JavaScript budget.
// If it cannot be fetched (offline), no dialog opens rather than the page failing.
type DialogType = (props: ComponentProps<typeof import('#app/components/ui/dialog').Dialog>) => ReactNode
const loadDialog = (): Promise<{ default: DialogType }> =>
  import('#app/components/ui/dialog').then((m) => ({ default: m.Dialog }), () => ({ default: () => null }))
const Dialog = lazy(loadDialog)

const noop = () => () => {}
/** False on the server and while hydrating, true once the page runs in the browser. */
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false)

const chip = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${active ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`

/**
 * Event calendar (spec 2 §2): list or calendar view, search, type and month filters, all in the
 * URL. Details open in a dialog with JavaScript and expand in place without it (?event=<id>).
 */
export default function EventCalendar() {
  const { t, lang } = useI18n()
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() as EventFormResult | undefined
  const [params, setParams] = useSearchParams()
  const hydrated = useHydrated()
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list'
  const category = parseEventCategory(params.get('category'))
  // The month filter belongs to the calendar view (choosing the list view drops it).
  const month = view === 'calendar' ? parseMonth(params.get('month')) : null
  const selected = data.events.find((event) => event.id === params.get('event')) ?? null
  const query = params.get('q') ?? ''
  const inGrid = filterEvents(data.events, { query, category })
  const shown = month ? inGrid.filter((event) => event.months.includes(month)) : inGrid
  // Links that change a filter close an expanded event.
  const base = withParam(params, 'event', null)
  const href = (name: string, value: string | null) => `?${withParam(base, name, value)}`
  const setEvent = (id: string | null) => setParams((prev) => withParam(prev, 'event', id), { replace: true, preventScrollReset: true })
  const inline = !hydrated ? selected : null
  // The dialog keeps its last event while it closes, so the native close returns focus to the opener.
  const lastSelected = useRef<EventView | null>(null)
  if (selected) lastSelected.current = selected
  const dialogEvent = selected ?? lastSelected.current
  const list = (headingLevel: 2 | 3) => shown.length ? (
    <ul className="grid gap-3 md:grid-cols-2">
      {shown.map((event) => (
        <EventCard key={event.id} event={event} monthNames={data.monthNames} expanded={inline?.id === event.id}
          dates={data.dates[event.id] ?? []} viewer={data.viewer} result={result}
          detailsHref={`?${withParam(params, 'event', event.id)}#${event.id}`} closeHref={`?${withParam(params, 'event', null)}#${event.id}`}
          onOpen={setEvent} onIntent={loadDialog} headingLevel={headingLevel} />
      ))}
    </ul>
  ) : (
    <div className="flex flex-col items-center gap-3">
      <div className="w-full"><EmptyResult title={t('events.empty.title')} hint={t('events.empty.hint')} /></div>
      <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 font-semibold hover:bg-surface-2">
        <Icon name="arrow-left" className="size-4" />{t('common.backHome')}
      </Link>
    </div>
  )
  return (
    <>
      <PageHeader title={t('page.eventCalendar.title')} icon={sitePages.eventCalendar.icon}>{t('events.intro')}</PageHeader>
      <CalendarLinks publicUrl={data.publicUrl}>
        {data.viewer ? <Suspense fallback={null}><MyCalendarFeed publicUrl={data.publicUrl} viewer={data.viewer} result={result} /></Suspense> : null}
      </CalendarLinks>
      <EventSearch label={t('events.search.label')} placeholder={t('events.search.hint')} keep={['category', 'view', 'month']} />
      <nav aria-label={t('events.filter.category')} className="mb-4 flex flex-wrap gap-2">
        <Link to={href('category', null)} replace preventScrollReset aria-current={!category ? 'true' : undefined} className={chip(!category)}>
          {t('content.filter.all')}
        </Link>
        {eventCategories.map((id) => (
          <Link key={id} to={href('category', id)} replace preventScrollReset aria-current={id === category ? 'true' : undefined} className={chip(id === category)}>
            {t(`events.category.${id}`)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('events.view.label')} className="mb-4 flex border-b border-border">
        {(['list', 'calendar'] as const).map((id) => (
          <Link key={id} to={id === 'list' ? `?${withParam(withParam(base, 'view', null), 'month', null)}` : href('view', id)} replace preventScrollReset aria-current={id === view ? 'true' : undefined}
            className={`inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${id === view ? 'border-primary text-link' : 'border-transparent text-muted hover:text-fg'}`}>
            <Icon name={id === 'list' ? 'menu' : 'calendar-days'} className="size-4" />
            {t(`events.view.${id}`)}
          </Link>
        ))}
      </nav>
      <div id="event-view">
        <p className="mb-3 text-sm font-semibold" aria-live="polite">{t(pluralKey(lang, 'events.count', shown.length), { count: shown.length })}</p>
        {view === 'calendar' ? (
          <>
            <h2 className="mb-1 text-xl font-bold">{t('events.calendar.title')}</h2>
            <p className="mb-3 text-sm text-muted">{t('events.calendar.pick')}</p>
            <Suspense fallback={null}><MonthGrid events={inGrid} months={data.calendarMonths} current={data.currentMonth}
              selected={month} monthNames={data.monthNames} search={withParam(base, 'month', null).toString()} /></Suspense>
            {month ? (
              <section aria-labelledby="month-events" className="mt-6">
                <h2 id="month-events" className="mb-3 text-xl font-bold">{t('events.month.showing', { month: data.monthNames[month - 1]! })}</h2>
                {list(3)}
              </section>
            ) : null}
          </>
        ) : (
          list(2)
        )}
      </div>
      {hydrated && dialogEvent ? (
        <Suspense fallback={null}>
          <Dialog open={!!selected} onClose={() => setEvent(null)} title={dialogEvent.title}>
            <div className="flex flex-col gap-4">
              <EventDetails event={dialogEvent} monthNames={data.monthNames} />
              <EventDates eventId={dialogEvent.id} title={dialogEvent.title} dates={data.dates[dialogEvent.id] ?? []} viewer={data.viewer} result={result} />
              {data.viewer && data.dates[dialogEvent.id]?.some((date) => !date.cancelled) ? null : <div><InterestButton eventId={dialogEvent.id} title={dialogEvent.title} /></div>}
            </div>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  )
}
