// `npm run screenshots:small-screen`: what issue 30 §5-6 asked to look at on a phone, at 360 × 800,
// Bengali and English, light and dark, into screenshots/small-screen/: home's map card with every
// tile refused, home scrolled to its last tile and to its end (the floating assistant button beside them), the
// assistant panel open (empty, then with an answer from the guide), and /emergency read offline
// from the service worker's saved copy with its banner.
import { mkdirSync } from 'node:fs'
import { launchChromium } from './lib/browser'
import { hydrated } from './lib/screens'
import { startServer } from './lib/start-server'

const server = await startServer()
const browser = await launchChromium()
const host = new URL(server.baseURL).hostname
const dir = 'screenshots/small-screen'
mkdirSync(dir, { recursive: true })
let count = 0
try {
  for (const lang of ['bn', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, colorScheme: theme, serviceWorkers: 'allow' })
      await context.addCookies([
        { name: 'lang', value: lang, domain: host, path: '/' },
        { name: 'theme', value: theme, domain: host, path: '/' },
      ])
      await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort())
      const page = await context.newPage()
      const prefix = lang === 'en' ? '/en' : ''
      const shot = async (what: string) => {
        await page.evaluate(() => document.fonts.ready)
        await page.screenshot({ path: `${dir}/${what}-${lang}-${theme}.png` })
        count++
      }

      // Home: the map card without tiles, then the last tile at the bottom of the screen.
      await page.goto(server.baseURL + (prefix || '/'), { waitUntil: 'load' })
      await hydrated(page)
      await page.locator('section[aria-labelledby="map-heading"]').evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80))
      await page.waitForTimeout(400)
      await shot('home-map-no-tiles')
      // Scrolled as a reader who reaches the end of home's tiles (main's end at the screen's
      // bottom), then to the very end of the page (the footer).
      await page.evaluate(() => window.scrollTo(0, document.getElementById('main')!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight))
      await page.waitForTimeout(400)
      await shot('home-last-tile')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(400)
      await shot('home-page-end')

      // The assistant panel, open from the floating button; then a question answered from the guide.
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.locator('a[href$="/assistant"][title]').click()
      const panel = page.getByRole('dialog')
      await panel.waitFor()
      await page.waitForTimeout(300)
      await shot('assistant-panel')
      await panel.locator('input').fill(lang === 'bn' ? 'হাসপাতালের নম্বর কত?' : "What is the hospital's number?")
      await panel.locator('input').press('Enter')
      await page.waitForTimeout(2500)
      await shot('assistant-panel-answer')
      await page.keyboard.press('Escape')

      // /emergency opened online, then read offline from the worker's saved copy.
      await page.goto(`${server.baseURL}${prefix}/emergency`, { waitUntil: 'load' })
      await hydrated(page)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
      for (let tries = 0; tries < 60; tries++) {
        const kept = await page.evaluate(async (path) => Boolean(await (await caches.open('hg-guide')).match(path)), `${prefix}/emergency`)
        if (kept) break
        await page.waitForTimeout(500)
      }
      await context.setOffline(true)
      await page.reload({ waitUntil: 'load' })
      await page.getByRole('status').filter({ hasText: lang === 'bn' ? 'আপনি অফলাইনে আছেন' : 'You are offline' }).waitFor()
      await shot('emergency-offline')
      await context.setOffline(false)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${count} screenshots in ${dir}/`)
