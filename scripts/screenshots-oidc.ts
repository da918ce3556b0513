// `npm run screenshots:oidc`: issue 34's "Continue with Google" at 360 × 800, Bengali and English,
// light and dark, into screenshots/oidc/: the login page and the header dialog with the button,
// the message when an account with the provider's e-mail exists, and the profile's section before
// and after connecting (against the loopback provider of the tests).
import type { Locator } from '@playwright/test'
import { startTestProvider } from '../tests/fixtures/test-oidc-provider.js'
import { launchChromium } from './lib/browser'
import { hydrated, phoneContext, screenshots } from './lib/screens'
import { freePort, startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const port = await freePort()
const provider = await startTestProvider({ redirectUri: `http://localhost:${port}/auth/oidc/callback` })
const server = await startServer({ PORT: String(port), OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret })
const browser = await launchChromium()
const shots = screenshots('screenshots/oidc')
let serial = 0
try {
  for (const lang of ['bn', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await phoneContext(browser, server.baseURL, lang, theme)
      const page = await context.newPage()
      const prefix = lang === 'en' ? '/en' : ''
      const continueLabel = lang === 'bn' ? 'Google দিয়ে চালিয়ে যান' : 'Continue with Google'
      const shot = (what: string, target?: Locator) => shots.take(page, `${what}-${lang}-${theme}`, target)

      await page.goto(`${server.baseURL}${prefix}/login`, { waitUntil: 'load' })
      await hydrated(page)
      await shot('login', page.getByRole('button', { name: continueLabel }))

      await page.goto(`${server.baseURL}${prefix}/news`, { waitUntil: 'load' })
      await hydrated(page)
      await page.getByRole('banner').getByRole('link', { name: lang === 'bn' ? 'লগইন' : 'Login' }).click()
      await page.getByRole('dialog').getByRole('button', { name: continueLabel }).waitFor()
      await shot('dialog')

      // A member with a password whose e-mail the provider's account has too.
      const name = `shots-${Date.now()}-${serial++}`
      await page.goto(`${server.baseURL}${prefix}/register`, { waitUntil: 'load' })
      await hydrated(page)
      await page.locator('input[name="name"]').fill(lang === 'bn' ? 'রহিম উদ্দিন' : 'Rahim Uddin')
      await page.locator('input[name="email"]').fill(`${name}@example.test`)
      await page.locator('input[name="password"]').fill('secret1')
      await page.locator('input[name="confirmPassword"]').fill('secret1')
      await page.getByRole('button', { name: /^(অ্যাকাউন্ট তৈরি করুন|Create account)$/ }).click()
      await page.waitForURL((url) => !url.pathname.endsWith('/register'))
      await context.addCookies([{ name: 'test_account', value: name, url: provider.issuer }])

      // Signed out, "Continue with Google" finds that e-mail: not signed in, told what to do.
      const signedOut = await phoneContext(browser, server.baseURL, lang, theme)
      await signedOut.addCookies([{ name: 'test_account', value: name, url: provider.issuer }])
      const other = await signedOut.newPage()
      await other.goto(`${server.baseURL}${prefix}/login`, { waitUntil: 'load' })
      await hydrated(other)
      await other.getByRole('button', { name: continueLabel }).click()
      await other.waitForURL(/oidc=exists/)
      await hydrated(other)
      await shots.take(other, `login-exists-${lang}-${theme}`)
      await signedOut.close()

      await page.goto(`${server.baseURL}${prefix}${FORUM}/profile`, { waitUntil: 'load' })
      await hydrated(page)
      const section = page.locator('section[aria-labelledby="oidc-heading"]')
      await shot('profile-connect', section)
      await section.getByRole('button').click()
      await page.waitForURL(new RegExp(`${FORUM}/profile$`))
      await hydrated(page)
      await section.getByRole('button').waitFor()
      // The "connected" toast, once read, is closed so that it does not cover the section.
      await page.getByRole('status').getByRole('button').first().click()
      await shot('profile-connected', section)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
  await provider.close()
}
console.log(`${shots.count} screenshots in screenshots/oidc/`)
