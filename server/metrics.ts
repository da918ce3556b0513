import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { sql } from 'kysely'
import { AggregatorRegistry, collectDefaultMetrics, Gauge, register } from 'prom-client'
import { activeSources } from '#app/features/news/sources.server'
import { announcedCacheSizes } from '#app/lib/db/announced-cache.server'
import { db, getDatabase } from '#app/lib/db/database.server'
import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'
import { sharedHtmlStats } from '#app/components/ui/shared-render.server'
import { observeRequest } from '#app/lib/metrics.server'
import { memoryLimits } from '#app/lib/memory-budgets.server'
import { pageCacheSize } from './page-cache'

/**
 * GET /metrics for Prometheus (docs/operations.md): who may scrape it, the request's route label,
 * what is read at scrape time, and, with WEB_CONCURRENCY > 1, one answer for every worker.
 * The metrics the app adds to as it works are in app/lib/metrics.server.ts.
 */

// ---- Who may scrape -------------------------------------------------------------------------

/** The longest Authorization header worth reading: `Bearer ` and a token of at most 256 characters. */
const AUTHORIZATION_MAX = 300

let tokenDigest: { token: string; digest: Buffer } | undefined
const sha256 = (value: string) => createHash('sha256').update(value).digest()

/** Whether `Authorization` carries `Bearer <token>`, compared in constant time (digests of equal length). */
export function bearerMatches(authorization: string, token: string): boolean {
  if (authorization.length > AUTHORIZATION_MAX) return false
  const presented = /^Bearer +([\x21-\x7e]+) *$/i.exec(authorization)?.[1]
  if (!presented) return false
  if (tokenDigest?.token !== token) tokenDigest = { token, digest: sha256(token) }
  return timingSafeEqual(sha256(presented), tokenDigest.digest)
}

/** 127.0.0.0/8 and ::1, also written as IPv4 in IPv6 (`::ffff:127.0.0.1`). */
export const isLoopback = (address: string | undefined) => address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address ?? '')

/**
 * A request a proxy passed on says so (nginx and Caddy add X-Forwarded-For): it came from
 * elsewhere, though its connection is from this machine.
 */
const forwarded = (headers: IncomingHttpHeaders) =>
  headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined || headers.via !== undefined

/**
 * Whether this request may read the metrics: it carries the right bearer token (METRICS_TOKEN), or
 * METRICS_LOOPBACK=1 and it comes straight from this machine (the socket's address, not what a
 * header claims) with no Authorization header. A wrong token is refused from anywhere.
 */
export function mayScrape(
  req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } },
  settings: { METRICS_TOKEN?: string; METRICS_LOOPBACK: boolean },
): boolean {
  const authorization = req.headers.authorization
  if (authorization !== undefined) return settings.METRICS_TOKEN !== undefined && bearerMatches(authorization, settings.METRICS_TOKEN)
  return settings.METRICS_LOOPBACK && isLoopback(req.socket.remoteAddress) && !forwarded(req.headers)
}

/**
 * GET /metrics: the metrics in Prometheus's text format, to whoever may scrape; to anyone else
 * the request goes on as if this route did not exist, and gets the site's own page-not-found.
 */
export function serveMetrics(req: Request, res: Response, next: NextFunction) {
  if (!mayScrape(req, env())) {
    next()
    return
  }
  gather().then(
    (text) => {
      res.setHeader('Content-Type', register.contentType)
      res.setHeader('Cache-Control', 'no-store')
      res.end(text)
    },
    (error: unknown) => {
      logger.error({ err: error }, 'metrics could not be gathered')
      res.status(503).type('text/plain').end('The metrics could not be gathered: see the server log.\n')
    },
  )
}

// ---- The request's label --------------------------------------------------------------------

/** The live-update stream: open for as long as a tab is, so not a request's duration (guide_live_connections). */
const LIVE_UPDATES = '/api/forum/events'

/**
 * A request's route label: the pattern React Router matched (or the cached page was rendered
 * for), else the Express route's path (`/healthz`, `/catalogs/:file`), else `static` for built
 * files, `/uploads/*` for uploads, and `other` for anything else (a page whose data was asked for
 * but which has no loader). Never the path the client sent.
 */
