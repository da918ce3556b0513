import { data, useActionData, useNavigation, useSearchParams } from 'react-router'
import { Form } from '#app/components/ui/link'
import { buttonClass, FormError, secondaryButtonClass, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { redirectWithAuth } from '#app/features/auth/auth-response.server'
import { checkSecondFactor, releaseSession, trustThisDevice } from '#app/features/auth/two-factor.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getSession } from '#app/lib/auth/session.server'
import { formText, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { localizedRedirect } from '#app/lib/preferences.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import type { Route } from './+types/login-two-factor'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'auth.twoFactor.title')

/** Only a session that waits for its second step has anything to do here. */
async function waiting(request: Request) {
  const session = await getSession(request)
  if (session.awaitingSecondFactor) return session.awaitingSecondFactor
  const back = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'))
  throw localizedRedirect(request, session.user ? back : `/login?redirectTo=${encodeURIComponent(back)}`)
}

export async function loader({ request }: Route.LoaderArgs) {
  await waiting(request)
  return null
}

/** The second step of signing in (ADR 016): a code from the app, or a backup code. */
export async function action({ request }: Route.ActionArgs) {
  const pending = await waiting(request)
  const form = await readForm(request)
  const result = await checkSecondFactor(request, pending.userId, formText(form, 'code'))
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  await releaseSession(pending.sessionToken)
  const headers = new Headers()
  if (formText(form, 'trust') === '1') headers.append('Set-Cookie', await trustThisDevice(request, pending.userId))
  return redirectWithAuth(request, formText(form, 'redirectTo'), headers, { title: 'auth.toast.signedIn', kind: 'success' })
}

export default function TwoFactorSignIn() {
  const { t } = useI18n()
  const actionData = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  const error = actionData?.error ? t(actionData.error.message, actionData.error.vars) : undefined
  return (
    <div className="mx-auto max-w-sm">
      <PageHeader title={t('auth.twoFactor.title')} icon="shield-check">{t('auth.twoFactor.intro')}</PageHeader>
      <Form method="post" noValidate className="rounded-xl border border-border bg-surface p-5">
        <input type="hidden" name="redirectTo" value={safeRedirectPath(params.get('redirectTo'))} />
        <FormError>{error}</FormError>
        <fieldset disabled={pending} className="contents">
          <TextField label={t('auth.twoFactor.code')} name="code" autoComplete="one-time-code" inputMode="text" autoCapitalize="off"
            spellCheck={false} maxLength={20} required autoFocus aria-invalid={error ? true : undefined} />
          <label className="mb-4 flex min-h-11 items-center gap-2">
            <input type="checkbox" name="trust" value="1" className="size-5" />
            {t('auth.twoFactor.trust')}
          </label>
          <button type="submit" className={`${buttonClass} w-full`}>{t('auth.twoFactor.submit')}</button>
        </fieldset>
      </Form>
      <Form method="post" action="/logout" className="mt-3">
        <button type="submit" className={`${secondaryButtonClass} w-full`}>{t('auth.twoFactor.cancel')}</button>
      </Form>
    </div>
  )
}
