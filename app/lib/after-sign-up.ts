import { unlocalizedPath } from '#app/i18n/paths'
import { safeRedirectPath } from './safe-redirect'

export const WELCOME_PATH = '/welcome'

// Where a reader "came from" that is no destination of its own: the welcome page greets them
// instead (the home page, and the sign-in and sign-up pages themselves).
const noDestination = /^\/(?:welcome|login|register)(?:$|[/?#])/

/**
 * The page whose address a reader was on their way to (`redirectTo`), if it is one: a path on
 * this site other than the home page, the welcome page or a sign-in page. Null otherwise.
 */
export function destinationOf(redirectTo: FormDataEntryValue | string | null | undefined): string | null {
  const path = safeRedirectPath(redirectTo, '')
  if (!path) return null
  const bare = unlocalizedPath(path)
  if (bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') || noDestination.test(bare)) return null
  return path
}

/**
 * Where a new account lands right after signing up, whichever way it was made (e-mail, a code by
 * SMS, a first sign-in with OpenID Connect): a reader who was on their way somewhere (about to
 * post, reading a page when they opened the sign-up dialog) goes there, as they expect; one who
 * came to join (from the home page or straight to /register) gets the welcome page, once (docs/
 * accounts.md, "After signing up"). Only an account's creation comes here, so it is shown once.
 */
export function afterSignUpPath(redirectTo: FormDataEntryValue | string | null | undefined): string {
  return destinationOf(redirectTo) ?? WELCOME_PATH
}
