import type { MetaDescriptor } from 'react-router'

/**
 * What the pages' meta needs to name a share card (ADR 026). Safe in the browser: the card's
 * signed path is made on the server (`signedShareCardPath` in sign.server.ts), given to the page
 * in its loader data, and made absolute here, as `og:image` must be.
 */

export const SHARE_CARD_PATH = '/share-card.png'
export const SHARE_CARD_WIDTH = 1200
export const SHARE_CARD_HEIGHT = 630

/** The longest title and section a card is drawn for, in characters (code points). */
export const MAX_CARD_TITLE = 200
export const MAX_CARD_SECTION = 60

/**
 * Text as a card shows it: control characters dropped, every run of white space (a new line
 * included) one space, no space at either end.
 */
export function cardText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g, '').replace(/\s+/g, ' ').trim()
}

/** The card's absolute address, from the page's origin and the path its loader signed. */
export function shareCardUrl(origin: string, signedPath: string): string {
  return new URL(signedPath, origin).href
}

/**
 * The meta tags that make a link preview show the card (Open Graph, and the large-image
 * Twitter card that WhatsApp and others also read). `alt` describes it: the page's title.
 */
export function shareCardMeta(origin: string, signedPath: string, alt: string): MetaDescriptor[] {
  const url = shareCardUrl(origin, signedPath)
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_CARD_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_CARD_HEIGHT) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: url },
  ]
}
