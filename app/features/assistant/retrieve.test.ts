import { describe, expect, it } from 'vitest'
import { contentPack } from '#pack/index'
import { buildGuideIndex } from '#app/lib/retrieval/guide-index'
import { asksForNumber, retrieve } from './retrieve'

const { entries, docs } = buildGuideIndex(contentPack)
const ask = (q: string) => retrieve(entries, docs, q)
const numbers = (q: string) => ask(q).noNumber?.calls.map((c) => `${c.use}:${c.doc.phones[0]}`)

describe('a phone number the guide does not have (issue 30)', () => {
  it('knows a question that asks for a phone number from one about another kind of number', () => {
    for (const q of ['হাসপাতালের নম্বর কত?', 'থানার ফোন', 'ফায়ার স্টেশনের নাম্বার', "What is the hospital's number?", 'police station phone', 'whom do I call', 'contact of the UNO office']) {
      expect(asksForNumber(q), q).toBe(true)
    }
    for (const q of ['সোনালী ব্যাংকের রাউটিং নম্বর', 'number of unions', 'routing number', 'কলেজ কোথায়', 'উপজেলা স্বাস্থ্য কমপ্লেক্স কোথায়?']) {
      expect(asksForNumber(q), q).toBe(false)
    }
  })

  it('a hospital: says so, offers 16263 for medical advice and 999, and the health complex with its map', () => {
    for (const q of ['হাসপাতালের নম্বর কত?', "What is the hospital's number?", 'হাসপাতালের ফোন নম্বর']) {
      const retrieval = ask(q)
      const help = retrieval.noNumber!
      expect(help.subject?.id, q).toBe('healthFacilities/upazila-health-complex')
      expect(numbers(q)).toEqual(['medical:16263', 'emergency:999'])
      expect(help.place?.id).toBe('healthFacilities/upazila-health-complex')
      expect(help.place?.map).toEqual({ lat: expect.any(Number), lng: expect.any(Number) })
      expect(help.place?.address?.[0]).toContain('হাটহাজারী')
      // The model gets the health complex first, then the hotlines; the cards do not repeat the help.
      expect(retrieval.sources.slice(0, 3).map((d) => d.id)).toEqual(['healthFacilities/upazila-health-complex', 'hotlines/shasthyo-batayon', 'hotlines/national-emergency'])
      expect(retrieval.cards.map((d) => d.id)).not.toContain('healthFacilities/upazila-health-complex')
      expect(retrieval.cards[0]?.id ?? '').not.toBe('hotlines/national-emergency')
    }
  })

  it('a hospital known from one report gets the same help, and is named as what was asked', () => {
    const help = ask('আলীফ হাসপাতালের নম্বর').noNumber!
    expect(help.subject?.id).toBe('healthFacilities/alif-hospital')
    expect(help.place?.id).toBe('healthFacilities/upazila-health-complex')
  })

  it('the police station and the fire station: 999, the fire service’s 102, and where each is', () => {
    for (const q of ['থানার নম্বর কত?', 'police station number']) {
      expect(ask(q).noNumber?.subject?.id, q).toBe('offices/hathazari-model-thana')
      expect(numbers(q)).toEqual(['emergency:999'])
      expect(ask(q).noNumber?.place?.map).toBeDefined()
    }
    for (const q of ['ফায়ার স্টেশনের নম্বর', 'fire station phone number']) {
      expect(ask(q).noNumber?.subject?.id, q).toBe('offices/fire-station')
      expect(numbers(q)).toEqual(['fire:102', 'emergency:999'])
    }
  })

  it('no such answer when the guide has the number: an ambulance, the fire service, a bank with a phone', () => {
    for (const q of ['অ্যাম্বুলেন্সের নম্বর', 'ambulance number', 'ফায়ার সার্ভিসের নম্বর কত', 'fire service number', 'National Bank Hathazari phone']) {
      expect(ask(q).noNumber, q).toBeUndefined()
    }
    expect(ask('অ্যাম্বুলেন্সের নম্বর').cards[0]?.id).toBe('hotlines/national-emergency')
  })

  it('an office with no number: says so, and offers no hotline that is not for it', () => {
    const help = ask('ইউএনও অফিসের ফোন নম্বর').noNumber!
    expect(help.subject?.id).toBe('offices/uno-office')
    expect(help.calls).toEqual([])
    expect(help.place).toBeUndefined()
  })
})
