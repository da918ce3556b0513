import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'

export type Lang = 'bn' | 'en'
export type Theme = 'light' | 'dark'

/** Resolves once React has hydrated the page (the app sets `window.__hgHydrated`). */
export const hydrated = (page: Page) => page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true)

/** The cookies that choose the site's language and theme. */
export function siteCookies(baseURL: string, lang: Lang, theme: Theme) {
  const domain = new URL(baseURL).hostname
  return [{ name: 'lang', value: lang, domain, path: '/' }, { name: 'theme', value: theme, domain, path: '/' }]
}

/** A phone-sized (360 × 800) browser context in this language and theme, without service workers unless asked. */
export async function phoneContext(browser: Browser, baseURL: string, lang: Lang, theme: Theme, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, colorScheme: theme, serviceWorkers: 'block', ...options })
  await context.addCookies(siteCookies(baseURL, lang, theme))
  return context
}

/** Screenshots saved into `dir` as `<name>.png`, and counted. */
export function screenshots(dir: string) {
  mkdirSync(dir, { recursive: true })
  let count = 0
  return {
    get count() {
      return count
    },
    /** Once the fonts are ready (and, with JavaScript, after a moment for layout), with `target` scrolled into view. */
    async take(page: Page, name: string, target?: Locator) {
      await page.evaluate(() => document.fonts.ready).catch(() => undefined)
      if (target) await target.scrollIntoViewIfNeeded()
      await page.waitForTimeout(250)
      await page.screenshot({ path: `${dir}/${name}.png` })
      count++
    },
  }
}
