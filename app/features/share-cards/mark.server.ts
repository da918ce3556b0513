import { readFileSync } from 'node:fs'
import { cardFontWoff, woffToSfnt } from './fonts.server'

/**
 * The guide's mark: the pack's icon letter (`place.iconLetter.en`, a Latin capital) in our own
 * font, white on the brand green. The favicon, the installed app's icons
 * (scripts/build-app-icons.ts) and the share cards draw it. The letter is taken from the font as
 * an outline and written as an SVG path, so where it is shown (a browser's tab, librsvg in sharp)
 * needs no font: no system font can stand in for ours, and the letter is the same everywhere.
 */

/** The brand green (app/app.css's primary, light theme). */
const MARK_GREEN = '#0b6e4f'

/**
 * Where the letter sits in the mark's 32×32 box: its capitals 14 high on a baseline at y 23,
 * its ink centred across, as the hand-drawn "H" that came before it sat (x and y 9 to 23).
 */
const BOX = 32
const CAP = 14
const BASELINE = 23

/** The bold weight, as the cards: the Latin subset has A to Z. */
const FACE = 'latin-700'

interface Point {
  x: number
  y: number
  on: boolean
}

interface Glyph {
  contours: Point[][]
  xMin: number
  xMax: number
  yMax: number
}

/** The few tables of a TrueType font a simple glyph's outline needs, read by hand (no font library). */
class TrueType {
  private readonly tables = new Map<string, number>()
  readonly capHeight: number

  constructor(private readonly font: Buffer) {
    const numTables = font.readUInt16BE(4)
    for (let i = 0; i < numTables; i++) {
      const entry = 12 + i * 16
      this.tables.set(font.toString('latin1', entry, entry + 4), font.readUInt32BE(entry + 8))
    }
    // The capitals' height, from the H's top: this font's OS/2 sCapHeight (622) is not its Latin
    // capitals' (the H is 714 high).
    this.capHeight = this.glyph('H').yMax
  }

  private table(tag: string) {
    const offset = this.tables.get(tag)
    if (offset === undefined) throw new Error(`the font has no ${tag} table`)
    return offset
  }

  /** The glyph index of a character (cmap format 4, the Unicode BMP subtable). */
  private glyphIndex(code: number): number {
    const cmap = this.table('cmap')
    const f = this.font
    for (let i = 0; i < f.readUInt16BE(cmap + 2); i++) {
      const platform = f.readUInt16BE(cmap + 4 + i * 8)
      const encoding = f.readUInt16BE(cmap + 6 + i * 8)
      const sub = cmap + f.readUInt32BE(cmap + 8 + i * 8)
      if (!((platform === 3 && encoding === 1) || platform === 0) || f.readUInt16BE(sub) !== 4) continue
      const segments = f.readUInt16BE(sub + 6) / 2
      const ends = sub + 14
      const starts = ends + segments * 2 + 2
      const deltas = starts + segments * 2
      const rangeOffsets = deltas + segments * 2
      for (let s = 0; s < segments; s++) {
        if (f.readUInt16BE(ends + s * 2) < code) continue
        const start = f.readUInt16BE(starts + s * 2)
        if (start > code) return 0
        const delta = f.readInt16BE(deltas + s * 2)
        const rangeOffset = f.readUInt16BE(rangeOffsets + s * 2)
        if (rangeOffset === 0) return (code + delta) & 0xffff
        const index = f.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2)
        return index === 0 ? 0 : (index + delta) & 0xffff
      }
    }
    return 0
  }

  /** A character's outline in font units (y up): its contours of on- and off-curve points. */
  glyph(char: string): Glyph {
    const f = this.font
    const index = this.glyphIndex(char.codePointAt(0)!)
    if (index === 0) throw new Error(`the font has no "${char}"`)
    const longLoca = f.readInt16BE(this.table('head') + 50) === 1
    const loca = this.table('loca')
    const at = longLoca ? f.readUInt32BE(loca + index * 4) : f.readUInt16BE(loca + index * 2) * 2
    const g = this.table('glyf') + at
    const contourCount = f.readInt16BE(g)
    // Latin capitals are simple glyphs; a composite (an accented letter) is not drawn here.
    if (contourCount <= 0) throw new Error(`"${char}" is not a simple glyph in the font`)
    const endPoints = Array.from({ length: contourCount }, (_, i) => f.readUInt16BE(g + 10 + i * 2))
    const pointCount = endPoints.at(-1)! + 1
    let p = g + 10 + contourCount * 2
    p += 2 + f.readUInt16BE(p) // the hinting instructions, skipped
    const flags: number[] = []
    while (flags.length < pointCount) {
      const flag = f.readUInt8(p++)
      flags.push(flag)
      // Bit 3: the flag repeats, the next byte says how many more times.
      if (flag & 8) for (let n = f.readUInt8(p++); n > 0; n--) flags.push(flag)
    }
    // Coordinates are deltas, each a byte (bits 1/2 for x, 2/4 for y: short, and its sign or
    // "same as before") or a signed 16-bit word.
    const coordinates = (shortBit: number, sameBit: number) => {
      let value = 0
      return flags.map((flag) => {
        if (flag & shortBit) {
          const delta = f.readUInt8(p++)
          value += flag & sameBit ? delta : -delta
        } else if (!(flag & sameBit)) {
          value += f.readInt16BE(p)
          p += 2
        }
        return value
      })
    }
    const xs = coordinates(2, 16)
    const ys = coordinates(4, 32)
    const points = flags.map((flag, i) => ({ x: xs[i]!, y: ys[i]!, on: (flag & 1) === 1 }))
    const contours = endPoints.map((end, i) => points.slice(i === 0 ? 0 : endPoints[i - 1]! + 1, end + 1))
    return { contours, xMin: f.readInt16BE(g + 2), xMax: f.readInt16BE(g + 6), yMax: f.readInt16BE(g + 8) }
  }
}

