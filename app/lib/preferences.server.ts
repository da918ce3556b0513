import { defaultLang, isLang, type Lang } from '#app/i18n/i18n'
import { isTheme, type Theme } from './theme'

/** Reads one cookie from a request's Cookie header. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index === -1) continue
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** A Set-Cookie value for a preference: a year long, Lax, Secure over https. */
export function preferenceCookie(request: Request, name: string, value: string, maxAge = 60 * 60 * 24 * 365, httpOnly = true) {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure}`
}

export function getLang(request: Request): Lang {
  const value = readCookie(request, 'lang')
  return isLang(value) ? value : defaultLang
}

export function getTheme(request: Request): Theme {
  const value = readCookie(request, 'theme')
  return isTheme(value) ? value : 'light'
}
