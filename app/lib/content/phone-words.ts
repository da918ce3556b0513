/**
 * A phone of the guide in words, as PhoneLine shows it, for what has no page around it: the
 * assistant's sources and offline cards, and search (issue 42). "০১৭১১-০০০০০০ (মডারেটর ফোন করে
 * যাচাই করেছেন, ২৮ নভেম্বর ২০২৬)"; a number moderators found unreachable or wrong is told
 * without its digits.
 */
import { bn } from '../../i18n/bn'
import { en } from '../../i18n/en'
import { intlLocale, pluralKey, translate, type Lang, type MessageKey, type Vars } from '../../i18n/i18n'
import { localDigits } from '../format'
import type { PhoneView } from './phone-view'
import { isWebSource, type PublicSource } from './sources'

const catalogs = { bn, en }
const say = (lang: Lang, key: MessageKey, vars?: Vars) => translate(lang, catalogs[lang], key, vars)

/** "28 November 2026", "November 2014" or "2014" in the language, as pages show dates. */
export function dateWords(lang: Lang, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number?, number?]
  if (!month) return localDigits(lang, String(year))
  return new Intl.DateTimeFormat(intlLocale[lang], { year: 'numeric', month: 'long', ...(day ? { day: 'numeric' } : {}), timeZone: 'Asia/Dhaka' })
    .format(new Date(Date.UTC(year, month - 1, day ?? 1, 6)))
}

/** A source in words: a web page's address, or a ground source as pages tell it. */
export function sourceWords(source: PublicSource, lang: Lang): string {
  if (isWebSource(source)) return source
  const date = dateWords(lang, source.date)
  switch (source.kind) {
    case 'photo': return say(lang, `source.photo.${source.subject}`, { date })
    case 'call': return `${say(lang, 'source.call', { date })} ${say(lang, 'source.answeredBy', { role: say(lang, `source.role.${source.answeredBy}`) })}`
    case 'visit': return say(lang, 'source.visit', { date })
    case 'forum': return say(lang, 'source.forum', { date })
  }
}

/** What a phone rests on and how old it is, in words (without the number). */
export function phoneStanding(phone: PhoneView, lang: Lang): string {
  if (phone.status) {
    const dates = phone.status.kind === 'unreachable'
      ? new Intl.ListFormat(intlLocale[lang], { type: 'conjunction' }).format(phone.status.dates.map((d) => dateWords(lang, d)))
      : dateWords(lang, phone.status.date)
    return `${phone.status.kind === 'unreachable' ? say(lang, 'phone.unreachable', { dates }) : say(lang, 'phone.wrong', { date: dates })}. ${say(lang, 'phone.notOffered')}`
  }
  const parts: string[] = []
  const basis = phone.basis
  if (isWebSource(basis)) parts.push(phone.note ?? say(lang, 'dir.field.phoneNote', { date: dateWords(lang, phone.asOf) }))
  else parts.push(sourceWords(basis, lang))
  if (phone.staleMonths !== null) {
    const years = phone.staleMonths >= 24
    const count = years ? Math.floor(phone.staleMonths / 12) : phone.staleMonths
    parts.push(say(lang, pluralKey(lang, years ? 'phone.staleYears' : 'phone.staleMonths', count), { count }))
  }
  if (phone.reportedWrong) parts.push(say(lang, 'phone.doubted', { date: dateWords(lang, phone.reportedWrong) }))
  if (phone.gotThrough) parts.push(say(lang, pluralKey(lang, 'phone.gotThrough', phone.gotThrough), { count: phone.gotThrough }))
  // Each part is a sentence of its own on a page; here they are one line.
  return parts.map((part) => part.replace(/[.।]\s*$/, '')).join('; ')
}

/** "Phone: 0173-0318854 (Listed November 2014: confirm before relying on it)", in each language. */
export function phoneFactLine(phone: PhoneView, lang: Lang, label?: string): string {
  const name = label ?? say(lang, 'dir.field.phone')
  const standing = phoneStanding(phone, lang)
  return phone.status ? `${name}: ${standing}` : `${name}: ${phone.number} (${standing})`
}
