// `npm run screenshots:mentions`: mentions (issue 44 §1) with sample data: the comment box's "@"
// suggestions open, a comment with a mention, and a member's public page, at 360 and 1280 px,
// Bengali and English, light and dark, into screenshots/mentions/.
import { mkdirSync } from 'node:fs'
import { launchChromium } from './lib/browser'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const server = await startServer({ SIGNUP_LIMIT_PER_HOUR: '1000', NEW_MEMBER_REVIEW: 'off' })
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
  for (const [k, v] of Object.entries({ tags: '', rulesRead: 'yes', ...fields })) form.append(k, v)
  return (await (await fetch(`${base}/api/forum/posts`, { method: 'POST', headers: { Origin: base, cookie }, body: form })).json()) as { id: number }
}
const act = (cookie: string, postId: number, fields: Record<string, string>) =>
  fetch(`${base}${FORUM}/${postId}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
async function setBio(cookie: string, name: string, bio: string) {
  const form = new FormData()
  for (const [k, v] of Object.entries({ intent: 'update-profile', name, bio })) form.append(k, v)
  await fetch(`${base}${FORUM}/profile`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie }, body: form })
}

const asker = await session('করিম উদ্দিন', 'asker@example.com')
const belal = await session('বেলাল হোসেন', 'belal@example.com')
await session('বেলাল আহমেদ', 'belal2@example.com')
await session('বেলায়েত করিম', 'belayet@example.com')
await session('Bellal Chowdhury', 'bellal@example.com')
const caller = await session('আমিনা খাতুন', 'amina@example.com')
await setBio(belal, 'বেলাল হোসেন', 'পল্লী বিদ্যুতের হাটহাজারী অফিসে কাজ করি। বিদ্যুৎ নিয়ে প্রশ্ন থাকলে জিজ্ঞেস করুন।')
const question = await newPost(asker, { title: 'পল্লী বিদ্যুতের অফিস শনিবার খোলা থাকে?', content: 'বিল নিয়ে একটু ঝামেলা হয়েছে, শনিবার গেলে কি কাউকে পাব?', category: 'question' })
await act(belal, question.id, { intent: 'comment', content: 'শনিবার সকাল ৯টা থেকে দুপুর ১টা পর্যন্ত খোলা থাকে।' })
await act(caller, question.id, { intent: 'comment', content: '@বেলাল হোসেন ভাই, বিলের ভুল কি ওখানেই ঠিক করা যায়?' })
await newPost(belal, { title: 'লোডশেডিংয়ের সময়সূচি কোথায় পাব?', content: 'পল্লী বিদ্যুতের ফেসবুক পাতায় প্রতিদিন সকালে দেওয়া হয়।', category: 'general' })
await newPost(belal, { title: 'নতুন মিটারের আবেদন', content: 'নতুন মিটারের জন্য জাতীয় পরিচয়পত্র আর জমির কাগজ লাগে।', category: 'suggestion' })
const html = await (await fetch(`${base}${FORUM}/${question.id}`)).text()
const memberPath = html.match(new RegExp(`href="(${FORUM}/members/[\\w-]+)"`))?.[1]
if (!memberPath) throw new Error('no mention link on the post page')

const browser = await launchChromium()
const host = new URL(base).hostname
const cookiesOf = (cookie: string) => cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' }))
let count = 0
try {
  for (const width of [360, 1280]) {
    for (const lang of ['bn', 'en'] as const) {
      for (const theme of ['light', 'dark']) {
        const dir = `screenshots/mentions/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        const context = await browser.newContext({ viewport: { width, height: 800 } })
        await context.addCookies([{ name: 'lang', value: lang, domain: host, path: '/' }, { name: 'theme', value: theme, domain: host, path: '/' }, ...cookiesOf(caller)])
        const page = await context.newPage()
        const prefix = lang === 'en' ? '/en' : ''
        const ready = async (path: string) => {
          await page.goto(base + prefix + path, { waitUntil: 'load' })
          await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true)
          await page.evaluate(() => document.fonts.ready)
        }
        // The suggestions, open after "@বেল", the first highlighted.
        await ready(`${FORUM}/${question.id}`)
        const box = page.locator('#new-comment')
        await box.click()
        await box.pressSequentially('@বেল')
        await page.getByRole('listbox').waitFor()
        await page.locator('#comments').screenshot({ path: `${dir}/suggestions.png` })
        count++
        // The mention in a comment, linked.
        await box.fill('')
        await page.locator('#comments ol').screenshot({ path: `${dir}/comment.png` })
        count++
        // The member's page.
        await ready(memberPath)
        await page.screenshot({ path: `${dir}/member.png`, fullPage: true })
        count++
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${count} screenshots in screenshots/mentions/`)
