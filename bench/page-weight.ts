// `npm run bench:page-weight [-- /path ...] [--files]`
// For each route of the production build: the JavaScript and CSS a first visit downloads (empty
// cache), as gzip (-9) bytes, which is what the budget counts, and as the Brotli bytes the server
// actually sends to browsers that accept it; and the document's size.
// Budget (issue 2): at most 120 KB of gzipped JavaScript on any route's first visit.
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../scripts/lib/browser'
import { startServer } from '../scripts/lib/start-server'
import { routeTable } from '../tests/e2e/routes'

const BUDGET_JS = 120 * 1024
const args = process.argv.slice(2)
const paths = args.filter((a) => a.startsWith('/'))
const verbose = args.includes('--files')
// States of a page that load more code than its first view: the events page's calendar (the
// month grid) and an event opened from a shared link (its dialog and dates).
const heavierStates = ['/event-calendar?view=calendar', '/event-calendar?event=pundarik-dham-mela']
const targets = paths.length > 0 ? paths : [...routeTable, ...heavierStates]

interface Resource { type: string; url: string; sent: number; gzip: number; raw: number }

const server = await startServer()
const browser = await launchChromium()
const rows: Array<{ path: string; js: number; jsSent: number; css: number; html: number; htmlRaw: number; files: number }> = []
try {
  for (const path of targets) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
    const page = await context.newPage()
    const resources: Array<Promise<Resource | null>> = []
    page.on('requestfinished', (request) => {
      resources.push(
        (async () => {
          const response = await request.response()
          const body = await response?.body().catch(() => null)
          if (!body) return null
          const sizes = await request.sizes()
          return { type: request.resourceType(), url: request.url(), sent: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length, raw: body.length }
        })().catch(() => null),
      )
    })
    // Not 'networkidle': the forum keeps a live event stream open.
    await page.goto(server.baseURL + path, { waitUntil: 'load' })
    await page.waitForTimeout(1000)
    const all = (await Promise.all(resources)).filter((r): r is Resource => r !== null)
    const of = (type: string) => all.filter((r) => r.type === type)
    const sum = (list: Resource[], key: 'sent' | 'gzip' | 'raw') => list.reduce((n, r) => n + r[key], 0)
    if (verbose) {
      console.log(path)
      for (const r of of('script').sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(r.url).pathname}`)
    }
    rows.push({
      path,
      js: sum(of('script'), 'gzip'),
      jsSent: sum(of('script'), 'sent'),
      css: sum(of('stylesheet'), 'gzip'),
      html: sum(of('document'), 'gzip'),
      htmlRaw: sum(of('document'), 'raw'),
      files: of('script').length,
    })
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log('route'.padEnd(34), 'JS gzip'.padStart(10), 'JS sent'.padStart(10), 'files'.padStart(6), 'CSS gzip'.padStart(10), 'HTML gzip'.padStart(10), 'HTML'.padStart(10))
for (const row of rows) {
  const flag = row.js > BUDGET_JS ? '  ← over the 120 KB budget' : ''
  console.log(row.path.padEnd(34), kb(row.js).padStart(10), kb(row.jsSent).padStart(10), String(row.files).padStart(6), kb(row.css).padStart(10), kb(row.html).padStart(10), kb(row.htmlRaw).padStart(10) + flag)
}
const worst = rows.reduce((a, b) => (b.js > a.js ? b : a))
console.log(`\nLargest JavaScript: ${worst.path} ${kb(worst.js)} gzip (budget ${kb(BUDGET_JS)}); "sent" is what a browser accepting Brotli receives.`)
process.exitCode = rows.some((r) => r.js > BUDGET_JS) ? 1 : 0
