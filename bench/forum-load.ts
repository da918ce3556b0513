// `npm run bench:forum-load [-- --posts 100000 --comments 500000 --seconds 10 --connections 50] [--skip-pg]`
// Load on the pages that matter, with autocannon on loopback: for each case, requests a second,
// p50 and p99 latency, and the server's CPU time per request (process CPU time / requests, read
// from /proc: steadier than req/s on a shared machine). Cases: the forum list (HTML and JSON),
// a post page with 10 comments, home and a guide directory, signed in (always rendered) and as
// a visitor (served from the page cache after the first render), at 100,000 and 1,000 posts on
// the embedded database; then the signed-in list on a PostgreSQL server with 1 and 2 processes
// (WEB_CONCURRENCY), when a server is reachable (PG_ADMIN_URL, default postgres@127.0.0.1).
// The signed-in reader is a browser that has loaded a page before (it holds the stylesheet file,
// ADR 020); "first page" is the same reader before that, with the styles inline.
// Targets (issue 16): CPU ≤ 3 ms per uncached request; issue 5: list p99 < 100 ms at 50
// connections, and the list at 100k posts within 1.5x of the list at 1k.
import { rmSync } from 'node:fs'
import autocannon from 'autocannon'
import { startServer } from '../scripts/lib/start-server'
import { serverCpuMs } from './lib/cpu'
import { createServerDatabase, seedForum, signedInCookie } from './lib/seed'
import { cookieFor } from './lib/uncached-pages'
import { FORUM } from '#app/lib/forum-path'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const seconds = arg('seconds', 10)
const connections = arg('connections', 50)

interface Measured { label: string; rps: number; p50: number; p99: number; cpuMs: number }
const results: Measured[] = []

async function measure(server: { pid: number }, label: string, url: string, cookie?: string): Promise<Measured> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' }
  if (cookie) headers.cookie = cookie
  await autocannon({ url, connections: 4, amount: 200, headers }) // warm up: the first render, JIT (40 were too few for the first case of a run)
  const before = serverCpuMs(server.pid)
  const result = await autocannon({ url, connections, duration: seconds, headers })
  const cpuMs = (serverCpuMs(server.pid) - before) / Math.max(1, result.requests.total)
  const measured = { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs }
  console.log(`${label.padEnd(52)} ${String(Math.round(measured.rps)).padStart(6)} req/s  p50 ${String(measured.p50).padStart(5)} ms  p99 ${String(measured.p99).padStart(5)} ms  ${cpuMs.toFixed(2).padStart(6)} ms CPU/req  errors ${result.errors + result.non2xx}`)
  results.push(measured)
  return measured
}

async function casesOn(size: string, seeded: Awaited<ReturnType<typeof seedForum>>, env: Record<string, string> = {}) {
  const server = await startServer({ DATA_DIR: seeded.dataDir, LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000', ...env })
  const session = await signedInCookie(server.baseURL)
  const cookie = cookieFor('signed in', session)
  const post = `${FORUM}/${seeded.postWithComments}`
  console.log(`\n${size}: signed in (every request rendered)`)
  const list = await measure(server, `list (HTML), signed in, ${size}`, `${server.baseURL}${FORUM}`, cookie)
  await measure(server, `list (HTML), signed in, first page, ${size}`, `${server.baseURL}${FORUM}`, cookieFor('signed in, first page', session))
  const json = await measure(server, `list (JSON), signed in, ${size}`, `${server.baseURL}/api/forum/posts`, cookie)
  await measure(server, `post page, 10 comments, signed in, ${size}`, server.baseURL + post, cookie)
  await measure(server, `home, signed in, ${size}`, `${server.baseURL}/`, cookie)
  await measure(server, `directory (/hospitals), signed in, ${size}`, `${server.baseURL}/hospitals`, cookie)
  console.log(`${size}: visitors`)
  await measure(server, `post page, visitor, uncached, ${size}`, server.baseURL + post, 'x=1')
  const cachedList = await measure(server, `list (HTML), visitor, page cache, ${size}`, `${server.baseURL}${FORUM}`)
  await measure(server, `post page, visitor, page cache, ${size}`, server.baseURL + post)
  await measure(server, `home, visitor, page cache, ${size}`, `${server.baseURL}/`)
  await server.stop()
  return { list, json, cachedList }
}

const large = await seedForum({ posts: arg('posts', 100_000), comments: arg('comments', 500_000) })
console.log(`${connections} connections, ${seconds} s each, embedded database (PGlite), one process`)
const big = await casesOn('100k posts', large)
rmSync(large.dataDir, { recursive: true, force: true })
const small = await seedForum({ posts: 1000, comments: 5000 })
const little = await casesOn('1k posts', small)
rmSync(small.dataDir, { recursive: true, force: true })

if (!process.argv.includes('--skip-pg')) {
  const database = await createServerDatabase(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  if (!database) {
    console.log('\nNo PostgreSQL server reachable (PG_ADMIN_URL): skipped the 1 and 2 process runs.')
  } else {
    const seeded = await seedForum({ posts: 100_000, comments: 100_000, databaseUrl: database.url })
    for (const workers of ['1', '2']) {
      const server = await startServer({ DATA_DIR: seeded.dataDir, DATABASE_URL: database.url, WEB_CONCURRENCY: workers, LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000' })
      const cookie = cookieFor('signed in', await signedInCookie(server.baseURL))
      console.log(`\nPostgreSQL server, ${workers} process${workers === '1' ? '' : 'es'}, 100k posts`)
      await measure(server, `list (HTML), signed in, PostgreSQL, ${workers} proc`, `${server.baseURL}${FORUM}`, cookie)
      await measure(server, `post page, signed in, PostgreSQL, ${workers} proc`, `${server.baseURL}${FORUM}/${seeded.postWithComments}`, cookie)
      await server.stop()
    }
    rmSync(seeded.dataDir, { recursive: true, force: true })
    await database.drop()
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
console.log('\nTargets')
for (const r of results.filter((m) => !m.label.includes('page cache') && !m.label.includes('JSON'))) {
  console.log(`CPU ≤ 3 ms per uncached request (issue 16): ${r.label}: ${r.cpuMs.toFixed(2)} ms: ${verdict(r.cpuMs <= 3)}`)
}
console.log(`list p99 < 100 ms at ${connections} connections (issue 5), visitor, 100k: ${big.cachedList.p99} ms: ${verdict(big.cachedList.p99 < 100)}`)
console.log(`list p99 < 100 ms at ${connections} connections (issue 5), signed in, 100k: ${big.list.p99} ms: ${verdict(big.list.p99 < 100)}`)
for (const [label, a, b] of [['HTML', big.list, little.list], ['JSON', big.json, little.json]] as const) {
  for (const at of ['p50', 'p99'] as const) {
    const ratio = a[at] / Math.max(1, b[at])
    console.log(`signed-in list (${label}) ${at} at 100k / at 1k: ${ratio.toFixed(2)}x (target ≤ 1.5x): ${verdict(ratio <= 1.5)}`)
  }
}
