// Two-step sign-in (issue 10): turning it on with a code from an authenticator app, signing in
// with a code or a backup code, trusting a device, in both languages and without JavaScript.
// The codes are computed here from the key the page shows, as an authenticator app would.
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { enrolTwoFactor, registerByPage, totp, uniqueEmail } from './helpers'

// A refused code answers 400, which Chromium logs.
test.use({ allowConsoleErrors: [/status of 4\d\d/] })

async function signOut(page: Page, lang: 'bn' | 'en') {
  await page.goto(`${lang === 'en' ? '/en' : ''}/seeking-hathazari/profile`)
  await page.getByRole('button', { name: lang === 'bn' ? 'সব ডিভাইস থেকে লগআউট' : 'Sign out of all devices' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: lang === 'bn' ? 'লগইন' : 'Login' })).toBeVisible()
}

async function passwordStep(page: Page, email: string, lang: 'bn' | 'en') {
  await page.goto(`${lang === 'en' ? '/en' : ''}/login?redirectTo=%2Fseeking-hathazari%2Fprofile`)
  await page.getByLabel(lang === 'bn' ? 'ইমেইল' : 'Email', { exact: true }).fill(email)
  await page.getByLabel(lang === 'bn' ? 'পাসওয়ার্ড' : 'Password', { exact: true }).fill('secret1')
  await page.getByRole('button', { name: lang === 'bn' ? 'লগইন' : 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/login\/two-factor\?redirectTo=%2Fseeking-hathazari%2Fprofile$/)
}

test('turn it on, then sign in with a code: a wrong or used code is refused, the next one works (Bengali, JavaScript on)', async ({ page }) => {
  const email = uniqueEmail('twostep')
  await registerByPage(page, { email, name: 'দুই ধাপ' })
  await page.goto('/seeking-hathazari/profile')
  await hydrated(page)
  await page.getByRole('link', { name: 'দুই ধাপে লগইন' }).click()
  await expect(page.getByRole('img', { name: 'অথেনটিকেটর অ্যাপের জন্য QR কোড' })).toBeVisible()
  const { key, usedCode, backupCodes } = await enrolTwoFactor(page)
  expect(backupCodes).toHaveLength(10)
  await signOut(page, 'bn')

  await passwordStep(page, email, 'bn')
  // The password alone signed no one in.
  await expect(page.getByRole('banner').getByRole('link', { name: 'লগইন' })).toBeVisible()
  const code = page.getByLabel('অ্যাপের কোড, অথবা একটি ব্যাকআপ কোড')
  const refused = page.getByText('কোডটি সঠিক নয়, অথবা আগেই ব্যবহার হয়েছে।', { exact: false })
  // Each refusal is waited for by its answer: the message of the one before is still on screen.
  const submit = async (value: string) => {
    await code.fill(value)
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/login/two-factor')),
      page.getByRole('button', { name: 'যাচাই করুন' }).click(),
    ])
  }
  await submit('000000')
  await expect(refused).toBeVisible()
  // The code that turned it on cannot be used again (the very code, whatever the clock says
  // now: a 30-second step may have passed since), and the app's next one works.
  await submit(usedCode)
  await expect(refused).toBeVisible()
  await expect(page).toHaveURL(/\/login\/two-factor/)
  await code.fill(totp(key, 1))
  await page.getByRole('button', { name: 'যাচাই করুন' }).click()
  await expect(page).toHaveURL(/\/seeking-hathazari\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'আবার স্বাগতম!' })).toBeVisible()
  await expect(page.getByText('দুই ধাপে লগইন', { exact: true }).first()).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('turn it on, sign in with a backup code once, and trust this device for 30 days (English)', async ({ page }) => {
    const email = uniqueEmail('twostep-nojs')
    await registerByPage(page, { email, name: 'No Script' })
    const { backupCodes } = await enrolTwoFactor(page, 'en')
    await signOut(page, 'en')

    await passwordStep(page, email, 'en')
    await page.getByLabel('Code from the app, or a backup code').fill(backupCodes[0]!)
    await page.getByLabel('Trust this device for 30 days').check()
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/en\/seeking-hathazari\/profile$/)
    await expect(page.getByText('Unused backup codes', { exact: false })).toHaveCount(0)
    await page.goto('/en/seeking-hathazari/profile/two-factor')
    await expect(page.getByText('Unused backup codes: 9')).toBeVisible()

    // This device is trusted: the next sign-in asks for no code.
    await signOut(page, 'en')
    await page.goto('/en/login')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('secret1')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page).not.toHaveURL(/two-factor/)
    await expect(page.getByRole('banner').getByRole('link', { name: /Your profile/ })).toBeVisible()
  })

  test('a used backup code is refused', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = uniqueEmail('twostep-reuse')
    await registerByPage(page, { email, name: 'Reuse' })
    const { backupCodes } = await enrolTwoFactor(page, 'en')
    for (const attempt of [0, 1]) {
      await signOut(page, 'en')
      await passwordStep(page, email, 'en')
      await page.getByLabel('Code from the app, or a backup code').fill(backupCodes[1]!)
      await page.getByRole('button', { name: 'Verify' }).click()
      if (attempt === 0) await expect(page).toHaveURL(/\/en\/seeking-hathazari\/profile$/)
      else await expect(page.getByText('That code is wrong or was already used.', { exact: false })).toBeVisible()
    }
    await context.close()
  })
})
