import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { resolve } from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { DataDirLockedError, lockDataDir, sessionSecret } from '#app/lib/data-dir.server'
import { getDatabase, openDatabase, setDatabase } from '#app/lib/db/database.server'
import { migrate } from '#app/lib/db/migrate.server'
import { ConfigError, parseEnv, setEnv } from '#app/lib/env.server'
import { catalogScript } from '#app/i18n/catalogs.server'
import { logger } from '#app/lib/logger.server'
import { captureErrors, setErrorWriter, stopErrorLog } from '#app/lib/error-log/capture.server'
import { storeErrorRows } from '#app/lib/error-log/store.server'
import { setSecret } from '#app/lib/secret.server'
import { toNodeHandler } from 'better-auth/node'
import { getAuth } from '#app/lib/auth/auth.server'
import { subscribe } from '#app/lib/events.server'
import { sweepOrphanUploads } from '#app/lib/upload-sweep.server'
import { sweepOrphanEvidence } from '#app/lib/evidence.server'
import { SUGGEST_FORM_MAX_BYTES } from '#app/features/corrections/suggest.server'
import { startNewsJob } from '#app/features/news/refresh.server'
import { sweepShareCards } from '#app/features/share-cards/cache.server'
import { markSvg } from '#app/features/share-cards/mark.server'
import { vapidKeys } from '#app/lib/push.server'
import { startReminderJob } from '#app/features/events/reminders.server'
import { startDeliveryJob } from '#app/features/notifications/deliver.server'
import { activeSources } from '#app/features/news/sources.server'
import { sessionToken } from '#app/lib/cookies.server'
import { clientAddress, limitBodySize, markScriptRequests, precompressed, requestLog, sameOriginMutations, securityHeaders, viewerTag } from './http'
import { closeConnectionsWhenStopping, isStopping, markStopping, onShutdown, runShutdownHooks } from './shutdown'
import { clearPageCache, invalidateEventPages, invalidateForumPages } from './page-cache'
import { reactRouterHandler } from './request-handler'
import { serveUploads } from './uploads'
import { serveMetrics, startMetrics } from './metrics'
import { startMemorySweep } from './memory-sweep'
import { backfillPostImageWidths } from '#app/features/forum/image-backfill.server'
import { newPostMaxBytes } from '#app/features/forum/post-form.server'
import { flushViews, noteView, postIdOfPath, viewerKey } from '#app/features/forum/view-counter.server'
import { noteRequest } from '#app/features/trust/reading.server'
import { startTrustJob } from '#app/features/trust/recompute.server'
import { PROFILE_FORM_MAX_BYTES } from '#app/features/profile/update-profile.server'
import { channelPath, channelPathFits, serveChannel } from '#app/features/backup/channel.server'
import { runBackup, startNightlyBackups } from '#app/features/backup/run.server'

/** How long an idle keep-alive connection is kept. */
const KEEP_ALIVE_MS = 65_000

/** The largest ordinary form (a post of 10,000 Bengali characters is about 90 KB url-encoded). */
const FORM_MAX_BYTES = 1024 * 1024
import { closeEventStreams, forumEvents } from './sse'
import { FORUM_SLUG } from '#app/lib/forum-path'
import { place } from '#pack/place'
import { buildDir } from '#app/lib/build-dir.server'
import { activeAllocator } from './allocator.js'

declare module 'react-router' {
  interface AppLoadContext {
    nonce: string
  }
}

