import type { Page } from '@playwright/test'
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

/** Opens the header's login dialog (JavaScript on). */
export async function openLoginDialog(page: Page) {
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: /^(লগইন|Login)$/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}
