// `npx tsx bench/compare-builds.ts <other checkout, built> [--rounds 7] [--requests 120] [--only <words of a case>]
//   [--this-postgres] [--other-postgres] [--this-workers N] [--other-workers N]
//   [--this-node-options <NODE_OPTIONS>] [--other-node-options <NODE_OPTIONS>]`
// CPU per uncached request of this checkout's build against another's (an earlier commit,
// cloned and built elsewhere), on the same seeded data, in interleaved rounds, median of each.
// `.` as the other checkout compares this build with itself in other settings: on a PostgreSQL
// server (PG_ADMIN_URL, default postgres@127.0.0.1; one database, seeded like the embedded one)
// and with WEB_CONCURRENCY workers.
// On a shared machine CPU speed drifts by 30% or more from one minute to the next; alternating
// the two servers round by round makes the ratio trustworthy where two separate runs are not.
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { serverCpuMs } from './lib/cpu'
import { createServerDatabase, seedForum, signedInCookie } from './lib/seed'
import { cookieFor, uncachedPages } from './lib/uncached-pages'
import { startServer } from '../scripts/lib/start-server'

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}
const other = process.argv[2]
if (!other || other.startsWith('--')) throw new Error('Usage: npx tsx bench/compare-builds.ts <other checkout, built> [--rounds 7] [--requests 120] [--only <words>]')
const rounds = Number(option('rounds') ?? 7)
const requests = Number(option('requests') ?? 120)
const only = option('only')
const flag = (name: string) => process.argv.includes(`--${name}`)

const forum = { posts: 1000, comments: 0, commentsOnPost: 10 }
const seeded = await seedForum(forum)
const copy = mkdtempSync(join(tmpdir(), 'guide-compare-'))
cpSync(seeded.dataDir, copy, { recursive: true })
let server: Awaited<ReturnType<typeof createServerDatabase>> = null
// The post with ten comments: its id differs between the two kinds of database.
let postOnServer = seeded.postWithComments
if (flag('this-postgres') || flag('other-postgres')) {
  server = await createServerDatabase(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  if (!server) throw new Error('No PostgreSQL server reachable (PG_ADMIN_URL)')
  postOnServer = (await seedForum({ ...forum, databaseUrl: server.url })).postWithComments
}
const env = { LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000' }
const settingsOf = (side: 'this' | 'other') => ({
  ...(flag(`${side}-postgres`) ? { DATABASE_URL: server!.url } : {}),
  ...(option(`${side}-workers`) ? { WEB_CONCURRENCY: option(`${side}-workers`)! } : {}),
  // A V8 or Node option for one side only (e.g. `--this-node-options --max-semi-space-size=8`).
  ...(option(`${side}-node-options`) ? { NODE_OPTIONS: option(`${side}-node-options`)! } : {}),
})
// startServer runs `server.js` of the working directory.
const cwd = process.cwd()
const otherCheckout = resolve(other)
const startOther = async () => {
  process.chdir(otherCheckout)
  try {
    return await startServer({ ...env, DATA_DIR: copy, ...settingsOf('other') })
  } finally {
    process.chdir(cwd)
  }
}
const startThis = () => startServer({ ...env, DATA_DIR: seeded.dataDir, ...settingsOf('this') })
const postOf = (side: 'this' | 'other') => (flag(`${side}-postgres`) ? postOnServer : seeded.postWithComments)

/**
 * Both servers, started one after the other. The one started first measured 3-8 % cheaper than
 * the same build started second (a build against itself: 0.92-0.97 this-first, 1.01-1.02
 * other-first), so each half of the rounds starts them in the other order.
 */
async function startBoth(otherFirst: boolean) {
  const first = await (otherFirst ? startOther() : startThis())
  const second = await (otherFirst ? startThis() : startOther())
  const [here, there] = otherFirst ? [second, first] : [first, second]
  return [
    { server: here, checkout: '.', cookie: await signedInCookie(here.baseURL), pages: uncachedPages(postOf('this')) },
    { server: there, checkout: otherCheckout, cookie: await signedInCookie(there.baseURL), pages: uncachedPages(postOf('other')) },
  ]
}

console.log(`this: ${JSON.stringify(settingsOf('this'))}, other: ${JSON.stringify(settingsOf('other'))}`)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log(`CPU ms per request, median of ${rounds} interleaved rounds of ${requests} requests (half with each server started first); other = ${other}`)
const cases = uncachedPages(seeded.postWithComments).map(([label, , reader], index) => ({ label, reader, index })).filter(({ label }) => !only || label.includes(only))
const measured = cases.map(() => [[], []] as [number[], number[]])
for (const otherFirst of [false, true]) {
  const servers = await startBoth(otherFirst)
  const roundsNow = otherFirst ? Math.floor(rounds / 2) : Math.ceil(rounds / 2)
  for (const [c, { index, reader }] of cases.entries()) {
    for (let round = 0; round < roundsNow; round++) {
      // Each goes first in every other round: the second of a pair ran on a warmer (or busier) machine.
      const order = round % 2 === 0 ? [0, 1] : [1, 0]
      for (const i of order) {
        const { server, checkout, cookie, pages } = servers[i]!
        const path = pages[index]![1]
        const options = { url: server.baseURL + path, connections: 4, headers: { cookie: cookieFor(reader, cookie, checkout), 'accept-encoding': 'gzip' } }
        // Warm up: the first case after a start also pays for compiling the hot paths (40 requests were
        // too few: the first case measured 10-40% above the same page measured later).
        if (round === 0) await autocannon({ ...options, amount: 200 })
        const before = serverCpuMs(server.pid)
        const result = await autocannon({ ...options, amount: requests })
        measured[c]![i]!.push((serverCpuMs(server.pid) - before) / result.requests.total)
      }
    }
  }
  for (const { server } of servers) await server.stop()
}
for (const [c, { label }] of cases.entries()) {
  const [mine, theirs] = measured[c]!.map(median) as [number, number]
  // Also the median of each round's own ratio: the two of a round ran within seconds of each other,
  // so a drift of the machine's speed over the minutes cancels out of it.
  const paired = median(measured[c]![0].map((value, round) => value / measured[c]![1][round]!))
  console.log(`${label.padEnd(48)} this ${mine.toFixed(2).padStart(6)}  other ${theirs.toFixed(2).padStart(6)}  ratio ${(mine / theirs).toFixed(2)}  (round by round ${paired.toFixed(2)})`)
}
await server?.drop()
