import { describe, expect, it } from 'vitest'
import { setSecret } from './secret.server'
import { decryptSecret, encryptSecret, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp.server'

setSecret('test-secret-test-secret-test-secret-0123')

describe('one-time codes (RFC 6238)', () => {
  // RFC 6238 appendix B: the ASCII secret "12345678901234567890", SHA-1, 8 digits; our 6 digits are its last 6.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
  it.each([
    [59, '287082'], [1111111109, '081804'], [1111111111, '050471'], [1234567890, '005924'], [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(rfcSecret, Math.floor(seconds / 30))).toBe(code)
  })

  it('accepts the code of the step before, now or after, once, and nothing else', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const now = Date.UTC(2026, 10, 24, 12, 0, 15)
    const step = totpStep(now)
    expect(matchTotp(secret, totpCode(secret, step), 0, now)).toBe(step)
    expect(matchTotp(secret, totpCode(secret, step - 1), 0, now)).toBe(step - 1)
    expect(matchTotp(secret, totpCode(secret, step + 1), 0, now)).toBe(step + 1)
    expect(matchTotp(secret, totpCode(secret, step - 2), 0, now)).toBeNull()
    // Used once: the same code, or an older one, is refused.
    expect(matchTotp(secret, totpCode(secret, step), step, now)).toBeNull()
    expect(matchTotp(secret, totpCode(secret, step - 1), step, now)).toBeNull()
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 456']) expect(matchTotp(secret, bad, 0, now)).toBeNull()
  })

  it('keeps secrets encrypted, and names the account and the site for the app', () => {
    const secret = newTotpSecret()
    const stored = encryptSecret(secret)
    expect(stored).not.toContain(secret)
    expect(decryptSecret(stored)).toBe(secret)
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'rahim@example.com', 'Hathazari Guide'))
      .toBe('otpauth://totp/Hathazari%20Guide:rahim%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hathazari%20Guide&algorithm=SHA1&digits=6&period=30')
  })
})
