import { describe, expect, it } from 'vitest'
import { keysAt, matchAt, mentionKey, mentionStarts, MAX_AT_SIGNS } from './text'

describe('mention keys', () => {
  it('drop invisible characters, make one space of every run, trim, and lower-case A-Z only', () => {
    expect(mentionKey('  Abdur\u00a0\u2003 Ra\u200bhim\u200d ')).toBe('abdur rahim')
    expect(mentionKey('রহিম\u200c উদ্দিন')).toBe('রহিম উদ্দিন')
    expect(mentionKey('Émile')).toBe('Émile')
    expect(mentionKey('\u200b\u2060')).toBe('')
  })
})

describe('"@" in a text', () => {
  it('starts a name after a space, punctuation or the start, not inside a word or an address; at most 50 looked at', () => {
    const text = '@করিম, (@রহিম) karim@example.com ক@খ'
    expect(mentionStarts(text).map((i) => text.slice(i, i + 4))).toEqual(['করিম', 'রহিম'])
    expect(mentionStarts('@a '.repeat(200))).toHaveLength(MAX_AT_SIGNS)
  })

  it('matches a name up to the end, a space or punctuation, with invisible characters and extra spaces in the text', () => {
    const text = '@Abdur  Ra\u200bhim\u200b, আপনি?'
    const end = matchAt(text, 1, 'abdur rahim')
    expect(text.slice(1, end)).toBe('Abdur  Ra\u200bhim\u200b')
    expect(matchAt('@Abdur Rahimullah', 1, 'abdur rahim')).toBe(-1)
    expect(matchAt('@রহিমকে', 1, 'রহিম')).toBe(-1)
    expect(matchAt('@রহিম।', 1, 'রহিম')).toBe(5)
    expect(matchAt('@ রহিম', 1, 'রহিম')).toBe(-1)
  })

  it('offers every name that could follow, nearest first, within one line', () => {
    expect(keysAt('@Rahim ভাই, আপনি\nজানেন', 1)).toEqual(['rahim', 'rahim ভাই', 'rahim ভাই,', 'rahim ভাই, আপনি'])
    expect(keysAt('@ Rahim', 1)).toEqual([])
    expect(keysAt('@<b>x</b>', 1)).toEqual(['<b', '<b>x', '<b>x<', '<b>x</b', '<b>x</b>'])
    expect(keysAt(`@${'ক '.repeat(30)}`, 1)).toHaveLength(12)
  })
})
