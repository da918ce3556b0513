import type { MetaDescriptor } from 'react-router'
import { makeTranslator, type Lang, type MessageKey } from '#app/i18n/i18n'
import { localePath, unlocalizedPath } from '#app/i18n/paths'
import { registeredMessages } from '#app/i18n/registry'
import { guideName } from '#pack/place'

type MatchLike = { id: string; data?: unknown } | undefined
type MetaArgs = { matches: readonly MatchLike[]; location: { pathname: string } }

/** What a route's meta function reads of the root loader's data (app/root.tsx gives more). */
export interface RootMeta {
  lang: Lang
  origin: string
  catalog: { key: string }
}

/** The root loader's data (language, catalog, origin) as seen from a route's meta function. */
export function rootData(matches: readonly MatchLike[]): RootMeta | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootMeta | undefined
}

/**
 * The page's canonical address in its language, and its address in each language for search
 * engines (hreflang; Bengali is also the default). `path` is the page's Bengali path.
 */
export function languageLinks(origin: string, lang: Lang, path: string): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: `${origin}${localePath(lang, path)}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'bn', href: `${origin}${path}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}${localePath('en', path)}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
  ]
}

/**
 * The document title in the reader's language ("History | " and the guide's name) and the language
 * links. The description, Open Graph tags and JSON-LD are written by the server from the page's
 * data (app/features/seo/head.server.ts), so no page's script carries them. `canonical` names
 * the page's own path when it is reached by an alias (`/hero/7` is `/local-heroes/7`); otherwise
 * the address without its query is canonical.
 */
export function pageMeta(
  { matches, location }: MetaArgs,
  titleKey: MessageKey,
  options: { canonical?: string; titleText?: string } = {},
): MetaDescriptor[] {
  const root = rootData(matches)
  if (!root) return [{ title: guideName.bn }]
  const t = makeTranslator(root.lang, registeredMessages(root.catalog.key))
  const appName = t('app.name')
  const title = options.titleText ?? t(titleKey)
  return [
    { title: titleKey === 'page.home.title' && !options.titleText ? appName : `${title} | ${appName}` },
    ...languageLinks(root.origin, root.lang, options.canonical ?? unlocalizedPath(location.pathname)),
  ]
}
