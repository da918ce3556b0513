import { contentPack } from '#pack/index'
import { expect, hydrated, test, setLanguage } from './fixtures'

// What every directory lists, what each information page shows, every tel: link and every page's
// "unverified" badges are checked by the walk of every page (every-page.spec.ts), in the load
// that checks the page's other things; here, what the guide's pages do when used.

const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })

test.describe('directories: search and filters as spec 2 §5', () => {
  test('hospitals: type tabs and search combine; the empty message; in Bengali', async ({ page }) => {
    await page.goto('/hospitals')
    await hydrated(page)
    const all = contentPack.healthFacilities.length
    await expect(cards(page)).toHaveCount(all)
    await page.getByRole('tab', { name: 'সরকারি', exact: true }).click()
    await expect(page).toHaveURL(/type=government/)
    await expect(cards(page)).toHaveCount(contentPack.healthFacilities.filter((h) => h.type === 'government').length)
    await page.getByRole('searchbox').fill('স্বাস্থ্য কমপ্লেক্স')
    await expect(cards(page)).toHaveCount(1)
    await expect(page).toHaveURL(/q=/)
    await expect(cards(page).first().getByRole('heading')).toHaveText('হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স')
    await page.getByRole('searchbox').fill('কোনো নেই এমন হাসপাতাল')
    await expect(page.getByText('কোনো হাসপাতাল পাওয়া যায়নি')).toBeVisible()
    // The state survives a reload: it lives in the URL.
    await page.reload()
    await expect(page.getByText('কোনো হাসপাতাল পাওয়া যায়নি')).toBeVisible()
  })

  test('hospital tabs move with the arrow keys', async ({ page }) => {
    await page.goto('/hospitals')
    await hydrated(page)
    await page.getByRole('tab', { name: 'সব' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'সরকারি', exact: true })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'সরকারি', exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/type=government/)
  })

  test('doctors: specialty buttons and search combine (English)', async ({ page }) => {
    await setLanguage(page, 'en')
    await page.goto('/doctors')
    await hydrated(page)
    await expect(cards(page)).toHaveCount(contentPack.doctors.length)
    await page.getByRole('link', { name: 'Paediatrics (child specialist)' }).click()
    await expect(cards(page)).toHaveCount(contentPack.doctors.filter((d) => d.specialty.en.startsWith('Paediatrics')).length)
    await page.getByRole('searchbox').fill('Tapas')
    await expect(page.getByText('No doctor found')).toBeVisible()
    await page.getByRole('link', { name: 'All specialists' }).click()
    await expect(cards(page)).toHaveCount(1)
  })

  test('banks: type tabs, search by a Bengali or an English name', async ({ page }) => {
    await page.goto('/banks')
    await hydrated(page)
    await expect(cards(page)).toHaveCount(contentPack.banks.length)
    await page.getByRole('tab', { name: 'ইসলামী' }).click()
    await expect(cards(page)).toHaveCount(contentPack.banks.filter((b) => b.type === 'islamic').length)
    await page.getByRole('tab', { name: 'সব' }).click()
    await page.getByRole('searchbox').fill('sonali')
    await expect(cards(page).first().getByRole('heading')).toHaveText('সোনালী ব্যাংক লিমিটেড')
    await page.getByRole('searchbox').fill('xyz')
    await expect(page.getByText('কোনো ব্যাংক পাওয়া যায়নি')).toBeVisible()
  })

  test('journalists: search by outlet and the empty message', async ({ page }) => {
    await page.goto('/journalists')
    await hydrated(page)
    const member = contentPack.journalists[0]!
    await page.getByRole('searchbox').fill(member.mediaOutlet.bn.split(' ')[0]!)
    await expect(page.getByRole('heading', { name: member.name.bn })).toBeVisible()
    await page.getByRole('searchbox').fill('নেই নেই')
    await expect(page.getByText('কোনো সাংবাদিক পাওয়া যায়নি')).toBeVisible()
    expect((await page.goto('/local-journalists'))?.status()).toBe(200)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${new URL(process.env.E2E_BASE_URL!).origin}/journalists`)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('filters work through the URL and the search form', async ({ page }) => {
      await page.goto('/banks?type=government')
      await expect(cards(page)).toHaveCount(contentPack.banks.filter((b) => b.type === 'government').length)
      await page.getByRole('searchbox').fill('Janata')
      await page.getByRole('button', { name: 'খুঁজুন' }).click()
      await expect(page).toHaveURL(/type=government/)
      await expect(page).toHaveURL(/q=Janata/)
      await expect(cards(page)).toHaveCount(contentPack.banks.filter((b) => b.type === 'government' && b.bank.en.includes('Janata')).length)
      await page.goto('/hospitals?q=nothing-like-this')
      await expect(page.getByText('কোনো হাসপাতাল পাওয়া যায়নি')).toBeVisible()
    })
  })
})

test.describe('emergency', () => {
  test.use({ javaScriptEnabled: false })
  for (const lang of ['bn', 'en'] as const) {
    test(`the urgent numbers are readable and callable on the first screen of a phone, without JavaScript (${lang})`, async ({ page }) => {
      await setLanguage(page, lang)
      await page.goto('/emergency')
      for (const number of ['999', '102', '16263']) {
        const link = page.locator(`a[href="tel:${number}"]`).first()
        await expect(link).toBeInViewport({ ratio: 1 })
      }
      // The national hotlines of facts.md (issue 3), each with its name in the reader's language.
      expect(contentPack.hotlines.map((h) => h.number).sort()).toEqual(['999', '102', '16263', '109', '1098', '333', '131', '1090', '16430'].sort())
      for (const hotline of contentPack.hotlines) {
        await expect(page.locator(`a[href="tel:${hotline.number}"]`).first()).toBeVisible()
        await expect(page.getByRole('main').getByText(hotline.service[lang], { exact: true }).first()).toBeVisible()
      }
      await expect(page.locator('a[href="tel:16555"]')).toHaveCount(0)
      await expect(page.locator('a[href="tel:16017"]')).toHaveCount(0)
      // Fire is 102 now; the earlier 16163 is told as a note, never offered as a call.
      await expect(page.locator('a[href="tel:16163"]')).toHaveCount(0)
      const fire = page.getByRole('listitem').filter({ has: page.locator('a[href="tel:102"]') }).first()
      await expect(fire).toContainText(lang === 'bn' ? 'আগের নম্বর ১৬১৬৩: ৩১ ডিসেম্বর ২০২৪-এর পর বন্ধ হওয়ার ঘোষণা দেওয়া হয়েছিল।' : 'Earlier number 16163: announced to close after 31 December 2024.')
      // The sources list names each number in the reader's digits.
      await expect(page.getByText(lang === 'bn' ? '৯৯৯ · জাতীয় জরুরি সেবা:' : '999 · National Emergency Service:')).toBeAttached()
    })
  }
})

test.describe('site search', () => {
  test('finds a hospital by a Bengali query with a vowel-sign typo, opens it, and clears the box', async ({ page }) => {
    // The index is not part of the page: it is downloaded once, when the box is first used.
    const indexRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/search-index.json') indexRequests.push(request.url())
    })
    await page.goto('/')
    await hydrated(page)
    expect(indexRequests).toHaveLength(0)
    const box = page.getByRole('combobox', { name: 'গাইডে খুঁজুন' })
    await box.fill('স্বাস্থ্য কমপ্লিক্স')
    const option = page.getByRole('option', { name: /হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স/ })
    await expect(option).toBeVisible()
    await option.click()
    await expect(page).toHaveURL(/\/hospitals#upazila-health-complex$/)
    await expect(page.locator('#upazila-health-complex')).toBeInViewport()
    expect(indexRequests).toHaveLength(1)
  })

  test('the index is revalidated, not downloaded again: a repeat request with its ETag gets 304', async ({ request }) => {
    const first = await request.get('/search-index.json')
    expect(first.status()).toBe(200)
    expect(first.headers()['cache-control']).toBe('no-cache')
    const entries = (await first.json()) as Array<{ p: string }>
    expect(entries.some((entry) => entry.p === '/hospitals#upazila-health-complex')).toBe(true)
    const again = await request.get('/search-index.json', { headers: { 'If-None-Match': first.headers().etag! } })
    expect(again.status()).toBe(304)
  })

  test('Enter with no result chosen opens the first match', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'গাইডে খুঁজুন' })
    await box.fill('সোনালী ব্যাংক')
    await expect(page.getByRole('option').first()).toContainText('সোনালী ব্যাংক লিমিটেড')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/banks#sonali-hathazari$/)
  })

  test('English query, arrow keys and Enter; a blank query shows nothing', async ({ page }) => {
    await setLanguage(page, 'en')
    await page.goto('/')
    await hydrated(page)
    const box = page.getByRole('combobox', { name: 'Search the guide' })
    await box.fill('   ')
    await expect(page.getByRole('listbox')).toBeHidden()
    await box.fill('health complex')
    await expect(page.getByRole('option').first()).toBeVisible()
    await box.press('ArrowDown')
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    const first = await page.getByRole('option').first().locator('span span').first().textContent()
    await box.press('Enter')
    await expect(page.getByRole('heading', { name: first! }).first()).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the box submits to the results page', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('combobox').fill('ব্যাংক')
      await page.getByRole('combobox').press('Enter')
      await expect(page).toHaveURL(/\/search\?q=/)
      await expect(page.getByRole('link', { name: /ব্যাংক/ }).first()).toBeVisible()
      await page.goto('/search?q=')
      await expect(page.getByText('গাইডে খুঁজতে একটি শব্দ লিখুন।')).toBeVisible()
    })
  })
})

test.describe('contact', () => {
  test.use({ allowConsoleErrors: [/status of 400/] })
  test('checks every field in the reader’s language, then sends and says so', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    await expect(page.getByText(/এখনো ঠিকানা, ফোন বা ইমেইল এখানে দেননি/)).toBeVisible()
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click()
    for (const message of ['নাম আবশ্যক', 'ইমেইল আবশ্যক', 'বিষয় আবশ্যক', 'বার্তা আবশ্যক']) await expect(page.getByText(message)).toBeVisible()
    await page.getByLabel('নাম').fill('রহিম')
    await page.getByLabel('ইমেইল').fill('not-an-email')
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click()
    await expect(page.getByText('সঠিক ইমেইল দিন')).toBeVisible()
    await page.getByLabel('ইমেইল').fill('rahim@example.com')
    await page.getByLabel('বিষয়').fill('ব্যাংকের ঠিকানা')
    await page.getByLabel('বার্তা', { exact: true }).fill('একটি শাখার ঠিকানা বদলেছে।')
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'বার্তা পাঠানো হয়েছে' })).toBeVisible()
    await expect(page.getByLabel('নাম')).toHaveValue('')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the server checks the form too and the confirmation shows', async ({ page }) => {
      await setLanguage(page, 'en')
      await page.goto('/contact')
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByText('Name is required')).toBeVisible()
      await page.getByLabel('Name').fill('Karim')
      await page.getByLabel('Email').fill('karim@example.com')
      await page.getByLabel('Subject').fill('Hello')
      await page.getByLabel('Message').fill('A message without JavaScript.')
      await page.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByText('Message sent')).toBeVisible()
    })
  })
})
