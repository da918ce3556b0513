import { redirect } from 'react-router'
import { isLang } from '#app/i18n/i18n'
import { localePath, unlocalizedPath } from '#app/i18n/paths'
import { preferenceCookie } from '#app/lib/preferences.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import { isTheme } from '#app/lib/theme'
import type { Route } from './+types/preferences'
import { readForm } from '#app/lib/form.server'

/**
 * The language and theme toggles post here (a plain form, so they work without JavaScript).
 * The choice goes into a cookie, and the reader returns to the page they were on.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  let back = safeRedirectPath(form.get('redirectTo'))
  const headers = new Headers()
  const lang = form.get('lang')
  const theme = form.get('theme')
  if (isLang(lang)) {
    headers.append('Set-Cookie', preferenceCookie(request, 'lang', lang))
    // The same page at its address in the chosen language (ADR 010).
    back = localePath(lang, unlocalizedPath(back))
  }
  if (isTheme(theme)) headers.append('Set-Cookie', preferenceCookie(request, 'theme', theme))
  if (!headers.has('Set-Cookie')) return new Response('Unknown preference', { status: 400 })
  return redirect(back, { headers })
}

export async function loader() {
  return redirect('/')
}
