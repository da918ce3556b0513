import { data, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { redirectWithAuth } from '#app/features/auth/auth-response.server'
import { AuthForm } from '#app/features/auth/components/auth-form'
import { isOidcReason, oidcSettings, reasonKey } from '#app/features/auth/oidc.server'
import { authValuesFrom } from '#app/features/auth/schema'
import { signIn } from '#app/features/auth/sign-in.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getSession } from '#app/lib/auth/session.server'
import { pageMeta } from '#app/lib/meta'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import type { Route } from './+types/login'
import { localizedRedirect } from '#app/lib/preferences.server'
import { readForm } from '#app/lib/form.server'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'auth.login.title')

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  const back = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'))
  if (session.user) throw localizedRedirect(request, back)
  // A correct password already given: what is missing is the second step.
  if (session.awaitingSecondFactor) throw localizedRedirect(request, `/login/two-factor?redirectTo=${encodeURIComponent(back)}`)
  // Sent back from "Continue with Google" (ADR 031): why it did not sign the reader in.
  const reason = new URL(request.url).searchParams.get('oidc')
  return { oidcError: isOidcReason(reason) ? { message: reasonKey(reason), vars: { provider: oidcSettings()?.name ?? 'Google' } } : null }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const result = await signIn(request, authValuesFrom(form))
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  const back = safeRedirectPath(form.get('redirectTo'))
  if (result.secondFactor) return redirectWithAuth(request, `/login/two-factor?redirectTo=${encodeURIComponent(back)}`, result.headers)
  return redirectWithAuth(request, back, result.headers, { title: 'auth.toast.signedIn', kind: 'success' })
}

/** The login page: the dialog's form as a page, for readers without JavaScript. */
export default function LoginPage() {
  const { t } = useI18n()
  const actionData = useActionData<typeof action>()
  const { oidcError } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title={t('auth.login.title')} icon="log-in" />
      <AuthForm mode="login" FormComponent={Form} serverError={actionData?.error ?? oidcError} pending={navigation.state === 'submitting'}
        redirectTo={redirectTo}
        footer={<p className="mt-4 text-sm"><Link to={`/register?redirectTo=${encodeURIComponent(redirectTo)}`} className="text-link underline">{t('auth.switch.toRegister')}</Link></p>} />
    </div>
  )
}
