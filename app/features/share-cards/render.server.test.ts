import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import sharp, { type Sharp } from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { place } from '#pack/place'
import { cardFontFiles, woffToSfnt } from './fonts.server'
import { markLetterPath } from './mark.server'
import { drawableText, escapeMarkup, renderShareCard, titleLayout } from './render.server'

const run = promisify(execFile)
const fontDir = mkdtempSync(join(tmpdir(), 'hg-card-fonts-'))
afterAll(() => rmSync(fontDir, { recursive: true, force: true }))

/** The white ink (title, guide's name) of a card inside a band of rows, as a 0/1 mask. */
async function whiteInk(png: Buffer, top: number, bottom: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const rows: boolean[][] = []
  for (let y = top; y < bottom; y++) {
    const row: boolean[] = []
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3
      row.push(data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200)
    }
    rows.push(row)
  }
  const xs = rows.flatMap((row) => row.flatMap((on, x) => (on ? [x] : [])))
  return { rows, left: Math.min(...xs), right: Math.max(...xs), width: Math.max(...xs) - Math.min(...xs) + 1 }
}

interface Ink {
  width: number
  height: number
  /** Row by row, whether each pixel is ink (as opaque as `whiteInk` counts white). */
  rows: boolean[][]
}

/**
 * `texts` as drawn by a process whose fontconfig knows no font but `fontFile` (no fallback, no
 * system font, only that file): each one's ink, cropped to it.
 */
