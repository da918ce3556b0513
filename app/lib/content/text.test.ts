import { describe, expect, it } from 'vitest'
import { matchesQuery, nameLang, normalizeForSearch } from './text'

describe('content text matching', () => {
  it('matches case-insensitively in either language', () => {
    const name = { bn: 'সোনালী ব্যাংক', en: 'Sonali Bank' }
    expect(matchesQuery('sonali', [name])).toBe(true)
    expect(matchesQuery('সোনালী', [name])).toBe(true)
    expect(matchesQuery('janata', [name])).toBe(false)
  })

  it('keeps Bengali vowel signs and normalises composed forms', () => {
    // য় written as য + nukta (decomposed) matches the composed character.
    expect(matchesQuery('য\u09BC', ['হাটহাজারী উপজেলায়'])).toBe(true)
    expect(normalizeForSearch('  হাটহাজারী   উপজেলা ')).toBe('হাটহাজারী উপজেলা')
  })

  it('treats a blank query as matching everything', () => {
    expect(matchesQuery('   ', ['anything'])).toBe(true)
  })
})

describe('the language a name is written in', () => {
  it('is read from its script, the page\'s when it has no letters', () => {
    expect(nameLang('Janasheba Pharmacy', 'bn')).toBe('en')
    expect(nameLang('হাটহাজারী মডেল থানা', 'en')).toBe('bn')
    expect(nameLang('এটিএম (নামহীন)', 'bn')).toBe('bn')
    expect(nameLang('ATM (unnamed)', 'en')).toBe('en')
    // A Bengali name with a Latin abbreviation in it is still Bengali.
    expect(nameLang('ব্র্যাক ব্যাংক (BRAC)', 'en')).toBe('bn')
    expect(nameLang('৯৯৯', 'bn')).toBe('bn')
    expect(nameLang('999', 'en')).toBe('en')
  })
})
