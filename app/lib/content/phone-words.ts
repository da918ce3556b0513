/**
 * A phone of the guide in words, as PhoneLine shows it, for what has no page around it: the
 * assistant's sources and offline cards, and search (issue 42). "০১৭১১-০০০০০০ (মডারেটর ফোন করে
 * যাচাই করেছেন, ২৮ নভেম্বর ২০২৬)"; a number moderators found unreachable or wrong is told
 * without its digits.
 */
import { intlLocale, pluralKey, type Lang } from '../../i18n/i18n'
import type { PhoneView, PhoneWords } from './phone-types'
import { isWebSource } from './sources'
import { dateWords, say } from './source-words'

/** "Last checked 14 months ago" (or "… 3 years ago" from two years on). */
export function staleWords(months: number, lang: Lang): string {
  const years = months >= 24
  const count = years ? Math.floor(months / 12) : months
  return say(lang, pluralKey(lang, years ? 'phone.staleYears' : 'phone.staleMonths', count), { count })
}

/** The words a page shows under a phone number (made once, on the server). */
export function phoneWords(phone: Omit<PhoneView, 'words'>, lang: Lang): PhoneWords {
  let status: string | null = null
  if (phone.status) {
    const dates = phone.status.kind === 'unreachable'
      ? new Intl.ListFormat(intlLocale[lang], { type: 'conjunction' }).format(phone.status.dates.map((d) => dateWords(lang, d)))
      : dateWords(lang, phone.status.date)
    status = `${phone.status.kind === 'unreachable' ? say(lang, 'phone.unreachable', { dates }) : say(lang, 'phone.wrong', { date: dates })}. ${say(lang, 'phone.notOffered')}`
  }
  return {
    basis: isWebSource(phone.basis) ? phone.note ?? say(lang, 'dir.field.phoneNote', { date: dateWords(lang, phone.asOf) }) : phone.basis.text,
    stale: phone.staleMonths === null ? null : staleWords(phone.staleMonths, lang),
    doubted: phone.reportedWrong ? say(lang, 'phone.doubted', { date: dateWords(lang, phone.reportedWrong) }) : null,
    gotThrough: phone.gotThrough ? say(lang, pluralKey(lang, 'phone.gotThrough', phone.gotThrough), { count: phone.gotThrough }) : null,
    status,
  }
}

/** What a phone rests on and how old it is, in one line of words (without the number). */
export function phoneStanding(phone: PhoneView): string {
  const { words } = phone
  if (words.status) return words.status
  // Each is a sentence of its own on a page; here they are one line.
  return [words.basis, words.stale, words.doubted, words.gotThrough].filter((part): part is string => !!part)
    .map((part) => part.replace(/[.।]\s*$/, '')).join('; ')
}

/** "Phone: 0173-0318854 (Listed November 2014: confirm before relying on it)", in each language. */
export function phoneFactLine(phone: PhoneView, lang: Lang, label?: string): string {
  const name = label ?? say(lang, 'dir.field.phone')
  const standing = phoneStanding(phone)
  return phone.status ? `${name}: ${standing}` : `${name}: ${phone.number} (${standing})`
}
