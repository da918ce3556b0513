import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from './format'
import { formatDateTime, formatRelative, formatTime } from './format-time'

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
    expect(bn).toMatch(/^২৬ মার্চ,? ২০২৬, সকাল ১০:০৫$/)
  })

  it('names the part of the day in Bengali words, never a Latin AM or PM', () => {
    const at = (utc: string) => formatTime('bn', new Date(utc))
    // Dhaka is UTC+6.
    expect(at('2026-11-22T15:06:00Z')).toBe('রাত ৯:০৬')
    expect(at('2026-11-21T22:30:00Z')).toBe('ভোর ৪:৩০')
    expect(at('2026-11-22T00:15:00Z')).toBe('সকাল ৬:১৫')
    expect(at('2026-11-22T06:00:00Z')).toBe('দুপুর ১২:০০')
    expect(at('2026-11-22T09:59:00Z')).toBe('বিকাল ৩:৫৯')
    expect(at('2026-11-22T12:45:00Z')).toBe('সন্ধ্যা ৬:৪৫')
    expect(at('2026-11-21T18:00:00Z')).toBe('রাত ১২:০০')
    expect(formatTime('en', new Date('2026-11-22T15:06:00Z'))).toBe('9:06 PM')
    for (let hour = 0; hour < 24; hour++) {
      const text = formatDateTime('bn', new Date(Date.UTC(2026, 10, 22, hour, 7)))
      expect(text, text).not.toMatch(/AM|PM|[0-9]/)
    }
  })

  it('writes relative times in Bengali', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    expect(formatRelative('bn', new Date('2026-11-22T09:00:00Z'), now)).toBe('৩ ঘণ্টা আগে')
    expect(formatRelative('en', new Date('2026-11-22T09:00:00Z'), now)).toBe('3 hours ago')
    expect(formatRelative('bn', new Date('2026-11-21T12:00:00Z'), now)).toBe('গতকাল')
  })

  it('never writes a time in the future: what arrived after the reference time reads "now"', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    for (const ahead of [1, 58_000, 5 * 60_000, 3 * 24 * 3600_000]) {
      expect(formatRelative('bn', new Date(now.getTime() + ahead), now)).toBe('এখন')
      expect(formatRelative('en', new Date(now.getTime() + ahead), now)).toBe('now')
    }
  })

  it('falls back to the raw text for an unreadable date', () => {
    expect(formatDate('bn', 'not a date')).toBe('not a date')
  })
})
