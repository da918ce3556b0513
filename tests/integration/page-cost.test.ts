// No page slower unnoticed (issue 46 §5): the signed-in post page, the forum list (signed in and a
// visitor's) and home, served over HTTP by the server's own request handler on the test database,
// held to the database queries, elements and bytes allowed in page-cost.budget.ts. These numbers
// do not depend on the machine's speed; the CPU a page costs is measured by bench/compare-builds.ts.
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addComment } from '#app/features/forum/comments.server'
import { setLike } from '#app/features/forum/engage.server'
import { setSaved } from '#app/features/forum/saved.server'
import { createPost } from '#app/features/forum/write-post.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db, getDatabase } from '#app/lib/db/database.server'
import { clientAddress, markScriptRequests, securityHeaders, viewerTag } from '../../server/http'
import { reactRouterHandler } from '../../server/request-handler'
import { appServerBuild } from '../setup/app-build'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'
import { headroom, measured } from './page-cost.budget'

// The stylesheet is the build's (none here, or a stale one in build/): every document links a
// stand-in of it, as for a browser that holds the file (ADR 020), so no page carries its 38 KB.
vi.mock('#app/lib/inline-css.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#app/lib/inline-css.server')>()),
  inlineStyles: () => ({ css: '', script: '' }),
  stylesheetFor: () => ({ href: '/assets/entry-stand-in.css', linked: true }),
}))

withTestApp()

/**
 * The pages' clock: times are shown as words ("২ ঘণ্টা আগে") and dates with month names, so
 * every request is answered at this instant, and every post and comment is dated from it.
 */
const CLOCK = new Date('2026-03-10T05:30:00.000Z')

let base = ''
let stop = () => {}
let answered: Promise<number> = Promise.resolve(-1)
let reader = ''
let postId = 0
let author: SessionUser
let members: SessionUser[] = []

