import type { MetaDescriptor } from 'react-router'
import { makeTranslator, type MessageKey } from '#app/i18n/i18n'
import type { RootData } from '#app/root'

type MatchLike = { id: string; data?: unknown } | undefined

/**
 * The document title in the reader's language ("History | হাটহাজারী গাইড"), and a canonical link
 * when the page is reached by an alias.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  titleKey: MessageKey,
  options: { canonical?: string; description?: MessageKey; titleText?: string } = {},
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  if (!root) return [{ title: 'হাটহাজারী গাইড' }]
  const t = makeTranslator(root.lang, root.messages)
  const appName = t('app.name')
  const title = options.titleText ?? t(titleKey)
  const meta: MetaDescriptor[] = [
    { title: titleKey === 'page.home.title' && !options.titleText ? appName : `${title} | ${appName}` },
    { name: 'description', content: t(options.description ?? 'app.tagline') },
  ]
  if (options.canonical) meta.push({ tagName: 'link', rel: 'canonical', href: options.canonical })
  return meta
}
