/*
 * Link domains in a text, the way a spammer writes them so that a reader can still type them:
 * with or without a scheme (http, https, hxxp: the scheme is not read at all), "www.", "example
 * dot com", "example[.]com", "example (dot) com", Bengali "example ডট কম", spaces around the dot.
 * Compared on the registrable domain: a.b.bet365.com is bet365.com. Pure and linear: every
 * regular expression here has bounded repetition only, and each host is cut to DNS's 253 characters.
 */

// Two-label public suffixes a Bangladeshi reader meets, and hosting platforms where each
// subdomain is someone else's site (a small part of the Public Suffix List; no dependency).
const TWO_LABEL_SUFFIXES = new Set([
  'com.bd', 'net.bd', 'org.bd', 'gov.bd', 'edu.bd', 'ac.bd', 'mil.bd', 'info.bd', 'co.bd', 'sch.bd', 'tv.bd',
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'ltd.uk', 'plc.uk',
  'co.in', 'net.in', 'org.in', 'gov.in', 'ac.in', 'firm.in', 'gen.in', 'ind.in',
  'com.pk', 'com.np', 'com.lk', 'com.my', 'com.sg', 'com.au', 'net.au', 'org.au', 'co.nz', 'co.jp', 'co.kr',
  'com.br', 'com.cn', 'com.hk', 'com.tr', 'co.id', 'com.ng', 'co.za', 'com.sa', 'com.ph', 'com.vn', 'com.mx',
  'blogspot.com', 'github.io', 'gitlab.io', 'netlify.app', 'vercel.app', 'web.app', 'firebaseapp.com', 'pages.dev',
  'workers.dev', 'herokuapp.com', 'wixsite.com', 'weebly.com', 'wordpress.com', 'tumblr.com', 'glitch.me', 'onrender.com',
])

/** The registrable domain of a host name ("a.b.bet365.com" → "bet365.com"), or null if it is not one. */
export function registrableDomain(host: string): string | null {
  const labels = host.toLowerCase().split('.').filter(Boolean)
  if (labels.length < 2) return null
  const tld = labels[labels.length - 1]!
  // A top-level domain is letters (or an IDN's xn--): "3.14" and 10.0.0.1 are not links.
  if (!/^(?:[a-z]{2,24}|xn--[a-z0-9-]{1,59})$/.test(tld)) return null
  for (const label of labels) if (label.length > 63 || label.startsWith('-') || label.endsWith('-')) return null
  const suffixLabels = labels.length >= 3 && TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 2 : 1
  return labels.slice(-(suffixLabels + 1)).join('.')
}

/**
 * An admin's domain entry as a host: "https://www.Bet365.com/x" → "bet365.com" (its registrable
 * domain), or null if it names none.
 */
export function domainKey(pattern: string): string | null {
  let host = pattern.trim().toLowerCase().normalize('NFKC')
  const scheme = host.indexOf('://')
  if (scheme >= 0) host = host.slice(scheme + 3)
  host = host.split(/[/?#@:\s]/)[0] ?? ''
  if (!/^[a-z0-9.-]+$/.test(host)) return null
  return registrableDomain(host)
}

const INVISIBLE = /[\p{Cf}\u034f\ufe00-\ufe0f]/gu
// A dot written out: "[.]", "(.)", "{dot}", "<dot>", "[ডট]", with at most two spaces inside and around.
const BRACKETED_DOT = / {0,2}[[({<] {0,2}(?:\.|dot|ডট) {0,2}[\])}>] {0,2}/g
// "dot" as a word between two parts of a name: "example dot com", "example (dot) com" is above.
const SPELLED_DOT = /([a-z0-9]) {1,3}dot {1,3}(?=[a-z0-9])/g
// Run together: "bet365dotcom".
const RUN_DOT = /([a-z0-9])dot(?=(?:com|net|org|info|xyz|top|bd|in|io|co|me|live|vip|club|site|online|bet|win)\b)/g
// Bengali: "ডট কম" is ".com"; the other common endings spelled in Bengali; and ডট alone is a dot.
const BENGALI_ENDINGS: Array<[RegExp, string]> = [
  [/ {0,3}ডট {0,3}কম/g, '.com'],
  [/ {0,3}ডট {0,3}নেট/g, '.net'],
  [/ {0,3}ডট {0,3}অর্গ/g, '.org'],
  [/ {0,3}ডট {0,3}বিডি/g, '.bd'],
  [/ {0,3}ডট {0,3}ইনফো/g, '.info'],
  [/ {0,3}ডট {0,3}(?=[a-z0-9])/g, '.'],
]
// Spaces around a dot inside a name: "bet365 . com", "bet365. com".
const SPACED_DOT = /([a-z0-9]) {0,2}[.。] {0,2}(?=[a-z0-9])/g

const HOST_CHAR = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d

/** The registrable domains of every link or domain-like name in a text (no repeats). */
export function domainsIn(text: string): string[] {
  let prepared = text.replace(INVISIBLE, '').normalize('NFKC').toLowerCase()
  // Bengali digits are digits.
  prepared = prepared.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
  prepared = prepared.replace(BRACKETED_DOT, '.').replace(SPELLED_DOT, '$1.').replace(RUN_DOT, '$1.')
  for (const [pattern, dot] of BENGALI_ENDINGS) prepared = prepared.replace(pattern, dot)
  prepared = prepared.replace(SPACED_DOT, '$1.')

  const found = new Set<string>()
  let start = -1
  for (let i = 0; i <= prepared.length; i++) {
    const inHost = i < prepared.length && HOST_CHAR(prepared.charCodeAt(i))
    if (inHost && start < 0) start = i
    if (!inHost && start >= 0) {
      // A name is at most 253 characters: of a longer run, its end is the name.
      const run = prepared.slice(Math.max(start, i - 253), i)
      if (run.includes('.')) {
        const domain = registrableDomain(run.replace(/^[.-]+|[.-]+$/g, ''))
        if (domain) found.add(domain)
      }
      start = -1
    }
  }
  return [...found]
}
