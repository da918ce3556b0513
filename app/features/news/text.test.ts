import { describe, expect, it } from 'vitest'
import { canonicalUrl, excerpt, headlineKey, plainText } from './text'

describe('feed text', () => {
  it('keeps the words of a description and drops script, style and markup', () => {
    const html = '<p>হাটহাজারী <script>alert(1)</script><img src=x onerror=alert(2)> দুর্ঘটনা &amp; ক্ষতি</p><style>p{}</style>'
    expect(plainText(html)).toBe('হাটহাজারী দুর্ঘটনা & ক্ষতি')
    expect(plainText('&lt;b&gt;bold&lt;/b&gt; &amp;amp; more')).toBe('bold & more')
    expect(plainText('<em>Atom</em> title')).toBe('Atom title')
  })

  it('cuts excerpts between graphemes, never inside a Bengali conjunct', () => {
    const text = 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স '.repeat(20)
    const cut = excerpt(text, 25)
    expect(cut.endsWith('…')).toBe(true)
    expect(Array.from(cut).length).toBeLessThanOrEqual(26)
    // The last kept character is never a virama (্) left without its consonant.
    expect(cut.slice(0, -1).trimEnd()).not.toMatch(/্$/)
    expect(excerpt('short', 25)).toBe('short')
  })

  it('recognises one story under two links with tracking parameters', () => {
    expect(canonicalUrl('https://www.example.com/news/1/?utm_source=fb&utm_medium=x&id=3#top')).toBe('example.com/news/1?id=3')
    expect(canonicalUrl('http://example.com/news/1?id=3&fbclid=abc')).toBe('example.com/news/1?id=3')
    expect(canonicalUrl('javascript:alert(1)')).toBeNull()
    expect(canonicalUrl('/relative')).toBeNull()
  })

  it('compares headlines without case, spaces or punctuation', () => {
    expect(headlineKey('হাটহাজারীতে সড়ক দুর্ঘটনা!')).toBe(headlineKey('হাটহাজারীতে  সড়ক দুর্ঘটনা'))
    expect(headlineKey('Fire in Hathazari')).toBe(headlineKey('fire in hathazari.'))
  })
})
