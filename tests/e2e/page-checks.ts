import type { Page } from '@playwright/test'

/**
 * Checks of a loaded page that more than one spec makes: the walk of every page
 * (foundation.spec.ts) and the small-screen spec's open side menu.
 */

/** A catalog key on screen means a page got the wrong part of the catalog. */
export const rawKey = /\b(?:nav|header|theme|footer|page|common|notFound|toast|auth|profile|upload|forum|content|dir|emergency|guide|search|home|contact|info|people|heroes|events|hub|assistant|rules)\.[a-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\b/

/** What a check reads of a loaded page, read in one call (each call waits for the page's own scripts). */
export interface PageReading {
  /** The text on screen. */
  text: string
  /** Targets smaller than 24 × 24 px that are not links inside a sentence (WCAG 2.2, 2.5.8). */
  smallTargets: string[]
}

export async function readPage(page: Page): Promise<PageReading> {
  return page.evaluate(() => {
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
    return { text: document.body.innerText, smallTargets: found }
  })
}

/** Targets smaller than 24 × 24 px that are not links inside a sentence (WCAG 2.2, 2.5.8). */
export async function smallTargets(page: Page): Promise<string[]> {
  return (await readPage(page)).smallTargets
}
