import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { MessageKey, Vars } from '#app/i18n/i18n'

/*
 * The browser's half of passkeys (ADR 029). Loaded only when a reader uses the passkey
 * controls (a click, or focus on the sign-in form's e-mail field for the browser's autofill),
 * never with a page: it carries @simplewebauthn/browser.
 */

export interface PasskeyFailure { message: MessageKey; vars?: Vars }
export type PasskeyOutcome = { ok: true } | { ok: false; error: PasskeyFailure | null }

async function post(fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch('/api/passkeys', { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin' })
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, body }
}

const serverError = (body: Record<string, unknown>): PasskeyFailure => (body.error as PasskeyFailure | undefined) ?? { message: 'auth.passkey.error.failed' }

/** What went wrong in the browser, in words for the reader; null when nothing needs saying (a request replaced by another). */
function browserError(error: unknown): PasskeyFailure | null {
  const name = (error as { name?: string; cause?: { name?: string } })?.name
  const code = (error as { code?: string })?.code
  if (name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return null
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return { message: 'auth.passkey.error.exists' }
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return { message: 'auth.passkey.error.otherSite' }
  if (error instanceof TypeError) return { message: 'auth.passkey.error.network' }
  return { message: 'auth.passkey.error.cancelled' }
}

/** Whether this browser can make and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

/** Adds a passkey to the signed-in reader's account, named `name`. */
export async function addPasskey(name: string): Promise<PasskeyOutcome> {
  try {
    const start = await post({ intent: 'register-options' })
    if (start.status !== 200) return { ok: false, error: serverError(start.body) }
    const answer = await startRegistration({ optionsJSON: start.body.options as never })
    const done = await post({ intent: 'register', challengeId: String(start.body.challengeId), name, response: JSON.stringify(answer) })
    return done.status === 200 ? { ok: true } : { ok: false, error: serverError(done.body) }
  } catch (error) {
    return { ok: false, error: browserError(error) }
  }
}

/**
 * Signs in with a passkey the phone offers. `autofill`: wait for the reader to pick one from the
 * e-mail field's suggestions (conditional mediation), where the browser supports it; otherwise
 * the browser asks at once. On success the session cookie is set.
 */
export async function signInWithPasskey(autofill: boolean): Promise<PasskeyOutcome> {
  try {
    if (autofill) {
      const available = await window.PublicKeyCredential?.isConditionalMediationAvailable?.()
      if (!available) return { ok: false, error: null }
    }
    const start = await post({ intent: 'sign-in-options' })
    if (start.status !== 200) return { ok: false, error: autofill ? null : serverError(start.body) }
    const answer = await startAuthentication({ optionsJSON: start.body.options as never, useBrowserAutofill: autofill })
    const done = await post({ intent: 'sign-in', challengeId: String(start.body.challengeId), response: JSON.stringify(answer) })
    return done.status === 200 ? { ok: true } : { ok: false, error: serverError(done.body) }
  } catch (error) {
    // The autofill request ends quietly when the reader signs in otherwise, leaves, or the
    // browser drops it: only a passkey the reader picked and the server refused is worth a word.
    return { ok: false, error: autofill ? null : browserError(error) }
  }
}
