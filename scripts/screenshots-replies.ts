// `npm run screenshots:replies`: replying to one comment (issue 44 §2): a threaded
// question (replies under their comment, one quoting it, a thread whose comment its author
// deleted, a reply chosen as the answer), the reply form opened on a reply, "Quote" on a
// selection, and a visitor's view, at 360 and 1280 px, Bengali and English, light and dark, into
// screenshots/replies/.
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
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return (await (await fetch(`${base}/api/forum/posts`, { method: 'POST', headers: { Origin: base, cookie }, body: form })).json()) as { id: number }
}
const act = (cookie: string, postId: number, fields: Record<string, string>) =>
  fetch(`${base}${FORUM}/${postId}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
/** A comment (or a reply to `replyTo`); its id, from the address the reply lands on or the page. */
async function say(cookie: string, postId: number, content: string, replyTo?: string) {
  const response = await act(cookie, postId, { intent: 'comment', content, ...(replyTo ? { replyTo } : {}) })
  const landed = /#comment-(\d+)$/.exec(response.headers.get('location') ?? '')?.[1]
  if (landed) return landed
  const html = await (await fetch(`${base}${FORUM}/${postId}`)).text()
  const id = html.includes(content) ? [...html.slice(0, html.indexOf(content)).matchAll(/id="comment-(\d+)"/g)].at(-1)?.[1] : undefined
  if (!id) throw new Error(`not posted (${response.status} ${response.headers.get('location')}): ${content}`)
  return id
}

const asker = await session('করিম উদ্দিন', 'asker@example.com')
let question: { id: number }
let first: string, quoted: string
try {
  const [rahima, salma, jahid] = await Promise.all(['রহিমা বেগম', 'সালমা আক্তার', 'জাহিদ হাসান'].map((name, i) => session(name, `helper${i}@example.com`)))
  question = await newPost(asker, { title: 'চমেক হাসপাতালের জরুরি বিভাগের নম্বর কত?', content: 'রাতে হঠাৎ দরকার হলে কাকে ফোন করব? কেউ জানলে জানাবেন।', category: 'question', tags: 'হাসপাতাল', rulesRead: 'yes' })
  first = await say(rahima!, question.id, 'চমেকের জরুরি বিভাগ সারারাত খোলা থাকে। অ্যাম্বুলেন্স লাগলে ৯৯৯-এ ফোন করুন, ওরা পাঠিয়ে দেয়।')
  quoted = await say(asker, question.id, '> অ্যাম্বুলেন্স লাগলে ৯৯৯-এ ফোন করুন\n\nধন্যবাদ! ৯৯৯ কি হাটহাজারী থেকেও অ্যাম্বুলেন্স পাঠায়?', first)
  const answer = await say(salma!, question.id, 'হ্যাঁ, গত মাসে আমার বাবার জন্য ৯৯৯ থেকেই অ্যাম্বুলেন্স এসেছিল, আধা ঘণ্টা লেগেছিল।', first)
  const gone = await say(jahid!, question.id, 'আমার কাছে একটা নম্বর আছে, কিন্তু নিশ্চিত না ঠিক কিনা।')
  await say(salma!, question.id, '> আমার কাছে একটা নম্বর আছে\n\nনিশ্চিত না হলে দেবেন না ভাই, ভুল নম্বরে সময় নষ্ট হয়।', gone)
  await say(asker, question.id, 'ঠিক, যাচাই করা নম্বরই ভালো।', gone)
  // Its author takes the comment back: its replies stay, under "removed", and the quotation of it goes too.
  await act(jahid!, question.id, { intent: 'delete-comment', commentId: gone })
  await act(asker, question.id, { intent: 'answer', commentId: answer })
} catch (error) {
  await server.stop()
  throw error
}

const browser = await launchChromium()
const host = new URL(base).hostname
const cookiesOf = (cookie: string) => cookie.split('; ').map((c) => ({ name: c.split('=')[0]!, value: c.slice(c.indexOf('=') + 1), domain: host, path: '/' }))
let count = 0
try {
  for (const width of [360, 1280]) {
    for (const lang of ['bn', 'en'] as const) {
      for (const theme of ['light', 'dark']) {
        const dir = `screenshots/replies/${width}/${lang}-${theme}`
        mkdirSync(dir, { recursive: true })
        for (const who of ['asker', 'visitor'] as const) {
          const context = await browser.newContext({ viewport: { width, height: 800 } })
          await context.addCookies([{ name: 'lang', value: lang, domain: host, path: '/' }, { name: 'theme', value: theme, domain: host, path: '/' }, ...(who === 'asker' ? cookiesOf(asker) : [])])
          const page = await context.newPage()
          const open = async (path: string) => {
            await page.goto(`${base}${lang === 'en' ? '/en' : ''}${path}`, { waitUntil: 'load' })
            await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true)
            await page.evaluate(() => document.fonts.ready)
          }
          await open(`${FORUM}/${question.id}`)
          if (who === 'visitor') {
            await page.locator('#comments').screenshot({ path: `${dir}/visitor.png` })
            count++
          } else {
            await page.screenshot({ path: `${dir}/thread.png`, fullPage: true })
            // "Quote" on words of the first comment.
            const words = page.locator(`#comment-${first} [data-quotable] p`).first()
            await words.scrollIntoViewIfNeeded()
            const box = (await words.boundingBox())!
            // The selection's code comes after the page: a selection made before it is not offered "Quote".
            const quote = page.getByRole('button', { name: lang === 'en' ? 'Quote' : 'উদ্ধৃত করুন' })
            for (let attempt = 0; attempt < 10 && !(await quote.isVisible()); attempt++) {
              await page.mouse.click(box.x + box.width / 2, box.y - 40)
              await page.mouse.move(box.x + 2, box.y + 8)
              await page.mouse.down()
              await page.mouse.move(box.x + Math.min(box.width - 4, 220), box.y + 8, { steps: 5 })
              await page.mouse.up()
              await quote.waitFor({ timeout: 1000 }).catch(() => {})
            }
            await page.keyboard.press('Tab')
            await page.locator(`#comment-${first}`).screenshot({ path: `${dir}/quote.png` })
            // The reply form opened on a reply: its thread is answered, its author called by name.
            await open(`${FORUM}/${question.id}?replyTo=${quoted}`)
            await page.locator(`#comment-${quoted}`).screenshot({ path: `${dir}/reply-form.png` })
            count += 3
          }
          await context.close()
        }
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${count} screenshots in screenshots/replies/`)
