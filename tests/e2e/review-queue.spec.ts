import type { Browser, Page } from '@playwright/test'
import { expect, hydrated, setLanguage, test } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'
import { freePort, ready, start, tempDataDir, type ServerProcess } from './server-process'

// Newcomers' first writing waits for a moderator (issue 43 §2), and watched words refuse a betting
// advert (§3), at 360 px on a server of its own: NEW_MEMBER_REVIEW=first, as a real site runs.
const port = await freePort()
const base = `http://localhost:${port}`
const MODERATOR = 'queue-moderator@example.com'
test.use({ baseURL: base })
test.describe.configure({ mode: 'serial' })

let server: ServerProcess
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = start({ PORT: String(port), DATA_DIR: tempDataDir('hathazari-queue-'), PUBLIC_URL: base, BOOTSTRAP_MODERATOR_EMAILS: MODERATOR, NEW_MEMBER_REVIEW: 'first', SIGNUP_LIMIT_PER_HOUR: '1000', LOG_LEVEL: 'warn' })
  await ready(port)
})
test.afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
})

// A refused form is answered 400, which Chromium logs.
test.use({ allowConsoleErrors: [/the server responded with a status of 4\d\d/] })

async function phone(browser: Browser, { javaScript = true, lang = 'bn' as 'bn' | 'en' } = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: javaScript, baseURL: base })
  const page = await context.newPage()
  await setLanguage(page, lang)
  return page
}

/** Writes a post through /seeking-hathazari/new (a newcomer ticks the rules first). */
async function writePost(page: Page, title: string, content: string, javaScript = true) {
  await page.goto('/seeking-hathazari/new')
  // The title's counter is the page's own state: typing before hydration would be reset.
  if (javaScript) await hydrated(page)
  await page.getByLabel('শিরোনাম').fill(title)
  await page.getByLabel('বিষয়বস্তু').fill(content)
  const tick = page.getByRole('checkbox', { name: 'আমি কমিউনিটির নিয়মগুলো পড়েছি' })
  if (await tick.count()) await tick.check()
  await page.getByRole('button', { name: 'পোস্ট করুন' }).click()
}

let moderator: Page
let newcomer: Page
const title = `হাটহাজারী কলেজের ভর্তি কবে শুরু? ${Date.now()}`
let postPath = ''

test('a newcomer’s first post waits: its author sees it marked, nobody else sees it, and a moderator approves it from a phone', async ({ browser }) => {
  test.setTimeout(120_000)
  newcomer = await phone(browser)
  await registerByPage(newcomer, { email: uniqueEmail('newcomer'), name: 'নতুন প্রতিবেশী' })
  await writePost(newcomer, title, 'কেউ কি জানেন এ বছর একাদশ শ্রেণির ভর্তি কবে শুরু হবে?')
  await expect(newcomer).toHaveURL(/\/seeking-hathazari\/\d+$/)
  postPath = new URL(newcomer.url()).pathname
  await expect(newcomer.getByRole('status').filter({ hasText: 'আপনার পোস্টটি মডারেটরের অপেক্ষায়' })).toBeVisible()
  await expect(newcomer.getByText('মডারেটরের অপেক্ষায়: একজন মডারেটর অনুমোদন না করা পর্যন্ত এই পোস্টটি শুধু আপনি দেখতে পাচ্ছেন।')).toBeVisible()
  // Its author can still edit or delete it.
  await expect(newcomer.getByRole('link', { name: 'সম্পাদনা' })).toBeVisible()
  await expect(newcomer.getByRole('link', { name: 'মুছুন' })).toBeVisible()

  // A visitor: not in the list, not in search, and its address says "not found".
  const visitor = await phone(browser, { javaScript: false })
  await visitor.goto(`/seeking-hathazari?q=${encodeURIComponent('একাদশ শ্রেণির ভর্তি')}`)
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)
  await visitor.goto(postPath)
  await expect(visitor).toHaveURL(/\/seeking-hathazari$/)

  // The moderator, on a phone in English: two taps, the queue and Approve.
  moderator = await phone(browser, { lang: 'en' })
  await registerByPage(moderator, { email: MODERATOR, name: 'Mita Moderator' })
  await enrolTwoFactor(moderator, 'en')
  await moderator.goto('/en/moderation')
  const item = moderator.getByRole('article').filter({ hasText: title })
  await expect(item.getByText('Waiting for a moderator', { exact: true })).toBeVisible()
  await expect(item.getByText('A new member\'s first writing: nobody else sees it until it is approved.')).toBeVisible()
  await expect(item.getByText(/^Held (now|\d+ (seconds?|minutes?) ago) \(/)).toBeVisible()
  await item.getByRole('button', { name: 'Approve' }).click()
  await expect(moderator.getByRole('status').filter({ hasText: 'Approved: it is up, and its author was told.' })).toBeVisible()
  await expect(moderator.getByRole('article').filter({ hasText: title })).toHaveCount(0)

  // Up for everyone, and its author is told.
  await visitor.goto('/seeking-hathazari')
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
  await newcomer.goto('/notifications')
  await expect(newcomer.getByText(/একজন মডারেটর অনুমোদন করেছেন/)).toBeVisible()
  await visitor.context().close()
})

