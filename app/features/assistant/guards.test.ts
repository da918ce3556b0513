import { describe, expect, it } from 'vitest'
import { CitationFilter } from './citations'
import { digitsOf, NumberGuard, numbersIn } from './number-guard'

/** Feeds text in small pieces, as a model streams it. */
function stream(filter: { push: (t: string) => string; end: () => string }, text: string, size = 3) {
  let out = ''
  for (let i = 0; i < text.length; i += size) out += filter.push(text.slice(i, i + size))
  return out + filter.end()
}

describe('citations while streaming', () => {
  it('keeps markers that point at a source, even when split across chunks', () => {
    const filter = new CitationFilter(3)
    expect(stream(filter, 'The complex is on the highway [1]. Call 999 [3].', 1)).toBe('The complex is on the highway [1]. Call 999 [3].')
    expect([...filter.cited]).toEqual([1, 3])
  })

  it('drops numbers that point at no source and normalises lists and [ID:n]', () => {
    const filter = new CitationFilter(2)
    expect(stream(filter, 'A [7] B [1, 2] C [ID:2] D [0]', 2)).toBe('A  B [1][2] C [2] D ')
    expect(filter.dropped).toBe(2)
    expect([...filter.cited].sort()).toEqual([1, 2])
  })

  it('lets other brackets through, and a marker cut off at the end is not shown', () => {
    expect(stream(new CitationFilter(2), 'see [note] and [a-b]')).toBe('see [note] and [a-b]')
    expect(stream(new CitationFilter(2), 'the end [1')).toBe('the end ')
  })
})

describe('the number guard', () => {
  const guard = (sources: Record<number, string[]>) => new NumberGuard({
    sourceNumbers: new Map(Object.entries(sources).map(([n, texts]) => [Number(n), numbersIn(texts)])),
    hotlines: new Set(['999', '102', '16263']),
    note: '[removed]',
  })

  it('removes an invented mobile number, in Latin or Bengali digits, however it is split', () => {
    const g = guard({ 1: ['Hathazari Upazila Health Complex, Chattogram-Nazirhat road'] })
    expect(stream(g, 'Call 01711-000000 for the complex [1].', 2)).toBe('Call [removed] for the complex [1].')
    const b = guard({ 1: ['হাটহাজারী থানা'] })
    expect(stream(b, 'থানার নম্বর ০১৭১১০০০০০০ [1]।', 1)).toBe('থানার নম্বর [removed] [1]।')
    expect(g.caught).toEqual(['01711-000000'])
  })

  it('keeps a number the cited record gives, and the national hotlines without a citation', () => {
    const g = guard({ 1: ['Phone: 031-2600001'], 2: ['Phone: 01819-123456'] })
    expect(stream(g, 'Ring 031-2600001 [1]. In danger call 999. Health advice: 16263.')).toBe('Ring 031-2600001 [1]. In danger call 999. Health advice: 16263.')
  })

  it('removes a number of a record the sentence does not cite, and the closed fire number 16163', () => {
    const g = guard({ 1: ['Phone: 031-2600001'], 2: ['Phone: 01819-123456'] })
    expect(stream(g, 'Ring 01819-123456 [1]. The fire number 16163 is closed; call 102.')).toBe('Ring [removed] [1]. The fire number [removed] is closed; call 102.')
  })

  it('leaves years, counts, areas and populations alone', () => {
    const g = guard({})
    const text = 'Founded in 1901, it has 14 unions, 251.1 km² and 4,31,748 people (2011), ৯৯ গ্রাম।'
    expect(stream(g, text)).toBe(text)
    expect(g.caught).toEqual([])
  })

  it('reads numbers as digits, Bengali and with the country code', () => {
    expect(digitsOf('+880 1711-000000')).toBe('01711000000')
    expect(digitsOf('০১৭১১-০০০০০০')).toBe('01711000000')
  })
})
