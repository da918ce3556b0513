import type { Lang } from './i18n'

/**
 * Every page has one address per language (ADR 010): Bengali, the default, at the plain path
 * (`/hospitals`), English under `/en` (`/en/hospitals`). Internal links and redirects go through
 * `localePath` so a reader stays in the language they are reading.
 */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'bn' || !isPagePath(path) || pathLang(path) === 'en') return path
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

// Endpoints that are not pages have one address for both languages.
const notPages = /^\/(api|uploads|assets|preferences|logout|verify-email|deepseek-community|healthz|readyz)(?=$|[/?#.])/

/** Whether an address is a page of the site (has a version per language), not an endpoint or a file. */
export function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  const pathname = path.replace(/[?#].*$/, '')
  if (notPages.test(pathname)) return false
  // A file: /search-index.json, /sw.js, /favicon.svg (but /en.data is a page's data).
  return !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/'))) || /\.data$/.test(pathname)
}