let font: TrueType | undefined
const paths = new Map<string, string>()

/**
 * The letter as an SVG path's `d` in the mark's 32×32 box (y down): its capitals 14 high on the
 * baseline at 23, centred across. TrueType contours are quadratic: two off-curve points in a row
 * have an on-curve point implied halfway between them.
 */
export function markLetterPath(letter: string): string {
  if (!/^[A-Z]$/.test(letter)) throw new Error(`the mark's letter must be one Latin capital, not "${letter}"`)
  const known = paths.get(letter)
  if (known) return known
  font ??= new TrueType(woffToSfnt(readFileSync(cardFontWoff(FACE))))
  const glyph = font.glyph(letter)
  const scale = CAP / font.capHeight
  const centre = (glyph.xMin + glyph.xMax) / 2
  const n = (value: number) => String(Math.round(value * 100) / 100)
  const at = (p: { x: number; y: number }) => `${n(BOX / 2 + (p.x - centre) * scale)} ${n(BASELINE - p.y * scale)}`
  const halfway = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
  const d = glyph.contours.map((contour) => {
    // Start on the curve: at its first on-curve point, else halfway between the last and first.
    const first = contour.findIndex((point) => point.on)
    const start = first >= 0 ? contour[first]! : halfway(contour.at(-1)!, contour[0]!)
    const rest = first >= 0 ? [...contour.slice(first + 1), ...contour.slice(0, first)] : contour
    let path = `M${at(start)}`
    let control: Point | null = null
    for (const point of [...rest, { ...start, on: true }]) {
      if (!point.on) {
        if (control) path += `Q${at(control)} ${at(halfway(control, point))}`
        control = point
      } else if (control) {
        path += `Q${at(control)} ${at(point)}`
        control = null
      } else {
        path += `L${at(point)}`
      }
    }
    // The last segment, a straight line back to the start, is what Z draws.
    const closing = `L${at(start)}`
    return `${path.endsWith(closing) ? path.slice(0, -closing.length) : path}Z`
  }).join('')
  paths.set(letter, d)
  return d
}

/**
 * The mark as an SVG (the favicon; the app's icons, drawn from it): the letter in white on a
 * green square with rounded corners. `maskable`: the green fills the square, for a phone to cut
 * to its own shape, and the letter is shrunk into the central 60 %, the circle no mask cuts into.
 */
export function markSvg(letter: string, { maskable = false } = {}): string {
  const path = `<path d="${markLetterPath(letter)}" fill="#fff"/>`
  return maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX} ${BOX}"><rect width="${BOX}" height="${BOX}" fill="${MARK_GREEN}"/><g transform="translate(6.4 6.4) scale(0.6)">${path}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX} ${BOX}"><rect width="${BOX}" height="${BOX}" rx="7" fill="${MARK_GREEN}"/>${path}</svg>`
}
