import { readFileSync } from 'node:fs'
import type { Request, Response } from 'express'
import { register } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from '#app/lib/env.server'
import { limitName, methodLabel, routeNote, routePatternInstrumentation, statusClass } from '#app/lib/metrics.server'
import { inRequestScope } from '#app/lib/request-scope.server'
import { CACHE_LIMIT_BYTES, EMBEDDED_DATABASE_BUFFERS_MB, IMAGE_LIBRARY_CACHE_MB } from '#app/lib/memory-budgets.server'
import { bearerMatches, isLoopback, mayScrape, routeOf, startMetrics } from './metrics'

// Who may read /metrics, and what its labels may hold (docs/operations.md). The same rules
// against the production server, and a real Prometheus: tests/e2e/metrics.spec.ts.

const TOKEN = 'a'.repeat(20) + 'Zz0123456789-_.~+/'

describe('the bearer token', () => {
  it('is accepted only whole, after "Bearer", in any case of the scheme', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`Bearer  ${TOKEN} `, TOKEN)).toBe(true)
    // Wrong by one character (same length), shorter, longer, empty, another scheme.
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}x`, TOKEN)).toBe(false)
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false)
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false)
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false)
    expect(bearerMatches('Bearer', TOKEN)).toBe(false)
    expect(bearerMatches('', TOKEN)).toBe(false)
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false)
    expect(bearerMatches(`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN)).toBe(false)
    expect(bearerMatches(`Bearer ${TOKEN} ${TOKEN}`, TOKEN)).toBe(false)
  })

  it('an overlong header is refused without being read', () => {
    expect(bearerMatches(`Bearer ${TOKEN}${' '.repeat(400)}`, TOKEN)).toBe(false)
    expect(bearerMatches(`Bearer ${'x'.repeat(100_000)}`, TOKEN)).toBe(false)
  })
})

