import { describe, expect, it } from 'vitest'
import { afterSignUpPath, destinationOf } from './after-sign-up'

describe('where a new account lands', () => {
  it('welcomes a reader who came to join: no address, the home page, the sign-in pages', () => {
    for (const from of [null, undefined, '', '/', '/en', '/?lang=en', '/en?x=1', '/#top', '/register', '/en/register', '/login?redirectTo=%2F', '/register/phone', '/welcome', '/en/welcome']) {
      expect(afterSignUpPath(from), String(from)).toBe('/welcome')
    }
  })

  it('sends a reader who was on their way somewhere there, in the language of that address', () => {
    expect(afterSignUpPath('/seeking-hathazari/new?title=x')).toBe('/seeking-hathazari/new?title=x')
    expect(afterSignUpPath('/en/hospitals#upazila-health-complex')).toBe('/en/hospitals#upazila-health-complex')
    expect(afterSignUpPath('/seeking-hathazari/12')).toBe('/seeking-hathazari/12')
    // Not a sign-in page, only a name that starts like one.
    expect(afterSignUpPath('/registered-things')).toBe('/registered-things')
  })

  it('never leaves the site: a foreign or malformed address is no destination', () => {
    for (const from of ['//evil.example', 'https://evil.example/x', '/\\evil.example', '/%09/evil.example'.replace('%09', '\t'), 'javascript:alert(1)']) {
      expect(destinationOf(from), from).toBeNull()
      expect(afterSignUpPath(from), from).toBe('/welcome')
    }
  })
})
