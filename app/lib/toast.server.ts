import { localePath } from '#app/i18n/paths'
import { readCookie } from './cookies.server'
import { getLang, preferenceCookie } from './preferences.server'
import type { Toast } from './toast'

const NAME = 'toast'

/**
 * A Set-Cookie header that carries a toast across a redirect (a flash message). Not httpOnly:
 * after a client-side redirect the page reads it in the browser (components/ui/toaster.tsx);
 * it holds only catalog keys.
 */
export function toastHeader(request: Request, toast: Toast): string {
  return preferenceCookie(request, NAME, JSON.stringify(toast), 60, false)
}

/** Reads the flash toast, if any, and the header that clears it. */
export function takeToast(request: Request): { toast: Toast | null; headers: Headers } {
  const headers = new Headers()
  const raw = readCookie(request, NAME)
  if (!raw) return { toast: null, headers }
  headers.append('Set-Cookie', preferenceCookie(request, NAME, '', 0, false))
  try {
    const toast = JSON.parse(raw) as Toast
    return { toast: typeof toast?.title === 'string' ? toast : null, headers }
  } catch {
    return { toast: null, headers }
  }
}

/** A redirect that shows a toast on the page it lands on, in the reader's language. */
export function redirectWithToast(request: Request, to: string, toast: Toast, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', toastHeader(request, toast))
  headers.set('Location', localePath(getLang(request), to))
  return new Response(null, { ...init, status: init?.status ?? 302, headers })
}
