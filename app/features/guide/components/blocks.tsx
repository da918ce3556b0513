import { PhoneLine, StaleMark } from '#app/components/ui/phone-line'
import { Card, SourceNote, UnverifiedBadge, useAsOf } from '#app/components/ui/content'
import { MapButton } from '#app/components/ui/map-button'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import type { FactView, PlaceView, SectionView } from '../views.server'

/** Facts as a definition list, each with its source and as-of date. */
export function FactList({ facts }: { facts: FactView[] }) {
  return (
    <dl className="divide-y divide-border rounded-xl border border-border bg-surface">
      {facts.map((fact) => (
        <div key={fact.id} id={`fact-${fact.id}`} className="grid gap-1 p-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-muted">{fact.label}</dt>
          <dd>
            <span>{fact.value}</span> {fact.unverified ? <UnverifiedBadge /> : null}
            {fact.notes ? <p className="mt-1 text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{fact.notes}</p> : null}
            <SourceNote sources={fact.sources} asOf={fact.asOf} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A section of prose with its sources. */
export function SectionArticle({ section, level = 2 }: { section: SectionView; level?: 2 | 3 }) {
  const Heading = `h${level}` as const
  return (
    <Card as="article" id={section.id}>
      <Heading className="mb-2 flex flex-wrap items-center gap-2 text-lg font-bold">
        {section.title} {section.unverified ? <UnverifiedBadge /> : null}
      </Heading>
      <p className="whitespace-pre-line">{section.body}</p>
      {section.notes ? <p className="mt-2 text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{section.notes}</p> : null}
      <SourceNote sources={section.sources} asOf={section.asOf} />
    </Card>
  )
}

/** A place, office or organisation; office holders show the date they were reported. */
export function PlaceCard({ place, level = 3 }: { place: PlaceView; level?: 2 | 3 }) {
  const { t } = useI18n()
  const asOf = useAsOf()
  const Heading = `h${level}` as const
  return (
    <Card as="li" id={place.id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="font-bold leading-snug">{place.name}</Heading>
          {place.kind ? <p className="text-sm text-muted">{place.kind}</p> : null}
        </div>
        {place.unverified ? <UnverifiedBadge /> : null}
      </div>
      {place.address ? <p className="flex gap-2 text-sm"><Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" /><span>{place.address}<StaleMark field="address" text={place.addressStale} /></span></p> : null}
      {place.lines.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {place.lines.map((line) => (
            <div key={line.label} className="contents"><dt className="text-muted">{line.label}</dt><dd>{line.value}</dd></div>
          ))}
        </dl>
      ) : null}
      {place.holders?.length ? (
        <ul className="space-y-1 text-sm">
          {place.holders.map((h) => (
            <li key={`${h.role}-${h.name}-${h.asOf}`}>
              <span className="text-muted">{h.role}:</span> {h.name}{' '}
              <span className="text-xs text-muted">({t('content.asOf', { date: asOf(h.asOf) })})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {place.details ? <p className="text-sm">{place.details}</p> : null}
      {place.notes ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{place.notes}</p> : null}
      {place.phones.length || place.coordinates || place.website ? (
        <div className="flex flex-wrap gap-2">
          {place.phones.map((p, i) => <PhoneLine key={i} phone={p} label={place.name} />)}
          {place.coordinates ? <MapButton lat={place.coordinates.lat} lng={place.coordinates.lng} /> : null}
          {place.website ? (
            <a href={place.website} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
              <Icon name="external-link" className="size-4" />{t('dir.field.website')}
            </a>
          ) : null}
        </div>
      ) : null}
      <SourceNote sources={place.sources} asOf={place.asOf} />
      {place.collection ? <SuggestCorrectionLink collection={place.collection} recordId={place.id} /> : null}
    </Card>
  )
}

export function PlaceGrid({ places, level = 3 }: { places: PlaceView[]; level?: 2 | 3 }) {
  return <ul className="grid gap-3 md:grid-cols-2">{places.map((p) => <PlaceCard key={p.id} place={p} level={level} />)}</ul>
}

// Kept in its own module so the home page does not download the cards above.
export { UpazilaMap } from './upazila-map'
