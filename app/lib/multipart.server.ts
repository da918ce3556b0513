import { randomBytes } from 'node:crypto'
import { PassThrough, Readable } from 'node:stream'
import Busboy from 'busboy'
import { getStorage } from './storage.server'

export type VideoKind = 'mp4' | 'webm'

/** MP4 has 'ftyp' at byte 4; WebM starts with the EBML magic 1A 45 DF A3. */
export function sniffVideo(head: Uint8Array): VideoKind | null {
  if (head.length >= 8 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return 'mp4'
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm'
  return null
}

export interface ParsedForm {
  fields: Record<string, string>
  /** Buffered files (images): small enough to hold, checked and re-encoded afterwards. */
  files: Record<string, { bytes: Uint8Array; tooLarge: boolean }>
  /** Streamed files (videos): already in storage under `key`. */
  streamed: Record<string, { key: string; url: string } | { error: 'too-large' | 'not-video' | 'storage' }>
}

/**
 * Reads a multipart form without holding it in memory: fields and small files are collected,
 * and the files named in `stream` go straight to storage as they arrive, checked by their first
 * bytes and cut off past `maxStreamBytes` (the partial file is deleted).
 */
export async function parseMultipart(
  request: Request,
  options: { buffer: string[]; maxBufferBytes: number; stream: string[]; maxStreamBytes: number; prefix: string },
): Promise<ParsedForm> {
  const result: ParsedForm = { fields: {}, files: {}, streamed: {} }
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data') || !request.body) {
    const form = await request.formData()
    for (const [name, value] of form) if (typeof value === 'string') result.fields[name] = value
    return result
  }
  const busboy = Busboy({
    headers: { 'content-type': contentType },
    limits: { fields: 20, fieldSize: 64 * 1024, files: 4, fileSize: Math.max(options.maxBufferBytes, options.maxStreamBytes) + 1 },
  })
  const pending: Array<Promise<void>> = []
  busboy.on('field', (name, value) => {
    result.fields[name] = value
  })
  busboy.on('file', (name, file, info) => {
    if (!info.filename) {
      file.resume()
      return
    }
    if (options.buffer.includes(name)) {
      const chunks: Buffer[] = []
      let size = 0
      let tooLarge = false
      file.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > options.maxBufferBytes) tooLarge = true
        else chunks.push(chunk)
      })
      pending.push(new Promise((resolve) => file.on('end', () => {
        result.files[name] = { bytes: new Uint8Array(Buffer.concat(chunks)), tooLarge }
        resolve()
      })))
    } else if (options.stream.includes(name)) {
      pending.push(streamToStorage(name, file, options, result))
    } else {
      file.resume()
    }
  })
  const done = new Promise<void>((resolve, reject) => {
    busboy.on('close', resolve)
    busboy.on('error', reject)
  })
  Readable.fromWeb(request.body as import('node:stream/web').ReadableStream).pipe(busboy)
  await done
  await Promise.all(pending)
  return result
}

async function streamToStorage(name: string, file: Readable, options: { maxStreamBytes: number; prefix: string }, result: ParsedForm) {
  const storage = getStorage()
  const out = new PassThrough()
  let size = 0
  let kind: VideoKind | null | undefined
  let head = Buffer.alloc(0)
  let failure: 'too-large' | 'not-video' | null = null
  let key = ''
  let stored: Promise<void> | null = null
  const start = (detected: VideoKind) => {
    key = `${options.prefix}/${randomBytes(12).toString('hex')}.${detected}`
    stored = storage.put(key, out, detected === 'mp4' ? 'video/mp4' : 'video/webm')
  }
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (failure) continue // drain the rest of the upload
    size += chunk.length
    if (size > options.maxStreamBytes) {
      failure = 'too-large'
      out.destroy()
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
      if (!out.write(head)) await new Promise((r) => out.once('drain', r))
      continue
    }
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r))
  }
  if (kind === undefined && !failure && head.length > 0) {
    kind = sniffVideo(head)
    if (kind) {
      start(kind)
      out.write(head)
    } else failure = 'not-video'
  }
  out.end()
  try {
    await stored
  } catch {
    if (!failure) {
      result.streamed[name] = { error: 'storage' }
      return
    }
  }
  if (failure) {
    if (key) await storage.remove(key).catch(() => {})
    result.streamed[name] = { error: failure }
  } else if (key) {
    result.streamed[name] = { key, url: storage.url(key) }
  }
}

/** A random id for a stored file name. */
export const fileId = () => randomBytes(12).toString('hex')
