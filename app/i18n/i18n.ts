import type { MessageKey } from './en'

export type { MessageKey }
export type Lang = 'bn' | 'en'
export type Messages = Record<MessageKey, string>
export type Vars = Record<string, string | number>

export const defaultLang: Lang = 'bn'
export const langs: readonly Lang[] = ['bn', 'en']

export function isLang(value: unknown): value is Lang {
  return value === 'bn' || value === 'en'
}

/** The BCP 47 locale used with Intl for each language. bn-BD gives Bengali digits and month names. */
export const intlLocale: Record<Lang, string> = { bn: 'bn-BD', en: 'en-US' }

/**
 * Looks a key up and fills {placeholders}. Numbers given as vars are formatted in the
 * language's digits, so "{count} posts" reads "৩ পোস্ট" in Bengali.
 */
export function translate(lang: Lang, messages: Messages, key: MessageKey, vars?: Vars): string {
  const template = messages[key] ?? key
  if (!vars) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? numberFormat(lang).format(value) : value
  })
}

// Making an Intl.NumberFormat costs far more than using one: one per language.
const numberFormats: Partial<Record<Lang, Intl.NumberFormat>> = {}
const numberFormat = (lang: Lang) => (numberFormats[lang] ??= new Intl.NumberFormat(intlLocale[lang]))

/** Picks `<key>.one` or `<key>.other` by the language's plural rules. */
const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {}

export function pluralKey(lang: Lang, base: string, count: number): MessageKey {
  const category = (pluralRules[lang] ??= new Intl.PluralRules(intlLocale[lang])).select(count)
  return `${base}.${category === 'one' ? 'one' : 'other'}` as MessageKey
}

export type Translate = (key: MessageKey, vars?: Vars) => string

export function makeTranslator(lang: Lang, messages: Messages): Translate {
  return (key, vars) => translate(lang, messages, key, vars)
}
