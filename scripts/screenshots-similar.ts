// `npx tsx scripts/screenshots-similar.ts`: issue 44 §5, "This may already be answered", into
// screenshots/similar/: the new-post form with its suggestions (a question answered in the
// forum, the guide's hospitals) at 360 and 1280 px, the forum list's New Post dialog at 360 px,
// and the list under a post sent without JavaScript at 360 px; Bengali and English, light and dark.
import type { Page } from '@playwright/test'
import { launchChromium } from './lib/browser'
import { hydrated, screenshots, siteCookies, type Lang, type Theme } from './lib/screens'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const server = await startServer({ NEW_MEMBER_REVIEW: 'off', SIGNUP_LIMIT_PER_HOUR: '1000' })
const browser = await launchChromium()
const shots = screenshots('screenshots/similar')
const base = server.baseURL
let serial = 0

/** A new member's session cookie, signed up through /register. */
async function member(name: string): Promise<string> {
  const response = await fetch(`${base}/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email: `similar-shots-${Date.now()}-${serial++}@example.com`, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }),
  })
  // The session, not the "account ready" toast (it would cover the form in every picture).
  return response.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.startsWith('toast=')).join('; ')
}

const form = (cookie: string, path: string, body: FormData | URLSearchParams) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, Cookie: cookie }, body })

/** A question through the app, answered by a neighbour and, if `choose`, the answer chosen. */
async function question(title: string, content: string, answer: string, choose: boolean) {
  const asker = await member('প্রশ্নকর্তা')
  const helper = await member('সাহায্যকারী')
  const data = new FormData()
  for (const [key, value] of Object.entries({ title, content, category: 'question', tags: '', rulesRead: 'yes' })) data.set(key, value)
  const { id } = (await (await form(asker, '/api/forum/posts', data)).json()) as { id: number }
  await form(helper, `${FORUM}/${id}`, new URLSearchParams({ intent: 'comment', content: answer }))
  if (!choose) return
  const page = await (await fetch(`${base}${FORUM}/${id}`, { headers: { Cookie: asker } })).text()
  const commentId = /id="comment-(\d+)"/.exec(page)![1]!
  await form(asker, `${FORUM}/${id}`, new URLSearchParams({ intent: 'answer', commentId }))
}

await question('হাসপাতালের নম্বর কত?', 'রাতে জরুরি দরকার হলে কোন নম্বরে ফোন করব?', 'উপজেলা স্বাস্থ্য কমপ্লেক্সের নম্বর গাইডের হাসপাতালের পাতায় আছে।', true)
await question('সরকারি হাসপাতালে রাতে ডাক্তার থাকে? নম্বর কোথায় পাব', 'কেউ জানলে জানাবেন।', 'জরুরি বিভাগ সারারাত খোলা থাকে।', false)
await question('Hospital phone number?', 'Which number do I call at night?', 'The health complex’s number is on the guide’s hospitals page.', true)

const typed: Record<Lang, string> = { bn: 'হাসপাতালের নম্বর', en: 'hospital number' }
const heading: Record<Lang, string> = { bn: 'হয়তো এর উত্তর আগেই আছে', en: 'This may already be answered' }

async function signedIn(lang: Lang, theme: Theme, width: number, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme, serviceWorkers: 'block', javaScriptEnabled })
  const cookie = await member(lang === 'bn' ? 'নতুন প্রশ্নকর্তা' : 'New Asker')
  const domain = new URL(base).hostname
  await context.addCookies([...siteCookies(base, lang, theme), ...cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain, path: '/' }))])
  return context.newPage()
}

try {
  for (const lang of ['bn', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : ''
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        const page = await signedIn(lang, theme, width)
        await page.goto(`${base}${prefix}${FORUM}/new`, { waitUntil: 'load' })
        await hydrated(page)
        await page.getByLabel(lang === 'bn' ? 'শিরোনাম' : 'Title').pressSequentially(typed[lang], { delay: 20 })
        const region = page.getByRole('region', { name: heading[lang] })
        await region.getByRole('link').first().waitFor()
        await shots.take(page, `composer-${width}-${lang}-${theme}`, page.getByLabel(lang === 'bn' ? 'শিরোনাম' : 'Title'))
        await page.context().close()
      }
      // The forum list's New Post dialog: the same form.
      const listPage = await signedIn(lang, theme, 360)
      await listPage.goto(`${base}${prefix}${FORUM}`, { waitUntil: 'load' })
      await hydrated(listPage)
      await listPage.getByRole('main').getByRole('link', { name: lang === 'bn' ? 'নতুন পোস্ট' : 'New Post' }).first().click()
      const dialog = listPage.getByRole('dialog')
      await dialog.getByLabel(lang === 'bn' ? 'শিরোনাম' : 'Title').pressSequentially(typed[lang], { delay: 20 })
      await dialog.getByRole('region', { name: heading[lang] }).getByRole('link').first().waitFor()
      await shots.take(listPage, `dialog-360-${lang}-${theme}`)
      await listPage.context().close()

      // Without JavaScript: sent, then the list under the new post for its author.
      const plain = await signedIn(lang, theme, 360, false)
      await plain.goto(`${base}${prefix}${FORUM}/new`, { waitUntil: 'load' })
      await plain.getByLabel(lang === 'bn' ? 'শিরোনাম' : 'Title').fill(lang === 'bn' ? `হাসপাতালের নম্বর জানতে চাই (${theme})` : `Hospital number, please (${theme})`)
      await plain.getByLabel(lang === 'bn' ? 'বিষয়বস্তু' : 'Content').fill(lang === 'bn' ? 'মায়ের জন্য ডাক্তার দেখাতে হবে।' : 'My mother needs a doctor.')
      // A newcomer's first post: the rules' tick (issue 43 §5).
      await plain.getByRole('checkbox', { name: lang === 'bn' ? 'আমি কমিউনিটির নিয়মগুলো পড়েছি' : "I have read the community's rules" }).check()
      await plain.getByRole('button', { name: lang === 'bn' ? 'পোস্ট করুন' : 'Post' }).click()
      await plain.waitForURL(/posted=1$/)
      const list = plain.getByRole('region', { name: lang === 'bn' ? 'হয়তো আপনার প্রশ্নের উত্তর আগেই আছে' : 'Your question may already be answered' })
      await list.waitFor()
      await shots.take(plain, `after-posting-no-js-360-${lang}-${theme}`, list)
      await plain.context().close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${shots.count} screenshots in screenshots/similar/`)