/** Starts the whole app: configuration, data directory lock, database, migrations, HTTP. */
export async function main({ vite }: { vite?: ViteDevServer } = {}) {
  let config
  try {
    config = parseEnv()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  setEnv(config)
  // The admins' error log (docs/operations.md): warnings and errors from here on wait in a
  // bounded queue until the database is open, then are written in batches.
  captureErrors()
  startMetrics()
  try {
    activeSources() // a bad NEWS_SOURCES stops the start here, with what is wrong
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  // One request must never take the site down for everyone: an error nobody caught (a stream
  // that failed after its request was gone, say) is logged, and the process goes on serving.
  process.on('uncaughtException', (error) => logger.error({ err: error }, 'uncaught exception: logged, still serving'))
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection: logged, still serving'))
  if (!config.PUBLIC_URL && !vite) {
    logger.warn(`PUBLIC_URL is not set: links in e-mails (password reset, verification) will point at ${config.publicUrl}. Set PUBLIC_URL to the site's public address.`)
  }
  const dataDir = resolve(config.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })

  let releaseLock = () => {}
  if (!config.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(dataDir)
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message)
        process.exit(1)
      }
      throw error
    }
  }
  setSecret(sessionSecret(dataDir, config.SESSION_SECRET))

  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
  )
  setDatabase(database)
  await migrate(database.pool)
  setErrorWriter((rows) => storeErrorRows(rows))
  // Housekeeping, by one process of a cluster (WEB_CONCURRENCY): files left by a crash or a
  // refused upload, and share cards nobody asked for in a month, swept at start and every hour;
  // older pictures' smaller widths, once.
  if (!process.env.WORKER_ID || process.env.WORKER_ID === '1') {
    const sweep = () => {
      void sweepOrphanUploads().catch((error) => logger.error({ err: error }, 'upload sweep failed'))
      void sweepOrphanEvidence().catch((error) => logger.error({ err: error }, 'evidence sweep failed'))
      void sweepShareCards().catch((error) => logger.error({ err: error }, 'share card sweep failed'))
    }
    void backfillPostImageWidths().catch((error) => logger.error({ err: error }, 'picture backfill failed'))
    sweep()
    const sweeper = setInterval(sweep, 60 * 60 * 1000)
    sweeper.unref()
    onShutdown(() => clearInterval(sweeper))
  }
  // What the in-memory caches hold past its time, dropped (docs/deploy.md "Memory").
  onShutdown(startMemorySweep())
  // Local news: every process runs the job; an advisory lock lets one fetch each due source.
  onShutdown(startNewsJob())
  // Event reminders: every process checks each minute; a reminder is claimed by one of them.
  vapidKeys()
  onShutdown(startReminderJob())
  // Notifications by push and e-mail (docs/notifications.md): every process sends; each is claimed by one.
  onShutdown(startDeliveryJob())
  // Trust levels (docs/moderation.md): every process writes the reading figures it noted each
  // minute; one process of a cluster recomputes the levels that are due.
  const stopTrust = startTrustJob({ recompute: !process.env.WORKER_ID || process.env.WORKER_ID === '1' })
  // The first auth call initialises better-auth (about 2 s); do it now, not on a visitor's time.
  await getAuth().api.getSession({ headers: new Headers() }).catch(() => {})

  const https = config.publicUrl.startsWith('https:')
  const app = express()
  app.disable('x-powered-by')
  if (config.TRUST_PROXY > 0) app.set('trust proxy', config.TRUST_PROXY)
  app.use(requestLog)
  app.use(closeConnectionsWhenStopping)
  app.use(
    compression({
      // Server-Sent Events must reach the browser at once, not wait in a gzip buffer.
      filter: (req, res) => req.headers.accept !== 'text/event-stream' && compression.filter(req, res),
      // What reaches here is compressed once per response (cached pages and files arrive
      // compressed): on the forum list's page, gzip 5 and Brotli 3 cost 1.2 and 1.1 ms against
      // 1.6 and 1.8 ms at the defaults, for 1% more bytes (docs/performance.md). A 256 KB window
      // is more than any page: the same bytes as the default 4 MB one, and each encoder's ring
      // buffer is 512 KB instead of 8 MB (ADR 039).
      level: 5,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  )
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    // A stopping process takes no new work: a load balancer sends it elsewhere.
    if (isStopping()) {
      res.status(503).json({ status: 'stopping' })
      return
    }
    try {
      await getDatabase().pool.query('SELECT 1')
      res.json({ status: 'ready' })
    } catch (error) {
      logger.error({ err: error }, 'readiness check failed')
      res.status(503).json({ status: 'database unavailable' })
    }
  })
  // Prometheus's scrape (docs/operations.md): to a bearer token or a loopback scraper when set;
  // to anyone else, the site's page-not-found (the request goes on to React Router).
  app.get('/metrics', serveMetrics)

  if (vite) {
    // Development has no build/client: the favicon is drawn here, as the build draws it for the
    // pack (scripts/build-app-icons.ts).
    app.get('/favicon.svg', (_req, res) => {
      res.type('image/svg+xml').send(markSvg(place.iconLetter.en))
    })
    app.use(vite.middlewares)
  } else {
    // Hashed file names: a year of caching is safe.
    const client = `${buildDir()}/client`
    app.use('/assets', precompressed(`${client}/assets`))
    app.use('/assets', express.static(`${client}/assets`, { immutable: true, maxAge: '1y', index: false }))
    // Files at the top of build/client (favicon, icons, the service worker). Only paths that
    // name a file are looked for on disk: a page address costs no file-system call.
    const publicFiles = express.static(client, {
      maxAge: '1h',
      index: false,
      // The service worker is checked on every visit and must never be stale (docs/offline.md).
      setHeaders: (res, path) => {
        if (path.endsWith('sw.js')) res.setHeader('Cache-Control', 'no-cache')
      },
    })
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.data') ? publicFiles(req, res, next) : next()))
  }

  // The message catalogs (ADR 017): named by their content's hash, so cached for a year.
  app.get('/catalogs/:file', (req, res) => {
    const script = catalogScript(req.params.file)
    if (!script) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    res.type('application/json; charset=utf-8')
    res.setHeader('Cache-Control', script.current ? 'public, max-age=31536000, immutable' : 'no-cache')
    res.send(script.body)
  })

  // Uploaded files: names are random and never reused, so they can be cached for a year. From
  // DATA_DIR/uploads, or streamed from the S3 store when UPLOADS_S3_URL is set.
  app.use('/uploads', serveUploads())

  app.use(securityHeaders({ https: https && !vite }))
  app.use(viewerTag)
  app.use(clientAddress)
  app.use(markScriptRequests)
  app.use(sameOriginMutations(new URL(config.publicUrl).origin))
  // Forms are small; a new post may carry an image and a video (streamed to storage as they
  // arrive), the profile a picture. Nothing else may send a large body.
  app.use(limitBodySize(FORM_MAX_BYTES, [
    { path: new RegExp(`^(/en)?/(${FORUM_SLUG}/new|api/forum/posts)(\\.data)?$`), maxBytes: newPostMaxBytes() },
    { path: new RegExp(`^(/en)?/${FORUM_SLUG}/profile(\\.data)?$`), maxBytes: PROFILE_FORM_MAX_BYTES, tooLarge: (req) => `${req.path}?edit=1&error=too-large` },
    // A suggestion to the guide may carry three photos (issue 42).
    { path: /^(\/en)?\/suggest(\.data)?$/, maxBytes: SUGGEST_FORM_MAX_BYTES },
  ]))

  // better-auth is mounted at /api/auth, but only for what its links need. Sign-in, sign-up and
  // the rest go through our own actions, which apply our rate limits and messages.
  const authHandler = toNodeHandler(getAuth())
  app.get(['/api/auth/ok', '/api/auth/verify-email', '/api/auth/reset-password/:token'], (req, res) => {
    void authHandler(req, res)
  })
  app.get('/api/forum/events', (req, res) => {
    void forumEvents(req, res)
  })
  app.all('/api/auth/*rest', (_req, res) => {
    res.status(404).json({ message: 'Not found' })
  })

  // A post page counts its view here, before the page cache: a cached page is still a view. A
  // signed-in page request is also noted for the trust levels' reading figures (posts read,
  // reading time, visit days: app/features/trust/reading.server.ts), in memory, no query.
  app.get(/./, (req, _res, next) => {
    const postId = postIdOfPath(req.path)
    const session = sessionToken(req.headers.cookie)
    if (postId !== null) noteView(postId, viewerKey(session, String(req.headers['x-hg-client-ip'] ?? ''), req.get('user-agent') ?? ''))
    if (session) noteRequest(session, req.path, postId)
    next()
  })
  // In development the build is loaded afresh on each request (Vite reloads it); in production it
  // is loaded once. Given a function, React Router re-derives its route table on every request
  // (flattening and ranking every route, a regular expression per branch): 12% of an uncached
  // page's CPU (docs/performance.md).
  const build = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : (await import('virtual:react-router/server-build')) as ServerBuild
  app.use(reactRouterHandler(build, vite ? 'development' : 'production', config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null))
  // Something visible changed: a forum write makes the lists and that post's pages out of date,
  // an accepted correction to the guide every page.
  await subscribe('forum', (payload) => {
    try {
      invalidateForumPages(JSON.parse(payload))
    } catch {
      clearPageCache()
    }
  })
  await subscribe('content', () => clearPageCache())
  await subscribe('events', () => invalidateEventPages())

  const server: Server = await new Promise((resolveListen, reject) => {
    const s = app.listen(config.PORT, config.HOST, () => resolveListen(s))
    s.once('error', reject)
  })
  // An idle keep-alive connection stays open longer than a client or proxy keeps one (nginx and
  // load balancers: 60 s). With Node's 5 s, a client could send on a socket the server was just
  // closing and get "socket hang up" (seen under load in the malformed-request tests).
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  server.on('clientError', answerMalformed)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  logger.info({ port, host: config.HOST, database: database.kind, dataDir, allocator: activeAllocator() }, `${place.guideName.en} is serving on http://localhost:${port}`)

  onShutdown(async () => {
    await database.close()
    setDatabase(undefined)
    releaseLock()
  })
  // Backups (docs/backups.md): every night by one process; on the embedded database,
  // `npm run backup` asks this process over a socket only DATA_DIR's owner can open.
  if (!process.env.WORKER_ID || process.env.WORKER_ID === '1') onShutdown(startNightlyBackups())
  if (!config.DATABASE_URL) {
    const socket = channelPath(dataDir)
    if (channelPathFits(socket)) {
      onShutdown(await serveChannel(socket, async (request) => {
        try {
          return { ok: true, ...(await runBackup('manual', request.out ?? undefined)) }
        } catch (error) {
          return { ok: false, error: (error as Error).message }
        }
      }))
    } else {
      logger.warn({ socket }, 'DATA_DIR\'s path is too long for the backup socket: npm run backup can only run while the server is stopped')
    }
  }
  // Hooks run last-registered first: the views and reading figures noted in memory are written
  // before the database closes.
  onShutdown(async () => {
    await flushViews()
    await stopTrust()
    await stopErrorLog()
  })
  installSignalHandlers(server)
  return server
}