describe('who may scrape', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } })
  const open = { METRICS_TOKEN: TOKEN, METRICS_LOOPBACK: true }

  it('nobody, when neither METRICS_TOKEN nor METRICS_LOOPBACK is set (closed by default)', () => {
    const closed = { METRICS_LOOPBACK: false }
    expect(mayScrape(request('127.0.0.1'), closed)).toBe(false)
    expect(mayScrape(request('127.0.0.1', { authorization: `Bearer ${TOKEN}` }), closed)).toBe(false)
    expect(mayScrape(request('127.0.0.1', { authorization: 'Bearer ' }), closed)).toBe(false)
  })

  it('the token, from anywhere, through a proxy too', () => {
    const tokenOnly = { METRICS_TOKEN: TOKEN, METRICS_LOOPBACK: false }
    expect(mayScrape(request('203.0.113.9', { authorization: `Bearer ${TOKEN}` }), tokenOnly)).toBe(true)
    expect(mayScrape(request('127.0.0.1', { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' }), tokenOnly)).toBe(true)
    expect(mayScrape(request('127.0.0.1'), tokenOnly)).toBe(false)
    expect(mayScrape(request('203.0.113.9', { authorization: 'Bearer wrong' }), tokenOnly)).toBe(false)
  })

  it('with METRICS_LOOPBACK=1, a scraper on this machine (the socket, not a header), never one a proxy passed on', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(mayScrape(request(address), open)).toBe(true)
    for (const address of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', '::', '0.0.0.0', '']) expect(mayScrape(request(address), open)).toBe(false)
    // A header naming loopback does not make a remote peer loopback.
    expect(mayScrape(request('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }), open)).toBe(false)
    // What nginx or Caddy on this machine passes on carries their headers: refused.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']) expect(mayScrape(request('127.0.0.1', { [header]: '203.0.113.9' }), open)).toBe(false)
    // A wrong token is wrong from loopback too.
    expect(mayScrape(request('127.0.0.1', { authorization: 'Bearer wrong' }), open)).toBe(false)
    expect(mayScrape(request('127.0.0.1', { authorization: '' }), open)).toBe(false)
  })

  it('isLoopback reads addresses as Node gives them', () => {
    expect(isLoopback(undefined)).toBe(false)
    expect(isLoopback('127.0.0.1.example.org')).toBe(false)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
  })
})

describe('METRICS_TOKEN and METRICS_LOOPBACK are checked at start', () => {
  const problem = (values: Record<string, string>) => {
    try {
      parseEnv(values)
      return null
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      return error.message
    }
  }

  it('a short, long or spaced token stops the start with a message that does not repeat it', () => {
    const short = problem({ METRICS_TOKEN: 'secret-but-short' })
    expect(short).toContain('METRICS_TOKEN="***": must be at least 32 characters')
    expect(short).not.toContain('secret-but-short')
    expect(problem({ METRICS_TOKEN: 'x'.repeat(257) })).toContain('must be at most 256 characters')
    expect(problem({ METRICS_TOKEN: `${'x'.repeat(20)} ${'y'.repeat(20)}` })).toContain('visible ASCII characters without spaces')
    expect(problem({ METRICS_TOKEN: 'ক'.repeat(40) })).toContain('visible ASCII characters without spaces')
    expect(problem({ METRICS_LOOPBACK: 'maybe' })).toContain('METRICS_LOOPBACK="maybe"')
  })

  it('unset, both are off; set, they are read', () => {
    for (const unset of [{}, { METRICS_TOKEN: '', METRICS_LOOPBACK: '' }]) {
      const config = parseEnv(unset)
      expect([config.METRICS_TOKEN, config.METRICS_LOOPBACK]).toEqual([undefined, false])
    }
    expect(parseEnv({ METRICS_TOKEN: TOKEN, METRICS_LOOPBACK: '1' })).toMatchObject({ METRICS_TOKEN: TOKEN, METRICS_LOOPBACK: true })
  })
})

describe('labels hold no raw address and nobody\'s data', () => {
  const answered = (path: string, { route, expressRoute }: { route?: string; expressRoute?: unknown } = {}) =>
    routeOf({ path, route: expressRoute === undefined ? undefined : { path: expressRoute } } as unknown as Request, { locals: route === undefined ? {} : { route: { pattern: route } } } as unknown as Response)

  it('a route is React Router\'s pattern, an Express route\'s path, or a fixed name', () => {
    expect(answered('/seeking-hathazari/42', { route: '/en?/seeking-hathazari/:id' })).toBe('/en?/seeking-hathazari/:id')
    // The view counter's `app.get(/./)` leaves its RegExp as req.route: not a label.
    expect(answered('/seeking-hathazari/42', { expressRoute: /./ })).toBe('other')
    expect(answered('/catalogs/bn.abc.json', { expressRoute: '/catalogs/:file' })).toBe('/catalogs/:file')
    expect(answered('/assets/root-Ab12.js')).toBe('static')
    expect(answered('/favicon.ico')).toBe('static')
    expect(answered('/uploads/posts/abc.webp')).toBe('/uploads/*')
    expect(answered('/some/made-up/path?x=1')).toBe('other')
    expect(answered('/rules.data')).toBe('other')
  })

  it('React Router\'s instrumentation notes the matched pattern once per request', async () => {
    const wrappers: Record<string, (call: () => Promise<unknown>, info: { pattern: string }) => Promise<void>> = {}
    routePatternInstrumentation.route!({ id: 'x', index: false, path: 'x', instrument: (i: object) => Object.assign(wrappers, i) } as never)
    const pattern = await inRequestScope(async () => {
      await wrappers.loader!(async () => {}, { pattern: 'en?/seeking-hathazari/:id' } as never)
      await wrappers.loader!(async () => {}, { pattern: 'something/else' } as never)
      return routeNote().pattern
    })
    expect(pattern).toBe('/en?/seeking-hathazari/:id')
  })

  it('methods and status classes come from closed lists', () => {
    expect(['GET', 'POST', 'HEAD', 'BREW', 'get', 'x'.repeat(100)].map(methodLabel)).toEqual(['GET', 'POST', 'HEAD', 'other', 'other', 'other'])
    expect([200, 204, 301, 404, 429, 500, 503, 99, 600, 0].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx', '5xx', 'other', 'other', 'other'])
  })

  it('a rate limit is named by its kind, never by the address, account or e-mail in its key', () => {
    expect(limitName('sign-in:ip:10.0.0.1')).toBe('sign-in:ip')
    expect(limitName('sign-in:ip:2001:db8::dead:beef')).toBe('sign-in:ip')
    expect(limitName('sign-in:email:someone@example.org')).toBe('sign-in:email')
    expect(limitName('sign-in:email-ip:someone@example.org|fe80::1')).toBe('sign-in:email-ip')
    expect(limitName('sms:verify:ip:dead:beef::1')).toBe('sms:verify:ip')
    expect(limitName('oidc:callback:ip:10.0.0.1')).toBe('oidc:callback:ip')
    expect(limitName('2fa:user:AbCdEf123')).toBe('2fa:user')
    expect(limitName('forum:post:abcdefghij')).toBe('forum:post')
    expect(limitName('forum:new-member-posts:abcdefghij')).toBe('forum:new-member-posts')
    expect(limitName('call-feedback:abcdefghijklmnopqrstuv')).toBe('call-feedback')
    expect(limitName('assistant:ip:dead:beef:cafe::1')).toBe('assistant:ip')
    // Nothing that could be someone's: no key, or one that starts with data.
    expect(limitName('someone@example.org')).toBe('other')
    expect(limitName('10.0.0.1:x')).toBe('other')
    expect(limitName('')).toBe('other')
  })
})

it('the dashboard and the alert rules name only metrics the guide exports', () => {
  startMetrics()
  const named = ['docs/grafana/guide.json', 'docs/prometheus/alerts.yml'].flatMap((file) => readFileSync(file, 'utf8').match(/\b(guide|nodejs|process)_\w+/g) ?? [])
  const exported = (name: string) => [name, name.replace(/_(bucket|count|sum)$/, '')].some((n) => register.getSingleMetric(n))
  expect(new Set(named).size).toBeGreaterThan(25)
  expect([...new Set(named)].filter((name) => !exported(name))).toEqual([])
})

it('every in-memory cache\'s limit in bytes is exported, from the one list that sets them', async () => {
  startMetrics()
  const metric = register.getSingleMetric('guide_cache_limit_bytes')!
  const limits = new Map((await metric.get()).values.map((value) => [value.labels.cache, value.value]))
  for (const [cache, bytes] of Object.entries(CACHE_LIMIT_BYTES)) expect(limits.get(cache), cache).toBe(bytes)
  expect(limits.get('embedded-database')).toBe(EMBEDDED_DATABASE_BUFFERS_MB * 1024 * 1024)
  expect(limits.get('image-library')).toBe(IMAGE_LIBRARY_CACHE_MB * 1024 * 1024)
  expect(limits.size).toBe(Object.keys(CACHE_LIMIT_BYTES).length + 2)
  // What the caches hold is reported under the same names.
  const held = (await register.getSingleMetric('guide_cache_bytes')!.get()).values.map((value) => value.labels.cache)
  expect(held.filter((cache) => !limits.has(String(cache)))).toEqual([])
})
