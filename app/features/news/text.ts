import { decode } from 'html-entities'

/**
 * Feed text made safe to show as text: tags removed (with the content of script and style), entities
 * decoded, spaces collapsed. The result is only ever rendered as text, never as HTML.
 */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style|noscript|iframe)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
  // Decoded twice at most: feeds often escape their HTML once inside CDATA ("&amp;amp;").
  const decoded = decode(decode(withoutTags)).replace(/<[^>]*>/g, ' ')
  return decoded.replace(/\s+/g, ' ').trim()
}

const segmenter = new Intl.Segmenter('bn', { granularity: 'grapheme' })

/** At most `max` characters, cut between graphemes (a plain slice breaks Bengali conjuncts), with "…". */
export function excerpt(text: string, max = 220): string {
  if (text.length <= max) return text
  let length = 0
  let lastSpace = 0
  for (const { segment, index } of segmenter.segment(text)) {
    if (index + segment.length > max - 1) break
    length = index + segment.length
    if (/\s/.test(segment)) lastSpace = index
  }
  // Prefer to end on a word, if one ends in the last fifth.
  const end = lastSpace > length * 0.8 ? lastSpace : length
  return `${text.slice(0, end).trimEnd()}…`
}

const tracking = /^(utm_[a-z]+|fbclid|gclid|igshid|mc_cid|mc_eid|ref|ref_src|cmpid)$/i

/** A story's link without tracking parameters or fragment, for dedupe (null when not http(s)). */
export function canonicalUrl(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  for (const key of [...url.searchParams.keys()]) if (tracking.test(key)) url.searchParams.delete(key)
  url.hash = ''
  url.hostname = url.hostname.replace(/^www\./, '')
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const query = url.searchParams.toString()
  return `${url.hostname}${path}${query ? `?${query}` : ''}`
}

/** A headline reduced for comparison: lower case, letters and digits only (Bengali marks kept). */
export function headlineKey(title: string): string {
  return title.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '')
}
