import { useRouteLoaderData } from 'react-router'
import type { RootData } from '#app/root'
import { makeTranslator, type Lang, type Translate } from './i18n'

/** The reader's language and a translator for it; the catalog comes from the root loader. */
export function useI18n(): { lang: Lang; t: Translate } {
  const data = useRouteLoaderData('root') as RootData | undefined
  if (!data) throw new Error('useI18n needs the root loader data')
  return { lang: data.lang, t: makeTranslator(data.lang, data.messages) }
}
