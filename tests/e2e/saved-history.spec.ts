import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, hydrated, setLanguage, test } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'

// Saved for later and what was edited (issue 44 §3, §4), at 360 px. The shared server keeps every
// edit's earlier version at once (EDIT_GRACE_MINUTES=0, scripts/e2e-server.js); the minutes of
// grace are tested in tests/integration/saved-history.test.ts.
const base = () => process.env.E2E_BASE_URL!

/** A member writing through the API (their own cookie jar), registered through the real form. */
async function apiUser(name: string): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } })
  const response = await client.post('/register', { form: { name, email: uniqueEmail('saved-api'), password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  return client
}

async function apiPost(client: APIRequestContext, title: string, content: string) {
  const response = await client.post('/api/forum/posts', { multipart: { title, content, category: 'question', tags: '', rulesRead: 'yes' } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).id as number
}

async function apiComment(client: APIRequestContext, postId: number, content: string) {
  expect((await client.post(`/seeking-hathazari/${postId}`, { form: { intent: 'comment', content }, headers: { Origin: base() }, maxRedirects: 0 })).status()).toBe(302)
}

test('a reader saves a post and a comment, finds them on their profile’s Saved page, takes them off; without JavaScript too', async ({ browser }) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const author = await apiUser('সাইফুল লেখক')
  const title = `হাটহাজারী হাসপাতালের জরুরি নম্বর ${stamp}`
  const postId = await apiPost(author, title, `জরুরি বিভাগে রাতে কাকে ফোন করব? ${stamp}`)
  const answer = `জরুরি বিভাগ সারারাত খোলা, আগে ফোন করে নিন ${stamp}`
  await apiComment(author, postId, answer)

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const page = await context.newPage()
  await registerByPage(page, { email: uniqueEmail('saver'), name: 'নাসরিন পাঠক' })
  await page.goto(`/seeking-hathazari/${postId}`)
  await hydrated(page)
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: title }) })
  const savePost = article.getByRole('button', { name: 'সংরক্ষণ' })
  await savePost.click()
  await expect(article.getByRole('button', { name: 'সংরক্ষিত' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: 'পরে পড়ার জন্য রাখা হলো' })).toBeVisible()
  const comment = page.locator('[id^="comment-"]').filter({ hasText: answer })
  await comment.getByRole('button', { name: 'সংরক্ষণ' }).click()
  await expect(comment.getByRole('button', { name: 'সংরক্ষিত' })).toHaveAttribute('aria-pressed', 'true')
  // A fetcher: the page did not move.
  expect(new URL(page.url()).pathname).toBe(`/seeking-hathazari/${postId}`)

  // The profile's Saved page: newest first, the comment with its post's title and a link to it.
  await page.goto('/seeking-hathazari/profile')
  await page.getByRole('link', { name: 'সংরক্ষিত পোস্ট ও মন্তব্য' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'সংরক্ষিত পোস্ট ও মন্তব্য' })).toBeVisible()
  const items = page.getByRole('listitem').filter({ has: page.getByRole('article') })
  await expect(items).toHaveCount(2)
  await expect(items.first().getByRole('link', { name: `“${title}” পোস্টে` })).toHaveAttribute('href', new RegExp(`/seeking-hathazari/${postId}#comment-\\d+$`))
  await expect(items.first()).toContainText(answer)
  await expect(items.nth(1).getByRole('link', { name: title })).toBeVisible()
  await items.first().getByRole('button', { name: 'তালিকা থেকে সরান' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'সংরক্ষিত তালিকা থেকে সরানো হলো' })).toBeVisible()
  await expect(items).toHaveCount(1)

  // Unsaved from the post's page: the list is empty.
  await items.first().getByRole('link', { name: title }).click()
  await hydrated(page)
  await article.getByRole('button', { name: 'সংরক্ষিত' }).click()
  await expect(article.getByRole('button', { name: 'সংরক্ষণ' })).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/seeking-hathazari/profile/saved')
  await expect(page.getByText('এখনো কিছু সংরক্ষণ করেননি।')).toBeVisible()

  // Without JavaScript: the same form posts, and the page comes back with it saved.
  const plain = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false, storageState: await context.storageState() })
  const noScript = await plain.newPage()
  await noScript.goto(`/seeking-hathazari/${postId}`)
  await noScript.getByRole('article').filter({ has: noScript.getByRole('heading', { level: 1, name: title }) }).getByRole('button', { name: 'সংরক্ষণ' }).click()
  await expect(noScript.getByRole('button', { name: 'সংরক্ষিত' }).first()).toHaveAttribute('aria-pressed', 'true')
  await noScript.goto('/seeking-hathazari/profile/saved')
  await expect(noScript.getByRole('article').getByRole('link', { name: title })).toBeVisible()
  await Promise.all([plain.close(), context.close(), author.dispose()])
})

