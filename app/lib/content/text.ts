import type { Lang } from '#app/i18n/i18n'

/** Text in both languages, as the content pack stores it. */
export interface Bilingual {
  bn: string
  en: string
}

/** The reader's language version of a bilingual text. */
export function pick(lang: Lang, text: Bilingual): string
export function pick(lang: Lang, text: Bilingual | undefined): string | undefined
export function pick(lang: Lang, text: Bilingual | undefined): string | undefined {
  return text ? text[lang] : undefined
}

/** Lower-cased, NFC-normalised text for matching. Keeps Bengali vowel signs (no \w). */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim()
}

/** Case-insensitive substring match over several texts, in both languages (spec 2 §5). */
export function matchesQuery(query: string, fields: ReadonlyArray<string | Bilingual | undefined | null>): boolean {
  const q = normalizeForSearch(query)
  if (!q) return true
  return fields.some((field) => {
    if (!field) return false
    if (typeof field === 'string') return normalizeForSearch(field).includes(q)
    return normalizeForSearch(field.bn).includes(q) || normalizeForSearch(field.en).includes(q)
  })
}
