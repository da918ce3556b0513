import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, setLanguage, test } from './fixtures'

// "Did the call go through?" (issue 42 §3) at 360 px. These tests share the run's server: they
// answer only "yes" and "no answer" about the National Bank's number, which no other test reads
// (a "yes" shows on the page only from five a month, and they never put the number in doubt).

const BANK_CALL = 'a[data-call-ask="banks/national-bank-hathazari"]'

test.beforeEach(async ({ page }) => {
  // The browser stays on the page: a tel: link would hand the number to the phone's dialer.
  await page.addInitScript(() => {
    addEventListener('click', (event) => {
      if ((event.target as Element).closest?.('a[href^="tel:"]')) event.preventDefault()
    })
  })
})

/**
 * Taps the call link, then the page is hidden (the dialer) and visible again (back from the call).
 * A guide record's link is first noted by the page (the dialer takes longer than that).
 */
async function callAndComeBack(page: Page, link: Locator, { noted = true } = {}) {
  await link.click()
  if (noted) await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hg-call-pending'))).not.toBeNull()
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange'))
    }
  })
}

const isFeedback = (url: string) => new URL(url).pathname === '/api/call-feedback'

/**
 * The page has drawn what it does on coming back: the prompt is decided as the page turns
 * visible, and React draws it by the next frame (two frames: its update, then the paint).
 */
const drawn = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

test('back from a call on /banks, the page asks under the number; the answer is counted and the number is not asked about again that day', async ({ page }) => {
  await setLanguage(page, 'bn')
  await page.goto('/banks')
  await hydrated(page)
  const link = page.locator(BANK_CALL)
  const phone = page.locator('[data-phone="0173-0318854"]')
  await expect(phone.getByRole('group')).toHaveCount(0)

  await callAndComeBack(page, link)
  const prompt = phone.getByRole('group', { name: 'কল কি লেগেছে?' })
  await expect(prompt).toBeVisible()
  // Under the number, never over it, within the small screen; buttons big enough to tap.
  const number = (await link.boundingBox())!
  const box = (await prompt.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(number.y + number.height)
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  for (const name of ['হ্যাঁ', 'কেউ ধরেনি', 'ভুল নম্বর', 'এখন নয়']) {
    expect((await prompt.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44)
  }

  // Answered with the keyboard.
  const response = page.waitForResponse((r) => isFeedback(r.url()) && r.request().method() === 'POST')
  await prompt.getByRole('button', { name: 'হ্যাঁ' }).focus()
  await page.keyboard.press('Enter')
  expect((await response).status()).toBe(200)
  expect((await response).request().postDataJSON()).toMatchObject({ collection: 'banks', recordId: 'national-bank-hathazari', number: '0173-0318854', answer: 'yes' })
  const thanks = phone.getByRole('status')
  await expect(thanks).toHaveText('ধন্যবাদ: আপনার উত্তর পরের জনের কাজে লাগবে।')
  await expect(thanks).toBeFocused()
  await expect(prompt).toHaveCount(0)

  // Later the same day, on another page load: another call to the same number asks nothing.
  let sent = 0
  page.on('request', (request) => {
    if (isFeedback(request.url())) sent++
  })
  await page.reload()
  await hydrated(page)
  await callAndComeBack(page, link)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hg-call-pending'))).toBeNull()
  await drawn(page)
  await expect(phone.getByRole('group')).toHaveCount(0)
  await expect(phone.getByRole('status')).toHaveCount(0)
  expect(sent).toBe(0)
})

test('"Not now" closes the prompt and gives the focus back to the number', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/en/banks')
  await hydrated(page)
  await callAndComeBack(page, page.locator(BANK_CALL))
  const prompt = page.getByRole('group', { name: 'Did the call go through?' })
  await prompt.getByRole('button', { name: 'Not now' }).click()
  await expect(prompt).toHaveCount(0)
  await expect(page.locator(BANK_CALL)).toBeFocused()
})

test('the national hotlines on /emergency never ask', async ({ page }) => {
  let sent = 0
  page.on('request', (request) => {
    if (isFeedback(request.url())) sent++
  })
  await page.goto('/emergency')
  await hydrated(page)
  const hotline = page.locator('a[href="tel:999"]').first()
  await expect(hotline).not.toHaveAttribute('data-call-ask')
  await callAndComeBack(page, hotline, { noted: false })
  await drawn(page)
  await expect(page.getByRole('group', { name: 'কল কি লেগেছে?' })).toHaveCount(0)
  expect(sent).toBe(0)
})

test.describe('offline', () => {
  test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] })

  test('an answer given offline waits on the phone and is sent when the connection is back', async ({ page, context }) => {
    await setLanguage(page, 'en')
    await page.goto('/en/banks')
    await hydrated(page)
    await callAndComeBack(page, page.locator(BANK_CALL))
    const prompt = page.getByRole('group', { name: 'Did the call go through?' })
    await expect(prompt).toBeVisible()

    await context.setOffline(true)
    await prompt.getByRole('button', { name: 'No answer' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you: your answer will be sent when you are back online.')
    const waiting = () => page.evaluate(() => JSON.parse(localStorage.getItem('hg-call-outbox') ?? '[]') as Array<{ answer: string }>)
    expect((await waiting()).map((a) => a.answer)).toEqual(['no-answer'])

    const request = page.waitForRequest((r) => isFeedback(r.url()) && r.method() === 'POST')
    const response = page.waitForResponse((r) => isFeedback(r.url()))
    await context.setOffline(false)
    expect((await request).postDataJSON()).toEqual({
      collection: 'banks', recordId: 'national-bank-hathazari', number: '0173-0318854', answer: 'no-answer', device: expect.stringMatching(/^[\w-]{22}$/),
    })
    expect((await response).status()).toBe(200)
    await expect.poll(waiting).toEqual([])
  })
})

test('the endpoint refuses another site and a malformed answer, never with a server error', async ({ request }) => {
  const answer = { collection: 'banks', recordId: 'national-bank-hathazari', number: '0173-0318854', answer: 'yes', device: 'AbCdEfGhIjKlMnOpQrStUv' }
  const foreign = await request.post('/api/call-feedback', { headers: { Origin: 'https://example.org' }, data: answer })
  expect(foreign.status()).toBe(403)
  for (const data of ['{"collection":', JSON.stringify({ ...answer, collection: 'hotlines' }), JSON.stringify({ ...answer, recordId: 'no-such-bank' }), 'x'.repeat(5000)]) {
    const response = await request.post('/api/call-feedback', { headers: { 'Content-Type': 'application/json' }, data })
    expect(response.status()).toBeGreaterThanOrEqual(400)
    expect(response.status()).toBeLessThan(500)
  }
})
