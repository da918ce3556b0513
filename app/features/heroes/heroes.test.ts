import { describe, expect, it } from 'vitest'
import { filterHeroes, nameRanks, parseHeroCategory, parseHeroSort, sortHeroes, type HeroView } from './heroes'
import { parseSavedHeroes } from './saved-heroes'
import { normalizeForSearch } from '#app/lib/content/text'

const hero = (id: string, over: Partial<HeroView> = {}): HeroView => ({
  id, name: id, title: '', category: 'social', categoryLabel: '', story: '', achievements: ['a'], connection: '',
  featuredDate: '2026-11-22', links: [], sources: ['https://example.org'], asOf: '2026', unverified: false, nameRank: 0,
  search: normalizeForSearch(id), ...over,
})

const ids = (list: HeroView[]) => list.map((h) => h.id)

describe('heroes: filter', () => {
  const list = [
    hero('yunus', { category: 'social', search: normalizeForSearch('ড. মুহাম্মদ ইউনূস Dr Muhammad Yunus Nobel নোবেল') }),
    hero('taher', { category: 'education', search: normalizeForSearch('ডক্টর সৈয়দ আবু তাহের Physicist পদার্থবিজ্ঞানী') }),
  ]
  it('matches a substring in either language, ignoring case', () => {
    expect(ids(filterHeroes(list, 'NOBEL', null))).toEqual(['yunus'])
    expect(ids(filterHeroes(list, 'পদার্থ', null))).toEqual(['taher'])
    expect(ids(filterHeroes(list, '  ', null))).toEqual(['yunus', 'taher'])
    expect(filterHeroes(list, 'nobody', null)).toEqual([])
  })
  it('filters by exact category, combined with the search', () => {
    expect(ids(filterHeroes(list, '', 'education'))).toEqual(['taher'])
    expect(filterHeroes(list, 'nobel', 'education')).toEqual([])
    expect(filterHeroes(list, '', 'health')).toEqual([])
  })
})

describe('heroes: sort', () => {
  const list = [
    hero('b', { featuredDate: '2025-01-01', nameRank: 1, yearsOfService: 5, achievements: ['1'] }),
    hero('a', { featuredDate: '2026-11-22', nameRank: 0, achievements: ['1', '2', '3'] }),
    hero('c', { featuredDate: '2026-03', nameRank: 2, yearsOfService: 30, achievements: ['1', '2'] }),
    hero('d', { featuredDate: '2026-11-22', nameRank: 3, achievements: ['1', '2', '3'] }),
  ]
  it('recent: newest featured date first; ties keep their order', () => {
    expect(ids(sortHeroes(list, 'recent'))).toEqual(['a', 'd', 'c', 'b'])
  })
  it('name: alphabetical rank', () => {
    expect(ids(sortHeroes(list, 'name'))).toEqual(['a', 'b', 'c', 'd'])
  })
  it('experience: most years first, unknown last', () => {
    expect(ids(sortHeroes(list, 'experience'))).toEqual(['c', 'b', 'a', 'd'])
  })
  it('achievements: most first; ties keep their order', () => {
    expect(ids(sortHeroes(list, 'achievements'))).toEqual(['a', 'd', 'c', 'b'])
  })
  it('does not change the list it was given', () => {
    sortHeroes(list, 'name')
    expect(ids(list)).toEqual(['b', 'a', 'c', 'd'])
  })
})

describe('heroes: URL values and storage', () => {
  it('parses the sort and category, defaulting to recent and all', () => {
    expect(parseHeroSort(null)).toBe('recent')
    expect(parseHeroSort('achievements')).toBe('achievements')
    expect(parseHeroSort('bogus')).toBe('recent')
    expect(parseHeroCategory('culture')).toBe('culture')
    expect(parseHeroCategory('')).toBeNull()
  })
  it('ranks names alphabetically in Bengali and English', () => {
    expect(nameRanks(['Srikar', 'anis', 'Faruk'], 'en-US')).toEqual([2, 0, 1])
    expect(nameRanks(['শ্রীকর', 'আনিসুল', 'ফারুক'], 'bn-BD')).toEqual([2, 0, 1])
  })
  it('reads the saved ids, ignoring anything unreadable', () => {
    expect(parseSavedHeroes('["a","b"]')).toEqual(['a', 'b'])
    expect(parseSavedHeroes('{"a":1}')).toEqual([])
    expect(parseSavedHeroes('not json')).toEqual([])
    expect(parseSavedHeroes(null)).toEqual([])
  })
})
