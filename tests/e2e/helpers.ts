import { createHmac } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { expect, hydrated } from './fixtures'

let serial = 0
/** A unique e-mail for a test's own user. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${process.pid}-${serial++}@example.com`

/** Registers through the /register page (works with or without JavaScript); lands signed in. */
export async function registerByPage(page: Page, { email, name = 'রহিম উদ্দিন', password = 'secret1' }: { email: string; name?: string; password?: string }) {
  await page.goto('/register')
  await page.getByLabel(/^(নাম|Name)$/).fill(name)
  await page.getByLabel(/^(ইমেইল|Email)$/).fill(email)
  await page.getByLabel(/^(পাসওয়ার্ড|Password)$/).fill(password)
  await page.getByLabel(/^(পাসওয়ার্ড নিশ্চিত করুন|Confirm password)$/).fill(password)
  await page.getByRole('button', { name: /^(অ্যাকাউন্ট তৈরি করুন|Create account)$/ }).click()
  await expect(page).not.toHaveURL(/\/register/)
}

/** Ticks "I have read the community's rules" where the new-post form asks (a newcomer's first post). */
export async function tickRulesIfAsked(scope: Page | Locator) {
  const tick = scope.getByRole('checkbox', { name: /^(আমি কমিউনিটির নিয়মগুলো পড়েছি|I have read the community's rules)$/ })
  if (await tick.count()) await tick.check()
}

/** Opens the header's login dialog (JavaScript on). */
export async function openLoginDialog(page: Page) {
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: /^(লগইন|Login)$/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

/** The code an authenticator app shows for `secret` now (or `steps` 30-second steps later). */
export function totp(secret: string, steps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of secret.replace(/\s/g, '')) {
    value = (value << 5) | alphabet.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps))
  const hmac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 15
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/**
 * Turns on two-step sign-in for the signed-in account, through its page (with or without
 * JavaScript), and returns the key, the code it used and the backup codes it showed.
 */
export async function enrolTwoFactor(page: Page, lang: 'bn' | 'en' = 'bn') {
  await page.goto(`${lang === 'en' ? '/en' : ''}/seeking-hathazari/profile/two-factor`)
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/).textContent())!.replace(/\s/g, '')
  const usedCode = totp(key)
  await page.getByLabel(lang === 'bn' ? '২. অ্যাপে দেখানো ৬ অঙ্কের কোডটি লিখুন' : '2. Enter the 6-digit code the app shows').fill(usedCode)
  await page.getByRole('button', { name: lang === 'bn' ? 'চালু করুন' : 'Turn on' }).click()
  const list = page.getByRole('list', { name: lang === 'bn' ? 'ব্যাকআপ কোড' : 'Backup codes' })
  await expect(list).toBeVisible()
  const backupCodes = await list.getByRole('listitem').allTextContents()
  return { key, usedCode, backupCodes }
}
