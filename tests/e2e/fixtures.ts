import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page test fails on an unexpected console error or uncaught exception in the browser.
 * A test that expects some (a 404 document, say) lists them in `allowConsoleErrors` (matched
 * against the console text, or "pageerror: <message>" for an uncaught exception).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use, testInfo) => {
      const errors: string[] = []
      const pending = new Map<string, number>()
      const failed: string[] = []
      const started = Date.now()
      const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`
      page.on('request', (request) => pending.set(`${request.method()} ${request.url()}`, Date.now()))
      page.on('requestfinished', (request) => pending.delete(`${request.method()} ${request.url()}`))
      page.on('requestfailed', (request) => {
        pending.delete(`${request.method()} ${request.url()}`)
        failed.push(`${at()}: ${request.method()} ${request.url()}: ${request.failure()?.errorText}`)
      })
      page.on('response', (response) => {
        if (response.status() >= 500) failed.push(`${at()}: ${response.request().method()} ${response.url()}: ${response.status()}`)
      })
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
      })
      page.on('pageerror', (error) => {
        const text = `pageerror: ${error.message}`
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
      })
      await use()
      // A test that fails once must be understood from CI's log alone: where the page was, and
      // what it still waited for or never got.
      if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
        const waiting = [...pending].map(([request, since]) => `${request} (for ${((Date.now() - since) / 1000).toFixed(1)} s)`)
        console.log([`The page was at ${page.url()} after ${at()}.`, ...waiting.map((w) => `Still waiting: ${w}`), ...failed.map((f) => `Failed: ${f}`)].join('\n'))
      }
      expect(errors, 'console errors in the browser').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Map tiles come from a tile server on loopback (scripts/e2e-server.js answers a grey tile for any
 * /tiles/{z}/{x}/{y}.png), the MAP_TILE_URL playwright.config.ts gives every server of the run:
 * pages load them with no Playwright route, since one route makes Playwright intercept every
 * request of the page. This is its origin, as it appears in the maps' markup.
 */
export const tileOrigin = new URL(process.env.MAP_TILE_URL!.replace(/\{[xyz]\}/g, '0')).origin

/** Every map tile, for a test that refuses or counts them with `page.route(tileRequests, …)`. */
export const tileRequests = `${tileOrigin}/tiles/**`

/** Sets the language cookie before the first visit. */
export async function setLanguage(page: Page, lang: 'bn' | 'en') {
  const url = new URL(process.env.E2E_BASE_URL!)
  await page.context().addCookies([{ name: 'lang', value: lang, domain: url.hostname, path: '/' }])
}

/** Waits until React has hydrated the page, so client-side handlers are attached. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true)
}
