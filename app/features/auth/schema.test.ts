import { describe, expect, it } from 'vitest'
import { bn } from '#app/i18n/bn'
import { en } from '#app/i18n/en'
import { validateAuth } from './schema'

const ok = { email: 'rahim@example.com', password: 'secret1', name: 'Rahim', confirmPassword: 'secret1' }

describe('auth validation, in the spec order and words', () => {
  const cases: Array<[string, Parameters<typeof validateAuth>, string, string]> = [
    ['empty email', ['login', { ...ok, email: '  ' }], 'Email is required', 'ইমেইল আবশ্যক'],
    ['bad email', ['login', { ...ok, email: 'rahim@' }], 'Please enter a valid email', 'সঠিক ইমেইল দিন'],
    ['empty password', ['login', { ...ok, password: '' }], 'Password is required', 'পাসওয়ার্ড আবশ্যক'],
    ['short password', ['login', { ...ok, password: '12345' }], 'Password must be at least 6 characters', 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে'],
    ['empty name', ['register', { ...ok, name: ' ' }], 'Name is required', 'নাম আবশ্যক'],
    ['mismatch', ['register', { ...ok, confirmPassword: 'secret2' }], 'Passwords do not match', 'পাসওয়ার্ড মেলেনি'],
  ]
  for (const [label, args, english, bengali] of cases) {
    it(`${label}: "${english}" / "${bengali}"`, () => {
      const error = validateAuth(...args)
      expect(error).not.toBeNull()
      expect(en[error!.message]).toBe(english)
      expect(bn[error!.message]).toBe(bengali)
    })
  }

  it('reports the first failing rule only (email before password)', () => {
    expect(validateAuth('register', { email: '', password: '', name: '', confirmPassword: 'x' })?.message).toBe('auth.error.emailRequired')
    expect(validateAuth('register', { ...ok, password: '123', name: '' })?.message).toBe('auth.error.passwordShort')
  })

  it('accepts good input; login ignores name and confirmation', () => {
    expect(validateAuth('register', ok)).toBeNull()
    expect(validateAuth('login', { email: ok.email, password: ok.password })).toBeNull()
  })
})
