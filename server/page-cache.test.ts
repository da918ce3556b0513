import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compression from 'compression'
import express, { type Request as ExpressRequest } from 'express'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './http'
import { CACHE_LIMIT_BYTES } from '#app/lib/memory-budgets.server'
import { cacheKey, clearPageCache, invalidateEventPages, invalidateForumPages, pageCacheSize, serveCached, sweepPageCache } from './page-cache'

const request = (url: string, { cookie, method = 'GET', authorization }: { cookie?: string; method?: string; authorization?: string } = {}) =>
  ({ method, path: url.split('?')[0], originalUrl: url, headers: { cookie, authorization } }) as ExpressRequest

describe('which pages the anonymous page cache may share', () => {
  it('keys an anonymous page by language, theme and address', () => {
    expect(cacheKey(request('/hospitals'))).toBe('bn|light|/hospitals')
    expect(cacheKey(request('/seeking-hathazari?category=complaint', { cookie: 'theme=dark; lang=en' }))).toBe('en|dark|/seeking-hathazari?category=complaint')
  })

  it('shares a page with a browser whose stylesheet cookie names no current file, as the page with the styles inline', () => {
    // The linked variant (a cookie naming the built file) is tested against the build in tests/e2e/foundation.spec.ts.
    expect(cacheKey(request('/hospitals', { cookie: 'stylesheet=entry-old.css; lang=en' }))).toBe('en|light|/hospitals')
  })

  it('never shares a page with a session, a pending toast, any other cookie or credentials', () => {
    for (const cookie of ['hg.session_token=abc', '__Secure-hg.session_token=abc', '__Host-hg.session_data=x', 'lang=en; toast=%7B%7D', 'lang=bn; something-new=1']) {
      expect(cacheKey(request('/seeking-hathazari', { cookie })), cookie).toBeNull()
    }
    expect(cacheKey(request('/seeking-hathazari', { authorization: 'Bearer abc' }))).toBeNull()
    expect(cacheKey(request('/seeking-hathazari', { method: 'POST' }))).toBeNull()
  })

  it('never caches personal or counted pages, even for an anonymous request', () => {
    for (const url of ['/seeking-hathazari/profile', '/seeking-hathazari/profile.data', '/seeking-hathazari?mine=1', '/api/forum/posts?mine=1',
      '/suggest?collection=banks', '/moderation', '/seeking-hathazari/12/edit', '/en/seeking-hathazari/12/report', '/login?redirectTo=%2F', '/api/forum/events',
      '/en/seeking-hathazari/profile', '/en/moderation']) {
      expect(cacheKey(request(url)), url).toBeNull()
    }
    expect(cacheKey(request('/api/forum/posts?category=question'))).toBe('bn|light|/api/forum/posts?category=question')
    // A post page is shared like a list: its view is counted before the cache.
    expect(cacheKey(request('/seeking-hathazari/12'))).toBe('bn|light|/seeking-hathazari/12')
    expect(cacheKey(request('/en/forum/12'))).toBe('bn|light|/en/forum/12')
  })

  it('leaves share cards to their own cache on disk', () => {
    expect(cacheKey(request('/share-card.png?l=bn&t=x&s=y&v=1&sig=z'))).toBeNull()
  })
})

