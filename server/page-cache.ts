import { randomBytes } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { unlocalizedPath } from '#app/i18n/paths'
import { parseCookieHeader } from '#app/lib/cookies.server'
import { STYLESHEET_COOKIE, stylesheetFor } from '#app/lib/inline-css.server'
import { logger } from '#app/lib/logger.server'
import { cacheEvicted, pageCacheHit, pageCacheMiss } from '#app/lib/metrics.server'
import { FORUM_SLUG } from '#app/lib/forum-path'
import { CACHE_LIMIT_BYTES } from '#app/lib/memory-budgets.server'

const TTL_MS = 10_000
// Bounded by entries and by bytes (the page and its compressed forms): a crawl of every post in
// both languages and themes would otherwise keep hundreds of pages of up to 100 KB each.
const MAX_ENTRIES = 500
const MAX_BYTES = CACHE_LIMIT_BYTES.page

interface Entry {
  status: number
  headers: Array<[string, string]>
  body: Buffer
  /** The CSP nonce the page was rendered with: every response of this entry declares it. */
  nonce: string
  /** The route pattern it was rendered for: the label of every response of it (app/lib/metrics.server.ts). */
  route: string
  /** False for an answer that was only shared with concurrent requests (an error, a redirect). */
  cached: boolean
  expires: number
  /** Compressed once, on first demand, then sent as is (compressing per response cost 3x the time). */
  gzip?: Buffer
  br?: Buffer
}

const entries = new Map<string, Entry>()
let bytes = 0
const sizeOf = (entry: Entry) => entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + 512

function forget(key: string) {
  const entry = entries.get(key)
  if (!entry) return
  entries.delete(key)
  bytes -= sizeOf(entry)
}

/** Keeps a page: first drops the oldest until it fits, and every entry whose time is up (they are in order of expiry). */
function keep(key: string, entry: Entry) {
  forget(key)
  const size = sizeOf(entry)
  if (size > MAX_BYTES / 10) return
  const now = Date.now()
  for (const [oldest, old] of entries) {
    if (entries.size < MAX_ENTRIES && bytes + size <= MAX_BYTES && old.expires >= now) break
    forget(oldest)
    cacheEvicted('page', old.expires < now ? 'expired' : 'limit')
  }
  entries.set(key, entry)
  bytes += size
}

/** A compressed form, made once and counted with its entry's bytes while the entry is kept. */
function compressed(key: string, entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  const known = entry[encoding]
  if (known) return known
  // A 64 KB window (Brotli's default is 4 MB): the same bytes within 0.2 % for a page of 74 KB, in
  // a quarter of the time (1.0 ms against 4.2), without allocating and clearing 12 MB each time.
  const body = encoding === 'br'
    ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_LGWIN]: 16, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
    : gzipSync(entry.body, { level: 9 })
  entry[encoding] = body
  if (entries.get(key) === entry) bytes += body.length
  return body
}

/** Drops every page whose time is up (server/memory-sweep.ts): they are in order of expiry. */
export function sweepPageCache(now = Date.now()) {
  for (const [key, entry] of entries) {
    if (entry.expires >= now) break
    forget(key)
    cacheEvicted('page', 'expired')
  }
}

/** What the cache holds now: for the memory bench and tests. */
export function pageCacheSize() {
  return { entries: entries.size, bytes }
}
const inFlight = new Map<string, Promise<Entry | null>>()

// Anything personal must reach the server. (Post pages are shared: their views are counted before
// the cache, server/main.ts.) Of the API, only the forum's list, the same data as its page, is.
const uncachedPath = [
  /^\/api\/(?!forum\/posts$)/,
  /^\/(uploads|assets|preferences|logout|login|register|forgot-password|reset-password|verify-email|moderation|suggest|notifications)(\/|\.data$|$)/,
  new RegExp(`^/${FORUM_SLUG}/\\d+/(edit|report)`),
  new RegExp(`^/${FORUM_SLUG}/profile`),
  // A reader's private calendar address: answered fresh every time.
  /^\/events\/mine\//,
  // Built once per version of the guide and answered with 304s by its own ETag.
  /^\/search-index\.json$/,
  // Share cards are kept on disk, drawn once each (ADR 026): a copy in memory would only take room.
  /^\/share-card\.png$/,
]

/**
 * The only cookies a cached page may depend on; all three are part of the key. A request carrying any
 * other cookie (a session under whatever name better-auth gives it, `__Secure-` on HTTPS
 * included; a pending toast; anything added later) is not anonymous enough to share a page.
 */
const keyCookies = new Set(['lang', 'theme', STYLESHEET_COOKIE])

/**
 * A short-lived cache of the pages anonymous visitors see (no session, no pending toast), keyed
 * by address, language and theme. A busy forum list or a shared link then costs one render per
 * ten seconds, not one per visitor; a new post, a moderator's change or an accepted correction
 * clears it at once (clearPageCache). Signed-in readers always get a fresh page.
 */
export function cacheKey(req: ExpressRequest): string | null {
  if (req.method !== 'GET') return null
  const cookies = parseCookieHeader(req.headers.cookie)
  if ([...cookies.keys()].some((name) => !keyCookies.has(name))) return null
  if (req.headers.authorization) return null
  // English pages live under /en (ADR 010): the same rules apply to both addresses.
  const path = unlocalizedPath(req.path)
  if (uncachedPath.some((pattern) => pattern.test(path))) return null
  // "My posts" is personal whatever the path.
  if (new URLSearchParams(req.originalUrl.split('?')[1] ?? '').has('mine')) return null
  // A browser that holds the stylesheet gets a document that links it (ADR 020); a stale name counts as none.
  const styles = stylesheetFor(cookies.get(STYLESHEET_COOKIE))?.linked ? '|linked' : ''
  return `${cookies.get('lang') ?? 'bn'}|${cookies.get('theme') ?? 'light'}${styles}|${req.originalUrl}`
}

