import { describe, expect, it } from 'vitest'
import { normalizeForSearch } from '#app/lib/content/text'
import { filterEvents, monthsFrom, monthsUntil, orderByNextMonth, parseEventCategory, parseMonth, preview } from './events'
import { INTEREST_KEY, interestKeys, isMarked } from './interest'
import { anonymousId, parseInterest, toggleInterest } from './toggle-interest'

const event = (id: string, months: number[], category: 'cultural' | 'religious' | 'community', text: string) =>
  ({ id, months, category, search: normalizeForSearch(text) })

describe('events: filters', () => {
  const list = [
    event('halda', [4, 5, 6], 'community', 'হালদা Halda carp eggs'),
    event('kathin', [10, 11], 'religious', 'কঠিন চীবর Kathin vihara'),
    event('boishakh', [4], 'cultural', 'বৈশাখী মেলা Baishakhi Mela'),
  ]
  const ids = (l: typeof list) => l.map((e) => e.id)
  it('search, category and month combine', () => {
    expect(ids(filterEvents(list, { query: 'MELA' }))).toEqual(['boishakh'])
    expect(ids(filterEvents(list, { query: 'বিহার' }))).toEqual([])
    expect(ids(filterEvents(list, { query: 'চীবর' }))).toEqual(['kathin'])
    expect(ids(filterEvents(list, { category: 'religious' }))).toEqual(['kathin'])
    expect(ids(filterEvents(list, { month: 4 }))).toEqual(['halda', 'boishakh'])
    expect(ids(filterEvents(list, { month: 4, category: 'cultural' }))).toEqual(['boishakh'])
    expect(ids(filterEvents(list, {}))).toEqual(['halda', 'kathin', 'boishakh'])
  })
  it('parses the month and category from the URL', () => {
    expect(parseMonth('4')).toBe(4)
    expect(parseMonth('12')).toBe(12)
    expect(parseMonth('0')).toBeNull()
    expect(parseMonth('13')).toBeNull()
    expect(parseMonth('4.5')).toBeNull()
    expect(parseEventCategory('cultural')).toBe('cultural')
    expect(parseEventCategory('sports')).toBeNull()
  })
})

describe('events: calendar order', () => {
  it('lists the twelve months from the current one', () => {
    expect(monthsFrom(11)).toEqual([11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(monthsFrom(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })
  it('orders events by the month they next come round', () => {
    expect(monthsUntil([4, 5, 6], 5)).toBe(0)
    expect(monthsUntil([1, 2], 11)).toBe(2)
    const list = [{ id: 'spring', months: [4] }, { id: 'magh', months: [1, 2] }, { id: 'nov', months: [10, 11] }, { id: 'dec', months: [12] }]
    expect(orderByNextMonth(list, 11).map((e) => e.id)).toEqual(['nov', 'dec', 'magh', 'spring'])
  })
})

describe('events: description preview', () => {
  it('keeps short text and cuts long text at 120 characters with an ellipsis', () => {
    expect(preview('Short text.')).toBe('Short text.')
    const long = 'word '.repeat(40).trim()
    const cut = preview(long)
    expect(cut.endsWith('…')).toBe(true)
    expect(Array.from(cut).length).toBeLessThanOrEqual(121)
    expect(cut).not.toMatch(/ …$/)
  })
  it('does not split a Bengali word', () => {
    const text = 'শত শত নৌকায় সংগ্রাহকেরা হালদা থেকে রুই জাতীয় মাছের ডিম সংগ্রহ করেন। ২০১৮ সালের ১৯ এপ্রিল রেকর্ড ২২,৬৮০ কেজি ডিম সংগ্রহ হয়; ২০১৬ সালে ডিম পাওয়া যায়নি।'
    const cut = preview(text)
    expect(Array.from(cut).length).toBeLessThanOrEqual(121)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    const next = text.slice(cut.length - 1).charAt(0)
    expect([' ', ';', '।', ',']).toContain(next)
  })
})

describe('events: interest kept in the browser', () => {
  const storage = () => {
    const map = new Map<string, string>()
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
  }
  it('creates one anonymous id starting with user_', () => {
    const s = storage()
    const id = anonymousId(s, interestKeys, () => 'abc-123')
    expect(id).toBe('user_abc123')
    expect(anonymousId(s, interestKeys, () => 'other')).toBe(id)
  })
  it('toggles this browser\'s mark on an event', () => {
    const s = storage()
    expect(toggleInterest(s, interestKeys, 'halda')).toBe(true)
    const user = anonymousId(s, interestKeys)
    expect(parseInterest(s.getItem(INTEREST_KEY))).toEqual({ halda: [user] })
    expect(isMarked(s.getItem(INTEREST_KEY), 'halda', user)).toBe(true)
    expect(isMarked(s.getItem(INTEREST_KEY), 'halda', 'user_other')).toBe(false)
    expect(isMarked(s.getItem(INTEREST_KEY), 'kathin', user)).toBe(false)
    expect(toggleInterest(s, interestKeys, 'halda')).toBe(false)
    expect(parseInterest(s.getItem(INTEREST_KEY))).toEqual({})
  })
  it('keeps other people\'s marks and ignores unreadable data', () => {
    const s = storage()
    s.setItem(INTEREST_KEY, JSON.stringify({ halda: ['user_other'] }))
    toggleInterest(s, interestKeys, 'halda')
    expect(parseInterest(s.getItem(INTEREST_KEY)).halda).toHaveLength(2)
    expect(parseInterest('[1,2]')).toEqual({})
    expect(parseInterest('{')).toEqual({})
    expect(isMarked('{', 'halda', 'user_x')).toBe(false)
    expect(isMarked('{"halda":"user_x"}', 'halda', 'user_x')).toBe(false)
    expect(isMarked(null, 'halda', 'user_x')).toBe(false)
  })
})
