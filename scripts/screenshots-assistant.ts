// `npx tsx scripts/screenshots-assistant.ts`: the assistant's panel (a streamed, cited answer from
// the fake model of the tests, and the offline cards) and the /assistant page, at 360 and 1280 px,
// in Bengali and English, light and dark, into screenshots/assistant/.
import { mkdirSync } from 'node:fs'
import { startFakeAi } from '../tests/fixtures/fake-ai.js'
import { launchChromium } from './lib/browser'
import { startServer } from './lib/start-server'
import { catalogs } from '#app/i18n/catalogs.server'

const ai = await startFakeAi()
const server = await startServer({ AI_BASE_URL: ai.url, AI_MODEL: 'fake-model' })
const browser = await launchChromium()
const host = new URL(server.baseURL).hostname
const questions = { bn: 'উপজেলা স্বাস্থ্য কমপ্লেক্স কোথায়?', en: 'Where is the Upazila Health Complex?' }
const openLabel = { bn: catalogs.bn['assistant.open'], en: catalogs.en['assistant.open'] }
mkdirSync('screenshots/assistant', { recursive: true })
try {
  for (const width of [360, 1280]) {
    for (const lang of ['bn', 'en'] as const) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: 800 } })
        await context.addCookies([{ name: 'lang', value: lang, domain: host, path: '/' }, { name: 'theme', value: theme, domain: host, path: '/' }])
        const page = await context.newPage()
        const name = (what: string) => `screenshots/assistant/${what}-${width}-${lang}-${theme}.png`
        const base = server.baseURL + (lang === 'en' ? '/en' : '')
        await page.goto(base + '/', { waitUntil: 'load' })
        await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated)
        await page.getByRole('link', { name: openLabel[lang] }).click()
        const panel = page.getByRole('dialog')
        await panel.locator('input').fill(questions[lang])
        await panel.locator('input').press('Enter')
        await page.waitForTimeout(2500)
        await page.screenshot({ path: name('panel') })
        await context.setOffline(true)
        await panel.locator('input').fill(lang === 'bn' ? 'আগুন লেগেছে' : 'fire')
        await panel.locator('input').press('Enter')
        await page.waitForTimeout(800)
        await page.screenshot({ path: name('panel-offline') })
        await context.setOffline(false)
        await page.goto(base + '/assistant', { waitUntil: 'load' })
        await page.locator('#assistant-page-question').fill(questions[lang])
        await page.getByRole('button', { name: lang === 'bn' ? 'জিজ্ঞেস করুন' : 'Ask' }).click()
        await page.waitForLoadState('load')
        await page.waitForTimeout(2500)
        await page.screenshot({ path: name('page'), fullPage: true })
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
  await ai.close()
}
console.log('screenshots/assistant/')
