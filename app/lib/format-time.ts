import { intlLocale, type Lang } from '#app/i18n/i18n'
import { formatDate, formatter, localDigits, timeZone } from './format'

// Dates with times and relative times: only the forum and the moderation pages show them, so
// they are not in the shell every page loads.

/**
 * "November 22, 2026 at 5:24 PM" / "২২ নভেম্বর ২০২৬, রাত ৯:০৬". Bengali has no AM/PM: ICU writes a
 * Latin "PM" (or, with dayPeriod, words that differ between Node's and the browser's ICU, which
 * would break hydration), so the Bengali time gets its day-period word from the hour here.
 */
export function formatDateTime(lang: Lang, date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  return `${formatDate(lang, d)}${lang === 'bn' ? ',' : ' at'} ${formatTime(lang, d)}`
}

// Where each Bengali part of the day starts (hour, Bangladesh time); before 4 it is night.
const dayPeriods: [number, string][] = [[20, 'রাত'], [18, 'সন্ধ্যা'], [15, 'বিকাল'], [12, 'দুপুর'], [6, 'সকাল'], [4, 'ভোর']]

/** The Bengali word for the part of the day an hour (0-23, Bangladesh time) falls in. */
export const bengaliDayPeriod = (hour: number) => dayPeriods.find(([from]) => hour >= from)?.[1] ?? 'রাত'

/**
 * "5:24 PM" / "বিকাল ৫:২৪": the time of day in Bangladesh. Bangladesh keeps UTC+6 all year (no
 * daylight saving since 2009), so the Bengali form needs no formatter at all.
 */
export function formatTime(lang: Lang, date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  if (lang === 'en') return formatter('time-en', () => new Intl.DateTimeFormat(intlLocale.en, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })).format(d)
  const minutes = (d.getUTCHours() * 60 + d.getUTCMinutes() + 360) % 1440
  const hour = Math.floor(minutes / 60)
  return `${bengaliDayPeriod(hour)} ${localDigits('bn', `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`)}`
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600],
  ['day', 24 * 3600], ['hour', 3600], ['minute', 60], ['second', 1],
]

/**
 * "3 hours ago" / "৩ ঘণ্টা আগে", relative to `now` (pass the server's time to render the same on
 * both sides). Never a time in the future: something that arrived after `now` was taken (a post
 * that reaches an open page live), or a clock that runs ahead, reads "now" / "এখন".
 */
export function formatRelative(lang: Lang, date: Date | string, now: Date = new Date()): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  const seconds = Math.min(0, Math.round((d.getTime() - now.getTime()) / 1000))
  const format = formatter(`r${lang}`, () => new Intl.RelativeTimeFormat(intlLocale[lang], { numeric: 'auto' }))
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit)
    }
  }
  return format.format(0, 'second')
}

