import { describe, expect, it } from 'vitest'
import { matchesQuery, normalizeForSearch } from './text'

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
