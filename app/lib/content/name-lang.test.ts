import { describe, expect, it } from 'vitest'
import { nameLang } from './name-lang'

describe('the language a name is written in', () => {
  it('is read from its script, the page\'s when it has no letters', () => {
    expect(nameLang('Janasheba Pharmacy', 'bn')).toBe('en')
    expect(nameLang('হাটহাজারী মডেল থানা', 'en')).toBe('bn')
    expect(nameLang('এটিএম (নামহীন)', 'bn')).toBe('bn')
    expect(nameLang('ATM (unnamed)', 'en')).toBe('en')
    // A Bengali name with a Latin abbreviation in it is still Bengali.
    expect(nameLang('ব্র্যাক ব্যাংক (BRAC)', 'en')).toBe('bn')
    expect(nameLang('৯৯৯', 'bn')).toBe('bn')
    expect(nameLang('999', 'en')).toBe('en')
  })
})
