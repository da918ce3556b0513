import { data, useActionData, useNavigation } from 'react-router'
import { Form } from '#app/components/ui/link'
import { buttonClass, FormError, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { requestPasswordReset } from '#app/features/auth/password-reset.server'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/forgot-password'
import { readForm } from '#app/lib/form.server'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'auth.forgot.title')

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const result = await requestPasswordReset(request, String(form.get('email') ?? ''))
  if (!result.ok) return data({ sent: false as const, error: result.error }, { status: 400 })
  return { sent: true as const, error: null }
}

export default function ForgotPasswordPage() {
  const { t } = useI18n()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const error = result?.error
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title={t('auth.forgot.title')} icon="mail">{t('auth.forgot.intro')}</PageHeader>
      {result?.sent ? (
        <p role="status" className="rounded-lg border border-primary bg-primary-soft p-4">{t('auth.forgot.sent')}</p>
      ) : (
        <Form method="post" noValidate>
          <FormError>{error && !error.field ? t(error.message, error.vars) : undefined}</FormError>
          <TextField label={t('auth.field.email')} name="email" type="email" autoComplete="email"
            error={error?.field === 'email' ? t(error.message) : undefined} />
          <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>{t('auth.forgot.submit')}</button>
        </Form>
      )}
    </div>
  )
}
