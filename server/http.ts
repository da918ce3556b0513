import { randomBytes } from 'node:crypto'
import { access } from 'node:fs/promises'
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
 * Marks requests made by the page's own JavaScript (React Router's `.data` requests) in a header
 * only the server sets. Actions answer those with data, and plain form posts with a redirect.
 */
export function markScriptRequests(req: Request, _res: Response, next: NextFunction) {
  req.headers['x-hg-script'] = req.path.endsWith('.data') ? '1' : '0'
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
