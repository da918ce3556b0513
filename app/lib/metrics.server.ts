import { Counter, Gauge, Histogram, register, type Metric } from 'prom-client'
import type { ServerInstrumentation } from 'react-router'
import { perRequest } from './request-scope.server'

/**
 * The guide's own Prometheus metrics that the app adds to as it works (docs/operations.md): one
 * module holds them all, so every name and label is in one place. What is read when Prometheus
 * scrapes (queues, caches' sizes, the database pool), and the endpoint itself, are in
 * server/metrics.ts.
 *
 * Every name starts with `guide_` (the software, not a place: the same code may serve another
 * upazila). prom-client's default process and Node.js metrics keep their usual names, which
 * Grafana's Node.js dashboards expect.
 *
 * No label ever holds what a reader sent or who they are: routes are patterns from the route
 * table (`/en?/seeking-<place>/:id`, never `/seeking-<place>/42`), methods and status classes
 * come from closed lists, and limits and caches are named by the code.
 */

/** A metric made once per process: a module evaluated again (the dev server, tests) gets the same one. */
function once<T extends Metric>(name: string, make: (name: string) => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make(name)
}

// ---- Requests -------------------------------------------------------------------------------

export const requestDuration = once('guide_http_request_duration_seconds', (name) => new Histogram({
  name,
  help: 'Time to answer a request, from its arrival to the last byte written, by route pattern, method and status class. Live-update streams are not counted (guide_live_connections).',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
}))

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx']

/** `404` → `4xx`; anything outside 100-599 → `other`. */
export const statusClass = (status: number) => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other'
/** The method as a label: the usual ones, else `other` (a client may send any token). */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other')

// The labelled child of each combination seen, so that a request costs three map lookups and one
// observe, with no label object or key string built for it.
const children = new Map<string, Map<string, Map<string, { observe(value: number): void }>>>()

/** Counts one answered request. `route` must be a pattern or a fixed name, never a raw path. */
export function observeRequest(route: string, method: string, status: number, seconds: number) {
  const m = methodLabel(method)
  const s = statusClass(status)
  let byMethod = children.get(route)
  if (!byMethod) children.set(route, (byMethod = new Map()))
  let byStatus = byMethod.get(m)
  if (!byStatus) byMethod.set(m, (byStatus = new Map()))
  let child = byStatus.get(s)
  if (!child) byStatus.set(s, (child = requestDuration.labels(route, m, s)))
  child.observe(seconds)
}

/**
 * The route pattern React Router matched for this request, written by `instrumentations` in
 * app/entry.server.tsx when the first loader or action runs (every loader of a request is given
 * the same pattern: the matched routes' paths joined). Read by server/request-handler.ts.
 */
const ROUTE_NOTE = 'metrics:route'
export const routeNote = () => perRequest(ROUTE_NOTE, () => ({ pattern: '' }))

/** `en?/seeking-<place>/:id` → `/en?/seeking-<place>/:id` (React Router's paths are relative). */
export const routeLabel = (pattern: string) => (pattern.startsWith('/') ? pattern : `/${pattern}`)

/**
 * React Router's instrumentation (app/entry.server.tsx): notes which route pattern a request
 * matched, for the request's label. Only loaders and actions can be instrumented; the root and
 * layout loaders run for every page, a resource route's own loader for it.
 */
export const routePatternInstrumentation: ServerInstrumentation = {
  route(route) {
    const note = async (call: () => Promise<unknown>, info: { pattern: string }) => {
      const seen = routeNote()
      if (!seen.pattern) seen.pattern = routeLabel(info.pattern)
      await call()
    }
    route.instrument({ loader: note, action: note })
  },
}

// ---- Caches ---------------------------------------------------------------------------------

export const pageCacheRequests = once('guide_page_cache_requests_total', (name) => new Counter({
  name,
  help: 'Anonymous page requests answered from the page cache (hit) or rendered (miss; concurrent misses share one render).',
  labelNames: ['result'] as const,
}))
export const pageCacheHit = pageCacheRequests.labels('hit')
export const pageCacheMiss = pageCacheRequests.labels('miss')

