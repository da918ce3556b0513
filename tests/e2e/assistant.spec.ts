import { expect, hydrated, setLanguage, test } from './fixtures'

// The assistant (issue 12), in a real browser against the production build. Its model is the fake
// OpenAI-compatible server scripts/e2e-server.js starts (tests/fixtures/fake-ai.js): it answers
// from the first source it is given, citing it, word by word.

test.describe('the assistant panel, in Bengali on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } })

  test('opens from a page, streams a cited answer whose citation opens the record, then resets', async ({ page }) => {
    await page.goto('/hospitals')
    await hydrated(page)
    await page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' }).click()
    const panel = page.getByRole('dialog', { name: 'হাটহাজারী এআই সহকারী' })
    await expect(panel).toBeVisible()
    await expect(page).toHaveURL(/\/hospitals$/)
    await panel.getByLabel('আপনার প্রশ্ন').fill('উপজেলা স্বাস্থ্য কমপ্লেক্স কোথায়?')
    await panel.getByRole('button', { name: 'পাঠান' }).click()
    const answer = panel.getByRole('listitem').filter({ hasText: 'সহকারী' }).last()
    await expect(answer).toContainText('গাইড অনুযায়ী: হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স')
    // Times are in Bengali digits and day periods.
    await expect(answer.locator('time')).toHaveText(/^(ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) [০-৯]+:[০-৯]{2}$/)
    // The cited source is listed under the answer with its as-of date and source link.
    await expect(answer.getByRole('heading', { name: 'সূত্র' })).toBeVisible()
    await expect(answer.getByText(/অনুযায়ী$/).first()).toBeVisible()
    await expect(answer.getByRole('link', { name: 'উৎস' }).first()).toHaveAttribute('href', /^https?:\/\//)
    // The citation marker is a link to the record on its guide page.
    const citation = answer.getByRole('link', { name: '১: হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স' })
    await expect(citation).toHaveAttribute('href', '/hospitals#upazila-health-complex')

    // Reset: the chat is gone and says so.
    await panel.getByRole('button', { name: 'নতুন চ্যাট শুরু করুন' }).click()
    await expect(panel.getByRole('status')).toContainText('চ্যাট রিসেট হয়েছে')
    await expect(panel.getByText('গাইড অনুযায়ী')).toHaveCount(0)
    // The chat is kept in this browser: a new page keeps the (empty) chat, a new question is kept.
    await panel.getByLabel('আপনার প্রশ্ন').fill('ফায়ার সার্ভিসের নম্বর কত?')
    await panel.getByLabel('আপনার প্রশ্ন').press('Enter')
    await expect(panel.getByText('গাইড অনুযায়ী').first()).toBeVisible()
    await citationClick(page)
  })

  test('never shows a phone number the guide does not give', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' }).click()
    const panel = page.getByRole('dialog')
    await panel.getByLabel('আপনার প্রশ্ন').fill('থানার ফোন নম্বর [[invent]]')
    await panel.getByRole('button', { name: 'পাঠান' }).click()
    await expect(panel.getByText('গাইডে নিশ্চিত নয় এমন একটি ফোন নম্বর সরানো হয়েছে।')).toBeVisible()
    await expect(panel).toContainText('[নম্বর সরানো হয়েছে: গাইডে যাচাই করা নেই]')
    await expect(panel).not.toContainText('০১৭১১')
    await expect(panel).not.toContainText('01711')
  })

  test('offline, it still answers from the guide copy on the phone', async ({ page, context }) => {
    await page.goto('/')
    await hydrated(page)
    const guideCopy = page.waitForResponse((r) => r.url().endsWith('/assistant/guide.json'))
    await page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' }).click()
    await guideCopy
    await context.setOffline(true)
    const panel = page.getByRole('dialog')
    await expect(panel.getByText('আপনি অফলাইনে আছেন')).toBeVisible()
    await panel.getByLabel('আপনার প্রশ্ন').fill('সরকারি হাসপাতাল')
    await panel.getByRole('button', { name: 'পাঠান' }).click()
    await expect(panel.getByText('অফলাইন: এই ডিভাইসে রাখা গাইড থেকে উত্তর।')).toBeVisible()
    const card = panel.getByRole('link', { name: 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স' }).first()
    await expect(card).toHaveAttribute('href', '/hospitals#upazila-health-complex')
    await context.setOffline(false)
  })

  test('the microphone: unsupported gives the toast; supported asks in bn-BD and sends what it heard', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>
      w.SpeechRecognition = undefined
      w.webkitSpeechRecognition = undefined
    })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' }).click()
    const panel = page.getByRole('dialog')
    await panel.getByRole('button', { name: 'প্রশ্নটি বলুন' }).click()
    await expect(panel.getByRole('status')).toContainText('এই ব্রাউজারে ভয়েস ইনপুট সমর্থিত নয়')
  })

  test('a recognizer that hears a question sends it', async ({ page }) => {
    await page.addInitScript(() => {
      class FakeRecognition {
        lang = ''
        onresult: ((e: unknown) => void) | null = null
        onend: (() => void) | null = null
        start() {
          ;(window as unknown as { heardLang: string }).heardLang = this.lang
          setTimeout(() => {
            this.onresult?.({ results: [[{ transcript: 'হাটহাজারী থানা' }]] })
            this.onend?.()
          }, 50)
        }
        stop() {}
      }
      // Recent Chromium has the unprefixed name too.
      ;(window as unknown as Record<string, unknown>).SpeechRecognition = FakeRecognition
      ;(window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition
    })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' }).click()
    const panel = page.getByRole('dialog')
    await panel.getByRole('button', { name: 'প্রশ্নটি বলুন' }).click()
    await expect(panel.getByText('হাটহাজারী থানা', { exact: true })).toBeVisible()
    await expect(panel.getByText('গাইড অনুযায়ী').first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { heardLang: string }).heardLang)).toBe('bn-BD')
  })

  test('a sample question on the home page opens the panel and asks it', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'হাটহাজারীতে কয়টি ইউনিয়ন আছে?' }).click()
    const panel = page.getByRole('dialog')
    await expect(panel.getByText('হাটহাজারীতে কয়টি ইউনিয়ন আছে?', { exact: true })).toBeVisible()
    await expect(panel.getByText('গাইড অনুযায়ী').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    // Focus goes back to what opened the panel.
    await expect(page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'হাটহাজারীতে কয়টি ইউনিয়ন আছে?' })).toBeFocused()
  })
})

