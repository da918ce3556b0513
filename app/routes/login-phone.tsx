import { data, useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { PhoneCodeForm, type PhoneStepState } from '#app/features/auth/components/phone-code'
import { phoneSignInAction } from '#app/features/auth/sms/phone-actions.server'
import { smsEnabled } from '#app/features/auth/sms/sender.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getSession } from '#app/lib/auth/session.server'
import { readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { getLang, localizedRedirect } from '#app/lib/preferences.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import type { Route } from './+types/login-phone'

/** /register/phone shares this module (its own route id); the path tells which it is. */
const isRegister = (pathname: string) => /\/register\/phone\/?$/.test(pathname)

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, isRegister(location.pathname) ? 'auth.sms.signUp.title' : 'auth.sms.signIn.title')

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  const back = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'))
  if (session.user) throw localizedRedirect(request, back)
  if (session.awaitingSecondFactor) throw localizedRedirect(request, `/login/two-factor?redirectTo=${encodeURIComponent(back)}`)
  // Off (no SMS_PROVIDER): the page says so, politely, and offers e-mail instead.
  return data({ enabled: smsEnabled() }, { status: smsEnabled() ? 200 : 404 })
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  return phoneSignInAction(request, form, isRegister(new URL(request.url).pathname) ? 'sign-up' : 'sign-in', getLang(request))
}

/** Sign in, or register, with a mobile number and a code by SMS (issue 34): works without JavaScript. */
export default function PhoneSignInPage() {
  const { t } = useI18n()
  const { enabled } = useLoaderData<typeof loader>()
  const state = useActionData<typeof action>() as PhoneStepState | undefined
  const pending = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const register = isRegister(pathname)
  const redirectTo = safeRedirectPath(params.get('redirectTo'))
  const query = `?redirectTo=${encodeURIComponent(redirectTo)}`
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title={t(register ? 'auth.sms.signUp.title' : 'auth.sms.signIn.title')} icon="phone">
        {enabled ? t('auth.sms.intro') : null}
      </PageHeader>
      {enabled ? (
        <PhoneCodeForm state={state} withName={register} pending={pending} hidden={{ redirectTo }}
          back={`${register ? '/register/phone' : '/login/phone'}${query}`} />
      ) : (
        <p role="status" className="rounded-lg border border-border bg-surface p-4">{t('auth.sms.error.off')}</p>
      )}
      <div className="mt-4 space-y-2 text-sm">
        <p><Link to={`${register ? '/register' : '/login'}${query}`} className="text-link underline">{t(register ? 'auth.sms.withEmailRegister' : 'auth.sms.withEmail')}</Link></p>
        {enabled ? (
          <p>
            <Link to={`${register ? '/login/phone' : '/register/phone'}${query}`} className="text-link underline">
              {t(register ? 'auth.sms.signIn.link' : 'auth.sms.signUp.link')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  )
}