export function routeOf(req: Request, res: Response): string {
  const noted = (res.locals.route as { pattern?: string } | undefined)?.pattern
  if (noted) return noted
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path
  if (typeof path === 'string') return path
  if (Array.isArray(path) && path.every((p) => typeof p === 'string')) return path.join(',')
  const url = req.path
  if (url.startsWith('/assets/')) return 'static'
  if (url.startsWith('/uploads/')) return '/uploads/*'
  if (/\.[a-z0-9]+$/i.test(url) && !url.endsWith('.data')) return 'static'
  return 'other'
}

/** Counts a request whose answer was written (server/http.ts's requestLog). */
export function observeAnswered(req: Request, res: Response, seconds: number) {
  const route = routeOf(req, res)
  if (route !== LIVE_UPDATES) observeRequest(route, req.method, res.statusCode, seconds)
}

// ---- Read when scraped ----------------------------------------------------------------------

/**
 * A gauge set when scraped. Made afresh if this module is evaluated again (the dev server), so
 * the newest `collect` is the one used. Summed over a cluster's workers unless `aggregator` says
 * otherwise: what is read from the database is the same for every worker, so they take the
 * largest (or smallest) instead.
 */
function gauge<L extends string>(name: string, help: string, labelNames: readonly L[], collect: (this: Gauge<L>) => void | Promise<void>, aggregator?: 'max' | 'min') {
  register.removeSingleMetric(name)
  return new Gauge<L>({ name, help, labelNames, collect, ...(aggregator ? { aggregator } : {}) })
}

gauge('guide_app_processes', 'App processes whose metrics this answer covers (WEB_CONCURRENCY: each worker adds 1).', [], function () {
  this.set(1)
})

/** Every in-memory cache's size: the page cache, the parts rendered once for every reader (ADR 033), and the announced caches. */
const cacheSizes = () => [{ name: 'page', ...pageCacheSize() }, { name: 'shared-html', ...sharedHtmlStats() }, ...announcedCacheSizes()]

gauge('guide_cache_entries', 'Entries held by each in-memory cache: page (anonymous pages), shared-html (parts rendered once for every reader), and the caches kept until the database announces a change.', ['cache'], function () {
  this.reset()
  for (const cache of cacheSizes()) this.set({ cache: cache.name }, cache.entries)
})
gauge('guide_cache_bytes', 'Approximate bytes held by each in-memory cache (the page cache counts its compressed copies too).', ['cache'], function () {
  this.reset()
  for (const cache of cacheSizes()) this.set({ cache: cache.name }, cache.bytes)
})

gauge('guide_cache_limit_bytes', 'The limit of each in-memory cache in bytes (app/lib/memory-budgets.server.ts), and of the embedded database\'s page cache (embedded-database) and the image library\'s (image-library): each worker process has these limits of its own.', ['cache'], function () {
  for (const { cache, bytes } of memoryLimits()) this.set({ cache }, bytes)
}, 'max')

/** The open database's pool, or null while none is open. */
function pool() {
  try {
    return getDatabase().pool
  } catch {
    return null
  }
}
gauge('guide_db_pool_connections', 'Database connections of the pool, by state: active (running a query or transaction) or idle. The embedded database has one.', ['state'], function () {
  this.reset()
  const p = pool()
  if (!p) return
  this.set({ state: 'active' }, p.totalCount - p.idleCount)
  this.set({ state: 'idle' }, p.idleCount)
})
gauge('guide_db_pool_waiting', 'Queries waiting for a database connection (on the embedded database: waiting for its one connection).', [], function () {
  this.reset()
  const p = pool()
  if (p) this.set(p.waitingCount)
})
gauge('guide_db_pool_max_connections', 'The most connections the pool opens (1 on the embedded database, 10 per process on PostgreSQL).', [], function () {
  this.reset()
  const p = pool()
  if (p) this.set(p.options.max ?? 10)
})

/** Pending rows counted up to this many: a count stays cheap however long a queue grows. */
export const OUTBOX_COUNT_CAP = 10_000
/** How long one reading of the database is used: a storm of scrapes makes one query per process every few seconds. */
const STATE_TTL_MS = 5_000

interface StoredState {
  outbox: Record<'push' | 'email' | 'fanout', { pending: number; oldest: Date | null }>
  backup: { lastSuccess: Date | null; bytes: number | null; lastFailure: Date | null }
  news: { active: number; failing: number }
  now: Date
}

