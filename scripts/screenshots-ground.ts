// `npm run screenshots:ground`: issue 42's facts from the ground at 360 × 800 (and the moderators'
// page and /hospitals at 1280 × 800 too), Bengali and English, light and dark, into
// screenshots/ground/: the suggestion form with photos, the moderators' page (a photo suggestion
// with its call form, the re-check list, residents' answers), a record resting on each kind of
// source (a call, a visit, a photo, a forum answer), a number in doubt, one found unreachable, and
// "did the call go through?" under a number.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Locator, Page } from '@playwright/test'
import { totpCode, totpStep } from '../app/lib/totp.server'
import { launchChromium } from './lib/browser'
import { hydrated, phoneContext, screenshots } from './lib/screens'
import { startServer } from './lib/start-server'
import { FORUM } from '#app/lib/forum-path'

const dataDir = mkdtempSync(join(tmpdir(), 'guide-shots-ground-'))
const MODERATOR = 'ground-moderator@example.com'
const server = await startServer({ DATA_DIR: dataDir, BOOTSTRAP_MODERATOR_EMAILS: MODERATOR, SIGNUP_LIMIT_PER_HOUR: '1000' })
const base = server.baseURL
const browser = await launchChromium()
const shots = screenshots('screenshots/ground')

async function session(name: string, email: string) {
  const response = await fetch(`${base}/register`, {
    method: 'POST', redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email, password: 'secret1', confirmPassword: 'secret1' }),
  })
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c): c is string => !!c && c.startsWith('hg.')).join('; ')
}

const post = (path: string, cookie: string, body: FormData | URLSearchParams) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { Origin: base, cookie }, body })

const photo = (colour: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
  .composite([{ input: Buffer.from('<svg width="900" height="600"><rect x="120" y="180" width="660" height="240" fill="#fff"/><text x="450" y="320" font-size="64" text-anchor="middle" font-family="sans-serif">01730-324778</text></svg>'), top: 0, left: 0 }])
  .jpeg().toBuffer()

/** A reader's suggestion, as the form sends it (multipart, with photos). */
async function suggest(cookie: string, query: string, fields: Record<string, string>, photos: Array<{ subject: string; colour: string }> = []) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [i, p] of photos.entries()) {
    form.append(`photo${i + 1}`, new Blob([new Uint8Array(await photo(p.colour))], { type: 'image/jpeg' }), `photo${i + 1}.jpg`)
    form.append(`photo${i + 1}Subject`, p.subject)
  }
  const response = await post(`/suggest?${query}`, cookie, form)
  if (response.status !== 302 && response.status !== 303) throw new Error(`suggestion refused: ${response.status} ${await response.text()}`)
}

const resident = await session('করিম উদ্দিন', 'karim@example.com')
const moderator = await session('মিতা মডারেটর', MODERATOR)
const setup = await fetch(`${base}${FORUM}/profile/two-factor`, { headers: { cookie: moderator } }).then((r) => r.text())
const key = /[A-Z2-7]{4}(?: [A-Z2-7]{4}){7}/.exec(setup)?.[0]?.replace(/ /g, '')
if (!key) throw new Error('no two-step sign-in key on the setup page')
await post(`${FORUM}/profile/two-factor`, moderator, new URLSearchParams({ intent: 'confirm', code: totpCode(key, totpStep()) }))

