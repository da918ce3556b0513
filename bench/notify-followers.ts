// `npx tsx bench/notify-followers.ts [--followers 1000] [--posts 20] [--database-url postgres://…]`
// How long a comment takes on a post with many followers (issue 29: under 50 ms at the 95th
// percentile), against the production build over HTTP. The comment's transaction tells the
// post's author and writes one outbox row; the delivery job writes the followers' notifications
// (and queues their e-mails) a moment later. Two sets of posts: followers with the default
// settings (no e-mail for followed posts), and followers who all want those by e-mail (the most
// a comment can cause). Each post is commented twice: the first comment's followers get new
// notifications, the second's grow. A post without followers is the baseline. Comments go one
// at a time, a quarter of a second apart.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../app/lib/db/database.server'
import { startServer } from '../scripts/lib/start-server'
import { createServerDatabase, seedForum, signedInCookie } from './lib/seed'
import { FORUM } from '#app/lib/forum-path'

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : process.argv[index + 1]!
}
const followers = Number(option('followers', '1000'))
const postCount = Number(option('posts', '20'))
const adminUrl = option('database-url', '')
const server = adminUrl ? await createServerDatabase(adminUrl) : null
if (adminUrl && !server) throw new Error(`Cannot reach ${adminUrl}`)

const seeded = await seedForum({ posts: 200, comments: 0, databaseUrl: server?.url })
const database = await openDatabase(server ? { kind: 'postgres', url: server.url } : { kind: 'pglite', dataDir: join(seeded.dataDir, 'db') })
// Two sets of verified followers: 'plain-' keep the defaults, 'mail-' want comments on followed
// posts by e-mail, "soon".
for (const kind of ['plain', 'mail']) {
  await sql`INSERT INTO "user" (id, name, email, "emailVerified")
    SELECT ${kind} || '-' || g, 'অনুসারী ' || g, ${kind} || g || '@example.com', true FROM generate_series(1, ${followers}) g`.execute(database.db)
  await sql`INSERT INTO profiles (id, name) SELECT ${kind} || '-' || g, 'অনুসারী ' || g FROM generate_series(1, ${followers}) g`.execute(database.db)
}
await sql`INSERT INTO notification_settings (user_id, email) SELECT 'mail-' || g, '{"followed-comment":"soon"}' FROM generate_series(1, ${followers}) g`.execute(database.db)
const { rows: posts } = await sql<{ id: number }>`SELECT id FROM posts ORDER BY id LIMIT ${postCount * 2 + 1}`.execute(database.db)
const [quiet, ...rest] = posts.map((p) => p.id)
const plainPosts = rest.slice(0, postCount)
const mailPosts = rest.slice(postCount)
for (const [kind, ids] of [['plain', plainPosts], ['mail', mailPosts]] as const) {
  await sql`INSERT INTO post_follows (post_id, user_id)
    SELECT p, ${kind} || '-' || g FROM unnest(${ids}::int[]) p, generate_series(1, ${followers}) g ON CONFLICT DO NOTHING`.execute(database.db)
}
await sql`ANALYZE`.execute(database.db)
await database.close()

const app = await startServer({ DATA_DIR: seeded.dataDir, LOG_LEVEL: 'error', SIGNUP_LIMIT_PER_HOUR: '1000', NOTIFY_EMAIL_WAIT_MINUTES: '1440', ...(server ? { DATABASE_URL: server.url } : {}) })
// Comments are limited to 20 per reader per 10 minutes: a few commenters take turns.
const commenters = await Promise.all(Array.from({ length: Math.ceil((postCount * 4 + 20) / 15) }, () => signedInCookie(app.baseURL)))
let turn = 0
// A quarter of a second apart: each comment is measured alone, not queued behind the delivery
// run the previous one woke (as comments from different people arrive).
const pause = () => new Promise((resolve) => setTimeout(resolve, 250))
async function timedComment(postId: number): Promise<number> {
  await pause()
  const cookie = commenters[Math.floor(turn++ / 15)]!
  const started = performance.now()
  const response = await fetch(`${app.baseURL}${FORUM}/${postId}`, {
    method: 'POST', redirect: 'manual',
    headers: { Origin: app.baseURL, cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'comment', content: 'বাসস্ট্যান্ড থেকে আধা ঘণ্টা পরপর ছাড়ে।' }),
  })
  const ms = performance.now() - started
  if (response.status !== 302) throw new Error(`comment refused: ${response.status}`)
  return ms
}
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!
const report = (label: string, values: number[]) =>
  console.log(`${label.padEnd(52)} p50 ${percentile(values, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 0.95).toFixed(1).padStart(6)} ms   (${values.length} comments)`)

try {
  // Warm up the comment path first.
  for (let i = 0; i < 10; i++) await timedComment(quiet!)
  const baseline: number[] = []
  for (let i = 0; i < 10; i++) baseline.push(await timedComment(quiet!))
  const measured: Array<[string, number[]]> = []
  for (const [label, ids] of [['default settings', plainPosts], ['all want e-mail', mailPosts]] as const) {
    const first: number[] = []
    for (const id of ids) first.push(await timedComment(id))
    const grown: number[] = []
    for (const id of ids) grown.push(await timedComment(id))
    measured.push([`${label}: first comment`, first], [`${label}: next comment`, grown])
  }
  console.log(`A comment's whole request (302), ${server ? 'PostgreSQL server' : 'embedded database'}, ${followers.toLocaleString('en')} followers per post:`)
  report('no followers (baseline)', baseline)
  for (const [label, values] of measured) report(label, values)
} finally {
  // Stopped whatever happened: a server left running would skew every later measurement.
  await app.stop()
  await server?.drop()
  rmSync(seeded.dataDir, { recursive: true, force: true })
}
