import { data } from 'react-router'
import type { Lang } from '#app/i18n/i18n'
import { maskPhone, normalizePhone } from '#app/lib/phone'
import { afterSignUpPath } from '#app/lib/after-sign-up'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import { redirectWithAuth } from '../auth-response.server'
import { smsEnabled } from './sender.server'
import { resetPasswordWithCode, sendCode, signInWithCode, signUpWithCode, type Refusal } from './sms-codes.server'
import type { SmsPurpose } from '#app/lib/db/schema'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** The first step of every SMS form: send a code, or say why not (the form shows the number step again). */
export async function sendStep(request: Request, form: FormData, purpose: SmsPurpose, lang: Lang, userId?: string) {
  const phone = text(form, 'phone')
  const name = text(form, 'name')
  if (form.get('website')) return data({ step: 'phone' as const, phone, name, error: { message: 'form.error.rejected' as const } }, { status: 400 })
  const sent = await sendCode(request, { purpose, phone, name, lang, userId })
  if (!sent.ok) return data({ step: 'phone' as const, phone, name, error: sent.error }, { status: sent.status })
  const normalized = normalizePhone(phone)
  return data({ step: 'code' as const, codeId: sent.codeId, masked: normalized.ok ? maskPhone(normalized.phone) : '', error: null })
}

/** A refused code: a wrong one asks again; one gone (expired, used, tries spent) goes back to the number. */
export function codeRefused(form: FormData, refusal: Refusal) {
  const again = refusal.error.field === 'code' && refusal.error.message !== 'auth.sms.error.tooManyTries'
  return data(again
    ? { step: 'code' as const, codeId: text(form, 'codeId'), masked: text(form, 'masked'), error: refusal.error }
    : { step: 'phone' as const, error: refusal.error }, { status: refusal.status })
}

/** The /login/phone and /register/phone action. */
export async function phoneSignInAction(request: Request, form: FormData, mode: 'sign-in' | 'sign-up', lang: Lang) {
  if (!smsEnabled()) return data({ step: 'phone' as const, error: { message: 'auth.sms.error.off' as const } }, { status: 404 })
  const intent = text(form, 'intent')
  if (intent === 'send') return sendStep(request, form, mode, lang)
  if (intent !== 'verify') return data({ step: 'phone' as const, error: { message: 'form.error.unreadable' as const } }, { status: 400 })
  const result = mode === 'sign-up' ? await signUpWithCode(request, text(form, 'codeId'), text(form, 'code')) : await signInWithCode(request, text(form, 'codeId'), text(form, 'code'))
  if (!result.ok) return codeRefused(form, result)
  const back = safeRedirectPath(form.get('redirectTo'))
  if (result.secondFactor) return redirectWithAuth(request, `/login/two-factor?redirectTo=${encodeURIComponent(back)}`, result.headers)
  const title = result.created ? 'auth.sms.toast.signedUp' as const : mode === 'sign-up' ? 'auth.sms.toast.existing' as const : 'auth.toast.signedIn' as const
  // A new account with nowhere to go lands on the welcome page (app/lib/after-sign-up.ts).
  return redirectWithAuth(request, result.created ? afterSignUpPath(back) : back, result.headers, { title, kind: 'success' })
}

/** The phone part of /forgot-password: `phone-send`, then `phone-verify` with the new password. */
export async function phoneResetAction(request: Request, form: FormData, lang: Lang) {
  if (!smsEnabled()) return data({ step: 'phone' as const, error: { message: 'auth.sms.error.off' as const } }, { status: 404 })
  const intent = text(form, 'intent')
  if (intent === 'phone-send') return sendStep(request, form, 'reset', lang)
  const result = await resetPasswordWithCode(request, {
    codeId: text(form, 'codeId'), code: text(form, 'code'), password: text(form, 'password'), confirmPassword: text(form, 'confirmPassword'),
  })
  if (!result.ok) {
    // A password refused keeps the code step: the code was not used.
    if (result.error.field === 'password' || result.error.field === 'confirmPassword') {
      return data({ step: 'code' as const, codeId: text(form, 'codeId'), masked: text(form, 'masked'), error: result.error }, { status: result.status })
    }
    return codeRefused(form, result)
  }
  return redirectWithAuth(request, '/login', new Headers(), { title: 'auth.reset.done', kind: 'success' })
}
