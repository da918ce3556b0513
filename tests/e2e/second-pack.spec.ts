import { existsSync, rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { contentPack as raozan } from '../../content/raozan/index'
import { place } from '../../content/raozan/place'
import { sitePages } from '../../app/lib/site-pages'
import { freePort, ready, start, tempDataDir, type ServerProcess } from './server-process'

/*
 * The guide for a second place from its content pack alone (issue 45): the Raozan build
 * (`GUIDE_PACK=raozan BUILD_DIR=build-raozan npm run build`, made by scripts/test.js before the
 * end-to-end tests), on a database of its own, walked over every route in both languages. The
 * first place may be named only where a Raozan record itself names it (a neighbour, a border).
 */
const BUILD_DIR = 'build-raozan'
const firstPlace = /hathazari|হাটহাজারী/i
const forum = `/${place.forumSlug}`

/** Every route of the site, at the addresses this pack gives them. */
const firstForum = sitePages.communityForum.path
const routes = [
  ...Object.values(sitePages).map((page) => (page.path.startsWith(firstForum) ? forum + page.path.slice(firstForum.length) : page.path)),
  '/community-forum', '/assistant', '/welcome', `${forum}/1`, '/community-forum/post/1', '/forum/1', '/search', '/login', '/register',
]

/** Every text of the Raozan pack that names the first place: what a page may quote. */
const citing: string[] = []
const collect = (value: unknown) => {
  if (typeof value === 'string') {
    if (firstPlace.test(value)) citing.push(value)
  } else if (Array.isArray(value)) value.forEach(collect)
  else if (value && typeof value === 'object') Object.values(value).forEach(collect)
}
collect(raozan)

const decode = (html: string) => html
  .replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')
  .replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ')

/** Where the page's text names the first place outside a Raozan record that names it. */
function leaks(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(new RegExp(firstPlace, 'gi'))) {
    const at = match.index
    // The words around it, as the record writes them (a page may cut a text, never change it).
    const around = text.slice(Math.max(0, at - 12), at + match[0].length + 12).replace(/\s+/g, ' ').trim()
    if (!citing.some((source) => source.replace(/\s+/g, ' ').includes(around))) found.push(around)
  }
  return found
}

let server: ServerProcess
let base: string
let dataDir: string

test.describe('the Raozan guide, from its pack alone', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.skip(!existsSync(`${BUILD_DIR}/server/index.js`), `no ${BUILD_DIR}/: build it with GUIDE_PACK=raozan BUILD_DIR=${BUILD_DIR} npm run build (scripts/test.js does)`)
    // A start migrates and seeds a new database of Raozan's own; on this 2-core machine, beside
    // the suite's other worker, that took up to 20 s.
    test.setTimeout(90_000)
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    dataDir = tempDataDir('guide-raozan-', { empty: true })
    server = start({ PORT: String(port), DATA_DIR: dataDir, BUILD_DIR, GUIDE_PACK: 'raozan', PUBLIC_URL: base })
    await ready(port)
  })

  test.afterAll(async () => {
    if (!server) return
    server.child.kill('SIGTERM')
    await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('every route answers in both languages with Raozan\'s names, and never names Hathazari but where a Raozan record does', async () => {
    test.setTimeout(90_000)
    const problems: string[] = []
    for (const path of routes) {
      for (const lang of ['bn', 'en'] as const) {
        const address = lang === 'en' ? `/en${path === '/' ? '' : path}` : path
        const response = await fetch(`${base}${address}`)
        if (response.status !== 200) {
          problems.push(`${address}: ${response.status}`)
          continue
        }
        const html = await response.text()
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
        if (!title.includes(place.guideName[lang])) problems.push(`${address}: title "${title}" lacks "${place.guideName[lang]}"`)
        if (!/<h1[\s>]/.test(html)) problems.push(`${address}: no heading`)
        for (const leak of leaks(decode(html))) problems.push(`${address}: names the first place: "${leak}"`)
        for (const link of html.matchAll(/(?:href|action|src)="([^"]*)"/g)) {
          if (firstPlace.test(link[1]!)) problems.push(`${address}: links ${link[1]}`)
        }
        // The texts the page's script renders with (its catalog) are the pack's too.
        const catalog = /\/catalogs\/[\w.-]+\.json/.exec(html)?.[0]
        if (catalog && firstPlace.test(await (await fetch(`${base}${catalog}`)).text())) problems.push(`${catalog}: names the first place`)
      }
    }
    expect(problems).toEqual([])
  })

  test('the forum is at Raozan\'s address, /community-forum leads there, and Hathazari\'s is not a page here', async () => {
    const list = await (await fetch(`${base}/community-forum`)).text()
    expect(list).toContain(`href="${forum}/1"`)
    expect((await fetch(`${base}/seeking-hathazari`)).status).toBe(404)
    // The welcome post is signed by the team in Raozan's name (migration 0005's pack words).
    const welcome = await (await fetch(`${base}${forum}/1`)).text()
    expect(welcome).toContain(place.guideName.bn)
    expect((await fetch(`${base}${forum}/feed.xml`)).headers.get('content-type')).toContain('xml')
  })

  test('the map is centred on Raozan, the installed app is named for it, and the assistant offers its questions', async () => {
    const home = await (await fetch(`${base}/en`)).text()
    expect(home).toContain(`mlat=${place.map.centre.lat}&amp;mlon=${place.map.centre.lon}`)
    for (const lang of ['bn', 'en'] as const) {
      const manifest = await (await fetch(`${base}${lang === 'en' ? '/en' : ''}/manifest.webmanifest`)).json() as { name: string; short_name: string; icons: unknown[] }
      expect(manifest.name).toBe(place.guideName[lang])
      expect(manifest.short_name).toBe(place.shortName[lang])
      expect(manifest.icons.length).toBeGreaterThan(0)
    }
    const assistant = decode(await (await fetch(`${base}/en`)).text())
    for (const question of place.assistant.sampleQuestions.en) expect(assistant).toContain(question)
    const ask = await (await fetch(`${base}/en/assistant?q=${encodeURIComponent('How many unions does Raozan have?')}`)).text()
    expect(decode(ask)).toContain('Raozan')
    expect(leaks(decode(ask))).toEqual([])
  })

  test('where no timetable is sourced (no train runs in Raozan), the train page says so and still gives the railway\'s number', async () => {
    const page = decode(await (await fetch(`${base}/en/train-schedule`)).text())
    expect(raozan.train.timetables).toEqual([])
    expect(page).toContain('Our sources have no timetable for this line.')
    expect(page).not.toContain('The timetables below are old publications')
    expect(page).toContain('131')
  })

  test('a page\'s share card is drawn for Raozan\'s guide', async () => {
    const page = await (await fetch(`${base}/en/history`)).text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1]
    expect(image, 'the page names its share card').toBeTruthy()
    const card = await fetch(image!.replaceAll('&amp;', '&').replace(/^https?:\/\/[^/]+/, base))
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
  })

  test('a server refuses to serve a build of another place than GUIDE_PACK names', async () => {
    const wrong = start({ PORT: String(await freePort()), DATA_DIR: tempDataDir('guide-wrong-pack-', { empty: true }), BUILD_DIR, GUIDE_PACK: 'hathazari' })
    expect(await wrong.exited).toBe(1)
    expect(wrong.output()).toContain('GUIDE_PACK="hathazari": must be the pack this build was made with ("raozan")')
  })
})
