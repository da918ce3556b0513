import { expect, hydrated, test, setLanguage } from './fixtures'
import { rawKey } from './page-checks'

test.describe('language', () => {
  test('the home page is served in Bengali by default, with our Bengali web font', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('<html lang="bn"')
    expect(html).toContain('হাটহাজারী গাইড')
    await page.goto('/')
    await expect(page).toHaveTitle('হাটহাজারী গাইড')
    await expect(page.getByRole('link', { name: 'হাটহাজারী গাইড' }).first()).toBeVisible()
    // The phone may have no Bengali font at all: ours must be the one that loaded.
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''))
    })
    expect(loaded).toContain('Noto Sans Bengali')
  })

  test('switching to English moves to the English address, which the server renders and the cookie remembers', async ({ page }) => {
    await page.goto('/history')
    await hydrated(page)
    await page.getByRole('button', { name: /Switch to English/ }).click()
    await expect(page).toHaveURL(/\/en\/history$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('History')
    await page.reload()
    await expect(page).toHaveTitle('History | Hathazari Guide')
    const html = await (await page.context().request.get('/en/history')).text()
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('History | Hathazari Guide')
    // The choice is remembered: a Bengali address of another page opens in English.
    await page.goto('/emergency')
    await expect(page).toHaveURL(/\/en\/emergency$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency')
    await page.getByRole('button', { name: /Switch to Bengali/ }).click()
    await expect(page).toHaveURL(/\/emergency$/)
    await expect(page).not.toHaveURL(/\/en\//)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('জরুরি সেবা')
  })

  test('a shared English address opens in English for anyone, and its links stay in English', async ({ page }) => {
    await page.goto('/en/banks')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banks')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Community Forum' }).click()
    await expect(page).toHaveURL(/\/en\/seeking-hathazari$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Community Forum' })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Hathazari Guide' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the language toggle still works', async ({ page }) => {
      await page.goto('/geography')
      await page.getByRole('button', { name: /Switch to English/ }).click()
      await expect(page).toHaveURL(/\/en\/geography$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geography')
    })
  })
})

test.describe('routes', () => {
  // That every route in the route table answers 200 itself, not by a redirect, in each language,
  // and names its addresses for search engines, is checked by the walk of every page and the pass
  // over HTTP (every-page.spec.ts), in the load that checks the page's other things.

  test('/deepseek-community redirects to the forum, in the language of its address', async ({ request }) => {
    const response = await request.get('/deepseek-community', { maxRedirects: 0 })
    expect([301, 302]).toContain(response.status())
    expect(response.headers().location).toBe('/seeking-hathazari')
    const english = await request.get('/en/deepseek-community', { maxRedirects: 0 })
    expect([301, 302]).toContain(english.status())
    expect(english.headers().location).toBe('/en/seeking-hathazari')
  })

  test.describe('an unknown path', () => {
    test.use({ allowConsoleErrors: [/status of 404/] })
    for (const lang of ['bn', 'en'] as const) {
      test(`answers 404 with the not-found page (${lang})`, async ({ page }) => {
        await setLanguage(page, lang)
        const response = await page.goto('/no/such/page')
        expect(response?.status()).toBe(404)
        await expect(page.getByText('404', { exact: true })).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          lang === 'en' ? 'Oops! Page not found' : 'দুঃখিত! পাতাটি পাওয়া যায়নি',
        )
        await page.getByRole('link', { name: lang === 'en' ? 'Return to Home' : 'হোমে ফিরে যান' }).click()
        await expect(page).toHaveURL(lang === 'en' ? /\/en$/ : /:\d+\/$/)
      })
    }
  })

  test('each page has a title in the chosen language', async ({ page }) => {
    await setLanguage(page, 'en')
    await page.goto('/emergency')
    await expect(page).toHaveTitle('Emergency | Hathazari Guide')
    await setLanguage(page, 'bn')
    await page.goto('/emergency')
    await expect(page).toHaveTitle('জরুরি সেবা | হাটহাজারী গাইড')
  })

  test('a navigation scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'ইতিহাস' }).click()
    await expect(page).toHaveURL(/\/history$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a link moves to the page in place, in the reader’s language, and the back button returns', async ({ page }) => {
    await setLanguage(page, 'en')
    await page.goto('/en')
    await hydrated(page)
    // A marker on the window survives only if no new document was loaded.
    await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true })
    await page.getByRole('contentinfo').getByRole('link', { name: 'History' }).click()
    await expect(page).toHaveURL(/\/en\/history$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('History')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await page.goBack()
    await expect(page).toHaveURL(/\/en$/)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })

  test('a link opened with a modifier key opens a new tab and leaves the page as it was', async ({ page, context }) => {
    await page.goto('/')
    await hydrated(page)
    const opened = context.waitForEvent('page')
    await page.getByRole('contentinfo').getByRole('link', { name: 'ইতিহাস' }).click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await expect(tab).toHaveURL(/\/history$/)
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

test.describe('theme', () => {
  test('the toggle changes the theme and the choice survives a reload', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const light = await background()
    await page.getByRole('button', { name: /থিম: লাইট/ }).click()
    await expect(page.locator('html')).toHaveClass(/theme-dark/)
    expect(await background()).not.toBe(light)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/theme-dark/)
    await page.getByRole('button', { name: /থিম: ডার্ক/ }).click()
    await expect(page.locator('html')).toHaveClass(/theme-system/)
  })

  test.describe('system theme', () => {
    test.use({ colorScheme: 'dark' })
    test('follows the phone without JavaScript', async ({ page }) => {
      const url = new URL(process.env.E2E_BASE_URL!)
      await page.context().addCookies([{ name: 'theme', value: 'system', domain: url.hostname, path: '/' }])
      await page.goto('/')
      const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      expect(color).toBe('rgb(14, 21, 19)')
    })
  })
})

