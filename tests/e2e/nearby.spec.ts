import type { Locator, Page } from '@playwright/test'
import { expect, hydrated, setLanguage, test, tileRequests } from './fixtures'
import { enrolTwoFactor, registerByPage, uniqueEmail } from './helpers'

// The Upazila Health Complex, from the mapped points (OpenStreetMap).
const healthComplex = { latitude: 22.5088811, longitude: 91.8039861 }

/** Counts the tiles asked for (the loopback tile server answers them); returns them. */
async function routeTiles(page: Page) {
  const asked: string[] = []
  await page.route(tileRequests, (route) => {
    asked.push(route.request().url())
    return route.continue()
  })
  return asked
}

/** Refuses every tile, as when the connection drops or the tile server is blocked; returns the tiles asked for. */
async function refuseTiles(page: Page) {
  const asked: string[] = []
  await page.route(tileRequests, (route) => {
    asked.push(route.request().url())
    return route.abort()
  })
  return asked
}

/** Images on the page that failed to load and are still drawn: what shows as a broken-image icon. */
function brokenImages(page: Page) {
  return page.evaluate(() => [...document.images]
    .filter((img) => img.complete && img.naturalWidth === 0 && img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden')
    .map((img) => img.src))
}

/** Inside a 360 px screen, and the page does not scroll sideways. */
async function expectWithin360(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

test.describe('the home page\'s near-you card', () => {
  test.use({ geolocation: healthComplex, permissions: ['geolocation'] })

  test('is off until turned on; then the nearest hospital is the health complex, in Bengali digits, and the position stays on the phone', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => sent.push(request.url()))
    await page.goto('/')
    await hydrated(page)
    const card = page.locator('section[aria-labelledby="near-you"]')
    await expect(card.getByText('চালু করলে কাছের হাসপাতাল')).toBeVisible()
    await card.getByRole('button', { name: 'চালু করুন' }).click()
    const hospital = card.getByRole('listitem').filter({ hasText: 'হাসপাতাল ও ক্লিনিক' })
    await expect(hospital).toContainText('হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স')
    await expect(hospital).toContainText('১০ মি')
    await expect(card.getByRole('listitem')).toHaveCount(3)
    await expect(hospital.getByRole('link', { name: 'ম্যাপ অ্যাপে খুলুন' })).toHaveAttribute('href', /^geo:22\.508881,91\.803986\?q=/)
    // Measured in the browser: no request carried the position.
    expect(sent.filter((url) => /22\.50|91\.80|lat=|lon=/.test(url))).toEqual([])
    expect(sent.some((url) => url.endsWith('/nearby/points.json'))).toBe(true)

    // The choice is remembered: the next visit shows the places without asking.
    await page.reload()
    await hydrated(page)
    await expect(page.locator('section[aria-labelledby="near-you"]').getByRole('listitem')).toHaveCount(3)
    await page.getByRole('button', { name: 'বন্ধ করুন' }).click()
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'চালু করুন' })).toBeVisible()
  })
})

test.describe('when the position cannot be had', () => {
  test('permission denied: how to allow it again, and a retry (English)', async ({ page, context }) => {
    await context.clearPermissions()
    await setLanguage(page, 'en')
    await page.goto('/en')
    await hydrated(page)
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByRole('alert')).toContainText('Location permission is off. To allow it: tap the lock icon')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Choose a union to see places nearby' })).toHaveAttribute('href', '/en/nearby')
  })

  test('no answer in 10 seconds: the timeout message (Bengali)', async ({ page }) => {
    // The phone never answers: this stand-in reports the browser's TIMEOUT and records the options.
    await page.addInitScript(() => {
      const calls: PositionOptions[] = []
      ;(window as unknown as { geoCalls: PositionOptions[] }).geoCalls = calls
      Object.defineProperty(navigator, 'geolocation', {
        value: {
          getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
            calls.push(options)
            setTimeout(() => fail({ code: 3, message: 'timeout', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError), 50)
          },
        },
      })
    })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'চালু করুন' }).click()
    await expect(page.getByRole('alert')).toHaveText('১০ সেকেন্ডেও অবস্থান পাওয়া যায়নি। খোলা জায়গায় গিয়ে আবার চেষ্টা করুন।')
    expect(await page.evaluate(() => (window as unknown as { geoCalls: PositionOptions[] }).geoCalls[0]?.timeout)).toBe(10_000)
  })

  test('a browser without geolocation is told so and offered the unions', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { geolocation?: unknown }).geolocation
    })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'চালু করুন' }).click()
    await expect(page.getByRole('alert')).toContainText('এই ফোন বা ব্রাউজারে অবস্থান জানা যায় না')
    await expect(page.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toHaveCount(0)
  })
})

