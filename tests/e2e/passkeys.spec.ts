// Passkeys (issue 34): add one on the profile with Chromium's virtual authenticator (a phone's
// fingerprint, always verified), sign out, sign in with it from /login, remove it; and without
// JavaScript the sign-in page says passkeys need it; another site's POST is refused.
import { expect, hydrated, test } from './fixtures'
import { registerByPage, uniqueEmail } from './helpers'

test('add a passkey, sign out, sign in with it, remove it (Bengali); without JavaScript /login says passkeys need it', async ({ page, browser }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  const email = uniqueEmail('passkey')
  await registerByPage(page, { email, name: 'পাসকি ব্যবহারকারী' })
  await page.goto('/seeking-hathazari/profile')
  await hydrated(page)
  const section = page.getByRole('region', { name: 'এই ফোনে আঙুলের ছাপ দিয়ে ঢুকুন' })
  await expect(section.getByText('আপনার এখনো কোনো পাসকি নেই।')).toBeVisible()
  await section.getByLabel('এই পাসকির একটি নাম (যেমন "আমার ফোন")').fill('আমার ফোন')
  await section.getByRole('button', { name: 'পাসকি যোগ করুন' }).click()
  await expect(section.getByRole('status')).toHaveText('পাসকি যোগ হয়েছে')
  await expect(section.getByText('আমার ফোন', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'সব ডিভাইস থেকে লগআউট' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'লগইন' })).toBeVisible()
  await page.goto('/login?redirectTo=%2Fseeking-hathazari%2Fprofile')
  await hydrated(page)
  await page.getByRole('button', { name: 'পাসকি দিয়ে লগইন করুন' }).click()
  await expect(page).toHaveURL(/\/seeking-hathazari\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'আবার স্বাগতম!' })).toBeVisible()
  await expect(section.getByText('আমার ফোন', { exact: true })).toBeVisible()
  await expect(section.getByText(/শেষ ব্যবহার/)).toBeVisible()

  // Removed once the page is React's, the passkey section too (its add button shows only then),
  // as the other steps here are. Clicked before, the plain form posted while the page was still
  // hydrating, and the toaster's first effect, which takes a flash cookie left for the browser,
  // could take the one the POST's redirect had just set before the browser followed it: the next
  // page came without its toast (a flaky failure on a busy machine; app/components/ui/toaster.tsx
  // does the same to a reader who taps that early).
  await hydrated(page)
  await expect(section.getByRole('button', { name: 'পাসকি যোগ করুন' })).toBeVisible()
  await section.getByRole('button', { name: '"আমার ফোন" পাসকিটি মুছুন' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'পাসকি মুছে ফেলা হয়েছে' })).toBeVisible()
  await expect(section.getByText('আপনার এখনো কোনো পাসকি নেই।')).toBeVisible()

  // Another site cannot ask for a challenge or answer one: a cross-origin POST is refused.
  const foreign = await page.request.post('/api/passkeys', { form: { intent: 'sign-in-options' }, headers: { origin: 'https://evil.example' } })
  expect(foreign.status()).toBe(403)

  const noJs = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noJs.newPage()
  await plain.goto('/en/login')
  await expect(plain.getByText('Passkeys need JavaScript: turn it on in your browser, or sign in with your e-mail and password.')).toBeVisible()
  await expect(plain.getByRole('button', { name: 'Sign in with a passkey' })).toBeHidden()
  await noJs.close()
})
