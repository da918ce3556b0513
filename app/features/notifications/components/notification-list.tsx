import { useRouteLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime, formatRelative } from '#app/lib/format-time'
import { describeNotification } from '../describe'
import type { NotificationView } from '../view.server'

/**
 * The reader's notifications, newest first. An unread one is marked (a dot, bold, and "Unread"
 * for screen readers). Each opens through /notifications/<id>, which marks it read and leads to
 * what it is about; one that leads nowhere (what it was about is gone) has a "mark as read" form.
 */
export function NotificationList({ items }: { items: NotificationView[] }) {
  const { t, lang } = useI18n()
  const layout = useRouteLoaderData('routes/layout') as { now: string } | undefined
  const now = layout ? new Date(layout.now) : new Date()
  return (
    <ol className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface" aria-label={t('notifications.title')}>
      {items.map((n) => {
        const text = describeNotification(n, t, lang)
        return (
          <li key={n.id} className={`flex items-start gap-3 p-3 ${n.read ? '' : 'bg-primary-soft'}`}>
            <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-primary'}`} />
            <div className="min-w-0 flex-1">
              {n.read ? null : <span className="sr-only">{t('notifications.unread')}: </span>}
              {n.target ? (
                <Link to={`/notifications/${n.id}`} reloadDocument className={`break-words underline-offset-2 hover:underline ${n.read ? '' : 'font-semibold'}`}>{text}</Link>
              ) : (
                <p className={`break-words ${n.read ? '' : 'font-semibold'}`}>{text}</p>
              )}
              <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
                <time dateTime={n.at} title={formatDateTime(lang, n.at)}>{formatRelative(lang, n.at, now)}</time>
                {!n.read && !n.target ? (
                  <Form method="post" preventScrollReset className="inline">
                    <input type="hidden" name="intent" value="read" />
                    <input type="hidden" name="id" value={n.id} />
                    <button type="submit" className="inline-flex min-h-10 items-center font-semibold text-link underline">{t('notifications.markRead')}</button>
                  </Form>
                ) : null}
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
