import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { logger } from '#app/lib/logger.server'

/** One JSON line per request: method, path, status, duration. */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    const entry = { method: req.method, path: req.path, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 }
    if (res.statusCode >= 500) logger.error(entry, 'request')
    else logger.info(entry, 'request')
  })
  next()
}

/**
 * Security headers, with a fresh nonce per response for the few inline scripts React Router
 * writes. The map on the geography page is the only third-party frame.
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
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        'frame-src https://www.openstreetmap.org',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
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
    const ownOrigin = `${req.protocol}://${req.get('host')}`
    const allowed = origin === undefined ? req.get('sec-fetch-site') !== 'cross-site' : origin === ownOrigin || origin === publicOrigin
    if (allowed) return next()
    logger.warn({ method: req.method, path: req.path, origin }, 'cross-origin request refused')
    res.status(403).type('text/plain').send('Forbidden: cross-origin request')
  }
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
 * Refuses bodies larger than `maxBytes` before anything reads them, so a huge upload cannot
 * fill the memory. Routes that stream large files (videos) are listed in `exempt`.
 */
export function limitBodySize(maxBytes: number, exempt: (path: string) => boolean = () => false) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || exempt(req.path)) return next()
    const length = Number(req.get('content-length'))
    if (!req.get('content-length') && req.get('transfer-encoding')) {
      res.status(411).type('text/plain').send('Length Required')
      return
    }
    if (Number.isFinite(length) && length > maxBytes) {
      res.status(413).type('text/plain').send('Payload Too Large')
      return
    }
    next()
  }
}
