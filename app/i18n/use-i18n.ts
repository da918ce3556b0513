import { useRouteLoaderData } from 'react-router'
import type { RootData } from '#app/root'
import { makeTranslator, pluralKey, type Lang, type MessageKey, type Translate, type Vars } from './i18n'
import { localePath } from './paths'
import { registeredMessages } from './registry'

/** Keys that come in `.one` / `.other` forms, named without the suffix. */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.one` ? B : never) : never

/**
 * The reader's language, a translator for it (the catalog comes from the root loader), and
 * `href`, which gives an internal path in the reader's language (`/news` → `/en/news` in English).
 */
export function useI18n(): {
  lang: Lang
  t: Translate
  tn: (base: PluralBase, count: number, vars?: Vars) => string
  href: (path: string) => string
} {
  const data = useRouteLoaderData('root') as RootData | undefined
  if (!data) throw new Error('useI18n needs the root loader data')
  const t = makeTranslator(data.lang, registeredMessages(data.catalog.key))
  // "1 result" / "2 results": the form is chosen by the language's plural rules.
  const tn = (base: PluralBase, count: number, vars?: Vars) => t(pluralKey(data.lang, base, count), { ...vars, count })
  const href = (path: string) => localePath(data.lang, path)
  return { lang: data.lang, t, tn, href }
}
