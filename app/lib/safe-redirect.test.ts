import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeRedirectPath('/seeking-hathazari?mine=1#top')).toBe('/seeking-hathazari?mine=1#top')
    expect(safeRedirectPath('/suggest?collection=banks&from=%2Fbanks')).toBe('/suggest?collection=banks&from=%2Fbanks')
    expect(safeRedirectPath('/হাসপাতাল')).toBe('/%E0%A6%B9%E0%A6%BE%E0%A6%B8%E0%A6%AA%E0%A6%BE%E0%A6%A4%E0%A6%BE%E0%A6%B2')
  })

  it('refuses every way of leaving the site, giving the fallback', () => {
    const attempts = ['https://evil.com', '//evil.com', '/\\evil.com', '/\t/evil.com', '/\n/evil.com', '/\r\n/evil.com', '\t//evil.com',
      '/%09/evil.com'.replace('%09', '\t'), 'javascript:alert(1)', 'evil.com', '', '/\u0000//evil.com', '/\\/evil.com']
    for (const value of attempts) expect(safeRedirectPath(value, '/home'), JSON.stringify(value)).toBe('/home')
  })

  // The usual bypass list: each either stays on this site (a path starting with one '/') or
  // gives the fallback; none may come out as '//host' or with a scheme.
  it.each([
    '/.//evil.example/phish', '/./evil.example', '/x/..//evil.example', '/../..//evil.example', '/.%2F/evil.example',
    '/%2F%2Fevil.example', '/%2f%2fevil.example', '/%5Cevil.example', '/%5C%5Cevil.example', '/\\evil.example',
    '/\t/evil.example', '/\n//evil.example', '/%09/evil.example', '/%0a/evil.example', '/%0d%0a/evil.example',
    '///evil.example', '////evil.example', '/.\\/evil.example', 'javascript:alert(1)', '/javascript:alert(1)',
    'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http:evil.example', 'https:/evil.example',
    '/%252F%252Fevil.example', '/evil.example%2F..%2F..%2F', '/@evil.example', '/x@evil.example', ' /\/evil.example',
  ])('%j never leaves the site', (value) => {
    const result = safeRedirectPath(value, '/fallback')
    expect(result.startsWith('/')).toBe(true)
    expect(result.startsWith('//')).toBe(false)
    expect(result).not.toMatch(/^\/[\\/]/)
    // What a browser would do with it as a Location header, relative to our site:
    expect(new URL(result, 'https://guide.example').host).toBe('guide.example')
    expect(safeRedirectPath(null)).toBe('/')
    expect(safeRedirectPath(undefined, '/x')).toBe('/x')
  })
})
