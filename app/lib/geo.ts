import { formatNumber } from './format'
import { worldPixel } from './mercator'
import type { Lang } from '#app/i18n/i18n'

/**
 * Distances and nearest places, shared by the server (/nearby) and the browser (the home card,
 * where the reader's position never leaves the phone). Plain maths, no library.
 */

/** The kinds of place "near you" lists, in the order a resident in trouble needs them. */
export const nearbyKinds = ['health', 'pharmacy', 'police', 'fire', 'money', 'transport'] as const
export type NearbyKind = (typeof nearbyKinds)[number]

/** A mapped place as the lists need it (names in both languages; `guide` when the guide lists it). */
export interface NearbyPoint {
  id: string
  kind: NearbyKind
  lat: number
  lon: number
  name: { bn: string; en: string }
  /** The guide's own record of the same place: its page and any sourced phone number. */
  guide?: { path: string; phone?: string }
  /** Moved or added through an accepted correction (issue 14): its source and date. */
  corrected?: { sources: string[]; asOf: string }
}

const earthRadiusM = 6_371_008.8

/** Straight-line (great-circle) distance in metres between two points, by the haversine formula. */
export function distanceM(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Nearby extends NearbyPoint {
  distanceM: number
}

/** The `count` nearest points of each kind to `origin`, nearest first (ties by name, stable). */
export function nearestByKind(points: readonly NearbyPoint[], origin: { lat: number; lon: number }, count = 3): Record<NearbyKind, Nearby[]> {
  const lists = Object.fromEntries(nearbyKinds.map((kind) => [kind, [] as Nearby[]])) as Record<NearbyKind, Nearby[]>
  for (const point of points) lists[point.kind].push({ ...point, distanceM: distanceM(origin, point) })
  for (const kind of nearbyKinds) {
    lists[kind] = lists[kind].sort((a, b) => a.distanceM - b.distanceM || a.name.en.localeCompare(b.name.en)).slice(0, count)
  }
  return lists
}

/** A position given as text (?lat=&lon=): numbers in range, or null. Kept to 5 decimals (~1 m). */
export function parsePosition(lat: string | null, lon: string | null): { lat: number; lon: number } | null {
  if (!lat || !lon || lat.length > 20 || lon.length > 20) return null
  const la = Number(lat)
  const lo = Number(lon)
  if (!Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180) return null
  return { lat: Math.round(la * 1e5) / 1e5, lon: Math.round(lo * 1e5) / 1e5 }
}

/** Links that open a point in a maps app: `geo:` (Android hands it to the maps app) and OpenStreetMap. */
export function mapLinks(point: { lat: number; lon: number }, label: string) {
  const at = `${point.lat.toFixed(6)},${point.lon.toFixed(6)}`
  return {
    geo: `geo:${at}?q=${at}(${encodeURIComponent(label)})`,
    osm: `https://www.openstreetmap.org/?mlat=${point.lat.toFixed(6)}&mlon=${point.lon.toFixed(6)}#map=17/${point.lat.toFixed(5)}/${point.lon.toFixed(5)}`,
  }
}

/**
 * The largest zoom (at most `max`) at which every point lies within `halfWidth` × `halfHeight`
 * pixels of the centre: the map shows the reader and all their places.
 */
export function fitZoom(center: { lat: number; lon: number }, points: readonly { lat: number; lon: number }[], halfWidth: number, halfHeight: number, max = 16, min = 10): number {
  for (let zoom = max; zoom > min; zoom--) {
    const c = worldPixel(center, zoom)
    const fits = points.every((point) => {
      const p = worldPixel(point, zoom)
      return Math.abs(p.x - c.x) <= halfWidth && Math.abs(p.y - c.y) <= halfHeight
    })
    if (fits) return zoom
  }
  return min
}

/** A straight-line distance as a resident reads it: "৩০০ মি" / "300 m" under a kilometre, "১.২ কিমি" / "1.2 km" above. */
export function formatDistance(lang: Lang, metres: number): string {
  if (metres < 995) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10)
    return lang === 'bn' ? `${formatNumber('bn', rounded)} মি` : `${rounded} m`
  }
  const km = metres / 1000
  const text = formatNumber(lang, km, { maximumFractionDigits: km < 10 ? 1 : 0, minimumFractionDigits: km < 10 ? 1 : 0 })
  return lang === 'bn' ? `${text} কিমি` : `${text} km`
}
