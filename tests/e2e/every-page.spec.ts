import type { APIRequestContext, Page } from '@playwright/test'
import { collectPhoneNumbers, listCollections } from '../../content/pack/check-pack'
import { contentPack } from '#pack/index'
import { expect, test, tileOrigin } from './fixtures'
import { coveredByAssistantButton, rawKey, readPage } from './page-checks'
import { routeTable } from './routes'

// Every page, once per language: one walk in the browser, each page loaded once for every check
// made of it, and one pass over HTTP for what the HTML the server sends shows. Each check is
// recorded on its own (expect.soft), named by the page's address and the check, so every failing
// page and check is reported. What a page does when used (filters, typing, dialogs) is tested by
// its own spec; here the pages are only read.

type Lang = 'bn' | 'en'
const langs: Lang[] = ['bn', 'en']
const pack = contentPack
/** A page's address in a language (ADR 010): `/hospitals`, `/en/hospitals`; `/` and `/en`. */
const addressIn = (lang: Lang, path: string) => (lang === 'en' ? `/en${path === '/' ? '' : path}` : path)
const siteName: Record<Lang, string> = { bn: 'হাটহাজারী গাইড', en: 'Hathazari Guide' }
const main = (page: Page) => page.getByRole('main')
const cards = (page: Page) => main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
const byId = <T extends { id: string }>(list: readonly T[], id: string): T => {
  const found = list.find((item) => item.id === id)
  if (!found) throw new Error(`the pack has no ${id}`)
  return found
}
const hotline = (id: string) => byId(pack.hotlines, id)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Every number the content pack holds with its sources, by its digits. */
const sourcedNumbers = collectPhoneNumbers(pack)
const hasSource = (href: string) => (sourcedNumbers.get(href.slice('tel:'.length).replace(/\D/g, ''))?.length ?? 0) > 0

/** What a page shows of itself, checked in the walk's load of it. */
type Check = (page: Page, lang: Lang, where: string) => Promise<void>
const pageChecks = new Map<string, Check[]>()
const on = (path: string, check: Check) => pageChecks.set(path, [...(pageChecks.get(path) ?? []), check])

// --- The directories list every record (a search by URL, without JavaScript, is tested below). ---
const directories = [
  { path: '/hospitals', records: pack.healthFacilities.map((r) => r.name), empty: { bn: 'কোনো হাসপাতাল পাওয়া যায়নি', en: 'No hospital found' } },
  { path: '/doctors', records: pack.doctors.map((r) => r.name), empty: { bn: 'কোনো ডাক্তার পাওয়া যায়নি', en: 'No doctor found' } },
  { path: '/banks', records: pack.banks.map((r) => r.bank), empty: { bn: 'কোনো ব্যাংক পাওয়া যায়নি', en: 'No bank found' } },
  { path: '/journalists', records: pack.journalists.map((r) => r.name), empty: { bn: 'কোনো সাংবাদিক পাওয়া যায়নি', en: 'No journalist found' } },
]
for (const { path, records } of directories) {
  on(path, async (page, lang, where) => {
    for (const name of records) await expect.soft(main(page).getByText(name[lang], { exact: false }).first(), `${where}: lists ${name[lang]}`).toBeVisible()
  })
}

// --- Couriers, hotels and malls say plainly that nothing is verified yet. ---
for (const path of ['/courier-services', '/hotels', '/shopping-malls']) {
  on(path, async (page, lang, where) => {
    await expect.soft(page.getByText(lang === 'bn' ? /এখনো যাচাই করা কোনো .+ তালিকা নেই/ : /^No verified .+ listing yet$/), `${where}: says no listing is verified yet`).toBeVisible()
  })
}
on('/courier-services', async (page, lang, where) => {
  await expect.soft(page.getByRole('link', { name: lang === 'bn' ? /পার্সেল ট্র্যাকিং/ : /parcel tracking/i }), `${where}: parcel tracking opens in a new tab`).toHaveAttribute('target', '_blank')
})

