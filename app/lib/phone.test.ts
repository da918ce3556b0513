import { describe, expect, it } from 'vitest'
import { isPlaceholderEmail, localPhone, maskPhone, normalizePhone, placeholderEmail } from './phone'

describe('normalizePhone', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['008801712345678', '+8801712345678'],
    ['+880 1712-345678', '+8801712345678'],
    ['017 1234 5678', '+8801712345678'],
    ['(017) 12-34-56-78', '+8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['+৮৮০ ১৯১১-০০০০০০', '+8801911000000'],
    ['+880 01712345678', '+8801712345678'],
    ['1712345678', '+8801712345678'],
    ['01312345678', '+8801312345678'],
  ])('reads %s as %s', (raw, phone) => {
    expect(normalizePhone(raw)).toEqual({ ok: true, phone })
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['+447700900123', 'foreign'],
    ['+1 415 555 0100', 'foreign'],
    ['+91 98765 43210', 'foreign'],
    ['00447700900123', 'foreign'],
    ['01212345678', 'invalid'], // 012 is no operator's prefix
    ['01112345678', 'invalid'],
    ['0171234567', 'invalid'], // one digit short
    ['017123456789', 'invalid'], // one too many
    ['+88021234567', 'invalid'], // a Dhaka land line
    ['01712abc678', 'invalid'],
    ['0171234567८', 'invalid'], // a Devanagari digit
    ['+880+1712345678', 'invalid'],
    ['1'.repeat(60), 'invalid'],
  ])('refuses %j (%s)', (raw, problem) => {
    expect(normalizePhone(raw)).toEqual({ ok: false, problem })
  })

  it('masks a number for logs and shows it the local way', () => {
    expect(maskPhone('+8801712345678')).toBe('+88017•••••678')
    expect(localPhone('+8801712345678')).toBe('01712-345678')
  })

  it('stand-in addresses are on .invalid and recognised as such', () => {
    const email = placeholderEmail('AbC123')
    expect(email).toBe('abc123@phone.invalid')
    expect(isPlaceholderEmail(email)).toBe(true)
    expect(isPlaceholderEmail('someone@example.com')).toBe(false)
    expect(isPlaceholderEmail('')).toBe(false)
  })
})
