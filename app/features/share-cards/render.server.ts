import type { OverlayOptions } from 'sharp'
import { loadSharp } from '#app/lib/sharp.server'
import type { Lang } from '#app/i18n/i18n'
import { catalogs } from '#app/i18n/catalogs.server'
import { place } from '#pack/place'
import { CARD_FONT_FAMILY, registerCardFonts } from './fonts.server'
import { markLetterPath } from './mark.server'
import { cardText, SHARE_CARD_HEIGHT as HEIGHT, SHARE_CARD_WIDTH as WIDTH } from './card-url'

/**
 * Bumped whenever a card would be drawn differently (layout, colours, font): part of every
 * card's cache key and of its address, so a new design is drawn afresh and fetched afresh.
 */
export const RENDERER_VERSION = 2

export interface ShareCard {
  title: string
  section: string
  lang: Lang
}

// The guide's colours (app/app.css, light theme): the primary green, its soft tint, white.
const GREEN = '#0b6e4f'
const GREEN_DEEP = '#095c42'
const MINT = '#dff0e8'
const WHITE = '#ffffff'

const MARGIN = 80
const TEXT_WIDTH = WIDTH - 2 * MARGIN
/**
 * Title sizes in pixels and the lines each may take, largest first: a title takes the first
 * that it fits; past the last, it is cut to fit.
 */
const TITLE_FITS = [
  { size: 72, lines: 2 },
  { size: 60, lines: 3 },
  { size: 52, lines: 3 },
]
const SECTION_SIZE = 30
const SECTION_WIDTH = 720
const NAME_SIZE = 34
const MARK_SIZE = 64
/** The band the title is centred in, between the section above and the guide's name below. */
const TITLE_TOP = 160
const TITLE_BOTTOM = 470
const FOOTER_Y = HEIGHT - MARGIN + 10 - MARK_SIZE

/** Text that Pango shows as it is: its markup characters written as entities. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

interface TextImage {
  data: Buffer
  width: number
  height: number
  /** The text drawn (cut, with an ellipsis, when the whole did not fit). */
  text: string
  lines: number
}

let draws = 0

/** How many texts this process has drawn: tests and the bench tell a cached card by it. */
export function textDraws() {
  return draws
}

/** One piece of text, drawn in a colour on transparent (RGBA), wrapped at `width` if given. */
async function drawText(text: string, font: string, width?: number, colour = WHITE): Promise<TextImage> {
  draws++
  const sharp = await loadSharp()
  const { data, info } = await sharp({
    text: { text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`, font: `${CARD_FONT_FAMILY} ${font}`, ...(width ? { width, wrap: 'word-char' as const } : {}), dpi: 72, rgba: true },
  })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const image = { data, width: info.width, height: info.height, text, lines: 1 }
  if (width) image.lines = await lineCount(image.height, font)
  return image
}

/**
 * How many lines a wrapped text took, from its ink's height (sharp tells the ink's size, not
 * Pango's lines): one line's ink and the distance between lines are measured once per font.
 */
const metrics = new Map<string, Promise<{ pitch: number; oneLine: number }>>()
async function lineCount(inkHeight: number, font: string) {
  let known = metrics.get(font)
  if (!known) {
    known = (async () => {
      const one = await drawText('বাংলা Hg', font)
      const two = await drawText('বাংলা Hg\nবাংলা Hg', font)
      return { pitch: two.height - one.height, oneLine: one.height }
    })()
    metrics.set(font, known)
    known.catch(() => metrics.delete(font)) // a failure is not remembered
  }
  const { pitch, oneLine } = await known
  return Math.max(1, 1 + Math.round((inkHeight - oneLine) / pitch))
}

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment)

/** A cut text with an ellipsis, without the space or punctuation it was cut after. */
const cut = (text: string) => `${text.replace(/[\s,.;:!?।—–-]+$/u, '')}…`

/**
 * The text drawn in at most `maxLines` lines: whole if it fits, else the most whole words that
 * fit with an ellipsis (or, for one long word, the most characters). `tooLong`: the whole is
 * known not to fit, and is not drawn to find out.
 */
async function fitText(text: string, font: string, width: number, maxLines: number, colour?: string, tooLong = false): Promise<TextImage> {
  if (!tooLong) {
    const whole = await drawText(text, font, width, colour)
    if (whole.lines <= maxLines) return whole
  }
  // The longest start of `parts` (joined by `separator`) that fits with its ellipsis.
  const longest = async (parts: string[], separator: string) => {
    let low = 0
    let high = parts.length - 1
    let best: TextImage | null = null
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      const image = await drawText(cut(parts.slice(0, middle).join(separator)), font, width, colour)
      if (image.lines <= maxLines) {
        low = middle
        best = image
      } else {
        high = middle - 1
      }
    }
    return low > 0 ? (best ?? (await drawText(cut(parts.slice(0, low).join(separator)), font, width, colour))) : null
  }
  return (await longest(text.split(' '), ' ')) ?? (await longest(graphemes(text), '')) ?? drawText('…', font, width, colour)
}

/**
 * The title as drawn: at the largest size at which it fits, else at the smallest, cut after the
 * last word that fits, with an ellipsis.
 */
async function titleImage(title: string): Promise<TextImage & { size: number }> {
  const largest = TITLE_FITS[0]!.size
  let linesAtLargest = 0
  // Text grows with its size, so the lines a title took at the largest size tell when it cannot
  // fit at a smaller one, and that size need not be drawn: at least all but its last line at the
  // largest size were three-quarters full.
  const cannotFit = (size: number, lines: number) => linesAtLargest > 0 && ((linesAtLargest - 1) * 0.75 * size) / largest > lines
  for (const { size, lines } of TITLE_FITS.slice(0, -1)) {
    if (cannotFit(size, lines)) continue
    const image = await drawText(title, `Bold ${size}px`, TEXT_WIDTH)
    if (size === largest) linesAtLargest = image.lines
    if (image.lines <= lines) return { ...image, size }
  }
  const { size, lines } = TITLE_FITS.at(-1)!
  return { ...(await fitText(title, `Bold ${size}px`, TEXT_WIDTH, lines, WHITE, cannotFit(size, lines))), size }
}

/**
 * Text the card font can draw: emoji (and their modifiers) left out, as there is no emoji font to
 * draw them with and each would show as a box of hex digits. ©, ® and ™ are in the font.
 */
export function drawableText(text: string): string {
  return cardText(text.replace(/\p{Extended_Pictographic}|[\u{FE0F}\u{20E3}\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}\u{E0020}-\u{E007F}]/gu, (c) => ('©®™'.includes(c) ? c : ' ')))
}

/** How a title is laid out on a card: the text shown, its size in pixels, its lines. */
export async function titleLayout(title: string, fontDir: string): Promise<{ text: string; size: number; lines: number }> {
  await registerCardFonts(fontDir)
  const { text, size, lines } = await titleImage(drawableText(title))
  return { text, size, lines }
}

/**
 * What every card has: the green ground, a quiet shape, and the guide's mark, the pack's letter
 * as the favicon draws it (mark.server.ts), here green on a white tile so it stands out on the
 * green.
 */
const background = (() => {
  let made: Promise<Buffer> | undefined
  return () => {
    made ??= loadSharp().then((sharp) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${GREEN}"/>
      <circle cx="${WIDTH - 40}" cy="60" r="260" fill="${GREEN_DEEP}"/>
      <circle cx="${WIDTH - 40}" cy="60" r="150" fill="none" stroke="${MINT}" stroke-opacity="0.18" stroke-width="3"/>
      <rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${MINT}"/>
      <g transform="translate(${MARGIN} ${FOOTER_Y}) scale(${MARK_SIZE / 32})">
        <rect width="32" height="32" rx="7" fill="${WHITE}"/>
        <path d="${markLetterPath(place.iconLetter.en)}" fill="${GREEN}"/>
      </g>
    </svg>`)).raw().toBuffer())
    made.catch(() => {
      made = undefined
    })
    return made
  }
})()

