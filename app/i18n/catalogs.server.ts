import { bn } from './bn'
import { en } from './en'
import { makeTranslator, type Lang, type MessageKey, type Messages, type Translate } from './i18n'

/** Both catalogs live on the server; a page receives only its language's catalog in the root loader. */
export const catalogs: Record<Lang, Messages> = { bn, en }

/** A translator for loaders and actions. */
export function translator(lang: Lang): Translate {
  return makeTranslator(lang, catalogs[lang])
}

/** A message in both languages, for matching a reader's query in either. */
export function bilingual(key: MessageKey): { bn: string; en: string } {
  return { bn: bn[key], en: en[key] }
}
