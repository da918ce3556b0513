import { data, useActionData, useLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { unsubscribeByLink, unsubscribeLinkStale } from '#app/features/notifications/settings.server'
import { verifyUnsubscribe, type UnsubscribeKind } from '#app/features/notifications/unsubscribe.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { clientIp } from '#app/lib/auth/session.server'
import { formText, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { hitLimit } from '#app/lib/rate-limit.server'
import type { Route } from './+types/notifications-unsubscribe'

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location }, 'notifications.unsubscribe.title'),
  { name: 'robots', content: 'noindex' },
]

/**
 * The e-mails' unsubscribe link (works without signing in). Opening it asks to confirm (a link
 * checker that opens every link must not unsubscribe anyone); the mail program's one-click POST
 * (RFC 8058, `List-Unsubscribe=One-Click`) and the button unsubscribe at once. A link from a
 * mail sent before the reader last changed their choice for its kind changes nothing: it says
 * it is out of date and points to the settings.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const link = verifyUnsubscribe(new URL(request.url).searchParams)
  const stale = link ? await unsubscribeLinkStale(link.userId, link.kind, link.version) : false
  return { kind: link?.kind ?? null, stale }
}

export async function action({ request }: Route.ActionArgs) {
  // A mail program posts "List-Unsubscribe=One-Click" to the link itself; the page's button posts the same.
  const link = verifyUnsubscribe(new URL(request.url).searchParams)
  const form = await readForm(request)
  // Limits: a wrong link per address (someone guessing), a right one per reader (it writes).
  const limit = await hitLimit(link ? `notifications:unsubscribe:${link.userId}` : `notifications:unsubscribe-refused:${clientIp(request)}`, { max: 30, windowSeconds: 600 })
  if (!limit.allowed) return data({ done: null, error: 'notifications.toast.rateLimited' as MessageKey, seconds: limit.retryAfter }, { status: 429 })
  if (!link || formText(form, 'List-Unsubscribe') !== 'One-Click') {
    return data({ done: null, error: 'notifications.unsubscribe.invalid' as MessageKey, seconds: 0 }, { status: 400 })
  }
  if ((await unsubscribeByLink(link.userId, link.kind, link.version)) === 'stale') {
    return data({ done: null, error: 'notifications.unsubscribe.stale' as MessageKey, seconds: 0 }, { status: 409 })
  }
  return { done: link.kind, error: null, seconds: 0 }
}

export default function Unsubscribe() {
  const { t } = useI18n()
  const { kind, stale } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const name = (which: UnsubscribeKind) => (which === 'all' ? t('notifications.unsubscribe.all') : t(`notifications.settings.kind.${which}`))
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('notifications.unsubscribe.title')} icon="bell-off" />
      {result?.done ? (
        <p role="status" className="rounded-lg bg-primary-soft p-4 font-semibold">{t('notifications.unsubscribe.done', { kind: name(result.done) })}</p>
      ) : result?.error || !kind || stale ? (
        <p role="alert" className="rounded-lg border border-danger bg-surface p-4 text-danger">
          {t(result?.error ?? (kind ? 'notifications.unsubscribe.stale' : 'notifications.unsubscribe.invalid'), { seconds: result?.seconds ?? 0 })}
        </p>
      ) : (
        <Form method="post" className="rounded-xl border border-border bg-surface p-4">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <p className="font-semibold">{t('notifications.unsubscribe.confirm', { kind: name(kind) })}</p>
          <button type="submit" className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-on-primary">{t('notifications.unsubscribe.button')}</button>
        </Form>
      )}
      <p className="mt-4"><Link to="/notifications/settings" className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('notifications.unsubscribe.settings')}</Link></p>
    </div>
  )
}
