import { Suspense, type MouseEvent } from 'react'
import { Link } from '#app/components/ui/link'
import { Badge, Card } from '#app/components/ui/card'
import { SourceNote, UnverifiedBadge } from '#app/components/ui/source-note'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import type { DateView, EventFormResult, EventView, EventViewer } from '../events'
import { DateCounts } from './date-counts'
import { EventDates } from './lazy-parts'
import { EventDetails } from './event-details'
import { InterestButton } from './interest-button'

/**
 * An event in the list. "Details" is a link to ?event=<id>: without JavaScript the page comes
 * back with this card expanded; with JavaScript the page opens the same details in a dialog.
 */
export function EventCard({
  event, monthNames, detailsHref, closeHref, expanded, onOpen, onIntent, headingLevel = 2, dates, viewer, result,
}: {
  event: EventView
  /** The event's dates not yet over (issue 15): the next one is shown on the card. */
  dates: readonly DateView[]
  viewer: EventViewer | null
  result: EventFormResult | undefined
  /** h2 in the plain list; h3 under the calendar's "events in <month>" heading. */
  headingLevel?: 2 | 3
  monthNames: readonly string[]
  detailsHref: string
  closeHref: string
  expanded: boolean
  onOpen: (id: string) => void
  /** Called when the reader is about to open the details (hover, focus, touch): time to fetch the dialog. */
  onIntent?: () => void
}) {
  const { t } = useI18n()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const next = dates.find((date) => !date.cancelled)
  function open(click: MouseEvent<HTMLAnchorElement>) {
    // Let a new-tab click (Ctrl, Cmd, middle button) do what it does.
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return
    click.preventDefault()
    onOpen(event.id)
  }
  return (
    <Card as="li" id={event.id} className={`flex flex-col gap-2 ${expanded ? 'border-primary ring-2 ring-primary' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 text-lg font-bold leading-snug">{event.title}</Heading>
        <div className="flex flex-wrap gap-1">
          <Badge tone="primary">{event.categoryLabel}</Badge>
          {event.unverified ? <UnverifiedBadge /> : null}
        </div>
      </div>
      {expanded ? (
        <>
          <EventDetails event={event} monthNames={monthNames} />
          <Suspense fallback={null}><EventDates eventId={event.id} title={event.title} dates={dates} viewer={viewer} result={result} /></Suspense>
        </>
      ) : (
        <>
          {next ? (
            <div className="rounded-lg bg-surface-2 p-2">
              <p className="text-sm font-semibold">{t('events.dates.next', { when: next.when })}</p>
              <DateCounts date={next} />
            </div>
          ) : null}
          <p className="flex gap-2 text-sm"><Icon name="calendar-days" className="mt-0.5 size-4 shrink-0 text-muted" /><span className="line-clamp-2"><span className="sr-only">{t('events.when')}: </span>{event.when}</span></p>
          <p className="flex gap-2 text-sm"><Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" /><span><span className="sr-only">{t('events.where')}: </span>{event.location}</span></p>
          <p className="text-sm">{event.preview}</p>
          <SourceNote sources={event.sources} asOf={event.asOf} />
        </>
      )}
      <SuggestCorrectionLink collection="events" recordId={event.id} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {expanded ? (
          <Link to={closeHref} replace preventScrollReset className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
            <Icon name="x" className="size-4" />{t('events.details.close')}
          </Link>
        ) : (
          <a href={detailsHref} onClick={open} onPointerEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent} aria-label={t('events.detailsFor', { title: event.title })}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-3 text-sm font-semibold text-on-primary hover:opacity-90">
            <Icon name="info" className="size-4" />{t('events.details')}
          </a>
        )}
        {/* A signed-in reader answers on the server for a dated event; the on-device mark is for the rest. */}
        {viewer && next ? null : <InterestButton eventId={event.id} title={event.title} />}
      </div>
    </Card>
  )
}
