import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import { dirname, relative, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import { env } from './env.server'
import { S3Storage } from './storage-s3.server'

export type { Storage } from './storage-types'
import type { Storage } from './storage-types'

/** Files under DATA_DIR/uploads, served at /uploads/ with long cache headers (keys never change). */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private path(key: string) {
    const full = resolve(this.root, key)
    if (!full.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`)
    return full
  }

  async put(key: string, body: Buffer | Readable, _contentType: string) {
    const path = this.path(key)
    if (Buffer.isBuffer(body)) {
      await mkdir(dirname(path), { recursive: true })
      await pipeline(async function* () {
        yield body
      }, createWriteStream(path, { flags: 'wx' }))
      return
    }
    // The stream may fail while the folder is being made (an upload cut off): hold that error
    // until the pipeline, which then reports it, instead of leaving it unhandled.
    let early: Error | undefined
    const hold = (error: Error) => {
      early = error
    }
    body.once('error', hold)
    await mkdir(dirname(path), { recursive: true })
    body.off('error', hold)
    if (early || body.destroyed) throw early ?? new Error('the stream ended before it was stored')
    await pipeline(body, createWriteStream(path, { flags: 'wx' }))
  }

  read(key: string) {
    return createReadStream(this.path(key))
  }

  async remove(key: string) {
    await rm(this.path(key), { force: true })
  }

  url(key: string) {
    return `/uploads/${key}`
  }

  async *list() {
    let entries
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true })
    } catch {
      return // nothing uploaded yet
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const full = resolve(entry.parentPath, entry.name)
      const modified = (await stat(full).catch(() => null))?.mtime
      if (modified) yield { key: relative(this.root, full).split(sep).join('/'), modified }
    }
  }
}

let storage: Storage | undefined

export function uploadsRoot() {
  return resolve(env().DATA_DIR, 'uploads')
}

/** The folder the uploads are in, or null when they are in an S3 store (UPLOADS_S3_URL). */
export function localUploadsDir(): string | null {
  return env().uploadsS3 ? null : uploadsRoot()
}

/** The configured storage backend: the S3 store when UPLOADS_S3_URL is set, else DATA_DIR/uploads. */
export function getStorage(): Storage {
  const s3 = env().uploadsS3
  storage ??= s3 ? new S3Storage(s3) : new LocalDiskStorage(uploadsRoot())
  return storage
}

/** Tests point storage at a temporary folder. */
export function setStorage(value: Storage | undefined) {
  storage = value
}

/** The storage key of a URL that `url()` produced, or null for anything else. */
export function keyFromUrl(url: string | null | undefined): string | null {
  return url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null
}