/**
 * Serves from the cache, or renders once (concurrent misses wait for the same render).
 *
 * A cached page keeps the CSP nonce it was rendered with, and each response of it declares that
 * nonce. The nonce still does its job: an injected script would have to be in the page when it
 * was rendered, before anyone could know the nonce. Keeping the body fixed lets it be compressed
 * once per entry instead of once per response.
 */
export async function serveCached(
  key: string,
  req: ExpressRequest,
  res: ExpressResponse,
  render: (nonce: string) => Promise<globalThis.Response>,
  route?: { pattern: string },
) {
  let entry: Entry | null | undefined = entries.get(key)
  if (!entry || entry.expires < Date.now()) {
    if (entry) cacheEvicted('page', 'expired')
    forget(key)
    let pending = inFlight.get(key)
    if (!pending) {
      const nonce = randomBytes(16).toString('base64')
      pending = render(nonce).then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer())
        const cacheable = response.status === 200 && !response.headers.has('set-cookie')
        const made: Entry = { status: response.status, headers: [...response.headers.entries()], body, nonce, route: route?.pattern ?? '', cached: cacheable, expires: Date.now() + TTL_MS }
        if (cacheable) keep(key, made)
        return made
      })
      inFlight.set(key, pending)
      pending.finally(() => inFlight.delete(key)).catch(() => {})
    }
    entry = await pending
    res.setHeader('X-Cache', 'MISS')
    pageCacheMiss.inc()
  } else {
    res.setHeader('X-Cache', 'HIT')
    pageCacheHit.inc()
  }
  if (!entry) return
  if (route) route.pattern = entry.route
  const csp = res.getHeader('Content-Security-Policy')
  if (typeof csp === 'string') res.setHeader('Content-Security-Policy', csp.replace(/'nonce-[^']*'/, `'nonce-${entry.nonce}'`))
  res.status(entry.status)
  for (const [name, value] of entry.headers) if (name !== 'content-length' && name !== 'content-encoding') res.append(name, value)
  if (!entry.cached || entry.body.length === 0) {
    res.end(entry.body)
    return
  }
  res.append('Vary', 'Accept-Encoding')
  const encoding = req.acceptsEncodings('br', 'gzip')
  let body = entry.body
  if (encoding === 'br' || encoding === 'gzip') body = compressed(key, entry, encoding)
  // Content-Encoding set here tells the compression middleware to leave the body alone.
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(body)
}

/** Forgets every cached page (something visible everywhere changed: the guide). */
export function clearPageCache() {
  if (entries.size) logger.debug({ entries: entries.size }, 'page cache cleared')
  entries.clear()
  bytes = 0
}

/**
 * The address (without language prefix and query) a cache key was made for: what follows the
 * first `|/` (a key is `lang|theme[|linked]|/address`; a returning visitor's has the `|linked`).
 */
const pathOfKey = (key: string) => unlocalizedPath(key.slice(key.indexOf('|/') + 1).split('?')[0]!)

// Pages that show a list of posts: the forum and its JSON, and the social hub's latest posts;
// and the files that list them: the forum's feeds and the sitemap (docs/seo.md).
const listsOfPosts = new RegExp(`^/(${FORUM_SLUG}|community-forum|api/forum/posts|social-hub)(\\.data)?$|^/(${FORUM_SLUG}/feed|sitemap(-\\d+)?)\\.xml$`)
const postPage = (id: number) => new RegExp(`^/(${FORUM_SLUG}|forum|community-forum/post)/${id}(\\.data|/.*)?$`)
const anyPostPage = new RegExp(`^/(${FORUM_SLUG}|forum|community-forum/post)/\\d+(\\.data|/.*)?$`)

/**
 * Forgets only the cached pages a forum event changes: the lists of posts, and the page of the
 * post it names (every post page when it names none, e.g. a moderated comment). A like on one
 * post leaves every guide page, and the other posts' pages, cached. A comment's edit, like or
 * hiding (`comment-changed`) shows only on its post's page: the lists stay cached.
 */
export function invalidateForumPages(event: { type?: string; id?: number; itemType?: string; post?: { id?: number } }) {
  const postId = event.type === 'moderated' && event.itemType === 'comment' ? null : (event.id ?? event.post?.id ?? null)
  const onPostPage = postId === null ? anyPostPage : postPage(postId)
  const onLists = event.type !== 'comment-changed' || postId === null
  let removed = 0
  for (const key of entries.keys()) {
    const path = pathOfKey(key)
    if ((onLists && listsOfPosts.test(path)) || onPostPage.test(path)) {
      forget(key)
      removed++
    }
  }
  if (removed) logger.debug({ removed, event: event.type }, 'forum pages invalidated')
}

// Pages that show event dates or their counts: the calendar, the social hub, the calendar files;
// and the sitemap, which gives the calendar's last change.
const eventPages = /^\/(event-calendar|social-hub|events)(\.data|\.ics|\/.*)?$|^\/sitemap(-\d+)?\.xml$/

/** Forgets the cached pages that show event dates (a date or its RSVP counts changed). */
export function invalidateEventPages() {
  for (const key of entries.keys()) if (eventPages.test(pathOfKey(key))) forget(key)
}