test('an edited comment shows “edited”; a moderator opens its earlier version with the change marked', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const asker = await apiUser('আরিফ প্রশ্নকর্তা')
  const title = `নাজিরহাট ট্রেন কখন ছাড়ে ${stamp}`
  const postId = await apiPost(asker, title, `সকালের ট্রেনের সময় জানতে চাই ${stamp}`)

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const helper = await context.newPage()
  await registerByPage(helper, { email: uniqueEmail('editor'), name: 'জাহিদ উত্তরদাতা' })
  const first = `সকাল সাতটায় ছাড়ে ${stamp}`
  await apiComment(helper.request, postId, first)
  await helper.goto(`/seeking-hathazari/${postId}`)
  await hydrated(helper)
  const comment = helper.locator('[id^="comment-"]').filter({ hasText: first })
  await comment.getByRole('link', { name: 'সম্পাদনা' }).click()
  await comment.getByLabel('আপনার মন্তব্য').fill(`সকাল আটটায় ছাড়ে ${stamp}`)
  await comment.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click()
  const edited = helper.locator('[id^="comment-"]').filter({ hasText: `সকাল আটটায় ছাড়ে ${stamp}` })
  // Its author sees "edited" with its time, a link to the earlier versions.
  const mark = edited.getByRole('link', { name: /^সম্পাদিত/ })
  await expect(mark).toHaveAttribute('href', new RegExp(`/seeking-hathazari/${postId}/history\\?comment=\\d+$`))
  await expect(mark.locator('time')).toHaveAttribute('title', /২০[০-৯]{2}/)

  // A visitor's page (rendered on the server) says "edited", with no way to the history.
  const html = await (await request.get(`/seeking-hathazari/${postId}`)).text()
  expect(html).toContain('সম্পাদিত')
  expect(html).not.toContain(`/seeking-hathazari/${postId}/history`)

  // A moderator, in English, opens the earlier version.
  const moderator = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage()
  await setLanguage(moderator, 'en')
  await registerByPage(moderator, { email: 'history-moderator@example.com', name: 'Mita Moderator' })
  await enrolTwoFactor(moderator, 'en')
  await moderator.goto(`/en/seeking-hathazari/${postId}`)
  await moderator.locator('[id^="comment-"]').filter({ hasText: `সকাল আটটায় ছাড়ে ${stamp}` }).getByRole('link', { name: /^edited/ }).click()
  await expect(moderator.getByRole('heading', { level: 1, name: 'Edit history' })).toBeVisible()
  const current = moderator.getByRole('article', { name: 'Current version' })
  await expect(current.getByText('Edited by জাহিদ উত্তরদাতা')).toBeVisible()
  await expect(current.locator('del')).toContainText('সাতটায়')
  await expect(current.locator('ins')).toContainText('আটটায়')
  await expect(moderator.getByRole('article', { name: 'As first written' })).toContainText(first)
  await Promise.all([context.close(), moderator.context().close(), asker.dispose()])
})
