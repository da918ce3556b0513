import { redirect } from 'react-router'
import { defaultLang, isLang, type Lang } from '#app/i18n/i18n'
import { isPagePath, localePath, pathLang } from '#app/i18n/paths'
import { readCookie } from './cookies.server'
import { isTheme, type Theme } from './theme'

/** A Set-Cookie value for a preference: a year long, Lax, Secure over https. */
export function preferenceCookie(request: Request, name: string, value: string, maxAge = 60 * 60 * 24 * 365, httpOnly = true) {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure}`
}

/**
 * The reader's language. A page's address says it (ADR 010: `/en/…` is English, the rest
 * Bengali). An endpoint that is not a page (`/logout`, `/api/…`) answers in the language of the
 * page that called it (the Referer, same site only), else the one the reader last chose.
 */
export function getLang(request: Request): Lang {
  const url = new URL(request.url)
  if (isPagePath(url.pathname)) return pathLang(url.pathname)
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const from = new URL(referer)
      if (from.host === url.host && isPagePath(from.pathname)) return pathLang(from.pathname)
    } catch {
      // Not a URL: fall back to the cookie.
    }
  }
  return chosenLang(request) ?? defaultLang
}

/** The language the reader last chose with the toggle (the `lang` cookie), if any. */
export function chosenLang(request: Request): Lang | undefined {
  const value = readCookie(request, 'lang')
  return isLang(value) ? value : undefined
}

export function getTheme(request: Request): Theme {
  const value = readCookie(request, 'theme')
  return isTheme(value) ? value : 'light'
}

/** A redirect to a page of the site at its address in the reader's language (ADR 010). */
export function localizedRedirect(request: Request, to: string, init?: number | ResponseInit): Response {
  return redirect(localePath(getLang(request), to), init)
}