// --- Content rule 3: a record we are not sure of says so, wherever it is shown (issue 11). ---
/** The page that shows a record of each collection (a link to an office opens its folded section). */
const pageOf: Record<string, (record: { id: string; kind?: string }) => string> = {
  hotlines: () => '/emergency', healthFacilities: () => '/hospitals', doctors: () => '/doctors', banks: () => '/banks',
  couriers: () => '/courier-services', hotels: () => '/hotels', shoppingMalls: () => '/shopping-malls', journalists: () => '/journalists',
  mediaOrganizations: () => '/journalists', offices: (o) => `/administration#${o.id}`, postOffices: (p) => `/administration#${p.id}`,
  unions: (u) => `/administration?tab=${u.kind === 'municipality' ? 'municipality' : 'unions'}`, institutions: () => '/education',
  religiousPlaces: () => '/religious-places', markets: () => '/local-markets', fairs: () => '/local-markets', places: () => '/tourist-spots',
  organizations: () => '/organizations', transport: () => '/transportation', history: () => '/history', geography: () => '/geography',
  people: (p) => `/local-heroes/${p.id}`, events: (e) => `/event-calendar?event=${e.id}`, 'train.services': () => '/train-schedule',
}
const lowRecords = listCollections(pack).flatMap(([collection, items]) =>
  (items as ReadonlyArray<{ id: string; kind?: string; confidence?: string }>).filter((item) => item.confidence === 'low').map((item) => ({ collection, item })))
const lowByPage = new Map<string, typeof lowRecords>()
for (const record of lowRecords.filter((r) => pageOf[r.collection])) {
  const path = pageOf[record.collection]!(record.item)
  lowByPage.set(path, [...(lowByPage.get(path) ?? []), record])
}
for (const [path, records] of lowByPage) {
  on(path, async (page, lang, where) => {
    for (const { collection, item } of records) {
      const record = page.locator(`[id="${item.id}"]`).first()
      if ((await record.count()) === 0) {
        expect.soft(`${collection}/${item.id}`, `${where}: a low-confidence record is not on its page`).toBe('shown')
        continue
      }
      expect.soft(await record.innerText(), `${where}: ${collection}/${item.id} has no "unverified" badge`).toContain(lang === 'bn' ? 'যাচাই করা হয়নি' : 'Unverified')
    }
  })
}

test('the pack has low-confidence records, and each collection that has one is shown on a page', () => {
  expect(lowRecords.length).toBeGreaterThan(10)
  // Conflicts are research notes and facts are shown by their own pages' choice; every other
  // collection with an uncertain record must map to the page that lists it.
  const unmapped = [...new Set(lowRecords.map((r) => r.collection))].filter((c) => !pageOf[c] && c !== 'conflicts' && c !== 'facts')
  expect(unmapped).toEqual([])
})

// --- History, geography, administration and health show sourced content. ---
on('/history', async (page, lang, where) => {
  await expect.soft(page.getByRole('heading', { name: pack.history[0]!.title[lang] }), `${where}: the first chapter's heading`).toBeVisible()
  await expect.soft(page.getByRole('link', { name: /^(সূত্র ১|Source 1):/ }).first(), `${where}: a source opens in a new tab`).toHaveAttribute('target', '_blank')
})
on('/geography', async (page, lang, where) => {
  await expect.soft(page.getByText(byId(pack.facts, 'area').value[lang]).first(), `${where}: the area`).toBeVisible()
  // The light map: six tiles from the configured tile server (as backgrounds: one that fails shows no broken image), with the attribution.
  await expect.soft(page.locator(`figure [style*="${tileOrigin}/tiles/"]`), `${where}: the map's six tiles`).toHaveCount(6)
  await expect.soft(page.getByRole('link', { name: '© OpenStreetMap contributors' }), `${where}: the map's attribution`).toBeVisible()
  await expect.soft(page.getByRole('link', { name: lang === 'bn' ? /ওপেনস্ট্রিটম্যাপে/ : 'Open the map on OpenStreetMap' }), `${where}: the link to the full map`).toBeVisible()
})
on('/administration?tab=municipality', async (page, lang, where) => {
  const municipality = pack.unions.find((u) => u.kind === 'municipality')!
  await expect.soft(page.getByRole('heading', { name: municipality.name[lang] }), `${where}: the municipality`).toBeVisible()
})
on('/health', async (page, lang, where) => {
  await expect.soft(page.getByRole('heading', { name: pack.healthFacilities[0]!.name[lang] }).first(), `${where}: the first health facility`).toBeVisible()
})