async function drawnWithOnly(fontFile: string, texts: string[], size: number): Promise<Ink[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hg-one-font-'))
  try {
    copyFileSync(fontFile, join(dir, basename(fontFile)))
    writeFileSync(join(dir, 'fonts.conf'), `<?xml version="1.0"?><fontconfig><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`)
    const script = `import sharp from 'sharp'
      const inks = []
      for (const text of ${JSON.stringify(texts)}) {
        const { data, info } = await sharp({ text: { text, font: 'Noto Sans Bengali Bold ${size}px', dpi: 72, rgba: true } }).raw().toBuffer({ resolveWithObject: true })
        const on = (x, y) => data[(y * info.width + x) * 4 + 3] > 198
        const xs = [], ys = []
        for (let y = 0; y < info.height; y++) for (let x = 0; x < info.width; x++) if (on(x, y)) { xs.push(x); ys.push(y) }
        const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
        const rows = []
        for (let y = top; y <= bottom; y++) { let row = ''; for (let x = left; x <= right; x++) row += on(x, y) ? '1' : '0'; rows.push(row) }
        inks.push({ width: right - left + 1, height: bottom - top + 1, rows })
      }
      console.log(JSON.stringify(inks))`
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, FONTCONFIG_FILE: join(dir, 'fonts.conf') } })
    return (JSON.parse(stdout) as Array<{ width: number; height: number; rows: string[] }>).map((ink) => ({ ...ink, rows: ink.rows.map((row) => [...row].map((c) => c === '1')) }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The part of `rows` that has ink. */
function cropped(rows: boolean[][]): Ink {
  const ys = rows.flatMap((row, y) => (row.includes(true) ? [y] : []))
  const xs = rows.flatMap((row) => row.flatMap((on, x) => (on ? [x] : [])))
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  return { width: right - left + 1, height: bottom - top + 1, rows: rows.slice(top, bottom + 1).map((row) => row.slice(left, right + 1)) }
}

/**
 * Where `box` (a glyph's ink) appears in `rows`: each place where at least 90% of the box's
 * pixels, ink and ground, are the same; with `ring`, only its outer `ring` pixels are compared
 * (Pango's box of hex digits: the digits differ by character, the frame does not). Only places
 * whose left and right columns match are compared in full.
 */
function findBox(rows: boolean[][], box: Ink, ring = Infinity): Array<{ x: number; y: number }> {
  const found: Array<{ x: number; y: number }> = []
  const column = (x: number, y: number, at: number) => {
    let same = 0
    for (let dy = 0; dy < box.height; dy++) if (rows[y + dy]![x] === box.rows[dy]![at]) same++
    return same / box.height
  }
  const inRing = (dx: number, dy: number) => dx < ring || dy < ring || dx >= box.width - ring || dy >= box.height - ring
  for (let y = 0; y + box.height <= rows.length; y++) {
    for (let x = 0; x + box.width <= rows[0]!.length; x++) {
      if (column(x, y, 0) < 0.9 || column(x + box.width - 1, y, box.width - 1) < 0.9) continue
      let same = 0
      let all = 0
      for (let dy = 0; dy < box.height; dy++) {
        for (let dx = 0; dx < box.width; dx++) {
          if (!inRing(dx, dy)) continue
          all++
          if (rows[y + dy]![x + dx] === box.rows[dy]![dx]) same++
        }
      }
      if (same / all >= 0.9) found.push({ x, y })
    }
  }
  return found
}

/** The longest run of ink along one row: a Bengali word's headline (মাত্রা) joins its letters. */
function longestRun(rows: boolean[][]) {
  let longest = 0
  for (const row of rows) {
    let run = 0
    for (const on of row) {
      run = on ? run + 1 : 0
      longest = Math.max(longest, run)
    }
  }
  return longest
}

// The title's band on the card: between the section's pill and the guide's name.
const TITLE_BAND = [150, 480] as const

describe('a share card', () => {
  // First in the file: nothing else has given fontconfig our font yet, so this sees only what
  // the renderer itself makes available.
  it('draws a Bengali title in the guide\'s Noto Sans Bengali, shaped, not as boxes', async () => {
    const png = await renderShareCard({ title: 'হাটহাজারী', section: 'হাসপাতাল', lang: 'bn' }, fontDir)
    const ink = await whiteInk(png, ...TITLE_BAND)

    // The same word drawn with the font file as the only font there is (a process of its own,
    // whose fontconfig knows that one file): the card's title must be exactly as wide.
    const [alone] = await drawnWithOnly(cardFontFiles(fontDir)[0]!, ['হাটহাজারী'], 72)
    expect(Math.abs(ink.width - alone!.width)).toBeLessThanOrEqual(1)

    // Shaped Bengali: one headline runs along the word. Boxes for missing glyphs (or letters
    // left unjoined) would leave gaps along every row.
    expect(longestRun(ink.rows)).toBeGreaterThan(ink.width * 0.6)
  })

  it('shapes conjuncts and vowel signs as the font does, and never draws a missing-glyph box', async () => {
    const font = cardFontFiles(fontDir)[0]!
    const titles = ['হাটহাজারী স্বাস্থ্য কমপ্লেক্স', 'ক্ষ', 'ন্ত্র', 'কি কৌশল']
    const card = async (title: string) => (await whiteInk(await renderShareCard({ title, section: 'স্বাস্থ্য', lang: 'bn' }, fontDir), ...TITLE_BAND)).rows
    // The boxes a character nobody can draw becomes: the font's own (.notdef), drawn where it is
    // the only font, and Pango's frame of hex digits, drawn on a card when no font has it. U+0378
    // and U+0379 are unassigned, so no installed font has them (a private-use one was drawn by
    // a font Debian's Prometheus brings along).
    const [notdef, withNotdef, ...drawn] = await drawnWithOnly(font, ['\u0378', 'হা\u0378টহাজারী', ...titles, 'ক', 'ষ', 'ন', 'ত', 'র'], 72)
    const hexBox = cropped(await card('\u0378'))
    for (const box of [notdef!, hexBox]) expect(box.width).toBeGreaterThan(20)
    // Each is found where it is drawn (this test can fail) …
    expect(findBox(withNotdef!.rows, notdef!)).toHaveLength(1)
    expect(findBox(await card('হা\u0379টহাজারী'), hexBox, 4)).toHaveLength(1)
    const [k, ss, n, t, r] = drawn.slice(titles.length).map((ink) => ink.width)
    for (const [i, title] of titles.entries()) {
      const rows = await card(title)
      // … and nowhere in a card's title.
      expect(findBox(rows, notdef!), title).toEqual([])
      expect(findBox(rows, hexBox, 4), title).toEqual([])
      // Drawn exactly as the font shapes it alone (HarfBuzz: conjuncts, vowel signs before, above
      // and around their consonant), not letter by letter.
      expect(Math.abs(cropped(rows).width - drawn[i]!.width), title).toBeLessThanOrEqual(1)
    }
    // A conjunct is one narrower glyph, not its letters side by side with a visible hasanta.
    expect(drawn[1]!.width).toBeLessThan(k! + ss!)
    expect(drawn[2]!.width).toBeLessThan(n! + t! + r!)
  })

  it('is a 1200×630 PNG', async () => {
    const png = await renderShareCard({ title: 'Hathazari Upazila Health Complex', section: 'Hospitals', lang: 'en' }, fontDir)
    const meta = await sharp(png).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
  })

  it('shows the pack\'s letter as its mark, as the favicon draws it, beside the guide\'s name', async () => {
    // The mark's 64 px tile at the footer's left (render.server.ts: MARGIN, FOOTER_Y).
    const tile = { left: 80, top: 630 - 80 + 10 - 64, width: 64, height: 64 }
    const green = async (image: Sharp) => [...(await image.removeAlpha().raw().toBuffer())]
      .filter((_, i) => i % 3 === 0).map((red) => red < 128) // green ink (red 0x0b) on the white tile
    const expected = (letter: string) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32">
      <rect width="32" height="32" fill="#0b6e4f"/><rect width="32" height="32" rx="7" fill="#fff"/><path d="${markLetterPath(letter)}" fill="#0b6e4f"/></svg>`))
    const card = await green(sharp(await renderShareCard({ title: 'x', section: '', lang: 'en' }, fontDir)).extract(tile))
    const differ = (a: boolean[], b: boolean[]) => a.filter((on, i) => on !== b[i]).length
    const other = place.iconLetter.en === 'R' ? 'H' : 'R'
    expect(differ(card, await green(expected(place.iconLetter.en)))).toBeLessThan(40)
    expect(differ(card, await green(expected(other)))).toBeGreaterThan(200)
  })

  it('draws markup in a title as the characters typed', async () => {
    expect(escapeMarkup(`<b>&</b> "x" 'y'`)).toBe('&#60;b&#62;&#38;&#60;/b&#62; &#34;x&#34; &#39;y&#39;')
    // Interpreted, `<b>x</b>` would be a bold x, as wide as the x alone; and `&` alone is not
    // valid markup at all (the drawing would fail).
    const tagged = await whiteInk(await renderShareCard({ title: '<b>x</b> & <i>', section: '<span>', lang: 'en' }, fontDir), ...TITLE_BAND)
    const plain = await whiteInk(await renderShareCard({ title: 'x', section: 'x', lang: 'en' }, fontDir), ...TITLE_BAND)
    expect(tagged.width).toBeGreaterThan(plain.width * 8)
    expect((await titleLayout('<b>x</b> & <i>', fontDir)).text).toBe('<b>x</b> & <i>')
  })

  it('fits a title in at most three lines: smaller when long, cut after a whole word with an ellipsis when longer', async () => {
    expect(await titleLayout('হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স', fontDir)).toEqual({ text: 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স', size: 72, lines: 1 })
    const medium = 'হাটহাজারী সরকারি কলেজে ভর্তির বিজ্ঞপ্তি প্রকাশিত হয়েছে, আবেদনের শেষ তারিখ কবে'
    expect(await titleLayout(medium, fontDir)).toEqual({ text: medium, size: 60, lines: 3 })

    const long = 'চট্টগ্রাম বিশ্ববিদ্যালয়ের কাছে সবচেয়ে ভালো ও সস্তা ছাত্রাবাস কোথায় পাওয়া যাবে? কেউ কি জানেন কোন এলাকায় নিরাপদ, পরিষ্কার এবং পড়াশোনার পরিবেশ আছে এমন মেস বা হোস্টেল পাওয়া যায়, ভাড়া কত আর যাতায়াতের ব্যবস্থা কেমন?'
    const cut = await titleLayout(long, fontDir)
    expect(cut.lines).toBe(3)
    expect(cut.text.endsWith('…')).toBe(true)
    const shown = cut.text.slice(0, -1)
    expect(long.startsWith(shown)).toBe(true)
    expect(long[shown.length]).toMatch(/[\s,?]/) // cut between words
    expect(shown.length).toBeGreaterThan(long.length / 3)
    // One more word would not have fitted.
    const withNextWord = `${long.slice(0, long.indexOf(' ', shown.length + 2))}…`
    expect((await titleLayout(withNextWord, fontDir)).text).not.toBe(withNextWord)

    const english = await titleLayout('Where can I find a cheap and safe hostel near the University of Chittagong? Does anyone know which area has a quiet place to study, how much the rent is and how to get to campus?', fontDir)
    expect(english).toMatchObject({ size: 52, lines: 3 })
    expect(english.text).toMatch(/^Where can I find .*[a-z]…$/)
  })

  it('cuts one endless word by its letters, and keeps the card\'s size', async () => {
    const layout = await titleLayout('হাটহাজারী'.repeat(30), fontDir)
    expect(layout).toMatchObject({ size: 52, lines: 3 })
    expect(layout.text).toMatch(/^(হাটহাজারী)+.*…$/u)
    const meta = await sharp(await renderShareCard({ title: 'হাটহাজারী'.repeat(30), section: 'x'.repeat(60), lang: 'bn' }, fontDir)).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
  })

  it('leaves out emoji, which no font here can draw', () => {
    expect(drawableText('মেলা 🎉 আজ ©  👍🏽 ™')).toBe('মেলা আজ © ™')
    // The joiner that Bengali needs (র‍্য) stays.
    expect(drawableText('র‍্যাব')).toBe('র‍্যাব')
  })
})

describe('the font files', () => {
  it('are the installed WOFF unpacked to TrueType, table for table', () => {
    for (const file of cardFontFiles(fontDir)) {
      const ttf = readFileSync(file)
      expect(ttf.readUInt32BE(0)).toBe(0x00010000) // TrueType outlines
      const tables = ttf.readUInt16BE(4)
      for (let i = 0; i < tables; i++) {
        const [offset, length] = [ttf.readUInt32BE(12 + i * 16 + 8), ttf.readUInt32BE(12 + i * 16 + 12)]
        expect(offset % 4).toBe(0)
        expect(offset + length).toBeLessThanOrEqual(ttf.length)
      }
    }
    expect(() => woffToSfnt(Buffer.from('wOF2 not a woff 1 file, but long enough to be read as one'))).toThrow(/WOFF 1.0/)
  })
})
