import { describe, expect, it } from 'vitest'
import { place } from '#pack/place'
import { bn } from './bn'
import { catalogs } from './catalogs.server'
import { placeWordNames } from './place-words'
import { en } from './en'
import { pluralKey, translate } from './i18n'

describe('catalogs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort())
  })

  it('have no empty message and the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(en[key].trim(), key).not.toBe('')
      expect(bn[key].trim(), key).not.toBe('')
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      expect(names(bn[key]), key).toEqual(names(en[key]))
    }
  })

  it('give every plural message both forms, and no count message without them', () => {
    const keys = Object.keys(en)
    for (const key of keys.filter((k) => k.endsWith('.one'))) expect(keys, key).toContain(key.replace(/\.one$/, '.other'))
    // An English message counting things ("{count} results") must have a singular form too.
    const unpaired = keys.filter((k) => /^\{count\} [a-z]+s\b/.test(en[k as keyof typeof en]) && !k.endsWith('.other'))
    expect(unpaired).toEqual([])
  })

  it('write Bengali in the Bengali catalog, with the pack\'s names filled in where the server loads them', () => {
    expect(bn['app.name']).toBe('{@guide}')
    expect(catalogs.bn['app.name']).toBe('হাটহাজারী গাইড')
    expect(catalogs.en['app.name']).toBe('Hathazari Guide')
    expect(catalogs.bn['home.welcome']).toBe('হাটহাজারীতে স্বাগতম')
  })

  it('leave no place word unfilled, and name only words the pack has', () => {
    for (const lang of ['bn', 'en'] as const) {
      const left = Object.entries(catalogs[lang]).filter(([, text]) => text.includes('{@'))
      expect(left, lang).toEqual([])
    }
    const used = new Set([...Object.values(bn), ...Object.values(en)].flatMap((text) => [...text.matchAll(/\{@(\w+)\}/g)].map((m) => m[1]!)))
    for (const name of used) expect(placeWordNames, name).toContain(name)
  })

  it('let a pack replace only messages that exist', () => {
    for (const lang of ['bn', 'en'] as const) {
      for (const key of Object.keys(place.texts[lang])) expect(Object.keys(en), key).toContain(key)
    }
  })
})

describe('translate', () => {
  it('fills placeholders and writes numbers in the language digits', () => {
    const messages = { ...en, 'app.name': '{count} posts by {name}' }
    expect(translate('en', messages, 'app.name', { count: 12, name: 'Rahim' })).toBe('12 posts by Rahim')
    expect(translate('bn', messages, 'app.name', { count: 12, name: 'রহিম' })).toBe('১২ posts by রহিম')
  })

  it('chooses plural forms by the language rules', () => {
    expect(pluralKey('en', 'x', 1)).toBe('x.one')
    expect(pluralKey('en', 'x', 2)).toBe('x.other')
  })
})