/**
 * A request Node cannot parse (a 100 KB address, broken headers) gets its answer, and the rest
 * of what the client is still sending is read and dropped before the connection closes. Node's
 * own answer closed the socket with unread bytes in it, which resets the connection: the client
 * (curl, a browser over a real network) then loses the answer and reports a reset.
 */
const answeredMalformed = new WeakSet<Duplex>()
function answerMalformed(error: Error & { code?: string }, socket: Duplex) {
  // Node's parser goes on reading what the client still sends and reports each piece as a new
  // error: answered once, those pieces are simply the rest being dropped.
  if (answeredMalformed.has(socket)) return
  answeredMalformed.add(socket)
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy()
    return
  }
  const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large']
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request']
  const body = status === 431 ? 'The request\'s address or headers are too long.\n' : 'The request could not be read.\n'
  socket.on('error', () => {})
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  // What is still coming is read and dropped, for a few seconds at most.
  setTimeout(() => socket.destroy(), 5000).unref()
}

/**
 * How long nothing must arrive, once a stop has begun, before the process stops listening. A
 * keep-alive client told `Connection: close` opens a new connection for its next queued request;
 * on a busy machine that took over half a second, and the request found the port closed.
 */
const QUIET_MS = 2000
/** The longest a stop waits for traffic to end before it stops listening all the same. */
const DRAIN_MAX_MS = 10_000

