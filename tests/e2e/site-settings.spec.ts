import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { expect, hydrated, setLanguage, test } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'
import { freePort, ready, start, tempDataDir, type ServerProcess } from './server-process'

// A site as its operators run it, at 360 px, on one server of its own: newcomers' first writing
// waits for a moderator (NEW_MEMBER_REVIEW=first, the default; the run's shared server publishes
// it at once, as its tests register writers a moment before they post), and a donation wallet is
// set (the shared server has none). The tests that need these share it: the review queue and
// watched words (issue 43 §2, §3); "Remove spammer" and its undo (§4), whose removals list and
// blocked e-mail addresses are the whole site's, which no test on the shared server may see; and
// the donate page with its wallet.
const port = await freePort()
const base = `http://localhost:${port}`
const MODERATOR = 'site-moderator@example.com'
const MODERATOR_NAME = 'মিতা মডারেটর'
// A refused form is answered 400, which Chromium logs.
test.use({ baseURL: base, allowConsoleErrors: [/the server responded with a status of 4\d\d/] })
// In order, in one worker, so that the one server serves them all (each part's tests follow on
// from each other: serial within it).
test.describe.configure({ mode: 'default' })

let server: ServerProcess
/** The moderator's signed-in state, two-step sign-in done (moderators need it to act). */
let moderatorState: Awaited<ReturnType<BrowserContext['storageState']>>
test.beforeAll(async ({ browser }) => {
  // A server's start and a moderator's sign-up take longer than a test's 30 s on a busy machine.
  test.setTimeout(120_000)
  server = start({
    PORT: String(port), DATA_DIR: tempDataDir('hathazari-site-'), PUBLIC_URL: base, BOOTSTRAP_MODERATOR_EMAILS: MODERATOR, NEW_MEMBER_REVIEW: 'first',
    SIGNUP_LIMIT_PER_HOUR: '1000', DONATION_WALLET_PROVIDER: 'Test Wallet', DONATION_WALLET_NUMBER: '01900-123456', LOG_LEVEL: 'warn',
  })
  await ready(port)
  const setup = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 800 } })
  const page = await setup.newPage()
  await registerByPage(page, { email: MODERATOR, name: MODERATOR_NAME })
  await enrolTwoFactor(page)
  moderatorState = await setup.storageState()
  await setup.close()
})
test.afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
})

/** A phone: 360 px, in a language, with or without JavaScript, signed in as the moderator if asked. */
async function phone(browser: Browser, { javaScript = true, lang = 'bn' as 'bn' | 'en', moderator = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: javaScript, baseURL: base, storageState: moderator ? moderatorState : undefined })
  const page = await context.newPage()
  await setLanguage(page, lang)
  return page
}

// ---------------------------------------------------------------------------------------------
// Newcomers' first writing waits for a moderator, and watched words refuse a betting advert
// ---------------------------------------------------------------------------------------------

test.describe('the review queue', () => {
  test.describe.configure({ mode: 'serial' })

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
    moderator = await phone(browser, { lang: 'en', moderator: true })
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
    await moderator.context().close()
  })
})

// ---------------------------------------------------------------------------------------------
// "Remove spammer" and its undo
// ---------------------------------------------------------------------------------------------

