import { useI18n } from '#app/i18n/use-i18n'
import { osmLink } from '#app/lib/content/phone'
import { DistanceFromYou } from './distance-from-you'
import { Icon } from './icon'

/** Opens a place on OpenStreetMap in a new tab; with "near you" on, says how far it is. */
export function MapButton({ lat, lng, label }: { lat: number; lng: number; label?: string }) {
  const { t } = useI18n()
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a href={osmLink(lat, lng)} target="_blank" rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
        <Icon name="map-pin" className="size-4" />
        {label ?? t('content.viewOnMap')}
        <span className="sr-only">{t('content.opensNewTab')}</span>
      </a>
      <DistanceFromYou lat={lat} lng={lng} />
    </span>
  )
}
