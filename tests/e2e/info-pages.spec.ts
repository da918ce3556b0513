import type { Page } from '@playwright/test'
import { collectPhoneNumbers } from '../../content/hathazari/check-pack'
import { contentPack } from '../../content/hathazari/index'
import { startServer } from '../../scripts/lib/start-server'
import { expect, hydrated, test, setLanguage } from './fixtures'

type Lang = 'bn' | 'en'
const langs: Lang[] = ['bn', 'en']
const bnDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const pack = contentPack
const byId = <T extends { id: string }>(list: readonly T[], id: string): T => {
  const found = list.find((item) => item.id === id)
  if (!found) throw new Error(`the pack has no ${id}`)
  return found
}
const hotline = (id: string) => byId(pack.hotlines, id)

/** Each page, its title in both languages, and real texts from the pack it must show. */
const pages: Array<{ path: string; title: Record<Lang, string>; texts: (lang: Lang) => string[] }> = [
  { path: '/utilities', title: { bn: 'ইউটিলিটি সেবা', en: 'Utilities' },
    texts: (lang) => [hotline('national-emergency').service[lang], hotline('fire-service').service[lang],
      lang === 'en' ? 'No verified electricity, gas, water or internet office listing yet' : 'এখনো যাচাই করা কোনো বিদ্যুৎ, গ্যাস, পানি বা ইন্টারনেট অফিসের তালিকা নেই'] },
  { path: '/organizations', title: { bn: 'সংগঠন', en: 'Organizations' },
    texts: (lang) => [byId(pack.organizations, 'barsha-foundation').name[lang], byId(pack.offices, 'social-services-office').name[lang]] },
  { path: '/education', title: { bn: 'শিক্ষা', en: 'Education' },
    texts: (lang) => [byId(pack.facts, 'literacy-2011').value[lang], byId(pack.facts, 'literacy-paurashava').notes![lang], byId(pack.institutions, 'hathazari-government-college').name[lang]] },
  { path: '/religious-places', title: { bn: 'ধর্মীয় স্থান', en: 'Religious places' },
    texts: (lang) => [byId(pack.facts, 'religion-2011').value[lang], byId(pack.facts, 'mosques').value[lang], byId(pack.religiousPlaces, 'fakir-mosque').period![lang]] },
  { path: '/local-markets', title: { bn: 'হাট-বাজার ও মেলা', en: 'Markets and fairs' },
    texts: (lang) => [byId(pack.fairs, 'mandakini-mela').name[lang], byId(pack.fairs, 'mandakini-mela').when[lang], byId(pack.markets, 'katirhat').name[lang]] },
  { path: '/transportation', title: { bn: 'যাতায়াত', en: 'Transportation' },
    texts: (lang) => [pack.transportOverview[0]!.title[lang], byId(pack.transport, 'r160-highway').name[lang]] },
  { path: '/train-schedule', title: { bn: 'ট্রেনের সময়সূচি', en: 'Train schedule' },
    texts: (lang) => [byId(pack.train.stations, 'katirhat').name[lang], pack.train.timetables[0]!.title[lang], pack.train.line.title[lang]] },
  { path: '/tourist-spots', title: { bn: 'পর্যটন স্থান', en: 'Tourist spots' },
    texts: (lang) => [byId(pack.places, 'halda-river').name[lang], byId(pack.places, 'pundarik-dham').name[lang]] },
  { path: '/tourist-attractions', title: { bn: 'দর্শনীয় স্থান', en: 'Tourist attractions' },
    texts: (lang) => [byId(pack.places, 'mirzapur-shantidham-vihar').name[lang], byId(pack.places, 'alaol-mohsonia-beels').kind[lang]] },
  { path: '/about', title: { bn: 'আমাদের সম্পর্কে', en: 'About' },
    texts: (lang) => [lang === 'en' ? 'Version 0.1.0' : 'সংস্করণ ০.১.০', lang === 'en' ? 'run by volunteers for the residents of Hathazari' : 'চালান স্বেচ্ছাসেবকেরা, হাটহাজারীর বাসিন্দাদের জন্য'] },
  { path: '/legal-aid', title: { bn: 'আইনগত সহায়তা', en: 'Legal aid' },
    texts: (lang) => [hotline('legal-aid').service[lang], hotline('legal-aid').description[lang], hotline('child-helpline').service[lang]] },
  { path: '/donate', title: { bn: 'অনুদান', en: 'Donate' },
    texts: (lang) => [lang === 'en' ? 'Donations are not set up yet' : 'অনুদানের ব্যবস্থা এখনো চালু হয়নি'] },
]

