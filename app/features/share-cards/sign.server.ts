import { createHmac, timingSafeEqual } from 'node:crypto'
import { catalogs } from '#app/i18n/catalogs.server'
import type { Lang } from '#app/i18n/i18n'
import { getSecret } from '#app/lib/secret.server'
import { cardText, MAX_CARD_SECTION, MAX_CARD_TITLE, SHARE_CARD_PATH } from './card-url'
import { RENDERER_VERSION, type ShareCard } from './render.server'

/**
 * A card's address names what it shows and carries the server's signature over it (ADR 026):
 * only the pages' own meta tags make addresses the server will draw, so nobody can make it draw
 * (spend CPU and disk on) an image of their own words.
 */
function signature(card: ShareCard): Buffer {
  // A key of its own, derived from the app secret: a card's signature is good for nothing else.
  const key = createHmac('sha256', getSecret()).update('hathazari-guide/share-card').digest()
  return createHmac('sha256', key).update(JSON.stringify([card.lang, card.title, card.section])).digest().subarray(0, 16)
}

/** At most `max` characters: a longer text is cut, with an ellipsis. */
function clip(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`
}

/**
 * The signed path of the share card for a page (`/share-card.png?l=…&t=…&s=…&v=…&sig=…`), to
 * be called in a loader and named by the page's `og:image` (see `shareCardMeta`). `title` is
 * the page's title (a post's title, a record's name), `section` what part of the guide it is
 * in ("হাসপাতাল", "Hospitals"), both in `lang`. `v` changes with the renderer, so a new design
 * has a new address.
 */
export function signedShareCardPath(card: { lang: Lang; title: string; section: string }): string {
  // A card always has a title: without one, the guide's own line stands in.
  const title = cardText(card.title) || catalogs[card.lang]['app.tagline']
  const signed: ShareCard = { lang: card.lang, title: clip(title, MAX_CARD_TITLE), section: clip(cardText(card.section), MAX_CARD_SECTION) }
  const query = new URLSearchParams({ l: signed.lang, t: signed.title, s: signed.section, v: String(RENDERER_VERSION), sig: signature(signed).toString('base64url') })
  return `${SHARE_CARD_PATH}?${query}`
}

export type CardRequest = { card: ShareCard } | { status: 400 | 403; message: string }

/**
 * The card a request's query asks for, if its signature is the server's: 400 for a query no
 * page could have made (missing, unknown language, text over the limits), 403 for a bad
 * signature. `v` is only there to change the address; it is not checked.
 */
export function verifyShareCardQuery(query: URLSearchParams): CardRequest {
  const lang = query.get('l')
  const title = query.get('t')
  const section = query.get('s')
  const sig = query.get('sig')
  if ((lang !== 'bn' && lang !== 'en') || !title || section === null || !sig) return { status: 400, message: 'A share card needs l (bn or en), t, s and sig.' }
  if ([...title].length > MAX_CARD_TITLE || [...section].length > MAX_CARD_SECTION) {
    return { status: 400, message: `A share card's title is at most ${MAX_CARD_TITLE} characters, its section ${MAX_CARD_SECTION}.` }
  }
  const card: ShareCard = { lang, title, section }
  const given = Buffer.from(sig, 'base64url')
  const expected = signature(card)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 403, message: 'This share card was not made by this site.' }
  return { card }
}
