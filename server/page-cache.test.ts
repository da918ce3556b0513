import type { Request as ExpressRequest } from 'express'
import { describe, expect, it } from 'vitest'
import { cacheKey } from './page-cache'

const request = (url: string, { cookie, method = 'GET', authorization }: { cookie?: string; method?: string; authorization?: string } = {}) =>
  ({ method, path: url.split('?')[0], originalUrl: url, headers: { cookie, authorization } }) as ExpressRequest

describe('which pages the anonymous page cache may share', () => {
  it('keys an anonymous page by language, theme and address', () => {
    expect(cacheKey(request('/hospitals'))).toBe('bn|light|/hospitals')
    expect(cacheKey(request('/seeking-hathazari?category=complaint', { cookie: 'theme=dark; lang=en' }))).toBe('en|dark|/seeking-hathazari?category=complaint')
  })

  it('never shares a page with a session, a pending toast, any other cookie or credentials', () => {
    for (const cookie of ['hg.session_token=abc', '__Secure-hg.session_token=abc', '__Host-hg.session_data=x', 'lang=en; toast=%7B%7D', 'lang=bn; something-new=1']) {
      expect(cacheKey(request('/seeking-hathazari', { cookie })), cookie).toBeNull()
    }
    expect(cacheKey(request('/seeking-hathazari', { authorization: 'Bearer abc' }))).toBeNull()
    expect(cacheKey(request('/seeking-hathazari', { method: 'POST' }))).toBeNull()
  })

  it('never caches personal or counted pages, even for an anonymous request', () => {
    for (const url of ['/seeking-hathazari/profile', '/seeking-hathazari/profile.data', '/seeking-hathazari?mine=1', '/api/forum/posts?mine=1',
      '/suggest?collection=banks', '/moderation', '/seeking-hathazari/12', '/forum/12', '/login?redirectTo=%2F', '/api/forum/events']) {
      expect(cacheKey(request(url)), url).toBeNull()
    }
    expect(cacheKey(request('/api/forum/posts?category=question'))).toBe('bn|light|/api/forum/posts?category=question')
  })
})
