import { describe, expect, it } from 'vitest'
import { contentPack } from '../../../content/hathazari/index'
import { fold } from './fold'
import { buildGuideIndex } from './guide-index'
import { editDistance, searchEntries } from './rank'

const { entries, docs } = buildGuideIndex(contentPack)
const ids = (q: string, n = 3) => searchEntries(entries, q, n).map((e) => e.id)

describe('the guide index', () => {
  it('has every page and every record, each record with its doc, sources and as-of date', () => {
    expect(entries.some((e) => e.p === '/emergency')).toBe(true)
    for (const bank of contentPack.banks) expect(entries.some((e) => e.p === `/banks#${bank.id}`)).toBe(true)
    for (const fact of contentPack.facts) {
      const doc = docs[`facts/${fact.id}`]
      expect(doc?.sources).toEqual(fact.sources)
      expect(doc?.asOf).toBe(fact.asOf)
    }
    expect(docs['hotlines/fire-service']?.phones).toContain('102')
  })

  it('folds the spellings residents use into the same words', () => {
    expect(fold('৯৯৯')).toBe('999')
    expect(fold('এম্বুলেন্স')).toBe(fold('অ্যাম্বুলেন্স'))
    expect(fold('ব্যাঙ্ক')).toBe(fold('ব্যাংক'))
    expect(fold('হাটহাজারি')).toBe(fold('হাটহাজারী'))
    expect(fold('ষ্টেশন')).toBe(fold('স্টেশন'))
    // Vowel signs stay: কলা (banana) is not কলি (bud).
    expect(fold('কলা')).not.toBe(fold('কলি'))
    expect(editDistance('কলা', 'কলি')).toBe(1)
  })
})

describe('site search and the assistant: one ranking', () => {
  it('finds nothing for a blank query or gibberish', () => {
    expect(searchEntries(entries, '')).toEqual([])
    expect(searchEntries(entries, '   ')).toEqual([])
    expect(searchEntries(entries, 'খখখখখখ')).toEqual([])
  })

  it('answers the questions that found nothing when every word had to match (issue 12)', () => {
    expect(ids('হাসপাতালের নম্বর')).toContain('healthFacilities/upazila-health-complex')
    expect(ids('fire service number')[0]).toBe('hotlines/fire-service')
    expect(ids('৯৯৯')[0]).toBe('hotlines/national-emergency')
    expect(ids('এম্বুলেন্স')).toContain('hotlines/national-emergency')
    expect(ids('ব্যাঙ্ক')).toContain('page/banks')
    expect(ids('health hotline')[0]).toBe('hotlines/shasthyo-batayon')
    expect(ids('রেলস্টেশন', 5).some((id) => id.startsWith('stations/'))).toBe(true)
  })

  it('indexes the facts: area, population, the union count', () => {
    expect(ids('হাটহাজারীর আয়তন কত')[0]).toBe('facts/area')
    expect(ids('population of hathazari')).toEqual(expect.arrayContaining([expect.stringMatching(/^facts\/population-/)]))
    expect(ids('কয়টি ইউনিয়ন')[0]).toBe('facts/unions')
  })

  it('tolerates vowel-sign slips and typos, in both languages', () => {
    expect(ids('স্বাস্থ্য কমপ্লিক্স')[0]).toBe('healthFacilities/upazila-health-complex')
    expect(ids('helth complex')).toContain('healthFacilities/upazila-health-complex')
    expect(ids('ambulanse')).toContain('hotlines/national-emergency')
  })

  it('ranks a page title match first, and reads plurals and case endings', () => {
    expect(ids('emergency')[0]).toBe('page/emergency')
    expect(ids('ব্যাংক')[0]).toBe('page/banks')
    expect(ids('hospitals')[0]).toBe('page/hospitals')
    expect(ids('ফায়ার সার্ভিসের নম্বর কত')[0]).toBe('hotlines/fire-service')
  })
})
