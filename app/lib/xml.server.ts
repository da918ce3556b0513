/**
 * Writing XML the site publishes (the sitemap, the RSS feeds): escaping, dates, the RSS 2.0
 * document. Everything that goes into an element or attribute passes through `xmlEscape`, which
 * also drops what XML 1.0 cannot carry at all (control characters, lone surrogates), so no post
 * or headline can make a document a reader refuses.
 */

// Not allowed in XML 1.0 even as a character reference: C0 controls but tab, newline and
// carriage return; lone surrogates; U+FFFE and U+FFFF.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text for an element's content or an attribute's value (double or single quoted). */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => entities[c]!)
}

/** A date as RSS 2.0 wants it (RFC 822): "Tue, 24 Nov 2026 10:00:00 GMT". */
export function rssDate(value: Date | string): string {
  return new Date(value).toUTCString()
}

/** A time as a sitemap's lastmod (W3C Datetime, to the second): "2026-11-24T10:00:00Z". */
export function w3cDate(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export interface RssChannel {
  title: string
  /** The page the feed is of (absolute). */
  link: string
  /** The feed's own address (absolute): `atom:link rel="self"`. */
  self: string
  description: string
  /** `bn` or `en`. */
  language: string
  items: RssItem[]
}

export interface RssItem {
  title: string
  link: string
  /** A stable id; a permalink when it is the item's address. */
  guid: string
  guidIsPermaLink: boolean
  published: Date | string
  /** Plain text: escaped here, never read as HTML. */
  description: string
  /** Who wrote it, by name (`dc:creator`): never an e-mail address. */
  creator?: string
  categories?: string[]
  /** Where it came from: the name and feed address of another publication (RSS `source`). */
  source?: { name: string; url: string }
}

/** An RSS 2.0 document. */
export function renderRss(channel: RssChannel): string {
  const e = xmlEscape
  const newest = channel.items.reduce<number | null>((max, item) => Math.max(max ?? 0, new Date(item.published).getTime()), null)
  const items = channel.items.map((item) => [
    '<item>',
    `<title>${e(item.title)}</title>`,
    `<link>${e(item.link)}</link>`,
    `<guid isPermaLink="${item.guidIsPermaLink}">${e(item.guid)}</guid>`,
    `<pubDate>${rssDate(item.published)}</pubDate>`,
    item.creator ? `<dc:creator>${e(item.creator)}</dc:creator>` : '',
    ...(item.categories ?? []).map((category) => `<category>${e(category)}</category>`),
    item.source ? `<source url="${e(item.source.url)}">${e(item.source.name)}</source>` : '',
    `<description>${e(item.description)}</description>`,
    '</item>',
  ].join(''))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${e(channel.title)}</title>`,
    `<link>${e(channel.link)}</link>`,
    `<atom:link href="${e(channel.self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${e(channel.description)}</description>`,
    `<language>${e(channel.language)}</language>`,
    newest !== null ? `<lastBuildDate>${rssDate(new Date(newest))}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** How long a feed or sitemap may be kept for HTTP caches: readers and crawlers ask again after five minutes. */
export const XML_CACHE_CONTROL = 'public, max-age=300'

/** The HTTP response for an RSS feed. */
export function rssResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': XML_CACHE_CONTROL },
  })
}

/** A plain 404 for a feed or sitemap address that names nothing. */
export function xmlNotFound(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
