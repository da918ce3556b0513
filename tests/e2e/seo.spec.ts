import { expect, hydrated, test } from './fixtures'

// What a search engine and a link preview read (issue 31): the head's tags and JSON-LD, written
// by the server; the share card they name; and the share menu where Web Share is missing.

/** The head's meta tags by name or property, and every JSON-LD block, parsed. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = new Map<string, string[]>()
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/?>/g)) {
    meta.set(key!, [...(meta.get(key!) ?? []), content!.replace(/&amp;/g, '&').replace(/&quot;/g, '"')])
  }
  const graphs = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => JSON.parse(text!) as { '@context': string; '@graph': Array<Record<string, unknown>> })
  return { meta, graphs, one: (key: string) => meta.get(key)?.[0] }
}

const pages = [
  { path: '/', title: 'হাটহাজারী গাইড', types: ['WebSite', 'BreadcrumbList'] },
  { path: '/en', title: 'Hathazari Guide', types: ['WebSite', 'BreadcrumbList'] },
  { path: '/emergency', title: 'জরুরি সেবা', types: ['BreadcrumbList', 'PoliceStation', 'FireStation'] },
  { path: '/en/hospitals', title: 'Hospitals', types: ['BreadcrumbList', 'Hospital'] },
  { path: '/local-heroes/muhammad-yunus', title: 'ড. মুহাম্মদ ইউনূস', types: ['BreadcrumbList'] },
  // Outside the menu's list, with content of its own.
  { path: '/en/assistant', title: 'Hathazari AI Assistant', types: ['BreadcrumbList'] },
]

for (const { path, title, types } of pages) {
  test(`${path} tells link previews and search engines its own title, summary, address and card`, async ({ request }) => {
    const { one, meta, graphs } = headOf(await (await request.get(path)).text())
    const en = path.startsWith('/en')
    expect(one('og:title')).toBe(title)
    const description = one('description')!
    expect(description.length).toBeGreaterThan(30)
    expect(one('og:description')).toBe(description)
    // Each page its own summary, not the site's one sentence (home may use the site's).
    if (path !== '/' && path !== '/en') expect(description).not.toMatch(en ? /^Services, news, places/ : /^চট্টগ্রামের হাটহাজারী উপজেলার সেবা/)
    expect(one('og:url')).toMatch(new RegExp(`^http://localhost:\\d+${path === '/en' ? '/en' : path}$`))
    expect(one('og:locale')).toBe(en ? 'en_US' : 'bn_BD')
    expect(one('og:locale:alternate')).toBe(en ? 'bn_BD' : 'en_US')
    expect(one('twitter:card')).toBe('summary_large_image')
    expect([one('og:image:width'), one('og:image:height')]).toEqual(['1200', '630'])
    expect(one('og:image:alt')).toBe(title)
    // One of each: React's tags and the server's do not both write them.
    for (const key of ['description', 'og:title', 'og:image']) expect(meta.get(key), key).toHaveLength(1)

    expect(graphs).toHaveLength(1)
    expect(graphs[0]!['@context']).toBe('https://schema.org')
    const found = graphs[0]!['@graph'].map((node) => node['@type'])
    expect(found).toEqual(expect.arrayContaining(types))
    const trail = graphs[0]!['@graph'].find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item: string }> }
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, item: expect.stringMatching(/^http:\/\/localhost:\d+\/(en)?$/) })
    expect(trail.itemListElement.at(-1)!.item).toBe(one('og:url'))

    // The card it names is a 1200×630 PNG, drawn once and then kept.
    const image = await request.get(one('og:image')!)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    const png = await image.body()
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(image.headers()['cache-control']).toContain('immutable')
  })
}

test('a page reached by an alias names its canonical address as og:url, and the forum\'s alias its feed', async ({ request }) => {
  for (const [alias, canonical] of [['/community-forum', '/seeking-hathazari'], ['/en/honorable-residents', '/en/notable-personalities'], ['/local-journalists', '/journalists'], ['/en/home', '/en']] as const) {
    const html = await (await request.get(alias)).text()
    const { one } = headOf(html)
    expect(one('og:url'), alias).toMatch(new RegExp(`^http://localhost:\\d+${canonical}$`))
    expect(html, alias).toContain(`<link rel="canonical" href="${one('og:url')}"/>`)
  }
  const forum = await (await request.get('/community-forum')).text()
  expect(forum).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="http:\/\/localhost:\d+\/seeking-hathazari\/feed\.xml"\/>/)
})

test('a page for one reader only, or a missing one, gets no structured data', async ({ request }) => {
  const missing = await request.get('/seeking-hathazari/999999', { maxRedirects: 0 })
  expect(missing.status()).toBe(302)
  const notFound = headOf(await (await request.get('/no-such-page')).text())
  expect(notFound.graphs).toEqual([])
})

test.describe('share where the browser has no share sheet (a desktop browser)', () => {
  test('the hero page offers WhatsApp, Facebook and copy link, by keyboard too', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await page.goto('/en/local-heroes/muhammad-yunus')
    await hydrated(page)
    const share = page.getByRole('button', { name: 'Share' })
    await share.click()
    const whatsapp = page.getByRole('link', { name: 'WhatsApp' })
    await expect(whatsapp).toBeFocused()
    const url = new URL(page.url()).href
    expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Dr Muhammad Yunus ${url}`)}`)
    expect(await page.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
    await page.keyboard.press('Escape')
    await expect(whatsapp).toHaveCount(0)
    await expect(share).toBeFocused()
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Copy link' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  })
})