/** The guide's name, the same on every card of a language: drawn once. */
const names = new Map<Lang, Promise<TextImage>>()
function guideName(lang: Lang) {
  let name = names.get(lang)
  if (!name) {
    name = drawText(catalogs[lang]['app.name'], `Bold ${NAME_SIZE}px`)
    names.set(lang, name)
    name.catch(() => names.delete(lang))
  }
  return name
}

const raw = (image: TextImage) => ({ input: image.data, raw: { width: image.width, height: image.height, channels: 4 as const } })

/**
 * A 1200×630 PNG for link previews (Facebook, WhatsApp): the page's section above its title,
 * the guide's name and mark below, in the guide's green. `fontDir` is where the font files are
 * kept (DATA_DIR/share-cards/fonts).
 */
export async function renderShareCard(card: ShareCard, fontDir: string): Promise<Buffer> {
  await registerCardFonts(fontDir)
  const title = drawableText(card.title)
  const section = drawableText(card.section)
  const [ground, titleText, sectionText, nameText] = await Promise.all([
    background(),
    titleImage(title),
    section ? fitText(section, `Bold ${SECTION_SIZE}px`, SECTION_WIDTH, 1, GREEN) : null,
    guideName(card.lang),
  ])
  const layers: OverlayOptions[] = []
  if (sectionText) {
    // The section on a mint pill, its ink centred in it.
    const padX = 24
    const pillHeight = 56
    const pillWidth = sectionText.width + 2 * padX
    layers.push({
      input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${pillWidth}" height="${pillHeight}"><rect width="${pillWidth}" height="${pillHeight}" rx="${pillHeight / 2}" fill="${MINT}"/></svg>`),
      left: MARGIN,
      top: MARGIN,
    })
    layers.push({ ...raw(sectionText), left: MARGIN + padX, top: MARGIN + Math.round((pillHeight - sectionText.height) / 2) })
  }
  const titleTop = TITLE_TOP + Math.max(0, Math.round((TITLE_BOTTOM - TITLE_TOP - titleText.height) / 2))
  layers.push({ ...raw(titleText), left: MARGIN, top: Math.min(titleTop, HEIGHT - titleText.height) })
  layers.push({ ...raw(nameText), left: MARGIN + MARK_SIZE + 24, top: FOOTER_Y + Math.round((MARK_SIZE - nameText.height) / 2) })
  const sharp = await loadSharp()
  return sharp(await ground, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .composite(layers)
    .removeAlpha()
    // zlib level 7: a card of 30-50 KB in about 15 ms; level 9 saves a tenth of the bytes for
    // three to five times the time, 50-80 ms of a card's 70-100 (docs/performance.md).
    .png({ compressionLevel: 7 })
    .toBuffer()
}