beforeAll(async () => {
  // The production document: its scripts start after the first paint (entry.server.tsx).
  vi.stubEnv('PROD', true)
  const app = express()
  // The queries a request made (server/request-handler.ts counts them in the request's scope).
  app.use((_req, res, next) => {
    answered = new Promise((resolve) => res.on('finish', () => resolve((res.locals.queries as { count: number } | undefined)?.count ?? -1)))
    next()
  })
  // What server/main.ts puts in front of React Router for a page.
  app.use(securityHeaders({ https: false }))
  app.use(viewerTag)
  app.use(clientAddress)
  app.use(markScriptRequests)
  app.all(/./, reactRouterHandler(await appServerBuild(['/', '/seeking-hathazari/1']), 'production'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  stop = () => server.close()

  // Ids from 101 on both databases (PGlite's template has skipped ahead to the sequences' next
  // logged values), so the documents are the same bytes on either.
  for (const table of ['posts', 'comments']) await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), 100)`.execute(db())
  author = (await createUser({ name: 'করিম উদ্দিন', email: 'karim@example.com' })).user
  members = (await Promise.all(['সুমি আক্তার', 'জামাল হোসেন', 'নাসির আহমেদ'].map((name, i) => createUser({ name, email: `member${i + 1}@example.com` })))).map((m) => m.user)
  const created = await createPost(author, {
    title: 'হাটহাজারী বাজারের রাস্তা কবে মেরামত হবে?',
    content: 'বর্ষায় কলেজ গেট থেকে বাজার পর্যন্ত রাস্তায় হাঁটু পানি জমে। কেউ কি জানেন পৌরসভা কবে কাজ শুরু করবে?',
    category: 'question', tags: 'রাস্তা, বাজার', anonymous: false,
  }, {}, 50)
  if (!created.ok) throw new Error(created.error.message)
  postId = created.post.id
  const comments: number[] = []
  for (let i = 0; i < 9; i++) comments.push(await comment(members[i % 3]!, `মন্তব্য ${i + 1}: রাস্তাটা সত্যিই খারাপ, গতকালও একটা রিকশা উল্টে গেছে।`))
  // The reader: liked the post and a comment, saved the post.
  const signedIn = await createUser({ name: 'রহিম পাঠক', email: 'reader@example.com' })
  reader = signedIn.cookie
  await setLike(signedIn.user, 'post', postId, true)
  await setLike(signedIn.user, 'comment', comments[2]!, true)
  await setSaved(signedIn.user, postId, 'post', postId, true)
  await dateEverything()
})
afterAll(() => stop())

async function comment(user: SessionUser, text: string) {
  const result = await addComment(user, postId, text)
  if (!result.ok) throw new Error(result.error.message)
  return result.id
}

/** Every post and comment dated from CLOCK: the post 3 hours before, older posts a day apart, later ones 50 minutes before; comments 5 minutes apart after their post. */
async function dateEverything() {
  const clock = CLOCK.toISOString()
  await sql`UPDATE posts p SET created_at = d.at, updated_at = d.at, edited_at = NULL FROM (
      SELECT id, ${clock}::timestamptz - make_interval(hours => 3, days => (row_number() OVER (ORDER BY id DESC))::int - 1) AS at FROM posts WHERE id <= ${postId}
      UNION ALL SELECT id, ${clock}::timestamptz - make_interval(mins => 50) FROM posts WHERE id > ${postId}
    ) d WHERE d.id = p.id`.execute(db())
  await sql`UPDATE comments c SET created_at = d.at, updated_at = d.at, edited_at = NULL
    FROM (SELECT c2.id, p.created_at + make_interval(mins => 5 * (row_number() OVER (PARTITION BY c2.post_id ORDER BY c2.id))::int) AS at
      FROM comments c2 JOIN posts p ON p.id = c2.post_id) d
    WHERE d.id = c.id`.execute(db())
}

type Who = 'signed in' | 'visitor'
interface Cost { queries: number; elements: number; bytes: number; html: string }

/** Start tags in a document; what is inside a script or style element is not markup. */
export function countElements(html: string): number {
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1')
  return markup.match(/<[a-z][a-z0-9-]*/gi)?.length ?? 0
}

/** One request, as `who`, at the pages' clock. A visitor sends a cookie that is not a session, so the page is rendered, never served from the page cache. */
async function ask(path: string, who: Who): Promise<Cost> {
  vi.useFakeTimers({ toFake: ['Date'], now: CLOCK })
  try {
    const response = await fetch(base + path, { headers: { cookie: who === 'signed in' ? reader : 'x=1' } })
    const html = await response.text()
    const queries = await answered
    expect(response.status, `${path} as ${who}`).toBe(200)
    return { queries, elements: countElements(html), bytes: Buffer.byteLength(html), html }
  } finally {
    vi.useRealTimers()
  }
}

/**
 * The page once its caches are warm, as a running server serves it. A cache keeps what it reads
 * only once it hears the database's announcements, which it starts listening for on its first
 * read, so the first requests' counts fall (and can repeat on the way down): the page is asked
 * until three requests in a row make the same number of queries, and once more after a pause
 * that leaves any listening still under way time to finish.
 */
async function warm(path: string, who: Who): Promise<Cost> {
  const seen = [await ask(path, who)]
  while (seen.length < 12) {
    const next = await ask(path, who)
    expect([next.elements, next.bytes], `${path} as ${who}: the same document each time`).toEqual([seen[0]!.elements, seen[0]!.bytes])
    seen.push(next)
    if (seen.length >= 3 && seen.slice(-3).every((cost) => cost.queries === next.queries)) {
      await new Promise((resolve) => setTimeout(resolve, 150))
      const confirmed = await ask(path, who)
      seen.push(confirmed)
      if (confirmed.queries === next.queries) return confirmed
    }
  }
  throw new Error(`${path} as ${who}: the number of queries never settled: ${seen.map((cost) => cost.queries).join(', ')}`)
}

/** What grew past its allowance, each said in a line; empty when the page is within its budget. */
function overBudget(page: string, costs: { warm: Cost; afterChange?: Cost }): string[] {
  const budget = measured[page]!
  const database = getDatabase().kind === 'postgres' ? 'postgres' : 'embedded'
  const lines: string[] = []
  const check = (what: string, now: number, was: number, share: number) => {
    const allowed = Math.floor(was * (1 + share))
    if (now <= allowed) return
    const growth = was === 0 ? '' : ` (+${(((now - was) / was) * 100).toFixed(1)} %)`
    lines.push(`${what}: ${now}, allowed ${allowed} (${was} measured${share ? ` + ${share * 100} %` : ''}): ${now - was} more than measured${growth}`)
  }
  check(`database queries a request, warm (${database} database)`, costs.warm.queries, budget.queries.warm[database], headroom.queries)
  if (costs.afterChange && budget.queries.afterChange) {
    check(`database queries, first request after a change (${database} database)`, costs.afterChange.queries, budget.queries.afterChange[database], headroom.queries)
  }
  check('elements', costs.warm.elements, budget.elements, headroom.elements)
  check('HTML bytes', costs.warm.bytes, budget.bytes, headroom.bytes)
  return lines
}

/** Fails with what grew, by how much, and how to update the budget on purpose; keeps the page's HTML for a look. */
function expectWithinBudget(page: string, costs: { warm: Cost; afterChange?: Cost }) {
  const lines = overBudget(page, costs)
  const now = { queries: costs.warm.queries, ...(costs.afterChange ? { queriesAfterChange: costs.afterChange.queries } : {}), elements: costs.warm.elements, bytes: costs.warm.bytes }
  // PAGE_COST_REPORT=1 prints each page's numbers (to lower a budget when a page got lighter).
  if (process.env.PAGE_COST_REPORT) console.log(`${page}: ${JSON.stringify(now)}`)
  if (lines.length === 0) return
  const file = join(tmpdir(), `page-cost-${page.replace(/[^a-z0-9]+/gi, '-')}.html`)
  writeFileSync(file, costs.warm.html)
  throw new Error([
    `"${page}" costs more than its budget allows:`,
    ...lines.map((line) => `  - ${line}`),
    `Its document is in ${file}.`,
    'If the growth is meant, set the page\'s new numbers in tests/integration/page-cost.budget.ts and say why in the commit:',
    `here, on the ${getDatabase().kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database, ${JSON.stringify(now)}. Queries are kept for each database:`,
    'run this file with TEST_DATABASE_URL=postgres://… too for the other number. If the growth is not meant, find what the change added.',
  ].join('\n'))
}

describe('what a page costs (page-cost.budget.ts)', () => {
  it('the signed-in post page with 10 comments, warm and right after a new comment', async () => {
    const path = `/seeking-hathazari/${postId}`
    await warm(path, 'signed in')
    await comment(members[0]!, 'মন্তব্য ১০: পৌরসভায় গিয়ে জিজ্ঞেস করেছিলাম, বর্ষার পরে শুরু হবে বলল।')
    await dateEverything()
    const afterChange = await ask(path, 'signed in')
    const settled = await warm(path, 'signed in')
    expect([settled.elements, settled.bytes]).toEqual([afterChange.elements, afterChange.bytes])
    expect(afterChange.html).toContain('মন্তব্য ১০:')
    expectWithinBudget('post page (10 comments), signed in', { warm: settled, afterChange })
  })

  it('the signed-in forum list, warm and right after a new post', async () => {
    await warm('/seeking-hathazari', 'signed in')
    const created = await createPost(members[1]!, { title: 'চারিয়া বাজারে এটিএম বুথ আছে কি?', content: 'রাতে টাকা তোলার দরকার হলে কোথায় যাব?', category: 'question', tags: 'ব্যাংক', anonymous: false }, {}, 50)
    if (!created.ok) throw new Error(created.error.message)
    await dateEverything()
    const afterChange = await ask('/seeking-hathazari', 'signed in')
    const settled = await warm('/seeking-hathazari', 'signed in')
    expect([settled.elements, settled.bytes]).toEqual([afterChange.elements, afterChange.bytes])
    expect(afterChange.html).toContain('চারিয়া বাজারে এটিএম বুথ আছে কি?')
    expectWithinBudget('forum list, signed in', { warm: settled, afterChange })
  })

  it('the forum list for a visitor, warm', async () => {
    expectWithinBudget('forum list, visitor', { warm: await warm('/seeking-hathazari', 'visitor') })
  })

  it('home for a visitor, warm', async () => {
    expectWithinBudget('home, visitor', { warm: await warm('/', 'visitor') })
  })

  it('a page answered leaves no timer of its render running, which would hold the render and its page', async () => {
    // entry.server.tsx cuts short a render still running after 6 s. A timer left pending once the
    // page is sent keeps the render, its data and the page's bytes for those 6 s: under
    // bench:memory's load, about 1,000 pages and 180 MB at the peak (docs/performance.md, "Memory").
    // Each timer with where it was started. The PostgreSQL pool's own (it closes a connection idle
    // for 10 s) is the pool's, not the page's, and holds none of it.
    const realSetTimeout = globalThis.setTimeout
    const long = new Map<unknown, string>()
    const started = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number, ...args: unknown[]) => {
      const timer = realSetTimeout(callback, ms, ...args)
      const where = new Error().stack!.split('\n').slice(2).find((line) => !/tinyspy|@vitest|page-cost\.test/.test(line))?.trim() ?? '?'
      if ((ms ?? 0) >= 5_000 && !where.includes('/pg-pool/')) long.set(timer, where)
      return timer
    }) as typeof setTimeout)
    const cleared = vi.spyOn(globalThis, 'clearTimeout')
    try {
      for (const [path, who] of [[`/seeking-hathazari/${postId}`, 'signed in'], ['/seeking-hathazari', 'visitor'], ['/', 'visitor']] as const) {
        long.clear()
        cleared.mockClear()
        await ask(path, who)
        expect([...long.values()].some((where) => where.includes('entry.server')), `${path}: the render's own timer was started`).toBe(true)
        const stillRunning = [...long].filter(([timer]) => !cleared.mock.calls.some(([id]) => id === timer)).map(([, where]) => where)
        expect(stillRunning, `${path} as ${who}: timers of 5 s or more still running after the page was sent, started at`).toEqual([])
      }
    } finally {
      started.mockRestore()
      cleared.mockRestore()
    }
  })
})
