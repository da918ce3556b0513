import { describe, expect, it } from 'vitest'
import { tileMapHtml, type TileMapOptions } from './tile-map.server'

const bazar = { lat: 22.505, lon: 91.808 }
const options = (lang: 'bn' | 'en', pins: TileMapOptions['pins']): TileMapOptions => ({
  center: bazar, zoom: 16, pins, tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png', lang,
  label: 'map', unavailable: lang === 'bn' ? 'ম্যাপ লোড হয়নি।' : 'The map could not load.',
  places: (count) => (lang === 'bn' ? `${count.toLocaleString('bn-BD')}টি জায়গা` : `${count} places`),
})
// Three places a few metres apart at the bazar (a metre is about 0.3 px at zoom 16), one 1 km north.
const pins = (lang: 'bn' | 'en') => [
  { ...bazar, name: lang === 'bn' ? 'আপনার অবস্থান' : 'Your position', you: true },
  { lat: 22.50501, lon: 91.80801, name: 'হাটহাজারী মডেল থানা', label: 1 },
  { lat: 22.50502, lon: 91.80799, name: 'Janasheba Pharmacy', label: 2 },
  { lat: 22.50499, lon: 91.80803, name: 'সোনালী ব্যাংক লিমিটেড', label: 3 },
  { lat: 22.514, lon: 91.808, name: 'Hathazari Bus Station', label: 4 },
]
const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('the light map', () => {
  it('draws tiles as backgrounds, never as images that could show as broken', () => {
    const html = tileMapHtml(options('bn', pins('bn')))
    expect(html).not.toContain('<img')
    expect(html.match(/background-image:url\(&quot;https:\/\/tile\.example\.org\/16\/\d+\/\d+\.png&quot;\)/g)).toHaveLength(6)
    // Loaded as the map nears the screen, like lazy images.
    expect(html).toContain('[content-visibility:auto]')
  })

  it('merges pins on one spot into one that shows the count in Bengali digits and names every place', () => {
    const html = tileMapHtml(options('bn', pins('bn')))
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]!)
    expect(items).toHaveLength(3)
    // What the eye sees on each pin, and what a screen reader reads instead.
    const seen = (item: string) => /<span aria-hidden="true">(.*?)<\/span>/.exec(item)?.[1] ?? ''
    const read = (item: string) => text(/<span class="sr-only">(.*)<\/span>$/.exec(item)![1]!)
    expect([seen(items[0]!), read(items[0]!)]).toEqual(['', 'আপনার অবস্থান'])
    expect([seen(items[1]!), read(items[1]!)]).toEqual(['৩', '৩টি জায়গা: ১. হাটহাজারী মডেল থানা, ২. Janasheba Pharmacy, ৩. সোনালী ব্যাংক লিমিটেড'])
    expect([seen(items[2]!), read(items[2]!)]).toEqual(['৪', '৪. Hathazari Bus Station'])
  })

  it('marks a Latin name on a Bengali page lang="en", and a Bengali one on an English page lang="bn"', () => {
    const bn = tileMapHtml(options('bn', pins('bn')))
    expect(bn).toContain('<span lang="en">Janasheba Pharmacy</span>')
    expect(bn).toContain('<span lang="en">Hathazari Bus Station</span>')
    expect(bn).not.toContain('<span lang="bn">')
    const en = tileMapHtml(options('en', pins('en')))
    expect(en).toContain('<span aria-hidden="true">3</span>')
    expect(en).toContain('3 places: 1. <span lang="bn">হাটহাজারী মডেল থানা</span>, 2. Janasheba Pharmacy')
    expect(en).not.toContain('<span lang="en">')
  })

  it('writes "could not load" along the top, or along the bottom when more pins sit at the top', () => {
    const notice = (html: string) => /<p aria-hidden="true" class="([^"]*)">/.exec(html)![1]
    expect(notice(tileMapHtml(options('en', pins('en'))))).toContain('top-0')
    // 0.0009° of latitude is about 90 px at zoom 17: two pins near the top edge, then near the bottom.
    const high = [{ lat: 22.5059, lon: 91.808, name: 'a', label: 1 }, { lat: 22.5059, lon: 91.8084, name: 'b', label: 2 }]
    expect(notice(tileMapHtml({ ...options('en', high), zoom: 17 }))).toContain('bottom-0')
    expect(notice(tileMapHtml({ ...options('en', high.map((p) => ({ ...p, lat: 22.5041 }))), zoom: 17 }))).toContain('top-0')
  })

  it('puts the pins where the places are: the centre in the middle of the box', () => {
    const html = tileMapHtml(options('en', [{ ...bazar, name: 'here', you: true }]))
    const grid = /margin-left:(-?\d+)px;margin-top:(-?\d+)px/.exec(html)!
    const you = /<li style="left:(\d+)px;top:(\d+)px"/.exec(html)!
    // The grid's corner sits at minus the pin's offset, so the pin lands on the box's centre.
    expect(Math.abs(Number(grid[1]) + Number(you[1]))).toBeLessThanOrEqual(1)
    expect(Math.abs(Number(grid[2]) + Number(you[2]))).toBeLessThanOrEqual(1)
  })
})
