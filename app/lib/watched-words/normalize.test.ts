import { describe, expect, it } from 'vitest'
import { domainKey, domainsIn, registrableDomain } from './domains'
import { foldForms, foldText } from './normalize'

const ZWJ = '\u200d'
const ZWNJ = '\u200c'

describe('foldText', () => {
  it('removes invisible characters wherever they are', () => {
    expect(foldText(`ca${ZWJ}si\u200bno`)).toBe('casino')
    expect(foldText(`c\u00adas\u2060i\ufeffno\u200e`)).toBe('casino')
    expect(foldText(`জু${ZWNJ}য়া`)).toBe(foldText('জুয়া'))
    expect(foldText(`ক্যা${ZWJ}সি${ZWNJ}নো`)).toBe(foldText('ক্যাসিনো'))
    // A variation selector after a letter.
    expect(foldText('casino\ufe0f')).toBe('casino')
  })

  it('keeps a Bengali word written with a joiner the same word as without (র‍্যাব)', () => {
    expect(foldText(`র${ZWJ}্যাব`)).toBe('র্যাব')
    expect(foldText(`ক্${ZWNJ}ষ`)).toBe('ক্ষ')
  })

  it('folds case, accents, full-width and mathematical letters', () => {
    expect(foldText('CASINO')).toBe('casino')
    expect(foldText('Càsíñö')).toBe('casino')
    expect(foldText('ｃａｓｉｎｏ')).toBe('casino')
    expect(foldText('𝐜𝐚𝐬𝐢𝐧𝐨')).toBe('casino')
    expect(foldText('ⓒⓐⓢⓘⓝⓞ')).toBe('casino')
  })

  it('folds digits and symbols that stand for letters, and i, l and 1 together', () => {
    expect(foldText('c4s1n0')).toBe('casino')
    expect(foldText('$3x')).toBe('sex')
    expect(foldText('c@sino')).toBe('casino')
    expect(foldText('7OP')).toBe('top')
    expect(foldText('loan')).toBe(foldText('1oan'))
    expect(foldText('loan')).toBe(foldText('|oan'.replace('|', 'l')))
    // "!" and "|" are letters only between letters.
    expect(foldText('cas!no')).toBe('casino')
    expect(foldText('casino!')).toBe('casino')
    expect(foldText('casino | bet')).toBe('casino bet')
  })

  it('folds Bengali digits to ASCII ones (and so to what they stand for)', () => {
    expect(foldText('০১৭১২৩৪৫৬৭৮')).toBe(foldText('01712345678'))
    expect(foldText('বেট৩৬৫')).toBe(`বেট ${foldText('365')}`)
  })

  it('folds Cyrillic and Greek look-alikes to Latin', () => {
    expect(foldText('саsinо')).toBe('casino') // с, а, о are Cyrillic
    expect(foldText('САЅІNО')).toBe('casino') // Cyrillic С А Ѕ І О
    expect(foldText('bοnus αpp')).toBe('bonus app') // Greek ο, α
    expect(foldText('рогn')).toBe('porn')
  })

  it('drops Bengali signs out of place, and keeps those in place', () => {
    // A vowel sign at the start of a word, a doubled vowel sign, a doubled hasanta.
    expect(foldText('ি ক্যাসিিনো')).toBe('ক্যাসিনো')
    expect(foldText('ক্্যাসিনো')).toBe('ক্যাসিনো')
    // Chandrabindu on a vowel and on a vowel sign is in place.
    expect(foldText('আঁকা চাঁদ')).toBe('আঁকা চাঁদ')
    // A nukta after a vowel is not.
    expect(foldText('অ়')).toBe('অ')
    // য় typed as one letter or as য + nukta is the same.
    expect(foldText('\u09df')).toBe(foldText('\u09af\u09bc'))
    expect(foldText('উৎসব')).toBe(foldText(`উত্${ZWJ}সব`))
  })

  it('drops a Latin accent standing alone', () => {
    expect(foldText('c\u0301 asino')).toBe('c asino')
  })

  it('treats every other character as a word boundary', () => {
    expect(foldText('earn—from…home 🎰 now!!')).toBe('earn from home now')
    expect(foldText('  ')).toBe('')
  })
})

