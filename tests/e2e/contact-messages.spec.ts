import { expect, hydrated, test } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'

// A 403 page logs its status in the console.
test.use({ allowConsoleErrors: [/the server responded with a status of 403/] })

// contact-admin@example.com registers as an admin (scripts/e2e-server.js, BOOTSTRAP_ADMIN_EMAILS).
test('a visitor’s message reaches /moderation/contact; an admin marks it handled and it leaves the unhandled list', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const subject = `ডাকঘরের সময় ${Date.now()}`
  const sender = `sender-${Date.now()}@example.com`

  // A visitor sends the contact form.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/contact')
  await hydrated(visitor) // typed before hydration, the fields would be emptied by it
  await visitor.getByLabel('নাম').fill('সালমা <b>বেগম</b>')
  await visitor.getByLabel('ইমেইল').fill(sender)
  await visitor.getByLabel('বিষয়').fill(subject)
  await visitor.getByLabel('বার্তা', { exact: true }).fill('প্রথম লাইন\n<script>alert(1)</script> দ্বিতীয় লাইন')
  await visitor.getByRole('button', { name: 'বার্তা পাঠান' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'বার্তা পাঠানো হয়েছে' })).toBeVisible()
  // A visitor who opens the admins' page is asked to sign in.
  await visitor.goto('/moderation/contact')
  await expect(visitor).toHaveURL(/\/login\?redirectTo=%2Fmoderation%2Fcontact$/)
  await visitorContext.close()

  // A member is refused.
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await registerByPage(member, { email: uniqueEmail('contact-member'), name: 'সাধারণ সদস্য' })
  expect((await member.goto('/moderation/contact'))?.status()).toBe(403)
  await expect(member.getByText(sender)).toHaveCount(0)
  await memberContext.close()

  // The admin, without JavaScript: the list and its forms are plain pages and POSTs.
  const adminContext = await browser.newContext({ javaScriptEnabled: false })
  const admin = await adminContext.newPage()
  await registerByPage(admin, { email: 'contact-admin@example.com', name: 'যোগাযোগ প্রশাসক' })
  await enrolTwoFactor(admin)
  await admin.goto('/moderation/contact')
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('যোগাযোগের বার্তা')
  const itemOn = (on: typeof page) => on.getByRole('list', { name: 'যোগাযোগের বার্তা' }).getByRole('listitem').filter({ has: on.getByRole('heading', { name: subject }) })
  const item = itemOn(admin)
  await expect(item).toHaveCount(1)
  // What the sender wrote, as text with its line break; their address and a reply link.
  await expect(item).toContainText('সালমা <b>বেগম</b>')
  await expect(item).toContainText(sender)
  await expect(item).toContainText('বাকি')
  await expect(item.getByText('প্রথম লাইন')).toHaveText('প্রথম লাইন\n<script>alert(1)</script> দ্বিতীয় লাইন', { useInnerText: true })
  await expect(item.getByRole('link', { name: 'ইমেইলে উত্তর দিন' })).toHaveAttribute('href', `mailto:${sender}?subject=${encodeURIComponent(`Re: ${subject}`)}`)

  // Marked handled: it leaves the unhandled list, and "all" says who handled it.
  await item.getByRole('button', { name: 'সম্পন্ন হিসেবে চিহ্নিত করুন' }).click()
  await expect(admin.getByText('বার্তাটি সম্পন্ন হিসেবে চিহ্নিত হয়েছে।')).toBeVisible()
  await expect(item).toHaveCount(0)
  await admin.getByRole('link', { name: 'সব', exact: true }).click()
  await expect(admin).toHaveURL(/\/moderation\/contact\?show=all$/)
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('যোগাযোগ প্রশাসক সম্পন্ন করেছেন')
  // The audit log has it.
  await admin.goto('/moderation/audit')
  await expect(admin.getByRole('cell', { name: 'যোগাযোগের বার্তা সম্পন্ন' }).first()).toBeVisible()

  // The same admin with JavaScript, in English: back to not handled, then handled again.
  await page.context().addCookies(await adminContext.cookies())
  await adminContext.close()
  await page.goto('/en/moderation/contact?show=all')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact messages')
  const english = page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) })
  await expect(english).toContainText('Handled by যোগাযোগ প্রশাসক')
  await hydrated(page)
  await english.getByRole('button', { name: 'Mark not handled' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The message is marked not handled.' })).toBeVisible()
  await page.getByRole('link', { name: /^Not handled \(\d+\)$/ }).click()
  await expect(page).toHaveURL(/\/en\/moderation\/contact$/)
  await english.getByRole('button', { name: 'Mark handled' }).click()
  await expect(english).toHaveCount(0)
})
