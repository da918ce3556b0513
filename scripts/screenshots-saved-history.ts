// `npx tsx scripts/screenshots-saved-history.ts`: saved for later and what was edited (issue 44
// §3, §4): a reader's Saved page (a post, a comment, one removed since) and the profile's link to
// it, a post and a comment marked "edited", a post's history (the author's edit and a moderator's
// change of tags) and a comment's history opened by a moderator, at 360 and 1280 px, Bengali and
// English, light and dark, into screenshots/saved-history/. The server keeps every edit at once
// (EDIT_GRACE_MINUTES=0).
import { mkdirSync } from 'node:fs'
import { totpCode, totpStep } from '../app/lib/totp.server'
import { launchChromium } from './lib/browser'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const server = await startServer({ SIGNUP_LIMIT_PER_HOUR: '1000', NEW_MEMBER_REVIEW: 'off', EDIT_GRACE_MINUTES: '0', BOOTSTRAP_MODERATOR_EMAILS: 'moderator@example.com' })
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
async function newPost(cookie: string, fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries({ rulesRead: 'yes', ...fields })) form.append(k, v)
  return (await (await fetch(`${base}/api/forum/posts`, { method: 'POST', headers: { Origin: base, cookie }, body: form })).json()) as { id: number }
}
const send = (cookie: string, path: string, fields: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
const commentIds = async (postId: number) => [...(await (await fetch(`${base}${FORUM}/${postId}`)).text()).matchAll(/id="comment-(\d+)"/g)].map((m) => m[1]!)

const asker = await session('করিম উদ্দিন', 'asker@example.com')
const helper = await session('রহিমা বেগম', 'helper@example.com')
const reader = await session('নাসরিন আক্তার', 'reader@example.com')
const moderator = await session('মিতা মডারেটর', 'moderator@example.com')
// Moderating takes two-step sign-in (ADR 016), turned on as a person would.
const setup = await fetch(`${base}${FORUM}/profile/two-factor`, { headers: { cookie: moderator } }).then((r) => r.text())
const key = /[A-Z2-7]{4}(?: [A-Z2-7]{4}){7}/.exec(setup)?.[0]?.replace(/ /g, '')
if (!key) throw new Error('no two-step sign-in key on the setup page')
await send(moderator, `${FORUM}/profile/two-factor`, { intent: 'confirm', code: totpCode(key, totpStep()) })

const question = await newPost(asker, { title: 'রাতে হাসপাতালের জরুরি বিভাগ খোলা থাকে?', content: 'রাত ১২টার পর রোগী নিয়ে গেলে কি ডাক্তার পাওয়া যায়?', category: 'question', tags: 'হাসপাতাল' })
await send(helper, `${FORUM}/${question.id}`, { intent: 'comment', content: 'হ্যাঁ, জরুরি বিভাগ সারারাত খোলা থাকে। তবে রাতে একজন ডাক্তার থাকেন।' })
const [answer] = await commentIds(question.id)
// The helper corrects the answer; the asker adds to the question; a moderator tidies its tags.
await send(helper, `${FORUM}/${question.id}`, { intent: 'edit-comment', commentId: answer!, content: 'হ্যাঁ, জরুরি বিভাগ সারারাত খোলা থাকে। রাতে দুজন ডাক্তার থাকেন, শুক্রবারেও।' })
await send(asker, `${FORUM}/${question.id}/edit`, {
  title: 'রাতে হাটহাজারী হাসপাতালের জরুরি বিভাগ খোলা থাকে?', content: 'রাত ১২টার পর রোগী নিয়ে গেলে কি ডাক্তার পাওয়া যায়? শুক্রবার রাতেও?', category: 'question', tags: 'হাসপাতাল',
})
await send(moderator, `${FORUM}/${question.id}/tags`, { tags: 'হাসপাতাল, জরুরি, রাত' })
// The reader saves the question, the answer, and a post its author later deletes.
const gone = await newPost(helper, { title: 'পুরোনো বাজারে পানির লাইন কবে ঠিক হবে?', content: 'তিন দিন ধরে পানি নেই।', category: 'complaint', tags: '' })
await send(reader, `${FORUM}/${gone.id}`, { intent: 'save', itemType: 'post', itemId: String(gone.id), saved: '1' })
await send(reader, `${FORUM}/${question.id}`, { intent: 'save', itemType: 'post', itemId: String(question.id), saved: '1' })
await send(reader, `${FORUM}/${question.id}`, { intent: 'save', itemType: 'comment', itemId: answer!, saved: '1' })
await send(helper, `${FORUM}/${gone.id}`, { intent: 'delete-post' })

const browser = await launchChromium()
const host = new URL(base).hostname
const cookiesOf = (cookie: string) => cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' }))
const scenes: Array<[string, string, string]> = [
  ['saved', reader, `${FORUM}/profile/saved`],
  ['profile', reader, `${FORUM}/profile`],
  ['edited', helper, `${FORUM}/${question.id}`],
  ['history-post', asker, `${FORUM}/${question.id}/history`],
  ['history-comment', moderator, `${FORUM}/${question.id}/history?comment=${answer}`],
]
let count = 0
try {
  for (const width of [360, 1280]) {
    for (const lang of ['bn', 'en']) {
      for (const theme of ['light', 'dark']) {
        const dir = `screenshots/saved-history/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        for (const [name, cookie, path] of scenes) {
          const context = await browser.newContext({ viewport: { width, height: 800 } })
          await context.addCookies([{ name: 'lang', value: lang, domain: host, path: '/' }, { name: 'theme', value: theme, domain: host, path: '/' }, ...cookiesOf(cookie)])
          const page = await context.newPage()
          await page.goto(base + (lang === 'en' ? `/en${path}` : path), { waitUntil: 'load' })
          await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true)
          await page.evaluate(() => document.fonts.ready)
          await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
          count++
          await context.close()
        }
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${count} screenshots in screenshots/saved-history/`)
