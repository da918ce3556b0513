import rawPoints from '#pack/geo/pois.json'

/**
 * Guide records that are the same places as mapped points (checked by name and position when the
 * points were brought in; content/<pack>/geo/README.md). Where the guide's sources give a record no
 * coordinates, OpenStreetMap's are used, so its card gains "view location"; "near you" lists
 * link back to the guide's record. Bank branches are not linked: OpenStreetMap's bank names do
 * not say which branch, and a wrong link would be worse than none.
 */
export const sameAs: Record<string, { collection: 'healthFacilities' | 'offices' | 'institutions'; id: string; path: string }> = {
  'Hathazari Upazila Health Complex': { collection: 'healthFacilities', id: 'upazila-health-complex', path: '/hospitals#upazila-health-complex' },
  'Hathazari Model Thana': { collection: 'offices', id: 'hathazari-model-thana', path: '/administration#hathazari-model-thana' },
  'Hathazari Fire Service': { collection: 'offices', id: 'fire-station', path: '/administration#fire-station' },
  'University of Chittagong': { collection: 'institutions', id: 'university-of-chittagong', path: '/education#university-of-chittagong' },
  'Darul Ulum Muinul Islam': { collection: 'institutions', id: 'darul-uloom-hathazari', path: '/education#darul-uloom-hathazari' },
}

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
