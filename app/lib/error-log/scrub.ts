/**
 * Secrets and addresses out of a message or a stack before the error log stores it (issue 46
 * §2, docs/operations.md "The error log"): each is replaced by a placeholder that says what was
 * there. Over-scrubbing costs a little detail; a token in the database is a leak.
 *
 * Every pattern starts only at the beginning of a run of its characters and has bounded
 * repetitions, so a long line costs linear time (no backtracking over a run from each of its
 * positions); what a pattern cannot decide alone (a token, a domain) its replacer checks.
 */

/** The longest text scrubbed; more is cut off first (the stored fields are shorter still). */
export const SCRUB_MAX_CHARS = 16_000

const SECRET_KEY = /pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|authorization|credential|private[_-]?key|session|signature|otp/i

type Replacement = [RegExp, string | ((match: string, ...groups: string[]) => string)]

// What carries its own marker first (a URL's password, an Authorization scheme, a cookie header),
// then secrets named as such (secretValues), then the rest.
const first: Replacement[] = [
  // A password (and user) in a URL: postgres://user:pass@host, https://key:secret@bucket.
  [/([a-z][a-z0-9+.-]{0,20}:\/\/)[^\s/@?#]{1,256}@/gi, '$1[credentials]@'],
  // Authorization schemes with their credentials.
  [/\b(Bearer|Basic|Digest|Token)(\s+)[A-Za-z0-9._~+/=-]{8,16000}/g, '$1$2[token]'],
  // A Cookie or Set-Cookie header's value, to the end of its line.
  [/\b((?:set-)?cookie)(["']?\s{0,4}[:=]\s{0,4})[^\n]{1,16000}/gi, '$1$2[cookie]'],
]
const then: Replacement[] = [
  // JSON Web Tokens, whose first parts are short.
  [/\beyJ[\w-]{2,16000}\.eyJ[\w-]{2,16000}\.[\w-]{0,16000}/g, '[token]'],
  // A query string after an address or path: what a reader typed or a link carried.
  [/(?<=[\w/\]%.-])\?[^\s"'<>()#]{1,16000}/g, (match) => (match.includes('=') ? '?[query]' : match)],
  // E-mail addresses (the domain must end in letters: name@1.2.3 is a package's version).
  [/(?<![\w.%+-])[\w.%+-]{1,64}@([A-Za-z0-9.-]{1,253})/g, (match, domain: string) =>
    /[A-Za-z0-9-]\.[A-Za-z]{2,24}$/.test(domain.replace(/\.+$/, '')) ? `[email]${domain.endsWith('.') ? '.' : ''}` : match],
  // UUIDs, long hexadecimal runs (keys, hashes, signed ids) and base64-like tokens.
  [/(?<![\w+/-])[\w+/-]{24,16000}={0,2}/g, token],
  // Phone numbers: Bangladeshi mobiles (01XXX-XXXXXX, +8801...), other numbers with a +, and
  // landlines written with their leading 0 (031-654321).
  [/(?<![\w+])(?:\+?88[\s-]?)?01[3-9]\d{2}[\s-]?\d{3}[\s-]?\d{3}(?!\d)/g, '[phone]'],
  [/(?<![\w+])\+\d[\d\s-]{6,16}\d(?!\d)/g, '[phone]'],
  [/(?<![\w.+-])0\d{1,4}[\s-]?\d{5,8}(?![\d.])/g, '[phone]'],
]

const HEX = /^[0-9a-f]+$/i
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** A run of letters, digits and + / _ - : a token if it looks random, else left as it is. */
function token(run: string): string {
  if (UUID.test(run)) {
    UUID.lastIndex = 0
    return run.replace(UUID, '[token]')
  }
  const bare = run.replace(/=+$/, '')
  if (HEX.test(bare) && /\d/.test(bare)) return '[hex]'
  // Long, with digits and both cases: a session token, a signature, a key. A path (with '/')
  // counts only its longest piece, so a file's path keeps its folders.
  const longest = bare.split('/').reduce((a, b) => (b.length > a.length ? b : a), '')
  const digits = longest.replace(/\D/g, '').length
  if (longest.length >= 32 && digits >= 2 && /[a-z]/.test(longest) && /[A-Z]/.test(longest)) return '[token]'
  if (longest.length >= 24 && HEX.test(longest) && digits > 0) return bare.split('/').map((part) => (HEX.test(part) && part.length >= 24 ? '[hex]' : part)).join('/')
  return run
}

// A name and what joins it to its value: `password=`, `"token": "`, `api_key: `.
const NAMED = /(?<![\w.-])([\w.-]{1,64})(["']?\s{0,4}[=:]\s{0,4}["']?)/g
const VALUE = /[^\s"'&;,)}\]]{1,16000}/y

/**
 * name=value or name: value where the name says it is a secret (password, token, session, ...).
 * A loop rather than one pattern: after a name that is not a secret the scan goes on inside its
 * value, where the next name may be one ("failed: password=...").
 */
function secretValues(text: string): string {
  let out = ''
  let from = 0
  NAMED.lastIndex = 0
  for (let match = NAMED.exec(text); match; match = NAMED.exec(text)) {
    const end = match.index + match[0].length
    if (!SECRET_KEY.test(match[1]!)) continue
    VALUE.lastIndex = end
    const value = VALUE.exec(text)
    if (!value) continue
    out += `${text.slice(from, end)}[secret]`
    from = end + value[0].length
    NAMED.lastIndex = from
  }
  return out + text.slice(from)
}

/** The text with secrets and addresses replaced by placeholders ([email], [phone], [token], ...). */
export function scrub(text: string): string {
  let out = text.length > SCRUB_MAX_CHARS ? text.slice(0, SCRUB_MAX_CHARS) : text
  out = apply(out, first)
  out = secretValues(out)
  return apply(out, then)
}

function apply(text: string, replacements: Replacement[]): string {
  let out = text
  for (const [pattern, replacement] of replacements) {
    out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement as (substring: string, ...args: string[]) => string)
  }
  return out
}