// --- The information pages: each its title and real texts from the pack, and its sources. ---
const infoPages: Array<{ path: string; title: Record<Lang, string>; texts: (lang: Lang) => string[] }> = [
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
for (const { path, title, texts } of infoPages) {
  on(path, async (page, lang, where) => {
    await expect.soft(page.getByRole('heading', { level: 1 }), `${where}: the title`).toHaveText(title[lang])
    for (const text of texts(lang)) await expect.soft(main(page).getByText(text, { exact: false }).first(), `${where}: shows "${text}"`).toBeVisible()
    // Every record carries its sources.
    if (path !== '/about' && path !== '/donate') await expect.soft(main(page).getByRole('link', { name: /^(Source|সূত্র) / }).first(), `${where}: a source link`).toBeAttached()
  })
}

on('/train-schedule', async (page, lang, where) => {
  const timetable = pack.train.timetables[0]!
  expect(timetable.published).toBe('2020-09')
  await expect.soft(main(page).getByText(lang === 'en' ? 'Published: September 2020' : 'প্রকাশ: সেপ্টেম্বর ২০২০'), `${where}: the timetable's date`).toBeVisible()
  await expect.soft(main(page).getByText(timetable.caveat[lang]), `${where}: the timetable's caveat`).toBeVisible()
  const call = main(page).locator('a[href="tel:131"]').first()
  await expect.soft(call, `${where}: the railway call centre`).toBeVisible()
  await expect.soft(call, `${where}: the railway call centre's name`).toHaveAccessibleName(new RegExp(escape(hotline('railway').service[lang])))
  // The stations in order, north to south, in an ordered list.
  const stations = main(page).getByRole('list').filter({ hasText: byId(pack.train.stations, 'jobra').name[lang] }).last()
  const items = stations.getByRole('listitem')
  await expect.soft(items, `${where}: every station`).toHaveCount(pack.train.stations.length)
  const inHathazari = lang === 'en' ? 'In Hathazari' : 'হাটহাজারীতে'
  const branch = lang === 'en' ? 'Branch line' : 'শাখা লাইন'
  for (const [index, station] of pack.train.stations.entries()) {
    const item = items.nth(index)
    const at = `${where}: station ${index + 1}`
    await expect.soft(item, at).toContainText(station.name[lang])
    // Marked only where a source says so.
    if (station.local) await expect.soft(item, `${at} is in Hathazari`).toContainText(inHathazari)
    else await expect.soft(item, `${at} is not marked in Hathazari`).not.toContainText(inHathazari)
    if (station.branch) await expect.soft(item, `${at} is on the branch line`).toContainText(branch)
    else await expect.soft(item, `${at} is not marked on the branch line`).not.toContainText(branch)
  }
})

// --- Donate, with no wallet set (the shared server's case): says so and shows no number. ---
on('/donate', async (page, lang, where) => {
  await expect.soft(main(page).getByRole('heading', { name: lang === 'en' ? 'Donations are not set up yet' : 'অনুদানের ব্যবস্থা এখনো চালু হয়নি' }), `${where}: says donations are not set up`).toBeVisible()
  await expect.soft(main(page).getByRole('button', { name: /Copy|কপি/ }), `${where}: no copy button`).toHaveCount(0)
  await expect.soft(main(page).locator('a[href^="tel:"]'), `${where}: no number to call`).toHaveCount(0)
  expect.soft(await main(page).innerText(), `${where}: no number`).not.toMatch(/[0-9০-৯][0-9০-৯ -]{5,}/)
})

// --- At 360 px: the forum's chips wrap, and Bengali times say the part of the day. ---
on('/seeking-hathazari', async (page, lang, where) => {
  const chips = page.getByRole('navigation', { name: lang === 'bn' ? 'বিভাগ' : 'Categories' }).getByRole('link')
  expect.soft(await chips.count(), `${where}: the category chips`).toBeGreaterThan(4)
  const beyond = (await chips.evaluateAll((links) => links.map((link) => [link.textContent, link.getBoundingClientRect().right] as const))).filter(([, right]) => right > 360)
  expect.soft(beyond, `${where}: category chips beyond the screen's edge`).toEqual([])
})
on('/seeking-hathazari/1', async (page, lang, where) => {
  if (lang !== 'bn') return
  const times = await page.locator('time').evaluateAll((elements) => elements.map((element) => `${element.textContent} | ${element.getAttribute('title') ?? ''}`))
  expect.soft(times.length, `${where}: times shown`).toBeGreaterThan(0)
  for (const time of times) {
    expect.soft(time, `${where}: a Bengali time with AM or PM`).not.toMatch(/\b(AM|PM)\b/)
    expect.soft(time, `${where}: a Bengali time without the part of the day`).toMatch(/(ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) [০-৯]/)
  }
})
// The floating assistant button is on these pages (every page that has it is read to the end).
for (const path of ['/', '/assistant', '/seeking-hathazari/1', '/emergency']) {
  on(path, async (page, _lang, where) => {
    await expect.soft(page.locator('a[href$="/assistant"][title]'), `${where}: the floating assistant button`).toHaveCount(1)
  })
}

/**
 * The walk's pages: the route table, pages outside it that have texts of their own, and the
 * addresses the checks above read (a tab, an office's folded section, the heroes with a
 * low-confidence record): 58 in each language.
 */
const walk = [...new Set([
  ...routeTable, '/login', '/register', '/forgot-password', '/search?q=bank', '/seeking-hathazari/new', '/no/such/page',
  ...pageChecks.keys(),
])]

// One walk per language, in one browser tab (a tab per page cost more than the pages), at a
// phone's 360 px.
test.describe('every page', () => {
  test.use({ viewport: { width: 360, height: 800 }, allowConsoleErrors: [/status of 404/] })
  for (const lang of langs) {
    test(`answers, starts its scripts, shows no raw message key or console error, fits a phone and reads as its checks say (${lang})`, async ({ page }) => {
      // About 60 pages, each loaded, hydrated and read: 1-3 s a page on a busy 2-core machine.
      // The test's 30 s is for one page; the walk gets 5 s a page.
      test.setTimeout(walk.length * 5_000)
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      for (const path of walk) {
        const address = addressIn(lang, path)
        const where = `${address} (${lang})`
        const response = await page.goto(address)
        const inRouteTable = routeTable.includes(path)
        // Every route answers 200 itself, not through a redirect.
        if (inRouteTable) {
          expect.soft(response?.request().redirectedFrom()?.url(), `${where}: redirected`).toBeUndefined()
          expect.soft(response?.status(), `${where}: status`).toBe(200)
        }
        // The reader's taps work once the page's scripts have started (within expect's usual 7 s): read it then.
        const started = await page.waitForFunction(() => (window as unknown as { __hgHydrated?: boolean }).__hgHydrated === true, undefined, { timeout: 7_000 }).then(() => true, () => false)
        expect.soft(started, `${where}: the page's scripts did not start (hydration)`).toBe(true)
        const reading = await readPage(page, siteName[lang])
        expect.soft(reading.text.match(rawKey)?.[0], `${where}: a raw message key on screen`).toBeUndefined()
        // WCAG 2.5.8 (issue 11, at 360 px), on the route table's pages.
        if (inRouteTable) expect.soft(reading.smallTargets, `${where}: controls smaller than 24 × 24 px`).toEqual([])
        // Nothing cut off at 360 px: search placeholders read whole, the header's name, no sideways scrolling.
        expect.soft(reading.cutPlaceholders, `${where}: search placeholders cut off`).toEqual([])
        expect.soft(reading.titleCut, `${where}: the header's site name cut off`).toBe(false)
        expect.soft(reading.documentWidth, `${where}: wider than the screen`).toBeLessThanOrEqual(reading.windowWidth)
        // Every number a reader can call, as the page shows it, is one the content pack holds with a source.
        expect.soft(reading.telLinks.filter((href) => !hasSource(href)), `${where}: tel: links without a source in the pack`).toEqual([])
        for (const check of pageChecks.get(path) ?? []) await check(page, lang, where)
        // Read to the end (it scrolls, so last): the page's last lines are clear of the floating assistant button.
        const covered = await coveredByAssistantButton(page)
        if (covered) expect.soft(covered, `${where}: covered by the floating assistant button`).toEqual([])
        // Only the unknown page's own 404 is expected.
        const unexpected = errors.splice(0).filter((error) => !(path === '/no/such/page' && /status of 404/.test(error)))
        expect.soft(unexpected, `${where}: console errors in the browser`).toEqual([])
      }
    })
  }
})

// --- Over HTTP: what the server sends, which is what a reader without JavaScript gets. ---

/** The head's meta tags by name or property, and every JSON-LD block, parsed. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = new Map<string, string[]>()
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/?>/g)) {
    meta.set(key!, [...(meta.get(key!) ?? []), decode(content!)])
  }
  const graphs = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => JSON.parse(text!) as { '@context': string; '@graph': Array<Record<string, unknown>> })
  const canonical = /<link rel="canonical" href="([^"]*)"\/>/.exec(head)?.[1]
  return { meta, graphs, canonical, one: (key: string) => meta.get(key)?.[0] }
}
/** Text as written in HTML, decoded (React escapes these five). */
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, '\'').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** What search engines and link previews read (issue 31), with what each of these pages must say. */
const previewed: Record<string, { title: string; types: string[] }> = {
  '/': { title: 'হাটহাজারী গাইড', types: ['WebSite', 'BreadcrumbList'] },
  '/en': { title: 'Hathazari Guide', types: ['WebSite', 'BreadcrumbList'] },
  '/emergency': { title: 'জরুরি সেবা', types: ['BreadcrumbList', 'PoliceStation', 'FireStation'] },
  '/en/hospitals': { title: 'Hospitals', types: ['BreadcrumbList', 'Hospital'] },
  '/local-heroes/muhammad-yunus': { title: 'ড. মুহাম্মদ ইউনূস', types: ['BreadcrumbList'] },
  // Outside the menu's list, with content of its own.
  '/en/assistant': { title: 'Hathazari AI Assistant', types: ['BreadcrumbList'] },
}
/** Other addresses of pages, and the page's own address each names as canonical. */
const aliases: Record<string, string> = {
  '/home': '/', '/index': '/', '/local-journalists': '/journalists', '/honorable-residents': '/notable-personalities', '/community-forum': '/seeking-hathazari',
  '/hero/muhammad-yunus': '/local-heroes/muhammad-yunus', '/community-forum/post/1': '/seeking-hathazari/1', '/forum/1': '/seeking-hathazari/1',
}