test('without JavaScript, a newcomer’s first comment waits; approved, the post’s author is told', async ({ browser }) => {
  test.setTimeout(90_000)
  const commenter = await phone(browser, { javaScript: false })
  await registerByPage(commenter, { email: uniqueEmail('commenter'), name: 'করিম' })
  await commenter.goto(postPath)
  await commenter.getByLabel('আপনার মন্তব্য').fill('জুলাইয়ের প্রথম সপ্তাহে, কলেজের নোটিশ বোর্ডে দেখেছি।')
  await commenter.getByRole('button', { name: 'জমা দিন' }).click()
  await expect(commenter.getByRole('status').filter({ hasText: 'আপনার মন্তব্যটি মডারেটরের অপেক্ষায়' })).toBeVisible()
  await expect(commenter.getByText('মডারেটরের অপেক্ষায়: এই মন্তব্যটি শুধু আপনি দেখতে পাচ্ছেন।')).toBeVisible()

  await moderator.goto('/en/moderation')
  const item = moderator.getByRole('article').filter({ hasText: 'জুলাইয়ের প্রথম সপ্তাহে' })
  await item.getByRole('button', { name: 'Approve' }).click()
  await expect(moderator.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible()

  const reader = await phone(browser, { javaScript: false })
  await reader.goto(postPath)
  await expect(reader.getByText('জুলাইয়ের প্রথম সপ্তাহে, কলেজের নোটিশ বোর্ডে দেখেছি।')).toBeVisible()
  await reader.context().close()
  // The post's author is told of the comment now, as if it had just been written.
  await newcomer.goto('/notifications')
  await expect(newcomer.getByText(/করিম.*মন্তব্য/)).toBeVisible()
  await newcomer.context().close()
  await commenter.context().close()
})

test('a betting advert is refused with the rule it breaks, not the word, and nothing is posted (with and without JavaScript)', async ({ browser }) => {
  test.setTimeout(90_000)
  for (const javaScript of [false, true]) {
    const page = await phone(browser, { javaScript })
    await registerByPage(page, { email: uniqueEmail('spammer'), name: 'অফার' })
    const advert = `দারুণ অফার ${Date.now()}`
    await writePost(page, advert, 'প্রথম ডি-পো-জি-টে ১০০% বোনাস! এখনই খেলুন', javaScript)
    await expect(page.getByText('লেখাটি কমিউনিটির একটি নিয়ম ভাঙছে: বাজি বা জুয়ার বিজ্ঞাপন দেওয়া যাবে না। অনুগ্রহ করে লেখাটি বদলে নিন।').first()).toBeVisible()
    await expect(page).toHaveURL(/\/seeking-hathazari\/new$/)
    await page.context().close()
    await moderator.goto('/en/moderation')
    await expect(moderator.getByText(advert)).toHaveCount(0)
  }
})
