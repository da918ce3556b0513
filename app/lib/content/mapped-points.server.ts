import { z } from 'zod'
import rawPoints from '#pack/geo/pois.json'
import { place } from '#pack/place'
import { pointsSource as packPointsSource } from '#pack/geo/source'
import type { ContentPack } from '#content/pack/schema'
import { mapOverridesOf } from './guide.server'
import { applyMapOverrides } from '#app/lib/content/map-points'
import { sameAs } from '#app/lib/content/mapped-places'
import { nameLang } from '#app/lib/content/name-lang'
import type { NearbyKind, NearbyPoint } from '#app/lib/geo'

/**
 * The mapped places of content/<pack>/geo/pois.json (OpenStreetMap, ODbL; kept in their own
 * file, apart from the guide's pack, as the licence's share-alike asks), checked on load and
 * reduced to the kinds "near you" lists.
 */

/** Where the points come from and how old they are (the pack's geo/source.ts): shown beside every list and map. */
export const pointsSource = packPointsSource

/** The OpenStreetMap categories each kind takes. `needs_review` is in none: never shown as anything. */
const kindOf: Record<string, NearbyKind> = {
  hospital: 'health',
  clinic: 'health',
  pharmacy: 'pharmacy',
  police: 'police',
  fire_station: 'fire',
  bank: 'money',
  atm: 'money',
  bus_stop: 'transport',
  railway_station: 'transport',
}

const RawPoint = z.object({
  name: z.string().min(1),
  name_bn: z.string().optional(),
  name_translit: z.string().optional(),
  category: z.string(),
  // Inside the upazila's box (the pack's map bounds): a point outside it was brought in by mistake.
  lat: z.number().min(place.map.bounds.minLat).max(place.map.bounds.maxLat),
  lon: z.number().min(place.map.bounds.minLon).max(place.map.bounds.maxLon),
  osm_id: z.string().optional(),
  license: z.string().min(1),
  as_of: z.string().min(1),
  source: z.object({ repo: z.string().optional(), dataset: z.string().optional() }).passthrough(),
}).passthrough()

export const RawPoints = z.array(RawPoint)

/** Names for points the source left unnamed, in both languages. */
const unnamed: Record<string, { bn: string; en: string }> = {
  atm: { bn: 'এটিএম (নামহীন)', en: 'ATM (unnamed)' },
  railway_station: { bn: 'রেলওয়ে হল্ট (নামহীন)', en: 'Railway halt (unnamed)' },
}

let cached: NearbyPoint[] | undefined

/** The points "near you" lists draw from, with guide links resolved against `guide` and its map corrections laid over them. */
export function nearbyPoints(guide?: ContentPack): NearbyPoint[] {
  if (cached && !guide) return cached
  const points: NearbyPoint[] = []
  RawPoints.parse(rawPoints).forEach((raw, index) => {
    const kind = kindOf[raw.category]
    if (!kind) return
    const isUnnamed = raw.name.startsWith('(unnamed')
    // Bengali: OpenStreetMap's name:bn where it has one, else its name (often Latin only: the
    // page marks it lang="en"). English: the name, or for a name written in Bengali (some
    // stations) the transliteration made when the points were gathered.
    const name = isUnnamed ? unnamed[raw.category] ?? { bn: raw.name, en: raw.name }
      : { bn: raw.name_bn ?? raw.name, en: nameLang(raw.name, 'en') === 'bn' ? raw.name_translit ?? raw.name : raw.name }
    const link = sameAs[raw.name]
    let guideLink: NearbyPoint['guide']
    let guideName: NearbyPoint['name'] | undefined
    if (link) {
      const record = guide?.[link.collection].find((item) => item.id === link.id) as { name: { bn: string; en: string }; phones?: { number: string; status?: unknown }[] } | undefined
      // A number moderators found unreachable or wrong is not offered (issue 42).
      const phone = record?.phones?.find((p) => !p.status)
      guideLink = { path: link.path, ...(phone ? { phone: phone.number } : {}) }
      // The guide's own name, in both languages (the map data often has English only).
      if (record) guideName = record.name
    }
    points.push({
      id: raw.osm_id ? `osm-${raw.osm_id}` : `poi-${index}`,
      kind,
      lat: raw.lat,
      lon: raw.lon,
      name: guideName ?? name,
      ...(guideLink ? { guide: guideLink } : {}),
    })
  })
  if (!guide) cached = points
  // Accepted corrections (moved pins, new places) come with the guide they were loaded with.
  return guide ? applyMapOverrides(points, mapOverridesOf(guide)) : points
}

/** A place a reader can measure from without sharing their position (the no-JavaScript way in). */
export interface Origin {
  id: string
  group: 'unions' | 'landmarks'
  name: { bn: string; en: string }
  lat: number
  lon: number
  /** A union's centre stands for the whole union: lists from it are approximate. */
  approximate: boolean
}

/** The upazila's centre as people know it (the pack's landmark: a bazar, the upazila's seat). */
export const upazilaCentre = { lat: place.map.landmark.lat, lon: place.map.landmark.lon }

/** Farther than this from the centre (the pack's farKm), the reader is told the lists are the upazila's only. */
export const outsideM = place.map.farKm * 1000

/** Union and municipality centres from the guide (their sourced coordinates), then landmarks. */
export function nearbyOrigins(guide: ContentPack): Origin[] {
  const unions: Origin[] = guide.unions
    .filter((union) => union.coordinates)
    .map((union) => ({ id: union.id, group: 'unions', name: union.name, lat: union.coordinates!.lat, lon: union.coordinates!.lng, approximate: true }))
  const points = rawPoints as { name: string; lat: number; lon: number }[]
  const centre: Origin = { id: place.map.landmark.id, group: 'landmarks', name: place.map.landmark.name, ...upazilaCentre, approximate: false }
  const landmarks: Origin[] = [centre]
  for (const landmark of place.map.nearbyLandmarks) {
    // A point of the mapped places by name, or the pack's own position; left out if neither is there.
    const at = landmark.point ? points.find((p) => p.name === landmark.point) : landmark.lat !== undefined && landmark.lon !== undefined ? { lat: landmark.lat, lon: landmark.lon } : undefined
    if (at) landmarks.push({ id: landmark.id, group: 'landmarks', name: landmark.name, lat: at.lat, lon: at.lon, approximate: landmark.approximate })
  }
  return [...landmarks, ...unions]
}
