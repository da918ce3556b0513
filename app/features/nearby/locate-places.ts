import type { Lang } from '#app/i18n/i18n'
import { formatDistance, mapLinks, nearestByKind, type NearbyKind, type NearbyPoint } from '#app/lib/geo'

export type CardPlace = { kind: NearbyKind; name: string; distance: string; geo: string }
export type Located =
  | { step: 'ready'; places: CardPlace[] }
  | { step: 'error'; reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'points' }

let pointsRequest: Promise<NearbyPoint[]> | undefined
const loadPoints = () => (pointsRequest ??= fetch('/nearby/points.json').then((response) => {
  if (!response.ok) throw new Error(`points ${response.status}`)
  return response.json() as Promise<NearbyPoint[]>
}).catch((error: unknown) => {
  pointsRequest = undefined
  throw error
}))

/**
 * The home card's work once the reader turns it on (loaded only then, so the home page's script
 * stays small): the position asked for once (10 s timeout), then the nearest mapped place of each
 * kind, measured in the browser so the position never leaves the phone.
 */
export function locatePlaces(lang: Lang, kinds: NearbyKind[]): Promise<Located> {
  if (!('geolocation' in navigator)) return Promise.resolve({ step: 'error', reason: 'unsupported' })
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lon: position.coords.longitude }
        loadPoints().then((points) => {
          const lists = nearestByKind(points, here, 1)
          resolve({
            step: 'ready',
            places: kinds.flatMap((kind) => {
              const place = lists[kind][0]
              return place ? [{ kind, name: place.name[lang], distance: formatDistance(lang, place.distanceM), geo: mapLinks(place, place.name[lang]).geo }] : []
            }),
          })
        }, () => resolve({ step: 'error', reason: 'points' }))
      },
      (error) => resolve({
        step: 'error',
        reason: error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable',
      }),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  })
}
