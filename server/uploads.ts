import { pipeline } from 'node:stream/promises'
import express, { type RequestHandler } from 'express'
import { logger } from '#app/lib/logger.server'
import { getStorage, uploadsRoot } from '#app/lib/storage.server'
import { S3Storage } from '#app/lib/storage-s3.server'
import { EVIDENCE_PREFIX } from '#app/lib/evidence.server'

/** Names are random and never reused, so a file can be cached for a year (as /assets/). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** What the browser is told a file is, by its name (the app writes these), not by the store. */
const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', mp4: 'video/mp4', webm: 'video/webm' }

/**
 * The handler for /uploads/: files under DATA_DIR/uploads straight from disk, or, with
 * UPLOADS_S3_URL, streamed from the S3 store through the app at the same addresses (pages, the
 * Content-Security-Policy and the service worker see no difference).
 */
export function serveUploads(): RequestHandler {
  const storage = getStorage()
  if (!(storage instanceof S3Storage)) {
    return express.static(uploadsRoot(), { immutable: true, maxAge: '1y', index: false, fallthrough: false })
  }
  const { endpoint, bucket, prefix } = storage.settings
  logger.info({ endpoint, bucket, prefix }, 'uploads are kept in an S3 store')
  // A wrong key, bucket or address shows in the log at start, not at the first upload.
  void storage.check().catch((error: unknown) => logger.error({ err: error, endpoint, bucket }, 'UPLOADS_S3_URL: the bucket could not be reached with these keys'))
  return s3Uploads(storage)
}

/** One `bytes=` range as S3 takes it; a list of ranges or a malformed one is ignored (the whole file is sent, as RFC 9110 allows). */
function singleRange(header: string | undefined) {
  const match = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null
  if (!match || (!match[1] && !match[2])) return undefined
  if (match[1] && match[2] && Number(match[1]) > Number(match[2])) return undefined
  return `bytes=${match[1]}-${match[2]}`
}

export function s3Uploads(storage: S3Storage): RequestHandler {
  return async (req, res) => {
    const notFound = () => {
      res.status(404).type('text/plain').send('Not found')
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      res.status(405).end()
      return
    }
    let key: string
    try {
      key = decodeURIComponent(req.path.slice(1))
    } catch {
      notFound()
      return
    }
    // Evidence photos share the store under their own folder: moderators only, never here (issue 42).
    if (key.startsWith(EVIDENCE_PREFIX)) {
      notFound()
      return
    }
    // The request is dropped if the reader goes before the store answers.
    const gone = new AbortController()
    res.once('close', () => {
      if (!res.writableFinished) gone.abort()
    })
    let found
    try {
      const since = req.headers['if-modified-since'] ? new Date(req.headers['if-modified-since']) : undefined
      found = await storage.fetch(key, {
        range: singleRange(req.headers.range),
        ifNoneMatch: req.headers['if-none-match'] || undefined,
        ifModifiedSince: since && !Number.isNaN(since.getTime()) ? since : undefined,
        head: req.method === 'HEAD',
        signal: gone.signal,
      })
    } catch (error) {
      if (gone.signal.aborted) return
      logger.error({ err: error, key }, 'an upload could not be read from the S3 store')
      res.status(503).setHeader('Retry-After', '10').type('text/plain').send('The file cannot be read just now.')
      return
    }
    if (!found) {
      notFound()
      return
    }
    res.setHeader('Cache-Control', CACHE_CONTROL)
    if (found.etag) res.setHeader('ETag', found.etag)
    if (found.status === 304) {
      res.status(304).end()
      return
    }
    if (found.status === 416) {
      res.status(416).setHeader('Content-Range', found.contentRange ?? 'bytes */0')
      res.end()
      return
    }
    res.status(found.status)
    res.setHeader('Content-Type', TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? found.contentType ?? 'application/octet-stream')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Accept-Ranges', 'bytes')
    if (found.contentLength !== undefined) res.setHeader('Content-Length', String(found.contentLength))
    if (found.contentRange) res.setHeader('Content-Range', found.contentRange)
    if (found.lastModified) res.setHeader('Last-Modified', found.lastModified.toUTCString())
    if (!found.body) {
      res.end()
      return
    }
    // A reader who leaves mid-video closes the store's stream too; nothing to report.
    await pipeline(found.body, res).catch(() => {})
  }
}