const main = (page: Page) => page.getByRole('main')
/** Every number the content pack holds, as digits. */
const knownNumbers = collectPhoneNumbers(pack)

for (const lang of langs) {
  test.describe(`info pages in ${lang}`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, lang))

    // Each page is loaded once for its content and its tel: links (a second walk of the same
    // pages for the links alone cost a page load each).
    for (const { path, title, texts } of pages) {
      test(`${path} shows its content, and each tel: link dials a number from the content pack`, async ({ page }) => {
        await page.goto(path)
        const hrefs = await page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
        // Soft: a wrong number is reported without hiding what the page's content checks find.
        for (const href of hrefs) expect.soft(knownNumbers.has(href.slice('tel:'.length).replace(/\D/g, '')), `${path}: ${href}`).toBe(true)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[lang])
        for (const text of texts(lang)) await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible()
        // Every record carries its sources.
        if (path !== '/about' && path !== '/donate') await expect(main(page).getByRole('link', { name: /^(Source|সূত্র) / }).first()).toBeAttached()
      })
    }

    test('the train page shows the published date, the caveat and the railway call centre', async ({ page }) => {
      const timetable = pack.train.timetables[0]!
      await page.goto('/train-schedule')
      const published = lang === 'en' ? 'Published: September 2020' : 'প্রকাশ: সেপ্টেম্বর ২০২০'
      expect(timetable.published).toBe('2020-09')
      await expect(main(page).getByText(published)).toBeVisible()
      await expect(main(page).getByText(timetable.caveat[lang])).toBeVisible()
      const call = main(page).locator('a[href="tel:131"]').first()
      await expect(call).toBeVisible()
      await expect(call).toHaveAccessibleName(new RegExp(escape(hotline('railway').service[lang])))
      // The stations in order, north to south, in an ordered list.
      const stations = main(page).getByRole('list').filter({ hasText: byId(pack.train.stations, 'jobra').name[lang] }).last()
      const items = stations.getByRole('listitem')
      await expect(items).toHaveCount(pack.train.stations.length)
      const inHathazari = lang === 'en' ? 'In Hathazari' : 'হাটহাজারীতে'
      const branch = lang === 'en' ? 'Branch line' : 'শাখা লাইন'
      for (const [index, station] of pack.train.stations.entries()) {
        const item = items.nth(index)
        await expect(item).toContainText(station.name[lang])
        // Marked only where a source says so.
        if (station.inHathazari) await expect(item).toContainText(inHathazari)
        else await expect(item).not.toContainText(inHathazari)
        if (station.branch) await expect(item).toContainText(branch)
        else await expect(item).not.toContainText(branch)
      }
    })
  })
}

test.describe('train schedule tabs', () => {
  const up = pack.train.timetables[0]!.rows.find((row) => row.to.en === 'Nazirhat')!
  const down = pack.train.timetables[0]!.rows.find((row) => row.from.en === 'Nazirhat')!

  test('arrow keys switch the direction, and the URL follows', async ({ page }) => {
    await setLanguage(page, 'en')
    await page.goto('/train-schedule')
    await hydrated(page)
    const upTab = page.getByRole('tab', { name: 'Up: towards Nazirhat' })
    const downTab = page.getByRole('tab', { name: 'Down: towards Chattogram' })
    await expect(upTab).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('cell', { name: up.departs })).toBeVisible()
    await expect(panel.getByRole('cell', { name: 'Not in the source' }).first()).toBeVisible()
    await upTab.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/\?dir=down$/)
    await expect(downTab).toHaveAttribute('aria-selected', 'true')
    await expect(downTab).toBeFocused()
    await expect(panel.getByRole('cell', { name: down.departs })).toBeVisible()
    await expect(panel.getByRole('cell', { name: up.departs })).toHaveCount(0)
    // No arrival in the source: said so, never invented.
    await expect(panel.getByRole('row').filter({ hasText: down.departs })).toContainText('Not in the source')
    await page.keyboard.press('ArrowLeft')
    await expect(page).toHaveURL(/\?dir=up$/)
    await expect(upTab).toBeFocused()
    await expect(panel.getByRole('cell', { name: up.departs })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the direction comes from the URL and the tabs are links', async ({ page }) => {
      await page.goto('/train-schedule?dir=down')
      await expect(page.getByRole('tab', { name: 'ডাউন: চট্টগ্রামের দিকে' })).toHaveAttribute('aria-selected', 'true')
      const panel = page.getByRole('tabpanel')
      await expect(panel.getByRole('cell', { name: bnDigits(down.departs) })).toBeVisible()
      await expect(panel.getByRole('cell', { name: bnDigits(up.departs) })).toHaveCount(0)
      await page.getByRole('tab', { name: 'আপ: নাজিরহাটের দিকে' }).click()
      await expect(page).toHaveURL(/\?dir=up$/)
      await expect(panel.getByRole('cell', { name: bnDigits(up.departs) })).toBeVisible()
      await expect(panel.getByRole('cell', { name: bnDigits(up.arrives!) })).toBeVisible()
    })
  })
})