test.describe('/nearby', () => {
  test('from a position: three of each kind, nearest first, on a map of local tiles, never the point that needs review', async ({ page }) => {
    const tiles = await routeTiles(page)
    await page.goto(`/nearby?lat=${healthComplex.latitude}&lon=${healthComplex.longitude}`)
    const health = page.getByRole('region', { name: 'হাসপাতাল ও ক্লিনিক' })
    await expect(health.getByRole('listitem').first()).toContainText('হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স')
    await expect(health.getByRole('listitem').first()).toContainText('১০ মি')
    await expect(health.getByRole('listitem').first().getByRole('link', { name: 'গাইডে দেখুন' })).toHaveAttribute('href', '/hospitals#upazila-health-complex')
    const banks = page.getByRole('region', { name: 'ব্যাংক ও এটিএম' }).getByRole('listitem')
    await expect(banks).toHaveCount(3)
    // Nearest first: the distances shown grow down the list.
    const metres = (await banks.allInnerTexts()).map((text) => {
      const [, number, unit] = text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).match(/দূরত্ব: ([\d.,]+) (মি|কিমি)/)!
      return Number(number!.replace(/,/g, '')) * (unit === 'কিমি' ? 1000 : 1)
    })
    expect(metres).toEqual([...metres].sort((a, b) => a - b))
    await expect(page.getByText(/Government Hospital|সরকারী মেডিকেল/)).toHaveCount(0)
    // The map: six tiles from the tile server (answered locally here), pins, and the attribution.
    await page.getByRole('figure', { name: /ম্যাপে আপনার অবস্থান/ }).scrollIntoViewIfNeeded()
    await expect.poll(() => tiles.length).toBe(6)
    await expect(page.getByRole('figure', { name: /ম্যাপে আপনার অবস্থান/ }).locator('li > .sr-only').first()).toHaveText('আপনার অবস্থান')
    await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' }).first()).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
    await expect(page.getByText('শুধু ম্যাপে থাকা জায়গা: আরও কাছে অন্য জায়গা থাকতে পারে।')).toBeVisible()
    // The national hotlines are always there.
    for (const number of ['৯৯৯', '১০২', '১৬২৬৩']) await expect(page.getByRole('link', { name: new RegExp(number) }).first()).toBeVisible()
  })

  test.describe('when the map\'s tiles cannot load', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })
    test('no broken image; places on one spot share one pin that shows the count; the notice fits a 360 px screen; Latin names are marked English', async ({ page }) => {
      const refused = await refuseTiles(page)
      await page.goto('/nearby?near=hathazari-bazar')
      const map = page.getByRole('figure', { name: /ম্যাপে আপনার অবস্থান/ })
      await map.scrollIntoViewIfNeeded()
      await expect.poll(() => refused.length).toBe(6)
      expect(await brokenImages(page)).toEqual([])
      const notice = page.getByText('ম্যাপ লোড হয়নি। নিচের তালিকায় সব জায়গা আছে।')
      await expect(notice).toBeVisible()
      await expectWithin360(page, notice)

      // The bazar's places: a pin for each, and one for those too close to tell apart, showing
      // their count (what a screen reader reads instead is in .sr-only).
      const read = map.locator('li > .sr-only')
      await expect(read.first()).toHaveText('হাটহাজারী বাজার (উপজেলা সদর)')
      const merged = map.getByRole('listitem').filter({ has: page.locator('.sr-only', { hasText: /^[০-৯]+টি জায়গা: / }) }).first()
      await expect(merged).toBeVisible()
      const count = await merged.locator('[aria-hidden="true"]').innerText()
      expect(count).toMatch(/^([২-৯]|[১-৯][০-৯])$/)
      await expect(merged.locator('.sr-only')).toHaveText(new RegExp(`^${count}টি জায়গা: [০-৯]+\\. `))
      // Every place in the lists is on the map once, alone or in a merged pin.
      const numbers = (await read.allInnerTexts()).join(' ').match(/(?<![০-৯])[০-৯]+\. /g) ?? []
      expect(numbers).toHaveLength(await page.locator('ol > li:has(> span[aria-hidden="true"])').count())

      // OpenStreetMap knows many places only by a Latin name: marked English on the Bengali page,
      // in the list and on the map; a place with name:bn is named in Bengali.
      const pharmacies = page.getByRole('region', { name: 'ফার্মেসি' })
      const latin = pharmacies.locator('[lang="en"]').first()
      await expect(latin).toHaveText(/^[A-Za-z][A-Za-z .'/]+$/)
      await expect(map.locator('.sr-only [lang="en"]', { hasText: await latin.innerText() })).toHaveCount(1)
      await expect(page.getByRole('region', { name: 'থানা' }).getByRole('listitem').first()).toContainText('হাটহাজারী মডেল থানা')
      await expect(page.getByRole('region', { name: 'থানা' }).locator('[lang="en"]')).toHaveCount(0)
    })

    test('on home: the map says what to do instead, there being no list to point to (English too)', async ({ page }) => {
      const refused = await refuseTiles(page)
      await page.goto('/')
      const map = page.getByRole('figure', { name: 'হাটহাজারী উপজেলার মানচিত্র (ওপেনস্ট্রিটম্যাপ)' })
      await map.scrollIntoViewIfNeeded()
      await expect.poll(() => refused.length).toBe(6)
      expect(await brokenImages(page)).toEqual([])
      const notice = page.getByText('মানচিত্র লোড হয়নি। নিচের লিংকে ওপেনস্ট্রিটম্যাপে মানচিত্রটি দেখতে পারেন।')
      await expect(notice).toBeVisible()
      await expectWithin360(page, notice)
      await expect(page.getByText(/নিচের তালিকায়/)).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'ওপেনস্ট্রিটম্যাপে মানচিত্র খুলুন' })).toBeVisible()
      await expect(map.locator('li > .sr-only')).toHaveText(['হাটহাজারী উপজেলা'])

      await setLanguage(page, 'en')
      await page.goto('/en')
      await page.getByRole('figure', { name: 'Map of Hathazari Upazila (OpenStreetMap)' }).scrollIntoViewIfNeeded()
      await expectWithin360(page, page.getByText('The map could not load. The link below opens it on OpenStreetMap.'))
      expect(await brokenImages(page)).toEqual([])
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('a union chosen from the list gives its lists, labelled approximate (English)', async ({ page }) => {
      await routeTiles(page)
      await setLanguage(page, 'en')
      await page.goto('/en/nearby')
      await page.getByLabel('Choose your union or a landmark').selectOption({ label: 'Farhadabad Union' })
      await page.getByRole('button', { name: 'Show' }).click()
      await expect(page).toHaveURL(/\/en\/nearby\?near=farhadabad$/)
      await expect(page.getByRole('heading', { name: 'Near Farhadabad Union' })).toBeVisible()
      await expect(page.getByText('Approximate: measured from the union parishad\'s centre')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Police' }).getByRole('listitem')).not.toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Bus and train' }).getByRole('listitem').first()).toContainText(/\d(\.\d)? km|\d+ m/)
    })

    test('an unknown place or a broken position asks again, never fails', async ({ page }) => {
      const unknown = await page.goto('/nearby?near=nowhere')
      expect(unknown!.status()).toBe(200)
      await expect(page.getByText('এই জায়গাটি তালিকায় নেই।')).toBeVisible()
      const broken = await page.goto('/nearby?lat=abc&lon=1e999')
      expect(broken!.status()).toBe(200)
      await expect(page.getByLabel('আপনার ইউনিয়ন বা কাছের কোনো জায়গা বেছে নিন')).toBeVisible()
    })
  })
})

