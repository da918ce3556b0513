// `npm run screenshots:sms`: issue 34's codes by SMS at 360 × 800, Bengali and English, light and
// dark, into screenshots/sms/: the login page's SMS option, registering with a number (the number
// step, a refused foreign number, the code step), the profile's number section, /forgot-password's
// phone part with its code step, and /login/phone without JavaScript. SMS_PROVIDER=outbox: the
// codes are read from DATA_DIR/outbox.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator } from '@playwright/test'
import { launchChromium } from './lib/browser'
import { hydrated, phoneContext, screenshots, siteCookies } from './lib/screens'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const dataDir = mkdtempSync(join(tmpdir(), 'guide-shots-sms-'))
const server = await startServer({ DATA_DIR: dataDir, SMS_PROVIDER: 'outbox' })
const browser = await launchChromium()
const shots = screenshots('screenshots/sms')
/** The code of the newest SMS written for a number ending in these digits. */
function lastCode(phone: string): string {
  const outbox = join(dataDir, 'outbox')
  const files = readdirSync(outbox).filter((name) => name.startsWith('sms-') && name.endsWith(`-${phone.slice(-3)}.txt`)).sort()
  return /\b(\d{6})\b/.exec(readFileSync(join(outbox, files.at(-1)!), 'utf8'))?.[1] ?? ''
}
let serial = 0
try {
  for (const lang of ['bn', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await phoneContext(browser, server.baseURL, lang, theme)
      const page = await context.newPage()
      const prefix = lang === 'en' ? '/en' : ''
      const phone = `0181${String(2000000 + serial++ * 111).padStart(7, '0')}`
      const shot = (what: string, target?: Locator) => shots.take(page, `${what}-${lang}-${theme}`, target)

      await page.goto(`${server.baseURL}${prefix}/login`, { waitUntil: 'load' })
      await hydrated(page)
      await shot('login', page.locator('a[href*="/login/phone"]'))

      await page.goto(`${server.baseURL}${prefix}/register/phone`, { waitUntil: 'load' })
      await hydrated(page)
      await page.locator('input[name="name"]').fill(lang === 'bn' ? 'রহিমা আক্তার' : 'Rahima Akter')
      await page.locator('input[name="phone"]').fill('+44 7700 900123')
      await page.locator('form:has(input[name="phone"]), form:has(input[name="code"])').locator('button[type="submit"]').click()
      await page.locator('#field-phone-error').waitFor()
      await shot('register-foreign-number')
      await page.locator('input[name="phone"]').fill(lang === 'bn' ? phone.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : phone)
      await page.locator('form:has(input[name="phone"]), form:has(input[name="code"])').locator('button[type="submit"]').click()
      await page.locator('input[name="code"]').waitFor()
      await shot('register-code')
      await page.locator('input[name="code"]').fill('000000')
      await page.locator('form:has(input[name="phone"]), form:has(input[name="code"])').locator('button[type="submit"]').click()
      await page.locator('#field-code-error').waitFor()
      await shot('register-wrong-code')
      await page.locator('input[name="code"]').fill(lastCode(phone))
      await page.locator('form:has(input[name="phone"]), form:has(input[name="code"])').locator('button[type="submit"]').click()
      await page.waitForURL((url) => !url.pathname.endsWith('/phone'))

      await page.goto(`${server.baseURL}${prefix}${FORUM}/profile`, { waitUntil: 'load' })
      await hydrated(page)
      await shot('profile-top')
      await shot('profile-phone', page.locator('section[aria-labelledby="phone-heading"]'))
      await context.clearCookies()
      await context.addCookies(siteCookies(server.baseURL, lang, theme))

      await page.goto(`${server.baseURL}${prefix}/forgot-password`, { waitUntil: 'load' })
      await hydrated(page)
      await shot('forgot-password', page.locator('section[aria-labelledby="reset-by-phone"]'))
      await page.locator('section[aria-labelledby="reset-by-phone"] input[name="phone"]').fill(phone)
      await page.locator('section[aria-labelledby="reset-by-phone"] button[type="submit"]').click()
      await page.locator('input[name="code"]').waitFor()
      await shot('forgot-password-code', page.locator('section[aria-labelledby="reset-by-phone"]'))
      await context.close()

      const plain = await phoneContext(browser, server.baseURL, lang, theme, { javaScriptEnabled: false })
      const noJs = await plain.newPage()
      await noJs.goto(`${server.baseURL}${prefix}/login/phone`, { waitUntil: 'load' })
      await shots.take(noJs, `login-phone-no-js-${lang}-${theme}`)
      await plain.close()
    }
  }
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`${shots.count} screenshots in screenshots/sms/`)