let stored: { at: number; state: Promise<StoredState> } | undefined

/** Queues, the last backup and news sources, read in one bounded query and kept STATE_TTL_MS. */
export function storedState(): Promise<StoredState> {
  if (stored && Date.now() - stored.at < STATE_TTL_MS) return stored.state
  const state = readStoredState()
  stored = { at: Date.now(), state }
  state.catch(() => {
    if (stored?.state === state) stored = undefined
  })
  return state
}

/** Forgets the kept reading (tests). */
export function forgetStoredState() {
  stored = undefined
}

async function readStoredState(): Promise<StoredState> {
  const cap = OUTBOX_COUNT_CAP
  const { rows } = await sql<{
    now: Date
    push_pending: string; push_oldest: Date | null
    email_pending: string; email_oldest: Date | null
    fanout_pending: string; fanout_oldest: Date | null
    backup_at: Date | null; backup_bytes: string | null; failed_at: Date | null
    failing: string[] | null
  }>`SELECT now() AS now,
    (SELECT count(*) FROM (SELECT 1 FROM notification_deliveries WHERE done_at IS NULL AND channel = 'push' LIMIT ${cap}) p) AS push_pending,
    (SELECT min(due_at) FROM notification_deliveries WHERE done_at IS NULL AND channel = 'push') AS push_oldest,
    (SELECT count(*) FROM (SELECT 1 FROM notification_deliveries WHERE done_at IS NULL AND channel = 'email' LIMIT ${cap}) e) AS email_pending,
    (SELECT min(due_at) FROM notification_deliveries WHERE done_at IS NULL AND channel = 'email') AS email_oldest,
    (SELECT count(*) FROM (SELECT 1 FROM notification_fanouts LIMIT ${cap}) f) AS fanout_pending,
    (SELECT min(created_at) FROM notification_fanouts) AS fanout_oldest,
    b.finished_at AS backup_at, b.bytes AS backup_bytes,
    (SELECT max(finished_at) FROM backup_runs WHERE error IS NOT NULL) AS failed_at,
    (SELECT array_agg(id) FROM news_sources WHERE NOT paused AND failing_since IS NOT NULL) AS failing
    FROM (SELECT 1) one
    LEFT JOIN (SELECT finished_at, bytes FROM backup_runs WHERE error IS NULL AND bytes IS NOT NULL ORDER BY finished_at DESC LIMIT 1) b ON true`.execute(db())
  const row = rows[0]!
  const sources = activeSources()
  const failing = new Set(row.failing ?? [])
  const date = (value: Date | string | null) => (value === null ? null : new Date(value))
  return {
    now: new Date(row.now),
    outbox: {
      push: { pending: Number(row.push_pending), oldest: date(row.push_oldest) },
      email: { pending: Number(row.email_pending), oldest: date(row.email_oldest) },
      fanout: { pending: Number(row.fanout_pending), oldest: date(row.fanout_oldest) },
    },
    backup: { lastSuccess: date(row.backup_at), bytes: row.backup_bytes === null ? null : Number(row.backup_bytes), lastFailure: date(row.failed_at) },
    news: { active: sources.length, failing: sources.filter((source) => failing.has(source.id)).length },
  }
}

let warnedAt = 0
/**
 * The stored state, or null (logged, at most once a minute) when the database cannot be read:
 * the gauges then keep their last values (a 0 would read as an empty queue or a fresh backup).
 */
async function readOrNull(): Promise<StoredState | null> {
  try {
    return await storedState()
  } catch (error) {
    if (Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now()
      logger.warn({ err: error }, 'metrics: the queues, backups and news sources could not be read')
    }
    return null
  }
}

const seconds = (date: Date) => date.getTime() / 1000

