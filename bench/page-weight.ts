// `npm run bench:page-weight [-- /path ...]`
// For each route of the production build: the compressed bytes of JavaScript and CSS a first
// visit downloads (empty cache, as the browser received them), and the document's size.
// Budget (issue 2): at most 120 KB of compressed JavaScript on any route's first visit.
import { launchChromium } from '../scripts/lib/browser'
import { startServer } from '../scripts/lib/start-server'
import { routeTable } from '../tests/e2e/routes'

const BUDGET_JS = 120 * 1024
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'))
const verbose = process.argv.includes('--files')
const targets = paths.length > 0 ? paths : routeTable

const server = await startServer()
const browser = await launchChromium()
const rows: Array<{ path: string; js: number; css: number; html: number; htmlRaw: number; files: number }> = []
try {
  for (const path of targets) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
    const page = await context.newPage()
    const sizes: Array<Promise<{ type: string; bytes: number; raw: number; url: string }>> = []
    page.on('requestfinished', (request) => {
      sizes.push(
        request.sizes().then(async (s) => ({
          type: request.resourceType(),
          url: request.url(),
          bytes: s.responseBodySize,
          raw: request.resourceType() === 'document' ? ((await (await request.response())?.body())?.length ?? 0) : 0,
        })),
      )
    })
    await page.goto(server.baseURL + path, { waitUntil: 'networkidle' })
    const all = await Promise.all(sizes)
    if (verbose) {
      console.log(path)
      for (const s of all.filter((s) => s.type === 'script').sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`)
      }
    }
    const sum = (type: string) => all.filter((s) => s.type === type).reduce((n, s) => n + s.bytes, 0)
    rows.push({
      path,
      js: sum('script'),
      css: sum('stylesheet'),
      html: sum('document'),
      htmlRaw: all.filter((s) => s.type === 'document').reduce((n, s) => n + s.raw, 0),
      files: all.filter((s) => s.type === 'script').length,
    })
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log('route'.padEnd(34), 'JS (gz)'.padStart(10), 'files'.padStart(6), 'CSS (gz)'.padStart(10), 'HTML (gz)'.padStart(10), 'HTML'.padStart(10))
for (const row of rows) {
  const flag = row.js > BUDGET_JS ? '  ← over the 120 KB budget' : ''
  console.log(row.path.padEnd(34), kb(row.js).padStart(10), String(row.files).padStart(6), kb(row.css).padStart(10), kb(row.html).padStart(10), kb(row.htmlRaw).padStart(10) + flag)
}
const worst = rows.reduce((a, b) => (b.js > a.js ? b : a))
console.log(`\nLargest JavaScript: ${worst.path} ${kb(worst.js)} (budget ${kb(BUDGET_JS)})`)
process.exitCode = rows.some((r) => r.js > BUDGET_JS) ? 1 : 0
