import { useRouteLoaderData } from 'react-router'
import type { RootData } from '#app/root'
import { makeTranslator, pluralKey, type Lang, type MessageKey, type Messages, type Translate, type Vars } from './i18n'
import { localePath } from './paths'
import { registeredMessages } from './registry'

/** Keys that come in `.one` / `.other` forms, named without the suffix. */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.one` ? B : never) : never

/**
 * The reader's language, a translator for it (the catalog comes from the root loader), and
 * `href`, which gives an internal path in the reader's language (`/news` → `/en/news` in English).
 */
export function useI18n(): I18n {
  const data = useRouteLoaderData('root') as RootData | undefined
  if (!data) throw new Error('useI18n needs the root loader data')
  const messages = registeredMessages(data.catalog.key)
  // One set of functions per language and catalog, shared by every component that asks (a
  // page's hundred links and labels each did): they depend on nothing else.
  let byLang = made.get(messages)
  if (!byLang) made.set(messages, (byLang = {}))
  return (byLang[data.lang] ??= makeI18n(data.lang, messages))
}

interface I18n {
  lang: Lang
  t: Translate
  tn: (base: PluralBase, count: number, vars?: Vars) => string
  href: (path: string) => string
}

const made = new WeakMap<Messages, Partial<Record<Lang, I18n>>>()

function makeI18n(lang: Lang, messages: Messages): I18n {
  const t = makeTranslator(lang, messages)
  // "1 result" / "2 results": the form is chosen by the language's plural rules.
  const tn = (base: PluralBase, count: number, vars?: Vars) => t(pluralKey(lang, base, count), { ...vars, count })
  const href = (path: string) => localePath(lang, path)
  return { lang, t, tn, href }
}
