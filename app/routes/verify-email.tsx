import { redirectWithToast } from '#app/lib/toast.server'
import { verifyEmail } from '#app/features/auth/password-reset.server'
import type { Route } from './+types/verify-email'

/** The link in the verification mail: marks the address verified and goes home with a toast. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const ok = token ? await verifyEmail(token) : false
  return redirectWithToast(request, '/', ok ? { title: 'auth.verify.done', kind: 'success' } : { title: 'auth.verify.invalid', kind: 'error' })
}
