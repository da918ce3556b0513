import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fingerprintOf } from '#app/lib/watched-words/fingerprint.server'
import { buildMatcher, entryKey, type WatchedWord } from '#app/lib/watched-words/match'
import { starterList } from './starter-list'

let nextId = 1
const word = (pattern: string, action: WatchedWord['action'] = 'block', rule: WatchedWord['rule'] = 'other', kind: WatchedWord['kind'] = 'word'): WatchedWord =>
  ({ id: nextId++, kind, pattern, action, rule })

describe('the matcher', () => {
  it('matches Latin words only as whole words (class, assistant and Scunthorpe are not "ass" or "cunt")', () => {
    const matcher = buildMatcher([word('ass'), word('cunt')])
    for (const text of ['our class starts at nine', 'a teaching assistant', 'Scunthorpe United', 'bass guitar', 'passenger train']) {
      expect(matcher.match([text]), text).toBeNull()
    }
    expect(matcher.match(['what an ass'])?.matched).toEqual(['ass'])
    expect(matcher.match(['A.S.S'])?.matched).toEqual(['ass'])
  })

  it('matches Bengali inside words, and across spaces put between its letters', () => {
    const matcher = buildMatcher([word('ক্যাসিনো', 'review', 'betting')])
    expect(matcher.match(['ক্যাসিনোর মালিক'])).toMatchObject({ action: 'review', rule: 'betting' })
    expect(matcher.match(['ক্যা সি নো'])).toMatchObject({ action: 'review' })
    expect(matcher.match(['ক্যা\u200dসি\u200cনো'])).toMatchObject({ action: 'review' })
    expect(matcher.match(['ক্যাম্প'])).toBeNull()
  })

  it('matches a phrase only with its words in order', () => {
    const matcher = buildMatcher([word('earn from home', 'review', 'scam', 'phrase')])
    expect(matcher.match(['EARN-FROM-HOME today'])?.action).toBe('review')
    expect(matcher.match(['e a r n from h.o.m.e'])?.action).toBe('review')
    expect(matcher.match(['from home I earn'])).toBeNull()
    expect(matcher.match(['learn from homework'])).toBeNull()
  })

  it('gives the strongest action, its rule, and every entry matched', () => {
    const matcher = buildMatcher([word('casino', 'flag', 'betting'), word('sex video', 'block', 'adult', 'phrase'), word('loan', 'review', 'loans')])
    const found = matcher.match(['casino loan', null, undefined, 'free sex video'])
    expect(found).toMatchObject({ action: 'block', rule: 'adult' })
    expect(found?.matched).toEqual(['sex video', 'loan', 'casino'])
    expect(matcher.match(['casino and loan'])).toMatchObject({ action: 'review', rule: 'loans' })
    expect(matcher.match([])).toBeNull()
  })

  it('matches link domains on the registrable domain', () => {
    const matcher = buildMatcher([word('bet365.com', 'block', 'betting', 'domain'), word('https://www.Spam.example.co.uk/x', 'review', 'scam', 'domain')])
    expect(matcher.match(['join at hxxps://promo.bet365[.]com'])?.action).toBe('block')
    expect(matcher.match(['see example.co.uk'])?.action).toBe('review')
    expect(matcher.match(['bet365 is a company'])).toBeNull()
    expect(matcher.match(['notbet365.com'])).toBeNull()
  })

  it('skips entries with nothing to match', () => {
    expect(entryKey('word', '!!! ...')).toBeNull()
    expect(entryKey('domain', 'casino')).toBeNull()
    expect(buildMatcher([word('!!!'), word('casino', 'flag', 'betting', 'domain')]).size).toBe(0)
  })

  it('finds every one of many overlapping entries', () => {
    const list = ['he', 'she', 'his', 'hers', 'ushers'].map((pattern) => word(pattern, 'flag'))
    expect(buildMatcher(list).match(['ushers'])?.matched.sort()).toEqual(['ushers'])
    const bengali = ['আয়', 'ঘরে বসে আয়', 'বসে'].map((pattern) => word(pattern, 'flag', 'scam', 'phrase'))
    expect(buildMatcher(bengali).match(['ঘরে বসে আয় করুন'])?.matched.sort()).toEqual(['আয়', 'ঘরে বসে আয়', 'বসে'].sort())
  })

  it('answers adversarial texts correctly (one step a character, however many entries match)', () => {
    const list = Array.from({ length: 100 }, (_, i) => word('abc '.repeat(i + 1).trim(), 'flag', 'other', 'phrase'))
    list.push(word('আ'.repeat(50), 'review', 'other', 'phrase'))
    list.push(word('aaaa', 'review', 'other', 'word'))
    const matcher = buildMatcher(list)
    const started = Date.now()
    expect(matcher.match(['abc '.repeat(30_000)])?.entries.length).toBe(100)
    expect(matcher.match(['abc.'.repeat(30_000)])?.entries.length).toBe(100)
    // Spelled out, "a.a.a.a" is one long word: not "aaaa".
    expect(matcher.match(['a.'.repeat(50_000)])).toBeNull()
    expect(matcher.match(['a.a.a.a'])?.matched).toEqual(['aaaa'])
    expect(matcher.match(['আ'.repeat(100_000)])?.action).toBe('review')
    expect(matcher.match(['\u200d'.repeat(50_000)])).toBeNull()
    // A generous sanity bound (the bench measures): a quadratic matcher would take minutes.
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('builds a matcher of 10,000 entries and still finds each kind', () => {
    const list: WatchedWord[] = []
    for (let i = 0; i < 10_000; i++) {
      const kind = i % 3 === 0 ? 'domain' : i % 3 === 1 ? 'word' : 'phrase'
      list.push(word(kind === 'domain' ? `spam${i}.com` : kind === 'word' ? `spamword${i}` : `বিজ্ঞাপন নম্বর ${i}`, 'review', 'other', kind))
    }
    const matcher = buildMatcher(list)
    expect(matcher.size).toBe(10_000)
    expect(matcher.match(['see spam9999.com']) !== null).toBe(true)
    expect(matcher.match(['SPAMWORD10'])?.matched).toEqual(['spamword10'])
    expect(matcher.match(['বিজ্ঞাপন নম্বর 5'])?.matched).toContain('বিজ্ঞাপন নম্বর 5')
    expect(matcher.match(['একটি সাধারণ প্রশ্ন'])).toBeNull()
  })
})

describe('fingerprintOf', () => {
  it('is the same for the same advert however it is spelled, and differs for another text', () => {
    const one = fingerprintOf('ঘরে বসে আয় করুন! যোগাযোগ ০১৭১২৩৪৫৬৭৮')
    expect(fingerprintOf('ঘরে  বসে\u200d আয় করুন... যোগাযোগ 01712345678')).toBe(one)
    expect(fingerprintOf('EARN from home')).toBe(fingerprintOf('earn-from-h0me'))
    expect(fingerprintOf('ঘরে বসে আয় করুন')).not.toBe(one)
    expect(one).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('the starter list', () => {
  it('is what migration 0028 seeds, entry for entry', () => {
    const migration = readFileSync(join(process.cwd(), 'db/migrations/0029_watched_words_starter.sql'), 'utf8')
    const rows = [...migration.matchAll(/\('(word|phrase|domain)', '((?:[^']|'')*)', '(block|review|flag)', '(\w+)'\)/g)]
      .map(([, kind, pattern, action, rule]) => ({ kind, pattern: pattern!.replaceAll("''", "'"), action, rule }))
    expect(rows).toEqual(starterList.map(({ kind, pattern, action, rule }) => ({ kind, pattern, action, rule })))
  })

  it('has entries that can match, no two alike once folded, and fit the table', () => {
    const keys = starterList.map((entry) => entryKey(entry.kind, entry.pattern))
    expect(keys.every(Boolean)).toBe(true)
    expect(new Set(keys.map((key) => `${key!.where}:${key!.key}`)).size).toBe(starterList.length)
    for (const entry of starterList) expect([...entry.pattern].length).toBeLessThanOrEqual(100)
  })

  it('blocks only phrases and domains, never a single ambiguous word', () => {
    for (const entry of starterList.filter((e) => e.kind === 'word')) expect(entry.action, entry.pattern).not.toBe('block')
  })
})
