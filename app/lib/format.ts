import { intlLocale, type Lang } from '#app/i18n/i18n'

/** Every date in the app is shown in Bangladesh time, whatever the server's or phone's zone. */
export const timeZone = 'Asia/Dhaka'

// Building an Intl formatter costs far more than using one (it showed in server profiles): keep
// one per language and options.
const formatters = new Map<string, unknown>()
export function formatter<T>(key: string, make: () => T): T {
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

/** Writes the ASCII digits of a code or phone number in Bengali digits in Bengali mode ("999" → "৯৯৯"). */
export function localDigits(lang: Lang, text: string): string {
  return lang === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : text
}
