import { intlLocale, type Lang } from '#app/i18n/i18n'

/** Every date in the app is shown in Bangladesh time, whatever the server's or phone's zone. */
export const timeZone = 'Asia/Dhaka'

// Building an Intl formatter costs far more than using one (it showed in server profiles): keep
// one per language and options.
const formatters = new Map<string, unknown>()
function formatter<T>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined
  if (!made) {
    made = make()
    formatters.set(key, made)
  }
  return made
}

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return formatter(`n${lang}${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale[lang], options)).format(value)
}

export function formatDate(lang: Lang, date: Date | string, style: 'long' | 'medium' = 'long'): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  return formatter(`d${lang}${style}`, () => new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: style, timeZone })).format(d)
}

/**
 * "November 22, 2026 at 5:24 PM" / "২২ নভেম্বর ২০২৬, রাত ৯:০৬". Bengali has no AM/PM: ICU writes a
 * Latin "PM" (or, with dayPeriod, words that differ between Node's and the browser's ICU, which
 * would break hydration), so the Bengali time gets its day-period word from the hour here.
 */
export function formatDateTime(lang: Lang, date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  if (lang === 'bn') return `${formatter('dbn-dt', () => new Intl.DateTimeFormat(intlLocale.bn, { year: 'numeric', month: 'long', day: 'numeric', timeZone })).format(d)}, ${formatTime('bn', d)}`
  return formatter(`t${lang}`, () => new Intl.DateTimeFormat(intlLocale[lang], {
    year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone,
  })).format(d)
}

/** The Bengali word for the part of the day an hour (0-23, Bangladesh time) falls in. */
export function bengaliDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর'
  if (hour >= 6 && hour < 12) return 'সকাল'
  if (hour >= 12 && hour < 15) return 'দুপুর'
  if (hour >= 15 && hour < 18) return 'বিকাল'
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা'
  return 'রাত'
}

/** "5:24 PM" / "বিকাল ৫:২৪": the time of day in Bangladesh. */
export function formatTime(lang: Lang, date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  if (lang === 'en') return formatter('time-en', () => new Intl.DateTimeFormat(intlLocale.en, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })).format(d)
  const parts = formatter('time-h23', () => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone })).formatToParts(d)
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0)
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${bengaliDayPeriod(hour)} ${localDigits('bn', `${hour12}:${minute}`)}`
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600],
  ['day', 24 * 3600], ['hour', 3600], ['minute', 60], ['second', 1],
]

/** "3 hours ago" / "৩ ঘণ্টা আগে", relative to `now` (pass the server's time to render the same on both sides). */
export function formatRelative(lang: Lang, date: Date | string, now: Date = new Date()): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return String(date)
  const seconds = Math.round((d.getTime() - now.getTime()) / 1000)
  const format = formatter(`r${lang}`, () => new Intl.RelativeTimeFormat(intlLocale[lang], { numeric: 'auto' }))
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit)
    }
  }
  return format.format(0, 'second')
}

/** Writes the ASCII digits of a code or phone number in Bengali digits in Bengali mode ("999" → "৯৯৯"). */
export function localDigits(lang: Lang, text: string): string {
  return lang === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : text
}

/** A straight-line distance as a resident reads it: "৩০০ মি" / "300 m" under a kilometre, "১.২ কিমি" / "1.2 km" above. */
export function formatDistance(lang: Lang, metres: number): string {
  if (metres < 995) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10)
    return lang === 'bn' ? `${formatNumber('bn', rounded)} মি` : `${rounded} m`
  }
  const km = metres / 1000
  const text = formatNumber(lang, km, { maximumFractionDigits: km < 10 ? 1 : 0, minimumFractionDigits: km < 10 ? 1 : 0 })
  return lang === 'bn' ? `${text} কিমি` : `${text} km`
}
