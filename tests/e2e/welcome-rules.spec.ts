// Welcome and the community's rules (issue 43 §5): a new account with nowhere to go is welcomed,
// once, in its language; /rules in both languages; a newcomer's first post asks them to tick that
// they read the rules, and the server holds them to it.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { openLoginDialog, uniqueEmail } from './helpers'

// A refused post is answered 400, which Chromium logs as a console error.
test.use({ allowConsoleErrors: [/the server responded with a status of 400/] })

/** Fills the /register page (either language) and sends it; returns the e-mail address. */
async function register(page: Page, name: string) {
  const email = uniqueEmail('welcome')
  await page.getByLabel(/^(নাম|Name)$/).fill(name)
  await page.getByLabel(/^(ইমেইল|Email)$/).fill(email)
  await page.getByLabel(/^(পাসওয়ার্ড|Password)$/).fill('secret1')
  await page.getByLabel(/^(পাসওয়ার্ড নিশ্চিত করুন|Confirm password)$/).fill('secret1')
  await page.getByRole('button', { name: /^(অ্যাকাউন্ট তৈরি করুন|Create account)$/ }).click()
  return email
}

test('signing up from the home page welcomes the newcomer: three cards, the rules, the forum (Bengali, JavaScript on)', async ({ page }) => {
  await page.goto('/')
  const dialog = await openLoginDialog(page)
  await dialog.getByRole('tab', { name: 'নিবন্ধন' }).click()
  await dialog.getByLabel('নাম').fill('নতুন সদস্য')
  await dialog.getByLabel('ইমেইল').fill(uniqueEmail('welcome-js'))
  await dialog.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret1')
  await dialog.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('secret1')
  await dialog.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click()

  await expect(page).toHaveURL(/\/welcome$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toContainText('আপনার অ্যাকাউন্ট তৈরি হয়েছে')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('হাটহাজারী গাইডে স্বাগতম')
  await expect(page).toHaveTitle('স্বাগতম | হাটহাজারী গাইড')
  // A landing page for newcomers, not a search result.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  const cards = page.getByRole('main').getByRole('region', { name: 'কোথা থেকে শুরু করবেন' }).getByRole('link')
  await expect(cards).toHaveCount(3)
  await expect(cards.nth(0)).toHaveAccessibleName(/^ইতিহাস/)
  await expect(cards.nth(0)).toHaveAttribute('href', '/history')
  await expect(cards.nth(1)).toHaveAccessibleName(/^দর্শনীয় স্থান/)
  await expect(cards.nth(1)).toHaveAttribute('href', '/tourist-attractions')
  await expect(cards.nth(2)).toHaveAccessibleName(/^সহকারীকে জিজ্ঞেস করুন/)
  await expect(page.getByRole('link', { name: 'কমিউনিটি ফোরামে যান' })).toHaveAttribute('href', '/seeking-hathazari')
  await expect(page.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/')

  // With JavaScript, the assistant's card opens its panel here, without leaving the page.
  await hydrated(page)
  await cards.nth(2).click()
  await expect(page.getByRole('dialog', { name: 'হাটহাজারী এআই সহকারী' })).toBeVisible()
  await expect(page).toHaveURL(/\/welcome$/)
  await page.getByRole('dialog', { name: 'হাটহাজারী এআই সহকারী' }).getByRole('button', { name: 'সহকারী বন্ধ করুন' }).click()

  await page.getByRole('link', { name: 'পোস্ট করার আগে কমিউনিটির নিয়মগুলো পড়ে নিন, এক মিনিটও লাগবে না।' }).click()
  await expect(page).toHaveURL(/\/rules$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('কমিউনিটির নিয়ম')
  for (const rule of ['কী লিখবেন', 'বিজ্ঞাপন নয়', 'অন্যের ব্যক্তিগত নম্বর নয়', 'গুজবকে সত্য বলে চালাবেন না', 'সম্মান রেখে কথা বলুন', 'মডারেশন কীভাবে হয়', 'কোনো সিদ্ধান্তে আপত্তি থাকলে']) {
    await expect(page.getByRole('heading', { level: 2, name: rule })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'যোগাযোগ পাতায় যান' })).toHaveAttribute('href', '/contact')
  // Every page's footer links the rules.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'কমিউনিটির নিয়ম' })).toHaveAttribute('href', '/rules')
})

test('signing up in English without JavaScript welcomes in English; /en/rules reads in English; the welcome is shown once', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/register')
  const email = await register(page, 'New Member')
  await expect(page).toHaveURL(/\/en\/welcome$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Hathazari Guide')
  const start = page.getByRole('region', { name: 'Where to start' })
  await expect(start.getByRole('link', { name: /^History/ })).toHaveAttribute('href', '/en/history')
  await expect(start.getByRole('link', { name: /^Tourist attractions/ })).toHaveAttribute('href', '/en/tourist-attractions')
  // Without JavaScript, the assistant's card is its page.
  await expect(start.getByRole('link', { name: /^Ask the assistant/ })).toHaveAttribute('href', '/en/assistant')
  await expect(page.getByRole('link', { name: 'Visit the community forum' })).toHaveAttribute('href', '/en/seeking-hathazari')
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en')

  await page.getByRole('link', { name: "Before you post, read the community's rules: it takes a minute." }).click()
  await expect(page).toHaveURL(/\/en\/rules$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community rules')
  await expect(page.getByRole('heading', { level: 2, name: 'No adverts' })).toBeVisible()
  await expect(page.getByText("A public office's number (the police station, the health complex, a union council) is fine")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute('href', '/en/contact')

  // Signing in again is no sign-up: the welcome is not shown again.
  await context.clearCookies()
  await page.goto('/en/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('secret1')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('banner').getByRole('link', { name: /New Member/ })).toBeVisible()
  await context.close()
})

test('/rules is a public page in the sitemap; /welcome is not', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/rules</loc>')
  expect(sitemap).toContain('/en/rules</loc>')
  expect(sitemap).not.toContain('/welcome')
  const rules = await request.get('/en/rules')
  expect(rules.status()).toBe(200)
  const html = await rules.text()
  expect(html).not.toContain('noindex')
  expect(html).toContain(`<meta name="description" content="The Hathazari Guide forum's rules`)
})

test('a newcomer on their way to write a post goes there; the form asks them to tick the rules, and the server holds them to it (Bengali, JavaScript on)', async ({ page }) => {
  await page.goto('/register?redirectTo=%2Fseeking-hathazari%2Fnew')
  await register(page, 'প্রথম লেখক')
  await expect(page).toHaveURL(/\/seeking-hathazari\/new$/)
  await hydrated(page)
  const tick = page.getByRole('checkbox', { name: 'আমি কমিউনিটির নিয়মগুলো পড়েছি' })
  await expect(tick).not.toBeChecked()
  const rulesLink = page.getByRole('link', { name: 'নিয়মগুলো পড়ুন (নতুন ট্যাবে খুলবে)' })
  await expect(rulesLink).toHaveAttribute('href', '/rules')
  await expect(rulesLink).toHaveAttribute('target', '_blank')

  const title = `প্রথম পোস্ট ${Date.now()}`
  await page.getByLabel('শিরোনাম').fill(title)
  await page.getByLabel('বিষয়বস্তু').fill('নিয়ম পড়ার আগে পোস্ট করা যায় না।')
  await page.getByRole('button', { name: 'পোস্ট করুন' }).click()
  await expect(tick).toHaveAccessibleDescription(/অনুগ্রহ করে কমিউনিটির নিয়মগুলো পড়ে ঘরটিতে টিক দিন।/)
  await expect(tick).toBeFocused()
  await expect(page).toHaveURL(/\/seeking-hathazari\/new$/)

  // The box is no proof: the server refuses an untick sent around the form.
  const refused = await page.request.post('/api/forum/posts', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: { title: `${title} (সরাসরি)`, content: 'ফর্ম ছাড়া পাঠানো', category: 'question', tags: '' },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toMatchObject({ ok: false, error: { field: 'rulesRead', message: 'rules.error.mustAccept' } })

  await tick.check()
  await page.getByRole('button', { name: 'পোস্ট করুন' }).click()
  await expect(page).toHaveURL(/\/seeking-hathazari\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Accepted once: the next post's form does not ask again.
  await page.goto('/seeking-hathazari/new')
  await expect(page.getByLabel('শিরোনাম')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'আমি কমিউনিটির নিয়মগুলো পড়েছি' })).toHaveCount(0)
})

test('without JavaScript, an unticked first post comes back with the error beside the box and the text kept (English)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/register?redirectTo=%2Fen%2Fseeking-hathazari%2Fnew')
  await register(page, 'Plain Writer')
  await expect(page).toHaveURL(/\/en\/seeking-hathazari\/new$/)
  const title = `A first post ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Content').fill('Where is the nearest post office?')
  await page.getByRole('button', { name: 'Post' }).click()
  const tick = page.getByRole('checkbox', { name: "I have read the community's rules" })
  await expect(tick).toHaveAccessibleDescription(/Please read the community's rules and tick the box\./)
  await expect(page.getByLabel('Title')).toHaveValue(title)
  await tick.check()
  await page.getByRole('button', { name: 'Post' }).click()
  // Sent without JavaScript: its page shows once what may already answer it (issue 44 §5).
  await expect(page).toHaveURL(/\/en\/seeking-hathazari\/\d+\?posted=1$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await context.close()
})
