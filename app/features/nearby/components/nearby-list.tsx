import { CallButton } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { Link } from '#app/components/ui/link'
import { PlaceName } from '#app/components/ui/place-name'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDate, formatNumber } from '#app/lib/format'
import { formatDistance } from '#app/lib/geo'
import { mapLinks, type NearbyKind } from '#app/lib/geo'

export interface NearbyListPlace {
  id: string
  name: string
  lat: number
  lon: number
  distanceM: number
  guide?: { path: string; phone?: string }
  /** The number on the map's pin, when there is a map. */
  pin?: number
  /** Moved or added through an accepted correction: its source and date. */
  corrected?: { source: string; asOf: string }
}

// Plain links in a row: a list of 18 places must not be 54 buttons tall on a phone.
const action = 'inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-link underline underline-offset-2'

/** One kind's nearest places: name, distance, and the ways to get there or call. */
export function NearbyList({ kind, places, headingLevel = 3, suggestFrom }: {
  kind: NearbyKind
  places: readonly NearbyListPlace[]
  headingLevel?: 2 | 3
  /** On /nearby: each place offers "Correct the location", coming back to this address. */
  suggestFrom?: string
}) {
  const { t, lang } = useI18n()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={`nearby-${kind}`} className="rounded-xl border border-border bg-surface p-3">
      <Heading id={`nearby-${kind}`} className="mb-2 font-bold">{t(`nearby.kind.${kind}`)}</Heading>
      {places.length === 0 ? <p className="text-sm text-muted">{t('nearby.none')}</p> : (
        <ol className="space-y-3">
          {places.map((place) => {
            const links = mapLinks(place, place.name)
            return (
              <li key={place.id} className="flex gap-2">
                {place.pin ? (
                  <span aria-hidden="true" className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-danger text-xs font-bold text-on-primary">
                    {formatNumber(lang, place.pin)}
                  </span>
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <PlaceName name={place.name} lang={lang} /> <span className="whitespace-nowrap font-normal text-muted">· {t('nearby.away', { distance: formatDistance(lang, place.distanceM) })}</span>
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3">
                    {place.guide?.phone ? <CallButton number={place.guide.phone} label={place.name} /> : null}
                    <a href={links.geo} className={action}><Icon name="map-pin" className="size-4" />{t('nearby.openMap')}</a>
                    <a href={links.osm} target="_blank" rel="noopener noreferrer" className={action}>
                      {t('nearby.openOsm')}<span className="sr-only">{t('content.opensNewTab')}</span>
                    </a>
                    {place.guide ? <Link to={place.guide.path} className={action}><Icon name="book-open" className="size-4" />{t('nearby.inGuide')}</Link> : null}
                    {suggestFrom ? (
                      <Link to={`/suggest?${new URLSearchParams({ collection: 'mapPoints', id: place.id, from: suggestFrom })}`} rel="nofollow" className={action}
                        aria-label={`${t('corrections.link.location')}: ${place.name}`}>
                        <Icon name="pencil" className="size-4" />{t('corrections.link.location')}
                      </Link>
                    ) : null}
                  </p>
                  {place.corrected ? (
                    <p className="mt-0.5 text-xs text-muted">
                      <a href={place.corrected.source} target="_blank" rel="noopener noreferrer nofollow" className="inline-block min-h-6 underline">{t('nearby.corrected', { date: formatDate(lang, place.corrected.asOf, 'medium') })}</a>
                    </p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
