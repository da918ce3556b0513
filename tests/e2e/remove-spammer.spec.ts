import { request as playwrightRequest, type APIRequestContext, type Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'
import { freePort, ready, start, tempDataDir, type ServerProcess } from './server-process'

// "Remove spammer" and its undo (issue 43 §4) at 360 px, on a server of its own: the removals
// list and the blocked e-mail addresses are the whole site's, which no other test may see.
const port = await freePort()
const base = `http://localhost:${port}`
const MODERATOR = 'spam-moderator@example.com'
test.use({ baseURL: base, allowConsoleErrors: [/the server responded with a status of 4\d\d/] })
test.describe.configure({ mode: 'serial' })

let server: ServerProcess
test.beforeAll(async () => {
  test.setTimeout(120_000)
  // Newcomers' posts are published at once here, so that a reader can report the advert.
  server = start({ PORT: String(port), DATA_DIR: tempDataDir('hathazari-spam-'), PUBLIC_URL: base, BOOTSTRAP_MODERATOR_EMAILS: MODERATOR, NEW_MEMBER_REVIEW: 'off', SIGNUP_LIMIT_PER_HOUR: '1000', LOG_LEVEL: 'warn' })
  await ready(port)
})
test.afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
})

/** A member signed up through /register, as an API client (cookies kept). */
async function apiUser(name: string, email = uniqueEmail('spam-e2e')): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } })
  const response = await client.post('/register', { form: { name, email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  return client
}

/** A spammer's advert, reported as spam by a reader so that it is in the moderators' queue. */
async function reportedAdvert(spammer: APIRequestContext, title: string) {
  const created = await spammer.post('/api/forum/posts', { multipart: { title, content: 'ঘরে বসে দিনে ৫০০০ টাকা আয় করুন, এখনই যোগাযোগ করুন।', category: 'general', tags: '', rulesRead: 'yes' } })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = await created.json() as { id: number }
  const reader = await apiUser('সচেতন পাঠক')
  const reported = await reader.post(`/seeking-hathazari/${id}/report`, { form: { itemType: 'post', itemId: String(id), kind: 'spam', reason: 'এটি একটি বিজ্ঞাপন, স্প্যাম।' }, maxRedirects: 0 })
  expect(reported.status()).toBe(302)
  await reader.dispose()
  return id
}

let moderatorState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>

async function moderatorContext(browser: Browser, javaScriptEnabled = true) {
  return browser.newContext({ baseURL: base, viewport: { width: 360, height: 800 }, javaScriptEnabled, storageState: moderatorState })
}

test('a moderator removes a spammer from /moderation: everything of theirs goes, their e-mail cannot sign up; undo brings it back', async ({ browser, page }) => {
  test.setTimeout(120_000)
  const spammerEmail = uniqueEmail('betting')
  const spammer = await apiUser('জুয়া এজেন্ট', spammerEmail)
  const title = `সস্তায় মোবাইল রিচার্জ ${Date.now()}`
  await reportedAdvert(spammer, title)
  await page.goto('/seeking-hathazari')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  const setup = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 800 } })
  const first = await setup.newPage()
  await registerByPage(first, { email: MODERATOR, name: 'স্প্যাম মডারেটর' })
  await enrolTwoFactor(first)
  moderatorState = await setup.storageState()
  await setup.close()

  const context = await moderatorContext(browser)
  const moderator = await context.newPage()
  await moderator.goto('/moderation')
  const item = moderator.getByRole('article', { name: title })
  await expect(item).toBeVisible()
  await item.locator('summary', { hasText: 'স্প্যামার সরান' }).click()
  await item.getByLabel('এর ই-মেইল ঠিকানা দিয়ে আবার অ্যাকাউন্ট খোলাও বন্ধ করুন').check()
  await item.getByLabel('কারণ (লেখক প্রতিটি লুকানো লেখায় এটি দেখবেন)').fill('জুয়ার বিজ্ঞাপন')
  await item.getByLabel('হ্যাঁ, এই অ্যাকাউন্ট শুধু স্প্যামই দেয়').check()
  await item.getByRole('button', { name: 'স্প্যামার সরান' }).click()
  await expect(moderator.getByRole('status').filter({ hasText: 'স্প্যামার সরানো হয়েছে: ১টি পোস্ট ও ০টি মন্তব্য লুকানো হয়েছে' })).toBeVisible()
  const removals = moderator.getByRole('region', { name: 'গত ৭ দিনে সরানো স্প্যামার' })
  const removal = removals.getByRole('listitem').filter({ hasText: 'জুয়া এজেন্ট' })
  await expect(removal).toContainText('সরিয়েছেন স্প্যাম মডারেটর')
  await expect(removal).toContainText('লুকানো পোস্ট: ১')
  await expect(removal).toContainText('ই-মেইল বন্ধ')

  // Gone from the forum; the spammer is signed out everywhere.
  await page.goto('/seeking-hathazari')
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
  const profile = await spammer.get('/notifications', { maxRedirects: 0 })
  expect(profile.status()).toBe(302)
  expect(profile.headers().location).toMatch(/\/login\?/)

  // Their e-mail cannot sign up again: a plain refusal with a way to reach us, and no account.
  const stranger = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 800 } })
  const signUp = await stranger.newPage()
  await signUp.goto('/register')
  await signUp.getByLabel('নাম', { exact: true }).fill('আবার এলাম')
  await signUp.getByLabel('ইমেইল', { exact: true }).fill(spammerEmail.toUpperCase())
  await signUp.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret1')
  await signUp.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('secret1')
  await signUp.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click()
  const refusal = signUp.getByRole('alert').filter({ hasText: 'এই ই-মেইল ঠিকানা দিয়ে এখানে অ্যাকাউন্ট খোলা যাবে না। ভুল হয়েছে মনে হলে আমাদের সঙ্গে যোগাযোগ করুন।' })
  await expect(refusal).toBeVisible()
  await expect(refusal.getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/contact')
  await expect(signUp).toHaveURL(/\/register$/)
  await stranger.close()

  // Undo: the advert is back, the e-mail no longer blocked (now it is just an existing account).
  await removal.getByRole('button', { name: 'ফিরিয়ে আনুন: জুয়া এজেন্ট' }).click()
  await expect(moderator.getByRole('status').filter({ hasText: 'সরানো বাতিল হয়েছে: ১টি পোস্ট ও ০টি মন্তব্য ফিরে এসেছে' })).toBeVisible()
  await expect(removal).toContainText('স্প্যাম মডারেটর ফিরিয়ে এনেছেন')
  await expect(removal.getByRole('button')).toHaveCount(0)
  await page.goto('/seeking-hathazari')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  const again = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } })
  const exists = await again.post('/register', { form: { name: 'আবার', email: spammerEmail, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
  expect(await exists.text()).toContain('এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে')
  await again.dispose()
  await spammer.dispose()
  await context.close()
})

test('without JavaScript: the confirmation is asked for by the server, then the spammer is removed and the removal undone', async ({ browser }) => {
  test.setTimeout(90_000)
  const spammer = await apiUser('ঋণ দালাল')
  const title = `সহজ শর্তে ঋণ ${Date.now()}`
  await reportedAdvert(spammer, title)
  const context = await moderatorContext(browser, false)
  const moderator = await context.newPage()
  await moderator.goto('/moderation')
  const item = moderator.getByRole('article', { name: title })
  await item.locator('summary', { hasText: 'স্প্যামার সরান' }).click()
  await item.getByLabel('কারণ (লেখক প্রতিটি লুকানো লেখায় এটি দেখবেন)').fill('ঋণের বিজ্ঞাপন')
  // Not confirmed: refused, nothing done.
  await item.getByRole('button', { name: 'স্প্যামার সরান' }).click()
  await expect(moderator.getByRole('alert').filter({ hasText: 'সরাতে হলে "হ্যাঁ, এই অ্যাকাউন্ট শুধু স্প্যামই দেয়" ঘরে টিক দিন।' })).toBeVisible()
  const stillThere = await spammer.get('/notifications', { maxRedirects: 0 })
  expect(stillThere.status()).toBe(200)

  await moderator.goto('/moderation')
  const again = moderator.getByRole('article', { name: title })
  await again.locator('summary', { hasText: 'স্প্যামার সরান' }).click()
  await again.getByLabel('কারণ (লেখক প্রতিটি লুকানো লেখায় এটি দেখবেন)').fill('ঋণের বিজ্ঞাপন')
  await again.getByLabel('হ্যাঁ, এই অ্যাকাউন্ট শুধু স্প্যামই দেয়').check()
  await again.getByRole('button', { name: 'স্প্যামার সরান' }).click()
  await expect(moderator).toHaveURL(/\/moderation$/)
  const removal = moderator.getByRole('region', { name: 'গত ৭ দিনে সরানো স্প্যামার' }).getByRole('listitem').filter({ hasText: 'ঋণ দালাল' })
  await expect(removal).toContainText('লুকানো পোস্ট: ১')
  expect((await spammer.get('/notifications', { maxRedirects: 0 })).status()).toBe(302)

  await removal.getByRole('button', { name: 'ফিরিয়ে আনুন: ঋণ দালাল' }).click()
  await expect(moderator).toHaveURL(/\/moderation$/)
  await expect(moderator.getByRole('region', { name: 'গত ৭ দিনে সরানো স্প্যামার' }).getByRole('listitem').filter({ hasText: 'ঋণ দালাল' })).toContainText('ফিরিয়ে এনেছেন')
  await spammer.dispose()
  await context.close()
})
