import { describe, expect, it } from 'vitest'
import { contentPack } from '#pack/index'
import { fold, queryTerms } from './fold'
import { buildGuideIndex } from './guide-index'
import { editDistance, preferAttested, rank, searchEntries, type Ranked } from './rank'
import type { SearchEntry } from './types'

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

describe('a record known from a single report (issue 30)', () => {
  const entry = (id: string) => entries.find((e) => e.id === id)!
  const records = (q: string, n = 3) => rank(entries, q, { limit: n, filter: (e) => !e.id.startsWith('page/') }).map((r) => r.entry.id)

  it('is what the pack rates low, or medium on one source', () => {
    expect(entry('healthFacilities/alif-hospital').r).toBe(1)
    expect(entry('hotlines/railway').r).toBe(1)
    expect(entry('healthFacilities/upazila-health-complex').r).toBeUndefined()
    // Medium because its news dates, on four sources: not a single report.
    expect(entry('healthFacilities/trauma-centre').r).toBeUndefined()
    expect(entry('page/hospitals').r).toBeUndefined()
  })

  it('never ranks first, in search or for the assistant, when a better-attested record matches about as well', () => {
    for (const q of ['হাসপাতালের নম্বর কত?', 'হাসপাতালের নম্বর', 'হাসপাতালের ফোন নম্বর', "What is the hospital's number?", 'hospital phone number']) {
      expect(records(q)[0], q).toBe('healthFacilities/upazila-health-complex')
      const found = ids(q, 5)
      expect(found.indexOf('healthFacilities/upazila-health-complex'), q).toBeLessThan(found.indexOf('healthFacilities/alif-hospital'))
    }
  })

  it('still ranks first when the question names it', () => {
    expect(records('আলীফ হাসপাতাল')[0]).toBe('healthFacilities/alif-hospital')
    expect(records('Alif hospital phone number')[0]).toBe('healthFacilities/alif-hospital')
    // Katirhat market is known from one report; the union whose text mentions it does not name it.
    expect(ids('Katirhat market')[0]).toBe('markets/katirhat')
    expect(ids('কাটিরহাট বাজার')).toContain('markets/katirhat')
  })

  it('reads "hospital\'s" as "hospital"', () => {
    expect(queryTerms("What is the hospital's number?")).toEqual(['hospital', 'number'])
    expect(queryTerms('What is the hospital’s number?')).toEqual(['hospital', 'number'])
  })

  it('moves below the last entry that matches as many words, as many in its name, and a third of its score', () => {
    const e = (id: string, r?: 1): SearchEntry => ({ id, t: [id, id], p: '/', g: 'home', i: 'info', k: '', ...(r ? { r } : {}) })
    const ranked = (id: string, score: number, matched: number, named: number, r?: 1): Ranked => ({ entry: e(id, r), score, matched, named })
    const order = (list: Ranked[]) => preferAttested(list).map((x) => x.entry.id)
    expect(order([ranked('single', 9, 2, 1, 1), ranked('a', 5, 2, 1), ranked('b', 3.1, 2, 1), ranked('c', 2, 2, 1)])).toEqual(['a', 'b', 'single', 'c'])
    // Fewer words matched, fewer in its name, or under a third of the score: it keeps its place.
    expect(order([ranked('single', 9, 2, 1, 1), ranked('a', 8, 1, 1)])).toEqual(['single', 'a'])
    expect(order([ranked('single', 9, 2, 1, 1), ranked('a', 8, 2, 0)])).toEqual(['single', 'a'])
    expect(order([ranked('single', 9, 2, 1, 1), ranked('a', 2.9, 2, 1)])).toEqual(['single', 'a'])
    // Another record known from a single report is no better.
    expect(order([ranked('single', 9, 2, 1, 1), ranked('other', 8, 2, 1, 1)])).toEqual(['single', 'other'])
  })
})
