import { Form } from '#app/components/ui/link'
import { secondaryButtonClass } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { pluralKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime, formatRelative } from '#app/lib/format-time'
import type { ErrorGroupView } from '../error-log.server'

/** A time as "3 hours ago", with the date and time beside it. */
function When({ at, now }: { at: string; now: Date }) {
  const { lang } = useI18n()
  return (
    <>
      <time dateTime={at}>{formatRelative(lang, at, now)}</time>
      <span aria-hidden="true"> · </span>
      <span className="whitespace-nowrap">{formatDateTime(lang, at)}</span>
    </>
  )
}

/**
 * One group of the error log on /moderation/errors: the message, the error and the place, how
 * often and when, one example's request (never its address), the stack folded away, and the
 * plain POST form that marks it resolved or opens it again (it works without JavaScript).
 */
export function ErrorGroupCard({ group, now }: { group: ErrorGroupView; now: Date }) {
  const { t, lang } = useI18n()
  const headingId = `error-${group.key}`
  const resolved = group.resolvedAt !== null
  const request = group.request
  const badge = group.level === 'warn' ? 'bg-warning-soft text-warning-fg' : 'bg-danger text-on-primary'
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <span className={`shrink-0 rounded-full px-2 text-sm font-semibold ${badge}`}>{t(`errorLog.level.${group.level}`)}</span>
        <h2 id={headingId} className="min-w-0 flex-1 break-words text-lg font-bold">{group.message}</h2>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {group.error && group.error !== group.message ? (
          <>
            <dt className="text-muted">{t('errorLog.error')}</dt>
            <dd className="break-words font-mono">{group.error}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t('errorLog.place')}</dt>
        <dd className="break-all font-mono">{group.place || '—'}</dd>
        <dt className="text-muted">{t('errorLog.count')}</dt>
        <dd className="font-semibold">{t(pluralKey(lang, 'errorLog.times', group.count), { count: group.count })}</dd>
        <dt className="text-muted">{t('errorLog.first')}</dt>
        <dd><When at={group.firstAt} now={now} /></dd>
        <dt className="text-muted">{t('errorLog.last')}</dt>
        <dd><When at={group.lastAt} now={now} /></dd>
        <dt className="text-muted">{t('errorLog.request')}</dt>
        <dd className="break-words">
          {request ? (
            <>
              <code className="break-all font-semibold">{request.method} {request.route ?? '—'}</code>
              {request.status !== null ? <>{' · '}{t('errorLog.request.status', { status: String(request.status) })}</> : null}
              {request.lang ? <>{' · '}{t(`errorLog.request.lang.${request.lang}`)}</> : null}
              {request.signedIn !== null ? <>{' · '}{t(request.signedIn ? 'errorLog.request.signedIn' : 'errorLog.request.signedOut')}</> : null}
            </>
          ) : t('errorLog.request.none')}
        </dd>
      </dl>
      {group.stack ? (
        <details className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-link underline">{t('errorLog.stack')}</summary>
          <pre className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-surface-2 p-3 text-xs">{group.stack}</pre>
        </details>
      ) : null}
      {resolved ? <p className="mt-3 text-sm text-muted">{t('errorLog.resolvedAt', { time: formatRelative(lang, group.resolvedAt!, now) })}</p> : null}
      <Form method="post" preventScrollReset className="mt-3">
        <input type="hidden" name="intent" value={resolved ? 'reopen' : 'resolve'} />
        <input type="hidden" name="key" value={group.key} />
        <button type="submit" className={secondaryButtonClass} aria-describedby={headingId}>
          {resolved ? null : <Icon name="check" className="size-4" />}
          {resolved ? t('errorLog.reopen') : t('errorLog.resolve')}
        </button>
      </Form>
    </article>
  )
}
