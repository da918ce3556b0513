import { describe, expect, it } from 'vitest'
import { diffWords } from './word-diff.server'

const joined = (parts: ReturnType<typeof diffWords>, keep: 'before' | 'after') =>
  parts.filter((p) => p.kind === 'same' || p.kind === (keep === 'after' ? 'added' : 'removed')).map((p) => p.text).join('')

describe('diffWords', () => {
  it('marks the words changed, kept whole, and gives the new text back exactly', () => {
    const parts = diffWords('নম্বর ০১৭১১ এ ফোন করুন', 'নম্বর ০১৮১৯ এ ফোন করুন, রাতেও')
    expect(parts).toEqual([
      { kind: 'same', text: 'নম্বর ' }, { kind: 'removed', text: '০১৭১১ ' }, { kind: 'added', text: '০১৮১৯ ' },
      { kind: 'same', text: 'এ ফোন ' }, { kind: 'removed', text: 'করুন' }, { kind: 'added', text: 'করুন, রাতেও' },
    ])
    expect(joined(parts, 'after')).toBe('নম্বর ০১৮১৯ এ ফোন করুন, রাতেও')
  })

  it('does not mark a word for the space after it, and handles empty texts', () => {
    expect(diffWords('শেষ', 'শেষ\nআরও')).toEqual([{ kind: 'same', text: 'শেষ\n' }, { kind: 'added', text: 'আরও' }])
    expect(diffWords('', 'নতুন')).toEqual([{ kind: 'added', text: 'নতুন' }])
    expect(diffWords('পুরোনো', '')).toEqual([{ kind: 'removed', text: 'পুরোনো' }])
    expect(diffWords('', '')).toEqual([])
  })

  it('keeps markup as text: a diff is never HTML', () => {
    const parts = diffWords('hello', '<img src=x onerror=alert(1)> hello')
    expect(parts).toEqual([{ kind: 'added', text: '<img src=x onerror=alert(1)> ' }, { kind: 'same', text: 'hello' }])
  })

  it('shows a change too large to compare word by word as removed and added whole', () => {
    const before = Array.from({ length: 1200 }, (_, i) => `a${i}`).join(' ')
    const after = Array.from({ length: 1200 }, (_, i) => `b${i}`).join(' ')
    const started = performance.now()
    const parts = diffWords(before, after)
    expect(performance.now() - started).toBeLessThan(500)
    expect(parts).toEqual([{ kind: 'removed', text: before }, { kind: 'added', text: after }])
    // Ten thousand characters changed in a few places: still word by word.
    const long = Array.from({ length: 1500 }, (_, i) => `w${i}`).join(' ')
    const edited = long.replace('w700', 'x700').replace('w10 ', '')
    expect(joined(diffWords(long, edited), 'after')).toBe(edited)
    expect(joined(diffWords(long, edited), 'before')).toBe(long)
  })
})
