import { createHmac, randomBytes } from 'node:crypto'
import { access } from 'node:fs/promises'
import type { NextFunction, Request, Response } from 'express'
import { sessionToken } from '#app/lib/cookies.server'
import { tileOrigin } from '#app/lib/map-tiles.server'
import { env } from '#app/lib/env.server'
import { logger, notKept } from '#app/lib/logger.server'
import { VIEWER_HEADER } from '#app/lib/offline-caches'
import { getSecret } from '#app/lib/secret.server'
import { observeAnswered } from './metrics'

/** One JSON line per request: method, path, status, duration, the database queries a page made; and the request's metrics (server/metrics.ts). */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    observeAnswered(req, res, durationMs / 1000)
    // A private calendar address is a key: the log keeps that it was asked for, not the token.
    const path = req.path.replace(/^((?:\/en)?\/events\/mine\/)[^/]+$/, '$1…')
    const entry: Record<string, unknown> = { method: req.method, path, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 }
    // A page's database queries (server/request-handler.ts counts them; a cached page made none).
    const queries = (res.locals.queries as { count: number } | undefined)?.count
    if (queries !== undefined) entry.queries = queries
    // The error log keeps the error that made a 5xx, not this line too (it has the request's address).
    if (res.statusCode >= 500) logger.error({ ...notKept, ...entry }, 'request')
    else logger.info(entry, 'request')
  })
  next()
}

/**
 * Security headers, with a fresh nonce per response for the few inline scripts React Router
 * writes. Map tiles are the only third-party content (images, from the configured tile server).
 */
export function securityHeaders({ https }: { https: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob: ${tileOrigin()}`,
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        // "Continue with Google" is a form whose answer redirects to the provider (ADR 031).
        `form-action 'self'${oidcOrigin()}`,
        "frame-ancestors 'none'",
      ].join('; '),
    )
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(self), geolocation=(self)')
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000')
    next()
  }
}

/** The OpenID Connect provider's origin, for form-action, when one is set. */
function oidcOrigin(): string {
  const issuer = env().OIDC_ISSUER
  return issuer ? ` ${new URL(issuer).origin}` : ''
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests sent from another site (CSRF). Browsers send Origin on every
 * cross-origin POST, and Sec-Fetch-Site where Origin is withheld; a request with neither comes
 * from a non-browser client, which a CSRF attack cannot use.
 */
export function sameOriginMutations(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const origin = req.get('origin')
    const allowed = origin === undefined ? req.get('sec-fetch-site') !== 'cross-site' : origin === hostOrigin(req) || origin === publicOrigin
    if (allowed) return next()
    logger.warn({ method: req.method, path: req.path, origin }, 'cross-origin request refused')
    res.status(403).type('text/plain').send('Forbidden: cross-origin request')
  }
}

/**
 * The origin this request was sent to as the Host header (or, behind trusted proxies, their
 * X-Forwarded-Host and X-Forwarded-Proto) says. Express reads the forwarded headers only when
 * TRUST_PROXY counts a proxy.
 */
export function hostOrigin(req: Request): string {
  return `${req.protocol}://${req.host ?? 'localhost'}`
}

/**
 * The origin the browser used, for the URL the app sees. A proxy that rewrites Host (nginx's
 * default `proxy_pass http://127.0.0.1:3000`) would make it `http://127.0.0.1:3000`, and React
 * Router would refuse every form as cross-origin; so when PUBLIC_URL is set, that is the
 * origin, unless the browser's Origin header names the host it really used (a LAN address, say),
 * which sameOriginMutations has already accepted.
 */
export function requestOrigin(req: Request, publicOrigin: string | null): string {
  const own = hostOrigin(req)
  if (!publicOrigin) return own
  const origin = req.get('origin')
  return origin === own ? own : publicOrigin
}

/**
 * Records the client address for rate limits in a header only the server sets (any value the
 * client sent is replaced). Express's req.ip honours TRUST_PROXY.
 */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  req.headers['x-hg-client-ip'] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
  next()
}

/**
 * Marks requests made by the page's own JavaScript (React Router's `.data` requests) in a header
 * only the server sets. Actions answer those with data, and plain form posts with a redirect.
 */
export function markScriptRequests(req: Request, _res: Response, next: NextFunction) {
  req.headers['x-hg-script'] = req.path.endsWith('.data') ? '1' : '0'
  next()
}

