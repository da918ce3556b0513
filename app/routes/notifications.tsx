import { data, useActionData, useLoaderData, useSearchParams } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { FormError } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { DevicePush } from '#app/features/notifications/components/device-push'
import { NotificationList } from '#app/features/notifications/components/notification-list'
import { listNotifications, markAllRead, markRead, parseNotificationId } from '#app/features/notifications/queries.server'
import { rememberLanguage } from '#app/features/notifications/settings.server'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { formText, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/notifications'

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location }, 'notifications.title'),
  { name: 'robots', content: 'noindex' },
]

/** The reader's notifications (issue 29): newest first, 20 a page. Visitors are sent to sign in. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const before = new URL(request.url).searchParams.get('before')
  const lang = getLang(request)
  // Until the reader chooses, their e-mails come in the language they read this page in.
  if (!before) await rememberLanguage(user.id, lang)
  return await listNotifications(user.id, lang, before)
}

/** "Mark all as read", and "mark as read" for one that leads nowhere. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const limit = await hitLimit(`notifications:mark:${user.id}`, { max: 60, windowSeconds: 600 })
  if (!limit.allowed) {
    return redirectWithToast(request, '/notifications', { title: 'notifications.toast.rateLimited', vars: { seconds: limit.retryAfter }, kind: 'error' }, { status: 303 })
  }
  const form = await readForm(request)
  const intent = formText(form, 'intent')
  if (intent === 'read-all') {
    await markAllRead(user.id)
    return redirectWithToast(request, '/notifications', { title: 'notifications.toast.allRead', kind: 'success' }, { status: 303 })
  }
  const id = parseNotificationId(formText(form, 'id'))
  if (intent === 'read' && id && (await markRead(user.id, id))) {
    return redirectWithToast(request, '/notifications', { title: 'notifications.toast.read', kind: 'success' }, { status: 303 })
  }
  return data({ error: 'notifications.toast.notFound' as const }, { status: 404 })
}

export default function Notifications() {
  const { t } = useI18n()
  const { items, next } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const unread = items.some((n) => !n.read)
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('notifications.title')} icon="bell">{t('notifications.intro')}</PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Link to="/notifications/settings" className="inline-flex min-h-11 items-center gap-1 font-semibold text-link underline">
          {t('notifications.settings.link')}
        </Link>
        {unread ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-border bg-surface px-4 font-semibold hover:bg-surface-2">
              <Icon name="circle-check" className="size-4" />{t('notifications.markAllRead')}
            </button>
          </Form>
        ) : null}
      </div>
      <FormError>{result && 'error' in result ? t(result.error) : undefined}</FormError>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t('notifications.empty')}</p>
      ) : (
        <NotificationList items={items} />
      )}
      <nav className="mt-4 flex flex-wrap justify-between gap-2" aria-label={t('notifications.title')}>
        {params.get('before') ? <Link to="/notifications" className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('notifications.newest')}</Link> : <span />}
        {next ? <Link to={`/notifications?before=${next}`} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('notifications.older')}</Link> : null}
      </nav>
      <div className="mt-8"><DevicePush /></div>
    </div>
  )
}
