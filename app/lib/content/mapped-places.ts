import rawPoints from '#pack/geo/pois.json'
import type { SameAs } from '#content/pack/geo'
import { sameAs as packSameAs } from '#pack/geo/same-as'

/**
 * Guide records that are the same places as mapped points, by the point's name: the pack's
 * (content/<pack>/geo/same-as.ts). Where the guide's sources give a record no coordinates,
 * OpenStreetMap's are used, so its card gains "view location"; "near you" lists link back to the
 * guide's record.
 */
export const sameAs: Record<string, SameAs> = packSameAs

// Keyed by collection and id: an id is unique only within its collection (a tourist spot and
// an institution may share one).
const byRecord = new Map<string, { lat: number; lng: number; pointId: string }>()
;(rawPoints as Array<{ name: string; lat: number; lon: number; osm_id?: string }>).forEach((point, index) => {
  const link = sameAs[point.name]
  // The same ids as the "near you" points (mapped-points.server.ts).
  if (link) byRecord.set(`${link.collection}/${link.id}`, { lat: point.lat, lng: point.lon, pointId: point.osm_id ? `osm-${point.osm_id}` : `poi-${index}` })
})

/** Pins moved by accepted map corrections (point id → position), set each time the guide loads. */
let moved = new Map<string, { lat: number; lon: number }>()
export function setMovedPins(pins: Map<string, { lat: number; lon: number }>) {
  moved = pins
}

/**
 * The mapped position of a guide record that has one: its own coordinates first, then its
 * point's, as moved by an accepted map correction if one was.
 */
export function mappedCoordinates(record: { id: string; coordinates?: { lat: number; lng: number } }, collection: string | undefined) {
  if (record.coordinates) return record.coordinates
  const mapped = collection ? byRecord.get(`${collection}/${record.id}`) : undefined
  if (!mapped) return undefined
  const pin = moved.get(mapped.pointId)
  return pin ? { lat: pin.lat, lng: pin.lon } : { lat: mapped.lat, lng: mapped.lng }
}