/** Where a large upload may be sent: the path, and how large a multipart body may be there. */
export interface UploadRoute {
  path: RegExp
  maxBytes: number
  /**
   * Where a form sent without JavaScript goes back to when it is too large (its own page, which
   * then says so beside the field), instead of a bare refusal page. The body is read and dropped
   * first, up to DRAIN_MAX_BYTES: a browser still sending it would show a reset, not the page.
   */
  tooLarge?: (req: Request) => string
}

/** The most of a refused upload that is read (and dropped) to answer with its form's own page. */
const DRAIN_MAX_BYTES = 100 * 1024 * 1024

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A short page in both languages for a refused body: people see it when a form is far too large. */
function refusedBody(req: Request, res: Response, status: 411 | 413, maxBytes: number) {
  const mb = Math.max(1, Math.round(maxBytes / 1024 / 1024))
  const bn = status === 413 ? `ফাইল বা ফর্মটি অনেক বড় (সর্বোচ্চ ${new Intl.NumberFormat('bn-BD').format(mb)} এমবি)। ফিরে গিয়ে ছোট ফাইল দিন।` : 'অনুরোধটির আকার জানা যায়নি। আবার চেষ্টা করুন।'
  const en = status === 413 ? `The file or form is too large (at most ${mb} MB). Go back and choose a smaller file.` : 'The request did not say how large it is. Please try again.'
  if (!req.accepts('html')) {
    res.status(status).json({ ok: false, error: { message: status === 413 ? 'form.error.tooLarge' : 'form.error.unreadable' }, bn, en })
    return
  }
  res.status(status).type('html').send(
    `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title>` +
      `<main style="max-width:36rem;margin:2rem auto;padding:0 1rem;font-family:sans-serif"><p lang="bn">${escapeHtml(bn)}</p><p lang="en">${escapeHtml(en)}</p>` +
      '<p><a href="/">হোম / Home</a></p></main>',
  )
}

/**
 * Caps every request body by its kind before anything reads it, so no body can fill the
 * memory: forms and anything else at `formMaxBytes` (a url-encoded body is buffered whole), and
 * multipart uploads, only on their own routes, at the route's limit (they are streamed, and the
 * multipart reader caps a chunked body as it arrives). A body of unknown length is accepted only
 * as an upload; anything else must say its length.
 */
export function limitBodySize(formMaxBytes: number, uploads: UploadRoute[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const multipart = /^multipart\/form-data\b/i.test(req.get('content-type') ?? '')
    const upload = multipart ? uploads.find((route) => route.path.test(req.path)) : undefined
    const maxBytes = upload?.maxBytes ?? formMaxBytes
    const declared = req.get('content-length')
    if (declared === undefined) {
      if (!req.get('transfer-encoding') || upload) return next()
      return refusedBody(req, res, 411, maxBytes)
    }
    const length = Number(declared)
    if (!Number.isFinite(length) || length > maxBytes) {
      if (upload?.tooLarge && length <= DRAIN_MAX_BYTES && !req.path.endsWith('.data') && req.accepts('html')) {
        const to = upload.tooLarge(req)
        req.resume()
        req.once('end', () => res.redirect(303, to))
        return
      }
      return refusedBody(req, res, 413, maxBytes)
    }
    next()
  }
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * Serves the Brotli or gzip file that the build wrote next to an asset (scripts/precompress.js),
 * when the browser accepts it. Falls through to express.static otherwise.
 */
export function precompressed(root: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const ext = req.path.slice(req.path.lastIndexOf('.'))
    const type = contentTypes[ext]
    if (!type || req.path.includes('..')) return next()
    const accepted = req.get('accept-encoding') ?? ''
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue
      const file = `${root}${req.path}${suffix}`
      try {
        await access(file)
      } catch {
        continue
      }
      res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Type', type)
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      res.sendFile(file, { root: process.cwd() })
      return
    }
    next()
  }
}

/**
 * Names who a page is rendered for, for the service worker (docs/offline.md): "anon", or a keyed
 * hash of the session cookie that tells sessions apart and reveals nothing of the account. The
 * worker keeps one reader's pages at a time and deletes them when this changes.
 */
export function viewerTag(req: Request, res: Response, next: NextFunction) {
  const token = sessionToken(req.headers.cookie)
  res.setHeader(VIEWER_HEADER, token ? createHmac('sha256', getSecret()).update(token).digest('base64url').slice(0, 16) : 'anon')
  next()
}
