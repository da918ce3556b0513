import { expect, hydrated, test } from './fixtures'

// What a search engine and a link preview read (issue 31): the head's tags and JSON-LD, written
// by the server; the share card they name; and the share menu where Web Share is missing. Every
// page's tags, JSON-LD and card are checked by the pass over HTTP of every page
// (every-page.spec.ts); here, the aliases, the pages that must have none, and the share menu.

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
