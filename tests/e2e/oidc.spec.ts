// "Continue with Google" (issue 34 §3, ADR 031) against a real OpenID Connect provider on loopback
// (tests/fixtures/test-oidc-provider.js, started by scripts/e2e-server.js): from /login to the
// provider and back signed in, with JavaScript (from the header's dialog) and without it (a plain
// form). The provider logs in the account named by its `test_account` cookie.
import type { BrowserContext } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { openLoginDialog } from './helpers'

const issuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`
const account = (prefix: string) => `${prefix}-${Date.now()}-${process.pid}`
const asAccount = (context: BrowserContext, name: string) => context.addCookies([{ name: 'test_account', value: name, url: issuer }])

test('continue with Google from the header dialog: a new account, signed in, connected on the profile (English, JavaScript on)', async ({ page }) => {
  const name = account('e2e-js')
  await asAccount(page.context(), name)
  await page.goto('/en/seeking-hathazari/profile')
  const dialog = await openLoginDialog(page)
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page).toHaveURL(/\/en\/seeking-hathazari\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Your account is ready, signed in with Google.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: `User ${name}` })).toBeVisible()
  const section = page.getByRole('region', { name: 'Sign in with Google' })
  await expect(section.getByText(/^Connected on /)).toBeVisible()
  // The provider is the only way in: it cannot be disconnected.
  await expect(section.getByText('To disconnect Google, first set a password or add a passkey: otherwise you could not sign in any more.')).toBeVisible()
  await hydrated(page)
  // Another site cannot start a sign-in in the reader's browser.
  const foreign = await page.request.post('/auth/oidc', { form: { redirectTo: '/' }, headers: { origin: 'https://evil.example' } })
  expect(foreign.status()).toBe(403)
})

test('continue with Google without JavaScript (Bengali): /login → provider → back signed in; cancelled says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const name = account('e2e-nojs')
  await asAccount(context, 'cancel')
  await page.goto('/login?redirectTo=%2Fseeking-hathazari%2Fprofile')
  await page.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' }).click()
  await expect(page).toHaveURL(/\/login\?oidc=cancelled/)
  await expect(page.getByText('লগইন বাতিল করা হয়েছে। কিছুই বদলানো হয়নি।')).toBeVisible()

  await asAccount(context, name)
  await page.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' }).click()
  await expect(page).toHaveURL(/\/seeking-hathazari\/profile$/)
  await expect(page.getByRole('heading', { name: `User ${name}` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Google দিয়ে লগইন' }).getByText(/যুক্ত করা হয়েছে।$/)).toBeVisible()
  await context.close()
})