describe('foldForms', () => {
  it('joins a Latin word spelled out with dots, dashes or single spaces, and keeps the words too', () => {
    expect(foldForms('c.a.s.i.n.o').joined).toBe(' casino ')
    expect(foldForms('c a s i n o').joined).toBe(' casino ')
    expect(foldForms('ca-si-no').joined).toBe(' casino ')
    expect(foldForms('ca si no').joined).toBe(' casino ')
    expect(foldForms('c.a.s.i.n.o').spaced).toBe(' c a s i n o ')
  })

  it('does not join real words', () => {
    expect(foldForms('the class ass').joined).toBe(' the ciass ass ')
    expect(foldForms('earn from home').joined).toBe(' earn from home ')
    // Dotted letters keep the space between their words.
    expect(foldForms('D.E.P.O.S.I.T B.O.N.U.S').joined).toBe(' deposit bonus ')
    // A Bengali word next to a Latin one stays apart.
    expect(foldForms('বেটিংbet').spaced).toBe(' বেটিং bet ')
  })

  it('squeezes out everything between letters, for Bengali', () => {
    expect(foldForms('ক্যা সি নো').squeezed).toBe('ক্যাসিনো')
    expect(foldForms('ক্যা-সি.নো').squeezed).toBe('ক্যাসিনো')
  })
})

describe('adversarial input finishes in one pass', () => {
  it('100,000 characters of "a.a.a.a"', () => {
    const text = 'a.'.repeat(50_000)
    const forms = foldForms(text)
    expect(forms.squeezed).toBe('a'.repeat(50_000))
    expect(forms.joined).toBe(` ${'a'.repeat(50_000)} `)
  })

  it('50,000 joiners, and marks with nothing to sit on', () => {
    expect(foldText(ZWJ.repeat(50_000))).toBe('')
    expect(foldText(`ক${ZWJ.repeat(50_000)}্যাসিনো`)).toBe('ক্যাসিনো')
    expect(foldText('\u09cd'.repeat(50_000))).toBe('')
    expect(foldText('\u0301'.repeat(50_000))).toBe('')
  })

  it('long runs of look-alike punctuation', () => {
    expect(foldText('!'.repeat(50_000))).toBe('')
    expect(foldText(`a${'!'.repeat(50_000)}b`)).toBe('a b')
  })
})

describe('link domains', () => {
  it('reads the registrable domain, with common two-part endings', () => {
    expect(registrableDomain('a.b.bet365.com')).toBe('bet365.com')
    expect(registrableDomain('www.hathazari.gov.bd')).toBe('hathazari.gov.bd')
    expect(registrableDomain('shop.example.co.uk')).toBe('example.co.uk')
    expect(registrableDomain('spam.blogspot.com')).toBe('spam.blogspot.com')
    expect(registrableDomain('3.14')).toBeNull()
    expect(registrableDomain('localhost')).toBeNull()
  })

  it('reads an admin entry written as a link', () => {
    expect(domainKey('https://www.Bet365.com/promo?x=1')).toBe('bet365.com')
    expect(domainKey('m.1xbet.com')).toBe('1xbet.com')
    expect(domainKey('not a domain')).toBeNull()
  })

  it('finds links however they are written', () => {
    const forms = [
      'https://bet365.com/ref', 'hxxps://bet365.com', 'bet365.com', 'www.bet365.com', 'BET365.COM', 'a.b.bet365.com/x',
      'bet365 dot com', 'bet365 (dot) com', 'bet365[.]com', 'bet365 [dot] com', 'bet365 . com', 'bet365dotcom',
      'bet365 ডট কম', 'bet৩৬৫.com', `bet365${ZWJ}.com`, 'ｂｅｔ３６５．ｃｏｍ', 'mail me at x@bet365.com',
    ]
    for (const form of forms) expect(domainsIn(`visit ${form} now`), form).toContain('bet365.com')
  })

  it('does not take numbers or ordinary sentences for links', () => {
    expect(domainsIn('দাম 3.5 টাকা, ওজন 1.25 কেজি')).toEqual([])
    expect(domainsIn('ভিজিট করুন hathazari.gov.bd')).toEqual(['hathazari.gov.bd'])
  })

  it('handles a 100,000-character host-like run', () => {
    expect(domainsIn(`${'a.'.repeat(50_000)}bet365.com`)).toEqual(['bet365.com'])
    // "dot dot dot" reads as a name; harmless, since only names on the list count.
    expect(domainsIn(' dot '.repeat(20_000))).toEqual(['dot.dot'])
    expect(domainsIn(' . '.repeat(30_000))).toEqual([])
    expect(domainsIn('[.]'.repeat(30_000))).toEqual([])
  })
})
