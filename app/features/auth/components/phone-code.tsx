import type { ReactNode } from 'react'
import { Form, Link } from '#app/components/ui/link'
import { buttonClass, FormError, TextField } from '#app/components/ui/form'
import { MessageHelp } from '#app/components/ui/message-help'
import { Honeypot } from '#app/components/ui/honeypot'
import { Spinner } from '#app/components/ui/spinner'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'

export interface PhoneFormError { field?: string; message: MessageKey; vars?: Vars }

/** What an SMS action answers: which step to show, with what. */
export interface PhoneStepState {
  step: 'phone' | 'code'
  codeId?: string
  /** The number, masked (+88017•••••678): shown back so the reader knows where the code went. */
  masked?: string
  phone?: string
  name?: string
  error?: PhoneFormError | null
}

/**
 * The two steps of a code by SMS (issue 34, ADR 030) as plain forms that post to the route's
 * action: a number (and, to register, a name), then the 6-digit code. They work without
 * JavaScript; `intent` tells the action which step was sent (`send` / `verify` after `prefix`).
 */
export function PhoneCodeForm({ state, prefix = '', withName = false, pending, hidden, codeFields, submitCode, back }: {
  state: PhoneStepState | null | undefined
  prefix?: string
  withName?: boolean
  pending: boolean
  /** Hidden fields both forms carry (redirectTo). */
  hidden?: Record<string, string>
  /** More fields beside the code (a new password). */
  codeFields?: ReactNode
  submitCode?: string
  /** Where "another number" leads: the page itself. */
  back: string
}) {
  const { t } = useI18n()
  const error = state?.error ?? null
  const message = error ? t(error.message, error.vars) : undefined
  const fieldError = (field: string) => (error?.field === field ? message : undefined)
  const hiddenInputs = Object.entries(hidden ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
  if (state?.step === 'code' && state.codeId) {
    return (
      <Form method="post" noValidate>
        {hiddenInputs}
        <input type="hidden" name="intent" value={`${prefix}verify`} />
        <input type="hidden" name="codeId" value={state.codeId} />
        <input type="hidden" name="masked" value={state.masked ?? ''} />
        <p role="status" className="mb-3 rounded-lg border border-primary bg-primary-soft p-3 text-sm">
          {t('auth.sms.sent', { phone: state.masked ?? '' })}
        </p>
        <FormError>{error && !error.field ? <>{message}<MessageHelp message={error.message} /></> : undefined}</FormError>
        <fieldset disabled={pending} className="contents">
          {/* one-time-code: the phone offers the code from the SMS as it arrives. */}
          <TextField label={t('auth.sms.field.code')} name="code" inputMode="numeric" autoComplete="one-time-code"
            pattern="[0-9০-৯]*" maxLength={12} autoFocus error={fieldError('code')} className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-lg tracking-widest text-fg aria-[invalid=true]:border-danger" />
          {codeFields}
          <button type="submit" className={`${buttonClass} mt-2 w-full`}>
            {pending ? <Spinner /> : null}
            {submitCode ?? t('auth.sms.verify')}
          </button>
        </fieldset>
        <p className="mt-3 text-sm"><Link to={back} className="text-link underline">{t('auth.sms.another')}</Link></p>
      </Form>
    )
  }
  return (
    <Form method="post" noValidate>
      {hiddenInputs}
      <input type="hidden" name="intent" value={`${prefix}send`} />
      <FormError>{error && !error.field ? <>{message}<MessageHelp message={error.message} /></> : undefined}</FormError>
      <fieldset disabled={pending} className="contents">
        {withName ? <TextField label={t('auth.field.name')} name="name" autoComplete="name" maxLength={100} defaultValue={state?.name} error={fieldError('name')} /> : null}
        <TextField label={t('auth.sms.field.phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={state?.phone}
          hint={t('auth.sms.field.phoneHint')} error={fieldError('phone')} />
        {withName ? <Honeypot /> : null}
        <button type="submit" className={`${buttonClass} mt-2 w-full`}>
          {pending ? <Spinner /> : null}
          {t('auth.sms.send')}
        </button>
      </fieldset>
    </Form>
  )
}
