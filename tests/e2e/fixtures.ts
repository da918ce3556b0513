import { deflateSync } from 'node:zlib'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page test fails on an unexpected console error or uncaught exception in the browser.
 * A test that expects some (a 404 document, say) lists them in `allowConsoleErrors` (matched
 * against the console text, or "pageerror: <message>" for an uncaught exception).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: void; mapTiles: void }>({
  // Map tiles come from OpenStreetMap's tile server, which tests cannot reach: every page gets a
  // local grey tile instead (a test may route them otherwise after this).
  mapTiles: [
    async ({ page }, use) => {
      const tile = greyTile()
      await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: tile }))
      await use()
    },
    { auto: true },
  ],
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = []
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
      expect(errors, 'console errors in the browser').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Sets the language cookie before the first visit. */
export async function setLanguage(page: Page, lang: 'bn' | 'en') {
  const url = new URL(process.env.E2E_BASE_URL!)
  await page.context().addCookies([{ name: 'lang', value: lang, domain: url.hostname, path: '/' }])
}

/** Waits until React has hydrated the page, so client-side handlers are attached. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true)
}

/** A 256 × 256 grey PNG: what the map's tiles are answered with (no internet in tests). */
export function greyTile(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(256, 0)
  header.writeUInt32BE(256, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const rows = Buffer.alloc(257 * 256, 0xcc)
  for (let row = 0; row < 256; row++) rows[row * 257] = 0 // filter: none
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