test.describe('remove spammer', () => {
  test.describe.configure({ mode: 'serial' })

  /** A member signed up through /register, as an API client (cookies kept). */
  async function apiUser(name: string, email = uniqueEmail('spam-e2e')): Promise<APIRequestContext> {
    const client = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } })
    const response = await client.post('/register', { form: { name, email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
    expect(response.status()).toBe(302)
    return client
  }

  /**
   * A spammer as they get past the review of newcomers: a harmless first post, which a moderator
   * approves, so that what they write next goes up at once.
   */
  async function spammer(name: string, email?: string) {
    const client = await apiUser(name, email)
    const greeting = await client.post('/api/forum/posts', { multipart: { title: `সবাইকে সালাম ${Date.now()}`, content: 'নতুন এসেছি, সবাইকে সালাম।', category: 'general', tags: '', rulesRead: 'yes' } })
    expect(greeting.ok(), await greeting.text()).toBe(true)
    const { id, waiting } = await greeting.json() as { id: number; waiting: boolean }
    expect(waiting).toBe(true)
    const moderator = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base }, storageState: moderatorState })
    expect((await moderator.post('/moderation', { form: { intent: 'approve', type: 'post', id: String(id) }, maxRedirects: 0 })).status()).toBe(302)
    await moderator.dispose()
    return client
  }

  /** A spammer's advert, up at once and reported as spam by a reader, so that it is in the moderators' queue. */
  async function reportedAdvert(spammer: APIRequestContext, title: string) {
    const created = await spammer.post('/api/forum/posts', { multipart: { title, content: 'ঘরে বসে দিনে ৫০০০ টাকা আয় করুন, এখনই যোগাযোগ করুন।', category: 'general', tags: '', rulesRead: 'yes' } })
    expect(created.ok(), await created.text()).toBe(true)
    const { id, waiting } = await created.json() as { id: number; waiting: boolean }
    expect(waiting).toBe(false)
    const reader = await apiUser('সচেতন পাঠক')
    const reported = await reader.post(`/seeking-hathazari/${id}/report`, { form: { itemType: 'post', itemId: String(id), kind: 'spam', reason: 'এটি একটি বিজ্ঞাপন, স্প্যাম।' }, maxRedirects: 0 })
    expect(reported.status()).toBe(302)
    await reader.dispose()
    return id
  }

  test('a moderator removes a spammer from /moderation: everything of theirs goes, their e-mail cannot sign up; undo brings it back', async ({ browser, page }) => {
    test.setTimeout(120_000)
    const spammerEmail = uniqueEmail('betting')
    const account = await spammer('জুয়া এজেন্ট', spammerEmail)
    const title = `সস্তায় মোবাইল রিচার্জ ${Date.now()}`
    await reportedAdvert(account, title)
    await page.goto('/seeking-hathazari')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()

    const moderator = await phone(browser, { moderator: true })
    await moderator.goto('/moderation')
    const item = moderator.getByRole('article', { name: title })
    await expect(item).toBeVisible()
    await item.locator('summary', { hasText: 'স্প্যামার সরান' }).click()
    await item.getByLabel('এর ই-মেইল ঠিকানা দিয়ে আবার অ্যাকাউন্ট খোলাও বন্ধ করুন').check()
    await item.getByLabel('কারণ (লেখক প্রতিটি লুকানো লেখায় এটি দেখবেন)').fill('জুয়ার বিজ্ঞাপন')
    await item.getByLabel('হ্যাঁ, এই অ্যাকাউন্ট শুধু স্প্যামই দেয়').check()
    await item.getByRole('button', { name: 'স্প্যামার সরান' }).click()
    // Both their posts: the approved greeting and the advert.
    await expect(moderator.getByRole('status').filter({ hasText: 'স্প্যামার সরানো হয়েছে: ২টি পোস্ট ও ০টি মন্তব্য লুকানো হয়েছে' })).toBeVisible()
    const removals = moderator.getByRole('region', { name: 'গত ৭ দিনে সরানো স্প্যামার' })
    const removal = removals.getByRole('listitem').filter({ hasText: 'জুয়া এজেন্ট' })
    await expect(removal).toContainText(`সরিয়েছেন ${MODERATOR_NAME}`)
    await expect(removal).toContainText('লুকানো পোস্ট: ২')
    await expect(removal).toContainText('ই-মেইল বন্ধ')

    // Gone from the forum; the spammer is signed out everywhere.
    await page.goto('/seeking-hathazari')
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
    const profile = await account.get('/notifications', { maxRedirects: 0 })
    expect(profile.status()).toBe(302)
    expect(profile.headers().location).toMatch(/\/login\?/)

    // Their e-mail cannot sign up again: a plain refusal with a way to reach us, and no account.
    const signUp = await phone(browser)
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
    await signUp.context().close()

    // Undo: the advert is back, the e-mail no longer blocked (now it is just an existing account).
    await removal.getByRole('button', { name: 'ফিরিয়ে আনুন: জুয়া এজেন্ট' }).click()
    await expect(moderator.getByRole('status').filter({ hasText: 'সরানো বাতিল হয়েছে: ২টি পোস্ট ও ০টি মন্তব্য ফিরে এসেছে' })).toBeVisible()
    await expect(removal).toContainText(`${MODERATOR_NAME} ফিরিয়ে এনেছেন`)
    await expect(removal.getByRole('button')).toHaveCount(0)
    await page.goto('/seeking-hathazari')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    const again = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } })
    const exists = await again.post('/register', { form: { name: 'আবার', email: spammerEmail, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
    expect(await exists.text()).toContain('এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে')
    await again.dispose()
    await account.dispose()
    await moderator.context().close()
  })

  test('without JavaScript: the confirmation is asked for by the server, then the spammer is removed and the removal undone', async ({ browser }) => {
    test.setTimeout(90_000)
    const account = await spammer('ঋণ দালাল')
    const title = `সহজ শর্তে ঋণ ${Date.now()}`
    await reportedAdvert(account, title)
    const moderator = await phone(browser, { javaScript: false, moderator: true })
    await moderator.goto('/moderation')
    const item = moderator.getByRole('article', { name: title })
    await item.locator('summary', { hasText: 'স্প্যামার সরান' }).click()
    await item.getByLabel('কারণ (লেখক প্রতিটি লুকানো লেখায় এটি দেখবেন)').fill('ঋণের বিজ্ঞাপন')
    // Not confirmed: refused, nothing done.
    await item.getByRole('button', { name: 'স্প্যামার সরান' }).click()
    await expect(moderator.getByRole('alert').filter({ hasText: 'সরাতে হলে "হ্যাঁ, এই অ্যাকাউন্ট শুধু স্প্যামই দেয়" ঘরে টিক দিন।' })).toBeVisible()
    const stillThere = await account.get('/notifications', { maxRedirects: 0 })
    expect(stillThere.status()).toBe(200)

    await moderator.goto('/moderation')
    const again = moderator.getByRole('article', { name: title })
    await again.locator('summary', { hasText: 'স্প্যামার সরান' }).click()
    await again.getByLabel('কারণ (লেখক প্রতিটি লুকানো লেখায় এটি দেখবেন)').fill('ঋণের বিজ্ঞাপন')
    await again.getByLabel('হ্যাঁ, এই অ্যাকাউন্ট শুধু স্প্যামই দেয়').check()
    await again.getByRole('button', { name: 'স্প্যামার সরান' }).click()
    await expect(moderator).toHaveURL(/\/moderation$/)
    const removal = moderator.getByRole('region', { name: 'গত ৭ দিনে সরানো স্প্যামার' }).getByRole('listitem').filter({ hasText: 'ঋণ দালাল' })
    await expect(removal).toContainText('লুকানো পোস্ট: ২')
    expect((await account.get('/notifications', { maxRedirects: 0 })).status()).toBe(302)

    await removal.getByRole('button', { name: 'ফিরিয়ে আনুন: ঋণ দালাল' }).click()
    await expect(moderator).toHaveURL(/\/moderation$/)
    await expect(moderator.getByRole('region', { name: 'গত ৭ দিনে সরানো স্প্যামার' }).getByRole('listitem').filter({ hasText: 'ঋণ দালাল' })).toContainText('ফিরিয়ে এনেছেন')
    await account.dispose()
    await moderator.context().close()
  })
})

// ---------------------------------------------------------------------------------------------
// Donate, with a wallet set (the shared server's /donate, with none, is read by every-page.spec.ts)
// ---------------------------------------------------------------------------------------------

test('donate: shows the wallet, copies the number, flips the label for 2 s and confirms in a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  await setLanguage(page, 'en')
  await page.goto('/donate')
  await hydrated(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Test Wallet')).toBeVisible()
  await expect(main.getByText('01900-123456')).toBeVisible()
  await expect(main.getByText('Thank you for supporting Hathazari Guide!')).toBeVisible()
  const copy = main.getByRole('button', { name: 'Copy the number 01900-123456' })
  await copy.click()
  await expect(main.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01900-123456')
  const toast = page.getByRole('status').filter({ hasText: 'Copied to clipboard' })
  await expect(toast).toContainText('01900-123456')
  await expect(main.getByRole('button', { name: 'Copy the number 01900-123456' })).toBeVisible({ timeout: 3000 })
})
