import { localizedRedirect } from '#app/lib/preferences.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import type { Toast } from '#app/lib/toast'
import { toastHeader } from '#app/lib/toast.server'

/** A redirect after an auth action that carries better-auth's cookies and a toast. */
export function redirectWithAuth(request: Request, to: string | null | undefined, authHeaders: Headers, toast?: Toast) {
  const headers = new Headers()
  for (const cookie of authHeaders.getSetCookie()) headers.append('Set-Cookie', cookie)
  if (toast) headers.append('Set-Cookie', toastHeader(request, toast))
  return localizedRedirect(request, safeRedirectPath(to), { headers })
}
