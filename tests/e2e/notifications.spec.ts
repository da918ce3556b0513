// The community loop (issue 29) in real browsers: the asker's bell changes live when someone
// answers, the notifications page without JavaScript, the answer and following, a push message
// through the loopback push service and an e-mail through the loopback SMTP server, with its
// one-click unsubscribe followed.
import { createECDH, randomBytes } from 'node:crypto'
import ece from 'http_ece'
import type { Browser, Page } from '@playwright/test'
import { readMail } from '../setup/fake-smtp'
import { expect, hydrated, setLanguage, test } from './fixtures'
import { registerByPage, uniqueEmail } from './helpers'

const outbox = () => `http://127.0.0.1:${process.env.E2E_OUTBOX_PORT}`

async function reader(browser: Browser, name: string, options: { javaScriptEnabled?: boolean; lang?: 'bn' | 'en' } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: 360, height: 800 } })
  const page = await context.newPage()
  if (options.lang) await setLanguage(page, options.lang)
  const email = uniqueEmail('loop')
  await registerByPage(page, { email, name })
  return { page, email, context }
}

/** A question through the forum's API, as the signed-in page's reader. */
async function ask(page: Page, title: string) {
  const response = await page.request.post('/api/forum/posts', { multipart: { title, content: 'কেউ জানেন?', category: 'question', tags: '', rulesRead: 'yes' } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { id: number }).id
}

/** A comment as a plain form post (what the comment box sends without JavaScript). */
async function answer(page: Page, postId: number, content: string) {
  const response = await page.request.post(`/seeking-hathazari/${postId}`, { form: { intent: 'comment', content }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
}

async function until<T>(find: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = await find()
    if (found !== undefined) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`never arrived: ${what}`)
}

const mailsTo = async (email: string) => ((await (await fetch(`${outbox()}/received/mail`)).json()) as Array<{ to: string; raw: string }>)
  .filter((mail) => mail.to === email).map((mail) => readMail(mail.raw))

test('the asker’s bell changes live when someone answers; opening the notification lands on the comment', async ({ browser }) => {
  const asker = await reader(browser, 'করিম প্রশ্নকর্তা')
  const helper = await reader(browser, 'রহিমা সাহায্যকারী')
  const postId = await ask(asker.page, `নাজিরহাটের বাস কোথায়? ${Date.now()}`)
  await asker.page.goto(`/seeking-hathazari/${postId}`)
  await hydrated(asker.page)
  const bell = asker.page.getByRole('banner').getByRole('link', { name: /^বিজ্ঞপ্তি/ })
  await expect(bell).toHaveAccessibleName('বিজ্ঞপ্তি')

  await answer(helper.page, postId, 'বাসস্ট্যান্ড থেকে আধা ঘণ্টা পরপর ছাড়ে।')
  // No reload: the count arrives over the page's live connection.
  await expect(bell).toHaveAccessibleName('বিজ্ঞপ্তি, ১টি অপঠিত')
  await answer(helper.page, postId, 'শুক্রবারে কম চলে।')
  await expect(bell).toHaveAccessibleName('বিজ্ঞপ্তি, ১টি অপঠিত') // grouped: still one

  await bell.click()
  await expect(asker.page).toHaveURL(/\/notifications$/)
  const item = asker.page.getByRole('link', { name: /২টি নতুন মন্তব্য \(সর্বশেষটি রহিমা সাহায্যকারী-এর\)/ })
  await expect(item).toBeVisible()
  await item.click()
  await expect(asker.page).toHaveURL(new RegExp(`/seeking-hathazari/${postId}#comment-\\d+$`))
  await expect(asker.page.getByRole('banner').getByRole('link', { name: /^বিজ্ঞপ্তি/ })).toHaveAccessibleName('বিজ্ঞপ্তি')

  // The asker chooses the answer: the helper's bell changes, and the post shows the answer.
  await helper.page.goto('/seeking-hathazari')
  await hydrated(helper.page)
  await asker.page.reload()
  await hydrated(asker.page)
  await asker.page.getByRole('button', { name: 'উত্তর হিসেবে বাছাই করুন' }).first().click()
  await expect(asker.page.getByRole('region', { name: 'বাছাই করা উত্তর' })).toContainText('বাসস্ট্যান্ড থেকে আধা ঘণ্টা পরপর ছাড়ে।')
  await expect(helper.page.getByRole('banner').getByRole('link', { name: /^বিজ্ঞপ্তি/ })).toHaveAccessibleName('বিজ্ঞপ্তি, ১টি অপঠিত')
  await helper.page.goto('/seeking-hathazari?unanswered=1')
  await expect(helper.page.getByRole('link', { name: /নাজিরহাটের বাস কোথায়\?/ })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test('the notifications page, opening one, mark all as read, follow and stop following, and choosing the answer', async ({ browser }) => {
    const asker = await reader(browser, 'Jamal Asker', { javaScriptEnabled: false, lang: 'en' })
    const helper = await reader(browser, 'Nasrin Helper', { javaScriptEnabled: false, lang: 'en' })
    const title = `Where is the night pharmacy? ${Date.now()}`
    const postId = await ask(asker.page, title)
    await answer(helper.page, postId, 'Opposite the health complex, open till midnight.')
    const other = await ask(asker.page, `Second question ${Date.now()}`)
    await answer(helper.page, other, 'Another answer.')

    await asker.page.goto('/en/notifications')
    await expect(asker.page.getByRole('banner').getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible()
    const items = asker.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('Unread')
    await asker.page.getByRole('link', { name: `Nasrin Helper commented on your post “${title}”` }).click()
    await expect(asker.page).toHaveURL(new RegExp(`/en/seeking-hathazari/${postId}#comment-\\d+$`))
    await expect(asker.page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible()

    // The asker chooses the answer with a plain form.
    await asker.page.getByRole('button', { name: 'Mark as the answer' }).click()
    await expect(asker.page.getByRole('region', { name: 'The chosen answer' })).toContainText('Opposite the health complex')
    await expect(asker.page.getByText('Answer', { exact: true })).toBeVisible()
    // Stop following: the next comment tells the asker nothing.
    await asker.page.getByRole('button', { name: 'Stop following' }).click()
    await expect(asker.page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
    await answer(helper.page, postId, 'One more thing.')
    await asker.page.goto('/en/notifications')
    await expect(asker.page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible()
    await asker.page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(asker.page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
    await expect(asker.page.getByText('Unread')).toHaveCount(0)

    // The helper was told their answer was chosen.
    await helper.page.goto('/en/notifications')
    await expect(helper.page.getByRole('link', { name: `Jamal Asker chose your comment as the answer to “${title}”` })).toBeVisible()
    await expect(helper.page.getByText('Turning on notifications for a device needs JavaScript.')).toBeVisible()

    // The settings page's plain form: e-mails about likes once a day, and on phones too; saved.
    await asker.page.goto('/en/notifications/settings')
    const likes = () => asker.page.getByRole('listitem').filter({ hasText: 'Likes on your posts and comments' })
    await expect(likes().getByRole('combobox', { name: 'E-mail' })).toHaveValue('off')
    await expect(likes().getByRole('checkbox')).not.toBeChecked()
    await likes().getByRole('combobox', { name: 'E-mail' }).selectOption('daily')
    await likes().getByRole('checkbox').check()
    await asker.page.getByRole('button', { name: 'Save settings' }).click()
    await expect(asker.page).toHaveURL(/\/en\/notifications\/settings$/)
    await expect(asker.page.getByText('Notification settings saved')).toBeVisible()
    await asker.page.goto('/en/notifications/settings')
    await expect(likes().getByRole('combobox', { name: 'E-mail' })).toHaveValue('daily')
    await expect(likes().getByRole('checkbox')).toBeChecked()
  })

  test('a visitor is sent to sign in, and someone else’s notification is refused with a message', async ({ browser }) => {
    const visitor = await browser.newContext({ javaScriptEnabled: false })
    const page = await visitor.newPage()
    await page.goto('/notifications')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fnotifications$/)
    const asker = await reader(browser, 'Owner', { lang: 'en' })
    const helper = await reader(browser, 'Stranger', { lang: 'en' })
    const postId = await ask(asker.page, `Mine ${Date.now()}`)
    await answer(helper.page, postId, 'A comment.')
    await asker.page.goto('/en/notifications')
    const href = await asker.page.getByRole('list', { name: 'Notifications' }).getByRole('link').first().getAttribute('href')
    for (const path of [href!, '/en/notifications/99999999999', '/en/notifications/abc', '/en/notifications/1%27']) {
      await helper.page.goto(path)
      await expect(helper.page).toHaveURL(/\/en\/notifications$/)
      await expect(helper.page.getByText('That notification was not found')).toBeVisible()
    }
    await asker.page.reload()
    await expect(asker.page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible()
  })
})

test('a push message reaches the reader’s device through the push service, in their language, opening the comment', async ({ browser }) => {
  const asker = await reader(browser, 'সালমা পুশ')
  const helper = await reader(browser, 'জাহিদ উত্তরদাতা')
  // This device's subscription, as the browser would make it: its own keys, at the loopback push service.
  const keys = createECDH('prime256v1')
  keys.generateKeys()
  const auth = randomBytes(16).toString('base64url')
  const path = `/push/${randomBytes(6).toString('hex')}`
  const subscribed = await asker.page.request.post('/api/push/subscription', {
    form: { endpoint: `${outbox()}${path}`, p256dh: keys.getPublicKey().toString('base64url'), auth, lang: 'bn', notifications: '1' },
  })
  expect(subscribed.status()).toBe(200)
  // A push service not on the server's list is refused.
  const foreign = await asker.page.request.post('/api/push/subscription', {
    form: { endpoint: 'https://push.example.com/x', p256dh: keys.getPublicKey().toString('base64url'), auth, lang: 'bn', notifications: '1' },
  })
  expect(foreign.status()).toBe(400)

  const postId = await ask(asker.page, `রাতের ফার্মেসি ${Date.now()}`)
  await answer(helper.page, postId, 'মেডিকেলের সামনেরটা খোলা।')
  const received = await until(async () => ((await (await fetch(`${outbox()}/received/push`)).json()) as Array<{ path: string; body: string }>)
    .find((push) => push.path === path), 'the push message')
  const message = JSON.parse(ece.decrypt(Buffer.from(received.body, 'base64'), { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8')) as Record<string, string>
  expect(message).toMatchObject({ title: 'হাটহাজারী গাইড', tag: `post-${postId}`, lang: 'bn' })
  expect(message.body).toMatch(/^জাহিদ উত্তরদাতা আপনার পোস্ট “রাতের ফার্মেসি \d+”-এ মন্তব্য করেছেন$/)
  // Tapping it opens the notification: read, and on the comment.
  await asker.page.goto(message.url!)
  await expect(asker.page).toHaveURL(new RegExp(`/seeking-hathazari/${postId}#comment-\\d+$`))

  // A browser whose push service is not on the list: the page says so, not "try again". The
  // browser's side is stood in for (no real push service here); the server's refusal is real.
  await asker.page.addInitScript(() => {
    const json = { endpoint: 'https://push.example.com/send/device', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }
    const registration = { pushManager: { getSubscription: async () => null, subscribe: async () => ({ ...json, toJSON: () => json }) } }
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' })
    Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) })
    Object.defineProperty(navigator.serviceWorker, 'getRegistration', { value: async () => registration })
  })
  await asker.page.goto('/notifications')
  await hydrated(asker.page)
  await asker.page.getByRole('button', { name: 'এই ডিভাইসে চালু করুন' }).click()
  await expect(asker.page.getByRole('status').filter({ hasText: 'পুশ সার্ভিসে' })).toHaveText(
    'এই ব্রাউজারের পুশ সার্ভিসে গাইড বিজ্ঞপ্তি পাঠাতে পারে না, তাই এই ডিভাইসে চালু করা গেল না। অন্য ব্রাউজারে চেষ্টা করুন, অথবা সেটিংসে ইমেইল চালু করুন।')
  await expect(asker.page.getByText('চালু করা গেল না। একটু পরে আবার চেষ্টা করুন।')).toHaveCount(0)
})

test('an e-mail to a verified address, in the reader’s language, whose unsubscribe link works without signing in', async ({ browser }) => {
  const asker = await reader(browser, 'Mail Asker', { lang: 'en' })
  const helper = await reader(browser, 'Mail Helper', { lang: 'en' })
  // Only verified addresses get notification mail: follow the verification mail's link.
  const verification = await until(async () => (await mailsTo(asker.email)).find((mail) => /verify-email\?token=/.test(mail.text)), 'the verification mail')
  await asker.page.goto(/(http\S+verify-email\?token=[\w.-]+)/.exec(verification.text)![1]!)
  await asker.page.goto('/en/notifications/settings')
  await expect(asker.page.getByText(`E-mails go to ${asker.email}.`)).toBeVisible()
  await asker.page.getByLabel('Language of e-mails and phone notifications').selectOption('en')
  await asker.page.getByRole('button', { name: 'Save settings' }).click()
  await expect(asker.page.getByText('Notification settings saved')).toBeVisible()

  const title = `Which bus reaches Nazirhat? ${Date.now()}`
  const postId = await ask(asker.page, title)
  await answer(helper.page, postId, 'The one from the bus stand.')
  const mail = await until(async () => (await mailsTo(asker.email)).find((m) => m.headers['list-unsubscribe']), 'the notification mail')
  expect(mail.text).toContain(`Mail Helper commented on your post “${title}”`)
  expect(mail.html).toContain(`Mail Helper commented on your post “${title}”`)
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const link = /<(http[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!

  // A changed link does nothing; the right one, opened by anyone (no session), asks and stops the mails.
  const stranger = await browser.newPage()
  await stranger.goto(link.replace(/s=[\w-]{5}/, 's=AAAAA'))
  await expect(stranger.getByRole('alert')).toContainText('This link does not work')
  await stranger.goto(link)
  await expect(stranger.getByText('Stop e-mails about: Comments on your posts?')).toBeVisible()
  await stranger.getByRole('button', { name: 'Stop these e-mails' }).click()
  await expect(stranger.getByText('Done: no more e-mails about Comments on your posts.')).toBeVisible()
  // The mail program's own one-click request (RFC 8058) works the same, without a session or Origin.
  const oneClick = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
  expect(oneClick.status).toBe(200)
  await asker.page.reload()
  await expect(asker.page.getByRole('combobox', { name: /^E-mail/ }).first()).toHaveValue('off')
})

test('the header keeps the whole English title beside the bell at 360 px', async ({ browser }) => {
  const { page } = await reader(browser, 'Header Check', { lang: 'en' })
  await page.goto('/en')
  const title = page.getByRole('banner').getByRole('link', { name: 'Hathazari Guide' })
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications' })).toBeVisible()
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
})

test('forms from another site are refused and change nothing', async ({ browser }) => {
  const asker = await reader(browser, 'Origin Check', { lang: 'en' })
  const helper = await reader(browser, 'Origin Helper', { lang: 'en' })
  const postId = await ask(asker.page, `Origin ${Date.now()}`)
  await answer(helper.page, postId, 'A comment.')
  const foreign = { Origin: 'https://evil.example' }
  for (const [path, form] of [
    ['/notifications', { intent: 'read-all' }],
    ['/notifications/settings', { lang: 'en', 'email.comment': 'off' }],
    [`/seeking-hathazari/${postId}`, { intent: 'follow', following: '0' }],
  ] as const) {
    expect((await asker.page.request.post(path, { form, headers: foreign, maxRedirects: 0 })).status(), path).toBe(403)
  }
  await asker.page.goto(`/en/seeking-hathazari/${postId}`)
  await expect(asker.page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible()
  await expect(asker.page.getByRole('button', { name: 'Stop following' })).toBeVisible()
})
