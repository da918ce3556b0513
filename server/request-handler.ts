import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { requestOrigin } from './http'
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
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    // The browser went away mid-page: nothing to report.
    if (!closed(res)) throw error
  }
}

/**
 * React Router behind Express, with the anonymous page cache (server/page-cache.ts) in front.
 * The CSP nonce of this response is passed to the render as load context.
 */
export function reactRouterHandler(build: () => Promise<ServerBuild>, mode: string, publicOrigin: string | null = null) {
  const handle = createRequestHandler(build, mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const key = mode === 'production' ? cacheKey(req) : null
      if (key) {
        await serveCached(key, req, res, (nonce) => handle(toFetchRequest(req, res, publicOrigin), { nonce }))
        return
      }
      await send(res, await handle(toFetchRequest(req, res, publicOrigin), { nonce: String(res.locals.nonce ?? '') }))
    } catch (error) {
      next(error)
    }
  }
}
