// `npm run screenshots:moderation`: the moderation queue (a newcomer's waiting post and comment,
// an advert hidden by spam reports), the audit log, the contact messages, the watched words and
// an author's trust level, with real data in them, at 360 and 1280 px, Bengali and English, light and dark, into
// screenshots/moderation/.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { totpCode, totpStep } from '../app/lib/totp.server'
import { launchChromium } from './lib/browser'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const dataDir = mkdtempSync(join(tmpdir(), 'guide-mod-shots-'))

async function session(baseURL: string, name: string, email: string) {
  const response = await fetch(`${baseURL}/register`, {
    method: 'POST', redirect: 'manual',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email, password: 'secret1', confirmPassword: 'secret1' }),
  })
  // The session only: the registration's flash toast would sit on every screenshot.
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c): c is string => !!c && c.startsWith('hg.')).join('; ')
}

const post = (baseURL: string, cookie: string, fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return fetch(`${baseURL}/api/forum/posts`, { method: 'POST', headers: { Origin: baseURL, cookie }, body: form }).then((r) => r.json() as Promise<{ id: number }>)
}

const form = (baseURL: string, path: string, cookie: string, fields: Record<string, string>) =>
  fetch(`${baseURL}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: baseURL, cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })

// First the established members' posts (published at once), then a newcomer's, which waits.
let server = await startServer({ DATA_DIR: dataDir, SIGNUP_LIMIT_PER_HOUR: '1000', NEW_MEMBER_REVIEW: 'off' })
const author = await session(server.baseURL, 'করিম উদ্দিন', 'author@example.com')
const anonymous = await session(server.baseURL, 'গোপন লেখক', 'anon@example.com')
const reporters = await Promise.all(['রহিমা', 'সালমা', 'জাহিদ'].map((n, i) => session(server.baseURL, n, `reporter${i}@example.com`)))
const a = await post(server.baseURL, author, { title: 'সস্তায় মোবাইল রিচার্জ! এখনই যোগাযোগ করুন', content: 'বিস্তারিত জানতে ইনবক্স করুন।', category: 'general', tags: '', rulesRead: 'yes' })
const b = await post(server.baseURL, anonymous, { title: 'কাটিরহাট বাজারে ওজনে কম দেওয়া হচ্ছে', content: 'কয়েকটি দোকানে দাঁড়িপাল্লায় সমস্যা দেখেছি।', category: 'complaint', tags: '', anonymous: '1', rulesRead: 'yes' })
// Three spam reports (no reason needed) hide the advert at once and silence its author.
for (const [i, cookie] of reporters.entries()) {
  await form(server.baseURL, `${FORUM}/${a.id}/report`, cookie, { itemType: 'post', itemId: String(a.id), kind: 'spam', reason: i === 0 ? 'এটি একটি বিজ্ঞাপন, ফোরামের বিষয় নয়।' : '' })
  if (i === 0) await form(server.baseURL, `${FORUM}/${b.id}/report`, cookie, { itemType: 'post', itemId: String(b.id), kind: 'false-information', reason: 'কোনো প্রমাণ ছাড়া অভিযোগ করা হয়েছে।' })
}
await server.stop()
server = await startServer({ DATA_DIR: dataDir, SIGNUP_LIMIT_PER_HOUR: '1000' })
const newcomer = await session(server.baseURL, 'নতুন প্রতিবেশী', 'newcomer@example.com')
await post(server.baseURL, newcomer, { title: 'হাটহাজারী কলেজে একাদশ শ্রেণির ভর্তি কবে শুরু?', content: 'কেউ জানলে জানাবেন, ধন্যবাদ।', category: 'question', tags: '', rulesRead: 'yes' })
const commenter = await session(server.baseURL, 'Tanvir', 'tanvir@example.com')
await form(server.baseURL, `${FORUM}/${b.id}`, commenter, { intent: 'comment', content: 'I saw the same at the fish market last Friday.' })
const adminCookie = await session(server.baseURL, 'প্রশাসক', 'admin@example.com')
await server.stop()
execFileSync('npx', ['tsx', 'scripts/user.ts', 'role', 'admin@example.com', 'admin'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' })
server = await startServer({ DATA_DIR: dataDir })
// Moderating takes two-step sign-in (ADR 016): the admin turns it on as a person would.
const setup = await fetch(`${server.baseURL}${FORUM}/profile/two-factor`, { headers: { cookie: adminCookie } }).then((r) => r.text())
const key = /[A-Z2-7]{4}(?: [A-Z2-7]{4}){7}/.exec(setup)?.[0]?.replace(/ /g, '')
if (!key) throw new Error('no two-step sign-in key on the setup page')
await form(server.baseURL, `${FORUM}/profile/two-factor`, adminCookie, { intent: 'confirm', code: totpCode(key, totpStep()) })
await form(server.baseURL, '/moderation', adminCookie, { intent: 'resolve', id: String(b.id), resolution: 'resolved', note: 'বাজার কমিটি দাঁড়িপাল্লা পরীক্ষা করেছে।' })
// Contact messages (at most 5 an hour from one address): long Bengali with line breaks, English,
// markup that must show as text; the oldest is marked handled.
const contact = [
  { name: 'নাসরিন আক্তার', email: 'nasrin.akter@example.com', phone: '', subject: 'ফতেপুর ইউনিয়ন পরিষদের ফোন নম্বর বদলেছে', message: 'গাইডে দেওয়া ফোন নম্বরে কেউ ধরে না।\nইউনিয়ন পরিষদের নোটিশ বোর্ডে নতুন নম্বর লেখা আছে।\n\nধন্যবাদ।' },
  { name: 'Tanvir Hasan', email: 'tanvir+guide@example.org', phone: '+880 1711 000000', subject: 'Bus times to Chattogram', message: 'The last bus from Hathazari bus stand now leaves at 9:30 pm, not 10 pm.' },
  { name: '<b>Karim</b>', email: 'karim@example.com', phone: '', subject: '<script>alert(1)</script> & more', message: 'Text with <i>markup</i> shows as text.\nSecond line.' },
  { name: 'মোহাম্মদ রফিকুল ইসলাম চৌধুরী', email: 'a.very.long.address.for.a.small.screen@subdomain.example.com.bd', phone: '', subject: 'হাটহাজারী সরকারি কলেজের ভর্তি বিজ্ঞপ্তি কোথায় পাব?', message: 'একাদশ শ্রেণিতে ভর্তির বিজ্ঞপ্তি কলেজের ওয়েবসাইটে পাচ্ছি না।' },
]
for (const fields of contact) await form(server.baseURL, '/contact', '', { ...fields, website: '' })
await form(server.baseURL, '/moderation/contact', adminCookie, { intent: 'handle', id: '1' })

// One author's trust level, with the admins' "why" (issue 43 §1).
const queueHtml = await fetch(`${server.baseURL}/moderation`, { headers: { cookie: adminCookie } }).then((r) => r.text())
const trustPath = /href="(\/moderation\/users\/[^"/]+\/trust)"/.exec(queueHtml)?.[1]
if (!trustPath) throw new Error('no trust level link on the queue')

const browser = await launchChromium()
const host = new URL(server.baseURL).hostname
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
        const dir = `screenshots/moderation/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        const pages = [['queue', '/moderation'], ['audit', '/moderation/audit'], ['contact', '/moderation/contact'], ['contact-all', '/moderation/contact?show=all'],
          ['words', '/moderation/words'], ['words-betting', '/moderation/words?rule=betting'], ['trust', trustPath]]
        for (const [name, path] of pages) {
          await page.goto(server.baseURL + path, { waitUntil: 'load' })
          await page.evaluate(() => document.fonts.ready)
          await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
          count++
        }
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`${count} screenshots in screenshots/moderation/`)
