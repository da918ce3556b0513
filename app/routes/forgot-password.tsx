import { data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { Form } from '#app/components/ui/link'
import { buttonClass, FormError, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { PhoneCodeForm, type PhoneStepState } from '#app/features/auth/components/phone-code'
import { requestPasswordReset } from '#app/features/auth/password-reset.server'
import { phoneResetAction } from '#app/features/auth/sms/phone-actions.server'
import { smsEnabled } from '#app/features/auth/sms/sender.server'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import type { Route } from './+types/forgot-password'
import { readForm } from '#app/lib/form.server'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'auth.forgot.title')

export function loader() {
  return { sms: smsEnabled() }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  // The phone way (issue 34): a code by SMS, then the new password with it.
  if (intent.startsWith('phone-')) return phoneResetAction(request, form, getLang(request))
  const result = await requestPasswordReset(request, String(form.get('email') ?? ''))
  if (!result.ok) return data({ by: 'email' as const, sent: false as const, error: result.error }, { status: 400 })
  return { by: 'email' as const, sent: true as const, error: null }
}

export default function ForgotPasswordPage() {
  const { t } = useI18n()
  const { sms } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const byEmail = result && 'sent' in result ? result : undefined
  const phoneResult = result && 'step' in result ? (result as PhoneStepState) : undefined
  const error = byEmail?.error
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title={t('auth.forgot.title')} icon="mail">{t('auth.forgot.intro')}</PageHeader>
      {byEmail?.sent ? (
        <p role="status" className="rounded-lg border border-primary bg-primary-soft p-4">{t('auth.forgot.sent')}</p>
      ) : phoneResult?.step === 'code' ? null : (
        <Form method="post" noValidate>
          <FormError>{error && !error.field ? t(error.message, error.vars) : undefined}</FormError>
          <TextField label={t('auth.field.email')} name="email" type="email" autoComplete="email"
            error={error?.field === 'email' ? t(error.message) : undefined} />
          <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>{t('auth.forgot.submit')}</button>
        </Form>
      )}
      {sms && !byEmail?.sent ? (
        <section aria-labelledby="reset-by-phone" className="mt-8 border-t border-border pt-6">
          <h2 id="reset-by-phone" className="text-lg font-bold">{t('auth.sms.reset.title')}</h2>
          <p className="mb-3 text-sm text-muted">{t('auth.sms.reset.intro')}</p>
          <PhoneCodeForm state={phoneResult} prefix="phone-" pending={pending} back="/forgot-password"
            submitCode={t('auth.sms.reset.submit')}
            codeFields={(
              <>
                <TextField label={t('auth.reset.title')} name="password" type="password" autoComplete="new-password"
                  error={phoneResult?.error?.field === 'password' ? t(phoneResult.error.message, phoneResult.error.vars) : undefined} />
                <TextField label={t('auth.field.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password"
                  error={phoneResult?.error?.field === 'confirmPassword' ? t(phoneResult.error.message, phoneResult.error.vars) : undefined} />
              </>
            )} />
        </section>
      ) : null}
    </div>
  )
}
