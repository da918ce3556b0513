import { describe, expect, it } from 'vitest'
import { contentPack } from '#pack/index'
import rawPoints from '#pack/geo/pois.json'
import { formatDistance } from '#app/lib/geo'
import { distanceM, fitZoom, mapLinks, nearestByKind, parsePosition, type NearbyPoint } from '#app/lib/geo'
import { nearbyPoints, RawPoints } from '#app/lib/content/mapped-points.server'

describe('distances', () => {
  it('agree with known great-circle distances', () => {
    // One degree of latitude is 111.2 km on the mean-radius sphere.
    expect(distanceM({ lat: 22, lon: 91.8 }, { lat: 23, lon: 91.8 })).toBeCloseTo(111_195, -1)
    // Dhaka (Shahjalal airport) to Chattogram (Shah Amanat airport): about 230 km in a straight line.
    expect(distanceM({ lat: 23.8433, lon: 90.3978 }, { lat: 22.2496, lon: 91.8133 }) / 1000).toBeCloseTo(229, -1)
    // Hathazari Bazar to the health complex: 597 m in the research (its own computation).
    const complex = (rawPoints as { name: string; lat: number; lon: number }[]).find((p) => p.name === 'Hathazari Upazila Health Complex')!
    expect(Math.round(distanceM({ lat: 22.505, lon: 91.808 }, complex))).toBeGreaterThan(580)
    expect(Math.round(distanceM({ lat: 22.505, lon: 91.808 }, complex))).toBeLessThan(615)
    expect(distanceM({ lat: 22.5, lon: 91.8 }, { lat: 22.5, lon: 91.8 })).toBe(0)
  })

  it('are written in the reader\'s language and digits', () => {
    expect(formatDistance('bn', 298)).toBe('৩০০ মি')
    expect(formatDistance('en', 298)).toBe('300 m')
    expect(formatDistance('bn', 1234)).toBe('১.২ কিমি')
    expect(formatDistance('en', 1234)).toBe('1.2 km')
    expect(formatDistance('en', 3)).toBe('10 m')
    expect(formatDistance('en', 997)).toBe('1.0 km')
    expect(formatDistance('bn', 12_600)).toBe('১৩ কিমি')
  })
})

describe('nearest places', () => {
  const point = (id: string, kind: NearbyPoint['kind'], lat: number, lon: number): NearbyPoint => ({ id, kind, lat, lon, name: { bn: id, en: id } })

  it('lists the three nearest of each kind, nearest first', () => {
    const points = [point('far', 'health', 22.6, 91.8), point('near', 'health', 22.501, 91.8), point('mid', 'health', 22.55, 91.8),
      point('farthest', 'health', 22.61, 91.8), point('bank', 'money', 22.5, 91.801)]
    const lists = nearestByKind(points, { lat: 22.5, lon: 91.8 })
    expect(lists.health.map((p) => p.id)).toEqual(['near', 'mid', 'far'])
    expect(lists.money.map((p) => p.id)).toEqual(['bank'])
    expect(lists.police).toEqual([])
    expect(lists.health[0]!.distanceM).toBeLessThan(lists.health[1]!.distanceM)
  })

  it('reads a position from the address only when it is two numbers in range', () => {
    expect(parsePosition('22.5088811', '91.8039861')).toEqual({ lat: 22.50888, lon: 91.80399 })
    expect(parsePosition('91', '22')).toBeNull()
    expect(parsePosition('abc', '91')).toBeNull()
    expect(parsePosition('22.5', null)).toBeNull()
    expect(parsePosition('1e400', '91')).toBeNull()
    expect(parsePosition('2'.repeat(50), '91')).toBeNull()
  })

  it('opens a place in the phone\'s maps app and on OpenStreetMap', () => {
    const links = mapLinks({ lat: 22.5088811, lon: 91.8039861 }, 'হাসপাতাল')
    expect(links.geo).toBe('geo:22.508881,91.803986?q=22.508881,91.803986(%E0%A6%B9%E0%A6%BE%E0%A6%B8%E0%A6%AA%E0%A6%BE%E0%A6%A4%E0%A6%BE%E0%A6%B2)')
    expect(links.osm).toContain('mlat=22.508881&mlon=91.803986')
  })

  it('zooms out until every place fits the map', () => {
    const center = { lat: 22.505, lon: 91.808 }
    expect(fitZoom(center, [center], 128, 100)).toBe(16)
    const far = fitZoom(center, [{ lat: 22.6, lon: 91.808 }], 128, 100)
    expect(far).toBeLessThan(14)
  })
})

describe('the mapped points', () => {
  it('all pass the check: inside the research box, each with a licence and a date', () => {
    expect(RawPoints.safeParse(rawPoints).success).toBe(true)
    expect(RawPoints.safeParse([{ ...(rawPoints as object[])[0], lat: 23.9 }]).success).toBe(false)
  })

  it('never show the point that needs review, as a hospital or anything else', () => {
    const points = nearbyPoints()
    expect(points.some((p) => /Government Hospital|সরকারী মেডিকেল/.test(p.name.en + p.name.bn))).toBe(false)
    const health = points.filter((p) => p.kind === 'health').map((p) => p.id).sort()
    expect(health).toEqual(['osm-6120473665', 'osm-7316812527'])
  })

  it('link the health complex, the thana and the fire station to their guide records', () => {
    const points = nearbyPoints(contentPack)
    const linked = Object.fromEntries(points.filter((p) => p.guide).map((p) => [p.guide!.path, p.name]))
    expect(Object.keys(linked).sort()).toEqual(['/administration#fire-station', '/administration#hathazari-model-thana', '/hospitals#upazila-health-complex'])
    // A linked point takes the guide's name in both languages (the map data is often English only).
    expect(linked['/hospitals#upazila-health-complex']).toEqual(contentPack.healthFacilities.find((h) => h.id === 'upazila-health-complex')!.name)
    for (const path of Object.keys(linked)) {
      const [page, id] = path.split('#') as [string, string]
      const collection = page === '/hospitals' ? contentPack.healthFacilities : contentPack.offices
      expect(collection.some((record) => record.id === id), path).toBe(true)
    }
  })

  it('are named in Bengali by OpenStreetMap\'s name:bn where it has one, and in English in Latin letters', () => {
    const points = nearbyPoints()
    const byEn = (en: string) => points.find((p) => p.name.en === en)!
    // name:bn from the data.
    expect(byEn('Hoque Pharmacy').name.bn).toBe('হক ফার্মেসী')
    expect(byEn('Baraowlia Highway Police Station').name.bn).toBe('বারআউলিয়া হাইওয়ে থানা')
    // No name:bn: the Latin name (the page marks it lang="en").
    expect(byEn('Janasheba Pharmacy').name.bn).toBe('Janasheba Pharmacy')
    // A station named only in Bengali reads in English letters on the English pages.
    expect(points.find((p) => p.name.bn === 'জোবরা')?.name.en).toBe('Jobra')
    expect(points.filter((p) => /[\u0980-\u09ff]/.test(p.name.en))).toEqual([])
  })

  it('has every kind a resident needs', () => {
    const kinds = new Set(nearbyPoints().map((p) => p.kind))
    expect([...kinds].sort()).toEqual(['fire', 'health', 'money', 'pharmacy', 'police', 'transport'])
  })
})