test.describe('tourist attractions', () => {
  const long = (lang: Lang) => pack.places.find((p) => (p.details?.[lang].length ?? 0) > 150)!
  const short = (lang: Lang) => pack.places.find((p) => p.details && p.details[lang].length <= 150)!

  for (const lang of langs) {
    test(`Read more opens a dialog with the full text and Escape closes it (${lang})`, async ({ page }) => {
      await setLanguage(page, lang)
      await page.goto('/tourist-attractions')
      await hydrated(page)
      const place = long(lang)
      const readMore = page.getByRole('button', { name: lang === 'en' ? `Read more: ${place.name.en}` : `আরও পড়ুন: ${place.name.bn}` })
      // Short details are shown whole, with no Read more.
      const shortCard = page.locator(`[id="${short(lang).id}"]`)
      await expect(shortCard.getByText(short(lang).details![lang])).toBeVisible()
      await expect(shortCard.getByRole('button')).toHaveCount(0)
      await readMore.click()
      const dialog = page.getByRole('dialog', { name: place.name[lang] })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(place.details![lang])).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(readMore).toBeFocused()
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the full text is one link away', async ({ page }) => {
      await setLanguage(page, 'en')
      await page.goto('/tourist-attractions')
      const place = long('en')
      const details = page.locator(`[id="${place.id}"]`).getByText(place.details!.en)
      await expect(details).toHaveCSS('-webkit-line-clamp', '3')
      await page.getByRole('link', { name: `Read more: ${place.name.en}` }).click()
      await expect(page).toHaveURL(new RegExp(`\\?place=${place.id}`))
      await expect(page.locator(`[id="${place.id}"]`).getByText(place.details!.en)).toHaveCSS('-webkit-line-clamp', 'none')
      await expect(page.getByRole('link', { name: 'Show less' })).toBeVisible()
    })
  })
})

test.describe('organization details', () => {
  const org = byId(pack.organizations, 'asa-hathazari-1')

  test('open in a dialog with JavaScript', async ({ page }) => {
    await setLanguage(page, 'en')
    await page.goto('/organizations')
    await hydrated(page)
    const opener = page.getByRole('button', { name: `Details: ${org.name.en}` })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: org.name.en })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(org.focus.en, { exact: true })).toBeVisible()
    await expect(dialog.getByText('Not published in any source we found.')).toBeVisible()
    await expect(dialog.getByText('To join or volunteer, contact the organisation directly.')).toBeVisible()
    await expect(dialog.getByText(org.details!.en)).toBeVisible()
    await expect(dialog.getByText('Unverified')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('show in place via ?org=', async ({ page }) => {
      await page.goto('/organizations')
      const card = page.locator(`[id="${org.id}"]`)
      await expect(card.getByText('যোগ দিতে বা স্বেচ্ছাসেবক হতে সরাসরি সংগঠনটির সঙ্গে যোগাযোগ করুন।')).toHaveCount(0)
      await card.getByRole('link', { name: `বিস্তারিত: ${org.name.bn}` }).click()
      await expect(page).toHaveURL(new RegExp(`\\?org=${org.id}`))
      await expect(card.getByText('যোগ দিতে বা স্বেচ্ছাসেবক হতে সরাসরি সংগঠনটির সঙ্গে যোগাযোগ করুন।')).toBeVisible()
      await expect(card.getByText(org.details!.bn)).toBeVisible()
      await card.getByRole('link', { name: 'বিস্তারিত লুকান' }).click()
      await expect(card.getByText(org.details!.bn)).toHaveCount(0)
    })
  })
})

