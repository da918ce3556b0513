import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv, setEnv } from '#app/lib/env.server'
import { setSecret } from '#app/lib/secret.server'
import { loader } from '#app/routes/share-card'
import { MAX_CARD_TITLE, shareCardMeta } from './card-url'
import { cardsDrawnCount, shareCardsDir, sweepShareCards } from './cache.server'
import { signedShareCardPath } from './sign.server'

const dataDir = mkdtempSync(join(tmpdir(), 'hg-share-cards-'))
beforeAll(() => {
  setEnv(parseEnv({ DATA_DIR: dataDir }))
  setSecret('test-secret-test-secret-test-secret-0123')
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The card route, asked as a crawler would (the loader is the whole route). */
const get = (path: string, headers: Record<string, string> = {}) => {
  const request = new Request(`http://localhost:3000${path}`, { headers })
  return loader({ request, params: {}, context: { nonce: '' }, unstable_pattern: '/share-card.png' } as unknown as Parameters<typeof loader>[0])
}
const cards = () => readdirSync(shareCardsDir()).filter((name) => name.endsWith('.png'))

describe('the share card route', () => {
  it('serves the card a page signed: a 1200×630 PNG, cached for a year by its address', async () => {
    const path = signedShareCardPath({ lang: 'bn', title: 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স', section: 'হাসপাতাল' })
    expect(path).toMatch(/^\/share-card\.png\?l=bn&t=.+&s=.+&v=\d+&sig=[\w-]{22}$/)
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]{32}"$/)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
  })

  it('draws a card once: later requests are served from the disk', async () => {
    const path = signedShareCardPath({ lang: 'en', title: 'Hathazari Upazila Health Complex', section: 'Hospitals' })
    const drawn = cardsDrawnCount()
    const response = await get(path)
    const first = Buffer.from(await response.arrayBuffer())
    expect(cardsDrawnCount()).toBe(drawn + 1)
    // The card's file is named by its key, which is also its ETag.
    const file = join(shareCardsDir(), `${JSON.parse(response.headers.get('ETag')!)}.png`)
    const written = statSync(file).mtimeMs

    const second = Buffer.from(await (await get(path)).arrayBuffer())
    expect(second.equals(first)).toBe(true)
    expect(cardsDrawnCount()).toBe(drawn + 1)
    expect(statSync(file).mtimeMs).toBe(written)
  })

  it('draws a card asked for by many at once only once', async () => {
    const path = signedShareCardPath({ lang: 'bn', title: 'একসাথে অনেকে', section: 'ফোরাম' })
    const drawn = cardsDrawnCount()
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(path)))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(cardsDrawnCount()).toBe(drawn + 1)
    expect(readdirSync(shareCardsDir()).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('draws a new card for a new title, and answers 304 to a client that has the card', async () => {
    const before = cards().length
    const old = await get(signedShareCardPath({ lang: 'bn', title: 'পুরনো শিরোনাম', section: 'ফোরাম' }))
    const renamed = await get(signedShareCardPath({ lang: 'bn', title: 'নতুন শিরোনাম', section: 'ফোরাম' }))
    expect(old.headers.get('ETag')).not.toBe(renamed.headers.get('ETag'))
    expect(cards().length).toBe(before + 2)

    const drawn = cardsDrawnCount()
    const again = await get(signedShareCardPath({ lang: 'bn', title: 'নতুন শিরোনাম', section: 'ফোরাম' }), { 'If-None-Match': renamed.headers.get('ETag')! })
    expect(again.status).toBe(304)
    expect(cardsDrawnCount()).toBe(drawn)
  })

  it('refuses a card the server did not sign (403), and a query no page makes (400), drawing nothing', async () => {
    const drawn = cardsDrawnCount()
    const path = signedShareCardPath({ lang: 'bn', title: 'হাসপাতাল', section: 'স্বাস্থ্য' })
    const url = new URL(path, 'http://localhost')
    const tampered = (name: string, value: string) => {
      const query = new URLSearchParams(url.search)
      query.set(name, value)
      return `/share-card.png?${query}`
    }
    expect((await get(tampered('t', 'যা খুশি তাই'))).status).toBe(403)
    expect((await get(tampered('s', 'অন্য বিভাগ'))).status).toBe(403)
    expect((await get(tampered('l', 'en'))).status).toBe(403)
    expect((await get(tampered('sig', 'AAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(403)
    expect((await get(tampered('sig', 'short'))).status).toBe(403)

    expect((await get(tampered('t', 'ক'.repeat(MAX_CARD_TITLE + 1)))).status).toBe(400)
    expect((await get(tampered('s', 'ক'.repeat(61)))).status).toBe(400)
    expect((await get(tampered('l', 'fr'))).status).toBe(400)
    expect((await get(tampered('t', ''))).status).toBe(400)
    expect((await get('/share-card.png'))).toMatchObject({ status: 400 })
    expect((await get(tampered('v', '99'))).status).toBe(200) // `v` only changes the address
    expect(cardsDrawnCount()).toBe(drawn + 1)
  })

  it('signs a title too long for a card cut to fit, so every signed address can be drawn', async () => {
    const path = signedShareCardPath({ lang: 'en', title: `A very long title ${'word '.repeat(100)}`, section: '  Seeking\nHathazari  ' })
    const query = new URL(path, 'http://localhost').searchParams
    expect([...query.get('t')!].length).toBe(MAX_CARD_TITLE)
    expect(query.get('t')!.endsWith('…')).toBe(true)
    expect(query.get('s')).toBe('Seeking Hathazari')
    expect((await get(path)).status).toBe(200)
    // No title at all: the guide's own line stands in.
    expect(new URL(signedShareCardPath({ lang: 'en', title: ' ', section: '' }), 'http://localhost').searchParams.get('t')).toMatch(/Hathazari/)
  })

  it('names the card in the meta tags a link preview reads, as an absolute address', () => {
    const path = signedShareCardPath({ lang: 'bn', title: 'শিরোনাম', section: 'ফোরাম' })
    const meta = shareCardMeta('https://hathazari.example', path, 'শিরোনাম')
    expect(meta).toContainEqual({ property: 'og:image', content: `https://hathazari.example${path}` })
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  it('sweeps cards nobody asked for in 30 days and files left half-written, and keeps the rest', async () => {
    const dir = shareCardsDir()
    const now = Date.now()
    const day = 24 * 60 * 60 * 1000
    writeFileSync(join(dir, 'old.png'), 'x')
    utimesSync(join(dir, 'old.png'), new Date(now - 31 * day), new Date(now - 31 * day))
    writeFileSync(join(dir, 'half.png.123-abc.tmp'), 'x')
    utimesSync(join(dir, 'half.png.123-abc.tmp'), new Date(now - 2 * 60 * 60 * 1000), new Date(now - 2 * 60 * 60 * 1000))
    const kept = cards().filter((name) => name !== 'old.png')
    expect(await sweepShareCards(now)).toBe(2)
    expect(cards()).toEqual(kept)
    expect(readdirSync(join(dir, 'fonts')).length).toBeGreaterThan(0)
  })
})
