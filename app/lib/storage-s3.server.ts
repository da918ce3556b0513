import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Settings } from './env.server'
import { logger } from './logger.server'
import type { Storage } from './storage-types'

/**
 * Whether a key is one the app writes: folders and a file name of letters, digits, '_', '-' and
 * '.', none starting with '.' ("posts/ab12-w480.webp", "avatars/<user>-<id>.webp"). Anything
 * else asked for at /uploads/ is answered 404 without asking the store.
 */
export const isStorageKey = (key: string) => key.length <= 300 && /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key)

type Sdk = typeof import('@aws-sdk/client-s3')

/** A streamed upload goes up in parts of this size, two at a time (10 MB of memory at most). */
const PART_BYTES = 5 * 1024 * 1024

/** What `fetch` found: the object's body (none for HEAD or 304) and what the answer's headers need. */
export interface FetchedObject {
  status: 200 | 206 | 304 | 416
  body: Readable | null
  contentType?: string
  contentLength?: number
  /** `bytes 0-99/1234` for a 206; for a 416 the size as `bytes *\/1234`. */
  contentRange?: string
  etag?: string
  lastModified?: Date
}

const errorStatus = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode
const isMissing = (error: unknown) => {
  const name = (error as Error)?.name
  return name === 'NoSuchKey' || name === 'NotFound' || errorStatus(error) === 404
}

/**
 * Uploads in an S3-compatible store (AWS S3, Cloudflare R2, Backblaze B2, MinIO), set by
 * UPLOADS_S3_URL. The SDK is loaded on first use, so a site on local disk never loads it. Keys
 * are stored under the configured prefix; the browser still loads them from /uploads/<key>,
 * through the app (server/uploads.ts).
 */
export class S3Storage implements Storage {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined

  constructor(readonly settings: S3Settings) {}

  private connect() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: this.settings.credentials,
        // The checksums newer SDKs add to every request by default are not understood by every
        // S3-compatible store (older MinIO, B2, R2 for some): only where the operation needs one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A video being played holds its connection while the phone reads: room for many.
        requestHandler: { connectionTimeout: 5000, httpAgent: { keepAlive: true, maxSockets: 256 }, httpsAgent: { keepAlive: true, maxSockets: 256 } },
      }),
    }))
    return this.connection
  }

  private objectKey(key: string) {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`)
    return this.settings.prefix + key
  }

  async put(key: string, body: Buffer | Readable, contentType: string) {
    const Key = this.objectKey(key)
    if (Buffer.isBuffer(body)) {
      const { sdk, client } = await this.connect()
      await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: body, ContentLength: body.length, ContentType: contentType }))
      return
    }
    // A stream may fail (an upload cut off) before the SDK reads it: hold the error until then.
    const hold = () => {}
    body.on('error', hold)
    let streamError: unknown
    // The SDK must see the end of the stream only when it really ended: a stream destroyed
    // half-way (cut off, too large, not a video) throws here, so no object is completed.
    const whole = async function* () {
      try {
        for await (const chunk of body) yield chunk as Buffer
        if (!body.readableEnded) throw new Error('the upload stopped before its end')
      } catch (error) {
        streamError = error
        throw error
      }
    }
    try {
      const [{ client }, { Upload }] = await Promise.all([this.connect(), import('@aws-sdk/lib-storage')])
      // One part (under PART_BYTES) is a single PUT; more is a multipart upload, aborted on an
      // error, so its parts are deleted with it.
      const upload = new Upload({
        client,
        params: { Bucket: this.settings.bucket, Key, Body: Readable.from(whole()), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      })
      await upload.done()
    } catch (error) {
      if (streamError && error !== streamError) {
        logger.warn({ err: error, key }, 'a cut-off upload\'s parts could not be deleted: the bucket\'s rule for incomplete multipart uploads will')
      }
      throw streamError ?? error
    } finally {
      body.off('error', hold)
    }
  }

  read(key: string): Readable {
    const out = new PassThrough()
    void this.fetch(key).then(
      (found) => {
        if (!found?.body) throw Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' })
        return pipeline(found.body, out)
      },
    ).catch((error: unknown) => out.destroy(error as Error))
    return out
  }

  /**
   * The object for an answer to the browser: null when there is none (or the key is not one
   * the app writes). `range` is one `bytes=…` range; a HEAD asks for the headers only.
   */
  async fetch(key: string, options: { range?: string; ifNoneMatch?: string; ifModifiedSince?: Date; head?: boolean; signal?: AbortSignal } = {}): Promise<FetchedObject | null> {
    if (!isStorageKey(key)) return null
    const { sdk, client } = await this.connect()
    const input = {
      Bucket: this.settings.bucket,
      Key: this.settings.prefix + key,
      IfNoneMatch: options.ifNoneMatch,
      IfModifiedSince: options.ifNoneMatch ? undefined : options.ifModifiedSince,
    }
    try {
      if (options.head) {
        const head = await client.send(new sdk.HeadObjectCommand(input), { abortSignal: options.signal })
        return { status: 200, body: null, contentType: head.ContentType, contentLength: head.ContentLength, etag: head.ETag, lastModified: head.LastModified }
      }
      const got = await client.send(new sdk.GetObjectCommand({ ...input, Range: options.range }), { abortSignal: options.signal })
      return {
        status: got.$metadata.httpStatusCode === 206 ? 206 : 200,
        body: got.Body as Readable,
        contentType: got.ContentType,
        contentLength: got.ContentLength,
        contentRange: got.$metadata.httpStatusCode === 206 ? got.ContentRange : undefined,
        etag: got.ETag,
        lastModified: got.LastModified,
      }
    } catch (error) {
      if (isMissing(error)) return null
      if (errorStatus(error) === 304) return { status: 304, body: null, etag: options.ifNoneMatch }
      if (errorStatus(error) === 416 || (error as Error).name === 'InvalidRange') {
        const head = await this.fetch(key, { head: true, signal: options.signal })
        if (!head) return null
        return { status: 416, body: null, contentRange: `bytes */${head.contentLength ?? 0}` }
      }
      throw error
    }
  }

  async remove(key: string) {
    const { sdk, client } = await this.connect()
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }))
  }

  url(key: string) {
    return `/uploads/${key}`
  }

  async *list() {
    const { sdk, client } = await this.connect()
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix || undefined, ContinuationToken }))
      for (const object of page.Contents ?? []) {
        if (!object.Key || !object.LastModified) continue
        // Only names the app writes: anything else someone put under the prefix is left alone.
        const key = object.Key.slice(this.settings.prefix.length)
        if (isStorageKey(key)) yield { key, modified: object.LastModified }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  /** Whether the bucket answers with these keys: checked once at start, so a wrong setting shows at once in the log. */
  async check() {
    const { sdk, client } = await this.connect()
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }))
  }
}
