import { randomBytes } from 'node:crypto'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import Busboy from 'busboy'
import { BodyError, isUrlEncoded, readUrlEncoded } from './form.server'
import { logger } from './logger.server'
import { getStorage } from './storage.server'
import { VideoStructureError, videoMetadataStripper } from './video-metadata.server'

export type VideoKind = 'mp4' | 'webm'

/** MP4 has 'ftyp' at byte 4; WebM starts with the EBML magic 1A 45 DF A3. */
export function sniffVideo(head: Uint8Array): VideoKind | null {
  if (head.length >= 8 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return 'mp4'
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm'
  return null
}

/** A small file held in memory (an image), checked and re-encoded afterwards. */
export interface BufferedFile {
  bytes: Uint8Array
  tooLarge: boolean
}

export type StreamedFile = { key: string; url: string } | { error: 'too-large' | 'not-video' | 'storage' | 'empty' }

export interface ParsedForm {
  fields: Record<string, string>
  files: Record<string, BufferedFile>
  /** Streamed files (videos): already in storage under `key`, without their metadata. */
  streamed: Record<string, StreamedFile>
  /** File fields sent more than once (only one of each is accepted; none of the extras is kept). */
  repeated: string[]
  /** Deletes every file this request stored: call it when the request is refused or fails. */
  discard(): Promise<void>
}

export interface MultipartOptions {
  /** File fields held in memory, up to `maxBufferBytes` each. */
  buffer: string[]
  maxBufferBytes: number
  /** File fields streamed to storage under `prefix/`, up to `maxStreamBytes` each. */
  stream: string[]
  maxStreamBytes: number
  prefix: string
  /** The whole body, however it is sent (a chunked body has no Content-Length to check first). */
  maxTotalBytes: number
}

/**
 * Reads a form without holding it in memory: fields and small files are collected, and the
 * files named in `stream` go straight to storage as they arrive, checked by their first bytes
 * and cut off past `maxStreamBytes`. A plain url-encoded form is read too (no files).
 *
 * A body that breaks off (a phone losing signal), grows past `maxTotalBytes` or is not a form
 * throws a BodyError, and every file it had stored is deleted first: a refused request leaves
 * nothing behind.
 */
export async function parseMultipart(request: Request, options: MultipartOptions): Promise<ParsedForm> {
  const storedKeys: string[] = []
  const discard = async () => {
    for (const key of storedKeys.splice(0)) {
      await getStorage().remove(key).catch((error) => logger.warn({ err: error, key }, 'could not delete an upload'))
    }
  }
  const result: ParsedForm = { fields: {}, files: {}, streamed: {}, repeated: [], discard }
  const contentType = request.headers.get('content-type') ?? ''
  if (isUrlEncoded(contentType)) {
    result.fields = await readUrlEncoded(request)
    return result
  }
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) throw new BodyError('unsupported')

  let busboy: Busboy.Busboy
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fields: 30, fieldSize: 64 * 1024, files: 4, parts: 40, fileSize: Math.max(options.maxBufferBytes, options.maxStreamBytes) + 1 },
    })
  } catch {
    throw new BodyError('malformed') // no boundary, or not multipart after all
  }

  const pending: Array<Promise<void>> = []
  const seen = new Map<string, number>()
  busboy.on('field', (name, value) => {
    result.fields[name] = value
  })
  busboy.on('file', (name, file, info) => {
    const wanted = options.buffer.includes(name) || options.stream.includes(name)
    // An empty file input still sends a part, with no file name: nothing was chosen.
    if (!wanted || !info.filename) {
      file.resume()
      return
    }
    const times = (seen.get(name) ?? 0) + 1
    seen.set(name, times)
    if (times > 1) {
      if (!result.repeated.includes(name)) result.repeated.push(name)
      file.resume()
      return
    }
    if (options.buffer.includes(name)) pending.push(bufferFile(name, file, options.maxBufferBytes, result))
    else pending.push(streamToStorage(name, file, options, result, storedKeys))
  })

  let total = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length
      if (total > options.maxTotalBytes) callback(new BodyError('too-large'))
      else callback(null, chunk)
    },
  })
  try {
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), counter, busboy)
    await Promise.all(pending)
  } catch (error) {
    // The body broke off or was refused: let the file handlers finish, then delete what they stored.
    await Promise.allSettled(pending)
    await discard()
    if (error instanceof BodyError) throw error
    throw new BodyError(request.signal.aborted || isAbort(error) ? 'aborted' : 'malformed')
  }
  return result
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || /aborted|ECONNRESET|premature close|Unexpected end of form/i.test(`${error.message} ${(error as NodeJS.ErrnoException).code ?? ''}`))

