import { data, useActionData, useNavigation, useSearchParams } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { buttonClass, FormError, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { resetPassword } from '#app/features/auth/password-reset.server'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/reset-password'
import { readForm } from '#app/lib/form.server'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'auth.reset.title')

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const text = (name: string) => String(form.get(name) ?? '')
  const result = await resetPassword(text('token'), text('password'), text('confirmPassword'))
  if (!result.ok) return data({ error: result.error }, { status: 400 })
  return redirectWithToast(request, '/login', { title: 'auth.reset.done', kind: 'success' })
}

/** The page a reset mail links to: a new password for the token in the URL. */
export default function ResetPasswordPage() {
  const { t } = useI18n()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const error = useActionData<typeof action>()?.error
  const pending = useNavigation().state === 'submitting'
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title={t('auth.reset.title')} icon="shield" />
      {!token ? (
        <p role="alert" className="rounded-lg border border-danger p-4">
          {t('auth.reset.invalid')} <Link to="/forgot-password" className="text-link underline">{t('auth.forgot.title')}</Link>
        </p>
      ) : (
        <Form method="post" noValidate>
          <input type="hidden" name="token" value={token} />
          <FormError>{error && !error.field ? t(error.message) : undefined}</FormError>
          <TextField label={t('auth.field.password')} name="password" type="password" autoComplete="new-password"
            error={error?.field === 'password' ? t(error.message) : undefined} />
          <TextField label={t('auth.field.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password"
            error={error?.field === 'confirmPassword' ? t(error.message) : undefined} />
          <button type="submit" className={`${buttonClass} w-full`} disabled={pending}>{t('auth.reset.submit')}</button>
        </Form>
      )}
    </div>
  )
}
