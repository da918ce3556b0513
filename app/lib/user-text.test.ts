import { describe, expect, test } from 'vitest'
import { charCount, cleanText, isBlank } from './user-text'

describe('text people type', () => {
  test('NUL and other control characters are removed; tabs and line breaks stay', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef')
    expect(cleanText('line one\r\nline two\rthree\tend')).toBe('line one\nline two\nthree\tend')
  })

  test('normalised before it is counted: 100 × ড় is 200 code points, as the database counts it', () => {
    const typed = '\u09dc'.repeat(100)
    expect(charCount(typed)).toBe(100)
    const stored = cleanText(typed)
    expect(stored).toBe('\u09a1\u09bc'.repeat(100))
    expect(charCount(stored)).toBe(200)
    // Either way of typing it is the same string once cleaned.
    expect(cleanText('\u09a1\u09bc')).toBe(cleanText('\u09dc'))
  })

  test('only invisible characters counts as blank; Bengali with joiners does not', () => {
    for (const blank of ['', '   ', '\u200b\u200b', '\u200c\u200d', '\ufeff', '\u2060', '\u3164', '\u2800', ' \u00ad\n\t', '\u200e\u200f']) {
      expect(isBlank(blank), JSON.stringify(blank)).toBe(true)
    }
    for (const visible of ['ক', 'র‍্যাব', 'a', '·', '😀', '৯৯৯']) expect(isBlank(visible), visible).toBe(false)
  })
})
