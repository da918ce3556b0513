// Starts the guide. `node server.js` serves the production build (run `npm run build`
// first, or use `npm start`, which does both); `node server.js --dev` runs Vite in the process
// for development. Configuration is read from the environment and from `.env` in the working
// directory, if there is one (a copy of .env.example; a variable set in the environment wins).
// The test and bench scripts set HG_SKIP_DOTENV=1, so a developer's .env never changes a test.
// WEB_CONCURRENCY=N (with DATABASE_URL) runs N app processes that share the port (node:cluster).
import cluster from 'node:cluster'
import { existsSync } from 'node:fs'

if (process.env.HG_SKIP_DOTENV !== '1' && existsSync('.env')) process.loadEnvFile('.env')

const dev = process.argv.includes('--dev')
const workers = Number(process.env.WEB_CONCURRENCY || 1)

if (dev) {
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  const { main } = await vite.ssrLoadModule('./server/main.ts')
  await main({ vite })
} else if (cluster.isPrimary && workers > 1 && Number.isInteger(workers) && workers <= 64) {
  await supervise(workers)
} else {
  const buildDir = process.env.BUILD_DIR?.trim() || 'build'
  if (!existsSync(`${buildDir}/server/index.js`)) {
    console.error(`No production build found in ${buildDir}/. Run \`npm run build\` first, or \`npm start\`.`)
    process.exit(1)
  }
  const { SERVER_NODE_FLAGS, startedWithServerFlags } = await import('./server/node-flags.js')
  if (!startedWithServerFlags()) {
    console.error(JSON.stringify({ level: 40, msg: `started without ${SERVER_NODE_FLAGS.join(' ')}: under load the JavaScript heap may grow past 512 MB. Start it with \`node ${SERVER_NODE_FLAGS.join(' ')} server.js\` or \`npm run serve\` (docs/deploy.md, "Memory").` }))
  }
  // React (left outside the server bundle) picks its build when first loaded: without this it
  // would render with its development build, two to three times slower, in production.
  process.env.NODE_ENV ??= 'production'
  const { main } = await import(`./${buildDir}/server/index.js`)
  await main()
}

/**
 * The primary of N workers: it only starts them, restarts one that dies, and passes a stop on.
 * Each worker is the whole app; they share the port, the PostgreSQL database (checked by each
 * worker's configuration) and, through LISTEN/NOTIFY, live updates and page-cache clearing.
 */
async function supervise(count) {
  if (!process.env.DATABASE_URL) {
    console.error('Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (a PostgreSQL server); the embedded database can only be used by one process. See docs/deploy.md.')
    process.exit(1)
  }
  // GET /metrics answers for every worker: the one a scrape reaches asks the primary (server/cluster-metrics.js).
  const { answerMetricsRequests } = await import('./server/cluster-metrics.js')
  answerMetricsRequests()
  let stopping = false
  const fork = (id) => cluster.fork({ WORKER_ID: String(id) }).on('exit', (code, signal) => {
    if (stopping) return
    console.error(JSON.stringify({ level: 50, msg: 'worker exited: starting another', worker: id, code, signal }))
    setTimeout(() => fork(id), 1000)
  })
  for (let id = 1; id <= count; id++) fork(id)
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    const running = Object.values(cluster.workers ?? {})
    let left = running.length
    if (left === 0) process.exit(0)
    for (const worker of running) {
      worker.on('exit', () => {
        left -= 1
        if (left === 0) process.exit(0)
      })
      worker.process.kill(signal)
    }
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}
