import { Icon } from '#app/components/ui/icon'
import { pluralKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { localDigits } from '#app/lib/format'
import type { DateView } from '../events'

/** "১২ জন যাচ্ছেন · ৫ জন আগ্রহী · ৩০টি আসনের ১৮টি বাকি": the public numbers of a date. */
export function DateCounts({ date }: { date: DateView }) {
  const { t, lang } = useI18n()
  const n = (value: number) => localDigits(lang, String(value))
  const left = date.capacity === null ? null : date.capacity - date.going
  return (
    <p className="flex flex-wrap gap-x-2 text-sm">
      <Icon name="users" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span>{t(pluralKey(lang, 'events.going', date.going), { count: n(date.going) })}</span>
      <span aria-hidden="true">·</span>
      <span>{t(pluralKey(lang, 'events.interestedCount', date.interested), { count: n(date.interested) })}</span>
      {left === null ? null : (
        <>
          <span aria-hidden="true">·</span>
          <span className={left === 0 ? 'font-semibold text-danger' : ''}>
            {left === 0 ? t('events.full', { capacity: n(date.capacity!) }) : t(pluralKey(lang, 'events.placesLeft', left), { count: n(left), capacity: n(date.capacity!) })}
          </span>
        </>
      )}
    </p>
  )
}
