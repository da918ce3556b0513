import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react'
import { useRouteLoaderData, type FormProps } from 'react-router'
import { Link } from '#app/components/ui/link'
import { buttonClass, FormError, secondaryButtonClass, TextField } from '#app/components/ui/form'
import { MessageHelp } from '#app/components/ui/message-help'
import { Honeypot } from '#app/components/ui/honeypot'
import { Icon } from '#app/components/ui/icon'
import { Spinner } from '#app/components/ui/spinner'
import { useI18n } from '#app/i18n/use-i18n'
import type { AuthFormError } from '../auth-result'
import { authValuesFrom, validateAuth, type AuthMode } from '../schema'
import { OidcButton } from './oidc-button'
import { PasskeySignIn } from './passkey-sign-in'

/**
 * The login or register form. The same rules run here (instant feedback) and in the action (the
 * real check). `FormComponent` is React Router's <Form> on the pages or a fetcher's in the dialog.
 */
export function AuthForm({
  mode, FormComponent, serverError, pending, redirectTo, footer,
}: {
  mode: AuthMode
  FormComponent: ComponentType<FormProps & React.RefAttributes<HTMLFormElement>>
  serverError?: AuthFormError | null
  pending: boolean
  redirectTo: string
  footer?: ReactNode
}) {
  const { t, href } = useI18n()
  // Codes by SMS are offered only when the operator turned them on (the layout's loader says).
  const sms = !!(useRouteLoaderData('routes/layout') as { sms?: boolean } | undefined)?.sms
  const [clientError, setClientError] = useState<AuthFormError | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const error = clientError ?? serverError ?? null
  useEffect(() => {
    if (error?.field) formRef.current?.querySelector<HTMLInputElement>(`[name="${error.field}"]`)?.focus()
  }, [error])
  useEffect(() => setClientError(null), [serverError])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const invalid = validateAuth(mode, authValuesFrom(new FormData(event.currentTarget)))
    setClientError(invalid)
    if (invalid) event.preventDefault()
  }

  const message = error ? t(error.message, error.vars) : undefined
  const fieldError = (field: string) => (error?.field === field ? message : undefined)
  return (
    <>
    <FormComponent method="post" action={href(mode === 'login' ? '/login' : '/register')} onSubmit={onSubmit} noValidate ref={formRef}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError>{error && !error.field ? <>{message}<MessageHelp message={error.message} /></> : undefined}</FormError>
      <fieldset disabled={pending} className="contents">
        {mode === 'register' ? (
          <TextField label={t('auth.field.name')} name="name" autoComplete="name" error={fieldError('name')} maxLength={100} />
        ) : null}
        {/* "webauthn" lets the browser offer this site's passkeys among the e-mail suggestions. */}
        {/* With SMS on, a member signs in with their mobile number as well as their e-mail. */}
        <TextField label={t('auth.field.email')} name="email" type={mode === 'login' && sms ? 'text' : 'email'} hint={mode === 'login' && sms ? t('auth.sms.field.emailOrPhone') : undefined}
          autoComplete={mode === 'login' ? 'username webauthn' : 'email'} inputMode={mode === 'login' && sms ? undefined : 'email'} error={fieldError('email')} />
        <TextField label={t('auth.field.password')} name="password" type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'} error={fieldError('password')} />
        {mode === 'register' ? <Honeypot /> : null}
        {mode === 'register' ? (
          <TextField label={t('auth.field.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" error={fieldError('confirmPassword')} />
        ) : null}
        <button type="submit" className={`${buttonClass} mt-2 w-full`}>
          {pending ? <Spinner /> : null}
          {pending ? t('auth.submitting') : t(mode === 'login' ? 'auth.submit.login' : 'auth.submit.register')}
        </button>
      </fieldset>
      {mode === 'login' ? (
        <p className="mt-3 text-sm">
          <Link to="/forgot-password" className="text-link underline">{t('auth.forgot.link')}</Link>
        </p>
      ) : null}
      {mode === 'login' ? <PasskeySignIn redirectTo={redirectTo} /> : null}
      {sms ? (
        <Link to={`${mode === 'login' ? '/login/phone' : '/register/phone'}?redirectTo=${encodeURIComponent(redirectTo)}`} className={`${secondaryButtonClass} mt-3 w-full`}>
          <Icon name="phone" className="size-5" />
          {t(mode === 'login' ? 'auth.sms.signIn.link' : 'auth.sms.signUp.link')}
        </Link>
      ) : null}
    </FormComponent>
    {/* Its own form after the e-mail form: forms cannot nest. */}
    <OidcButton redirectTo={redirectTo} separator={mode !== 'login'} />
    {footer}
    </>
  )
}
