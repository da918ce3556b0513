import { nearbyKinds, type NearbyKind, type NearbyPoint } from '#app/lib/geo'
import { place } from '#pack/place'

/**
 * Corrections to the map's places (issue 14): a moved pin for a point of content/<pack>/geo, or a new
 * place. They go through the guide's corrections flow (a reader suggests with a source, a
 * moderator accepts) under the collection name `mapPoints`, and are stored as overrides that the
 * "near you" lists lay over the mapped points. Plain data and maths: shared by the browser's
 * forms and the server.
 */
export const MAP_POINTS = 'mapPoints'

/** Point ids: OpenStreetMap's (osm-…), the file's others (poi-…), accepted new places (suggested-…). */
export const mapPointIdPattern = /^(osm|poi|suggested)-\d{1,20}$/

/** The upazila and its edges (the pack's box): a place outside it is a typo. */
export const upazilaBox = place.map.bounds

export interface LatLon { lat: number; lon: number }

/**
 * A location as people copy it from a maps app: "22.50123, 91.80812", "22.50123 91.80812", in
 * Bengali digits too ("২২.৫০১২৩, ৯১.৮০৮১২"). Null when it is not two numbers inside the upazila.
 */
export function parseLocation(text: string): LatLon | null {
  const ascii = text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).trim()
  const match = /^(-?\d{1,3}(?:\.\d{1,10})?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d{1,10})?)$/.exec(ascii)
  if (!match) return null
  const lat = Number(match[1])
  const lon = Number(match[2])
  const box = upazilaBox
  if (!(lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon)) return null
  return { lat: round(lat), lon: round(lon) }
}

/** Five decimals: about a metre, more than a phone's fix is worth. */
const round = (value: number) => Math.round(value * 1e5) / 1e5

export const formatLocation = ({ lat, lon }: LatLon) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`

export const isNearbyKind = (value: unknown): value is NearbyKind => nearbyKinds.includes(value as NearbyKind)

/** An accepted map correction as content_overrides holds it (collection `mapPoints`). */
export interface MapOverride {
  recordId: string
  field: 'location' | 'record'
  /** `{ lat, lon }` for a moved pin; `{ name: { bn, en }, kind, lat, lon }` for a new place. */
  value: unknown
  sources: string[]
  asOf: string
}

const inBox = (value: unknown): value is LatLon => {
  const v = value as LatLon | null
  return !!v && typeof v.lat === 'number' && typeof v.lon === 'number' && parseLocation(`${v.lat}, ${v.lon}`) !== null
}
const isName = (value: unknown): value is { bn: string; en: string } => {
  const v = value as { bn?: unknown; en?: unknown } | null
  return !!v && typeof v.bn === 'string' && typeof v.en === 'string' && v.bn.trim() !== '' && v.en.trim() !== ''
}

/**
 * The mapped points with accepted corrections laid over them, oldest first: a moved pin takes its
 * new place, a new place joins the list. Each changed point carries its correction's source and
 * date. Malformed or orphaned overrides are skipped, never half-applied.
 */
export function applyMapOverrides(points: readonly NearbyPoint[], overrides: readonly MapOverride[]): NearbyPoint[] {
  if (overrides.length === 0) return [...points]
  const out = [...points]
  for (const override of overrides) {
    const correction = { sources: override.sources, asOf: override.asOf }
    if (override.field === 'location') {
      const index = out.findIndex((point) => point.id === override.recordId)
      if (index === -1 || !inBox(override.value)) continue
      out[index] = { ...out[index]!, lat: override.value.lat, lon: override.value.lon, corrected: correction }
      continue
    }
    const value = override.value as { name?: unknown; kind?: unknown; lat?: unknown; lon?: unknown } | null
    if (!value || !isName(value.name) || !isNearbyKind(value.kind) || out.some((p) => p.id === override.recordId)) continue
    const { name, kind } = value
    if (!inBox(value)) continue
    out.push({ id: override.recordId, kind, lat: value.lat, lon: value.lon, name, corrected: correction })
  }
  return out
}
