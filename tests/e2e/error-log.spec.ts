// The admins' error log end to end (issue 46 §2): the production build on a server of its own,
// a real error forced, and an admin with two-step sign-in reading it on /moderation/errors at
// 360 px, in Bengali and in English, marking it resolved and opening it again.
//
// How the error is forced: uploads go to an S3 store at a loopback port where nothing listens
// (UPLOADS_S3_URL), so a post with a photo fails as it would when a real store is down: the
// server logs "image storage failed" inside the request and answers 503, and at start it logs
// that the bucket cannot be reached, outside any request. Nothing in the production build exists
// for this test (no route that throws, no switch read from the environment): it is the real path,
// with the request the error log must describe (method, route pattern, status, language, signed in).
import { request as playwrightRequest, type Browser, type BrowserContext } from '@playwright/test'
import sharp from 'sharp'
import { expect, setLanguage, test } from './fixtures'
import { enrolTwoFactor, registerByPage, tickRulesIfAsked, uniqueEmail } from './helpers'
import { freePort, ready, start, tempDataDir, type ServerProcess } from './server-process'

const port = await freePort()
const deadPort = await freePort()
const base = `http://localhost:${port}`
const ADMIN = 'errors-admin@example.com'
// Keys that must never reach the page (the store's address carries them).
const KEY_ID = 'AKIAERRORLOGE2E'
const SECRET = 'e2eSecretKey9f86d081884c7d659a2feaa0c5'
// The 503 answer and the refused cross-origin form are logged by Chromium.
test.use({ baseURL: base, allowConsoleErrors: [/the server responded with a status of (403|503)/] })
test.describe.configure({ mode: 'serial' })

let server: ServerProcess
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>

test.beforeAll(async ({ browser }) => {
  // A server's start and an admin's sign-up take longer than a test's 30 s on a busy machine.
  test.setTimeout(120_000)
  server = start({
    PORT: String(port), DATA_DIR: tempDataDir('hathazari-errors-'), PUBLIC_URL: base, BOOTSTRAP_ADMIN_EMAILS: ADMIN, LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_HOUR: '1000', NEW_MEMBER_REVIEW: 'off',
    UPLOADS_S3_URL: `s3://${KEY_ID}:${SECRET}@127.0.0.1:${deadPort}/hg-uploads?tls=0`,
  })
  await ready(port)
  const setup = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 800 } })
  const page = await setup.newPage()
  await registerByPage(page, { email: ADMIN, name: 'সাইফুল অ্যাডমিন' })
  await enrolTwoFactor(page)
  adminState = await setup.storageState()
  await setup.close()
})
test.afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
})

/** A phone: 360 px, in a language, signed in as the admin unless told otherwise. */
async function phone(browser: Browser, { lang = 'bn' as 'bn' | 'en', admin = true, javaScript = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: base, javaScriptEnabled: javaScript, storageState: admin ? adminState : undefined })
  const page = await context.newPage()
  await setLanguage(page, lang)
  return page
}

test('a photo the store cannot take is in the admins’ error log, in Bengali, at 360 px, with its request and without secrets', async ({ browser }) => {
  test.setTimeout(90_000)
  // The admin writes a post with a photo, in Bengali, without JavaScript: a plain form post.
  const writer = await phone(browser, { javaScript: false })
  await writer.goto('/seeking-hathazari/new')
  await writer.getByLabel('শিরোনাম').fill(`হালদার পাড়ে সূর্যাস্ত ${Date.now()}`)
  await writer.getByLabel('বিষয়বস্তু').fill('আজ বিকেলে নদীর পাড় থেকে তোলা ছবি।')
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c84' } }).jpeg().toBuffer()
  await writer.getByLabel('ছবি (ঐচ্ছিক)').setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: photo })
  await tickRulesIfAsked(writer)
  const [answer] = await Promise.all([
    writer.waitForResponse((response) => response.request().method() === 'POST'),
    writer.getByRole('button', { name: 'পোস্ট করুন' }).click(),
  ])
  expect(answer.status()).toBe(503)
  await writer.context().close()

  const page = await phone(browser)
  const group = page.getByRole('article', { name: 'image storage failed' })
  // Written a moment after the answer (batched, off the request): look until it is there.
  await expect(async () => {
    await page.goto('/moderation/errors')
    await expect(group).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'সার্ভারের ত্রুটি ও সতর্কবার্তা' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^খোলা \([০-৯]+\)$/ })).toHaveAttribute('aria-current', 'page')
  await expect(group.getByText('ত্রুটি', { exact: true })).toBeVisible()
  await expect(group.getByText('১ বার')).toBeVisible()
  // The example request: its method and route pattern (never the address), status, language, signed in.
  const request = group.locator('dd').filter({ hasText: 'POST' })
  await expect(request).toHaveText('POST /en?/seeking-hathazari/new · উত্তর 503 · বাংলায় · সাইন ইন করা')
  await expect(group.getByText(/^storeImage \(/)).toBeVisible()
  // The stack is folded away, and opens.
  await group.getByText('স্ট্যাক').click()
  await expect(group.locator('pre')).toContainText('storeImage')
  // The store's failure at start, outside any request.
  const atStart = page.getByRole('article').filter({ hasText: 'UPLOADS_S3_URL: the bucket could not be reached' })
  await expect(atStart).toBeVisible()
  await expect(atStart.getByText('কোনো অনুরোধে নয় (পেছনের কাজ বা চালু হওয়ার সময়)')).toBeVisible()

  // The page's document (its data included) never carries the store's keys; what the log shows
  // carries no e-mail address.
  const html = await page.content()
  expect(html).not.toContain(SECRET)
  expect(html).not.toContain(KEY_ID)
  expect(await page.getByRole('list', { name: 'সার্ভারের ত্রুটি ও সতর্কবার্তা' }).innerText()).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i)
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // The admins' summary on /moderation counts it and links here.
  await page.goto('/moderation')
  const summary = page.getByRole('region', { name: 'এক নজরে সাইট' })
  const line = summary.getByRole('link', { name: /[০-৯]+টি ত্রুটি, [০-৯]+টি সতর্কবার্তা/ })
  await expect(line).toBeVisible()
  await line.click()
  await expect(page).toHaveURL(/\/moderation\/errors$/)
  await page.context().close()
})

