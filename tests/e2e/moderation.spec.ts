import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'

test.use({ allowConsoleErrors: [/the server responded with a status of 4\d\d/] })

const base = () => process.env.E2E_BASE_URL!

async function apiUser(name: string, email = uniqueEmail('mod-e2e')): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } })
  const response = await client.post('/register', { form: { name, email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  return client
}

test('three reports hide a post; a moderator sees it in the queue, keeps it, and it is back in the list', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const author = await apiUser('অভিযুক্ত লেখক')
  const title = `মডারেশন পরীক্ষা ${Date.now()}`
  const created = await author.post('/api/forum/posts', { multipart: { title, content: 'এই পোস্টটি নিয়ে তিনটি রিপোর্ট আসবে।', category: 'general', tags: '', rulesRead: 'yes' } })
  const { id } = await created.json()

  for (const name of ['রিপোর্টকারী এক', 'রিপোর্টকারী দুই', 'রিপোর্টকারী তিন']) {
    const reporter = await apiUser(name)
    const response = await reporter.post(`/seeking-hathazari/${id}/report`, { form: { itemType: 'post', itemId: String(id), kind: 'spam', reason: 'এটি আসলে একটি বিজ্ঞাপন।' }, maxRedirects: 0 })
    expect(response.status()).toBe(302)
    await reporter.dispose()
  }
  await page.goto('/seeking-hathazari')
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)

  // A member may not open the queue.
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await registerByPage(member, { email: uniqueEmail('member'), name: 'সাধারণ সদস্য' })
  const denied = await member.goto('/moderation')
  expect(denied?.status()).toBe(403)
  await expect(member.getByRole('heading', { name: 'শুধু মডারেটরদের জন্য' })).toBeVisible()
  await memberContext.close()

  const moderatorContext = await browser.newContext()
  const moderator = await moderatorContext.newPage()
  await registerByPage(moderator, { email: 'moderator@example.com', name: 'মডারেটর এক' })
  // Moderating takes two-step sign-in: without it, the moderation page sends them to turn it on.
  await moderator.goto('/moderation')
  await expect(moderator).toHaveURL(/\/seeking-hathazari\/profile\/two-factor\?required=1$/)
  await expect(moderator.getByRole('alert').filter({ hasText: 'মডারেটর ও অ্যাডমিনদের জন্য দুই ধাপে লগইন বাধ্যতামূলক' })).toBeVisible()
  await enrolTwoFactor(moderator)
  await moderator.goto('/moderation')
  const item = moderator.getByRole('article', { name: title })
  await expect(item).toBeVisible()
  await expect(item.getByText('রিপোর্টের কারণে লুকানো')).toBeVisible()
  await expect(item.getByText('রিপোর্ট (৩)')).toBeVisible()
  await expect(item.getByText(/অভিযুক্ত লেখক/)).toBeVisible()
  await item.getByRole('button', { name: 'রাখুন (রিপোর্ট বাতিল)' }).click()
  await expect(moderator.getByRole('status').filter({ hasText: 'রিপোর্ট বাতিল হয়েছে' })).toBeVisible()
  await expect(moderator.getByRole('article', { name: title })).toHaveCount(0)
  await moderatorContext.close()

  await page.goto('/seeking-hathazari')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await author.dispose()
})