test('the guide\'s health complex, thana, fire station, university and madrasa gain their mapped location', async ({ page }) => {
  await page.goto('/hospitals')
  await expect(page.locator('[id="upazila-health-complex"]').getByRole('link', { name: /অবস্থান দেখুন/ }))
    .toHaveAttribute('href', `https://www.openstreetmap.org/?mlat=${healthComplex.latitude}&mlon=${healthComplex.longitude}#map=15/${healthComplex.latitude}/${healthComplex.longitude}`)
  await page.goto('/administration#hathazari-model-thana')
  await expect(page.locator('[id="hathazari-model-thana"]').getByRole('link', { name: /অবস্থান দেখুন/ })).toHaveAttribute('href', /mlat=22\.50158/)
  await expect(page.locator('[id="fire-station"]').getByRole('link', { name: /অবস্থান দেখুন/ })).toHaveAttribute('href', /openstreetmap\.org/)
  await page.goto('/education')
  for (const id of ['university-of-chittagong', 'darul-uloom-hathazari']) {
    await expect(page.locator(`[id="${id}"]`).getByRole('link', { name: /অবস্থান দেখুন/ }), id).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=22\.(4|5)/)
  }
})


test.describe('a guide record says how far it is', () => {
  test.use({ geolocation: healthComplex, permissions: ['geolocation'] })

  test('for a reader who turned "near you" on, measured on the phone; for no one else', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => sent.push(request.url()))
    await page.goto('/hospitals')
    await hydrated(page)
    const complex = page.locator('[id="upazila-health-complex"]')
    await expect(complex.getByRole('link', { name: /অবস্থান দেখুন/ })).toBeVisible()
    await expect(complex.getByText('আপনার থেকে')).toHaveCount(0)

    await page.evaluate(() => localStorage.setItem('locationEnabled', 'true'))
    await page.goto('/administration#hathazari-model-thana')
    await hydrated(page)
    // Standing at the health complex: the thana is about 1 km away, in Bengali digits.
    await expect(page.locator('[id="hathazari-model-thana"]').getByText(/^আপনার থেকে [০-৯.]+ (কিমি|মি)$/)).toBeVisible()
    await setLanguage(page, 'en')
    await page.goto('/en/hospitals')
    await expect(page.locator('[id="upazila-health-complex"]').getByText(/^\d+ m from you$/)).toBeVisible()
    expect(sent.filter((url) => /22\.50|91\.80|lat=|lon=/.test(url))).toEqual([])
  })
})

