import { readFileSync, writeFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, hydrated, setLanguage, test } from './fixtures'
import { registerByPage, uniqueEmail } from './helpers'

// Issue 15: the service worker, tested as a reader meets it: pages opened online, then the
// connection gone (Chromium's offline mode, which the worker cannot tell from a dead network).
test.use({
  serviceWorkers: 'allow',
  // Offline, the browser reports each request it could not make. When the worker tells React
  // Router to load a page as a document, React Router throws its redirect as the page unloads
  // ("Uncaught (in promise) Response"): nothing a reader sees, the document load follows.
  // (One pattern: Playwright reads a two-item array as [value, options].)
  allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|^pageerror: Response$/],
})

/** Waits until the worker controls the page and has kept the guide's pages in `lang`. */
async function workerReady(page: Page, lang: 'bn' | 'en' = 'bn') {
  await hydrated(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
  // (waitForFunction does not wait for a promise: poll an evaluation instead.)
  await expect.poll(() => page.evaluate(async (prefix) => {
    const guide = await caches.open('hg-guide')
    const data = await caches.open('hg-data')
    return Boolean(await guide.match(`${prefix}/emergency`)) && Boolean(await guide.match(`${prefix}/tourist-spots`)) && Boolean(await data.match('/assistant/guide.json'))
  }, lang === 'en' ? '/en' : ''), { timeout: 30_000 }).toBe(true)
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
}

test.describe('offline reading', () => {
  test.slow() // the worker keeps the app's files and the guide's pages first

  test('a page read online opens offline, marked as a saved copy with its time; the guide opens unvisited', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    await page.goto('/')
    await workerReady(page)
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const newsHeading = await page.getByRole('heading', { level: 1 }).textContent()
    await goOffline(context)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsHeading!)
    const banner = page.getByRole('status').filter({ hasText: 'আপনি অফলাইনে আছেন' })
    await expect(banner).toContainText('সংরক্ষণের সময়')
    // The time is the reader's: Bengali digits.
    await expect(banner).toContainText(/[০-৯]/)
    // Offline, "load the latest" could not work: it is not offered; at the top of the page it covers nothing.
    await expect(banner.getByRole('button', { name: 'সর্বশেষটি দেখুন' })).toHaveCount(0)
    expect(await banner.evaluate((box) => getComputedStyle(box).position)).not.toBe('fixed')
    expect(await banner.evaluate((box) => box.parentElement?.id)).toBe('main')
    // Back online, it is offered.
    await context.setOffline(false)
    await expect(page.getByRole('status').getByRole('button', { name: 'সর্বশেষটি দেখুন' })).toBeVisible()
    await goOffline(context)

    // A page never opened, but kept by design: the hospitals, with its numbers.
    await page.goto('/hospitals')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('হাসপাতাল')
    await expect(page.getByRole('link', { name: /কল করুন|৯৯৯|০/ }).first()).toBeVisible()
    await page.goto('/emergency')
    await expect(page.getByRole('link', { name: /৯৯৯/ }).first()).toBeVisible()
  })

  test('an unvisited page gives the offline page, which lists what can be read; a link moves there', async ({ page, context }) => {
    await setLanguage(page, 'en')
    await page.goto('/en/about')
    await workerReady(page, 'en')
    await goOffline(context)
    await page.goto('/en/history')
    await expect(page).toHaveURL(/\/en\/offline\?from=%2Fen%2Fhistory$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
    await expect(page.getByText('You asked for /en/history.')).toBeVisible()
    const visited = page.getByRole('region', { name: 'Pages you opened' })
    await expect(visited.getByRole('link', { name: /About/ })).toHaveAttribute('href', '/en/about')
    await page.getByRole('region', { name: 'Always kept on this phone' }).getByRole('link', { name: 'Banks' }).click()
    await expect(page).toHaveURL(/\/en\/banks$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banks')
  })

  test('moving between pages inside the app works offline: saved copies, or the offline page', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    await page.goto('/')
    await workerReady(page)
    await hydrated(page)
    await goOffline(context)
    // A link on the home page to a kept guide page: React Router's data request fails, the page is
    // asked for whole, and the worker answers it.
    await page.getByRole('main').getByRole('link', { name: 'জরুরি সেবা', exact: true }).first().click()
    await expect(page).toHaveURL(/\/emergency$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('জরুরি সেবা')
    // A page neither opened nor kept: the offline page, which knows what was asked for; back works.
    await hydrated(page)
    await page.getByRole('link', { name: 'মেনু খুলুন' }).click()
    await page.getByRole('dialog', { name: 'মেনু' }).getByRole('link', { name: 'ইতিহাস' }).click()
    await expect(page).toHaveURL(/\/offline\?from=%2Fhistory$/)
    await expect(page.getByText('আপনি খুঁজছিলেন: /history')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/emergency$/)
  })

  test('a new version is offered, and taken only when the reader says so', async ({ page }) => {
    await setLanguage(page, 'bn')
    await page.goto('/')
    await workerReady(page)
    // The next deploy's worker: the same file with a few bytes more, for as long as the check takes.
    const file = 'build/client/sw.js'
    const current = readFileSync(file, 'utf8')
    writeFileSync(file, `${current}\n// the next version`)
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
    } finally {
      writeFileSync(file, current)
    }
    const offer = page.getByRole('status').filter({ hasText: 'গাইডের নতুন সংস্করণ প্রস্তুত' })
    await expect(offer).toBeVisible({ timeout: 20_000 })
    // Nothing changes until the reader chooses: the new version waits.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true)
    const reloaded = page.waitForEvent('load')
    await offer.getByRole('button', { name: 'এখনই হালনাগাদ করুন' }).click()
    await reloaded
    await hydrated(page)
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false)
    await expect(page.getByRole('status').filter({ hasText: 'গাইডের নতুন সংস্করণ প্রস্তুত' })).toHaveCount(0)
  })

  test('a saved hero opens offline even when the visited pages are gone', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    await page.goto('/local-heroes/muhammad-yunus')
    await workerReady(page)
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click()
    await expect(page.getByRole('button', { name: 'সংরক্ষিত' })).toBeVisible()
    await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open('hg-saved-pages')).match('/local-heroes/muhammad-yunus')))).toBe(true)
    // The reader's visited pages are emptied (as when another reader signs in): the saved one stays.
    await page.evaluate(() => caches.delete('hg-pages'))
    await goOffline(context)
    await page.goto('/local-heroes/muhammad-yunus')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ইউনূস')
  })

  test('a saved post opens offline even when the visited pages are gone; unsaved, its copy goes (issue 44)', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    await registerByPage(page, { email: uniqueEmail('saved-offline'), name: 'অফলাইন সংরক্ষক' })
    const title = `রাতের ফার্মেসির তালিকা ${Date.now()}`
    const created = await page.request.post('/api/forum/posts', { headers: { Origin: process.env.E2E_BASE_URL! }, multipart: { title, content: 'রাতে খোলা থাকে এমন ফার্মেসি।', category: 'general', tags: '', rulesRead: 'yes' } })
    const path = `/seeking-hathazari/${((await created.json()) as { id: number }).id}`
    const kept = () => page.evaluate(async (key) => Boolean(await (await caches.open('hg-saved-posts')).match(key)), path)
    await page.goto(path)
    await workerReady(page)
    await page.getByRole('button', { name: 'সংরক্ষণ', exact: true }).click()
    await expect.poll(kept).toBe(true)
    await page.evaluate(() => caches.delete('hg-pages'))
    await goOffline(context)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await context.setOffline(false)
    await page.goto(path)
    await hydrated(page)
    await page.getByRole('button', { name: 'সংরক্ষিত', exact: true }).click()
    await expect.poll(kept).toBe(false)
  })

  test('a signed-in reader’s pages are never shown after signing out', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    const name = 'অফলাইন পাঠক'
    await registerByPage(page, { email: uniqueEmail('offline'), name })
    await page.goto('/seeking-hathazari')
    await workerReady(page)
    await page.reload() // now through the worker: kept for this reader
    await expect(page.getByRole('banner').getByRole('link', { name: `আপনার প্রোফাইল: ${name}` })).toBeVisible()
    expect(await page.evaluate(async () => Boolean(await (await caches.open('hg-pages')).match('/seeking-hathazari')))).toBe(true)

    await hydrated(page)
    await page.getByRole('link', { name: 'মেনু খুলুন' }).click()
    await page.getByRole('dialog', { name: 'মেনু' }).getByRole('button', { name: 'লগআউট' }).click()
    await expect(page.getByRole('dialog', { name: 'মেনু' })).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: 'লগইন' }).first()).toBeVisible()
    await goOffline(context)
    await page.goto('/seeking-hathazari')
    await expect(page).toHaveURL(/\/offline\?from=%2Fseeking-hathazari$/)
    await expect(page.locator('body')).not.toContainText(name)
    expect(await page.evaluate(async () => (await (await caches.open('hg-pages')).keys()).map((r) => r.url))).not.toContain(expect.stringContaining('/seeking-hathazari'))
  })

  test('the assistant answers from the kept guide copy though its panel was never opened online', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    await page.goto('/')
    await workerReady(page)
    await page.evaluate(() => localStorage.removeItem('hg-assistant-guide'))
    await goOffline(context)
    await page.reload()
    await hydrated(page)
    await page.getByRole('link', { name: 'হাটহাজারী এআই সহকারী খুলুন' }).click()
    const panel = page.getByRole('dialog')
    await panel.getByLabel('আপনার প্রশ্ন').fill('ফায়ার সার্ভিসের নম্বর কত?')
    await panel.getByRole('button', { name: 'পাঠান' }).click()
    await expect(panel).toContainText('১০২')
  })
})