/** The head's tags and JSON-LD of a page, and for the pages above their title, types and share card. */
async function checkHead(request: APIRequestContext, path: string, address: string, lang: Lang, html: string) {
  const { one, meta, graphs, canonical } = headOf(html)
  const at = (what: string) => `${address}: ${what}`
  // Its canonical address (an alias names its page's), in its language, and its address in each language.
  const origin = new URL(process.env.E2E_BASE_URL!).origin
  const own = (aliases[path] ?? path).replace(/\?.*/, '')
  expect.soft(canonical, at('the canonical address')).toBe(`${origin}${addressIn(lang, own)}`)
  for (const [hrefLang, target] of [['bn', own], ['en', addressIn('en', own)], ['x-default', own]]) {
    expect.soft(html, at(`the ${hrefLang} alternate`)).toContain(`<link rel="alternate" hrefLang="${hrefLang}" href="${origin}${target}"/>`)
  }
  const url = one('og:url') ?? ''
  expect.soft(url, at('og:url is the canonical address')).toBe(canonical)
  const title = one('og:title')
  expect.soft(title, at('og:title')).toBeTruthy()
  const description = one('description') ?? ''
  expect.soft(description, at('a description')).not.toBe('')
  expect.soft(one('og:description'), at('og:description')).toBe(description)
  // A page kept out of search results (/welcome) has no summary or structured data of its own.
  const indexed = !one('robots')?.includes('noindex')
  // Each page its own summary, not the site's one sentence (home may use the site's).
  if (indexed && !['/', '/home', '/index'].includes(path)) expect.soft(description, at('description is the page\'s own')).not.toMatch(lang === 'en' ? /^Services, news, places/ : /^চট্টগ্রামের হাটহাজারী উপজেলার সেবা/)
  expect.soft(one('og:locale'), at('og:locale')).toBe(lang === 'en' ? 'en_US' : 'bn_BD')
  expect.soft(one('og:locale:alternate'), at('og:locale:alternate')).toBe(lang === 'en' ? 'bn_BD' : 'en_US')
  expect.soft(one('twitter:card'), at('twitter:card')).toBe('summary_large_image')
  expect.soft([one('og:image:width'), one('og:image:height')], at('the card\'s size')).toEqual(['1200', '630'])
  expect.soft(one('og:image:alt'), at('og:image:alt')).toBe(title)
  // One of each: React's tags and the server's do not both write them.
  for (const key of ['description', 'og:title', 'og:image']) expect.soft(meta.get(key), at(`one ${key}`)).toHaveLength(1)
  expect.soft(graphs, at('one JSON-LD block')).toHaveLength(indexed ? 1 : 0)
  const graph = graphs[0]
  if (!graph) return
  expect.soft(graph['@context'], at('JSON-LD context')).toBe('https://schema.org')
  const trail = graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item: string }> } | undefined
  expect.soft(trail, at('a breadcrumb trail')).toBeTruthy()
  if (trail) {
    expect.soft(trail.itemListElement[0], at('the trail starts at home')).toMatchObject({ position: 1, item: expect.stringMatching(/^http:\/\/localhost:\d+\/(en)?$/) })
    expect.soft(trail.itemListElement.at(-1)!.item, at('the trail ends at the page')).toBe(url)
  }
  const expected = previewed[address]
  if (!expected) return
  expect.soft(title, at('og:title')).toBe(expected.title)
  expect.soft(description.length, at('description\'s length')).toBeGreaterThan(30)
  expect.soft(graph['@graph'].map((node) => node['@type']), at('JSON-LD types')).toEqual(expect.arrayContaining(expected.types))
  // The card it names is a 1200×630 PNG, drawn once and then kept.
  const image = await request.get(one('og:image')!)
  expect.soft(image.status(), at('the card answers')).toBe(200)
  expect.soft(image.headers()['content-type'], at('the card is a PNG')).toBe('image/png')
  const png = await image.body()
  expect.soft(png.subarray(1, 4).toString(), at('the card is a PNG')).toBe('PNG')
  expect.soft([png.readUInt32BE(16), png.readUInt32BE(20)], at('the card\'s pixels')).toEqual([1200, 630])
  expect.soft(image.headers()['cache-control'], at('the card is kept')).toContain('immutable')
}