/** The citation in the last answer opens its record's page. */
async function citationClick(page: import('@playwright/test').Page) {
  // Fire is an emergency: source 1 is 999, and the fake model cites source 1.
  const link = page.getByRole('dialog').getByRole('link', { name: /^১: জাতীয় জরুরি সেবা/ }).first()
  await link.click()
  await expect(page).toHaveURL(/\/emergency#national-emergency$/)
  await expect(page.getByRole('dialog')).toBeHidden()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/assistant answers in English with its cited sources, rendered by the server', async ({ page }) => {
    await page.goto('/en/assistant')
    await page.getByLabel('Your question').fill('Where is the Upazila Health Complex?')
    await page.getByRole('button', { name: 'Ask' }).click()
    const answer = page.getByRole('region', { name: 'Answer' })
    await expect(answer).toContainText('According to the guide: Hathazari Upazila Health Complex')
    await expect(answer.getByRole('link', { name: '1: Hathazari Upazila Health Complex' })).toHaveAttribute('href', '/en/hospitals#upazila-health-complex')
    await expect(answer.getByRole('heading', { name: 'Sources' })).toBeVisible()
  })

  // Issue 30: the guide has no hospital number. The answer says so and leads with the verified
  // ways to get help, as call links, never with a hospital known from a single report.
  for (const { path, label, ask, question, region, noNumber, map } of [
    { path: '/assistant', label: 'আপনার প্রশ্ন', ask: 'জিজ্ঞেস করুন', question: 'হাসপাতালের নম্বর কত?', region: 'উত্তর',
      noNumber: 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স: যাচাই করা কোনো ফোন নম্বর গাইডে নেই।', map: 'মানচিত্রে দেখুন' },
    { path: '/en/assistant', label: 'Your question', ask: 'Ask', question: "What is the hospital's number?", region: 'Answer',
      noNumber: 'The guide has no verified phone number for Hathazari Upazila Health Complex.', map: 'View on map' },
  ]) {
    test(`asked "${question}", ${path} leads with 16263 and 999 as call links, not with a hospital known from one report`, async ({ page }) => {
      await page.goto(path)
      await page.getByLabel(label).fill(question)
      await page.getByRole('button', { name: ask }).click()
      const answer = page.getByRole('region', { name: region })
      const help = answer.getByRole('note').first()
      await expect(help).toContainText(noNumber)
      // The first links to call are the health line and 999, before anything else the answer shows.
      const calls = answer.locator('a[href^="tel:"]')
      await expect(calls.nth(0)).toHaveAttribute('href', 'tel:16263')
      await expect(calls.nth(1)).toHaveAttribute('href', 'tel:999')
      await expect(help.locator('a[href^="tel:"]')).toHaveCount(2)
      // The health complex is where to go, with its map; the first record the answer names is it.
      await expect(help.getByRole('link', { name: map })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=22\.5/)
      await expect(answer.locator('a[href*="/hospitals#"]').first()).toHaveAttribute('href', /\/hospitals#upazila-health-complex$/)
      const text = await answer.innerText()
      const alif = Math.max(text.indexOf('আলীফ'), text.indexOf('Alif'))
      if (alif >= 0) expect(alif).toBeGreaterThan(text.indexOf(path === '/assistant' ? 'স্বাস্থ্য কমপ্লেক্স' : 'Health Complex'))
    })
  }

  test('the floating button and the home page’s sample questions are links that work', async ({ page }) => {
    await setLanguage(page, 'bn')
    await page.goto('/')
    await page.getByRole('link', { name: 'ফায়ার সার্ভিসের নম্বর কত?' }).click()
    await expect(page).toHaveURL(/\/assistant\?q=/)
    await expect(page.getByLabel('আপনার প্রশ্ন')).toHaveValue('ফায়ার সার্ভিসের নম্বর কত?')
    await page.getByRole('button', { name: 'জিজ্ঞেস করুন' }).click()
    await expect(page.getByRole('region', { name: 'উত্তর' })).toContainText('গাইড অনুযায়ী')
    await page.goto('/hospitals')
    await expect(page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' })).toHaveAttribute('href', '/assistant')
  })
})

test('one answer at a time per phone, but readers sharing an address never wait on each other', async ({ request, baseURL }) => {
  test.slow() // the fake model holds a [[slow]] answer for 5 s
  const ask = (client: string) => request.post('/api/assistant', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: { question: 'Where is the health complex? [[slow]]', lang: 'en', client },
  })
  // Its answer has started when its first bytes arrive (Node's fetch resolves then; Playwright's
  // request reads the whole answer first).
  const first = await fetch(`${baseURL}/api/assistant`, {
    method: 'POST',
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ question: 'Where is the health complex? [[slow]]', lang: 'en', client: 'phone-one-aaaa' }),
  })
  expect(first.status).toBe(200)
  // The same phone asking again while its answer streams is told to wait; another phone on the
  // same address (a mobile operator's shared one, here 127.0.0.1) is answered.
  const again = await ask('phone-one-aaaa')
  expect(again.status()).toBe(429)
  expect(await again.json()).toMatchObject({ type: 'error', key: 'assistant.error.busy' })
  const other = ask('phone-two-bbbb')
  // Two readers of the page without JavaScript, asking at once from that address, both get answers.
  const form = (question: string) => request.post('/en/assistant', { headers: { Origin: baseURL! }, form: { question } })
  const [a, b] = await Promise.all([form('Where is the police station? [[slow]]'), form('Where is the fire station? [[slow]]')])
  for (const page of [a, b]) {
    const html = await page.text()
    expect(html).toContain('According to the guide')
    expect(html).not.toContain('Wait for the current answer to finish')
  }
  expect(await first.text()).toContain('"type":"done"')
  expect((await other).status()).toBe(200)
  expect(await (await other).text()).toContain('"type":"done"')
})

test('the provider key never reaches the browser', async ({ page, request }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''))
  })
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const html = await (await request.get('/')).text()
  for (const text of [html, ...scripts]) {
    expect(text).not.toContain('sk-e2e-secret-key')
    expect(text).not.toContain('fake-model')
  }
})
