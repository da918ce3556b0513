import type { Page } from '@playwright/test'

/**
 * Checks of a loaded page that more than one spec makes: the walk of every page
 * (every-page.spec.ts) and the small-screen spec's open side menu and answered assistant.
 */

/** A catalog key on screen means a page got the wrong part of the catalog. */
export const rawKey = /\b(?:nav|header|theme|footer|page|common|notFound|toast|auth|profile|upload|forum|content|dir|emergency|guide|search|home|contact|info|people|heroes|events|hub|assistant|rules)\.[a-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\b/

/** What a check reads of a loaded page, read in one call (each call waits for the page's own scripts). */
export interface PageReading {
  /** The text on screen. */
  text: string
  /** Targets smaller than 24 × 24 px that are not links inside a sentence (WCAG 2.2, 2.5.8). */
  smallTargets: string[]
  /** Search boxes whose placeholder does not fit the box, in the page's font once it has loaded. */
  cutPlaceholders: string[]
  /** Whether the header's site name is cut (null: no header title with that name). */
  titleCut: boolean | null
  /** How wide the document is, and the window: wider means the page scrolls sideways. */
  documentWidth: number
  windowWidth: number
  /** Every tel: link on the page, as written (`tel:…`). */
  telLinks: string[]
}

/** Reads a loaded page: `siteName` is the header's title in the page's language. */
export async function readPage(page: Page, siteName = ''): Promise<PageReading> {
  return page.evaluate(async (siteName) => {
    const found: string[] = []
    const targets = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab]')
    for (const target of targets) {
      const box = target.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue // not shown (closed menu, hidden tab panel)
      const style = getComputedStyle(target)
      if (style.visibility === 'hidden' || target.closest('[hidden], [aria-hidden=true]')) continue
      // A visually hidden input that our own control stands for (the translated file picker).
      if (box.width <= 1 && box.height <= 1) continue
      // The exception for inline links: a link in running text is as tall as the line.
      const parent = target.parentElement
      const inSentence = style.display === 'inline' && parent && (parent.textContent ?? '').trim().length > (target.textContent ?? '').trim().length
      if (inSentence) continue
      if (box.width < 24 || box.height < 24) {
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? target.tagName).trim().slice(0, 40)
        found.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    // A placeholder is measured in the box's own font: wait for the web font, as the reader does.
    await document.fonts.ready
    const context = document.createElement('canvas').getContext('2d')!
    const cutPlaceholders = [...document.querySelectorAll<HTMLInputElement>('input[type=search]')].map((field) => {
      const style = getComputedStyle(field)
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const needed = context.measureText(field.placeholder).width
      return needed > room ? `"${field.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}` : ''
    }).filter(Boolean)
    const title = [...document.querySelectorAll('header a')].find((link) => (link.textContent ?? '').trim() === siteName)
    return {
      text: document.body.innerText,
      smallTargets: found,
      cutPlaceholders,
      titleCut: title ? title.scrollWidth > title.clientWidth : null,
      documentWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
      telLinks: [...document.querySelectorAll('a[href^="tel:"]')].map((link) => link.getAttribute('href')!),
    }
  }, siteName)
}

/** Targets smaller than 24 × 24 px that are not links inside a sentence (WCAG 2.2, 2.5.8). */
export async function smallTargets(page: Page): Promise<string[]> {
  return (await readPage(page)).smallTargets
}

/**
 * Scrolled so the page's own content ends at the bottom of the screen: what the floating
 * assistant button covers of it, or null on a page without the button. It scrolls the page, so a
 * walk reads it last.
 */
export async function coveredByAssistantButton(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const main = document.getElementById('main')
    const floating = document.querySelector('a[href$="/assistant"][title]')
    if (!main || !floating) return null
    window.scrollTo(0, main.getBoundingClientRect().bottom + window.scrollY - window.innerHeight)
    const button = floating.getBoundingClientRect()
    // What a reader reads or taps: text and controls (a map's tiles run under their frame's edge).
    // (Not what a closed fold holds: it has a place on the page but is not drawn.)
    const last = [...main.querySelectorAll('*')].filter((element) => element.children.length === 0 && element.getBoundingClientRect().height > 0
      && element.checkVisibility({ visibilityProperty: true })
      && ((element.textContent ?? '').trim() !== '' || element.matches('a, button, input, select, textarea')))
    return last.filter((element) => {
      const box = element.getBoundingClientRect()
      return box.bottom > button.top && box.top < button.bottom && box.right > button.left && box.left < button.right
    }).map((element) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`)
  })
}
