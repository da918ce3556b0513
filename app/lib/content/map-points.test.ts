import { describe, expect, it } from 'vitest'
import type { NearbyPoint } from '#app/lib/geo'
import { applyMapOverrides, formatLocation, parseLocation, type MapOverride } from './map-points'

describe('a location as people type it', () => {
  it('reads "lat, lon" with a comma or a space, in Bengali digits too, to about a metre', () => {
    expect(parseLocation('22.501234, 91.808119')).toEqual({ lat: 22.50123, lon: 91.80812 })
    expect(parseLocation(' 22.5012 91.8081 ')).toEqual({ lat: 22.5012, lon: 91.8081 })
    expect(parseLocation('২২.৫০১২, ৯১.৮০৮১')).toEqual({ lat: 22.5012, lon: 91.8081 })
    expect(formatLocation({ lat: 22.5, lon: 91.8 })).toBe('22.50000, 91.80000')
  })

  it('refuses anything that is not a place in Hathazari', () => {
    for (const text of ['', 'near the bazar', '91.8081, 22.5012', '23.8103, 90.4125', '22.5012', '22.5012, 91.8081, 3', 'NaN, NaN', '1e1, 2e1']) {
      expect(parseLocation(text), text).toBeNull()
    }
  })
})

describe('accepted map corrections over the mapped points', () => {
  const points: NearbyPoint[] = [
    { id: 'osm-1', kind: 'health', lat: 22.5, lon: 91.8, name: { bn: 'ক', en: 'A' } },
    { id: 'osm-2', kind: 'police', lat: 22.51, lon: 91.81, name: { bn: 'খ', en: 'B' } },
  ]
  const base = { sources: ['https://www.openstreetmap.org/node/1'], asOf: '2026-11-26' }

  it('moves a pin and adds a new place, each with its source and date, leaving the rest alone', () => {
    const overrides: MapOverride[] = [
      { ...base, recordId: 'osm-1', field: 'location', value: { lat: 22.5031, lon: 91.8042 } },
      { ...base, recordId: 'suggested-7', field: 'record', value: { name: { bn: 'নতুন ফার্মেসি', en: 'New Pharmacy' }, kind: 'pharmacy', lat: 22.49, lon: 91.79 } },
    ]
    const out = applyMapOverrides(points, overrides)
    expect(out[0]).toEqual({ ...points[0], lat: 22.5031, lon: 91.8042, corrected: base })
    expect(out[1]).toBe(points[1])
    expect(out[2]).toEqual({ id: 'suggested-7', kind: 'pharmacy', lat: 22.49, lon: 91.79, name: { bn: 'নতুন ফার্মেসি', en: 'New Pharmacy' }, corrected: base })
    expect(points[0]!.lat).toBe(22.5)
  })

  it('skips what no longer fits: a point gone, a place outside, a bad kind or name, a second copy', () => {
    const overrides: MapOverride[] = [
      { ...base, recordId: 'osm-99', field: 'location', value: { lat: 22.5, lon: 91.8 } },
      { ...base, recordId: 'osm-1', field: 'location', value: { lat: 23.8, lon: 90.4 } },
      { ...base, recordId: 'suggested-1', field: 'record', value: { name: { bn: 'ক', en: 'A' }, kind: 'castle', lat: 22.5, lon: 91.8 } },
      { ...base, recordId: 'suggested-2', field: 'record', value: { name: { bn: '', en: 'A' }, kind: 'fire', lat: 22.5, lon: 91.8 } },
      { ...base, recordId: 'osm-2', field: 'record', value: { name: { bn: 'ক', en: 'A' }, kind: 'fire', lat: 22.5, lon: 91.8 } },
    ]
    expect(applyMapOverrides(points, overrides)).toEqual(points)
  })
})
