import type { Page } from '@playwright/test'
import { expect, hydrated, setLanguage, test } from './fixtures'
import { enrolTwoFactor, registerByPage } from './helpers'

// The e2e server reads two fixture feeds from a loopback feed server (scripts/e2e-server.js,
// tests/fixtures/feeds): a Bengali RSS "Chattogram daily" and an English Atom "national daily".

/** The news job runs a few seconds after the server starts: wait for its first stories. */
async function gotoNews(page: Page, path = '/news') {
  await expect.poll(async () => {
    await page.goto(path)
    return page.getByRole('main').getByRole('listitem').count()
  }, { timeout: 30_000 }).toBeGreaterThan(0)
}

test('/news lists the local stories newest first, once each, as plain text; national news about elsewhere is left out', async ({ page }) => {
  await gotoNews(page)
  const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()
  expect(titles).toEqual([
    'হাটহাজারীতে হালদা নদীর পাড়ে বৃক্ষরোপণ',
    'Katirhat market reopens after repairs',
    'চট্টগ্রাম বিশ্ববিদ্যালয়ে ভর্তি পরীক্ষার সময়সূচি প্রকাশ',
    'চট্টগ্রাম নগরে যানজট কমাতে নতুন উদ্যোগ',
  ])
  await expect(page.getByText('ঢাকায় শীতের আগমন')).toHaveCount(0)
  await expect(page.getByText('Parliament passes budget')).toHaveCount(0)
  await expect(page.getByText('Same story twice')).toHaveCount(0)
  const first = page.getByRole('main').getByRole('listitem').first()
  await expect(first).toContainText('দৈনিক আজাদী (পরীক্ষা)')
  await expect(first).toContainText('২৪ নভেম্বর, ২০২৬')
  await expect(first).toContainText('হাটহাজারী উপজেলার গড়দুয়ারা ইউনিয়নে হালদা নদীর পাড়ে গাছ লাগানো হয়েছে।')
  expect(await page.getByRole('main').innerHTML()).not.toMatch(/alert\(|onerror|<script/)
})

test('filters by the place only (region=local) and by outlet, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await gotoNews(page)
  await page.getByText('শুধু হাটহাজারী').click()
  await page.getByRole('button', { name: 'দেখুন', exact: true }).click()
  await expect(page).toHaveURL(/region=local/)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'হাটহাজারীতে হালদা নদীর পাড়ে বৃক্ষরোপণ', 'Katirhat market reopens after repairs', 'চট্টগ্রাম বিশ্ববিদ্যালয়ে ভর্তি পরীক্ষার সময়সূচি প্রকাশ',
  ])
  await page.goto('/news?source=star')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Katirhat market reopens after repairs'])
  await context.close()
})

test('"read more" opens the full-screen reader over the list: headline, excerpt, outlet, date, a link out; Escape and back close it (English)', async ({ page }) => {
  await setLanguage(page, 'en')
  await gotoNews(page, '/en/news?region=hathazari')
  await hydrated(page)
  await page.getByRole('link', { name: 'Read more: Katirhat market reopens after repairs' }).click()
  // The filters stay in the address, with the story: a link that opens the same story.
  await expect(page).toHaveURL(/\/en\/news\?region=hathazari&item=\d+$/)
  const reader = page.getByRole('dialog', { name: 'Katirhat market reopens after repairs' })
  await expect(reader).toBeVisible()
  const box = await reader.boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 800 })
  await expect(reader.getByText('Traders in Hathazari\'s Katirhat returned on Tuesday.')).toBeVisible()
  await expect(reader).toContainText('The Daily Star (test)')
  const out = reader.getByRole('link', { name: 'Read the whole story on The Daily Star (test)' })
  await expect(out).toHaveAttribute('href', 'https://star.example/katirhat-market')
  await expect(out).toHaveAttribute('target', '_blank')
  await expect(out).toHaveAttribute('rel', /noopener/)
  await page.keyboard.press('Escape')
  await expect(reader).toBeHidden()
  await expect(page).toHaveURL(/\/en\/news\?region=hathazari$/)
  // The phone's back button closes it too, and the list is where it was.
  await page.getByRole('link', { name: 'Read more: Katirhat market reopens after repairs' }).click()
  await expect(reader).toBeVisible()
  await page.goBack()
  await expect(reader).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
})

