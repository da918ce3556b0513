import { describe, expect, it } from 'vitest'
import { collectionOf, getGuide } from '#app/lib/content/guide.server'
import { mappedCoordinates } from '#app/lib/content/mapped-places'
import { nearbyPoints } from '#app/lib/content/mapped-points.server'
import { db } from '#app/lib/db/database.server'
import { distanceM, nearestByKind } from '#app/lib/geo'
import { withTestApp } from '../../../tests/setup/test-app'
import { createUser } from '../../../tests/setup/users'
import { acceptSuggestion, declineSuggestion, listPendingSuggestions } from './moderate.server'
import { createSuggestion } from './suggest.server'

withTestApp()

const osm = 'https://www.openstreetmap.org/node/123456'

describe('map corrections (issue 14)', () => {
  it('a moved pin, accepted with the moderator’s final location, moves the place in "near you" at once', async () => {
    const { user } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const point = nearbyPoints(await getGuide()).find((p) => p.kind === 'police')!
    const moved = { lat: Number((point.lat + 0.003).toFixed(5)), lon: Number((point.lon - 0.002).toFixed(5)) }
    const made = await createSuggestion(user, { kind: 'correction', collection: 'mapPoints', recordId: point.id, field: 'location', location: `${moved.lat}, ${moved.lon}`, sourceUrl: osm }, 'bn')
    expect(made).toMatchObject({ ok: true })
    const queued = (await listPendingSuggestions()).find((s) => made.ok && s.id === made.id)!
    expect(queued).toMatchObject({ collection: 'mapPoints', recordId: point.id, acceptBlock: null, map: { current: `${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}`, proposed: `${moved.lat.toFixed(5)}, ${moved.lon.toFixed(5)}`, placeKind: 'police' } })

    // The moderator's own reading wins (they checked it on the map).
    const final = { lat: moved.lat + 0.0001, lon: moved.lon }
    expect(await acceptSuggestion(moderator, queued.id, { bn: '', en: '' }, { location: 'not a place', placeKind: '' })).toMatchObject({ ok: false, error: { message: 'corrections.error.location' } })
    expect(await acceptSuggestion(moderator, queued.id, { bn: '', en: '' }, { location: `${final.lat}, ${final.lon}`, placeKind: '' })).toEqual({ ok: true })
    const after = nearbyPoints(await getGuide()).find((p) => p.id === point.id)!
    expect(after).toMatchObject({ lat: Number(final.lat.toFixed(5)), lon: final.lon, corrected: { sources: [osm] } })
    // Its distance from where it now stands is nil: the lists measure from the corrected pin.
    const nearest = nearestByKind(nearbyPoints(await getGuide()), final).police[0]!
    expect(nearest.id).toBe(point.id)
    expect(distanceM(nearest, final)).toBeLessThan(1)
    const override = await db().selectFrom('content_overrides').selectAll().where('suggestion_id', '=', queued.id).executeTakeFirstOrThrow()
    expect(override).toMatchObject({ collection: 'mapPoints', record_id: point.id, field: 'location', sources: [osm] })
  })

  it('a new place joins the lists under its kind, with the names the moderator gives', async () => {
    const { user } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const at = { lat: 22.50987, lon: 91.80456 }
    const made = await createSuggestion(user, { kind: 'listing', collection: 'mapPoints', name: 'নিউ লাইফ ফার্মেসি', placeKind: 'pharmacy', location: '২২.৫০৯৮৭, ৯১.৮০৪৫৬', sourceUrl: osm }, 'bn')
    if (!made.ok) throw new Error('not stored')
    expect(await acceptSuggestion(moderator, made.id, { bn: 'নিউ লাইফ ফার্মেসি', en: '' }, { location: '22.50987, 91.80456', placeKind: 'pharmacy' }))
      .toMatchObject({ ok: false, error: { message: 'corrections.error.valueBoth' } })
    expect(await acceptSuggestion(moderator, made.id, { bn: 'নিউ লাইফ ফার্মেসি', en: 'New Life Pharmacy' }, { location: '22.50987, 91.80456', placeKind: 'pharmacy' })).toEqual({ ok: true })
    const nearest = nearestByKind(nearbyPoints(await getGuide()), at).pharmacy[0]!
    expect(nearest).toMatchObject({ id: `suggested-${made.id}`, name: { bn: 'নিউ লাইফ ফার্মেসি', en: 'New Life Pharmacy' }, lat: at.lat, lon: at.lon })
  })

  it('refuses a place outside Hathazari, an unknown point, no source and no change, storing nothing', async () => {
    const { user } = await createUser()
    const point = nearbyPoints(await getGuide())[0]!
    const count = async () => (await db().selectFrom('content_suggestions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n
    const before = await count()
    expect(await createSuggestion(user, { kind: 'correction', collection: 'mapPoints', recordId: point.id, field: 'location', location: '23.8103, 90.4125', sourceUrl: osm }, 'en'))
      .toMatchObject({ ok: false, status: 400, fields: { location: { message: 'corrections.error.location' } } })
    expect(await createSuggestion(user, { kind: 'correction', collection: 'mapPoints', recordId: 'osm-1', field: 'location', location: '22.5, 91.8', sourceUrl: osm }, 'en'))
      .toMatchObject({ ok: false, status: 404 })
    expect(await createSuggestion(user, { kind: 'correction', collection: 'mapPoints', recordId: point.id, field: 'location', location: '22.5, 91.8' }, 'en'))
      .toMatchObject({ ok: false, fields: { sourceUrl: { message: 'corrections.error.sourceOrNote' } } })
    expect(await createSuggestion(user, { kind: 'correction', collection: 'mapPoints', recordId: point.id, field: 'location', location: `${point.lat}, ${point.lon}`, note: 'I live here' }, 'en'))
      .toMatchObject({ ok: false, error: { message: 'corrections.error.sameAsNow' } })
    expect(await createSuggestion(user, { kind: 'listing', collection: 'mapPoints', name: 'X', placeKind: 'castle', location: '22.5, 91.8', note: 'new' }, 'en'))
      .toMatchObject({ ok: false, fields: { placeKind: { message: 'corrections.error.placeKind' } } })
    expect(await count()).toBe(before)
  })

  it('a declined suggestion changes nothing on the map', async () => {
    const { user } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const point = nearbyPoints(await getGuide()).find((p) => p.kind === 'fire')!
    const made = await createSuggestion(user, { kind: 'correction', collection: 'mapPoints', recordId: point.id, field: 'location', location: `${(point.lat + 0.01).toFixed(5)}, ${point.lon}`, sourceUrl: osm }, 'bn')
    if (!made.ok) throw new Error('not stored')
    expect(await declineSuggestion(moderator, made.id, 'The station has not moved; the map is right.')).toEqual({ ok: true })
    expect(nearbyPoints(await getGuide()).find((p) => p.id === point.id)).toMatchObject({ lat: point.lat, lon: point.lon })
  })

  it('a guide record that borrows a point’s position (the thana) follows its moved pin', async () => {
    const { user } = await createUser()
    const { user: moderator } = await createUser({ role: 'moderator' })
    const thana = (await getGuide()).offices.find((o) => o.id === 'hathazari-model-thana')!
    const before = mappedCoordinates(thana, collectionOf(thana))!
    const point = nearbyPoints(await getGuide()).find((p) => p.guide?.path === '/administration#hathazari-model-thana')!
    const location = `${(before.lat + 0.001).toFixed(5)}, ${before.lng.toFixed(5)}`
    const made = await createSuggestion(user, { kind: 'correction', collection: 'mapPoints', recordId: point.id, field: 'location', location, sourceUrl: osm }, 'bn')
    if (!made.ok) throw new Error('not stored')
    expect(await acceptSuggestion(moderator, made.id, { bn: '', en: '' }, { location, placeKind: '' })).toEqual({ ok: true })
    const guide = await getGuide()
    const record = guide.offices.find((o) => o.id === 'hathazari-model-thana')!
    expect(mappedCoordinates(record, collectionOf(record))).toEqual({ lat: Number((before.lat + 0.001).toFixed(5)), lng: Number(before.lng.toFixed(5)) })
  })
})
