import { pluralKey, type Lang } from '#app/i18n/i18n'
import { translator } from '#app/i18n/catalogs.server'
import { tileUrlTemplate } from '#app/lib/map-tiles.server'
import { tileMapHtml } from '#app/components/ui/tile-map.server'
import { place } from '#pack/place'

/** The upazila's point (the pack's map centre, from its sources), as the map link takes it. */
export const upazilaPoint = { lat: place.map.centre.lat, lng: place.map.centre.lon }

const cache = new Map<Lang, string>()

/** The upazila map's markup in the reader's language, drawn once per language. */
export function upazilaMapHtml(lang: Lang): string {
  let html = cache.get(lang)
  if (!html) {
    const t = translator(lang)
    html = tileMapHtml({
      center: { lat: upazilaPoint.lat, lon: upazilaPoint.lng }, zoom: place.map.zoom, pins: [{ lat: upazilaPoint.lat, lon: upazilaPoint.lng, name: t('guide.map.pin'), you: true }],
      tileUrl: tileUrlTemplate(), lang, label: t('guide.map.title'),
      // Home and /geography have no list of places: the link under the map is the way on.
      unavailable: t('guide.map.unavailable'), places: (count) => t(pluralKey(lang, 'nearby.map.places', count), { count }),
    })
    cache.set(lang, html)
  }
  return html
}
