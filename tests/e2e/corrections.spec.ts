import type { Page } from '@playwright/test'
import { expect, hydrated, setLanguage, test } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'

// A refused suggestion is answered with 400, which Chromium logs as a console error.
test.use({ allowConsoleErrors: [/the server responded with a status of 4\d\d/] })

const BANK_HEADING = { bn: 'ন্যাশনাল ব্যাংক লিমিটেড', en: 'National Bank Limited' }

/** The National Bank card on /banks. */
const bankCard = (page: Page, lang: 'bn' | 'en') =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BANK_HEADING[lang], exact: true }) })

/**
 * A moderator account: scripts/e2e-server.js lists this e-mail in BOOTSTRAP_MODERATOR_EMAILS, so
 * it registers as a moderator; moderating takes two-step sign-in, so it turns that on first.
 */
async function signInAsModerator(page: Page, lang: 'bn' | 'en') {
  await registerByPage(page, { email: 'moderator2@example.com', name: 'Mita Moderator' })
  await enrolTwoFactor(page, lang)
}

test('a reader corrects a bank’s address with a source, a moderator accepts it, and /banks shows it with its source at once', async ({ browser }) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const address = { bn: `সাত্তার শপিং সেন্টার (২য় তলা), কাচারি রোড ${stamp}`, en: `Sattar Shopping Center (1st floor), Kachari Road ${stamp}` }
  const sourceUrl = `https://bank-notice-${stamp}.example.org/hathazari`

  const readerContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const moderatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 800 } })
  const reader = await readerContext.newPage()
  const moderator = await moderatorContext.newPage()
  const visitor = await visitorContext.newPage()

  // An anonymous English reader has /banks open (and in the server's anonymous page cache).
  await setLanguage(visitor, 'en')
  await visitor.goto('/banks')
  await expect(bankCard(visitor, 'en').getByText(address.en)).toHaveCount(0)

  // The reader (Bengali) follows "Suggest a correction" on the bank's card.
  await registerByPage(reader, { email: uniqueEmail('corrector'), name: 'করিম সংশোধক' })
  await reader.goto('/banks')
  await hydrated(reader)
  await bankCard(reader, 'bn').getByRole('link', { name: 'সংশোধনের প্রস্তাব দিন' }).click()
  await expect(reader).toHaveURL(/\/suggest\?collection=banks&id=national-bank-hathazari/)
  await expect(reader.getByRole('heading', { level: 1, name: 'সংশোধনের প্রস্তাব' })).toBeVisible()
  await expect(reader.getByText('ন্যাশনাল ব্যাংক লিমিটেড, হাটহাজারী শাখা')).toBeVisible()

  // A phone number with only a note is refused, in Bengali, and what was typed stays.
  await reader.getByRole('radio', { name: /^ফোন নম্বর/ }).check()
  await reader.getByLabel('সঠিক তথ্য').fill('০১৭১১-০০০০০০')
  await reader.getByLabel('নোট', { exact: true }).fill('সবাই জানে')
  await reader.getByRole('button', { name: 'প্রস্তাব পাঠান' }).click()
  await expect(reader.getByText('ফোন নম্বরের জন্য সূত্রের লিংক বা নম্বরটি দেখা যায় এমন ছবি (সাইনবোর্ড, ভিজিটিং কার্ড) লাগবে। গাইডে দেখানোর আগে একজন মডারেটর নম্বরটিতে ফোন করে দেখবেন।')).toBeVisible()
  await expect(reader.getByLabel('নোট', { exact: true })).toHaveValue('সবাই জানে')

  // The address, with a source link.
  await reader.getByRole('radio', { name: /^ঠিকানা বা অবস্থান/ }).check()
  await reader.getByLabel('সঠিক তথ্য').fill(address.bn)
  await reader.getByLabel('সূত্রের লিংক').fill(sourceUrl)
  await reader.getByLabel('নোট', { exact: true }).fill('')
  await reader.getByRole('button', { name: 'প্রস্তাব পাঠান' }).click()
  await expect(reader).toHaveURL(/\/banks#national-bank-hathazari$/)
  await expect(reader.getByRole('status').filter({ hasText: 'ধন্যবাদ: মডারেটররা আপনার প্রস্তাবটি পর্যালোচনা করবেন' })).toBeVisible()
  // Nothing changes before a moderator accepts it.
  await expect(bankCard(reader, 'bn').getByText(address.bn)).toHaveCount(0)

  // The moderator (English) accepts it on /moderation, writing the English wording.
  await setLanguage(moderator, 'en')
  await signInAsModerator(moderator, 'en')
  await moderator.goto('/moderation')
  const item = moderator.getByRole('article').filter({ hasText: address.bn })
  await expect(item).toBeVisible()
  await expect(item.getByRole('heading', { name: /National Bank Limited, Hathazari Branch/ })).toBeVisible()
  await expect(item.getByText('Sattar Shopping Center, Kachari Road, Hathazari Bazar', { exact: false })).toBeVisible()
  const sourceLink = item.getByRole('link', { name: new RegExp(sourceUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
  await expect(sourceLink).toHaveAttribute('target', '_blank')
  await expect(sourceLink).toHaveAttribute('rel', /noopener noreferrer/)
  await expect(item.getByLabel('Final value in Bengali')).toHaveValue(address.bn)
  await item.getByLabel('Final value in English').fill(address.en)
  await item.getByRole('button', { name: 'Accept' }).click()
  await expect(moderator.getByRole('article').filter({ hasText: address.bn })).toHaveCount(0)

  // /banks shows the new address with the suggester's source, in both languages, at once.
  await reader.goto('/banks')
  const card = bankCard(reader, 'bn')
  await expect(card.getByText(address.bn)).toBeVisible()
  const host = new URL(sourceUrl).hostname
  await expect(card.getByRole('link', { name: `সূত্র ১: ${host} (নতুন ট্যাবে খুলবে)` })).toHaveAttribute('href', sourceUrl)
  await visitor.goto('/banks')
  await expect(bankCard(visitor, 'en').getByText(address.en)).toBeVisible()
  await expect(bankCard(visitor, 'en').getByRole('link', { name: `Source 1: ${host} (opens in a new tab)` })).toHaveAttribute('href', sourceUrl)
  // Site search finds the bank by its new address at once: the search box, and the results page.
  await visitor.goto('/search')
  await hydrated(visitor)
  await visitor.getByRole('main').getByRole('combobox', { name: 'Search the guide' }).fill(String(stamp))
  await expect(visitor.getByRole('option', { name: /National Bank Limited, Hathazari Branch/ })).toBeVisible()
  await visitor.goto(`/search?q=${stamp}`)
  await expect(visitor.getByRole('main').getByRole('link', { name: /National Bank Limited, Hathazari Branch/ })).toHaveAttribute('href', '/en/banks#national-bank-hathazari')

  await readerContext.close()
  await moderatorContext.close()
  await visitorContext.close()
})

test('the emergency page and a hero’s profile carry “Suggest a correction”, which comes back to the page it left', async ({ page }) => {
  await setLanguage(page, 'en')
  await page.goto('/emergency')
  // Every helpline card, the local police, fire and health complex cards, and each urgent number's source.
  const railway = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bangladesh Railway', exact: false }) })
  await expect(railway.getByRole('link', { name: 'Suggest a correction' })).toHaveAttribute('href', '/en/suggest?collection=hotlines&id=railway&from=%2Fen%2Femergency')
  const localCards = page.getByRole('region', { name: 'Local services' }).getByRole('listitem')
  expect(await localCards.count()).toBeGreaterThan(1)
  for (const card of await localCards.all()) {
    await expect(card.getByRole('link', { name: 'Suggest a correction' })).toHaveAttribute('href', /^\/en\/suggest\?collection=(offices|healthFacilities)&id=[a-z0-9-]+&from=%2Fen%2Femergency$/)
  }
  await page.getByText('Where these numbers come from').click()
  await expect(page.getByRole('link', { name: 'Suggest a correction' }).and(page.locator('[href*="id=national-emergency"]'))).toBeVisible()

  // A signed-in reader corrects a hero's story from the profile and lands back on it.
  await registerByPage(page, { email: uniqueEmail('hero-fixer'), name: 'Nila' })
  await page.goto('/local-heroes/muhammad-yunus')
  await hydrated(page)
  await page.getByRole('complementary').getByRole('link', { name: 'Suggest a correction' }).click()
  await expect(page).toHaveURL(/\/en\/suggest\?collection=people&id=muhammad-yunus&from=%2Fen%2Flocal-heroes%2Fmuhammad-yunus$/)
  await expect(page.getByText('Dr Muhammad Yunus', { exact: true })).toBeVisible()
  await page.getByRole('radio', { name: /^Details/ }).check()
  await page.getByLabel('The correct information').fill('He founded Grameen Bank in 1983.')
  await page.getByLabel('Note', { exact: true }).fill('The bank’s own history page says 1983.')
  await page.getByRole('button', { name: 'Send suggestion' }).click()
  await expect(page).toHaveURL(/\/en\/local-heroes\/muhammad-yunus#muhammad-yunus$/)
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: moderators will review your suggestion' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a signed-out reader is sent to sign in first, then suggests a hotel from the empty hotels page', async ({ page }) => {
    await setLanguage(page, 'en')
    await page.goto('/hotels')
    await page.getByRole('link', { name: 'Suggest a listing' }).click()
    await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fsuggest%3Fcollection%3Dhotels/)
    await expect(page.getByRole('status').filter({ hasText: 'Please login first' })).toBeVisible()

    await registerByPage(page, { email: uniqueEmail('hotelier'), name: 'Rahim' })
    await page.goto('/suggest?collection=hotels&from=%2Fhotels')
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest a listing' })).toBeVisible()
    await page.getByRole('button', { name: 'Send suggestion' }).click()
    // The browser's own check stops an empty name; a name with neither source nor note reaches the server.
    await page.getByLabel('Name', { exact: true }).fill('Hotel Halda View')
    await page.getByRole('button', { name: 'Send suggestion' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please check the marked fields.')
    await expect(page.getByText('Give a source link, a photo, or a note on how you know.')).toBeVisible()
    await page.getByLabel('Note', { exact: true }).fill('I stayed there in March; the signboard gives the name.')
    await page.getByRole('button', { name: 'Send suggestion' }).click()
    await expect(page).toHaveURL(/\/hotels$/)
    await expect(page.getByRole('status').filter({ hasText: 'Thank you: moderators will review your suggestion' })).toBeVisible()
  })
})