test('the weekly market schedule lists only markets whose days are sourced', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/local-markets')
  const sourced = pack.markets.filter((m) => m.days)
  const table = page.getByRole('table', { name: 'Weekly market schedule' })
  if (sourced.length === 0) {
    await expect(table).toHaveCount(0)
    await expect(page.getByText('There is no sourced weekly schedule yet')).toBeVisible()
    return
  }
  const rows = table.getByRole('rowheader')
  await expect(rows).toHaveText(sourced.map((m) => m.name.en))
  for (const market of sourced) await expect(table.getByRole('cell', { name: market.days!.en })).toBeVisible()
  // A market with no sourced days says so on its card and stays out of the table.
  const unsourced = pack.markets.find((m) => !m.days)!
  await expect(table.getByText(unsourced.name.en)).toHaveCount(0)
  await expect(page.locator(`[id="${unsourced.id}"]`).getByText('Days not in our sources')).toBeVisible()
})

test('tourist spots are grouped natural versus religious and historical', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/tourist-spots')
  const natural = page.getByRole('region', { name: /^Nature/ })
  const heritage = page.getByRole('region', { name: /^Religious and historical places/ })
  for (const place of pack.places) {
    const group = place.type === 'natural' ? natural : heritage
    await expect(group.getByRole('heading', { name: place.name.en, exact: true })).toBeVisible()
    // A map button only where the pack has coordinates.
    await expect(page.locator(`[id="${place.id}"]`).getByRole('link', { name: /View location/ })).toHaveCount(place.coordinates ? 1 : 0)
  }
})

test.describe('donate without a configured wallet', () => {
  for (const lang of langs) {
    test(`says so and shows no number (${lang})`, async ({ page }) => {
      await setLanguage(page, lang)
      await page.goto('/donate')
      await hydrated(page)
      await expect(main(page).getByRole('heading', { name: lang === 'en' ? 'Donations are not set up yet' : 'অনুদানের ব্যবস্থা এখনো চালু হয়নি' })).toBeVisible()
      await expect(main(page).getByRole('button', { name: /Copy|কপি/ })).toHaveCount(0)
      await expect(main(page).locator('a[href^="tel:"]')).toHaveCount(0)
      expect(await main(page).innerText()).not.toMatch(/[0-9০-৯][0-9০-৯ -]{5,}/)
    })
  }
})

test.describe('donate with a configured wallet', () => {
  // The shared test server sets no wallet, so this one starts its own with the operator's settings.
  test.describe.configure({ mode: 'serial' })
  let server: Awaited<ReturnType<typeof startServer>>
  test.beforeAll(async () => {
    // A second server's start (migrations, seed) takes longer than a test's 30 s on a busy machine.
    test.setTimeout(120_000)
    server = await startServer({ DONATION_WALLET_PROVIDER: 'Test Wallet', DONATION_WALLET_NUMBER: '01900-123456' })
  })
  test.afterAll(async () => server?.stop())

  test('shows the wallet, copies the number, flips the label for 2 s and confirms in a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL })
    await setLanguage(page, 'en')
    await page.goto(`${server.baseURL}/donate`)
    await hydrated(page)
    await expect(main(page).getByText('Test Wallet')).toBeVisible()
    await expect(main(page).getByText('01900-123456')).toBeVisible()
    await expect(main(page).getByText('Thank you for supporting Hathazari Guide!')).toBeVisible()
    const copy = main(page).getByRole('button', { name: 'Copy the number 01900-123456' })
    await copy.click()
    await expect(main(page).getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01900-123456')
    const toast = page.getByRole('status').filter({ hasText: 'Copied to clipboard' })
    await expect(toast).toContainText('01900-123456')
    await expect(main(page).getByRole('button', { name: 'Copy the number 01900-123456' })).toBeVisible({ timeout: 3000 })
  })
})

test('the legal aid page leads with the national legal aid helpline', async ({ page }) => {
  await page.goto('/legal-aid')
  const legal = hotline('legal-aid')
  const card = page.locator(`[id="${legal.id}"]`)
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(legal.service.bn)
  await expect(card.locator(`a[href="tel:${legal.number}"]`)).toHaveText(bnDigits(legal.number))
  for (const id of ['national-emergency', 'women-children-violence', 'child-helpline']) {
    await expect(page.locator(`main a[href="tel:${hotline(id).number}"]`)).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'ফোন করার আগে যা হাতের কাছে রাখবেন' })).toBeVisible()
})
