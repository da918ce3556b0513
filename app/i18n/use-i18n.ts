import { createContext, use } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { RootData } from '#app/root'
import { makeTranslator, pluralKey, type Lang, type MessageKey, type Translate, type Vars } from './i18n'
import { localePath } from './paths'
import { registeredMessages } from './registry'

/** Keys that come in `.one` / `.other` forms, named without the suffix. */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}.one` ? B : never) : never

/** The language and catalog of a part of a page rendered apart from it, with no router (app/components/ui/shared.tsx). */
export interface I18nScope {
  lang: Lang
  catalogKey: string
}
export const I18nScopeContext = createContext<I18nScope | null>(null)

export interface I18n {
  lang: Lang
  t: Translate
  tn: (base: PluralBase, count: number, vars?: Vars) => string
  href: (path: string) => string
}

/**
 * The reader's language, a translator for it (the catalog comes from the root loader), and
 * `href`, which gives an internal path in the reader's language (`/news` → `/en/news` in English).
 */
export function useI18n(): I18n {
  // A part rendered apart from the page has no router: its scope names the language. Whether a
  // component sits in such a part never changes in its life, so the hooks keep their order.
  const scope = use(I18nScopeContext)
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
  const data = scope ? null : (useRouteLoaderData('root') as RootData | undefined)
  if (!scope && !data) throw new Error('useI18n needs the root loader data')
  const lang = scope ? scope.lang : data!.lang
  const messages = registeredMessages(scope ? scope.catalogKey : data!.catalog.key)
  // The browser renders a few components at a time and has no room in its budget: only the
  // server keeps them.
  return import.meta.env.SSR ? keptI18n(lang, messages) : makeI18n(lang, messages)
}

// On the server, one translator per language and catalog, not one per component rendered (a page
// renders hundreds). A catalog registered anew is a new object, with a translator of its own.
let kept: WeakMap<object, Partial<Record<Lang, I18n>>> | undefined
function keptI18n(lang: Lang, messages: ReturnType<typeof registeredMessages>): I18n {
  kept ??= new WeakMap()
  let byLang = kept.get(messages)
  if (!byLang) kept.set(messages, (byLang = {}))
  return (byLang[lang] ??= makeI18n(lang, messages))
}

function makeI18n(lang: Lang, messages: ReturnType<typeof registeredMessages>): I18n {
  const t = makeTranslator(lang, messages)
  // "1 result" / "2 results": the form is chosen by the language's plural rules.
  const tn = (base: PluralBase, count: number, vars?: Vars) => t(pluralKey(lang, base, count), { ...vars, count })
  const href = (path: string) => localePath(lang, path)
  return { lang, t, tn, href }
}