async function bufferFile(name: string, file: Readable, maxBytes: number, result: ParsedForm) {
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) tooLarge = true
    else chunks.push(chunk)
  }
  result.files[name] = { bytes: tooLarge ? new Uint8Array() : new Uint8Array(Buffer.concat(chunks)), tooLarge }
}

async function streamToStorage(name: string, file: Readable, options: MultipartOptions, result: ParsedForm, storedKeys: string[]) {
  const storage = getStorage()
  let out = null as Transform | null
  let size = 0
  let kind: VideoKind | null | undefined
  let head = Buffer.alloc(0)
  let failure: 'too-large' | 'not-video' | null = null
  let key = ''
  let stored: Promise<unknown> = Promise.resolve()
  const start = (detected: VideoKind) => {
    key = `${options.prefix}/${randomBytes(12).toString('hex')}.${detected}`
    storedKeys.push(key)
    // Phones write where a video was taken into it (GPS): blanked out on the way to storage.
    out = videoMetadataStripper(detected)
    stored = storage.put(key, out, detected === 'mp4' ? 'video/mp4' : 'video/webm').then(
      () => null,
      (error: unknown) => error,
    )
    return out
  }
  // Waits for room in the stream, or for its end (a video that did not parse stops it early).
  const write = async (chunk: Buffer) => {
    const stream = out
    if (!stream || stream.destroyed) return
    if (!stream.write(chunk)) await new Promise<void>((resolve) => {
      // Whichever comes first; the other listener goes too (a long video waits many times).
      const done = () => {
        stream.off('drain', done)
        stream.off('close', done)
        resolve()
      }
      stream.once('drain', done)
      stream.once('close', done)
    })
  }
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (failure) continue // drain the rest of the upload
      size += chunk.length
      if (size > options.maxStreamBytes) {
        failure = 'too-large'
        out?.destroy()
        continue
      }
      if (kind === undefined) {
        head = Buffer.concat([head, chunk])
        if (head.length < 12) continue
        kind = sniffVideo(head)
        if (!kind) {
          failure = 'not-video'
          continue
        }
        start(kind)
        await write(head)
        continue
      }
      await write(chunk)
    }
  } catch (error) {
    // The body broke off mid-file: stop writing; parseMultipart deletes the partial file.
    out?.destroy()
    await stored
    throw error
  }
  if (kind === undefined && !failure && head.length > 0) {
    // A file shorter than the sniffing window.
    kind = sniffVideo(head)
    if (kind) start(kind).end(head)
    else failure = 'not-video'
  } else if (!failure && out && !out.destroyed) out.end()
  if (size === 0) {
    result.streamed[name] = { error: 'empty' }
    return
  }
  const storeError = await stored
  if (failure || storeError) {
    if (key) await storage.remove(key).catch(() => {})
    if (!failure && !(storeError instanceof VideoStructureError)) logger.error({ err: storeError }, 'video storage failed')
    result.streamed[name] = { error: failure ?? (storeError instanceof VideoStructureError ? 'not-video' : 'storage') }
    return
  }
  result.streamed[name] = { key, url: storage.url(key) }
}

/** A random id for a stored file name. */
export const fileId = () => randomBytes(12).toString('hex')