export const cacheEvictions = once('guide_cache_evictions_total', (name) => new Counter({
  name,
  help: 'Entries dropped from an in-memory cache, by cache and reason: limit (pushed out by its size or entry limit), expired (its time was up), changed (the database announced a change to what it held).',
  labelNames: ['cache', 'reason'] as const,
}))
const evictionChildren = new Map<string, { inc(count?: number): void }>()

/** Counts `count` entries dropped from the cache named `cache`. */
export function cacheEvicted(cache: string, reason: 'limit' | 'expired' | 'changed', count = 1) {
  if (count <= 0) return
  const key = `${cache}\n${reason}`
  let child = evictionChildren.get(key)
  if (!child) evictionChildren.set(key, (child = cacheEvictions.labels(cache, reason)))
  child.inc(count)
}

// ---- Database -------------------------------------------------------------------------------

export const queryDuration = once('guide_db_query_duration_seconds', (name) => new Histogram({
  name,
  help: 'Time of each database query on its connection (from sending it to its answer; waiting for a connection is not included: guide_db_pool_waiting).',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
}))

/**
 * The database queries made for this request so far (every statement on a connection, BEGIN and
 * COMMIT included), counted by `timeQuery` in the request's scope. server/request-handler.ts hands
 * it to the request log; tests/integration/page-cost.test.ts holds pages to a number of them.
 */
const QUERIES = 'metrics:queries'
export const requestQueries = () => perRequest(QUERIES, () => ({ count: 0 }))

/** Observes the time of a query whose answer `result` promises, from `started` (performance.now()), and counts it for the request. */
export function timeQuery<T>(started: number, result: T): T {
  requestQueries().count++
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    const done = () => queryDuration.observe((performance.now() - started) / 1000)
    ;(result as unknown as Promise<unknown>).then(done, done)
  }
  return result
}

// ---- Limits and live updates ----------------------------------------------------------------

export const rateLimitRefusals = once('guide_rate_limit_refusals_total', (name) => new Counter({
  name,
  help: 'Attempts refused by a rate limit, by limit (sign-in:ip, sign-in:email, sign-in:email-ip, sign-up:ip, forum:post, …). An attempt over two limits counts for each.',
  labelNames: ['limit'] as const,
}))

/** Words after which the rest of a limit's key identifies someone (an address, an account). */
const IDENTIFYING = new Set(['ip', 'email', 'email-ip', 'phone', 'user', 'account'])

/**
 * A rate limit's name from its key, without the part that identifies someone: `sign-in:ip:10.0.0.1`
 * → `sign-in:ip`, `forum:post:<user id>` → `forum:post`, `call-feedback:<hash>` → `call-feedback`.
 * At most three words of lower-case letters and hyphens (the first may have digits: `2fa`), never
 * the key's last part, and nothing after a word that says an identifier follows.
 */
export function limitName(key: string): string {
  const parts = key.split(':')
  const words: string[] = []
  for (let i = 0; i < parts.length - 1 && words.length < 3; i++) {
    const part = parts[i]!
    if (!(i === 0 ? /^[a-z0-9][a-z0-9-]{0,39}$/ : /^[a-z][a-z-]{0,39}$/).test(part)) break
    words.push(part)
    if (IDENTIFYING.has(part)) break
  }
  return words.length ? words.join(':') : 'other'
}

/** Counts a refusal by the rate limit whose key is `key` (app/lib/rate-limit.server.ts). */
export function noteRefusal(key: string) {
  rateLimitRefusals.inc({ limit: limitName(key) })
}

export const liveConnections = once('guide_live_connections', (name) => new Gauge({
  name,
  help: 'Open live-update streams (Server-Sent Events, /api/forum/events): about one per open tab.',
}))
