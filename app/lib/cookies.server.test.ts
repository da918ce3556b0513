import { describe, expect, it } from 'vitest'
import { parseCookieHeader, readCookie, sessionToken } from './cookies.server'

const withCookie = (header: string) => new Request('http://localhost/', { headers: { cookie: header } })

describe('the Cookie header', () => {
  it('reads each cookie by name, trimmed, as sent; a part without "=" is an empty cookie', () => {
    const cookies = parseCookieHeader(' lang=en ;theme=dark;flag; =orphan;toast=%7B%22a%22%7D')
    expect([...cookies]).toEqual([['lang', 'en'], ['theme', 'dark'], ['flag', ''], ['toast', '%7B%22a%22%7D']])
    expect(parseCookieHeader(undefined).size).toBe(0)
    expect(parseCookieHeader('').size).toBe(0)
  })

  it('keeps the first of a repeated name, as browsers send the most specific path first', () => {
    expect(parseCookieHeader('lang=en; lang=bn').get('lang')).toBe('en')
  })

  it('gives each header its own answer when headers alternate (the remembered one is by text)', () => {
    expect(parseCookieHeader('lang=en').get('lang')).toBe('en')
    expect(parseCookieHeader('lang=bn').get('lang')).toBe('bn')
    expect(parseCookieHeader('lang=en').get('lang')).toBe('en')
    expect(parseCookieHeader('theme=dark').get('lang')).toBeUndefined()
  })

  it('decodes a value for the app, and gives nothing for one that does not decode', () => {
    expect(readCookie(withCookie('toast=%7B%22a%22%7D'), 'toast')).toBe('{"a"}')
    expect(readCookie(withCookie('toast=%E0%A4'), 'toast')).toBeUndefined()
    expect(readCookie(withCookie('lang=en'), 'theme')).toBeUndefined()
    expect(readCookie(new Request('http://localhost/'), 'lang')).toBeUndefined()
  })

  it('finds the session token under whatever prefix better-auth gives it, and not an empty one', () => {
    expect(sessionToken('lang=en; better-auth.session_token=abc.def')).toBe('abc.def')
    expect(sessionToken('__Secure-better-auth.session_token=xyz; lang=en')).toBe('xyz')
    expect(sessionToken('better-auth.session_token=; lang=en')).toBeNull()
    expect(sessionToken('lang=en')).toBeNull()
    expect(sessionToken(undefined)).toBeNull()
  })
})
