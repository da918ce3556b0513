// `npm run screenshots:map`: the light maps when their tiles cannot load (issue 30 §5): home's
// map card, /geography's map and /nearby from the bazar and from a position, at 360 and 1280 px,
// Bengali and English, light and dark, into screenshots/map/. Every tile request is refused, as
// on a phone whose connection drops or where the tile server is blocked.
import { mkdirSync } from 'node:fs'
import { launchChromium } from './lib/browser'
import { startServer } from './lib/start-server'
import { place } from '#pack/place'

// Each map alone (`<name>.png`) and the screen around it (`<name>-viewport.png`).
const shots: { name: string; path: string; target: string }[] = [
  { name: 'home-map', path: '/', target: 'section[aria-labelledby="map-heading"]' },
  { name: 'geography-map', path: '/geography', target: 'figure' },
  { name: 'nearby-bazar', path: `/nearby?near=${place.map.landmark.id}`, target: 'figure' },
  { name: 'nearby-position', path: '/nearby?lat=22.50888&lon=91.80399', target: 'figure' },
]

const server = await startServer()
const browser = await launchChromium()
const host = new URL(server.baseURL).hostname
let count = 0
try {
  for (const width of [360, 1280]) {
    for (const lang of ['bn', 'en']) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme === 'dark' ? 'dark' : 'light' })
        await context.addCookies([
          { name: 'lang', value: lang, domain: host, path: '/' },
          { name: 'theme', value: theme, domain: host, path: '/' },
        ])
        await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort())
        const page = await context.newPage()
        const dir = `screenshots/map/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        for (const shot of shots) {
          await page.goto(server.baseURL + (lang === 'en' ? `/en${shot.path === '/' ? '' : shot.path}` : shot.path), { waitUntil: 'load' })
          const target = page.locator(shot.target).first()
          // Just under the sticky header, with what follows the map below it.
          await target.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120))
          await page.waitForTimeout(500)
          await page.evaluate(() => document.fonts.ready)
          await target.screenshot({ path: `${dir}/${shot.name}.png` })
          await page.screenshot({ path: `${dir}/${shot.name}-viewport.png` })
          count++
        }
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${count} screenshots in screenshots/map/`)
