import rawPoints from '#content/geo/hathazari-pois.json'

/**
 * Guide records that are the same places as mapped points (checked by name and position when the
 * points were brought in; content/geo/README.md). The guide's sources give none of them
 * coordinates; OpenStreetMap does, so their cards gain "view on map" and "near you" links to them.
 */
export const sameAs: Record<string, { collection: 'healthFacilities' | 'offices'; id: string; path: string }> = {
  'Hathazari Upazila Health Complex': { collection: 'healthFacilities', id: 'upazila-health-complex', path: '/hospitals#upazila-health-complex' },
  'Hathazari Model Thana': { collection: 'offices', id: 'hathazari-model-thana', path: '/administration#hathazari-model-thana' },
  'Hathazari Fire Service': { collection: 'offices', id: 'fire-station', path: '/administration#fire-station' },
}

const byRecordId = new Map<string, { lat: number; lng: number }>()
for (const point of rawPoints as Array<{ name: string; lat: number; lon: number }>) {
  const link = sameAs[point.name]
  if (link) byRecordId.set(link.id, { lat: point.lat, lng: point.lon })
}

/** The mapped position of a guide record that has one (its own coordinates come first). */
export function mappedCoordinates(record: { id: string; coordinates?: { lat: number; lng: number } }) {
  return record.coordinates ?? byRecordId.get(record.id)
}
