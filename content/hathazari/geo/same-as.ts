import type { SameAs } from '../../pack/geo'

/**
 * Hathazari's records that are the same places as mapped points (geo/pois.json), by the point's
 * name: checked by name and position when the points were brought in (geo/README.md). Bank
 * branches are not linked: OpenStreetMap's bank names do not say which branch, and a wrong link
 * would be worse than none.
 */
export const sameAs: Record<string, SameAs> = {
  'Hathazari Upazila Health Complex': { collection: 'healthFacilities', id: 'upazila-health-complex', path: '/hospitals#upazila-health-complex' },
  'Hathazari Model Thana': { collection: 'offices', id: 'hathazari-model-thana', path: '/administration#hathazari-model-thana' },
  'Hathazari Fire Service': { collection: 'offices', id: 'fire-station', path: '/administration#fire-station' },
  'University of Chittagong': { collection: 'institutions', id: 'university-of-chittagong', path: '/education#university-of-chittagong' },
  'Darul Ulum Muinul Islam': { collection: 'institutions', id: 'darul-uloom-hathazari', path: '/education#darul-uloom-hathazari' },
}
