import { describe, expect, test } from 'vitest'
import { isPagePath, localePath, pathLang, unlocalizedPath } from './paths'

describe('addresses per language (ADR 010)', () => {
  test.each([
    ['/', '/en'],
    ['/hospitals', '/en/hospitals'],
    ['/seeking-hathazari?q=road#top', '/en/seeking-hathazari?q=road#top'],
    ['/?q=x', '/en?q=x'],
    ['/en/hospitals', '/en/hospitals'],
    ['/english-school', '/en/english-school'],
    // Endpoints and files have one address.
    ['/preferences', '/preferences'],
    ['/logout', '/logout'],
    ['/api/forum/posts', '/api/forum/posts'],
    ['/uploads/a/b.webp', '/uploads/a/b.webp'],
    ['/search-index.json', '/search-index.json'],
    // Not an internal path: left alone.
    ['https://example.com/x', 'https://example.com/x'],
    ['//evil.example/x', '//evil.example/x'],
    ['?page=2', '?page=2'],
  ])('English address of %s is %s', (path, english) => {
    expect(localePath('en', path)).toBe(english)
    expect(localePath('bn', path)).toBe(path)
  })

  test.each([
    ['/en', 'en'], ['/en/', 'en'], ['/en/hospitals', 'en'], ['/en.data', 'en'], ['/en?x=1', 'en'],
    ['/', 'bn'], ['/hospitals', 'bn'], ['/english', 'bn'], ['/enx/a', 'bn'], ['/_root.data', 'bn'],
  ] as const)('%s is in %s', (path, lang) => {
    expect(pathLang(path)).toBe(lang)
  })

  test.each([
    ['/en', '/'], ['/en/hospitals', '/hospitals'], ['/en.data', '/_root.data'], ['/hospitals', '/hospitals'],
    ['/en/seeking-hathazari/5.data', '/seeking-hathazari/5.data'],
  ])('%s without its language is %s', (path, plain) => {
    expect(unlocalizedPath(path)).toBe(plain)
  })

  test('round trip: every page path comes back from its English address', () => {
    for (const path of ['/', '/news', '/seeking-hathazari/12', '/local-heroes/3']) {
      expect(unlocalizedPath(localePath('en', path))).toBe(path)
    }
  })

  test('pages and endpoints', () => {
    expect(isPagePath('/hospitals.data')).toBe(true)
    expect(isPagePath('/sw.js')).toBe(false)
    expect(isPagePath('/healthz')).toBe(false)
  })
})