test('in English an admin marks it resolved from the keyboard, finds it under Resolved, and opens it again', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await phone(browser, { lang: 'en' })
  await page.goto('/en/moderation/errors')
  await expect(page.getByRole('heading', { level: 1, name: 'Server errors and warnings' })).toBeVisible()
  const group = page.getByRole('article', { name: 'image storage failed' })
  await expect(group.getByText('Error', { exact: true })).toBeVisible()
  await expect(group.locator('dd').filter({ hasText: 'POST' })).toHaveText('POST /en?/seeking-hathazari/new · answered 503 · in Bengali · signed in')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // A native button in a plain form: reached and pressed from the keyboard.
  const resolve = group.getByRole('button', { name: 'Mark resolved' })
  await resolve.focus()
  await expect(resolve).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Marked resolved: it is hidden until it happens again.' })).toBeVisible()
  await expect(group).toHaveCount(0)

  await page.getByRole('link', { name: 'Resolved (1)' }).click()
  await expect(page).toHaveURL(/\/en\/moderation\/errors\?show=resolved$/)
  const resolved = page.getByRole('article', { name: 'image storage failed' })
  await expect(resolved.getByText(/^Marked resolved .+; hidden until it happens again\.$/)).toBeVisible()
  await resolved.getByRole('button', { name: 'Reopen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Reopened: it is back in the list.' })).toBeVisible()
  await page.goto('/en/moderation/errors')
  await expect(page.getByRole('article', { name: 'image storage failed' })).toBeVisible()

  // The audit log names both decisions.
  await page.goto('/en/moderation/audit')
  await expect(page.getByRole('cell', { name: 'Server error marked resolved' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Server error reopened' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Server error: image storage failed' }).first()).toBeVisible()
  await page.context().close()
})

test('others are refused: a visitor signs in, a member gets 403, a forged page or a form from another site changes nothing', async ({ browser }) => {
  test.setTimeout(60_000)
  const visitor = await phone(browser, { admin: false })
  await visitor.goto('/moderation/errors')
  await expect(visitor).toHaveURL(/\/login\?redirectTo=%2Fmoderation%2Ferrors$/)
  await registerByPage(visitor, { email: uniqueEmail('errors-member') })
  const response = await visitor.goto('/moderation/errors')
  expect(response?.status()).toBe(403)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('শুধু মডারেটরদের জন্য')
  await visitor.context().close()

  const page = await phone(browser, { lang: 'en' })
  const forged = await page.goto('/en/moderation/errors?before=999999999999999999_1')
  expect(forged?.status()).toBe(400)
  await expect(page.getByRole('alert')).toContainText('This page of the list does not exist: its link is broken or was changed.')
  await page.getByRole('link', { name: 'Most recent' }).click()
  await expect(page.getByRole('article', { name: 'image storage failed' })).toBeVisible()
  const key = await page.getByRole('article', { name: 'image storage failed' }).locator('input[name="key"]').inputValue()
  await page.context().close()

  // The admin's own session, from another site's form: refused by the Origin check.
  const elsewhere = await playwrightRequest.newContext({ baseURL: base, storageState: adminState, extraHTTPHeaders: { Origin: 'https://evil.example' } })
  const refused = await elsewhere.post('/moderation/errors', { form: { intent: 'resolve', key }, maxRedirects: 0 })
  expect(refused.status()).toBe(403)
  await elsewhere.dispose()
  const again = await phone(browser, { lang: 'en' })
  await again.goto('/en/moderation/errors')
  await expect(again.getByRole('article', { name: 'image storage failed' }).getByRole('button', { name: 'Mark resolved' })).toBeVisible()
  await again.context().close()
})
