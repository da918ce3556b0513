// `npm run bench:lighthouse [-- /path ...] [--all] [--lang bn|en] [--desktop]`
// Lighthouse on the production build: performance, accessibility, best practices and SEO
// scores, with the lab metrics a phone user feels (LCP, TBT, CLS) and the bytes the page moves.
// Mobile preset by default: an emulated mid-range phone with simulated slow 4G and a 4x slower
// CPU, which is closer to our readers' phones than this machine is.
// Budgets (performance is measured here, never as a timed test):
//   performance ≥ 90, accessibility = 100, best practices ≥ 95, SEO ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1.
import { writeFileSync, mkdirSync } from 'node:fs'
import lighthouse, { desktopConfig } from 'lighthouse'
import { freePort, startServer } from '../scripts/lib/start-server'
import { chromium } from '@playwright/test'
import { ensureChromium } from '../scripts/chromium.js'
import { routeTable } from '../tests/e2e/routes'

/** One page of each kind: the shell, a directory, a long content page, the forum list and a post. */
const representative = ['/', '/emergency', '/hospitals', '/history', '/local-heroes', '/local-heroes/muhammad-yunus',
  '/event-calendar', '/seeking-hathazari', '/seeking-hathazari/1', '/login', '/search?q=হাসপাতাল']

const BUDGET = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 90, lcpMs: 2500, cls: 0.1 }
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : args.splice(index, 2)[1]
}
const lang = option('lang') ?? 'bn'
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

interface Row { path: string; scores: Record<(typeof categories)[number], number>; lcp: number; tbt: number; cls: number; bytes: number; failed: string[] }
const rows: Row[] = []
mkdirSync('bench/results', { recursive: true })
try {
  for (const path of targets) {
    const url = server.baseURL + encodeURI(path)
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
    rows.push({ path, scores, lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'), bytes: audit('total-byte-weight'), failed })
    const file = `bench/results/lighthouse${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}${desktop ? '-desktop' : ''}.json`
    writeFileSync(file, typeof result.report === 'string' ? result.report : result.report.join(''))
  }
} finally {
  await browser.close()
  await server.stop()
}

const overBudget = (row: Row) => [
  ...categories.filter((c) => row.scores[c] < BUDGET[c]).map((c) => `${c} ${row.scores[c]} < ${BUDGET[c]}`),
  ...(row.lcp > BUDGET.lcpMs ? [`LCP ${(row.lcp / 1000).toFixed(1)} s`] : []),
  ...(row.cls > BUDGET.cls ? [`CLS ${row.cls.toFixed(2)}`] : []),
]
console.log(`Lighthouse ${desktop ? 'desktop' : 'mobile'} preset, language ${lang}`)
console.log('route'.padEnd(30), 'perf'.padStart(5), 'a11y'.padStart(5), 'bp'.padStart(5), 'seo'.padStart(5), 'LCP'.padStart(7), 'TBT'.padStart(7), 'CLS'.padStart(6), 'weight'.padStart(9))
for (const row of rows) {
  const over = overBudget(row)
  console.log(
    row.path.padEnd(30),
    ...categories.map((c) => String(row.scores[c]).padStart(5)),
    `${(row.lcp / 1000).toFixed(1)} s`.padStart(7),
    `${Math.round(row.tbt)} ms`.padStart(7),
    row.cls.toFixed(3).padStart(6),
    `${(row.bytes / 1024).toFixed(0)} KB`.padStart(9),
    over.length ? `  ← ${over.join(', ')}` : '',
  )
  for (const failure of row.failed) console.log(`    ${failure}`)
}
console.log('\nFull reports: bench/results/lighthouse-*.json (open them in https://googlechrome.github.io/lighthouse/viewer/).')
process.exitCode = rows.some((row) => overBudget(row).length > 0) ? 1 : 0
