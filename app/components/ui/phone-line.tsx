import { useI18n } from '#app/i18n/use-i18n'
import { intlLocale } from '#app/i18n/i18n'
import type { PhoneView } from '#app/lib/content/phone-view'
import { isWebSource } from '#app/lib/content/sources'
import { formatter } from '#app/lib/format'
import { CallAsk } from './call-ask'
import { CallButton } from './call-button'
import { Icon } from './icon'
import { useAsOf, useGroundWords } from './source-note'

/**
 * A phone number of the guide as every page shows it (issue 42): the call button, then what it
 * rests on (a moderator's call, or a web page as of a date), when it was last checked once that
 * is long ago, what residents said, or, when moderators found it unreachable or wrong, only that.
 * Under it, after a call, "did the call go through?" (./call-ask.tsx).
 */
export function PhoneLine({ phone, label, big = false }: { phone: PhoneView; label: string; big?: boolean }) {
  const { t, tn, lang } = useI18n()
  const asOf = useAsOf()
  const ground = useGroundWords()
  if (phone.status) {
    const dates = phone.status.kind === 'unreachable'
      ? formatter(`list${lang}`, () => new Intl.ListFormat(intlLocale[lang], { type: 'conjunction' })).format(phone.status.dates.map(asOf))
      : asOf(phone.status.date)
    return (
      <p className="flex max-w-sm gap-2 rounded-lg border border-border bg-surface-2 p-2 text-sm" data-phone-status={phone.status.kind}>
        <Icon name="phone-off" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>
          {phone.status.kind === 'unreachable' ? t('phone.unreachable', { dates }) : t('phone.wrong', { date: dates })}{' '}
          <span className="text-muted">{t('phone.notOffered')}</span>
        </span>
      </p>
    )
  }
  const stale = phone.staleMonths === null ? null
    : phone.staleMonths < 24 ? tn('phone.staleMonths', phone.staleMonths) : tn('phone.staleYears', Math.floor(phone.staleMonths / 12))
  return (
    <div className="max-w-sm" data-phone={phone.number}>
      <CallButton number={phone.number} label={label} big={big} ask={phone.ask} />
      <ul className="mt-1 space-y-0.5 text-xs text-muted">
        <li className="flex gap-1">
          {isWebSource(phone.basis) ? (
            <span>{phone.note ?? t('dir.field.phoneNote', { date: asOf(phone.asOf) })}</span>
          ) : (
            <span className="inline-flex gap-1 font-semibold text-fg" data-source-kind={phone.basis.kind}>
              <Icon name="phone-call" className="mt-px size-3.5 shrink-0" />{ground(phone.basis)}
            </span>
          )}
        </li>
        {stale ? <li className="flex gap-1 font-semibold text-warning-fg"><Icon name="clock" className="mt-px size-3.5 shrink-0" />{stale}</li> : null}
        {phone.reportedWrong ? (
          <li className="flex gap-1 font-semibold text-warning-fg" role="note"><Icon name="triangle-alert" className="mt-px size-3.5 shrink-0" />{t('phone.doubted', { date: asOf(phone.reportedWrong) })}</li>
        ) : null}
        {phone.gotThrough ? <li className="flex gap-1"><Icon name="circle-check" className="mt-px size-3.5 shrink-0" />{tn('phone.gotThrough', phone.gotThrough)}</li> : null}
      </ul>
      {/* Nothing until the reader comes back from calling this number (JavaScript only). */}
      {phone.ask ? <CallAsk ask={phone.ask} number={phone.number} /> : null}
    </div>
  )
}

/** "Address: last checked 3 years ago" beside a fact past the pack's age. */
export function StaleMark({ field, months }: { field: 'address' | 'hours'; months: number | null }) {
  const { t, tn } = useI18n()
  if (months === null) return null
  const age = months < 24 ? tn('phone.staleMonths', months) : tn('phone.staleYears', Math.floor(months / 12))
  return (
    <span className="ml-1 inline-flex items-center gap-1 text-xs font-semibold text-warning-fg" data-stale={field}>
      <Icon name="clock" className="size-3.5 shrink-0" /><span className="sr-only">{t(`content.stale.${field}`)}: </span>{age}
    </span>
  )
}
