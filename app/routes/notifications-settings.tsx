import { data, useActionData, useLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { FormError } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { DevicePush } from '#app/features/notifications/components/device-push'
import { SettingsForm } from '#app/features/notifications/components/settings-form'
import { parseSettingsForm, readSettings, saveSettings } from '#app/features/notifications/settings.server'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/notifications-settings'

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location }, 'notifications.settings.title'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return { settings: await readSettings(user.id, getLang(request)), email: user.email, verified: user.emailVerified }
}

/** Saves every choice at once; anything that is not one of the choices offered saves nothing. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const limit = await hitLimit(`notifications:settings:${user.id}`, { max: 20, windowSeconds: 600 })
  if (!limit.allowed) return data({ error: 'notifications.toast.rateLimited' as const, seconds: limit.retryAfter }, { status: 429 })
  const settings = parseSettingsForm(await readForm(request))
  if (!settings) return data({ error: 'notifications.toast.invalid' as const, seconds: 0 }, { status: 400 })
  await saveSettings(user.id, settings)
  return redirectWithToast(request, '/notifications/settings', { title: 'notifications.toast.saved', kind: 'success' }, { status: 303 })
}

export default function NotificationSettings() {
  const { t } = useI18n()
  const { settings, email, verified } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('notifications.settings.title')} icon="bell">{t('notifications.settings.intro')}</PageHeader>
      <p className="mb-4"><Link to="/notifications" className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('notifications.title')}</Link></p>
      <FormError>{result?.error ? t(result.error, { seconds: result.seconds }) : undefined}</FormError>
      {/* An account made with a phone number has no e-mail (ADR 030): nothing is mailed to it. */}
      <p className={`mb-4 rounded-lg p-3 text-sm ${verified || !email ? 'bg-surface-2' : 'bg-warning-soft text-warning-fg'}`}>
        {email ? t(verified ? 'notifications.settings.emailTo' : 'notifications.settings.unverified', { email }) : t('auth.sms.noEmailMail')}
      </p>
      <Form method="post">
        <SettingsForm settings={settings} />
      </Form>
      <div className="mt-8"><DevicePush /></div>
    </div>
  )
}
