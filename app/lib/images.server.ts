import { loadSharp } from './sharp.server'
import { IMAGE_WIDTHS, widthUrl } from './image-widths'
import { logger } from './logger.server'
import type { Storage } from './storage.server'

export type ImageKind = 'jpeg' | 'png' | 'webp'

/**
 * The image type told by the file's first bytes, not its name or the browser's claim:
 * JPEG (FF D8 FF), PNG (89 'PNG'), WebP ('RIFF' … 'WEBP'). Anything else is null.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}

/** The largest picture accepted, in megapixels (a phone camera makes 12 to 50). */
export const MAX_IMAGE_MEGAPIXELS = 50

/**
 * What is wrong with an upload meant to be a picture, told from its bytes before decoding it:
 * not a JPEG/PNG/WebP, or more pixels than we decode (a 20000×20000 image is a few kilobytes
 * as a file and gigabytes in memory). Null when it may be decoded.
 */
export async function imageProblem(bytes: Uint8Array): Promise<'not-image' | 'too-many-pixels' | null> {
  if (!sniffImage(bytes)) return 'not-image'
  try {
    const sharp = await loadSharp()
    // Only the header is read here, so no pixel limit yet: the size is what we want to know.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (!width || !height) return 'not-image'
    return width * height > MAX_IMAGE_MEGAPIXELS * 1_000_000 ? 'too-many-pixels' : null
  } catch {
    return 'not-image'
  }
}

/**
 * Decodes and re-encodes an image as WebP. Re-encoding drops every piece of metadata (EXIF, GPS,
 * XMP, ICC) and anything hidden after the picture; the EXIF orientation is applied first.
 * Throws if the bytes are not a decodable image.
 */
export async function reencodeImage(bytes: Uint8Array, options: { square?: number; maxSide?: number; quality?: number }) {
  const sharp = await loadSharp()
  let pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000 }).rotate()
  if (options.square) pipeline = pipeline.resize(options.square, options.square, { fit: 'cover', position: 'attention' })
  else if (options.maxSide) pipeline = pipeline.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
  const { data, info } = await pipeline.webp({ quality: options.quality ?? 80 }).toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The largest side of a stored post picture. */
export const POST_IMAGE_MAX_SIDE = 1600

/**
 * Stores a post picture, already re-encoded (reencodeImage, at most POST_IMAGE_MAX_SIDE), and
 * each smaller width of IMAGE_WIDTHS, under `key` and `key-w480.webp`…. Either every file is
 * stored or none.
 */
export async function storePostImage(storage: Storage, key: string, original: { data: Buffer; width: number; height: number }, options: { keepOriginal?: boolean } = {}) {
  const stored: string[] = []
  const sharp = await loadSharp()
  try {
    if (!options.keepOriginal) {
      await storage.put(key, original.data, 'image/webp')
      stored.push(key)
    }
    for (const width of IMAGE_WIDTHS.filter((w) => w < original.width)) {
      const smaller = await sharp(original.data).resize({ width }).webp({ quality: 75 }).toBuffer()
      const variant = widthUrl(key, width)
      // Backfilling after a crash may find a width already made: it is replaced.
      if (options.keepOriginal) await storage.remove(variant).catch(() => {})
      await storage.put(variant, smaller, 'image/webp')
      stored.push(variant)
    }
  } catch (error) {
    for (const done of stored) await storage.remove(done).catch(() => {})
    throw error
  }
}

/** Deletes a post picture and its stored widths. */
export async function removePostImage(storage: Storage, key: string) {
  for (const file of [key, ...IMAGE_WIDTHS.map((w) => widthUrl(key, w))]) {
    await storage.remove(file).catch((error) => logger.warn({ err: error, key: file }, 'could not delete a file'))
  }
}
