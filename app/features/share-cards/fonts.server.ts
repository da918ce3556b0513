import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { loadSharp } from '#app/lib/sharp.server'

/**
 * The share cards' font: our own Noto Sans Bengali, from the same npm package as the web font
 * (ADR 026). Fontsource ships it only as WOFF and WOFF2, which fontconfig cannot load, so its
 * WOFF files are unpacked into plain TrueType once, into DATA_DIR. Each weight comes in two
 * subsets, Bengali and Latin, with the same family name: Pango takes each character from the
 * one that has it, as a browser does with `unicode-range`.
 */
export const CARD_FONT_FAMILY = 'Noto Sans Bengali'

/** Cards use the bold weight only. */
const FACES = ['bengali-700', 'latin-700'] as const

/**
 * Where npm installed a face's WOFF file (found from the package, wherever node_modules is):
 * `bengali-700`, `latin-700`.
 */
export function cardFontWoff(face: string) {
  return createRequire(import.meta.url).resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${face}-normal.woff`)
}

/**
 * A WOFF 1.0 file as the TrueType/OpenType file it wraps (W3C WOFF 1.0 §3-5): each table is
 * stored zlib-compressed (or as is, when that was not smaller) and is put back, 4-byte aligned,
 * behind a new table directory. The checksums are the original ones, carried in the WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = []
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    if (offset + compLength > woff.length) throw new Error('WOFF table past the end of the file')
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(stored) : stored
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length')
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data })
  }
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const directory = 12 + 16 * numTables
  const padded = (n: number) => (n + 3) & ~3
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directory))
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(searchRange, 6)
  sfnt.writeUInt16BE(entrySelector, 8)
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10)
  let at = directory
  tables.forEach((table, i) => {
    // WOFF keeps the directory sorted by tag, as sfnt requires.
    sfnt.writeUInt32BE(table.tag, 12 + i * 16)
    sfnt.writeUInt32BE(table.checksum, 12 + i * 16 + 4)
    sfnt.writeUInt32BE(at, 12 + i * 16 + 8)
    sfnt.writeUInt32BE(table.data.length, 12 + i * 16 + 12)
    table.data.copy(sfnt, at)
    at += padded(table.data.length)
  })
  return sfnt
}

/**
 * The TrueType file of a face in `dir`, made from the installed WOFF if it is not there yet.
 * Its name carries the WOFF's hash: a new version of the font package makes new files.
 */
function ttfFile(dir: string, face: string): string {
  const woff = readFileSync(cardFontWoff(face))
  const name = `noto-sans-bengali-${face}-${createHash('sha256').update(woff).digest('hex').slice(0, 12)}.ttf`
  const path = join(dir, name)
  if (existsSync(path)) return path
  mkdirSync(dir, { recursive: true })
  // Written aside and renamed: another process (a cluster) sees the whole file or none.
  const aside = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(aside, woffToSfnt(woff))
  renameSync(aside, path)
  return path
}

/** The card font's TrueType files in `dir` (its Bengali and Latin halves), made if missing. */
export function cardFontFiles(dir: string): string[] {
  return FACES.map((face) => ttfFile(dir, face))
}

let registered: Promise<void> | undefined

/**
 * Makes the card font known to Pango, once per process. sharp (libvips) adds a `fontfile` to
 * fontconfig's fonts for the rest of the process, one file per text it draws; so each face is
 * added with a one-character text before any card is drawn, and afterwards cards name only the
 * family, which is then whole before Pango first looks it up.
 */
export function registerCardFonts(dir: string): Promise<void> {
  registered ??= (async () => {
    const sharp = await loadSharp()
    for (const fontfile of cardFontFiles(dir)) {
      await sharp({ text: { text: '.', font: `${CARD_FONT_FAMILY} 8`, fontfile } }).raw().toBuffer()
    }
  })()
  registered.catch(() => {
    registered = undefined
  })
  return registered
}