function installSignalHandlers(server: Server) {
  // What is being answered, and when the last request came or went: a stop waits for quiet.
  let active = 0
  let lastActivity = Date.now()
  server.on('request', (_req, res) => {
    active++
    lastActivity = Date.now()
    res.once('close', () => {
      active--
      lastActivity = Date.now()
    })
  })
  const stop = (signal: string) => {
    if (isStopping()) return
    markStopping()
    logger.info({ signal }, 'shutting down: answering what arrives, then stopping')
    // First the drain: /readyz says 503, so a load balancer sends new work elsewhere; every
    // answer says `Connection: close`; and whatever still reaches this process is answered, on
    // kept-alive connections and new ones alike, a request whose bytes are already on their way
    // included (closing idle kept-alive sockets at once reset those, issue 30). Once nothing has
    // arrived for QUIET_MS (at most DRAIN_MAX_MS), the process stops listening, closes idle
    // sockets, lets busy ones finish (10 s more at most), and closes the database.
    closeEventStreams()
    const started = Date.now()
    const drain = setInterval(() => {
      if ((active > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() - started < DRAIN_MAX_MS) return
      clearInterval(drain)
      server.close(async () => {
        clearInterval(sweepIdle)
        await runShutdownHooks()
        logger.info('stopped')
        process.exit(0)
      })
      server.closeIdleConnections()
      const sweepIdle = setInterval(() => server.closeIdleConnections(), 100)
      const force = setTimeout(() => server.closeAllConnections(), 10_000)
      force.unref()
    }, 50)
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}

export { onShutdown }