// What waits for the moderators: the health complex's number with a signboard photo, and a hotel.
await suggest(resident, 'collection=healthFacilities&id=upazila-health-complex', { kind: 'correction', collection: 'healthFacilities', id: 'upazila-health-complex', field: 'phone', value: '০১৭৩০-৩২৪৭৭৮', from: '/hospitals' }, [{ subject: 'signboard', colour: '#1f7a4d' }])
await suggest(resident, 'collection=hotels', { kind: 'listing', collection: 'hotels', name: 'হোটেল হালদা ভিউ', address: 'কলেজ রোড, হাটহাজারী', hours: 'সকাল ৮টা – রাত ১১টা', from: '/hotels' }, [{ subject: 'visiting-card', colour: '#7a3b1f' }, { subject: 'signboard', colour: '#1f3b7a' }])
// A forum answer a moderator offers to the guide: a courier's branch, accepted on a visit.
const question = new FormData()
for (const [k, v] of Object.entries({ title: 'হাটহাজারীতে কুরিয়ার অফিস কোথায়?', content: 'পার্সেল পাঠাতে চাই।', category: 'question', tags: '' })) question.append(k, v)
const { id: postId } = await fetch(`${base}/api/forum/posts`, { method: 'POST', headers: { Origin: base, cookie: resident }, body: question }).then((r) => r.json() as Promise<{ id: number }>)
await post(`${FORUM}/${postId}`, moderator, new URLSearchParams({ intent: 'comment', content: 'বাসস্ট্যান্ডের পাশে সুন্দরবন কুরিয়ারের শাখা আছে, সকাল ৯টা থেকে খোলা।' }))
await suggest(moderator, `forum=${postId}&collection=couriers&step=record&id=`, { kind: 'listing', collection: 'couriers', name: 'সুন্দরবন কুরিয়ার, হাটহাজারী', address: 'বাসস্ট্যান্ড, হাটহাজারী', from: '/courier-services', forumPost: String(postId), note: 'ফোরামের উত্তর' })

/** The moderators' page's data, as its forms post. */
const moderate = (fields: Record<string, string>) => post('/moderation/ground', moderator, new URLSearchParams(fields))
const pending = async () => {
  const html = await fetch(`${base}/en/moderation/ground`, { headers: { cookie: moderator } }).then((r) => r.text())
  return [...new Set([...html.matchAll(/name="id" value="(\d+)"/g)].map((m) => Number(m[1])))]
}
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date())
const daysAgo = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() - n * 86_400_000))
const [, hotel, courier] = await pending()
const hotelPhoto = /name="basis" value="photo:(photo-[a-f0-9]+)"/.exec(await fetch(`${base}/en/moderation/ground`, { headers: { cookie: moderator } }).then((r) => r.text()))?.[1]
await moderate({ intent: 'accept-suggestion', id: String(hotel), valueBn: 'হোটেল হালদা ভিউ', valueEn: 'Hotel Halda View', basis: `photo:${hotelPhoto}`, day: today })
await moderate({ intent: 'accept-suggestion', id: String(courier), valueBn: 'সুন্দরবন কুরিয়ার, হাটহাজারী', valueEn: 'Sundarban Courier, Hathazari', basis: 'visit', day: daysAgo(1) })
// A bank's number that did not answer on three days: shown as unreachable.
for (const n of [5, 3, 1]) await moderate({ intent: 'check', collection: 'banks', recordId: 'national-bank-hathazari', field: 'phone', number: '0173-0318854', outcome: 'no-answer', method: 'call', day: daysAgo(n) })

const variants = [['bn', 'light'], ['bn', 'dark'], ['en', 'light'], ['en', 'dark']] as const
async function moderatorPage(lang: 'bn' | 'en', theme: 'light' | 'dark', width: number) {
  const context = await phoneContext(browser, base, lang, theme, { viewport: { width, height: 800 } })
  await context.addCookies(moderator.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), domain: 'localhost', path: '/' })))
  return { context, page: await context.newPage() }
}
/** Scrolls so that `target` is at the top, under the sticky header. */
const atTop = (target: Locator) => target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 64))
const open = async (page: Page, path: string) => {
  await page.goto(`${base}${path}`, { waitUntil: 'load' })
  await hydrated(page)
}