test('a reader corrects a pin with a source; a moderator accepts it, and "near you" measures from the new place at once', async ({ browser }) => {
  test.setTimeout(120_000)
  const reader = await (await browser.newContext()).newPage()
  await registerByPage(reader, { email: uniqueEmail('map-reader') })
  await reader.goto('/nearby?near=hathazari-bazar')
  // A bus stop or station no other test measures: the third from the bazar.
  const place = reader.getByRole('region', { name: 'বাস ও ট্রেন' }).getByRole('listitem').nth(2)
  const name = (await place.locator('p').first().textContent())!.split('·')[0]!.trim()
  const before = ((await (await reader.request.get('/nearby/points.json')).json()) as Array<{ id: string; name: { bn: string }; lat: number; lon: number }>).find((p) => p.name.bn === name)!
  const moved = { lat: Number((before.lat + 0.0005).toFixed(5)), lon: Number(before.lon.toFixed(5)) }
  const bn = (n: number) => n.toFixed(5).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))
  await place.getByRole('link', { name: `অবস্থান সংশোধন করুন: ${name}` }).click()
  await expect(reader.getByRole('heading', { level: 1, name: 'সংশোধনের প্রস্তাব' })).toBeVisible()
  await expect(reader.getByText(`মানচিত্রে এখন: ${bn(before.lat)}, ${bn(before.lon)}`)).toBeVisible()
  // A place far outside Hathazari is refused with the reason, in Bengali.
  await reader.getByLabel('সঠিক অবস্থান (অক্ষাংশ, দ্রাঘিমাংশ)').fill('23.8103, 90.4125')
  await reader.getByLabel('সূত্রের লিংক').fill('https://www.openstreetmap.org/node/42')
  await reader.getByRole('button', { name: 'প্রস্তাব পাঠান' }).click()
  await expect(reader.getByText('হাটহাজারীর ভেতরের একটি জায়গার অক্ষাংশ ও দ্রাঘিমাংশ দিন, যেমন ২২.৫০১২৩, ৯১.৮০৮১২।')).toBeVisible()
  // Copied from a phone in Bengali digits.
  await reader.getByLabel('সঠিক অবস্থান (অক্ষাংশ, দ্রাঘিমাংশ)').fill(`${bn(moved.lat)}, ${bn(moved.lon)}`)
  await reader.getByRole('button', { name: 'প্রস্তাব পাঠান' }).click()
  await expect(reader).toHaveURL(/\/nearby\?near=hathazari-bazar$/)
  await expect(reader.getByRole('status').filter({ hasText: 'ধন্যবাদ: মডারেটররা আপনার প্রস্তাবটি পর্যালোচনা করবেন' })).toBeVisible()

  const moderator = await (await browser.newContext()).newPage()
  await registerByPage(moderator, { email: 'map-moderator@example.com', name: 'মানচিত্র মডারেটর' })
  await enrolTwoFactor(moderator)
  await moderator.goto('/moderation')
  const proposed = `${moved.lat.toFixed(5)}, ${moved.lon.toFixed(5)}`
  const item = moderator.getByRole('article').filter({ hasText: proposed })
  await expect(item.getByRole('heading', { name: new RegExp(name) })).toBeVisible()
  await expect(item.getByLabel('অবস্থান (অক্ষাংশ, দ্রাঘিমাংশ)')).toHaveValue(proposed)
  await item.getByRole('button', { name: 'গ্রহণ করুন' }).click()
  await expect(moderator.getByRole('article').filter({ hasText: proposed })).toHaveCount(0)

  // At once: the lists measure from the new pin, which says it was corrected and by what source.
  await reader.goto('/nearby?near=hathazari-bazar')
  const corrected = reader.getByRole('region', { name: 'বাস ও ট্রেন' }).getByRole('listitem').filter({ hasText: name })
  await expect(corrected.getByRole('link', { name: /একজন পাঠক অবস্থান সংশোধন করেছেন/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/node/42')
  const after = ((await (await reader.request.get('/nearby/points.json')).json()) as Array<{ id: string; lat: number; lon: number }>).find((p) => p.id === before.id)
  expect(after).toMatchObject(moved)
})
