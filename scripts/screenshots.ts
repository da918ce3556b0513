// `npm run screenshots [-- /path ...] [--widths 360,1280] [--langs bn,en] [--themes light,dark]`
// Captures pages of the production build at each width, language and theme into screenshots/,
// so a person can look at them. With no paths it captures every route of the route table.
import { mkdirSync } from 'node:fs'
import { routeTable } from '../tests/e2e/routes'
import { launchChromium } from './lib/browser'
import { startServer } from './lib/start-server'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`)
  return (index === -1 ? fallback : args.splice(index, 2)[1]!).split(',')
}
const widths = option('widths', '360,1280').map(Number)
const langs = option('langs', 'bn,en')
const themes = option('themes', 'light,dark')
const fullPage = !args.includes('--viewport-only')
const paths = args.filter((a) => a.startsWith('/'))
const targets = paths.length > 0 ? paths : routeTable

const server = await startServer()
const browser = await launchChromium()
const host = new URL(server.baseURL).hostname
let count = 0
try {
  for (const width of widths) {
    for (const lang of langs) {
      for (const theme of themes) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme === 'dark' ? 'dark' : 'light' })
        await context.addCookies([
          { name: 'lang', value: lang, domain: host, path: '/' },
          { name: 'theme', value: theme, domain: host, path: '/' },
        ])
        const page = await context.newPage()
        const dir = `screenshots/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        for (const path of targets) {
          // Not 'networkidle': the forum keeps a live event stream open.
    await page.goto(server.baseURL + path, { waitUntil: 'load' })
    await page.waitForTimeout(1000)
          await page.evaluate(() => document.fonts.ready)
          const name = path === '/' ? 'home' : path.slice(1).replace(/[/?=&]+/g, '_')
          await page.screenshot({ path: `${dir}/${name}.png`, fullPage })
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
console.log(`${count} screenshots in screenshots/`)
