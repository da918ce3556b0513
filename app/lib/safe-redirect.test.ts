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
    expect(safeRedirectPath(null)).toBe('/')
    expect(safeRedirectPath(undefined, '/x')).toBe('/x')
  })
})
