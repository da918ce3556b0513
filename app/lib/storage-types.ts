import type { Readable } from 'node:stream'

/**
 * Where uploaded files live. Keys are paths like "avatars/<id>.webp". The local disk backend is
 * the default; with UPLOADS_S3_URL, an S3-compatible store (storage-s3.server.ts).
 */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>
  read(key: string): Readable
  remove(key: string): Promise<void>
  /** The public URL the browser loads the file from. */
  url(key: string): string
  /** Every stored file with when it was last written (for the sweep of orphaned uploads). */
  list(): AsyncIterable<{ key: string; modified: Date }>
}
