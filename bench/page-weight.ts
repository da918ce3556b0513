// `npm run bench:page-weight [-- /path ...] [--member] [--files]` (--member: the member's pages starting with the paths given)
// For each route of the production build: the JavaScript and CSS a first visit downloads (empty
// cache), as gzip (-9) bytes, which is what the budget counts, and as the Brotli bytes the server
// actually sends to browsers that accept it; and the document's size.
// Budget (issue 2): at most 120 KB of gzipped JavaScript on any route's first visit. A member's
// pages (their own post, its edit form and history, the new-post form, their profile, saved list
// and notifications) are measured too, marked "member", the same way (empty cache), and reported
// beside the budget but not held to it: a member signed in on a page that had already loaded the
// shell (the 110 KB every page shares), so no member's visit is a first visit. What they add
// beyond the shell is what docs/performance.md watches.
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../scripts/lib/browser'
import { startServer } from '../scripts/lib/start-server'
import { routeTable } from '../tests/e2e/routes'
import { FORUM } from '#app/lib/forum-path'

const BUDGET_JS = 120 * 1024
const args = process.argv.slice(2)
const paths = args.filter((a) => a.startsWith('/'))
const verbose = args.includes('--files')
// States of a page that load more code than its first view: the events page's calendar (the
// month grid) and an event opened from a shared link (its dialog and dates).
const heavierStates = ['/event-calendar?view=calendar', '/event-calendar?event=pundarik-dham-mela']
const targets = paths.length > 0 ? paths : [...routeTable, ...heavierStates, '/login', '/register', '/search?q=hospital']
// Filled in once the member's post exists (its id is the server's).
const memberPaths = (ownPost: number) => [
  `${FORUM}`, `${FORUM}/1`, `${FORUM}/${ownPost}`, `${FORUM}/${ownPost}/edit`, `${FORUM}/${ownPost}/history`,
  `${FORUM}/new`, `${FORUM}/1/report`, `${FORUM}/profile`, `${FORUM}/profile/saved`,
  '/notifications', '/notifications/settings', '/suggest?collection=healthFacilities&id=upazila-health-complex&field=phone',
]

interface Resource { type: string; url: string; sent: number; gzip: number; raw: number }

// Every edit is kept at once (EDIT_GRACE_MINUTES=0), so the member's post has a history to show.
const server = await startServer({ NEW_MEMBER_REVIEW: 'off', EDIT_GRACE_MINUTES: '0' })
const base = server.baseURL

/** A new member's session cookie, with a question they wrote, edited once and commented on. */
async function member() {
  const registered = await fetch(`${base}/register`, {
    method: 'POST', redirect: 'manual', headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Page Weight', email: 'page-weight@example.com', password: 'secret1', confirmPassword: 'secret1' }),
  })
  const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => c.startsWith('hg.')).join('; ')
  const form = new FormData()
  for (const [k, v] of Object.entries({ rulesRead: 'yes', title: 'Is the hospital open at night?', content: 'After midnight, is a doctor there?', category: 'question', tags: '' })) form.append(k, v)
  const post = (await (await fetch(`${base}/api/forum/posts`, { method: 'POST', headers: { Origin: base, cookie }, body: form })).json()) as { id?: number }
  if (!cookie || !post.id) throw new Error('could not sign up a member and write a post')
  const send = (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
  await send(`${FORUM}/${post.id}/edit`, { title: 'Is the hospital open at night, and on Fridays?', content: 'After midnight, is a doctor there?', category: 'question', tags: '' })
  await send(`${FORUM}/${post.id}`, { intent: 'comment', content: 'It was open last Friday night.' })
  await send(`${FORUM}/1`, { intent: 'save', itemType: 'post', itemId: '1', saved: '1' })
  const host = new URL(base).hostname
  return { postId: post.id, cookies: cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' })) }
}

const browser = await launchChromium()
const rows: Array<{ path: string; js: number; jsSent: number; css: number; html: number; htmlRaw: number; files: number }> = []
try {
  const signedIn = paths.length > 0 && !args.includes('--member') ? null : await member()
  const visits = [...targets.map((path) => ({ path, label: path })), ...(signedIn ? memberPaths(signedIn.postId).filter((path) => paths.length === 0 || paths.some((p) => path.startsWith(p))).map((path) => ({ path, label: `member ${path}` })) : [])]
  for (const { path, label } of visits) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
    if (label !== path && signedIn) await context.addCookies(signedIn.cookies)
    const page = await context.newPage()
    const resources: Array<Promise<Resource | null>> = []
    page.on('requestfinished', (request) => {
      resources.push(
        (async () => {
          const response = await request.response()
          const body = await response?.body().catch(() => null)
          if (!body) return null
          const sizes = await request.sizes()
          return { type: request.resourceType(), url: request.url(), sent: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length, raw: body.length }
        })().catch(() => null),
      )
    })
    // Not 'networkidle': the forum keeps a live event stream open.
    const response = await page.goto(base + path, { waitUntil: 'load' })
    // A member's page that sent them elsewhere (to sign in) would measure the wrong page.
    if (label !== path && new URL(page.url()).pathname !== new URL(base + path).pathname) throw new Error(`${label} went to ${page.url()} (${response?.status()})`)
    await page.waitForTimeout(1000)
    const all = (await Promise.all(resources)).filter((r): r is Resource => r !== null)
    const of = (type: string) => all.filter((r) => r.type === type)
    const sum = (list: Resource[], key: 'sent' | 'gzip' | 'raw') => list.reduce((n, r) => n + r[key], 0)
    if (verbose) {
      console.log(label)
      for (const r of of('script').sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(r.url).pathname}`)
    }
    rows.push({
      path: label,
      js: sum(of('script'), 'gzip'),
      jsSent: sum(of('script'), 'sent'),
      css: sum(of('stylesheet'), 'gzip'),
      html: sum(of('document'), 'gzip'),
      htmlRaw: sum(of('document'), 'raw'),
      files: of('script').length,
    })
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log('route'.padEnd(34), 'JS gzip'.padStart(10), 'JS sent'.padStart(10), 'files'.padStart(6), 'CSS gzip'.padStart(10), 'HTML gzip'.padStart(10), 'HTML'.padStart(10))
for (const row of rows) {
  const flag = row.js <= BUDGET_JS ? '' : row.path.startsWith('member ') ? '  (over 120 KB with an empty cache)' : '  ← over the 120 KB budget'
  console.log(row.path.padEnd(34), kb(row.js).padStart(10), kb(row.jsSent).padStart(10), String(row.files).padStart(6), kb(row.css).padStart(10), kb(row.html).padStart(10), kb(row.htmlRaw).padStart(10) + flag)
}
const visitors = rows.filter((r) => !r.path.startsWith('member '))
const worst = visitors.reduce((a, b) => (b.js > a.js ? b : a))
console.log(`\nLargest JavaScript on a first visit: ${worst.path} ${kb(worst.js)} gzip (budget ${kb(BUDGET_JS)}); "sent" is what a browser accepting Brotli receives.`)
process.exitCode = visitors.some((r) => r.js > BUDGET_JS) ? 1 : 0
