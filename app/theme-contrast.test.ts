import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The colour pairs the app puts text (and icons, focus rings) on, checked against WCAG 2.1 AA for
// every theme straight from app.css, so a palette change that breaks contrast fails the tests.
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8')

function palette(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`no ${selector} block in app.css`)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries([...block.matchAll(/--([a-z0-9-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]))
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const textPairs: Array<[string, string]> = [
  ...['fg', 'muted', 'link', 'danger', 'warning-fg'].flatMap((fg) => ['bg', 'surface', 'surface-2'].map((bg): [string, string] => [fg, bg])),
  ['fg', 'primary-soft'], ['muted', 'primary-soft'], ['link', 'primary-soft'],
  ['warning-fg', 'warning-soft'], ['fg', 'warning-soft'],
  ['on-primary', 'primary'], ['on-primary', 'danger'],
]
// Icons, the large "404" and focus rings need 3:1 (WCAG 1.4.11 and large text).
const graphicPairs: Array<[string, string]> = [
  ['primary', 'bg'], ['primary', 'surface'], ['primary', 'surface-2'],
  ['focus', 'bg'], ['focus', 'surface'], ['focus', 'surface-2'],
]

const themes = { light: palette(':root'), dark: palette(':root.theme-dark') }

describe('theme contrast', () => {
  it('the system theme uses exactly the dark palette when the phone is dark', () => {
    const system = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'))
    const start = system.indexOf(':root.theme-system {')
    const block = system.slice(start, system.indexOf('}', start))
    const values = Object.fromEntries([...block.matchAll(/--([a-z0-9-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]))
    expect(values).toEqual(themes.dark)
  })

  for (const [name, colours] of Object.entries(themes)) {
    it(`${name}: text passes 4.5:1 on every background it is used on`, () => {
      const failing = textPairs
        .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(colours[fg]!, colours[bg]!) }))
        .filter((p) => p.ratio < 4.5)
      expect(failing).toEqual([])
    })
    it(`${name}: icons and focus rings pass 3:1`, () => {
      const failing = graphicPairs
        .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(colours[fg]!, colours[bg]!) }))
        .filter((p) => p.ratio < 3)
      expect(failing).toEqual([])
    })
  }

  it('the contrast formula gives the known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
