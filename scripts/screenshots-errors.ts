// `npm run screenshots:errors`: the admins' error log (issue 46 §2) with real errors in it, at 360
// and 1280 px, Bengali and English, light and dark, into screenshots/errors/: /moderation/errors
// (an upload the store refused three times, in a request; the store unreachable at start; a form
// from another site), its "Resolved" list, and the summary's line on /moderation.
//
// The errors are real: uploads go to an S3 store at a port where nothing listens, as in
// tests/e2e/error-log.spec.ts.
import { mkdirSync } from 'node:fs'
import { totpCode, totpStep } from '../app/lib/totp.server'
import { launchChromium } from './lib/browser'
import { freePort, startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const ADMIN = 'admin@example.com'
const server = await startServer({
  SIGNUP_LIMIT_PER_HOUR: '1000', NEW_MEMBER_REVIEW: 'off', BOOTSTRAP_ADMIN_EMAILS: ADMIN,
  UPLOADS_S3_URL: `s3://KEY:SECRET@127.0.0.1:${await freePort()}/hg-uploads?tls=0`,
})
const base = server.baseURL

async function session(name: string, email: string) {
  const response = await fetch(`${base}/register`, {
    method: 'POST', redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email, password: 'secret1', confirmPassword: 'secret1' }),
  })
  // The session only: the registration's flash toast would sit on every screenshot.
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c): c is string => !!c && c.startsWith('hg.')).join('; ')
}
const form = (path: string, cookie: string, fields: Record<string, string>, origin = base) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: origin, cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })

const adminCookie = await session('প্রশাসক', ADMIN)
const setup = await fetch(`${base}${FORUM}/profile/two-factor`, { headers: { cookie: adminCookie } }).then((r) => r.text())
const key = /[A-Z2-7]{4}(?: [A-Z2-7]{4}){7}/.exec(setup)?.[0]?.replace(/ /g, '')
if (!key) throw new Error('no two-step sign-in key on the setup page')
await form(`${FORUM}/profile/two-factor`, adminCookie, { intent: 'confirm', code: totpCode(key, totpStep()) })

// A member posts a photo three times (twice from the Bengali page, once from the English one).
const member = await session('রহিম উদ্দিন', 'rahim@example.com')
const { default: sharp } = await import('sharp')
const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c84' } }).jpeg().toBuffer()
for (const path of [`${FORUM}/new`, `${FORUM}/new`, '/en${FORUM}/new']) {
  const body = new FormData()
  for (const [k, v] of Object.entries({ title: 'হালদার পাড়ে সূর্যাস্ত', content: 'আজ বিকেলে নদীর পাড় থেকে তোলা ছবি।', category: 'general', tags: '', rulesRead: 'yes' })) body.append(k, v)
  body.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'sunset.jpg')
  await fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie: member }, body })
}
// A form from another site: refused, and logged as a warning.
await form('/moderation/errors', adminCookie, { intent: 'resolve', key: 'x' }, 'https://elsewhere.example')
// Written in batches a moment after each request.
await new Promise((resolve) => setTimeout(resolve, 1500))
const listing = await fetch(`${base}/moderation/errors`, { headers: { cookie: adminCookie } }).then((r) => r.text())
const refusedKey = /cross-origin request refused[\s\S]*?name="key" value="([\w-]{22})"/.exec(listing)?.[1]
if (!refusedKey) throw new Error('the cross-origin warning is not on /moderation/errors')
await form('/moderation/errors', adminCookie, { intent: 'resolve', key: refusedKey })

const browser = await launchChromium()
const host = new URL(base).hostname
let count = 0
try {
  for (const width of [360, 1280]) {
    for (const lang of ['bn', 'en']) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: 800 } })
        await context.addCookies([
          { name: 'lang', value: lang, domain: host, path: '/' },
          { name: 'theme', value: theme, domain: host, path: '/' },
          ...adminCookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' })),
        ])
        const page = await context.newPage()
        const dir = `screenshots/errors/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        for (const [name, path] of [['errors', '/moderation/errors'], ['errors-resolved', '/moderation/errors?show=resolved'], ['summary', '/moderation']]) {
          await page.goto(base + path, { waitUntil: 'load' })
          await page.evaluate(() => document.fonts.ready)
          if (name === 'errors') {
            // One stack open, as an admin reading it would have it.
            await page.locator('details summary').first().click()
          }
          // The summary: its box, where the error log's line is (below the fold on a phone).
          if (name === 'summary') await page.locator('section[aria-labelledby="summary-heading"]').screenshot({ path: `${dir}/${name}.png` })
          else await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
          count++
        }
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${count} screenshots in screenshots/errors/`)