test('a shared link to a story opens it as a page, without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await setLanguage(page, 'en')
  await gotoNews(page, '/en/news')
  await page.getByRole('link', { name: 'Read more: Katirhat market reopens after repairs' }).click()
  await expect(page).toHaveURL(/\/en\/news\?item=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katirhat market reopens after repairs')
  await expect(page.getByRole('link', { name: 'Read the whole story on The Daily Star (test)' })).toHaveAttribute('href', 'https://star.example/katirhat-market')
  await page.getByRole('link', { name: 'Back to all news' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  await context.close()
})

test('an unknown story or odd filters answer with the list, never an error', async ({ page }) => {
  for (const path of ['/news?item=999999', '/news?item=abc', '/news?region=mars&source=nowhere', '/news?item=99999999999999']) {
    const response = await page.goto(path)
    expect(response!.status(), path).toBe(200)
  }
  await page.goto('/news?item=999999')
  await expect(page.getByRole('alert')).toHaveText('এই খবরটি আর নেই।')
})

test('the home page shows the three latest stories, each opening in the reader', async ({ page }) => {
  await gotoNews(page)
  await expect.poll(async () => {
    await page.goto('/')
    return page.locator('section[aria-labelledby="home-news"]').getByRole('listitem').count()
  }, { timeout: 20_000 }).toBe(3)
  const cards = page.locator('section[aria-labelledby="home-news"]')
  await expect(cards.getByRole('heading', { level: 3 }).first()).toHaveText('হাটহাজারীতে হালদা নদীর পাড়ে বৃক্ষরোপণ')
  await cards.getByRole('link', { name: 'হাটহাজারীতে হালদা নদীর পাড়ে বৃক্ষরোপণ' }).click()
  // The story opens as its own page (a link from elsewhere, not the list's reader over the list).
  await expect(page).toHaveURL(/\/news\?item=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('হাটহাজারীতে হালদা নদীর পাড়ে বৃক্ষরোপণ')
  await expect(page.getByRole('link', { name: 'দৈনিক আজাদী (পরীক্ষা)-এ পুরো খবর পড়ুন' })).toHaveAttribute('href', 'https://azadi.example/news/101?utm_source=rss&utm_medium=feed')
})

test('refresh reloads the list in place', async ({ page }) => {
  await gotoNews(page)
  await hydrated(page)
  await page.getByRole('button', { name: 'হালনাগাদ করুন' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('হাটহাজারীতে হালদা নদীর পাড়ে বৃক্ষরোপণ')
})

test('an admin sees each source’s health and pauses one, then resumes it; a moderator cannot open the page', async ({ page, browser }) => {
  await gotoNews(page)
  await registerByPage(page, { email: 'news-admin@example.com', name: 'News Admin' })
  await enrolTwoFactor(page)
  await page.goto('/en/moderation/news')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News sources')
  const azadi = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Dainik Azadi \(test\)/ }) })
  const star = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /The Daily Star \(test\)/ }) })
  // Both fixture feeds have been read: a time of the last success, no errors, their stories.
  for (const source of [azadi, star]) {
    await expect(source.getByRole('definition').nth(0)).not.toHaveText('Never')
    await expect(source.getByRole('definition').nth(1)).toHaveText('0')
  }
  await expect(azadi.getByRole('definition').nth(2)).not.toHaveText('0')
  await azadi.getByRole('button', { name: 'Pause' }).click()
  await expect(azadi.getByText('Paused', { exact: true })).toBeVisible()
  await expect(star.getByText('Paused', { exact: true })).toHaveCount(0)
  await azadi.getByRole('button', { name: 'Resume' }).click()
  await expect(azadi.getByText('Paused', { exact: true })).toHaveCount(0)

  // A moderator (not an admin) is refused.
  const context = await browser.newContext()
  const other = await context.newPage()
  await registerByPage(other, { email: 'news-moderator@example.com', name: 'Moderator' })
  const response = await other.goto('/en/moderation/news')
  expect(response?.status()).toBe(403)
  await context.close()
})