try {
  // Before the call: the suggestion form, the moderators' page with the photo suggestion.
  for (const [lang, theme] of variants) {
    const prefix = lang === 'en' ? '/en' : ''
    const context = await phoneContext(browser, base, lang, theme)
    await context.addCookies(resident.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), domain: 'localhost', path: '/' })))
    const page = await context.newPage()
    await open(page, `${prefix}/suggest?collection=healthFacilities&id=upazila-health-complex&field=phone&from=%2Fhospitals`)
    await shots.take(page, `suggest-${lang}-${theme}`)
    await shots.take(page, `suggest-photos-${lang}-${theme}`, page.locator('fieldset:has(input[type="file"])'))
    await context.close()
    for (const width of [360, 1280]) {
      const { context: mod, page: ground } = await moderatorPage(lang, theme, width)
      await open(ground, `${prefix}/moderation/ground`)
      await ground.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))))
      await shots.take(ground, `ground-${width}-${lang}-${theme}`)
      await atTop(ground.locator('form:has(input[name="intent"][value="call-suggestion"])'))
      await shots.take(ground, `ground-call-form-${width}-${lang}-${theme}`)
      await ground.locator('#recheck-heading ~ ol details').first().evaluate((d) => ((d as HTMLDetailsElement).open = true))
      await atTop(ground.locator('#recheck-heading'))
      await shots.take(ground, `ground-recheck-${width}-${lang}-${theme}`)
      await mod.close()
    }
  }

  // The call is answered: the number is published on it. Then three phones say "wrong number".
  const [complex] = await pending()
  await moderate({ intent: 'call-suggestion', id: String(complex), outcome: 'answered', day: today, answeredBy: 'duty-desk', valueBn: '০১৭৩০-৩২৪৭৭৮', valueEn: '01730-324778' })
  for (const device of ['shots-phone-one-aaaaaaaaaaa', 'shots-phone-two-bbbbbbbbbbb', 'shots-phone-three-cccccccccc']) {
    await fetch(`${base}/api/call-feedback`, {
      method: 'POST', headers: { Origin: base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ collection: 'healthFacilities', recordId: 'upazila-health-complex', number: '01730-324778', answer: 'wrong', device }),
    })
  }

  for (const [lang, theme] of variants) {
    const prefix = lang === 'en' ? '/en' : ''
    // The number in doubt first on the re-check list, and the residents' answers.
    const { context: mod, page: ground } = await moderatorPage(lang, theme, 360)
    await open(ground, `${prefix}/moderation/ground`)
    await atTop(ground.locator('#recheck-heading'))
    await shots.take(ground, `ground-recheck-doubted-360-${lang}-${theme}`)
    await ground.locator('#feedback-heading ~ ol details').first().evaluate((d) => ((d as HTMLDetailsElement).open = true))
    await atTop(ground.locator('#feedback-heading'))
    await shots.take(ground, `ground-feedback-360-${lang}-${theme}`)
    await mod.close()
    for (const width of [360, 1280]) {
      const context = await phoneContext(browser, base, lang, theme, { viewport: { width, height: 800 } })
      const page = await context.newPage()
      await open(page, `${prefix}/hospitals`)
      await shots.take(page, `hospitals-top-${width}-${lang}-${theme}`)
      await shots.take(page, `hospitals-call-checked-${width}-${lang}-${theme}`, page.locator('#upazila-health-complex'))
      await context.close()
    }
    const context = await phoneContext(browser, base, lang, theme)
    const page = await context.newPage()
    await open(page, `${prefix}/hotels`)
    await shots.take(page, `hotels-photo-${lang}-${theme}`, page.locator('li[id^="suggested-"]').first())
    await open(page, `${prefix}/courier-services`)
    await shots.take(page, `couriers-forum-visit-${lang}-${theme}`, page.locator('li[id^="suggested-"]').first())
    await open(page, `${prefix}/banks`)
    await shots.take(page, `banks-unreachable-${lang}-${theme}`, page.locator('#national-bank-hathazari [data-phone-status]'))
    await open(page, `${prefix}/emergency`)
    await shots.take(page, `emergency-local-${lang}-${theme}`, page.locator('#local-services'))
    // "Did the call go through?" under the health complex's number, back from the call.
    await page.addInitScript(`addEventListener('click', (event) => {
      if (event.target.closest?.('a[href^="tel:"]')) event.preventDefault()
    })`)
    await open(page, `${prefix}/hospitals`)
    await page.locator('#upazila-health-complex a[data-call-ask]').click()
    await page.waitForFunction(() => sessionStorage.getItem('hg-call-pending') !== null)
    // As text: tsx would wrap a nested function in a helper the page does not have.
    await page.evaluate(`for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange'))
    }`)
    await page.locator('#upazila-health-complex [role="group"]').waitFor()
    await shots.take(page, `call-prompt-${lang}-${theme}`, page.locator('#upazila-health-complex [role="group"]'))
    await context.close()
  }
  console.log(`${shots.count} screenshots in screenshots/ground/`)
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
