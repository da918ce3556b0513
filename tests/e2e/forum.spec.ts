import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, hydrated, test } from './fixtures'
import { registerByPage, tickRulesIfAsked, uniqueEmail } from './helpers'

// Refused input is answered with 4xx, which Chromium logs as a console error.
test.use({ allowConsoleErrors: [/the server responded with a status of 4\d\d/] })

const base = () => process.env.E2E_BASE_URL!

/** A signed-in API client (its own cookie jar), registered through the real /register form. */
async function apiUser(name: string): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } })
  const email = uniqueEmail('api')
  const response = await client.post('/register', { form: { name, email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  return client
}

/**
 * The page's live connection (Server-Sent Events) has answered: from then on, new posts reach it,
 * within expect's usual 7 s (no shorter: on a busy machine the post's own request takes seconds).
 */
const liveConnection = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forum/events')

async function apiPost(client: APIRequestContext, title: string, content = 'একটি পরীক্ষামূলক পোস্ট।') {
  const response = await client.post('/api/forum/posts', { multipart: { title, content, category: 'general', tags: 'e2e', rulesRead: 'yes' } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).id as number
}

test('two people: a Bengali post with tags and an image appears live for the other, who comments, likes and reports it; the author edits and deletes it', async ({ browser }) => {
  test.setTimeout(90_000)
  const authorContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const readerContext = await browser.newContext({ viewport: { width: 360, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })
  const author = await authorContext.newPage()
  const reader = await readerContext.newPage()
  await registerByPage(author, { email: uniqueEmail('author'), name: 'করিম লেখক' })
  await registerByPage(reader, { email: uniqueEmail('reader'), name: 'রহিমা পাঠক' })

  const live = liveConnection(reader)
  await reader.goto('/seeking-hathazari')
  await hydrated(reader)
  await live

  await author.goto('/seeking-hathazari/new')
  await hydrated(author)
  const title = `কাটিরহাটে রাস্তার গর্ত ${Date.now()}`
  await author.getByLabel('শিরোনাম').fill(title)
  await author.getByLabel('বিভাগ').selectOption('complaint')
  await author.getByLabel('বিষয়বস্তু').fill('বাজারের সামনে বড় গর্ত হয়েছে। বিস্তারিত: https://example.org/photo #রাস্তা')
  await author.getByLabel('ট্যাগ').fill('গর্ত, নিরাপত্তা')
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6' } }).jpeg({ quality: 95 }).toBuffer()
  await author.getByLabel('ছবি (ঐচ্ছিক)').setInputFiles({ name: 'road.jpg', mimeType: 'image/jpeg', buffer: photo })
  await tickRulesIfAsked(author)
  await author.getByRole('button', { name: 'পোস্ট করুন' }).click()
  // The post is up once its 1600 px photo is re-encoded and stored in three more widths as WebP
  // (sharp), as every real upload is: seconds of CPU, which on a busy 2-core machine outran
  // expect's usual 7 s (the form was still sending at a load of 26).
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 })
  await expect(author.getByRole('status').filter({ hasText: 'পোস্ট সফলভাবে তৈরি হয়েছে' })).toBeVisible()
  await expect(author.locator('article img')).toHaveAttribute('src', /^\/uploads\/posts\/.+\.webp$/)
  // A 360 px phone loads the 480 px width, not the whole picture.
  await expect(author.locator('article img')).toHaveAttribute('srcset', /-w480\.webp 480w, .*-w800\.webp 800w/)
  await expect.poll(() => author.locator('article img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w480\.webp$/)
  for (const tag of ['#গর্ত', '#নিরাপত্তা', '#রাস্তা']) await expect(author.getByRole('link', { name: tag })).toBeVisible()
  await expect(author.getByRole('link', { name: 'https://example.org/photo' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer')
  const postUrl = author.url()

  // The reader's open list shows it without a reload, through Server-Sent Events.
  const liveCard = reader.getByRole('article').filter({ has: reader.getByRole('heading', { name: title }) })
  await expect(liveCard).toBeVisible()
  await expect(liveCard.getByText('করিম লেখক')).toBeVisible()

  // The reader opens it, likes, comments and reports.
  await liveCard.getByRole('link', { name: title }).click()
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const like = reader.getByRole('button', { name: /^পছন্দ/ }).first()
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toContainText('১')
  await reader.getByLabel('আপনার মন্তব্য').fill('আমিও দেখেছি, খুব বিপজ্জনক।')
  await reader.getByRole('button', { name: 'জমা দিন' }).click()
  await expect(reader.getByRole('heading', { name: 'মন্তব্য (১)' })).toBeVisible()
  await expect(reader.getByText('আমিও দেখেছি, খুব বিপজ্জনক।')).toBeVisible()
  await reader.getByRole('link', { name: 'রিপোর্ট' }).first().click()
  const dialog = reader.getByRole('dialog', { name: 'অনুপযুক্ত কনটেন্ট রিপোর্ট করুন' })
  await expect(dialog).toBeVisible()
  // "Spam" (the first kind) needs no reason; the other kinds wait for one of 10 characters.
  await expect(dialog.getByRole('button', { name: 'রিপোর্ট জমা দিন' })).toBeEnabled()
  await dialog.getByLabel('ভুল তথ্য').check()
  await expect(dialog.getByRole('button', { name: 'রিপোর্ট জমা দিন' })).toBeDisabled()
  await dialog.getByLabel('কারণ').fill('ছবির জায়গাটি অন্য এলাকার বলে মনে হচ্ছে।')
  await dialog.getByRole('button', { name: 'রিপোর্ট জমা দিন' }).click()
  await expect(reader.getByRole('status').filter({ hasText: 'রিপোর্ট জমা হয়েছে' })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Share copies the /forum/{id} link.
  // No share sheet in this desktop browser: the menu's WhatsApp, Facebook and copy link.
  await reader.getByRole('button', { name: 'শেয়ার' }).click()
  await expect(reader.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
  await reader.getByRole('button', { name: 'লিংক কপি করুন' }).click()
  await expect(reader.getByRole('status').filter({ hasText: 'লিংক কপি হয়েছে' })).toBeVisible()
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toMatch(/\/forum\/\d+$/)

  // The author sees the comment, edits the post, then deletes it.
  await author.goto(postUrl)
  await expect(author.getByText('আমিও দেখেছি, খুব বিপজ্জনক।')).toBeVisible()
  await author.getByRole('link', { name: 'সম্পাদনা' }).first().click()
  await author.getByLabel('শিরোনাম').fill(`${title} (সংশোধিত)`)
  await author.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click()
  await expect(author.getByRole('heading', { level: 1, name: `${title} (সংশোধিত)` })).toBeVisible()
  // Delete from the card in "my posts": it asks on the post's page first.
  await author.goto('/seeking-hathazari?mine=1')
  await author.getByRole('article').filter({ hasText: `${title} (সংশোধিত)` }).getByRole('link', { name: 'মুছুন' }).click()
  await expect(author).toHaveURL(/\/seeking-hathazari\/\d+\?delete=1/)
  await author.getByRole('alertdialog').getByRole('button', { name: 'মুছুন' }).click()
  await expect(author).toHaveURL(/\/seeking-hathazari$/)
  await expect(author.getByRole('status').filter({ hasText: 'পোস্ট সফলভাবে মুছে ফেলা হয়েছে' })).toBeVisible()
  await expect(author.getByRole('heading', { name: title })).toHaveCount(0)
  // Gone for the reader too: the page says so and returns to the list.
  await reader.goto(postUrl)
  await expect(reader).toHaveURL(/\/seeking-hathazari$/)
  await expect(reader.getByRole('status').filter({ hasText: 'পোস্টটি পাওয়া যায়নি' })).toBeVisible()
  await authorContext.close()
  await readerContext.close()
})

test('a visitor is asked to sign in to write, and post text is never HTML', async ({ page }) => {
  const writer = await apiUser('স্ক্রিপ্ট পরীক্ষক')
  const id = await apiPost(writer, 'স্ক্রিপ্ট পরীক্ষা', '<script>alert(1)</script><img src=x onerror=alert(2)>')
  let dialogs = 0
  page.on('dialog', () => dialogs++)
  await page.goto(`/seeking-hathazari/${id}`)
  await expect(page.getByText('<script>alert(1)</script><img src=x onerror=alert(2)>')).toBeVisible()
  expect(await page.locator('main script').count()).toBe(0)
  expect(dialogs).toBe(0)
  await hydrated(page)
  await page.getByRole('button', { name: /^পছন্দ/ }).first().click()
  await expect(page.getByRole('status').filter({ hasText: 'লগইন প্রয়োজন' })).toBeVisible()
  await page.goto('/seeking-hathazari/new')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await expect(page.getByRole('status').filter({ hasText: 'অনুগ্রহ করে আগে লগইন করুন' })).toBeVisible()
  await writer.dispose()
})

test('search runs on the server over all posts, with a partial Bengali word', async ({ page }) => {
  const writer = await apiUser('অনুসন্ধান পরীক্ষক')
  const unique = `ফটিকছড়িমুখী${Date.now() % 100000}`
  await apiPost(writer, `${unique} বাসের সময়`)
  await page.goto(`/seeking-hathazari?q=${encodeURIComponent(unique.slice(0, 8))}`)
  await expect(page.getByRole('heading', { name: `${unique} বাসের সময়` })).toBeVisible()
  await expect(page.getByText(/টি পোস্ট পাওয়া গেছে/)).toBeVisible()
  await page.goto('/seeking-hathazari?q=কোনোদিনমিলবেনাএমনশব্দ')
  await expect(page.getByRole('heading', { name: 'কোনো পোস্ট পাওয়া যায়নি' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'নতুন পোস্ট লিখুন' })).toBeVisible()
  await writer.dispose()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('Load More is a link to the next page, and writing works as plain forms', async ({ page }) => {
    // New accounts may post twice an hour: six writers, two posts each.
    const writers = await Promise.all(['এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়'].map((n) => apiUser(`লেখক ${n}`)))
    const titles: string[] = []
    for (let i = 0; i < 12; i++) {
      const title = `পাতা পরীক্ষা ${Date.now()} ${i}`
      titles.push(title)
      await apiPost(writers[i % 6]!, title)
    }
    await page.goto('/seeking-hathazari')
    await expect(page.getByRole('article')).toHaveCount(10)
    await expect(page.getByRole('heading', { name: titles[11] })).toBeVisible()
    await page.getByRole('link', { name: 'আরও দেখুন' }).click()
    await expect(page).toHaveURL(/after=/)
    await expect(page.getByRole('heading', { name: titles[1]! })).toBeVisible()
    await expect(page.getByRole('heading', { name: titles[11]! })).toHaveCount(0)

    // Sign up and comment without JavaScript.
    await registerByPage(page, { email: uniqueEmail('nojs-forum'), name: 'স্ক্রিপ্টহীন' })
    await page.goto('/seeking-hathazari')
    await page.getByRole('heading', { name: titles[11] }).getByRole('link').click()
    await page.getByRole('button', { name: 'জমা দিন' }).click()
    await expect(page.getByText('মন্তব্য খালি রাখা যাবে না')).toBeVisible()
    await page.getByLabel('আপনার মন্তব্য').fill('স্ক্রিপ্ট ছাড়া মন্তব্য')
    await page.getByRole('button', { name: 'জমা দিন' }).click()
    await expect(page.getByText('স্ক্রিপ্ট ছাড়া মন্তব্য')).toBeVisible()
    await expect(page.getByText('মন্তব্য যোগ হয়েছে')).toBeVisible()
    for (const writer of writers) await writer.dispose()
  })

  test('a new post with an empty title gets the spec message from the server', async ({ page }) => {
    await registerByPage(page, { email: uniqueEmail('nojs-post'), name: 'ফর্ম পরীক্ষক' })
    await page.goto('/seeking-hathazari/new')
    await page.getByLabel('বিষয়বস্তু').fill('শিরোনাম ছাড়া')
    await tickRulesIfAsked(page)
    await page.getByRole('button', { name: 'পোস্ট করুন' }).click()
    await expect(page.getByText('শিরোনাম ও বিষয়বস্তু দুটোই আবশ্যক')).toBeVisible()
    await expect(page.getByLabel('বিষয়বস্তু')).toHaveValue('শিরোনাম ছাড়া')
  })
})

test('the New Post button opens the composer in a dialog; a visitor is told to log in first', async ({ page }) => {
  await page.goto('/seeking-hathazari')
  await hydrated(page)
  await page.getByRole('link', { name: 'নতুন পোস্ট' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'অনুগ্রহ করে আগে লগইন করুন' })).toBeVisible()
  await registerByPage(page, { email: uniqueEmail('dialog'), name: 'ডায়ালগ লেখক' })
  await page.goto('/seeking-hathazari')
  await hydrated(page)
  await page.getByRole('link', { name: 'নতুন পোস্ট' }).click()
  const dialog = page.getByRole('dialog', { name: 'পোস্ট লিখুন' })
  await expect(dialog).toBeVisible()
  const submit = dialog.getByRole('button', { name: 'পোস্ট করুন' })
  await expect(submit).toBeDisabled()
  await dialog.getByLabel('শিরোনাম').fill('ডায়ালগ থেকে প্রশ্ন')
  await expect(dialog.getByText('১৯/১০০')).toBeVisible()
  await dialog.getByLabel('বিষয়বস্তু').fill('হাটহাজারী থেকে চট্টগ্রাম যাওয়ার শেষ বাস কখন?')
  await expect(submit).toBeEnabled()
  await dialog.getByLabel('বেনামে পোস্ট করুন').check()
  await tickRulesIfAsked(dialog)
  await submit.click()
  await expect(page.getByRole('heading', { level: 1, name: 'ডায়ালগ থেকে প্রশ্ন' })).toBeVisible()
  // Anonymous: the author sees "(you)" but never their name on the card.
  await expect(page.getByRole('article').getByText('বেনামি ব্যবহারকারী')).toBeVisible()
  await expect(page.getByRole('article').getByText('ডায়ালগ লেখক')).toHaveCount(0)
})

for (const [clock, offset] of [['five minutes ahead', 5 * 60_000], ['five minutes behind', -5 * 60_000]] as const) {
  test(`a post that arrives live never reads as in the future, with the phone's clock ${clock}`, async ({ browser }) => {
    const readerContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
    const reader = await readerContext.newPage()
    await reader.clock.setFixedTime(new Date(Date.now() + offset))
    const live = liveConnection(reader)
    await reader.goto('/seeking-hathazari')
    await hydrated(reader)
    // Once the list is connected, someone posts: the card arrives over the live connection.
    await live
    const author = await apiUser('ঘড়ি পরীক্ষক')
    const title = `ঘড়ির পরীক্ষা ${Date.now()}`
    await apiPost(author, title)
    const card = reader.getByRole('article').filter({ has: reader.getByRole('heading', { name: title }) })
    await expect(card).toBeVisible()
    await expect(card.locator('time').first()).toHaveText('এখন')
    await readerContext.close()
  })
}
