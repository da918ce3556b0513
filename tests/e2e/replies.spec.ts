// Replying to one comment (issue 44 §2) in real browsers at 360 px: a reply appears in its thread
// for a second open browser and on its author's bell without a reload; "Quote" from a selection
// starts a reply with the quotation; and the same without JavaScript (?replyTo= opens the form).
import type { Browser, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { registerByPage, uniqueEmail } from './helpers'

async function reader(browser: Browser, name: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 800 } })
  const page = await context.newPage()
  await registerByPage(page, { email: uniqueEmail('reply'), name })
  return page
}

/** A question through the forum's API, as the signed-in page's reader. */
async function ask(page: Page, title: string) {
  const response = await page.request.post('/api/forum/posts', { multipart: { title, content: 'হাসপাতালের জরুরি বিভাগে কাকে ফোন করব?', category: 'question', tags: '', rulesRead: 'yes' } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { id: number }).id
}

/** A comment as a plain form post; its id, from the page. */
async function comment(page: Page, postId: number, content: string) {
  const response = await page.request.post(`/seeking-hathazari/${postId}`, { form: { intent: 'comment', content }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  const html = await (await page.request.get(`/seeking-hathazari/${postId}`)).text()
  const at = html.indexOf(content.replace(/&/g, '&amp;'))
  return Number([...html.slice(0, at).matchAll(/id="comment-(\d+)"/g)].at(-1)![1])
}

test('a reply appears under its comment for another open browser and on its bell; "Quote" starts one from a selection', async ({ browser }) => {
  // Two sign-ups, two browsers and two replies: 11 s alone, three times that beside the suite's other workers.
  test.setTimeout(90_000)
  const stamp = Date.now()
  const asker = await reader(browser, 'করিম প্রশ্নকর্তা')
  const helper = await reader(browser, 'রহিমা সাহায্যকারী')
  const postId = await ask(asker, `চমেকের জরুরি নম্বর কত? ${stamp}`)
  const other = await comment(asker, postId, `আরেকটি আলাদা মন্তব্য, যার কোনো জবাব নেই (${stamp})`)
  const helped = `চমেক হাসপাতালের জরুরি বিভাগে সরাসরি ফোন করুন, ওরা সারারাত ধরে (${stamp})`
  const helpedId = await comment(helper, postId, helped)

  // The helper keeps the post open; the asker answers the helper's comment in place.
  await helper.goto(`/seeking-hathazari/${postId}`)
  await hydrated(helper)
  const helperBell = helper.getByRole('banner').getByRole('link', { name: /^বিজ্ঞপ্তি/ })
  await expect(helperBell).toHaveAccessibleName('বিজ্ঞপ্তি')
  await asker.goto(`/seeking-hathazari/${postId}`)
  await hydrated(asker)
  const helpedComment = asker.locator(`#comment-${helpedId}`)
  await helpedComment.getByRole('link', { name: 'জবাব দিন' }).click()
  const box = asker.getByRole('textbox', { name: 'রহিমা সাহায্যকারী-এর মন্তব্যের জবাব' })
  await expect(box).toBeFocused()
  await expect(asker).toHaveURL(new RegExp(`\\?replyTo=${helpedId}$`))
  // Escape closes it, and "Reply" has the focus again.
  await asker.keyboard.press('Escape')
  await expect(box).toHaveCount(0)
  await expect(helpedComment.getByRole('link', { name: 'জবাব দিন' })).toBeFocused()
  await helpedComment.getByRole('link', { name: 'জবাব দিন' }).click()
  const thanks = `ধন্যবাদ, আজ রাতেই ফোন করব (${stamp})`
  await box.fill(thanks)
  await asker.getByRole('button', { name: 'জবাব পাঠান' }).click()
  await expect(box).toHaveCount(0)

  // The helper's page, untouched: the reply arrives in the thread, under the helper's comment.
  const thread = helper.getByRole('list', { name: 'রহিমা সাহায্যকারী-এর মন্তব্যের জবাবগুলো' })
  await expect(thread.getByRole('listitem')).toHaveCount(1)
  await expect(thread).toContainText(thanks)
  await expect(thread.getByRole('link', { name: 'রহিমা সাহায্যকারী-এর মন্তব্যের জবাবে' })).toHaveAttribute('href', `#comment-${helpedId}`)
  await expect(helper.locator(`#comment-${other}`)).not.toContainText(thanks)
  // On a phone the thread is in order, under a rule, not indented.
  const [topBox, replyBox] = [await helper.locator(`#comment-${helpedId}`).boundingBox(), await thread.getByRole('listitem').first().boundingBox()]
  expect(replyBox!.y).toBeGreaterThan(topBox!.y + topBox!.height - 1)
  expect(replyBox!.x - topBox!.x).toBeLessThan(16)
  await expect(helperBell).toHaveAccessibleName('বিজ্ঞপ্তি, ১টি অপঠিত')

  // "Quote": the asker selects words of the helper's comment; the button is reachable by Tab.
  const words = helpedComment.getByText(helped)
  await words.scrollIntoViewIfNeeded()
  const text = (await words.boundingBox())!
  await asker.mouse.move(text.x + 2, text.y + 8)
  await asker.mouse.down()
  await asker.mouse.move(text.x + Math.min(text.width - 4, 200), text.y + 8, { steps: 5 })
  await asker.mouse.up()
  const quote = asker.getByRole('button', { name: 'উদ্ধৃত করুন' })
  await expect(quote).toBeVisible()
  await asker.keyboard.press('Tab')
  await expect(quote).toBeFocused()
  await asker.keyboard.press('Enter')
  // The reply form opens with the quotation after a navigation: wait for it, as the reader does.
  await expect(box).toHaveValue(/^> চমেক\S*/)
  const quoted = await box.inputValue()
  expect(quoted.endsWith('\n\n')).toBe(true)
  expect(helped.startsWith(quoted.slice(2).trim())).toBe(true)
  await box.press('End')
  await box.pressSequentially('ঠিক কথা')
  await asker.getByRole('button', { name: 'জবাব পাঠান' }).click()
  const figure = helper.locator('figure').filter({ hasText: quoted.slice(2).trim() })
  await expect(figure).toBeVisible()
  await expect(figure.locator('figcaption')).toHaveText('রহিমা সাহায্যকারী লিখেছেন:')
  await expect(helperBell).toHaveAccessibleName('বিজ্ঞপ্তি, ২টি অপঠিত')
  // A selection across two comments offers nothing.
  await words.scrollIntoViewIfNeeded()
  const again = (await words.boundingBox())!
  await asker.mouse.move(again.x + 2, again.y + 8)
  await asker.mouse.down()
  const otherBox = (await asker.locator(`#comment-${other}`).boundingBox())!
  await asker.mouse.move(otherBox.x + 40, otherBox.y + otherBox.height - 60, { steps: 5 })
  await asker.mouse.up()
  await expect(quote).toHaveCount(0)
})

test('without JavaScript, "Reply" opens the form under the comment and the reply is shown in its thread', async ({ browser }) => {
  // Two sign-ups and five page loads without JavaScript: about 10 s alone, more beside other workers.
  test.setTimeout(60_000)
  const stamp = Date.now()
  const asker = await reader(browser, 'নাসির প্রশ্নকর্তা')
  const postId = await ask(asker, `ট্রেন কখন ছাড়ে? ${stamp}`)
  const first = await comment(asker, postId, `সকাল সাতটায় একটা ট্রেন আছে শুনেছি (${stamp})`)
  const page = await reader(browser, 'জাহিদ জাভাস্ক্রিপ্ট-ছাড়া', false)
  await page.goto(`/seeking-hathazari/${postId}`)
  await page.locator(`#comment-${first}`).getByRole('link', { name: 'জবাব দিন' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?replyTo=${first}#reply-${first}$`))
  const answer = `না, সেটা এখন সাড়ে সাতটায় ছাড়ে (${stamp})`
  // Refused (nothing written): an empty reply comes back to its open form with the reason.
  await page.getByRole('button', { name: 'জবাব পাঠান' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?replyTo=${first}`))
  await expect(page.locator(`#reply-box-${first}-error`)).toHaveText('মন্তব্য খালি রাখা যাবে না')
  await page.getByRole('textbox', { name: 'নাসির প্রশ্নকর্তা-এর মন্তব্যের জবাব' }).fill(answer)
  await page.getByRole('button', { name: 'জবাব পাঠান' }).click()
  await expect(page).toHaveURL(new RegExp(`/seeking-hathazari/${postId}#comment-\\d+$`))
  const thread = page.getByRole('list', { name: 'নাসির প্রশ্নকর্তা-এর মন্তব্যের জবাবগুলো' })
  await expect(thread).toContainText(answer)
  await expect(thread.getByRole('link', { name: 'নাসির প্রশ্নকর্তা-এর মন্তব্যের জবাবে' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'মন্তব্য (২)' })).toBeVisible()

  // Its comment deleted while a second reply is written: the comment form says why, with the text.
  const second = await comment(asker, postId, `দুপুরেও একটা ট্রেন আছে নাকি কেউ জানেন (${stamp})`)
  await page.goto(`/seeking-hathazari/${postId}?replyTo=${second}#reply-${second}`)
  const late = `হ্যাঁ, দুপুর দুটোয় (${stamp})`
  await page.getByRole('textbox', { name: 'নাসির প্রশ্নকর্তা-এর মন্তব্যের জবাব' }).fill(late)
  const deleted = await asker.request.post(`/seeking-hathazari/${postId}`, { form: { intent: 'delete-comment', commentId: String(second) }, maxRedirects: 0 })
  expect(deleted.status()).toBe(302)
  await page.getByRole('button', { name: 'জবাব পাঠান' }).click()
  await expect(page.locator('#new-comment-error')).toContainText('যে মন্তব্যের জবাব দিচ্ছেন সেটি আর দেখানো হচ্ছে না')
  await expect(page.getByRole('textbox', { name: 'আপনার মন্তব্য' })).toHaveValue(late)
  await expect(page.getByRole('heading', { name: 'মন্তব্য (২)' })).toBeVisible()
})
