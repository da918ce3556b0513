import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { loadSharp } from './sharp.server'
import { db } from './db/database.server'
import { env } from './env.server'
import { imageProblem, reencodeImage } from './images.server'
import { logger } from './logger.server'
import { S3Storage } from './storage-s3.server'
import { LocalDiskStorage, type Storage } from './storage.server'

/*
 * Evidence photos (issue 42): what readers send with a suggestion to the guide (a signboard, a
 * visiting card, a notice, a letterhead). They are for moderators only, so they never live with
 * the public uploads: on disk in DATA_DIR/evidence (express serves only DATA_DIR/uploads), in an
 * S3 store under `<prefix>evidence/` (which /uploads refuses). The app serves them to moderators
 * through /moderation/ground/photo/<id>; nothing else links to them.
 */

/** The folder the public uploads handler must never reach into, in an S3 store. */
export const EVIDENCE_PREFIX = 'evidence/'

let storage: Storage | undefined

export const evidenceRoot = () => resolve(env().DATA_DIR, 'evidence')

/** The folder the evidence is in, or null when it is in an S3 store (backups take the folder). */
export function localEvidenceDir(): string | null {
  return env().uploadsS3 ? null : evidenceRoot()
}

export function getEvidenceStorage(): Storage {
  const s3 = env().uploadsS3
  storage ??= s3 ? new S3Storage({ ...s3, prefix: `${s3.prefix}${EVIDENCE_PREFIX}` }) : new LocalDiskStorage(evidenceRoot())
  return storage
}

/** Tests point the evidence at a temporary folder. */
export function setEvidenceStorage(value: Storage | undefined) {
  storage = value
}

/** The largest side of a stored evidence photo (enough to read a signboard), and of its preview. */
export const EVIDENCE_MAX_SIDE = 1600
export const EVIDENCE_PREVIEW_SIDE = 480

export const evidenceKey = (id: string, preview = false) => `${id}${preview ? '-w480' : ''}.webp`

export interface StoredPhoto {
  id: string
  key: string
  width: number
  height: number
  bytes: number
  /** The day the photo says it was taken (EXIF), when it says one that can be true. */
  takenOn: string | null
}

export type PhotoRefusal = 'not-image' | 'too-many-pixels'

/**
 * Checks a photo by its bytes (JPEG, PNG or WebP; not too many pixels), reads the day it was
 * taken, then stores it re-encoded as WebP without any metadata (EXIF, GPS) at two sizes. Either
 * both files are stored or none.
 */
export async function storeEvidencePhoto(bytes: Uint8Array, today: string): Promise<StoredPhoto | { refused: PhotoRefusal }> {
  const problem = await imageProblem(bytes)
  if (problem) return { refused: problem }
  let takenOn: string | null = null
  try {
    const sharp = await loadSharp()
    const { exif } = await sharp(bytes, { limitInputPixels: false }).metadata()
    takenOn = exif ? exifDay(exif, today) : null
  } catch {
    takenOn = null
  }
  let full, preview
  try {
    full = await reencodeImage(bytes, { maxSide: EVIDENCE_MAX_SIDE, quality: 82 })
    preview = await reencodeImage(bytes, { maxSide: EVIDENCE_PREVIEW_SIDE, quality: 70 })
  } catch {
    return { refused: 'not-image' }
  }
  const id = `photo-${randomBytes(10).toString('hex')}`
  const store = getEvidenceStorage()
  const key = evidenceKey(id)
  await store.put(key, full.data, 'image/webp')
  try {
    await store.put(evidenceKey(id, true), preview.data, 'image/webp')
  } catch (error) {
    await store.remove(key).catch(() => {})
    throw error
  }
  return { id, key, width: full.width, height: full.height, bytes: full.data.length, takenOn }
}

/** Deletes photos' files (both sizes); a file already gone is no error. */
export async function removeEvidence(ids: readonly string[]) {
  const store = getEvidenceStorage()
  for (const id of ids) {
    for (const key of [evidenceKey(id), evidenceKey(id, true)]) {
      await store.remove(key).catch((error) => logger.warn({ err: error, key }, 'could not delete an evidence photo'))
    }
  }
}

/** How long an unreferenced evidence file is left alone (a suggestion being written). */
const ORPHAN_AGE_MS = 60 * 60 * 1000

/**
 * Deletes evidence files no suggestion refers to and nobody has written for an hour: what a
 * crash between storing a photo and writing its row could leave. Run with the uploads' sweep.
 */
export async function sweepOrphanEvidence(now = Date.now()): Promise<string[]> {
  const rows = await db().selectFrom('ground_photos').select('id').execute()
  const known = new Set(rows.map((row) => row.id))
  const store = getEvidenceStorage()
  const removed: string[] = []
  for await (const file of store.list()) {
    if (now - file.modified.getTime() < ORPHAN_AGE_MS) continue
    const id = file.key.replace(/(-w480)?\.webp$/, '')
    if (known.has(id)) continue
    await store.remove(file.key)
    removed.push(file.key)
  }
  if (removed.length > 0) logger.info({ count: removed.length }, 'orphaned evidence photos deleted')
  return removed
}

/**
 * The day an EXIF block says a photo was taken (DateTimeOriginal, else DateTime), as YYYY-MM-DD;
 * null when it has none, or one that cannot be true (before 1990, after `today`). A tiny reader
 * of the TIFF structure sharp hands back: only two tags are wanted.
 */
export function exifDay(exif: Buffer, today: string): string | null {
  try {
    let base = 0
    if (exif.subarray(0, 6).toString('latin1') === 'Exif\0\0') base = 6
    const order = exif.subarray(base, base + 2).toString('latin1')
    if (order !== 'II' && order !== 'MM') return null
    const le = order === 'II'
    const u16 = (at: number) => (le ? exif.readUInt16LE(base + at) : exif.readUInt16BE(base + at))
    const u32 = (at: number) => (le ? exif.readUInt32LE(base + at) : exif.readUInt32BE(base + at))
    const tags = (ifd: number) => {
      const found = new Map<number, number>()
      const count = u16(ifd)
      if (count > 500) return found
      for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12
        found.set(u16(entry), entry)
      }
      return found
    }
    const text = (entry: number) => {
      const length = u32(entry + 4)
      if (length < 19 || length > 64) return null
      const at = u32(entry + 8)
      return exif.subarray(base + at, base + at + 19).toString('latin1')
    }
    const ifd0 = tags(u32(4))
    const exifPointer = ifd0.get(0x8769)
    const exifIfd = exifPointer !== undefined ? tags(u32(exifPointer + 8)) : new Map<number, number>()
    const entry = exifIfd.get(0x9003) ?? ifd0.get(0x0132)
    const value = entry !== undefined ? text(entry) : null
    const match = value ? /^(\d{4}):(\d{2}):(\d{2})/.exec(value) : null
    if (!match) return null
    const day = `${match[1]}-${match[2]}-${match[3]}`
    const parsed = new Date(`${day}T00:00:00Z`)
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) return null
    return day >= '1990-01-01' && day <= today ? day : null
  } catch {
    return null
  }
}
