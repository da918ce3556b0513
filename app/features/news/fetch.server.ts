import { readCapped } from '#app/lib/read-capped.server'
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { place } from '#pack/place'

/** What one check of a feed found. `floorMs`: the least time the server asked us to wait. */
export type FetchResult =
  | { kind: 'changed'; body: string; etag: string | null; lastModified: string | null; floorMs: number }
  | { kind: 'unchanged'; floorMs: number }
  | { kind: 'failed'; error: string; status?: number; floorMs: number }

export interface FetchOptions {
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Loopback and private addresses are refused (SSRF) unless a test allows them. */
  allowPrivate?: boolean
}

/** Loopback, private, link-local, carrier-grade NAT and unspecified addresses, v4 and v6. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number]
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224
  }
  const v6 = address.toLowerCase()
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80')
}

async function checkHost(url: URL, allowPrivate: boolean): Promise<string | null> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not an http(s) address'
  if (allowPrivate) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address)
  if (addresses.length === 0) return 'the host name does not resolve'
  return addresses.some(isPrivateAddress) ? 'a private or loopback address (refused)' : null
}

/** "Retry-After: 120" or an HTTP date, in milliseconds from now. */
function retryAfterMs(value: string | null, now: number): number {
  if (!value) return 0
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? 0 : Math.max(0, date - now)
}

function maxAgeMs(cacheControl: string | null): number {
  const match = cacheControl?.match(/max-age=(\d+)/i)
  return match ? Number(match[1]) * 1000 : 0
}

/**
 * Fetches a feed the way a polite reader does: conditional GET (If-None-Match, If-Modified-Since),
 * a timeout, a body-size cap, at most a few redirects each checked again for SSRF, and the
 * server's Retry-After or Cache-Control max-age returned as a floor for the next check.
 */
export async function fetchFeed(address: string, validators: { etag: string | null; lastModified: string | null }, options: FetchOptions = {}): Promise<FetchResult> {
  const { timeoutMs = 20_000, maxBytes = 3 * 1024 * 1024, maxRedirects = 3, allowPrivate = false } = options
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { kind: 'failed', error: 'not a valid address', floorMs: 0 }
  }
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    for (let hop = 0; ; hop++) {
      const refused = await checkHost(url, allowPrivate)
      if (refused) return { kind: 'failed', error: refused, floorMs: 0 }
      const headers: Record<string, string> = {
        Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
        'User-Agent': `${place.guideName.en.replace(/\W+/g, '')}/1.0 (+local news for ${place.fullName.en})`,
      }
      if (validators.etag) headers['If-None-Match'] = validators.etag
      if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified
      const response = await fetch(url, { headers, redirect: 'manual', signal })
      const floorMs = Math.max(maxAgeMs(response.headers.get('cache-control')), retryAfterMs(response.headers.get('retry-after'), Date.now()))
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel()
        const location = response.headers.get('location')
        if (!location || hop >= maxRedirects) return { kind: 'failed', error: `too many redirects or none given (${response.status})`, status: response.status, floorMs }
        url = new URL(location, url)
        continue
      }
      if (response.status === 304) {
        await response.body?.cancel()
        return { kind: 'unchanged', floorMs }
      }
      if (!response.ok) {
        await response.body?.cancel()
        return { kind: 'failed', error: `HTTP ${response.status}`, status: response.status, floorMs }
      }
      const declared = Number(response.headers.get('content-length') ?? 0)
      if (declared > maxBytes) {
        await response.body?.cancel()
        return { kind: 'failed', error: `larger than ${maxBytes} bytes`, floorMs }
      }
      if (!response.body) return { kind: 'changed', body: '', etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), floorMs }
      const read = await readCapped(response.body, maxBytes)
      if (!read) return { kind: 'failed', error: `larger than ${maxBytes} bytes`, floorMs }
      const body = read.toString('utf8')
      return { kind: 'changed', body, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), floorMs }
    }
  } catch (error) {
    const name = (error as Error).name
    return { kind: 'failed', error: name === 'TimeoutError' || name === 'AbortError' ? `no answer in ${timeoutMs / 1000} s` : `network error (${(error as Error).message})`, floorMs: 0 }
  }
}
