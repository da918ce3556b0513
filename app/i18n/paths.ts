import type { Lang } from './i18n'

/**
 * Every page has one address per language (ADR 010): Bengali, the default, at the plain path
 * (`/hospitals`), English under `/en` (`/en/hospitals`). Internal links and redirects go through
 * `localePath` so a reader stays in the language they are reading.
 */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'bn' || !path.startsWith('/') || path.startsWith('//')) return path
  if (pathLang(path) === 'en') return path
  // "/" → "/en", "/?q=x" → "/en?q=x", "/#top" → "/en#top"
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `/en${path.slice(1)}`
  return `/en${path}`
}

/** The language an address is in: `/en`, `/en/…` and `/en.data` are English, the rest Bengali. */
export function pathLang(pathname: string): Lang {
  return /^\/en(?=$|[/?#.])/.test(pathname) && !/^\/en\.(?!data\b)/.test(pathname) ? 'en' : 'bn'
}

/** The address without its language prefix: `/en/hospitals` → `/hospitals`, `/en` → `/`. */
export function unlocalizedPath(pathname: string): string {
  if (pathLang(pathname) === 'bn') return pathname
  const rest = pathname.slice(3)
  if (rest === '' || rest.startsWith('?') || rest.startsWith('#')) return `/${rest}`
  // "/en.data" is the home page's data request.
  if (rest.startsWith('.')) return `/_root${rest}`
  return rest
}
