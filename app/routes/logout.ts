import { redirectWithAuth } from '#app/features/auth/auth-response.server'
import { signOut } from '#app/features/auth/sign-out.server'
import type { Route } from './+types/logout'
import { localizedRedirect } from '#app/lib/preferences.server'

/** Logout from the menu: the session row is deleted, the cookie cleared, and the reader goes home. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request).catch(() => new Headers())
  return redirectWithAuth(request, '/', headers, { title: 'auth.toast.signedOut' })
}

export async function loader({ request }: Route.LoaderArgs) {
  return localizedRedirect(request, '/')
}
