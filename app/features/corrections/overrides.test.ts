import { describe, expect, it, vi } from 'vitest'
import { contentPack } from '#pack/index'
import { ContentPack } from '#content/pack/schema'
import { applyOverrides, type Override } from './overrides.server'

const source = 'https://example.org/notice'
const o = (over: Partial<Override>): Override => ({
  collection: 'banks', recordId: 'national-bank-hathazari', field: 'address',
  value: { bn: 'নতুন ঠিকানা', en: 'New address' }, sources: [source], asOf: '2027-03-05', ...over,
})
const bank = (pack: ContentPack, id = 'national-bank-hathazari') => pack.banks.find((b) => b.id === id)!

describe('applyOverrides', () => {
  it('returns the pack itself when nothing is accepted', () => {
    expect(applyOverrides(contentPack, [])).toBe(contentPack)
  })

  it('sets the field, puts the source first and dates the record, without touching the shipped pack', () => {
    const before = structuredClone(bank(contentPack))
    const pack = applyOverrides(contentPack, [o({})])
    expect(bank(pack)).toMatchObject({ address: { bn: 'নতুন ঠিকানা', en: 'New address' }, asOf: '2027-03-05' })
    expect(bank(pack).sources).toEqual([source, ...before.sources])
    expect(bank(contentPack)).toEqual(before)
    // Only what changed is copied; the rest is shared.
    expect(bank(pack, 'agrani-hathazari')).toBe(bank(contentPack, 'agrani-hathazari'))
    expect(pack.offices).toBe(contentPack.offices)
    expect(() => ContentPack.parse(pack)).not.toThrow()
  })

  it('does not repeat a source the record already cites', () => {
    const cited = bank(contentPack).sources[1]!
    const pack = applyOverrides(contentPack, [o({ sources: [cited] })])
    expect(bank(pack).sources).toEqual([cited, ...bank(contentPack).sources.filter((s) => s !== cited)])
  })

  it('applies corrections in order: the later one wins', () => {
    const pack = applyOverrides(contentPack, [o({}), o({ value: { bn: 'আরও নতুন', en: 'Newer' }, sources: ['https://example.org/later'], asOf: '2027-04-01' })])
    expect(bank(pack)).toMatchObject({ address: { en: 'Newer' }, asOf: '2027-04-01' })
    expect(bank(pack).sources.slice(0, 2)).toEqual(['https://example.org/later', source])
  })

  it('replaces the phone list with one number carrying its own source and date', () => {
    const pack = applyOverrides(contentPack, [o({ field: 'phone', value: { number: '031-000000' } })])
    expect(bank(pack).phones).toEqual([{ number: '031-000000', sources: [source], asOf: '2027-03-05' }])
    expect(() => ContentPack.parse(pack)).not.toThrow()
  })

  it('maps the fields onto each list’s own properties, nested lists included', () => {
    const pack = applyOverrides(contentPack, [
      o({ collection: 'events', recordId: 'halda-egg-collection', field: 'address', value: { bn: 'হালদা নদী', en: 'Halda river' } }),
      o({ collection: 'hotlines', recordId: 'fire-service', field: 'details', value: { bn: 'আগুন লাগলে', en: 'In case of fire' } }),
      o({ collection: 'trainServices', recordId: 'cu-shuttle-train', field: 'details', value: { bn: 'বিবরণ', en: 'Details' } }),
      o({ collection: 'trainTimetables', recordId: 'demu-2020-09', field: 'details', value: { bn: 'সতর্কতা', en: 'Caution' } }),
      o({ collection: 'people', recordId: 'muhammad-yunus', field: 'details', value: { bn: 'গল্প', en: 'Story' } }),
    ])
    expect(pack.events.find((e) => e.id === 'halda-egg-collection')!.location.en).toBe('Halda river')
    expect(pack.hotlines.find((h) => h.id === 'fire-service')!.description.en).toBe('In case of fire')
    expect(pack.train.services.find((s) => s.id === 'cu-shuttle-train')!.details!.en).toBe('Details')
    expect(pack.train.timetables.find((s) => s.id === 'demu-2020-09')!.caveat.en).toBe('Caution')
    expect(pack.people.find((p) => p.id === 'muhammad-yunus')!.story.en).toBe('Story')
    expect(contentPack.train.services.find((s) => s.id === 'cu-shuttle-train')!.details?.en).not.toBe('Details')
    expect(() => ContentPack.parse(pack)).not.toThrow()
  })

  it('adds an accepted new listing to hotels, couriers or malls, with medium confidence', () => {
    const pack = applyOverrides(contentPack, [o({
      collection: 'hotels', recordId: 'suggested-7', field: 'record',
      value: { name: { bn: 'হোটেল', en: 'Hotel' }, address: { bn: 'বাজার', en: 'বাজার' }, phone: '01711-000000' },
    })])
    expect(pack.hotels).toEqual([...contentPack.hotels, {
      id: 'suggested-7', name: { bn: 'হোটেল', en: 'Hotel' }, address: { bn: 'বাজার', en: 'বাজার' },
      phones: [{ number: '01711-000000', sources: [source], asOf: '2027-03-05' }],
      sources: [source], asOf: '2027-03-05', confidence: 'medium',
    }])
    expect(() => ContentPack.parse(pack)).not.toThrow()
  })

  it('skips, and reports, what no longer fits rather than half-applying it', () => {
    const onSkip = vi.fn()
    const skipped = [
      o({ collection: 'nowhere' }),
      o({ recordId: 'gone-bank' }),
      o({ field: 'name' }), // a bank's name is not correctable
      o({ value: { bn: 'only Bengali' } }),
      o({ field: 'phone', value: { number: 'not a number' } }),
      o({ sources: ['ftp://example.org'] }),
      o({ asOf: 'yesterday' }),
      o({ collection: 'banks', recordId: 'suggested-1', field: 'record', value: { name: { bn: 'ব্যাংক', en: 'Bank' } } }),
      o({ collection: 'hotels', recordId: 'suggested-2', field: 'record', value: { name: { bn: 'হোটেল' } } }),
    ]
    const pack = applyOverrides(contentPack, skipped, onSkip)
    expect(onSkip).toHaveBeenCalledTimes(skipped.length)
    expect(bank(pack)).toEqual(bank(contentPack))
    expect(pack.hotels).toEqual(contentPack.hotels)
  })
})
