// `npx tsx bench/compare-builds.ts <other checkout, built> [--rounds 7] [--requests 120] [--only <words of a case>]`
// CPU per uncached request of this checkout's build against another's (an earlier commit,
// cloned and built elsewhere), on the same seeded data, in interleaved rounds, median of each.
// On a shared machine CPU speed drifts by 30% or more from one minute to the next; alternating
// the two servers round by round makes the ratio trustworthy where two separate runs are not.
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { serverCpuMs } from './lib/cpu'
import { seedForum, signedInCookie } from './lib/seed'
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

const seeded = await seedForum({ posts: 1000, comments: 0, commentsOnPost: 10 })
const copy = mkdtempSync(join(tmpdir(), 'hathazari-compare-'))
cpSync(seeded.dataDir, copy, { recursive: true })
const env = { LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000' }
const here = await startServer({ ...env, DATA_DIR: seeded.dataDir })
// startServer runs `server.js` of the working directory.
const cwd = process.cwd()
process.chdir(resolve(other))
const there = await startServer({ ...env, DATA_DIR: copy })
process.chdir(cwd)
const servers = [
  { name: 'this', server: here, checkout: '.', cookie: await signedInCookie(here.baseURL) },
  { name: 'other', server: there, checkout: resolve(other), cookie: await signedInCookie(there.baseURL) },
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log(`CPU ms per request, median of ${rounds} interleaved rounds of ${requests} requests; other = ${other}`)
for (const [label, path, reader] of uncachedPages(seeded.postWithComments)) {
  if (only && !label.includes(only)) continue
  const measured = servers.map(() => [] as number[])
  for (let round = 0; round < rounds; round++) {
    for (const [i, { server, checkout, cookie }] of servers.entries()) {
      const options = { url: server.baseURL + path, connections: 4, headers: { cookie: cookieFor(reader, cookie, checkout), 'accept-encoding': 'gzip' } }
      // Warm up: the first case after a start also pays for compiling the hot paths (40 requests were
      // too few: the first case measured 10-40% above the same page measured later).
      if (round === 0) await autocannon({ ...options, amount: 200 })
      const before = serverCpuMs(server.pid)
      const result = await autocannon({ ...options, amount: requests })
      measured[i]!.push((serverCpuMs(server.pid) - before) / result.requests.total)
    }
  }
  const [mine, theirs] = measured.map(median) as [number, number]
  console.log(`${label.padEnd(48)} this ${mine.toFixed(2).padStart(6)}  other ${theirs.toFixed(2).padStart(6)}  ratio ${(mine / theirs).toFixed(2)}`)
}
await here.stop()
await there.stop()
