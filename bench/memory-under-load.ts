// `npm run bench:memory [-- --posts 20000 --seconds 60 --connections 50]`
// Memory under load (issue 30 §9): the production server on the embedded database, loaded for
// `seconds` at `connections` with requests spread over many addresses, so that every cache kept
// in memory meets more keys than it may hold: thousands of post pages and list filters, in both
// languages and themes, as visitors (the page cache) and as 50 signed-in readers (sessions,
// reader marks, the bell's counts, shared forum rows). Then it rests, is loaded again the same
// way, and rests again. The server's resident memory (RSS, from /proc) is sampled every second.
//
// Memory has settled when the second load's peak is within 10 % of the first's (the caches were
// full after the first and stayed bounded) and the rest after it is not above that peak. It also
// says whether the targets for a small server are met: idle after start at most 300 MB, peaks at
// most 512 MB, and 60 s after a load back within 10 % of idle. `MEMORY_ALLOCATOR=system npm run
// bench:memory` measures the server on the system's allocator instead of jemalloc.
import { readFileSync, rmSync } from 'node:fs'
import autocannon from 'autocannon'
import { startServer } from '../scripts/lib/start-server'
import { activeAllocator } from '../server/allocator.js'
import { seedForum, signedInCookie } from './lib/seed'
import { cookieFor } from './lib/uncached-pages'
import { FORUM } from '#app/lib/forum-path'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const posts = arg('posts', 20_000)
const seconds = arg('seconds', 60)
const connections = arg('connections', 50)

/** Resident memory of the server process, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

const seeded = await seedForum({ posts, comments: posts * 2 })
const server = await startServer({ DATA_DIR: seeded.dataDir, LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000' })
// As `npm start` runs it: jemalloc where installed (server/allocator.js); MEMORY_ALLOCATOR=system measures the system's.
const allocator = activeAllocator(readFileSync(`/proc/${server.pid}/maps`, 'utf8'))
const sessions: string[] = []
for (let i = 0; i < 50; i++) sessions.push(cookieFor('signed in', await signedInCookie(server.baseURL)))
// The seeded posts' ids run from 1 to `posts` (bench/lib/seed.ts).

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!
const words = ['রাস্তা', 'বাজার', 'হাসপাতাল', 'স্কুল', 'বিদ্যুৎ', 'যানজট', 'ভিড়']
/** One request of the mix: an address and who asks for it. */
function nextRequest() {
  const lang = Math.random() < 0.5 ? '' : '/en'
  const roll = Math.random()
  const path = roll < 0.5 ? `${lang}${FORUM}/${1 + Math.floor(Math.random() * posts)}`
    : roll < 0.7 ? `${lang}${FORUM}?q=${encodeURIComponent(pick(words))}`
      : roll < 0.8 ? `${lang}${FORUM}?category=${pick(['question', 'complaint', 'suggestion', 'general'])}&status=${pick(['open', 'resolved', 'closed'])}`
        : roll < 0.9 ? `/api/forum/posts?category=${pick(['question', 'complaint'])}&after=${Date.now() - Math.floor(Math.random() * posts) * 1000}_${1 + Math.floor(Math.random() * posts)}`
          : `${lang}${pick(['/hospitals', '/emergency', '/news', '/event-calendar', ''])}` || '/'
  const visitor = Math.random() < 0.5
  // A visitor's language cookie matches the address's language (a Bengali address asked for with
  // `lang=en` is answered with a redirect to the English one, which this mix does not mean to measure).
  const cookie = visitor ? `lang=${lang ? 'en' : 'bn'}; theme=${pick(['light', 'dark'])}` : pick(sessions)
  return { path, headers: { cookie, 'accept-encoding': pick(['br', 'gzip', 'identity']) } }
}

const samples: { at: number; phase: string; mb: number }[] = []
const started = Date.now()
let phase = 'idle'
const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, phase, mb: rssMb(server.pid) }), 1000)
const rest = (s: number, name: string) => {
  phase = name
  return new Promise((resolve) => setTimeout(resolve, s * 1000))
}
async function load(name: string) {
  phase = name
  const result = await autocannon({
    url: server.baseURL, connections, duration: seconds,
    requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, ...nextRequest() }) }],
  })
  console.log(`${name}: ${result.requests.total} requests, ${Math.round(result.requests.average)} a second, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`)
}

await rest(5, 'idle')
await load('load 1')
await rest(60, 'rest 1')
await load('load 2')
await rest(30, 'rest 2')
clearInterval(sampler)
await server.stop()
rmSync(seeded.dataDir, { recursive: true, force: true })

const of = (name: string) => samples.filter((s) => s.phase === name).map((s) => s.mb)
const max = (values: number[]) => Math.max(...values)
const idle = max(of('idle'))
const peak1 = max(of('load 1'))
const rest1 = of('rest 1')
const peak2 = max(of('load 2'))
const rest2 = of('rest 2')
const mb = (value: number) => `${Math.round(value)} MB`
console.log(`\nRSS, ${posts.toLocaleString('en')} posts, ${connections} connections, ${seconds} s each load, ${allocator} allocator:`)
console.log(`  idle after start         ${mb(idle)}`)
console.log(`  load 1, peak             ${mb(peak1)}`)
console.log(`  10 s after load 1        ${mb(rest1[9] ?? rest1.at(-1)!)}`)
console.log(`  60 s after load 1        ${mb(rest1.at(-1)!)}`)
console.log(`  load 2, peak             ${mb(peak2)}`)
console.log(`  30 s after load 2        ${mb(rest2.at(-1)!)}`)
console.log(`  every 5 s: ${samples.filter((_, i) => i % 5 === 0).map((s) => Math.round(s.mb)).join(' ')}`)
const settled = peak2 <= peak1 * 1.1 && rest2.at(-1)! <= peak2
console.log(settled ? '\nSettled: the second load stayed within 10 % of the first one\'s peak.' : '\nNOT settled: memory kept growing with the second load.')
// The targets for a small server (issue 46 §3, docs/deploy.md "Memory").
const targets = [
  { what: 'idle after start at most 300 MB', met: idle <= 300 },
  { what: 'peaks at most 512 MB', met: Math.max(peak1, peak2) <= 512 },
  { what: '60 s after the load within 10 % of idle', met: rest1.at(-1)! <= idle * 1.1 },
]
for (const target of targets) console.log(`${target.met ? 'met' : 'NOT met'}: ${target.what}`)
process.exit(settled ? 0 : 1)
