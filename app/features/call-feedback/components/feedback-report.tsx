import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDate, formatNumber, localDigits } from '#app/lib/format'
import type { CallFeedbackReport } from '../report.server'

/**
 * What residents said after calling each number of the guide (issue 42 §3), for moderators: the
 * last 90 days' answers added up and day by day, and whether they put the number in doubt.
 */
export function FeedbackReport({ report, after, pageOf }: { report: CallFeedbackReport; after: string | null; pageOf: (cursor: string | null) => string }) {
  const { t, tn, lang } = useI18n()
  const day = (d: string) => formatDate(lang, `${d}T06:00:00Z`)
  const n = (value: number) => formatNumber(lang, value)
  return (
    <section aria-labelledby="feedback-heading" className="mb-10">
      <h2 id="feedback-heading" className="mb-1 text-xl font-bold">{t('ground.feedback.title')}</h2>
      <p className="mb-3 text-sm text-muted">{t('ground.feedback.intro')}</p>
      {report.numbers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t('ground.feedback.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {report.numbers.map((entry) => (
            <li key={`${entry.collection}/${entry.recordId}/${entry.number}`} className="rounded-xl border border-border bg-surface p-3">
              <p className="font-bold"><span dir="ltr">{localDigits(lang, entry.number)}</span>
                <span className="font-normal text-muted"> · {t(`corrections.collection.${entry.collection}` as MessageKey)}</span></p>
              <p className="text-xs text-muted">{t('ground.feedback.last', { date: day(entry.lastDay) })}</p>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm">
                {([['yes', 'ground.feedback.yes'], ['no-answer', 'ground.feedback.noAnswer'], ['wrong', 'ground.feedback.wrong']] as const).map(([answer, label]) => (
                  <div key={answer} className="rounded-lg bg-surface-2 p-2">
                    <dt className="text-xs text-muted">{t(label)}</dt>
                    <dd className="text-lg font-bold">{n(entry.totals[answer])}</dd>
                  </div>
                ))}
              </dl>
              {entry.wrongPhones > 0 ? <p className="mt-1 text-xs">{tn('ground.feedback.phones', entry.wrongPhones)}</p> : null}
              {entry.doubtedOn ? (
                <p className="mt-1 flex gap-1 text-xs font-semibold text-warning-fg"><Icon name="triangle-alert" className="size-3.5 shrink-0" />{t('ground.doubted', { date: day(entry.doubtedOn) })}</p>
              ) : null}
              {!entry.checked ? <p className="mt-1 text-xs text-muted">{t('ground.feedback.gone')}</p> : null}
              <details className="mt-2">
                <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">{t('ground.feedback.days')}</summary>
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead><tr>
                      <th scope="col" className="p-1">{t('ground.feedback.day')}</th>
                      <th scope="col" className="p-1">{t('ground.feedback.yes')}</th>
                      <th scope="col" className="p-1">{t('ground.feedback.noAnswer')}</th>
                      <th scope="col" className="p-1">{t('ground.feedback.wrong')}</th>
                    </tr></thead>
                    <tbody>
                      {entry.days.map((d) => (
                        <tr key={d.day} className="border-t border-border">
                          <td className="p-1">{day(d.day)}</td><td className="p-1">{n(d.yes)}</td><td className="p-1">{n(d['no-answer'])}</td><td className="p-1">{n(d.wrong)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 flex flex-wrap gap-4">
        {after ? <Link to={pageOf(null)} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('ground.recheck.first')}</Link> : null}
        {report.next ? <Link to={pageOf(report.next)} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('ground.recheck.next')}</Link> : null}
      </p>
    </section>
  )
}
