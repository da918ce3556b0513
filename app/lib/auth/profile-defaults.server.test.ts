import { describe, expect, it } from 'vitest'
import { defaultProfileName } from './profile-defaults.server'

describe('default profile name (spec 1 §3)', () => {
  it('uses the registration name, else the e-mail local part, else "New User"', () => {
    expect(defaultProfileName({ name: ' Rahim ', email: 'r@x.com' })).toBe('Rahim')
    expect(defaultProfileName({ name: '', email: 'karim.uddin@example.com' })).toBe('karim.uddin')
    expect(defaultProfileName({ name: null, email: null })).toBe('New User')
  })
})
