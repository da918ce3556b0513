import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { renderRss, rssDate, w3cDate, xmlEscape } from './xml.server'

describe('xmlEscape', () => {
  it('escapes markup and quotes, and drops what XML 1.0 cannot carry', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;')
    expect(xmlEscape('a\u0000b\u0007c\u000bd\u001fe\ufffef\uffff')).toBe('abcdef')
    // Tab, newline and carriage return stay; so do Bengali and a whole emoji; a lone surrogate goes.
    expect(xmlEscape('হাটহাজারী\t1\n2\r3 😀')).toBe('হাটহাজারী\t1\n2\r3 😀')
    expect(xmlEscape('x\ud800y\udc00z')).toBe('xyz')
  })
})

describe('dates', () => {
  it('RFC 822 for RSS, W3C to the second for a sitemap', () => {
    expect(rssDate('2026-11-24T10:00:00.123Z')).toBe('Tue, 24 Nov 2026 10:00:00 GMT')
    expect(w3cDate(new Date('2026-11-24T10:00:00.123Z'))).toBe('2026-11-24T10:00:00Z')
  })
})

describe('renderRss', () => {
  it('writes a well-formed RSS 2.0 document whatever the text', () => {
    const nasty = 'x\u0000<![CDATA[ ]]> </item> &amp; \ud800!'
    const xml = renderRss({
      title: nasty, link: 'https://example.org/?a=1&b=2', self: 'https://example.org/feed.xml', description: nasty, language: 'bn',
      items: [{ title: nasty, link: 'https://example.org/1?a&b', guid: 'https://example.org/1?a&b', guidIsPermaLink: true, published: '2026-11-24T10:00:00Z', description: nasty, creator: nasty, categories: [nasty], source: { name: nasty, url: 'https://o.example/feed?x="1"' } }],
    })
    expect(XMLValidator.validate(xml)).toBe(true)
    const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(xml)
    expect(rss['@version']).toBe('2.0')
    expect(rss.channel.item.title).toBe('x<![CDATA[ ]]> </item> &amp; !')
    expect(rss.channel.item.link).toBe('https://example.org/1?a&b')
    expect(rss.channel.item.source['@url']).toBe('https://o.example/feed?x="1"')
    expect(rss.channel.lastBuildDate).toBe('Tue, 24 Nov 2026 10:00:00 GMT')
  })
})
