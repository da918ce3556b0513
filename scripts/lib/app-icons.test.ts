import { existsSync, readdirSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { PackPlace } from '../../content/pack/place'
import { appIcons } from './app-icons'

const GREEN = [0x0b, 0x6e, 0x4f]

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)]
  let white = 0
  for (let i = 0; i < data.length; i += 4) if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240 && data[i + 3]! > 240) white++
  return { width: info.width, height: info.height, at, white }
}

describe('the app icons', () => {
  it('draw the letter they are given: an "R" is not an "H"', async () => {
    const [h, r] = await Promise.all([appIcons('H'), appIcons('R')])
    expect([...r.keys()]).toEqual(['favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png'])
    for (const [name, body] of r) {
      expect(body.length, name).toBeGreaterThan(100)
      expect(body.equals(h.get(name)!), name).toBe(false)
    }
  })

  it('are the manifest\'s sizes, white on the brand green: rounded, and full-bleed for the maskable one', async () => {
    const icons = await appIcons('R')
    for (const [name, size] of [['icons/icon-192.png', 192], ['icons/icon-512.png', 512], ['icons/maskable-512.png', 512]] as const) {
      const image = await pixels(icons.get(name)!)
      expect([image.width, image.height], name).toEqual([size, size])
      // The letter: a good part of the icon is white (the maskable one's letter is smaller).
      expect(image.white / (size * size), name).toBeGreaterThan(name.includes('maskable') ? 0.03 : 0.08)
      // The green edge, halfway down the left side.
      expect(image.at(2, size / 2).slice(0, 3), name).toEqual(GREEN)
      const corner = image.at(0, 0)
      if (name.includes('maskable')) expect(corner, name).toEqual([...GREEN, 255])
      else expect(corner[3], name).toBe(0) // outside the rounded corner
    }
  })

  it('give the favicon as a path, which needs no font in the browser', async () => {
    const favicon = (await appIcons('R')).get('favicon.svg')!.toString()
    expect(favicon).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/)
    expect(favicon).toMatch(/<path d="M[^"]+" fill="#fff"\/>/)
    expect(favicon).not.toContain('<text')
  })

  it('can be drawn for every pack: its letter is one the font has', async () => {
    const packs = readdirSync('content').filter((name) => name !== 'pack' && existsSync(`content/${name}/place.ts`))
    expect(packs.length).toBeGreaterThan(1)
    for (const pack of packs) {
      const { place } = (await import(`../../content/${pack}/place.ts`)) as { place: PackPlace }
      expect((await appIcons(place.iconLetter.en)).size, pack).toBe(4)
    }
  })
})
