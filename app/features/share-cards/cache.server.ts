import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { catalogs } from '#app/i18n/catalogs.server'
import { env } from '#app/lib/env.server'
import { RENDERER_VERSION, renderShareCard, type ShareCard } from './render.server'

const DAY_MS = 24 * 60 * 60 * 1000
/** A card nobody asked for in this long is removed by the sweep; one asked for is kept. */
const KEEP_UNUSED_MS = 30 * DAY_MS

/** DATA_DIR/share-cards: the drawn cards, and the font files they are drawn with (fonts/). */
export function shareCardsDir() {
  return resolve(env().DATA_DIR, 'share-cards')
}

/**
 * The card's name on disk and its ETag: a hash of everything it shows (title, section,
 * language, the guide's name) and of the renderer's version. A new title is a new card; the same
 * title is the same file, drawn once.
 */
export function cardKey(card: ShareCard): string {
  const shown = [RENDERER_VERSION, card.lang, card.title, card.section, catalogs[card.lang]['app.name']]
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 32)
}

const drawing = new Map<string, Promise<Buffer>>()
let cardsDrawn = 0

/** How many cards this process has drawn (not served from disk): for tests and the bench. */
export function cardsDrawnCount() {
  return cardsDrawn
}

async function draw(card: ShareCard, path: string): Promise<Buffer> {
  const dir = shareCardsDir()
  const png = await renderShareCard(card, join(dir, 'fonts'))
  cardsDrawn++
  await mkdir(dir, { recursive: true })
  // Written aside, then renamed into place: a reader (another process of a cluster too) finds
  // the whole card or none, never half of one.
  const aside = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`
  await writeFile(aside, png)
  await rename(aside, path)
  return png
}

/**
 * The card as PNG bytes, from DATA_DIR/share-cards/<key>.png, or drawn and kept there. Requests
 * for a card being drawn wait for that drawing. A card served is marked as used (its time
 * renewed at most once a day), so the sweep keeps it.
 */
export async function shareCardPng(card: ShareCard): Promise<{ key: string; png: Buffer }> {
  const key = cardKey(card)
  const path = join(shareCardsDir(), `${key}.png`)
  try {
    const [png, info] = await Promise.all([readFile(path), stat(path)])
    if (Date.now() - info.mtimeMs > DAY_MS) void utimes(path, new Date(), new Date()).catch(() => {})
    return { key, png }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  let pending = drawing.get(key)
  if (!pending) {
    pending = draw(card, path).finally(() => drawing.delete(key))
    drawing.set(key, pending)
  }
  return { key, png: await pending }
}

/**
 * Removes cards not served for 30 days (old titles, an earlier renderer's cards) and files left
 * half-written by a crash. Returns how many were removed.
 */
export async function sweepShareCards(now = Date.now()): Promise<number> {
  const dir = shareCardsDir()
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return 0
  }
  let removed = 0
  for (const name of names) {
    const isCard = name.endsWith('.png')
    if (!isCard && !name.endsWith('.tmp')) continue
    const modified = (await stat(join(dir, name)).catch(() => null))?.mtimeMs
    if (modified === undefined || now - modified < (isCard ? KEEP_UNUSED_MS : 60 * 60 * 1000)) continue
    await rm(join(dir, name), { force: true })
    removed++
  }
  return removed
}
