import { PhoneLine, StaleMark } from '#app/components/ui/phone-line'
import { Card, SourceNote, UnverifiedBadge, useAsOf } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import type { PlaceView } from '../views.server'

/**
 * Government offices with their dated office holders. (The guide's PlaceCard would do, but its
 * module brings the map chunk along, which these pages' JavaScript budget cannot afford.)
 */
export function OfficeList({ offices }: { offices: PlaceView[] }) {
  const { t } = useI18n()
  const asOf = useAsOf()
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {offices.map((office) => (
        <Card as="li" key={office.id} id={office.id} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0 font-bold leading-snug">{office.name}</h3>
            {office.unverified ? <UnverifiedBadge /> : null}
          </div>
          {office.address ? <p className="flex gap-2 text-sm"><Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" /><span>{office.address}<StaleMark field="address" text={office.addressStale} /></span></p> : null}
          {office.holders?.length ? (
            <ul className="space-y-1 text-sm">
              {office.holders.map((h) => (
                <li key={`${h.role}-${h.name}-${h.asOf}`}>
                  <span className="text-muted">{h.role}:</span> {h.name}{' '}
                  <span className="text-xs text-muted">({t('content.asOf', { date: asOf(h.asOf) })})</span>
                </li>
              ))}
            </ul>
          ) : null}
          {office.details ? <p className="text-sm">{office.details}</p> : null}
          {office.notes ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{office.notes}</p> : null}
          {office.phones.length || office.website ? (
            <div className="flex flex-wrap gap-2">
              {office.phones.map((p, i) => <PhoneLine key={i} phone={p} label={office.name} />)}
              {office.website ? (
                <a href={office.website} target="_blank" rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
                  <Icon name="external-link" className="size-4" />{t('dir.field.website')}<span className="sr-only"> {t('content.opensNewTab')}</span>
                </a>
              ) : null}
            </div>
          ) : null}
          <SourceNote sources={office.sources} asOf={office.asOf} />
          {office.collection ? <SuggestCorrectionLink collection={office.collection} recordId={office.id} /> : null}
        </Card>
      ))}
    </ul>
  )
}
