import { describe, expect, it } from 'vitest'
import { contentPack } from '../../../content/hathazari/index'
import { buildSearchIndex } from './build-index'
import { editDistance, searchEntries } from './match'

const index = buildSearchIndex(contentPack)
const paths = (q: string) => searchEntries(index, q).map((e) => e.p)

describe('site search', () => {
  it('indexes every page and every directory record', () => {
    expect(index.some((e) => e.p === '/emergency')).toBe(true)
    for (const bank of contentPack.banks) expect(index.some((e) => e.p === `/banks#${bank.id}`)).toBe(true)
    for (const h of contentPack.healthFacilities) expect(index.some((e) => e.p === `/hospitals#${h.id}`)).toBe(true)
  })

  it('finds nothing for a blank query', () => {
    expect(searchEntries(index, '')).toEqual([])
    expect(searchEntries(index, '   ')).toEqual([])
  })

  it('finds the health complex in Bengali, also with a vowel-sign typo, and in English', () => {
    expect(paths('স্বাস্থ্য কমপ্লেক্স')).toContain('/hospitals#upazila-health-complex')
    // Vowel-sign typos: ে written as ি, and ী written as ি. Neither is a substring of the right word.
    expect(paths('স্বাস্থ্য কমপ্লিক্স')).toContain('/hospitals#upazila-health-complex')
    expect(paths('হাটহাজারি স্বাস্থ্য')).toContain('/hospitals#upazila-health-complex')
    expect(paths('health complex')).toContain('/hospitals#upazila-health-complex')
    expect(paths('HEALTH')).toContain('/hospitals#upazila-health-complex')
  })

  it('keeps Bengali vowel signs: a different vowel is not the same word', () => {
    expect(editDistance('কলা', 'কলি')).toBe(1)
    expect(paths('খখখখখখ')).toEqual([])
  })

  it('ranks a page title match first', () => {
    expect(paths('emergency')[0]).toBe('/emergency')
    expect(paths('ব্যাংক')[0]).toBe('/banks')
  })

  it('matches two ways: a query word that contains a keyword', () => {
    expect(paths('hospitals')).toContain('/hospitals')
  })
})
