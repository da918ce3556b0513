import { z } from 'zod'
import rawPoints from '#pack/geo/pois.json'
import type { ContentPack } from '#content/pack/schema'
import type { MessageKey } from '#app/i18n/i18n'
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

/** Where the points come from and how old they are: shown beside every list and map. */
export const pointsSource = {
  asOf: '2022-11',
  attribution: '© OpenStreetMap contributors',
  copyright: 'https://www.openstreetmap.org/copyright',
  dataset: 'https://github.com/RakibulHoque/kedro_101/blob/0934d4529ad02f7976aadb2e1bf4d043864fe22e/_101/data/02_intermediate/bdh3/csv/poi/Chittagong.csv',
} as const

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
  // The research's box: 22.45–22.62 N, 91.72–91.85 E.
  lat: z.number().min(22.45).max(22.62),
  lon: z.number().min(91.72).max(91.85),
  osm_id: z.string().optional(),
  license: z.string().min(1),
  as_of: z.string().min(1),
  source: z.object({ repo: z.string().optional(), dataset: z.string().optional() }).passthrough(),
}).passthrough()

export const RawPoints = z.array(RawPoint).min(1)

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
  name: { bn: string; en: string } | { key: MessageKey }
  lat: number
  lon: number
  /** A union's centre stands for the whole union: lists from it are approximate. */
  approximate: boolean
}

/** Hathazari Bazar, the upazila's centre (the research's reference point, 22.505 N 91.808 E). */
export const upazilaCentre = { lat: 22.505, lon: 91.808 }

/** Union and municipality centres from the guide (their sourced coordinates), then landmarks. */
export function nearbyOrigins(guide: ContentPack): Origin[] {
  const unions: Origin[] = guide.unions
    .filter((union) => union.coordinates)
    .map((union) => ({ id: union.id, group: 'unions', name: union.name, lat: union.coordinates!.lat, lon: union.coordinates!.lng, approximate: true }))
  const point = (name: string) => (rawPoints as { name: string; lat: number; lon: number }[]).find((p) => p.name === name)
  const complex = point('Hathazari Upazila Health Complex')
  const katirhat = point('কাটিরহাট')
  const cu = point('Chittagong University Railway Station')
  const landmarks: Origin[] = [
    { id: 'hathazari-bazar', group: 'landmarks', name: { key: 'nearby.landmark.bazar' as const }, ...upazilaCentre, approximate: false },
    ...(complex ? [{ id: 'health-complex', group: 'landmarks' as const, name: { key: 'nearby.landmark.healthComplex' as const }, lat: complex.lat, lon: complex.lon, approximate: false }] : []),
    ...(cu ? [{ id: 'university', group: 'landmarks' as const, name: { key: 'nearby.landmark.cu' as const }, lat: cu.lat, lon: cu.lon, approximate: true }] : []),
    ...(katirhat ? [{ id: 'katirhat', group: 'landmarks' as const, name: { key: 'nearby.landmark.katirhat' as const }, lat: katirhat.lat, lon: katirhat.lon, approximate: true }] : []),
  ]
  return [...landmarks, ...unions]
}