test.describe('drafts written without a connection', () => {
  test.slow()

  const draftCount = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('hg-drafts', 1)
    open.onupgradeneeded = () => open.result.createObjectStore('drafts', { keyPath: 'id', autoIncrement: true })
    open.onsuccess = () => {
      const count = open.result.transaction('drafts').objectStore('drafts').count()
      count.onsuccess = () => resolve(count.result)
    }
  }))

  test('a comment sent offline is kept, shown as waiting, and posted when the connection returns', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    await registerByPage(page, { email: uniqueEmail('draft') })
    await page.goto('/seeking-hathazari/1')
    await workerReady(page)
    await page.reload()
    await hydrated(page)
    await goOffline(context)
    const text = `সংযোগ ছাড়া লেখা মন্তব্য ${Date.now()}`
    await page.getByLabel('আপনার মন্তব্য').fill(text)
    await page.getByRole('button', { name: 'জমা দিন' }).click()
    await expect(page.getByText('সংযোগ নেই: আপনার মন্তব্য এই ফোনে সংরক্ষিত আছে, সংযোগ ফিরলে পাঠানো হবে।').first()).toBeVisible()
    await expect(page.getByLabel('আপনার মন্তব্য')).toHaveValue(text)
    expect(await draftCount(page)).toBe(1)

    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'পাঠানো হয়েছে' })).toBeVisible({ timeout: 15_000 })
    expect(await draftCount(page)).toBe(0)
    await page.reload()
    await expect(page.getByRole('region', { name: /মন্তব্য/ }).getByText(text)).toBeVisible()
  })

  test('a draft the server refuses is shown with the reason, and its text kept to copy', async ({ page, context }) => {
    await setLanguage(page, 'bn')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await registerByPage(page, { email: uniqueEmail('refused') })
    await page.goto('/seeking-hathazari/1')
    await workerReady(page)
    await page.reload()
    await hydrated(page)
    await goOffline(context)
    // Longer than a comment may be (the box stops at 2000; a script or an old page need not).
    const text = 'ক'.repeat(2001)
    await page.getByLabel('আপনার মন্তব্য').evaluate((box, value) => {
      box.removeAttribute('maxlength')
      ;(box as HTMLTextAreaElement).value = value
    }, text)
    await page.getByRole('button', { name: 'জমা দিন' }).click()
    await expect(page.getByText('সংযোগ নেই: আপনার মন্তব্য এই ফোনে সংরক্ষিত আছে').first()).toBeVisible()

    await context.setOffline(false)
    const refused = page.getByRole('status').filter({ hasText: 'প্রকাশ হয়নি' })
    await expect(refused).toContainText('মন্তব্য সর্বোচ্চ ২০০০ অক্ষরের হতে পারে', { timeout: 15_000 })
    expect(await draftCount(page)).toBe(1)
    await refused.getByRole('button', { name: 'লেখাটি কপি করুন' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)
    await expect.poll(() => draftCount(page)).toBe(0)
  })
})