const copies = /https?:\/\/([a-z0-9-]+\.)*(medbox\.iiab\.me|wikipedia\.ddns\.net|a\.osmarks\.net|bn\.m\.wiki\.x\.io|tomorrow\.paperai\.life|cryer\.org\.uk|wikimili\.com|pinocchiopedia\.com|defzone\.net|profilbaru\.com|windlasstrade-hk\.tech)/i

test.describe('every page over HTTP', () => {
  // Every hero's page, not only the one in the route table: each cites its own sources and links.
  const heroes = pack.people.map((hero) => `/local-heroes/${hero.id}`).filter((path) => !routeTable.includes(path))
  for (const lang of langs) {
    test(`answers 200 in its language, links no copy site, calls only sourced numbers, lists the directories' records and tells search engines what it is (${lang})`, async ({ request }) => {
      // About 60 pages read as text; the test's 30 s is for one page's worth.
      test.setTimeout(120_000)
      expect(pack.people.length).toBeGreaterThan(5)
      let telLinks = 0
      for (const path of [...routeTable, ...heroes]) {
        const address = addressIn(lang, path)
        const response = await request.get(address)
        const html = await response.text()
        expect.soft(response.status(), `${address}: status`).toBe(200)
        expect.soft(html, `${address}: the document's language`).toContain(`<html lang="${lang}"`)
        const copy = copies.exec(html)
        expect.soft(copy?.[0], `${address}: links a site that copies other publishers`).toBeUndefined()
        // Every tel: link is in the HTML (no browser needed to read it).
        for (const [, number] of html.matchAll(/href="tel:([^"]*)"/g)) {
          telLinks++
          expect.soft(hasSource(`tel:${number}`), `${address}: tel:${number} has no source in the pack`).toBe(true)
        }
        // Without JavaScript, a directory lists every record.
        const directory = directories.find((d) => d.path === path)
        if (directory) {
          const text = decode(html.replace(/<!-- -->/g, ''))
          for (const name of directory.records) expect.soft(text, `${address}: lists ${name[lang]}`).toContain(name[lang])
        }
        await checkHead(request, path, address, lang, html)
      }
      expect(telLinks).toBeGreaterThan(20) // /emergency alone has ten
      if (lang === 'bn') {
        for (const path of ['/search-index.json', '/assistant/guide.json']) {
          expect.soft(copies.exec(await (await request.get(path)).text())?.[0], `${path}: links a site that copies other publishers`).toBeUndefined()
        }
      }
    })
  }
})

// Every directory in both languages, without JavaScript (the URL alone): a record found by its
// name in that language, and the spec's empty message for a miss.
test.describe('every directory searched through the URL, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const lang of langs) {
    test(`finds by name, and says when nothing matches (${lang})`, async ({ page }) => {
      for (const directory of directories) {
        const target = directory.records.at(-1)![lang]
        const found = addressIn(lang, `${directory.path}?q=${encodeURIComponent(target)}`)
        await page.goto(found)
        await expect.soft(main(page).getByRole('heading', { level: 2, name: target, exact: false }).first(), `${found}: the record searched for`).toBeVisible()
        expect.soft(await cards(page).count(), `${found}: fewer cards than the whole list`).toBeLessThan(directory.records.length + (directory.path === '/journalists' ? pack.mediaOrganizations.length : 0))
        const missed = addressIn(lang, `${directory.path}?q=${encodeURIComponent(lang === 'bn' ? 'এমন কিছু নেই' : 'nothing like this')}`)
        await page.goto(missed)
        await expect.soft(main(page).getByText(directory.empty[lang]), `${missed}: the empty message`).toBeVisible()
      }
    })
  }
})
