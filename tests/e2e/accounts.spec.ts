import sharp from 'sharp'
import { expect, test } from './fixtures'
import { openLoginDialog, registerByPage, uniqueEmail } from './helpers'

// Rejected input is answered with 4xx (400, 401, 409), which Chromium logs as a console error.
test.use({ allowConsoleErrors: [/the server responded with a status of 4\d\d/] })

test.describe('accounts, at 360 px in Bengali', () => {
  test('register, sign out, sign in, edit the profile with a picture, see it in the header', async ({ page }) => {
    // A whole journey of nine pages and two uploads: it ran out of 30 s with a second suite
    // beside it on two cores (bench/suite-under-load.sh), so it gets the slow-test allowance.
    test.slow()
    const email = uniqueEmail('journey')
    await page.goto('/')
    let dialog = await openLoginDialog(page)
    await dialog.getByRole('tab', { name: 'নিবন্ধন' }).click()
    await dialog.getByLabel('নাম').fill('রহিম উদ্দিন')
    await dialog.getByLabel('ইমেইল').fill(email)
    await dialog.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret1')
    await dialog.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('secret1')
    await dialog.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click()
    await expect(dialog).toBeHidden()
    const profileLink = page.getByRole('banner').getByRole('link', { name: /আপনার প্রোফাইল: রহিম উদ্দিন/ })
    await expect(profileLink).toBeVisible()
    await expect(page.getByRole('status')).toContainText('আপনার অ্যাকাউন্ট তৈরি হয়েছে')

    // Sign out from the menu: back home, with the Login button again.
    await page.getByRole('link', { name: 'মেনু খুলুন' }).click()
    await page.getByRole('dialog', { name: 'মেনু' }).getByRole('button', { name: 'লগআউট' }).click()
    await expect(page).toHaveURL(/\/$/)
    // The menu closes once the redirect lands (it is inside the banner, with its own Login link).
    await expect(page.getByRole('dialog', { name: 'মেনু' })).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: 'লগইন' })).toBeVisible()

    // Sign in with the dialog; a wrong password first.
    dialog = await openLoginDialog(page)
    await dialog.getByLabel('ইমেইল').fill(email)
    await dialog.getByLabel('পাসওয়ার্ড').fill('wrong-password')
    await dialog.getByRole('button', { name: 'লগইন', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('ইমেইল বা পাসওয়ার্ড ভুল। আবার চেষ্টা করুন।')
    await dialog.getByLabel('পাসওয়ার্ড').fill('secret1')
    await dialog.getByRole('button', { name: 'লগইন', exact: true }).click()
    await expect(dialog).toBeHidden()

    // Edit the profile with a picture.
    await profileLink.click()
    await expect(page.getByRole('heading', { name: 'রহিম উদ্দিন' })).toBeVisible()
    await page.getByRole('link', { name: 'প্রোফাইল সম্পাদনা' }).click()
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } }).png().toBuffer()
    await page.getByLabel('প্রোফাইল ছবি').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture })
    await page.getByLabel('পরিচিতি').fill('হাটহাজারীর বাসিন্দা।')
    await expect(page.getByText('২০/১৫০')).toBeVisible()
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click()
    await expect(page.getByRole('status')).toContainText('প্রোফাইল হালনাগাদ হয়েছে')
    await expect(page.getByText('হাটহাজারীর বাসিন্দা।')).toBeVisible()
    const headerPicture = profileLink.locator('img')
    await expect(headerPicture).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/)
    // The picture is decoded a moment after its address is set: wait for it rather than read it once.
    await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256)
  })

  test('the dialog validates in the spec order and switching tabs clears the error', async ({ page }) => {
    await page.goto('/')
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('button', { name: 'লগইন', exact: true }).click()
    await expect(dialog.getByText('ইমেইল আবশ্যক')).toBeVisible()
    await dialog.getByLabel('ইমেইল').fill('not-an-email')
    await dialog.getByRole('button', { name: 'লগইন', exact: true }).click()
    await expect(dialog.getByText('সঠিক ইমেইল দিন')).toBeVisible()
    await dialog.getByLabel('ইমেইল').fill('a@example.com')
    await dialog.getByLabel('পাসওয়ার্ড').fill('123')
    await dialog.getByRole('button', { name: 'লগইন', exact: true }).click()
    await expect(dialog.getByText('পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে')).toBeVisible()
    await dialog.getByRole('tab', { name: 'নিবন্ধন' }).click()
    await expect(dialog.getByText('পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে')).toBeHidden()
    await dialog.getByLabel('ইমেইল').fill('b@example.com')
    await dialog.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret1')
    await dialog.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('secret2')
    await dialog.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click()
    await expect(dialog.getByText('নাম আবশ্যক')).toBeVisible()
    await dialog.getByLabel('নাম').fill('করিম')
    await dialog.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click()
    await expect(dialog.getByText('পাসওয়ার্ড মেলেনি')).toBeVisible()
  })

  test('a duplicate e-mail gets the spec message', async ({ page, browser }) => {
    const email = uniqueEmail('dupe')
    const other = await browser.newContext()
    await registerByPage(await other.newPage(), { email })
    await other.close()
    await page.goto('/register')
    await page.getByLabel('নাম').fill('দ্বিতীয়')
    await page.getByLabel('ইমেইল').fill(email)
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret1')
    await page.getByLabel('পাসওয়ার্ড নিশ্চিত করুন').fill('secret1')
    await page.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click()
    await expect(page.getByText('এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে। অনুগ্রহ করে লগইন করুন।')).toBeVisible()
  })

  test('signed out, the Profile tab says so', async ({ page }) => {
    await page.goto('/seeking-hathazari?tab=profile')
    await expect(page.getByRole('heading', { name: 'প্রোফাইল দেখা যাচ্ছে না' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('register and sign in work as pages', async ({ page }) => {
    const email = uniqueEmail('nojs')
    await page.goto('/register')
    await page.getByRole('button', { name: 'অ্যাকাউন্ট তৈরি করুন' }).click()
    await expect(page.getByText('ইমেইল আবশ্যক')).toBeVisible()
    await registerByPage(page, { email, name: 'জাভাস্ক্রিপ্ট ছাড়া' })
    await expect(page.getByRole('banner').getByRole('link', { name: /আপনার প্রোফাইল: জাভাস্ক্রিপ্ট ছাড়া/ })).toBeVisible()
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('ইমেইল').fill(email)
    await page.getByLabel('পাসওয়ার্ড').fill('secret1')
    await page.getByRole('button', { name: 'লগইন', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: /আপনার প্রোফাইল/ })).toBeVisible()
    await page.goto('/seeking-hathazari?tab=profile')
    await expect(page.getByRole('main').getByText(email)).toBeVisible()
  })
})

test.describe('security', () => {
  test('a foreign Origin is refused on every state-changing request', async ({ request }) => {
    const posts = ['/login', '/register', '/logout', '/preferences', '/forgot-password', '/reset-password', '/seeking-hathazari', '/history', '/no-such-page']
    for (const path of posts) {
      const response = await request.post(path, { headers: { Origin: 'https://evil.example' }, form: { lang: 'en', email: 'a@b.co', password: 'secret1' }, maxRedirects: 0 })
      expect(response.status(), path).toBe(403)
    }
    const cross = await request.post('/preferences', { headers: { 'Sec-Fetch-Site': 'cross-site' }, form: { lang: 'en' }, maxRedirects: 0 })
    expect(cross.status()).toBe(403)
  })

  test('a redirectTo that leads off the site (a tab, a backslash, a scheme) lands on this site instead', async ({ page }) => {
    const origin = new URL(process.env.E2E_BASE_URL!).origin
    await registerByPage(page, { email: uniqueEmail('redirect') })
    // Signed in, /login sends the reader straight on to redirectTo: each must stay on this site.
    for (const target of ['/%09/evil.example', '/%5Cevil.example', '//evil.example', 'https://evil.example', '/%0A/evil.example']) {
      const response = await page.request.get(`/login?redirectTo=${target}`, { maxRedirects: 0 })
      expect(response.status(), target).toBe(302)
      const location = response.headers().location!
      expect(new URL(location, origin).origin, `${target} → ${location}`).toBe(origin)
    }
  })

  test('only the link endpoints of better-auth are reachable directly', async ({ request }) => {
    const direct = await request.post('/api/auth/sign-in/email', { data: { email: 'a@b.co', password: 'x' } })
    expect(direct.status()).toBe(404)
    expect((await request.get('/api/auth/ok')).status()).toBe(200)
  })
})
