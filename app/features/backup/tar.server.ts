import { createReadStream } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { Readable } from 'node:stream'

/**
 * The little of the tar format (POSIX ustar) a backup needs: regular files, written one after
 * another and read back in order. A backup stays an ordinary tar file (`tar tf` lists it), and
 * no dependency is needed for it.
 */

const BLOCK = 512

export class TarFormatError extends Error {}

/**
 * What to write into the archive: a file (its name inside, size, and where its bytes come
 * from), or a folder (a name ending in "/"; the embedded database needs its empty ones).
 */
export interface TarEntry {
  name: string
  size: number
  body?: () => Readable | Buffer
}

function field(header: Buffer, offset: number, length: number, value: string) {
  header.write(value, offset, length, 'utf8')
}

function octal(header: Buffer, offset: number, length: number, value: number) {
  field(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`)
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100), at a slash. */
function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name]
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut)
    const rest = name.slice(cut + 1)
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest]
  }
  throw new TarFormatError(`a name too long for the archive: ${name}`)
}

export function tarHeader(name: string, size: number, mtime = Math.floor(Date.now() / 1000)): Buffer {
  const header = Buffer.alloc(BLOCK)
  const folder = name.endsWith('/')
  const [prefix, rest] = splitName(name)
  field(header, 0, 100, rest)
  octal(header, 100, 8, folder ? 0o755 : 0o644)
  octal(header, 108, 8, 0)
  octal(header, 116, 8, 0)
  octal(header, 124, 12, size)
  octal(header, 136, 12, mtime)
  header.fill(' ', 148, 156) // the checksum is summed with its own field as spaces
  header.write(folder ? '5' : '0', 156) // a folder or a regular file
  field(header, 257, 6, 'ustar\0')
  field(header, 263, 2, '00')
  field(header, 345, 155, prefix)
  let sum = 0
  for (const byte of header) sum += byte
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `)
  return header
}

/** Writes `entries` as a tar archive to an open file, in order, ending with the two empty blocks. */
export async function writeTar(file: FileHandle, entries: Iterable<TarEntry>) {
  for (const entry of entries) {
    await file.write(tarHeader(entry.name, entry.size))
    if (!entry.body) continue
    const body = entry.body()
    let written = 0
    if (Buffer.isBuffer(body)) {
      await file.write(body)
      written = body.length
    } else {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        await file.write(chunk)
        written += chunk.length
      }
    }
    // A file that changed size while it was read would shift every entry after it.
    if (written !== entry.size) throw new TarFormatError(`${entry.name} changed while it was written (${written} bytes, expected ${entry.size})`)
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK
    if (padding) await file.write(Buffer.alloc(padding))
  }
  await file.write(Buffer.alloc(BLOCK * 2))
}

/** A file or folder found in an archive: its name, size, and where its bytes start. */
export interface TarMember {
  name: string
  size: number
  offset: number
  folder: boolean
}

function readOctal(header: Buffer, offset: number, length: number) {
  const text = header.toString('latin1', offset, offset + length).replace(/[\0 ]+$/g, '').trim()
  if (!/^[0-7]*$/.test(text)) throw new TarFormatError('not a tar archive (a header is damaged)')
  return text ? parseInt(text, 8) : 0
}

function readString(header: Buffer, offset: number, length: number) {
  const end = header.indexOf(0, offset)
  return header.toString('utf8', offset, end === -1 || end > offset + length ? offset + length : end)
}

/**
 * Lists the files and folders of a tar archive, checking every header's checksum and that each
 * file's bytes and the archive's end marker are all there: a file cut short is refused.
 */
export async function listTar(path: string): Promise<TarMember[]> {
  const file = await open(path, 'r')
  try {
    const { size: total } = await file.stat()
    const members: TarMember[] = []
    const header = Buffer.alloc(BLOCK)
    let position = 0
    for (;;) {
      const { bytesRead } = await file.read(header, 0, BLOCK, position)
      if (bytesRead < BLOCK) throw new TarFormatError('the archive is cut short (its end is missing)')
      if (header.every((byte) => byte === 0)) {
        const { bytesRead: second } = await file.read(header, 0, BLOCK, position + BLOCK)
        if (second < BLOCK || !header.every((byte) => byte === 0)) throw new TarFormatError('the archive is cut short (its end is missing)')
        return members
      }
      const stored = readOctal(header, 148, 8)
      header.fill(' ', 148, 156)
      let sum = 0
      for (const byte of header) sum += byte
      if (sum !== stored) throw new TarFormatError('not a tar archive, or a damaged one (a header checksum is wrong)')
      const size = readOctal(header, 124, 12)
      const type = String.fromCharCode(header[156]!)
      const prefix = readString(header, 345, 155)
      const name = prefix ? `${prefix}/${readString(header, 0, 100)}` : readString(header, 0, 100)
      const offset = position + BLOCK
      if (offset + size > total) throw new TarFormatError(`the archive is cut short (in ${name})`)
      if (type === '0' || type === '\0') members.push({ name, size, offset, folder: false })
      else if (type === '5') members.push({ name: name.endsWith('/') ? name : `${name}/`, size: 0, offset, folder: true })
      else throw new TarFormatError(`${name}: an entry of a kind a backup never holds`)
      position = offset + Math.ceil(size / BLOCK) * BLOCK
    }
  } finally {
    await file.close()
  }
}

/** The bytes of one member, as a stream. */
export function readMember(path: string, member: TarMember): Readable {
  if (member.size === 0) return Readable.from([])
  return createReadStream(path, { start: member.offset, end: member.offset + member.size - 1 })
}
