import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { requestOrigin } from './http'
import { getDatabase } from '#app/lib/db/database.server'
import { SESSION_SCOPE_KEY, type SessionResult } from '#app/lib/auth/session.server'
import { sessionToken } from '#app/lib/cookies.server'
import { followRequest, type RequestSource } from '#app/lib/error-log/capture.server'
import { requestQueries, routeNote } from '#app/lib/metrics.server'
import { getLang } from '#app/lib/preferences.server'
import { currentScope, inRequestScope } from '#app/lib/request-scope.server'
import { cacheKey, serveCached } from './page-cache'

/** The Fetch-API request React Router expects, made from Express's. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, publicOrigin: string | null): globalThis.Request {
  const url = new URL(`${requestOrigin(req, publicOrigin)}${req.originalUrl}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(url, init)
}

/**
 * A request as the error log sees it (app/lib/error-log/capture.server.ts): one object per
 * request, whose methods run only for a request that logged a warning or an error.
 */
class ServedRequest implements RequestSource {
  constructor(
    private readonly req: ExpressRequest,
    private readonly res: ExpressResponse,
    readonly route: { pattern: string },
    private readonly scope: ReadonlyMap<string, unknown> | null,
  ) {}

  get method() {
    return this.req.method
  }

  onEnd(callback: (status: number) => void) {
    const { res } = this
    if (res.writableFinished) callback(res.statusCode)
    else res.once('close', () => callback(res.statusCode))
  }

  /**
   * Its language, and whether its reader was signed in as its own code found (the session it
   * read; without a session cookie nobody is).
   */
  async describe() {
    const { req } = this
    let lang: 'bn' | 'en' | null = null
    try {
      const headers = new Headers()
      for (const name of ['cookie', 'referer']) {
        const value = req.get(name)
        if (value) headers.set(name, value)
      }
      lang = getLang(new Request(`http://${req.get('host') || 'localhost'}${req.originalUrl}`, { headers }))
    } catch {
      // An address the URL parser refuses: the language stays unknown.
    }
    let signedIn: boolean | null = sessionToken(req.headers.cookie) === null ? false : null
    for (const [key, value] of this.scope ?? []) {
      if (signedIn === false || !key.startsWith(SESSION_SCOPE_KEY)) continue
      signedIn = Boolean((await (value as Promise<SessionResult>).catch(() => null))?.user)
    }
    return { lang, signedIn }
  }
}

const closed = (res: ExpressResponse) => res.destroyed || res.writableEnded

async function send(res: ExpressResponse, response: globalThis.Response) {
  if (closed(res)) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (!response.body) {
    res.end()
    return
  }
  try {
    if (/^text\/event-stream\b/.test(response.headers.get('content-type') ?? '')) {
      // A live stream goes out as it is written (the compression middleware leaves it alone).
      await writeReadableStreamToWritable(response.body, res)
      return
    }
    // A page is sent whole: streamed, each chunk was flushed through gzip with a full reset,
    // which cost more CPU than the render (docs/performance.md) and made the page larger.
    res.end(Buffer.from(await response.arrayBuffer()))
  } catch (error) {
    // The browser went away mid-page: nothing to report.
    if (!closed(res)) throw error
  }
}

/**
 * React Router behind Express, with the anonymous page cache (server/page-cache.ts) in front.
 * The CSP nonce of this response is passed to the render as load context.
 */
export function reactRouterHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, publicOrigin: string | null = null) {
  const handle = createRequestHandler(build, mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      await inRequestScope(() => serve(req, res))
    } catch (error) {
      next(error)
    }
  }
  async function serve(req: ExpressRequest, res: ExpressResponse) {
    const key = mode === 'production' ? cacheKey(req) : null
    // The route pattern React Router matched (or the cached page was rendered for), for the
    // request's metrics (app/lib/metrics.server.ts, server/http.ts's requestLog).
    const route = routeNote()
    res.locals.route = route
    // The admins' error log keeps, with what was logged during this request, its method, route
    // pattern, status, language and whether someone was signed in (app/lib/error-log).
    followRequest(new ServedRequest(req, res, route, currentScope()))
    // The database queries this request makes (app/lib/metrics.server.ts), for the request log.
    res.locals.queries = requestQueries()
    if (key) {
      await serveCached(key, req, res, async (nonce) => {
        await getDatabase().announcements.upToDate()
        return handle(toFetchRequest(req, res, publicOrigin), { nonce })
      }, route)
      return
    }
    // On a PostgreSQL server: the in-memory caches hold every change committed before now
    // (app/lib/db/announce-versions.server.ts). On the embedded database they always do.
    await getDatabase().announcements.upToDate()
    await send(res, await handle(toFetchRequest(req, res, publicOrigin), { nonce: String(res.locals.nonce ?? '') }))
  }
}
