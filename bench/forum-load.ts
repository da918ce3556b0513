// `npm run bench:forum-load [-- --posts 100000 --comments 500000 --seconds 10]`
// Seeds a forum of 100,000 posts and 500,000 comments into a fresh embedded database, then
// measures with autocannon (50 connections) the list page as HTML and as JSON, a post page and
// a search; then the list again on a forum of 1,000 posts, to show the cost does not grow with
// size. Targets (issue 5, PGlite on this 2-core machine): list p99 under 100 ms, and the list at
// 100,000 posts within 1.5x of the list at 1,000.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'kysely'
import { openDatabase } from '../app/lib/db/database.server'
import { startServer } from '../scripts/lib/start-server'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const seconds = arg('seconds', 10)
const connections = 50

async function seededDataDir(posts: number, comments: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hathazari-bench-'))
  // The app creates and migrates the database; then it stops so this process can fill it.
  await (await startServer({ DATA_DIR: dataDir })).stop()
  const started = Date.now()
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') })
  const db = database.db
  await sql`INSERT INTO "user" (id, name, email, "emailVerified")
    SELECT 'bench-' || g, 'সদস্য ' || g, 'bench' || g || '@example.com', true FROM generate_series(1, 200) g`.execute(db)
  await sql`INSERT INTO profiles (id, name) SELECT 'bench-' || g, 'সদস্য ' || g FROM generate_series(1, 200) g`.execute(db)
  await sql`INSERT INTO posts (author_id, anonymous, category, resolution, title, content, tags, created_at, updated_at)
    SELECT 'bench-' || (g % 200 + 1), g % 10 = 0,
      (ARRAY['question','complaint','suggestion','general'])[g % 4 + 1],
      (ARRAY['open','resolved','closed'])[g % 3 + 1],
      'পরীক্ষামূলক পোস্ট ' || g || ' ' || (ARRAY['রাস্তা','বাজার','হাসপাতাল','স্কুল','বিদ্যুৎ'])[g % 5 + 1],
      repeat('হাটহাজারী বাজারে আজ অনেক ভিড় ছিল, রাস্তায় যানজট। ', 4) || g,
      ARRAY['tag' || (g % 50)],
      date_trunc('milliseconds', now()) - (g || ' seconds')::interval,
      now()
    FROM generate_series(1, ${posts}) g`.execute(db)
  if (comments > 0) {
    await sql`INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
      SELECT (SELECT min(id) FROM posts) + (g % ${posts}), 'bench-' || (g % 200 + 1), 'মন্তব্য ' || g, now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, ${comments}) g`.execute(db)
    await sql`UPDATE posts p SET comment_count = c.n FROM (SELECT post_id, count(*)::int AS n FROM comments GROUP BY post_id) c WHERE c.post_id = p.id`.execute(db)
  }
  await sql`ANALYZE`.execute(db)
  const { rows } = await sql<{ id: number }>`SELECT id FROM posts ORDER BY created_at DESC, id DESC OFFSET 5 LIMIT 1`.execute(db)
  await database.close()
  console.log(`seeded ${posts.toLocaleString('en')} posts and ${comments.toLocaleString('en')} comments in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return { dataDir, postId: rows[0]!.id }
}

/** A session cookie for a new account: a signed-in reader is never served from the page cache. */
async function signedInCookie(baseURL: string) {
  const email = `bench-${Date.now()}@example.com`
  const response = await fetch(`${baseURL}/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Bench', email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }),
  })
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}

async function measure(label: string, url: string, cookie?: string) {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' }
  if (cookie) headers.cookie = cookie
  const result = await autocannon({ url, connections, duration: seconds, headers })
  const line = `${label.padEnd(36)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`
  console.log(line)
  return result
}

const large = await seededDataDir(arg('posts', 100_000), arg('comments', 500_000))
let server = await startServer({ DATA_DIR: large.dataDir, LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000' })
console.log(`\n${connections} connections, ${seconds} s each, PGlite`)
console.log('Anonymous readers (served from the 10 s page cache after the first render):')
const listLarge = await measure('list (HTML), 100k posts', `${server.baseURL}/seeking-hathazari`)
await measure('list (JSON), 100k posts', `${server.baseURL}/api/forum/posts`)
await measure('post page (HTML, never cached)', `${server.baseURL}/seeking-hathazari/${large.postId}`)
await measure('search "বাজার" (HTML)', `${server.baseURL}/seeking-hathazari?q=${encodeURIComponent('বাজার')}`)
console.log('Signed-in readers (every request rendered and queried):')
const cookie = await signedInCookie(server.baseURL)
const uncachedLarge = await measure('list (HTML), 100k posts', `${server.baseURL}/seeking-hathazari`, cookie)
const jsonLarge = await measure('list (JSON), 100k posts', `${server.baseURL}/api/forum/posts`, cookie)
await measure('search "বাজার" (HTML)', `${server.baseURL}/seeking-hathazari?q=${encodeURIComponent('বাজার')}`, cookie)
await server.stop()
rmSync(large.dataDir, { recursive: true, force: true })

const small = await seededDataDir(1000, 5000)
server = await startServer({ DATA_DIR: small.dataDir, LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000' })
const smallCookie = await signedInCookie(server.baseURL)
console.log('The same, signed in, on a forum of 1,000 posts:')
const uncachedSmall = await measure('list (HTML), 1k posts', `${server.baseURL}/seeking-hathazari`, smallCookie)
const jsonSmall = await measure('list (JSON), 1k posts', `${server.baseURL}/api/forum/posts`, smallCookie)
await server.stop()
rmSync(small.dataDir, { recursive: true, force: true })

type Latency = { latency: { p50: number; p99: number } }
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
console.log('\nTargets (issue 5): list p99 < 100 ms at 50 connections; list latency at 100k ≤ 1.5x that at 1k.')
console.log(`list p99, anonymous (page cache), 100k posts: ${listLarge.latency.p99} ms: ${verdict(listLarge.latency.p99 < 100)}`)
console.log(`list p99, signed in (rendered per request), 100k posts: ${uncachedLarge.latency.p99} ms: ${verdict(uncachedLarge.latency.p99 < 100)}`)
console.log(`list p99, signed in (JSON), 100k posts: ${jsonLarge.latency.p99} ms: ${verdict(jsonLarge.latency.p99 < 100)}`)
for (const [label, big, little] of [['HTML', uncachedLarge, uncachedSmall], ['JSON', jsonLarge, jsonSmall]] as [string, Latency, Latency][]) {
  for (const at of ['p50', 'p99'] as const) {
    const r = big.latency[at] / Math.max(1, little.latency[at])
    console.log(`uncached list (${label}) ${at} at 100k / at 1k: ${r.toFixed(2)}x (target ≤ 1.5x): ${verdict(r <= 1.5)}`)
  }
}
