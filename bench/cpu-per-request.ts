// `npx tsx bench/cpu-per-request.ts [--requests 400] [--connections 4] [--posts 1000] [--prof] [--only <words of a case>]`
// The server's own CPU time per request (process CPU time / requests, read from /proc), for the
// uncached pages issue 16 targets at 3 ms: a quick loop for profiling work; bench:forum-load
// reports the same figure next to throughput. With --prof the server writes a V8 CPU profile
// (node --cpu-prof) into bench/results/.
import { mkdirSync } from 'node:fs'
import autocannon from 'autocannon'
import { serverCpuMs as cpuMs } from './lib/cpu'
import { seedForum, signedInCookie } from './lib/seed'
import { cookieFor, uncachedPages } from './lib/uncached-pages'
import { startServer } from '../scripts/lib/start-server'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const requests = arg('requests', 400)
const connections = arg('connections', 4)
const prof = process.argv.includes('--prof')
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1]!

const seeded = await seedForum({ posts: arg('posts', 1000), comments: 0, commentsOnPost: 10 })
if (prof) mkdirSync('bench/results', { recursive: true })
const server = await startServer({ DATA_DIR: seeded.dataDir, LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000' }, prof ? ['--cpu-prof', '--cpu-prof-dir=bench/results'] : [])
const cookie = await signedInCookie(server.baseURL)
console.log(`${requests} requests per case, ${connections} connections, gzip accepted, ${seeded.posts} posts`)
for (const [label, path, reader] of uncachedPages(seeded.postWithComments)) {
  if (only && !label.includes(only)) continue
  const cookieHeader = cookieFor(reader, cookie)
  const url = server.baseURL + path
  await autocannon({ url, amount: 200, connections, headers: { cookie: cookieHeader, 'accept-encoding': 'gzip' } }) // warm up (compiling the hot paths)
  const before = cpuMs(server.pid)
  const result = await autocannon({ url, amount: requests, connections, headers: { cookie: cookieHeader, 'accept-encoding': 'gzip' } })
  const ms = (cpuMs(server.pid) - before) / result.requests.total
  const bytes = result.throughput.total / result.requests.total
  console.log(`${label.padEnd(48)} ${ms.toFixed(2).padStart(6)} ms CPU/req   ${String(Math.round(result.requests.average)).padStart(5)} req/s   ${(bytes / 1024).toFixed(1).padStart(6)} KB/resp   non-2xx ${result.non2xx}`)
}
await server.stop()
