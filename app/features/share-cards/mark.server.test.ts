import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { cardFontFiles } from './fonts.server'
import { markLetterPath, markSvg } from './mark.server'

const fontDir = mkdtempSync(join(tmpdir(), 'hg-mark-fonts-'))
afterAll(() => rmSync(fontDir, { recursive: true, force: true }))

/** Which pixels of an RGBA image are ink (alpha over half), cropped to the ink and scaled to `size`. */
async function ink(image: Sharp, size = 64) {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  let left = info.width
  let top = info.height
  let right = -1
  let bottom = -1
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! <= 127) continue
      left = Math.min(left, x)
      top = Math.min(top, y)
      right = Math.max(right, x)
      bottom = Math.max(bottom, y)
    }
  }
  const [width, height] = [right - left + 1, bottom - top + 1]
  const cropped = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extract({ left, top, width, height })
    .resize(size, size, { fit: 'fill' })
    .extractChannel(3)
    .raw()
    .toBuffer()
  return { mask: [...cropped].map((alpha) => alpha > 127), left, top, width, height }
}

/** The letter's path alone, in black on transparent, its 32-unit box drawn `px` pixels wide. */
const pathImage = (letter: string, px: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 32 32"><path d="${markLetterPath(letter)}"/></svg>`))

describe('the mark', () => {
  it('is the letter as our font draws it (Pango with the card font\'s file)', async () => {
    const latin = cardFontFiles(fontDir).find((file) => file.includes('latin-700'))!
    for (const letter of ['H', 'R', 'G', 'Q', 'S']) {
      const fromPath = await ink(pathImage(letter, 512))
      const fromFont = await ink(sharp({ text: { text: letter, font: 'Noto Sans Bengali Bold 300px', fontfile: latin, dpi: 72, rgba: true } }))
      const same = fromPath.mask.filter((on, i) => on === fromFont.mask[i]).length / fromPath.mask.length
      expect(same, letter).toBeGreaterThan(0.97)
      expect(fromPath.width / fromPath.height).toBeCloseTo(fromFont.width / fromFont.height, 1)
    }
    // And the likeness is a test: two letters' outlines are far apart by it.
    const h = await ink(pathImage('H', 512))
    const r = await ink(pathImage('R', 512))
    expect(h.mask.filter((on, i) => on !== r.mask[i]).length / h.mask.length).toBeGreaterThan(0.1)
  })

  it('stands where the hand-drawn "H" before it stood: capitals 14 of 32 high from 9 down to 23, centred', async () => {
    // 512 px: 16 px to a unit.
    for (const letter of ['H', 'R']) {
      const { left, top, width, height } = await ink(pathImage(letter, 512))
      expect(top / 16, letter).toBeCloseTo(9, 0)
      expect((top + height) / 16, letter).toBeCloseTo(23, 0)
      expect((left + width / 2) / 16, letter).toBeCloseTo(16, 0)
    }
  })

  it('is a path in the SVG, white on the brand green, and refuses what is not one Latin capital', () => {
    const svg = markSvg('R')
    expect(svg).toContain(`<path d="${markLetterPath('R')}" fill="#fff"/>`)
    expect(svg).toContain('fill="#0b6e4f"')
    expect(svg).not.toContain('<text')
    expect(markSvg('R', { maskable: true })).toContain('scale(0.6)')
    for (const wrong of ['রা', 'r', 'RR', '', 'É']) expect(() => markLetterPath(wrong), wrong).toThrow(/Latin capital/)
  })
})
