// `npm run screenshots:notifications`: the bell, /notifications, its settings, a question with its
// chosen answer and the forum list's "answered" badge and "unanswered" filter, with real data, at
// 360 and 1280 px, Bengali and English, light and dark, into screenshots/notifications/.
import { mkdirSync } from 'node:fs'
import { launchChromium } from './lib/browser'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const server = await startServer({ SIGNUP_LIMIT_PER_HOUR: '1000' })
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
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return (await (await fetch(`${base}/api/forum/posts`, { method: 'POST', headers: { Origin: base, cookie }, body: form })).json()) as { id: number }
}
const act = (cookie: string, postId: number, fields: Record<string, string>) =>
  fetch(`${base}${FORUM}/${postId}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
const commentIds = async (postId: number) => [...(await (await fetch(`${base}${FORUM}/${postId}`)).text()).matchAll(/id="comment-(\d+)"/g)].map((m) => m[1]!)

const asker = await session('করিম উদ্দিন', 'asker@example.com')
const helpers = await Promise.all(['রহিমা বেগম', 'সালমা আক্তার', 'জাহিদ হাসান', 'নাসির আহমেদ'].map((name, i) => session(name, `helper${i}@example.com`)))
const question = await newPost(asker, { title: 'নাজিরহাটের বাস কোথা থেকে ছাড়ে?', content: 'হাটহাজারী বাসস্ট্যান্ড থেকে নাজিরহাট যাওয়ার বাস কখন ছাড়ে, কেউ জানেন?', category: 'question', tags: '' })
const open = await newPost(asker, { title: 'রাতে ফার্মেসি কোথায় খোলা থাকে?', content: 'রাত ১১টার পর কোনো ফার্মেসি খোলা পাওয়া যায়?', category: 'question', tags: '' })
await act(helpers[0]!, question.id, { intent: 'comment', content: 'বাসস্ট্যান্ড থেকে সকাল ৬টা থেকে প্রতি আধা ঘণ্টায় ছাড়ে।' })
await act(helpers[1]!, question.id, { intent: 'comment', content: 'শুক্রবারে একটু কম বাস চলে।' })
const [answer] = await commentIds(question.id)
for (const helper of helpers.slice(1)) await act(helper, question.id, { intent: 'like', itemType: 'post', itemId: String(question.id), liked: '1' })
await act(helpers[2]!, open.id, { intent: 'comment', content: 'মেডিকেলের সামনের ফার্মেসি রাত ১২টা পর্যন্ত খোলা।' })
await act(asker, question.id, { intent: 'answer', commentId: answer! })

const browser = await launchChromium()
const host = new URL(base).hostname
const cookiesOf = (cookie: string) => cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' }))
let count = 0
try {
  for (const width of [360, 1280]) {
    for (const lang of ['bn', 'en']) {
      for (const theme of ['light', 'dark']) {
        const dir = `screenshots/notifications/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        for (const [who, cookie, shots] of [
          ['asker', asker, [['list', '/notifications'], ['settings', '/notifications/settings'], ['question', `${FORUM}/${question.id}`], ['forum', `${FORUM}`], ['unanswered', `${FORUM}?unanswered=1`]]],
          ['helper', helpers[0]!, [['helper-list', '/notifications']]],
        ] as const) {
          const context = await browser.newContext({ viewport: { width, height: 800 } })
          await context.addCookies([{ name: 'lang', value: lang, domain: host, path: '/' }, { name: 'theme', value: theme, domain: host, path: '/' }, ...cookiesOf(cookie)])
          const page = await context.newPage()
          await page.route('https://tile.openstreetmap.org/**', (route) => route.abort())
          for (const [name, path] of shots) {
            await page.goto(base + path, { waitUntil: 'load' })
            await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true)
            await page.evaluate(() => document.fonts.ready)
            await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
            if (name === 'list') await page.locator('header').first().screenshot({ path: `${dir}/bell.png` })
            count++
          }
          await context.close()
          void who
        }
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${count} screenshots in screenshots/notifications/`)
