// A code by SMS (issue 34): register with a mobile number (Bengali digits) and the code the
// loopback gateway received, see the number on the profile, sign out, sign in with a new code
// (reached from the header's dialog);
// and the same forms without JavaScript, in English, with a wrong code and a foreign number refused.
import { expect, hydrated, test } from './fixtures'
import { openLoginDialog } from './helpers'

const outbox = () => `http://127.0.0.1:${process.env.E2E_OUTBOX_PORT}`
/** The code in the last SMS the gateway received for this number (8801…, as the gateway gets it). */
async function lastCode(local: string): Promise<string> {
  const to = `880${local.slice(1)}`
  let code = ''
  await expect.poll(async () => {
    const messages = (await (await fetch(`${outbox()}/received/sms`)).json()) as Array<{ to: string; text: string }>
    code = /\b(\d{6})\b/.exec(messages.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1] ?? ''
    return code
  }).not.toBe('')
  return code
}
const randomPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
const bengaliDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!)

test('register with a mobile number and a code, sign out, sign in with a new code (Bengali)', async ({ page }) => {
  const phone = randomPhone()
  await page.goto('/register')
  await hydrated(page)
  await page.getByRole('link', { name: 'মোবাইল নম্বর দিয়ে নিবন্ধন করুন' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('মোবাইল নম্বর দিয়ে নিবন্ধন')
  await page.getByLabel('নাম').fill('ফোন ব্যবহারকারী')
  await page.getByLabel('মোবাইল নম্বর').fill(bengaliDigits(`${phone.slice(0, 5)}-${phone.slice(5)}`))
  await page.getByRole('button', { name: 'কোড পাঠান' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'নম্বরে একটি কোড পাঠানো হয়েছে' })).toContainText(`+88017•••••${phone.slice(-3)}`)
  const code = page.getByLabel('এসএমএসে পাওয়া কোড')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await code.fill(await lastCode(phone))
  await page.getByRole('button', { name: 'নিশ্চিত করুন' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'আপনার অ্যাকাউন্ট তৈরি হয়েছে। স্বাগতম!' })).toBeVisible()

  await page.goto('/seeking-hathazari/profile')
  await expect(page.getByText('কোনো ইমেইল ঠিকানা নেই')).toBeVisible()
  const section = page.getByRole('region', { name: 'মোবাইল নম্বর' })
  await expect(section.getByText(`${phone.slice(0, 5)}-${phone.slice(5)}`)).toBeVisible()
  await page.getByRole('button', { name: 'সব ডিভাইস থেকে লগআউট' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'লগইন' })).toBeVisible()

  // From the header's dialog: its SMS option leads to the page, and the dialog closes.
  await page.goto('/seeking-hathazari/profile')
  const dialog = await openLoginDialog(page)
  await dialog.getByRole('link', { name: 'এসএমএসে কোড নিয়ে লগইন করুন' }).click()
  await expect(page).toHaveURL(/\/login\/phone\?redirectTo=%2Fseeking-hathazari%2Fprofile$/)
  await expect(dialog).toBeHidden()
  await page.getByLabel('মোবাইল নম্বর').fill(`+880 ${phone.slice(1)}`)
  await page.getByRole('button', { name: 'কোড পাঠান' }).click()
  // The code step shows once the gateway took the new message (the earlier one is still there).
  await expect(page.getByLabel('এসএমএসে পাওয়া কোড')).toBeVisible()
  await page.getByLabel('এসএমএসে পাওয়া কোড').fill(await lastCode(phone))
  await page.getByRole('button', { name: 'নিশ্চিত করুন' }).click()
  await expect(page).toHaveURL(/\/seeking-hathazari\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'আবার স্বাগতম!' })).toBeVisible()
  await expect(section.getByText(`${phone.slice(0, 5)}-${phone.slice(5)}`)).toBeVisible()
})

test('the SMS forms work without JavaScript (English): a foreign number and a wrong code refused, then signed up', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const phone = randomPhone()
  await page.goto('/en/register/phone')
  await page.getByLabel('Name').fill('No Script')
  await page.getByLabel('Mobile number').fill('+44 7700 900123')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Only Bangladeshi mobile numbers (+880) can get a code.')).toBeVisible()
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = await lastCode(phone)
  await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('That code is wrong. Tries left: 4.')).toBeVisible()
  await page.getByLabel('Code from the SMS').fill(code)
  await page.getByRole('button', { name: 'Confirm' }).click()
  // A new account that came to join lands on the welcome page (issue 43 §5).
  await expect(page).toHaveURL(/\/en\/welcome$/)
  await page.goto('/en/seeking-hathazari/profile')
  await expect(page.getByRole('heading', { name: 'No Script' })).toBeVisible()
  await context.close()
})