describe('serving a cached page', () => {
  async function serve() {
    clearPageCache()
    let renders = 0
    const app = express()
    app.use(compression())
    app.use(securityHeaders({ https: false }))
    app.get('/page', async (req, res) => {
      await serveCached(cacheKey(req)!, req, res, async (nonce) => {
        renders++
        const html = `<!doctype html><p>${'হাটহাজারী '.repeat(500)}</p><script nonce="${nonce}">1</script>`
        return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      })
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}/page`, renders: () => renders, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  it('renders once, and every response declares the nonce its page carries, compressed or not', async () => {
    const site = await serve()
    // Raw bytes as sent (fetch would decode them itself).
    const get = (encoding: string) => new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(site.url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
    const decoded = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b }
    const pages: string[] = []
    for (const encoding of ['br', 'gzip', 'identity', 'br'] as const) {
      const { headers, body } = await get(encoding)
      expect(headers['content-encoding'] ?? 'identity', encoding).toBe(encoding)
      const html = decoded[encoding](body).toString('utf8')
      expect(html).toContain('হাটহাজারী হাটহাজারী')
      const nonce = /nonce="([^"]+)"/.exec(html)![1]!
      expect(headers['content-security-policy']).toContain(`'nonce-${nonce}'`)
      pages.push(html)
    }
    expect(new Set(pages).size).toBe(1)
    expect(site.renders()).toBe(1)
    await site.close()
  })
})

describe('what a forum write takes out of the cache', () => {
  it('only the lists of posts and the page of the post it names; guide pages and other posts stay', async () => {
    clearPageCache()
    const renders = new Map<string, number>()
    const visit = async (url: string) => {
      const key = `bn|light|${url}`
      const res = { setHeader() {}, getHeader() {}, status() {}, append() {}, end() {} } as unknown as import('express').Response
      await serveCached(key, Object.assign(request(url), { acceptsEncodings: () => false }), res, async () => {
        renders.set(url, (renders.get(url) ?? 0) + 1)
        return new Response('page', { headers: { 'Content-Type': 'text/html' } })
      })
    }
    const urls = ['/hospitals', '/en/emergency', '/seeking-hathazari', '/en/seeking-hathazari?category=question', '/api/forum/posts', '/social-hub',
      '/seeking-hathazari/5', '/en/forum/5', '/seeking-hathazari/6', '/seeking-hathazari/50']
    for (const url of urls) await visit(url)
    invalidateForumPages({ type: 'counts', id: 5 })
    for (const url of urls) await visit(url)
    const renderedAgain = urls.filter((url) => renders.get(url) === 2)
    expect(renderedAgain).toEqual(['/seeking-hathazari', '/en/seeking-hathazari?category=question', '/api/forum/posts', '/social-hub', '/seeking-hathazari/5', '/en/forum/5'])
    // A moderated comment names no post: every post page goes, guide pages stay.
    const before = new Map(renders)
    invalidateForumPages({ type: 'moderated', itemType: 'comment', id: 5 })
    for (const url of urls) await visit(url)
    expect(urls.filter((url) => renders.get(url)! > before.get(url)!)).toEqual(['/seeking-hathazari', '/en/seeking-hathazari?category=question', '/api/forum/posts', '/social-hub', '/seeking-hathazari/5', '/en/forum/5', '/seeking-hathazari/6', '/seeking-hathazari/50'])
    expect(renders.get('/hospitals')).toBe(1)
    // A comment edited, liked or hidden: only its post's page goes, the lists stay.
    const beforeComment = new Map(renders)
    invalidateForumPages({ type: 'comment-changed', id: 6 })
    for (const url of urls) await visit(url)
    expect(urls.filter((url) => renders.get(url)! > beforeComment.get(url)!)).toEqual(['/seeking-hathazari/6'])
  })

  it('also takes out the pages kept for a returning visitor, whose browser holds the stylesheet', async () => {
    clearPageCache()
    let renders = 0
    const visit = () => serveCached('bn|light|linked|/seeking-hathazari', Object.assign(request('/seeking-hathazari'), { acceptsEncodings: () => false }),
      { setHeader() {}, getHeader() {}, status() {}, append() {}, end() {} } as unknown as import('express').Response, async () => {
        renders++
        return new Response('page', { headers: { 'Content-Type': 'text/html' } })
      })
    await visit()
    await visit()
    expect(renders).toBe(1)
    // A post a moderator brought back must show at once, not ten seconds later.
    invalidateForumPages({ type: 'moderated', itemType: 'post', id: 7 })
    await visit()
    expect(renders).toBe(2)
  })
})

describe('the sitemap, robots.txt and the feeds', () => {
  const res = () => ({ setHeader() {}, getHeader() {}, status() {}, append() {}, end() {} }) as unknown as import('express').Response
  const renders = new Map<string, number>()
  const visit = (url: string) =>
    serveCached(`bn|light|${url}`, Object.assign(request(url), { acceptsEncodings: () => false }), res(), async () => {
      renders.set(url, (renders.get(url) ?? 0) + 1)
      return new Response('<xml/>', { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
    })
  const files = ['/sitemap.xml', '/sitemap-2.xml', '/seeking-hathazari/feed.xml', '/en/seeking-hathazari/feed.xml?category=question', '/news/feed.xml', '/robots.txt']

  it('are shared by anonymous requests like pages', () => {
    for (const url of files) expect(cacheKey(request(url)), url).toBe(`bn|light|${url}`)
  })

  it('leave the cache when what they list changes: the forum feeds and the sitemap on a forum write, the sitemap on an event date', async () => {
    clearPageCache()
    renders.clear()
    for (const url of files) await visit(url)
    invalidateForumPages({ type: 'post-new', id: 7 })
    for (const url of files) await visit(url)
    expect(files.filter((url) => renders.get(url) === 2)).toEqual(['/sitemap.xml', '/sitemap-2.xml', '/seeking-hathazari/feed.xml', '/en/seeking-hathazari/feed.xml?category=question'])
    // A comment changed shows in no feed and in no sitemap.
    invalidateForumPages({ type: 'comment-changed', id: 7 })
    for (const url of files) await visit(url)
    expect(files.filter((url) => renders.get(url)! > 2)).toEqual([])
    invalidateEventPages()
    for (const url of files) await visit(url)
    expect(files.filter((url) => renders.get(url)! > 2)).toEqual(['/sitemap.xml', '/sitemap-2.xml'])
  })
})

describe('how much the page cache holds', () => {
  const res = () => ({ setHeader() {}, getHeader() {}, status() {}, append() {}, end() {} }) as unknown as import('express').Response
  let renders = 0
  const serve = (url: string, body: string, encodings: false | 'br' = false) =>
    serveCached(`bn|light|${url}`, Object.assign(request(url), { acceptsEncodings: () => encodings }), res(), async () => {
      renders++
      return new Response(body, { headers: { 'Content-Type': 'text/html' } })
    })

  it('at most 500 pages and its limit in bytes, with their compressed forms; a page over a tenth of that is not kept', async () => {
    clearPageCache()
    // 600 pages of 100 KB: a crawl. Entries stop at 500, bytes at the page cache's limit (16 MB).
    const limit = CACHE_LIMIT_BYTES.page
    const page = 'হ'.repeat(100 * 1024 / 3)
    for (let i = 0; i < 600; i++) await serve(`/seeking-hathazari/${i}`, page + i)
    const afterCrawl = pageCacheSize()
    expect(afterCrawl.entries).toBeLessThanOrEqual(500)
    expect(afterCrawl.bytes).toBeLessThanOrEqual(limit)
    expect(afterCrawl.entries).toBeGreaterThan(Math.min(500, limit / (101 * 1024)) * 0.9)
    // Compressing a kept page counts its compressed form too.
    await serve('/seeking-hathazari/599', page, 'br')
    expect(pageCacheSize().bytes).toBeGreaterThan(afterCrawl.bytes)
    renders = 0
    await serve('/huge', 'x'.repeat(4 * 1024 * 1024))
    await serve('/huge', 'x'.repeat(4 * 1024 * 1024))
    expect(renders).toBe(2)
    // A small page is kept as before: the second visit is not rendered.
    await serve('/small', 'small')
    await serve('/small', 'small')
    expect(renders).toBe(3)
    clearPageCache()
    expect(pageCacheSize()).toEqual({ entries: 0, bytes: 0 })
  })

  it('gives back what is past its ten seconds when swept, unasked', async () => {
    clearPageCache()
    // Timed from before the first page, so a slow machine cannot make the first sweep drop one.
    const started = Date.now()
    for (let i = 0; i < 20; i++) await serve(`/seeking-hathazari/${i}`, `page ${i}`)
    expect(pageCacheSize().entries).toBe(20)
    sweepPageCache(started + 9_999)
    expect(pageCacheSize().entries).toBe(20)
    sweepPageCache(Date.now() + 10_001)
    expect(pageCacheSize()).toEqual({ entries: 0, bytes: 0 })
  })
})
