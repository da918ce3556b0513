// `npm run bench:lighthouse [-- /path ...] [--all] [--lang bn|en] [--desktop] [--runs 3]`
// Lighthouse on the production build: performance, accessibility, best practices and SEO
// scores, with the lab metrics a phone user feels (LCP, TBT, CLS) and the bytes the page moves.
// Mobile preset by default: an emulated mid-range phone with simulated slow 4G and a 4x slower
// CPU, which is closer to our readers' phones than this machine is.
// Each page is measured `--runs` times (3 by default) and the median run is reported, with its
// first contentful paint and the bytes on the critical path (the document, stylesheets, fonts
// and scripts requested before the first paint), next to the previous run's figures
// (bench/results/lighthouse-summary-<lang>.json).
// Budgets (issue 17; performance is measured here, never as a timed test): performance ≥ 98,
// accessibility = 100, best practices ≥ 95, SEO ≥ 90, FCP ≤ 1.3 s, LCP ≤ 2.0 s, CLS ≤ 0.05.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import lighthouse, { desktopConfig } from 'lighthouse'
import { freePort, startServer } from '../scripts/lib/start-server'
import { chromium } from '@playwright/test'
import { ensureChromium } from '../scripts/chromium.js'
import { routeTable } from '../tests/e2e/routes'
import { FORUM } from '#app/lib/forum-path'

/** The pages of issue 17: the shell, the forum list and a post, a directory, emergency, events, history. */
const representative = ['/', `${FORUM}`, `${FORUM}/1`, '/hospitals', '/emergency', '/event-calendar', '/history']

const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 95, seo: 90, fcpMs: 1300, lcpMs: 2000, cls: 0.05 }
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : args.splice(index, 2)[1]
}
const lang = option('lang') ?? 'bn'
const runs = Number(option('runs') ?? 3)
const desktop = args.includes('--desktop')
const paths = args.filter((a) => a.startsWith('/'))
const targets = paths.length > 0 ? paths : args.includes('--all') ? routeTable : representative

const server = await startServer()
// Lighthouse drives its own tab over the DevTools protocol of a browser we start (Debian's Chromium).
const debugPort = await freePort()
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--remote-debugging-port=${debugPort}`],
})

// Each run is a first visit: Lighthouse clears the cache but keeps cookies, and after one page a
// browser holds the stylesheet cookie (ADR 020), which would make later pages link a file their
// emptied cache does not have.
const browserSession = await browser.newBrowserCDPSession()

interface Critical { html: number; css: number; fonts: number; js: number }
interface Row { path: string; scores: Record<(typeof categories)[number], number>; fcp: number; lcp: number; tbt: number; cls: number; bytes: number; critical: Critical; failed: string[] }
const rows: Row[] = []
mkdirSync('bench/results', { recursive: true })
try {
  for (const path of targets) {
    const measured: Row[] = []
    for (let run = 0; run < runs; run++) {
      const url = server.baseURL + encodeURI(path)
      await browserSession.send('Storage.clearCookies')
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        // The language cookie, as a reader who chose it would send it.
        extraHeaders: { Cookie: `lang=${lang}` },
      }, desktop ? desktopConfig : undefined)
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
      const { lhr } = result
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Row['scores']
      // The audits that cost points outside performance, so a reader of the output knows what to fix.
      const failed = categories.filter((c) => c !== 'performance').flatMap((c) =>
        lhr.categories[c]!.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null && lhr.audits[ref.id]!.score! < 1)
          .map((ref) => `${c}: ${ref.id}`))
      // What was asked for before the first paint (observed, unthrottled): the critical path.
      const observedFcp = (lhr.audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? Infinity
      const requests = ((lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number; networkRequestTime?: number }> } | undefined)?.items ?? [])
        .filter((r) => (r.networkRequestTime ?? 0) <= observedFcp)
      const sum = (type: string) => requests.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0)
      measured.push({
        path, scores, fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'), critical: { html: sum('Document'), css: sum('Stylesheet'), fonts: sum('Font'), js: sum('Script') }, failed,
      })
      const file = `bench/results/lighthouse${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}${desktop ? '-desktop' : ''}.json`
      writeFileSync(file, typeof result.report === 'string' ? result.report : result.report.join(''))
    }
    // The median run by LCP (the runs differ mostly in timing).
    rows.push(measured.sort((a, b) => a.lcp - b.lcp)[Math.floor(measured.length / 2)]!)
  }
} finally {
  await browser.close()
  await server.stop()
}

const overBudget = (row: Row) => [
  ...categories.filter((c) => row.scores[c] < BUDGET[c]).map((c) => `${c} ${row.scores[c]} < ${BUDGET[c]}`),
  ...(row.fcp > BUDGET.fcpMs ? [`FCP ${(row.fcp / 1000).toFixed(1)} s`] : []),
  ...(row.lcp > BUDGET.lcpMs ? [`LCP ${(row.lcp / 1000).toFixed(1)} s`] : []),
  ...(row.cls > BUDGET.cls ? [`CLS ${row.cls.toFixed(2)}`] : []),
]
const summaryFile = `bench/results/lighthouse-summary-${lang}${desktop ? '-desktop' : ''}.json`
const previous: Record<string, Row> = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : {}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`
console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile'} preset, language ${lang}, median of ${runs} run${runs === 1 ? '' : 's'}`)
console.log('route'.padEnd(24), 'perf'.padStart(5), 'a11y'.padStart(5), 'bp'.padStart(4), 'seo'.padStart(4), 'FCP'.padStart(7), 'LCP'.padStart(7), 'TBT'.padStart(6), 'CLS'.padStart(6),
  '  critical KB: HTML  CSS fonts   JS', '  weight')
for (const row of rows) {
  const over = overBudget(row)
  console.log(
    row.path.padEnd(24),
    ...categories.map((c) => String(row.scores[c]).padStart(c === 'performance' || c === 'accessibility' ? 5 : 4)),
    seconds(row.fcp).padStart(7), seconds(row.lcp).padStart(7), `${Math.round(row.tbt)}`.padStart(6), row.cls.toFixed(3).padStart(6),
    `${kb(row.critical.html).padStart(18)} ${kb(row.critical.css).padStart(4)} ${kb(row.critical.fonts).padStart(5)} ${kb(row.critical.js).padStart(5)}`,
    `${(row.bytes / 1024).toFixed(0)} KB`.padStart(8),
    over.length ? `  ← ${over.join(', ')}` : '',
  )
  const before = previous[row.path]
  if (before?.fcp !== undefined) {
    console.log(`${''.padEnd(24)} previous run: perf ${before.scores.performance}, FCP ${seconds(before.fcp)}, LCP ${seconds(before.lcp)}, CLS ${before.cls.toFixed(3)}, critical JS ${kb(before.critical.js)} KB, fonts ${kb(before.critical.fonts)} KB`)
  }
  for (const failure of row.failed) console.log(`    ${failure}`)
}
writeFileSync(summaryFile, JSON.stringify({ ...previous, ...Object.fromEntries(rows.map((row) => [row.path, row])) }, null, 1))
console.log('\nFull reports: bench/results/lighthouse-*.json (open them in https://googlechrome.github.io/lighthouse/viewer/).')
process.exitCode = rows.some((row) => overBudget(row).length > 0) ? 1 : 0
