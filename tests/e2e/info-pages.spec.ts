import { contentPack } from '#pack/index'
import { expect, hydrated, test, setLanguage } from './fixtures'

type Lang = 'bn' | 'en'
const langs: Lang[] = ['bn', 'en']
const bnDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

const pack = contentPack
const byId = <T extends { id: string }>(list: readonly T[], id: string): T => {
  const found = list.find((item) => item.id === id)
  if (!found) throw new Error(`the pack has no ${id}`)
  return found
}
const hotline = (id: string) => byId(pack.hotlines, id)

// Each information page's title, texts from the pack, sources and tel: links, the train page's
// timetable and stations, and /donate without a wallet are checked by the walk of every page
// (every-page.spec.ts), in the load that checks the page's other things, and /donate with one on
// the server of site-settings.spec.ts; here, what they do when used.

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
