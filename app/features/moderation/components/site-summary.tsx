import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import { formatDateTime, formatRelative } from '#app/lib/format-time'
import { pluralKey, type Lang } from '#app/i18n/i18n'
import type { SiteSummary as Summary } from '../site-summary.server'

function size(lang: Lang, bytes: number) {
  const [value, unit] = bytes >= 1024 ** 3 ? [bytes / 1024 ** 3, 'gigabyte'] : [bytes / 1024 ** 2, 'megabyte']
  return formatNumber(lang, value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 })
}

/** The admins' summary at the top of /moderation (docs/backups.md, docs/moderation.md). */
export function SiteSummary({ summary, queueLength, ground, now }: {
  summary: Summary; queueLength: number; now: Date
  /** What waits on /moderation/ground (issue 42): suggestions to check, facts due for a check, numbers in doubt. */
  ground: { suggestions: number; recheck: number; doubted: number }
}) {
  const { t, lang } = useI18n()
  const { backup, disk } = summary
  const warn = 'rounded-lg border border-border bg-warning-soft p-3 text-warning-fg'
  return (
    <section aria-labelledby="summary-heading" className="mb-8 rounded-xl border border-border bg-surface p-4">
      <h2 id="summary-heading" className="mb-3 text-lg font-bold">{t('moderation.summary.title')}</h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('moderation.summary.lastBackup')}</dt>
          <dd className="font-semibold">
            {backup.lastAt && backup.lastBytes !== null ? (
              <>
                <time dateTime={backup.lastAt} title={formatDateTime(lang, backup.lastAt)}>{formatRelative(lang, backup.lastAt, now)}</time>
                {' · '}{size(lang, backup.lastBytes)}
              </>
            ) : t('moderation.summary.noBackup')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('moderation.summary.disk')}</dt>
          <dd className="font-semibold">
            {disk ? t('moderation.summary.diskFree', { free: size(lang, disk.freeBytes), total: size(lang, disk.totalBytes) }) : t('moderation.summary.unknown')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('moderation.summary.queue')}</dt>
          <dd className="font-semibold"><a href="#queue-heading" className="underline">{formatNumber(lang, queueLength)}</a></dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('moderation.summary.waiting')}</dt>
          <dd className="font-semibold">
            <a href="#queue-heading" className="underline">{formatNumber(lang, summary.waiting.count)}</a>
            {summary.waiting.oldestAt ? <span className="font-normal text-muted"> · {t('moderation.summary.waitingOldest', { time: formatRelative(lang, summary.waiting.oldestAt, now) })}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('ground.title')}</dt>
          <dd className="font-semibold">
            <Link to="/moderation/ground" className="underline">
              {t('ground.summary', { suggestions: formatNumber(lang, ground.suggestions), recheck: formatNumber(lang, ground.recheck), doubted: formatNumber(lang, ground.doubted) })}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('moderation.summary.contact')}</dt>
          <dd className="font-semibold"><Link to="/moderation/contact" className="underline">{formatNumber(lang, summary.unhandledContact)}</Link></dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('errorLog.summary.title')}</dt>
          <dd className="font-semibold">
            <Link to="/moderation/errors" className={`underline ${summary.errors.errors > 0 ? 'text-danger' : ''}`}>
              {t('errorLog.summary.counts', {
                errors: t(pluralKey(lang, 'errorLog.errors', summary.errors.errors), { count: summary.errors.errors }),
                warnings: t(pluralKey(lang, 'errorLog.warnings', summary.errors.warnings), { count: summary.errors.warnings }),
              })}
            </Link>
          </dd>
        </div>
      </dl>
      {backup.failedAt ? (
        <p role="alert" className={`mt-3 ${warn}`}>
          {t('moderation.summary.backupFailed', { time: formatDateTime(lang, backup.failedAt) })}{' '}
          <code className="break-words">{backup.failedError}</code>
        </p>
      ) : null}
      {backup.overdue && !backup.failedAt ? <p role="status" className={`mt-3 ${warn}`}>{t('moderation.summary.backupOverdue')}</p> : null}
      {disk?.low ? <p role="status" className={`mt-3 ${warn}`}>{t('moderation.summary.diskLow')}</p> : null}
    </section>
  )
}
