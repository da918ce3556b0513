import { Transform, type TransformCallback } from 'node:stream'

/*
 * Phones write where a video was taken into the file: MP4 keeps it in `udta` (©xyz) or `meta`
 * (com.apple.quicktime.location.ISO6709) boxes, Matroska/WebM in `Tags`. These streams rewrite
 * such boxes as padding of the same size as the upload passes through (MP4 `free`, EBML `Void`),
 * with their content zeroed. Sizes never change, so chunk offsets stay right and the video plays
 * as before; nothing is buffered but a box header.
 */

/** What to do with one box or element, told by its header. */
type Decision =
  | { need: number } // the header is longer than the bytes seen so far
  | { headerLength: number; dataLength: number | null; action: 'pass' | 'descend' | 'blank'; replacement?: Buffer }

type Decide = (header: Buffer, depth: number) => Decision

/** Raised for a file whose structure does not parse: it is refused, not stored half-checked. */
export class VideoStructureError extends Error {}

class MetadataStripper extends Transform {
  private header = Buffer.alloc(0)
  /** Bytes of the current box's data still to pass or blank. null: to the end of the file. */
  private remaining: number | null = 0
  private mode: 'header' | 'pass' | 'blank' = 'header'
  /** Ends (absolute offsets) of the containers we are inside; null for one of unknown size. */
  private ends: Array<number | null> = []
  private offset = 0

  constructor(private readonly decide: Decide) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    try {
      let at = 0
      while (at < chunk.length) {
        if (this.mode === 'header') {
          // Leave containers whose end we have reached.
          while (this.ends.length > 0 && this.ends[this.ends.length - 1] !== null && this.offset >= this.ends[this.ends.length - 1]!) this.ends.pop()
          const take = Math.min(chunk.length - at, 16 - this.header.length)
          const header = Buffer.concat([this.header, chunk.subarray(at, at + take)])
          const decision = this.decide(header, this.ends.length)
          if ('need' in decision) {
            this.header = header
            at += take
            this.offset += take
            continue
          }
          // Only the header's own bytes are consumed; the rest goes on as data.
          const used = decision.headerLength - this.header.length
          at += used
          this.offset += used
          this.header = Buffer.alloc(0)
          this.push(decision.replacement ?? header.subarray(0, decision.headerLength))
          if (decision.action === 'descend') {
            this.ends.push(decision.dataLength === null ? null : this.offset + decision.dataLength)
            continue
          }
          this.mode = decision.action
          this.remaining = decision.dataLength
          if (this.remaining === 0) this.mode = 'header'
          continue
        }
        const n = this.remaining === null ? chunk.length - at : Math.min(this.remaining, chunk.length - at)
        this.push(this.mode === 'blank' ? Buffer.alloc(n) : chunk.subarray(at, at + n))
        at += n
        this.offset += n
        if (this.remaining !== null) {
          this.remaining -= n
          if (this.remaining === 0) this.mode = 'header'
        }
      }
      callback()
    } catch (error) {
      callback(error as Error)
    }
  }

  override _flush(callback: TransformCallback) {
    if (this.header.length > 0 || (this.remaining !== null && this.remaining > 0)) {
      callback(new VideoStructureError('the video ends in the middle of a box'))
    } else callback()
  }
}

// ---- MP4 (ISO base media file format) ----

const MP4_CONTAINERS = new Set(['moov', 'trak'])
const MP4_METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_'])

const decideMp4: Decide = (header) => {
  if (header.length < 8) return { need: 8 }
  let size = header.readUInt32BE(0)
  const type = header.toString('latin1', 4, 8)
  let headerLength = 8
  if (size === 1) {
    if (header.length < 16) return { need: 16 }
    const large = header.readBigUInt64BE(8)
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new VideoStructureError('box too large')
    size = Number(large)
    headerLength = 16
  }
  // Size 0: the box runs to the end of the file (a last `mdat`).
  const dataLength = size === 0 ? null : size - headerLength
  if (dataLength !== null && dataLength < 0) throw new VideoStructureError(`bad size for box ${JSON.stringify(type)}`)
  if (MP4_CONTAINERS.has(type) && dataLength !== null) return { headerLength, dataLength, action: 'descend' }
  if (MP4_METADATA.has(type)) {
    const replacement = Buffer.from(header.subarray(0, headerLength))
    replacement.write('free', 4, 'latin1')
    return { headerLength, dataLength, action: 'blank', replacement }
  }
  return { headerLength, dataLength, action: 'pass' }
}

// ---- Matroska / WebM (EBML) ----

const EBML_SEGMENT = 0x18538067
const EBML_CLUSTER = 0x1f43b675
const EBML_TAGS = 0x1254c367
const EBML_ATTACHMENTS = 0x1941a469
const EBML_VOID = 0xec

/** Length of an EBML variable-length integer from its first byte (1-8), 0 if invalid. */
const vintLength = (first: number) => (first === 0 ? 0 : Math.clz32(first) - 23)

function readVint(bytes: Buffer, at: number, length: number, keepMarker: boolean): { value: number; unknown: boolean } {
  let value = keepMarker ? bytes[at]! : bytes[at]! & (0xff >> length)
  let allOnes = (bytes[at]! & (0xff >> length)) === 0xff >> length
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!
    if (bytes[at + i] !== 0xff) allOnes = false
  }
  return { value, unknown: !keepMarker && allOnes }
}

/** An EBML size field of exactly `length` bytes. */
function sizeField(value: number, length: number): Buffer {
  const out = Buffer.alloc(length)
  let v = value
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v % 256
    v = Math.floor(v / 256)
  }
  out[0]! |= 0x80 >> (length - 1)
  return out
}

const decideWebm: Decide = (header) => {
  if (header.length < 1) return { need: 1 }
  const idLength = vintLength(header[0]!)
  if (idLength < 1 || idLength > 4) throw new VideoStructureError('bad element id')
  if (header.length < idLength + 1) return { need: idLength + 1 }
  const sizeLength = vintLength(header[idLength]!)
  if (sizeLength < 1) throw new VideoStructureError('bad element size')
  const headerLength = idLength + sizeLength
  if (header.length < headerLength) return { need: headerLength }
  const id = readVint(header, 0, idLength, true).value
  const size = readVint(header, idLength, sizeLength, false)
  if (size.unknown) {
    // Live recordings (a browser's MediaRecorder) leave the segment and clusters open-ended:
    // their children follow as if they were siblings.
    if (id === EBML_SEGMENT || id === EBML_CLUSTER) return { headerLength, dataLength: null, action: 'descend' }
    throw new VideoStructureError('element of unknown size')
  }
  if (id === EBML_SEGMENT) return { headerLength, dataLength: size.value, action: 'descend' }
  if (id === EBML_TAGS || id === EBML_ATTACHMENTS) {
    // A Void element of the same length: a one-byte id, then a size field as long as the rest
    // of the old header allows (at most 8 bytes; any bytes left over are zeros inside the Void).
    const sizeBytes = Math.min(8, headerLength - 1)
    const extra = headerLength - 1 - sizeBytes
    const replacement = Buffer.concat([Buffer.from([EBML_VOID]), sizeField(size.value + extra, sizeBytes), Buffer.alloc(extra)])
    return { headerLength, dataLength: size.value, action: 'blank', replacement }
  }
  return { headerLength, dataLength: size.value, action: 'pass' }
}

/** A stream that passes a video through with its location and other metadata blanked out. */
export function videoMetadataStripper(kind: 'mp4' | 'webm'): Transform {
  return new MetadataStripper(kind === 'mp4' ? decideMp4 : decideWebm)
}
