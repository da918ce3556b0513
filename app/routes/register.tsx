import { data, useActionData, useNavigation, useSearchParams } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { redirectWithAuth } from '#app/features/auth/auth-response.server'
import { AuthForm } from '#app/features/auth/components/auth-form'
import { authValuesFrom } from '#app/features/auth/schema'
import { signUp } from '#app/features/auth/sign-up.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getUser } from '#app/lib/auth/session.server'
import { pageMeta } from '#app/lib/meta'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import { afterSignUpPath } from '#app/lib/after-sign-up'
import type { Route } from './+types/register'
import { localizedRedirect } from '#app/lib/preferences.server'
import { readForm } from '#app/lib/form.server'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'auth.register.title')

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw localizedRedirect(request, safeRedirectPath(new URL(request.url).searchParams.get('redirectTo')))
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const result = await signUp(request, authValuesFrom(form))
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  // A newcomer with nowhere to go lands on the welcome page (app/lib/after-sign-up.ts).
  return redirectWithAuth(request, afterSignUpPath(form.get('redirectTo')), result.headers, { title: 'auth.toast.registered', kind: 'success' })
}

/** The register page, for readers without JavaScript (the header dialog does the same). */
export default function RegisterPage() {
  const { t } = useI18n()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title={t('auth.register.title')} icon="user" />
      <AuthForm mode="register" FormComponent={Form} serverError={actionData?.error} pending={navigation.state === 'submitting'}
        redirectTo={redirectTo}
        footer={<p className="mt-4 text-sm"><Link to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`} className="text-link underline">{t('auth.switch.toLogin')}</Link></p>} />
    </div>
  )
}