gauge('guide_outbox_pending', `Notifications still to send by push or e-mail, and comments whose followers are still to be notified (fanout), counted up to ${OUTBOX_COUNT_CAP}; daily e-mails waiting for their hour are included.`, ['queue'], async function () {
  const state = await readOrNull()
  if (!state) return
  this.reset()
  for (const [queue, { pending }] of Object.entries(state.outbox)) this.set({ queue }, pending)
}, 'max')
gauge('guide_outbox_oldest_due_age_seconds', 'How long the oldest item of each queue has been due and not sent (0: nothing overdue). A growing value means the delivery job is stuck or failing.', ['queue'], async function () {
  const state = await readOrNull()
  if (!state) return
  this.reset()
  for (const [queue, { oldest }] of Object.entries(state.outbox)) this.set({ queue }, oldest ? Math.max(0, (state.now.getTime() - oldest.getTime()) / 1000) : 0)
}, 'max')
gauge('guide_backup_last_success_timestamp_seconds', 'When the last backup that worked finished (Unix time; 0: none yet). docs/backups.md.', [], async function () {
  const state = await readOrNull()
  if (state) this.set(state.backup.lastSuccess ? seconds(state.backup.lastSuccess) : 0)
}, 'max')
// With no backup yet, its age is counted from 1970, as the timestamp's 0 says: far past any alert's
// threshold (an infinity would not survive a cluster's JSON messages), and so until the database
// is first read: never a fresh backup's 0 that nobody took.
gauge('guide_backup_age_seconds', 'Seconds since the last backup that worked finished (with none yet: since 1970, the timestamp\'s 0).', [], async function () {
  const state = await readOrNull()
  if (state) this.set((state.now.getTime() - (state.backup.lastSuccess?.getTime() ?? 0)) / 1000)
}, 'min').set(Date.now() / 1000)
gauge('guide_backup_last_success_bytes', 'Size of the last backup that worked, in bytes (0: none yet).', [], async function () {
  const state = await readOrNull()
  if (state) this.set(state.backup.bytes ?? 0)
}, 'max')
gauge('guide_backup_last_failure_timestamp_seconds', 'When the last backup that failed finished (Unix time; 0: none). A failure after the last success is what the admins\' summary shows.', [], async function () {
  const state = await readOrNull()
  if (state) this.set(state.backup.lastFailure ? seconds(state.backup.lastFailure) : 0)
}, 'max')
gauge('guide_news_sources', 'News sources in use (NEWS_SOURCES or the shipped list; 0 with NEWS_ENABLED=0).', [], async function () {
  const state = await readOrNull()
  if (state) this.set(state.news.active)
}, 'max')
gauge('guide_news_sources_failing', 'News sources in use whose last check failed (/moderation/news says why).', [], async function () {
  const state = await readOrNull()
  if (state) this.set(state.news.failing)
}, 'max')

// ---- Start, and one answer for a cluster ----------------------------------------------------

/** The message a worker sends the primary for every worker's metrics, and the primary's answer (server/cluster-metrics.js). */
const ASK = 'guide:metrics'
const ANSWER = 'guide:metrics:answer'
/** How long a worker waits for the primary (which waits 5 s for each worker). */
const CLUSTER_TIMEOUT_MS = 10_000

const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>()
let asked = 0
let started = false

/**
 * Starts the process's metrics: prom-client's default ones (event-loop lag, heap, GC, CPU, open
 * handles), and in a worker of a cluster the listeners that let the primary gather every worker's.
 */
export function startMetrics() {
  if (started) return
  started = true
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics()
  // Three of prom-client's are gauges named like counters (`_total`), which `promtool check
  // metrics` refuses; their numbers are the sums of nodejs_active_handles{type}, _requests and
  // _resources, which stay.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) register.removeSingleMetric(name)
  if (!cluster.isWorker) return
  // Answers the primary's requests for this worker's metrics (prom-client listens once one exists).
  new AggregatorRegistry()
  process.on('message', (raw: unknown) => {
    const message = raw as { type?: unknown; id?: unknown; text?: unknown; error?: unknown } | null
    if (message?.type !== ANSWER || typeof message.id !== 'number') return
    const pending = waiting.get(message.id)
    if (!pending) return
    waiting.delete(message.id)
    clearTimeout(pending.timer)
    if (typeof message.text === 'string') pending.resolve(message.text)
    else pending.reject(new Error(`the primary could not gather the workers' metrics: ${String(message.error ?? 'no answer')}`))
  })
}

/** This process's metrics, or with WEB_CONCURRENCY > 1 every worker's, gathered by the primary. */
function gather(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics()
  return new Promise((resolve, reject) => {
    const id = ++asked
    const timer = setTimeout(() => {
      waiting.delete(id)
      reject(new Error('the primary did not answer with the workers\' metrics in time'))
    }, CLUSTER_TIMEOUT_MS)
    waiting.set(id, { resolve, reject, timer })
    process.send!({ type: ASK, id })
  })
}
