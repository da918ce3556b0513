/**
 * The one reader of a request's Cookie header, for the app (React Router's Request) and the
 * server's middleware (Express's headers) alike.
 */

let lastHeader: string | undefined
let lastCookies: ReadonlyMap<string, string> = new Map()

/**
 * A Cookie header's cookies by name, values as sent (not decoded). A part without `=` is a
 * cookie with an empty value; when a name repeats, the first wins (browsers send the cookie of
 * the most specific path first). The last header read is remembered: a page asks for several
 * cookies of the same request in a row.
 */
export function parseCookieHeader(header: string | null | undefined): ReadonlyMap<string, string> {
  if (!header) return new Map()
  if (header === lastHeader) return lastCookies
  const cookies = new Map<string, string>()
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    const name = (at === -1 ? part : part.slice(0, at)).trim()
    if (name && !cookies.has(name)) cookies.set(name, at === -1 ? '' : part.slice(at + 1).trim())
  }
  lastHeader = header
  lastCookies = cookies
  return cookies
}

/** One cookie of a request, decoded; undefined when absent or not decodable. */
export function readCookie(request: Request, name: string): string | undefined {
  const raw = parseCookieHeader(request.headers.get('cookie')).get(name)
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/** The value of the session cookie (whatever prefix better-auth gives its name), or null. */
export function sessionToken(header: string | null | undefined): string | null {
  for (const [name, value] of parseCookieHeader(header)) if (name.endsWith('session_token')) return value || null
  return null
}
