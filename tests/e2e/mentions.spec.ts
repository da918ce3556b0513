// Mentions (issue 44 §1) in real browsers at 360 px: one neighbour calls in another from the
// comment box's "@" suggestions (keyboard, as a screen reader user would), the other's bell
// changes live, the notification opens the comment, and "@Name" opens the member's page; and the
// same with JavaScript off, "@" and the exact name.
import type { Browser, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { registerByPage, uniqueEmail } from './helpers'

async function reader(browser: Browser, name: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 800 } })
  const page = await context.newPage()
  await registerByPage(page, { email: uniqueEmail('mention'), name })
  return { page, context }
}

/** A question through the forum's API, as the signed-in page's reader. */
async function ask(page: Page, title: string) {
  const response = await page.request.post('/api/forum/posts', { multipart: { title, content: 'কেউ জানেন?', category: 'question', tags: '', rulesRead: 'yes' } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { id: number }).id
}

const bellOf = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^বিজ্ঞপ্তি/ })

test('a neighbour picked from the "@" suggestions is told live, lands on the comment, and the mention opens their page', async ({ browser }) => {
  const stamp = Date.now().toString(36)
  const callerName = `আমিনা ${stamp}`
  const calledName = `বেলাল হোসেন ${stamp}`
  const caller = await reader(browser, callerName)
  const called = await reader(browser, calledName)
  const title = `পল্লী বিদ্যুতের অফিস কোথায়? ${stamp}`
  const postId = await ask(caller.page, title)

  await called.page.goto('/seeking-hathazari')
  await hydrated(called.page)
  await expect(bellOf(called.page)).toHaveAccessibleName('বিজ্ঞপ্তি')

  await caller.page.goto(`/seeking-hathazari/${postId}`)
  await hydrated(caller.page)
  const box = caller.page.getByLabel('আপনার মন্তব্য')
  await box.click()
  await box.pressSequentially(`@বেলাল হো`)
  const list = caller.page.getByRole('listbox', { name: 'যাঁকে উল্লেখ করবেন' })
  const option = list.getByRole('option', { name: calledName })
  await expect(option).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(caller.page.getByRole('status').filter({ hasText: 'জন সদস্য পাওয়া গেছে' })).toHaveText(/^[০-৯]+ জন সদস্য পাওয়া গেছে/)
  // The keyboard moves the highlight, the focus stays in the box (others may share the name's start).
  for (let i = 0; i < 8 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
  await box.press('Enter')
  await expect(list).toBeHidden()
  await expect(box).toHaveValue(`@${calledName} `)
  await box.pressSequentially('আপনি তো ওদিকেই থাকেন, জানেন?')
  await caller.page.getByRole('button', { name: 'জমা দিন' }).click()
  const mention = caller.page.getByRole('article').getByRole('link', { name: `@${calledName}` })
  await expect(mention).toBeVisible()

  // No reload: the count arrives over the page's live connection.
  await expect(bellOf(called.page)).toHaveAccessibleName('বিজ্ঞপ্তি, ১টি অপঠিত')
  await bellOf(called.page).click()
  await called.page.getByRole('link', { name: `${callerName} “${title}”-এ একটি মন্তব্যে আপনাকে উল্লেখ করেছেন` }).click()
  await expect(called.page).toHaveURL(new RegExp(`/seeking-hathazari/${postId}#comment-\\d+$`))
  const anchor = new URL(called.page.url()).hash
  await expect(called.page.locator(anchor)).toContainText('আপনি তো ওদিকেই থাকেন')
  await called.page.locator(anchor).getByRole('link', { name: `@${calledName}` }).click()
  await expect(called.page).toHaveURL(/\/seeking-hathazari\/members\/[\w-]+$/)
  await expect(called.page.getByRole('heading', { level: 1, name: calledName })).toBeVisible()
  await caller.context.close()
  await called.context.close()
})

test('without JavaScript, "@" and the exact name mention a neighbour', async ({ browser }) => {
  const stamp = Date.now().toString(36)
  const calledName = `Nasima Akter ${stamp}`
  const caller = await reader(browser, `Jalal ${stamp}`, false)
  const called = await reader(browser, calledName, false)
  const title = `Is the union office open on Saturday? ${stamp}`
  const postId = await ask(caller.page, title)
  await caller.page.goto(`/en/seeking-hathazari/${postId}`)
  await caller.page.getByLabel('Your comment').fill(`@nasima akter ${stamp}, you work there, don’t you?`)
  await caller.page.getByRole('button', { name: 'Submit' }).click()
  const mention = caller.page.getByRole('link', { name: `@nasima akter ${stamp}` })
  await expect(mention).toHaveAttribute('href', /^\/en\/seeking-hathazari\/members\/[\w-]+$/)

  await called.page.goto('/en/notifications')
  await called.page.getByRole('link', { name: `Jalal ${stamp} mentioned you in a comment on “${title}”` }).click()
  await expect(called.page).toHaveURL(new RegExp(`/en/seeking-hathazari/${postId}#comment-\\d+$`))
  await called.page.getByRole('link', { name: `@nasima akter ${stamp}` }).click()
  await expect(called.page.getByRole('heading', { level: 1, name: calledName })).toBeVisible()
  await expect(called.page.getByText(`${calledName} has no public posts yet.`)).toBeVisible()
  await caller.context.close()
  await called.context.close()
})
