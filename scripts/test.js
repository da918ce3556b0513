// `npm test`: type check, lint, unit and integration tests, then end-to-end tests in Chromium
// against the production build. Stops at the first failing step.
//
// `node scripts/test.js --again` is the second pass CI makes on another Node (.ci/run puts a Node
// LTS first on PATH): the unit and integration tests, the production build, and the end-to-end
// tests of what depends on the runtime. Type checks and the linter say the same on any Node.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium, ensureHeadlessShell } from './chromium.js'
import { ensurePrometheus, HOW_TO_GET_PROMETHEUS } from './prometheus.js'
import { aptInstall } from './lib/apt.js'
import { JEMALLOC_PATHS } from '../server/allocator.js'

function step(title, command, args, env = {}, onFailure = () => {}) {
  console.log(`\n▶ ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    onFailure()
    console.error(`✖ ${title} failed (${seconds}s)`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds}s)`)
}

/** Steps that need nothing of each other, run side by side (the machine has two cores). */
async function together(...steps) {
  const started = Date.now()
  const results = await Promise.all(steps.map(([title, command, args]) => new Promise((resolve) => {
    let output = ''
    const child = spawn(command, args, { env: process.env })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ title, code, output }))
  })))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  for (const { title, code, output } of results) {
    console.log(`\n▶ ${title}`)
    if (output) process.stdout.write(output)
    console.log(code === 0 ? `✔ ${title}` : `✖ ${title} failed`)
  }
  if (results.some((result) => result.code !== 0)) process.exit(1)
  console.log(`(side by side: ${seconds}s)`)
}

/**
 * What each failed end-to-end test's page showed when it failed (Playwright's error-context.md: the
 * page's accessibility tree), printed into the log: CI keeps the log, not test-results/, and a
 * test that fails once must be understood from that one log.
 */
function printPagesOfFailures() {
  let files = []
  try {
    files = readdirSync('test-results', { recursive: true }).filter((name) => String(name).endsWith('error-context.md'))
  } catch {
    return
  }
  for (const name of files) {
    // The page's tree only: the error and the test's source are in the log already.
    const text = readFileSync(join('test-results', String(name)), 'utf8')
    const tree = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? text
    console.error(`\n── The page when it failed: test-results/${name} ──\n${tree.length > 16000 ? `${tree.slice(0, 16000)}… (cut at 16,000 characters)` : tree}`)
  }
}

const npx = 'npx'
// A developer's .env (GUIDE_PACK above all) changes neither what the tests build nor what they
// run against: every step here, and the servers the tests start, skip it (server.js, scripts/guide-pack.js).
process.env.HG_SKIP_DOTENV = '1'
const again = process.argv.includes('--again')

/**
 * The end-to-end files the second pass runs: those whose outcome depends on the Node that serves
 * (the server's life: signals, kept-alive connections, body limits, malformed requests, uploads,
 * sockets). Signing in, posting, backups and S3 uploads meet the runtime in the second pass's
 * integration tests, and every route's render in its server-render tests; the rest drive the
 * browser through pages the first pass walks. (The walk of every page, every-page.spec.ts, is not
 * run again: CI neared its 20 minutes on a slow day, docs/performance.md.)
 * The metrics of two workers (node:cluster) need the PostgreSQL server only the second pass has in CI.
 */
const runtimeSpecs = ['hardening', 'lifecycle', 'metrics-cluster'].map((name) => `tests/e2e/${name}.spec.ts`)

if (again) {
  console.log(`Second pass on Node ${process.versions.node}`)
} else {
  step('Route types', npx, ['react-router', 'typegen'])
  await together(
    ['Type check', npx, ['tsc']],
    ['Type check (service worker)', npx, ['tsc', '-p', 'app/features/offline/worker']],
    ['Lint', npx, ['eslint', '.', '--max-warnings=0']],
  )
}
step(`Unit and integration tests (Node ${process.versions.node}${process.env.TEST_DATABASE_URL ? ', PostgreSQL server' : ''})`, npx, ['vitest', 'run'])
const chromium = ensureChromium()
const headlessShell = ensureHeadlessShell()
// A real Prometheus scrapes the server in tests/e2e/metrics.spec.ts (first pass): Debian's package,
// installed where it can be; elsewhere that test is skipped and says how to get it.
const prometheus = again ? null : ensurePrometheus()
if (!again && !prometheus) console.log(`(${HOW_TO_GET_PROMETHEUS}: the Prometheus test is skipped)`)
// The servers the end-to-end tests start run on jemalloc, as `npm start` does where it is
// installed (server/allocator.js): Debian's libjemalloc2, installed where it can be.
if (!JEMALLOC_PATHS.some((path) => existsSync(path)) && !aptInstall('libjemalloc2')) console.log('(no jemalloc: the servers run on the system allocator)')
step(`Production build (Node ${process.versions.node})`, 'npm', ['run', 'build'])
// A second place's guide from its pack alone (issue 45): tests/e2e/second-pack.spec.ts walks it.
if (!again) step('Production build of a second place (GUIDE_PACK=raozan)', 'npm', ['run', 'build'], { GUIDE_PACK: 'raozan', BUILD_DIR: 'build-raozan' })
step(
  `End-to-end tests (Chromium, production build, Node ${process.versions.node})`,
  npx,
  ['playwright', 'test', ...(again ? runtimeSpecs : [])],
  { CHROMIUM_PATH: chromium, CHROMIUM_HEADLESS_SHELL_PATH: headlessShell ?? '', CI: process.env.CI ?? '1', PROMETHEUS_PATH: prometheus?.prometheus ?? '', PROMTOOL_PATH: prometheus?.promtool ?? '' },
  printPagesOfFailures,
)
console.log('\nAll tests passed.')
