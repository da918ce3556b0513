import { Badge } from '#app/components/ui/card'
import { SourceNote } from '#app/components/ui/source-note'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { EventView } from '../events'

/** Everything about one event: the dialog's body, and the expanded card without JavaScript. */
export function EventDetails({ event, monthNames }: { event: EventView; monthNames: readonly string[] }) {
  const { t } = useI18n()
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-3 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">{t('events.when')}</dt>
        <dd>{event.when}</dd>
        <dt className="font-semibold text-muted">{t('events.months')}</dt>
        <dd>{event.months.map((month) => monthNames[month - 1]).join(', ')} ({t('events.annual')})</dd>
        <dt className="font-semibold text-muted">{t('events.where')}</dt>
        <dd>{event.location}</dd>
        <dt className="font-semibold text-muted">{t('events.filter.category')}</dt>
        <dd>{event.categoryLabel}</dd>
        {event.organizer ? (
          <>
            <dt className="font-semibold text-muted">{t('events.organizer')}</dt>
            <dd>{event.organizer}</dd>
          </>
        ) : null}
        {event.tags.length ? (
          <>
            <dt className="font-semibold text-muted">{t('events.tags')}</dt>
            <dd className="flex flex-wrap gap-1">{event.tags.map((tag) => <Badge key={tag}>{tag}</Badge>)}</dd>
          </>
        ) : null}
      </dl>
      <p className="leading-relaxed">{event.description}</p>
      {event.notes ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{event.notes}</p> : null}
      <SourceNote sources={event.sources} asOf={event.asOf} />
    </div>
  )
}
