import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatNumber, formatRelative } from './format'

const bengaliDigits = /^[০-৯,.]+$/

describe('Bengali formatting', () => {
  it('writes numbers in Bengali digits', () => {
    expect(formatNumber('bn', 431748)).toBe('৪,৩১,৭৪৮')
    expect(formatNumber('bn', 2026)).toMatch(bengaliDigits)
    expect(formatNumber('en', 431748)).toBe('431,748')
  })

  it('writes dates with Bengali month names and digits, in Dhaka time', () => {
    // 20:30 UTC on 31 Dec is already 1 January in Dhaka (UTC+6).
    const date = new Date('2025-12-31T20:30:00Z')
    // ICU versions spell the month জানুয়ারি or জানুয়ারী.
    expect(formatDate('bn', date)).toMatch(/^১ জানুয়ার[িী], ২০২৬$/)
    expect(formatDate('en', date)).toBe('January 1, 2026')
  })

  it('writes date and time with month name, day, year and am/pm', () => {
    const date = new Date('2026-03-26T04:05:00Z') // 10:05 in Dhaka
    expect(formatDateTime('en', date)).toBe('March 26, 2026 at 10:05 AM')
    const bn = formatDateTime('bn', date)
    expect(bn).toContain('মার্চ')
    expect(bn).toContain('২৬')
    expect(bn).toContain('১০:০৫')
  })

  it('writes relative times in Bengali', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(formatRelative('bn', new Date('2026-11-22T09:00:00Z'), now)).toBe('৩ ঘণ্টা আগে')
    expect(formatRelative('en', new Date('2026-11-22T09:00:00Z'), now)).toBe('3 hours ago')
    expect(formatRelative('bn', new Date('2026-11-21T12:00:00Z'), now)).toBe('গতকাল')
  })

  it('falls back to the raw text for an unreadable date', () => {
    expect(formatDate('bn', 'not a date')).toBe('not a date')
  })
})
