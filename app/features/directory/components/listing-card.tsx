import { useSearchParams } from 'react-router'
import { Badge, Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { AskCommunity } from '#app/components/ui/no-verified'
import { PhoneLine, StaleMark } from '#app/components/ui/phone-line'
import { MapButton } from '#app/components/ui/map-button'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import type { ListingView } from '../listing'

/** A directory entry: name, badges, details, call and map buttons, and where it comes from. */
export function ListingCard({ item, headingLevel = 2 }: { item: ListingView; headingLevel?: 2 | 3 }) {
  const { t } = useI18n()
  const Heading = `h${headingLevel}` as const
  return (
    <Card as="li" id={item.id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-lg font-bold leading-snug">{item.name}</Heading>
          {item.kicker ? <p className="text-sm text-muted">{item.kicker}</p> : null}
        </div>
        <div className="flex flex-wrap gap-1">
          {item.badges.map((badge) => <Badge key={badge} tone="primary">{badge}</Badge>)}
          {item.unverified ? <UnverifiedBadge /> : null}
        </div>
      </div>
      {item.address ? (
        <p className="flex gap-2 text-sm"><Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" /><span><span className="sr-only">{t('dir.field.address')}: </span>{item.address}<StaleMark field="address" text={item.addressStale} /></span></p>
      ) : null}
      {item.lines.length || item.hours ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {item.lines.map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-muted">{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
          {item.hours ? (
            <div className="contents">
              <dt className="text-muted">{item.hours.label}</dt>
              <dd>{item.hours.value}<StaleMark field="hours" text={item.hours.stale} /></dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {item.details ? <p className="text-sm">{item.details}</p> : null}
      {item.list ? (
        <p className="text-sm"><span className="text-muted">{item.list.label}: </span>{item.list.items.join(', ')}</p>
      ) : null}
      {item.notes ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{item.notes}</p> : null}
      <div className="flex flex-wrap gap-2">
        {item.phones.map((phone, index) => <PhoneLine key={index} phone={phone} label={item.name} />)}
        {item.coordinates ? <MapButton lat={item.coordinates.lat} lng={item.coordinates.lng} /> : null}
        {item.website ? (
          <a href={item.website} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
            <Icon name="external-link" className="size-4" />{t('dir.field.website')}
          </a>
        ) : null}
        {item.email ? (
          <a href={`mailto:${item.email}`} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
            <Icon name="mail" className="size-4" />{item.email}
          </a>
        ) : null}
      </div>
      <SourceNote sources={item.sources} asOf={item.asOf} />
      {item.collection ? <SuggestCorrectionLink collection={item.collection} recordId={item.id} /> : null}
    </Card>
  )
}

/** The list of entries, or the directory's empty message (with "ask the community" for what was searched). */
export function ListingList({ items, empty }: { items: ListingView[]; empty: string }) {
  const [params] = useSearchParams()
  const query = params.get('q')?.trim()
  if (items.length === 0) {
    return (
      <div role="status" className="rounded-xl border border-dashed border-border p-6 text-center font-semibold">
        {empty}
        {query ? <div className="font-normal"><AskCommunity question={query} /></div> : null}
      </div>
    )
  }
  return <ul className="grid gap-3 md:grid-cols-2">{items.map((item) => <ListingCard key={item.id} item={item} />)}</ul>
}
