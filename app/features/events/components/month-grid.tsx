import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import type { EventView } from '../events'

/**
 * The calendar view: twelve months from the current one (Asia/Dhaka), each listing the events
 * that usually fall in it. A month is a link to ?month=N; the selected month links back to all.
 */
export function MonthGrid({
  events, months, current, selected, monthNames, search,
}: {
  /** The events the search and type filters leave. */
  events: readonly EventView[]
  /** The twelve months in calendar order (the current one first). */
  months: readonly number[]
  current: number
  selected: number | null
  monthNames: readonly string[]
  /** The page's query string without `month` and `event`. */
  search: string
}) {
  const { t } = useI18n()
  const hrefFor = (month: number | null) => {
    const params = new URLSearchParams(search)
    if (month) params.set('month', String(month))
    return `?${params.toString()}`
  }
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {months.map((month) => {
        const inMonth = events.filter((event) => event.months.includes(month))
        const active = month === selected
        return (
          <li key={month} className={`flex flex-col rounded-xl border bg-surface ${active ? 'border-primary ring-2 ring-primary' : 'border-border'}`}>
            <Link to={hrefFor(active ? null : month)} replace preventScrollReset aria-current={active ? 'true' : undefined}
              className={`flex min-h-11 flex-wrap items-center justify-between gap-x-2 rounded-t-xl px-3 py-2 font-bold ${active ? 'bg-primary text-on-primary' : 'text-link hover:bg-surface-2'}`}>
              <span>{monthNames[month - 1]}</span>
              {month === current ? <span className={`text-xs font-semibold ${active ? '' : 'text-muted'}`}>{t('events.calendar.thisMonth')}</span> : null}
            </Link>
            {inMonth.length ? (
              <ul className="flex flex-col gap-1 px-3 pb-3 pt-1 text-sm">
                {inMonth.map((event) => <li key={event.id} className="leading-snug before:mr-1 before:text-muted before:content-['•']">{event.title}</li>)}
              </ul>
            ) : (
              <p className="px-3 pb-3 pt-1 text-sm text-muted">{t('events.calendar.none')}</p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