test.describe('installable', () => {
  for (const [path, lang, name, start] of [['/manifest.webmanifest', 'bn-BD', 'হাটহাজারী গাইড', '/'], ['/en/manifest.webmanifest', 'en', 'Hathazari Guide', '/en']] as const) {
    test(`${path}: what a phone needs to install the guide`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.headers()['content-type']).toContain('application/manifest+json')
      const manifest = await response.json()
      expect(manifest).toMatchObject({ name, lang, start_url: start, scope: '/', display: 'standalone', theme_color: '#0b6e4f' })
      expect(manifest.short_name.length).toBeLessThanOrEqual(12)
      expect(manifest.prefer_related_applications).toBeUndefined()
      const sizes: string[] = []
      for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
        const png = await (await request.get(icon.src)).body()
        // The PNG's own header says its size: it must be what the manifest claims.
        expect(png.subarray(1, 4).toString()).toBe('PNG')
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
        sizes.push(`${icon.sizes} ${icon.purpose}`)
      }
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    })
  }

  test('pages link the manifest in their language, and the worker is never cached stale', async ({ page, request }) => {
    await page.goto('/en/about')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/en/manifest.webmanifest')
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', /^#/)
    const worker = await request.get('/sw.js')
    expect(worker.headers()['cache-control']).toBe('no-cache')
    expect(await worker.text()).toContain('hg-pages')
  })

  test('the install offer comes on the second visit, and "not now" keeps it away', async ({ page }) => {
    await setLanguage(page, 'bn')
    await page.goto('/')
    await workerReady(page)
    const offerInstall = () => page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true })
      ;(event as Event & { prompt: () => Promise<void> }).prompt = async () => {
        ;(window as unknown as { __prompted: boolean }).__prompted = true
      }
      window.dispatchEvent(event)
    })
    // First visit: no offer.
    await offerInstall()
    await expect(page.getByText('হোম স্ক্রিনে যোগ করুন', { exact: false })).toHaveCount(0)
    // A second visit (a new session of the browser).
    await page.evaluate(() => {
      sessionStorage.clear()
      localStorage.setItem('hg.visits', '1')
    })
    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => localStorage.getItem('hg.visits') === '2')
    await offerInstall()
    const offer = page.getByRole('status').filter({ hasText: 'হোম স্ক্রিনে যোগ করুন' })
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: 'এখন নয়' }).click()
    await expect(offer).toHaveCount(0)
    await offerInstall()
    await expect(page.getByRole('status').filter({ hasText: 'হোম স্ক্রিনে যোগ করুন' })).toHaveCount(0)
  })
})