test.describe('stylesheet (ADR 020)', () => {
  const styles = (page: import('@playwright/test').Page) =>
    page.evaluate(() => ({
      inline: document.querySelectorAll('style[data-href]').length,
      inlineLength: document.querySelector('style[data-href]')?.textContent?.length ?? 0,
      linked: document.querySelectorAll('link[rel="stylesheet"][href^="/assets/entry"]').length,
      background: getComputedStyle(document.body).backgroundColor,
      headerPosition: getComputedStyle(document.querySelector('header')!).position,
    }))
  const stylesheetCookie = async (page: import('@playwright/test').Page) => (await page.context().cookies()).find((c) => c.name === 'stylesheet')?.value

  test('a first page carries the styles; once the browser holds the file, later pages link it and look the same', async ({ page }) => {
    await page.goto('/')
    const first = await styles(page)
    expect(first).toMatchObject({ inline: 1, linked: 0, headerPosition: 'sticky' })
    expect(first.inlineLength).toBeGreaterThan(10_000)
    // The browser fetches the file after the page has loaded, then says so with a cookie.
    await expect.poll(() => stylesheetCookie(page)).toMatch(/^entry[\w.-]*\.css$/)

    await page.goto('/hospitals')
    expect(await styles(page)).toMatchObject({ inline: 0, inlineLength: 0, linked: 1, background: first.background, headerPosition: 'sticky' })
    // Moving on inside the app keeps the linked file (no moment without styles).
    await hydrated(page)
    await page.getByRole('link', { name: 'হাটহাজারী গাইড' }).first().click()
    await expect(page).toHaveURL(/\/$/)
    expect(await styles(page)).toMatchObject({ inline: 0, linked: 1, headerPosition: 'sticky' })
    // A reload is a new document: linked again, from the cache.
    await page.reload()
    expect(await styles(page)).toMatchObject({ inline: 0, linked: 1, background: first.background })
  })

  test('a cookie naming an older file gets the styles inline again, and the cookie is brought up to date', async ({ page }) => {
    const url = new URL(process.env.E2E_BASE_URL!)
    await page.context().addCookies([{ name: 'stylesheet', value: 'entry-old.css', domain: url.hostname, path: '/' }])
    await page.goto('/seeking-hathazari')
    expect(await styles(page)).toMatchObject({ inline: 1, linked: 0, headerPosition: 'sticky' })
    await expect.poll(() => stylesheetCookie(page)).not.toBe('entry-old.css')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('every page carries its styles', async ({ page }) => {
      await page.goto('/')
      await page.goto('/hospitals')
      expect(await styles(page)).toMatchObject({ inline: 1, linked: 0, headerPosition: 'sticky' })
      expect(await stylesheetCookie(page)).toBeUndefined()
    })
  })
})

test.describe('menu', () => {
  test('reaches every group with the keyboard and marks the current page', async ({ page }) => {
    await page.goto('/geography')
    await hydrated(page)
    await page.keyboard.press('Tab') // skip link
    await page.keyboard.press('Tab') // menu
    await expect(page.getByRole('link', { name: 'মেনু খুলুন' })).toBeFocused()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'মেনু' })
    await expect(menu).toBeVisible()
    for (const group of ['তথ্য', 'সেবা', 'স্থান', 'কমিউনিটি', 'যোগাযোগ']) {
      await expect(menu.getByRole('heading', { name: group })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'ভূগোল' })).toHaveAttribute('aria-current', 'page')
    // Tab through the menu until the last group's link has focus.
    const contact = menu.getByRole('link', { name: 'যোগাযোগ' })
    for (let i = 0; i < 25 && !(await contact.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(contact).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu).toBeHidden()
  })

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'মেনু খুলুন' }).click()
    await expect(page.getByRole('dialog', { name: 'মেনু' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'মেনু' })).toBeHidden()
  })
})

test('the share card address draws only what the server signed (issue 31)', async ({ request }) => {
  // A signed address comes from a page's loader (signedShareCardPath); one made up is refused
  // before anything is drawn, and the refusal is not kept by the page cache.
  for (let i = 0; i < 2; i++) {
    const forged = await request.get('/share-card.png?l=bn&t=%E0%A6%AF%E0%A6%BE&s=x&v=1&sig=AAAAAAAAAAAAAAAAAAAAAA')
    expect(forged.status()).toBe(403)
    expect(forged.headers()['x-cache']).toBeUndefined()
  }
  expect((await request.get('/share-card.png')).status()).toBe(400)
})

test('health endpoints answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ready' })
})

test.describe('catalogs', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })
  test('moving between parts of the site loads the texts each part needs', async ({ page }) => {
    await page.goto('/banks')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'কমিউনিটি ফোরাম' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'কমিউনিটি ফোরাম' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'নতুন পোস্ট' })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'স্থানীয় গুণীজন' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'স্থানীয় গুণীজন' })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'ট্রেনের সময়সূচি' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'ট্রেনের সময়সূচি' })).toBeVisible()
    expect((await page.locator('body').innerText()).match(rawKey)?.[0]).toBeUndefined()
  })
})
