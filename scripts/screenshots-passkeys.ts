// `npm run screenshots:passkeys`: issue 34's passkeys at 360 × 800, Bengali and English, light
// and dark, into screenshots/passkeys/: the login page's and the header dialog's passkey option, the profile's passkey
// section empty and with a passkey added (Chromium's virtual authenticator), and the login page
// without JavaScript.
import type { Locator } from '@playwright/test'
import { launchChromium } from './lib/browser'
import { hydrated, phoneContext, screenshots } from './lib/screens'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const server = await startServer()
const browser = await launchChromium()
const shots = screenshots('screenshots/passkeys')
let serial = 0
try {
  for (const lang of ['bn', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await phoneContext(browser, server.baseURL, lang, theme)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('WebAuthn.enable')
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      })
      const prefix = lang === 'en' ? '/en' : ''
      const shot = (what: string, target?: Locator) => shots.take(page, `${what}-${lang}-${theme}`, target)

      await page.goto(`${server.baseURL}${prefix}/login`, { waitUntil: 'load' })
      await hydrated(page)
      await shot('login', page.getByRole('button', { name: lang === 'bn' ? 'পাসকি দিয়ে লগইন করুন' : 'Sign in with a passkey' }))

      // The header's dialog: the same form, the same option.
      await page.goto(`${server.baseURL}${prefix}/news`, { waitUntil: 'load' })
      await hydrated(page)
      await page.getByRole('banner').getByRole('link', { name: lang === 'bn' ? 'লগইন' : 'Login' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: lang === 'bn' ? 'পাসকি দিয়ে লগইন করুন' : 'Sign in with a passkey' }).waitFor()
      await shot('dialog')

      await page.goto(`${server.baseURL}${prefix}/register`, { waitUntil: 'load' })
      await hydrated(page)
      const email = `shots-${Date.now()}-${serial++}@example.com`
      await page.locator('input[name="name"]').fill(lang === 'bn' ? 'রহিম উদ্দিন' : 'Rahim Uddin')
      await page.locator('input[name="email"]').fill(email)
      await page.locator('input[name="password"]').fill('secret1')
      await page.locator('input[name="confirmPassword"]').fill('secret1')
      await page.getByRole('button', { name: /^(অ্যাকাউন্ট তৈরি করুন|Create account)$/ }).click()
      await page.waitForURL((url) => !url.pathname.endsWith('/register'))
      await page.goto(`${server.baseURL}${prefix}${FORUM}/profile`, { waitUntil: 'load' })
      await hydrated(page)
      const section = page.locator('section[aria-labelledby="passkeys-heading"]')
      await shot('profile-passkeys-empty', section)
      await page.locator('input[name="passkeyName"]').fill(lang === 'bn' ? 'আমার ফোন' : 'My phone')
      await section.getByRole('button', { name: lang === 'bn' ? 'পাসকি যোগ করুন' : 'Add a passkey' }).click()
      await section.getByRole('status').filter({ hasText: /./ }).waitFor()
      await section.locator('li').first().waitFor()
      await shot('profile-passkeys-added', section)
      await context.close()

      const plain = await phoneContext(browser, server.baseURL, lang, theme, { javaScriptEnabled: false })
      const noJs = await plain.newPage()
      await noJs.goto(`${server.baseURL}${prefix}/login`, { waitUntil: 'load' })
      await shots.take(noJs, `login-no-js-${lang}-${theme}`)
      await plain.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`${shots.count} screenshots in screenshots/passkeys/`)
