// Issue 44 §5, the answer before the question, at 360 px: typing a title in the new-post form
// shows the answered question and the guide's records; without JavaScript the new post's page
// shows them to its author once.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { registerByPage, tickRulesIfAsked, uniqueEmail } from './helpers'

const base = () => process.env.E2E_BASE_URL!

/** A signed-in client of the app's own forms and API, registered through /register. */
async function member(name: string): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } })
  const response = await client.post('/register', { form: { name, email: uniqueEmail('similar'), password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  return client
}

/** "হাসপাতালের নম্বর কত?", answered by a neighbour, the answer chosen by the asker: all through the app. */
async function answeredQuestion() {
  const asker = await member('প্রশ্ন করা প্রতিবেশী')
  const helper = await member('উত্তর জানা প্রতিবেশী')
  const asked = await asker.post('/api/forum/posts', { multipart: { title: 'হাসপাতালের নম্বর কত?', content: 'রাতে জরুরি দরকার হলে কোন নম্বরে ফোন করব?', category: 'question', tags: '', rulesRead: 'yes' } })
  expect(asked.status()).toBe(200)
  const id = ((await asked.json()) as { id: number }).id
  const commented = await helper.post(`/seeking-hathazari/${id}`, { form: { intent: 'comment', content: 'উপজেলা স্বাস্থ্য কমপ্লেক্সের নম্বর গাইডের হাসপাতালের পাতায় আছে।' }, maxRedirects: 0 })
  expect(commented.status()).toBe(302)
  const commentId = /id="comment-(\d+)"/.exec(await (await asker.get(`/seeking-hathazari/${id}`)).text())![1]!
  const chosen = await asker.post(`/seeking-hathazari/${id}`, { form: { intent: 'answer', commentId }, maxRedirects: 0 })
  expect(chosen.status()).toBe(302)
  await Promise.all([asker.dispose(), helper.dispose()])
  return id
}

test('typing "হাসপাতালের নম্বর" shows the answered question and the guide’s hospitals; without JavaScript the new post’s page shows them to its author', async ({ browser }) => {
  test.setTimeout(60_000)
  const questionId = await answeredQuestion()

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const page = await context.newPage()
  await registerByPage(page, { email: uniqueEmail('similar-js'), name: 'নতুন প্রশ্নকর্তা' })
  const asked: number[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/forum/similar') asked.push(Date.now())
  })
  await page.goto('/seeking-hathazari/new')
  await hydrated(page)
  const title = page.getByLabel('শিরোনাম')
  // Typed as a person types: a request only after a pause, and at most one a second.
  await title.pressSequentially('হাসপাতালের নম্বর', { delay: 40 })
  const region = page.getByRole('region', { name: 'হয়তো এর উত্তর আগেই আছে' })
  const answered = region.getByRole('link', { name: /হাসপাতালের নম্বর কত\?.*উত্তর পেয়েছে/ })
  await expect(answered).toHaveAttribute('href', `/seeking-hathazari/${questionId}`)
  // A new tab: the draft stays where it is.
  await expect(answered).toHaveAttribute('target', '_blank')
  await expect(region.getByRole('link', { name: /হাসপাতাল/ }).and(page.locator('a[href^="/hospitals#"]')).first()).toBeVisible()
  for (let i = 1; i < asked.length; i++) expect(asked[i]! - asked[i - 1]!).toBeGreaterThanOrEqual(900)
  // Too few letters: nothing is asked, and the list goes.
  const before = asked.length
  await title.fill('হা')
  await expect(region.getByRole('link')).toHaveCount(0)
  await expect(title).toHaveValue('হা')
  expect(asked.length).toBe(before)
  await context.close()

  const plain = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false })
  const writer = await plain.newPage()
  await registerByPage(writer, { email: uniqueEmail('similar-plain'), name: 'স্ক্রিপ্টহীন প্রশ্নকর্তা' })
  await writer.goto('/seeking-hathazari/new')
  await writer.getByLabel('শিরোনাম').fill('হাসপাতালের নম্বর জানতে চাই')
  await writer.getByLabel('বিষয়বস্তু').fill('মায়ের জন্য ডাক্তার দেখাতে হবে, কোথায় ফোন করব?')
  await tickRulesIfAsked(writer)
  await writer.getByRole('button', { name: 'পোস্ট করুন' }).click()
  await expect(writer).toHaveURL(/\/seeking-hathazari\/\d+\?posted=1$/)
  const list = writer.getByRole('region', { name: 'হয়তো আপনার প্রশ্নের উত্তর আগেই আছে' })
  await expect(list.getByRole('link', { name: /হাসপাতালের নম্বর কত\?/ })).toHaveAttribute('href', `/seeking-hathazari/${questionId}`)
  await expect(list.locator('a[href^="/hospitals#"]').first()).toBeVisible()
  // Shown once: hiding it is the post's own address, which has none.
  await list.getByRole('link', { name: 'এটি লুকান' }).click()
  await expect(writer).toHaveURL(/\/seeking-hathazari\/\d+$/)
  await expect(writer.getByRole('heading', { level: 1, name: 'হাসপাতালের নম্বর জানতে চাই' })).toBeVisible()
  await expect(writer.getByRole('region', { name: 'হয়তো আপনার প্রশ্নের উত্তর আগেই আছে' })).toHaveCount(0)
  await plain.close()
})
