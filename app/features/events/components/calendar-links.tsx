import type { ReactNode } from 'react'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { calendarPath } from '../events'

const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2'

/**
 * "In your calendar": subscribe to every event date (webcal://, so the calendar app keeps it
 * current, with a reminder a day before) or download them once. `children`: the signed-in
 * reader's own address (MyCalendarFeed).
 */
export function CalendarLinks({ publicUrl, children }: { publicUrl: string; children?: ReactNode }) {
  const { t, lang } = useI18n()
  const feed = calendarPath(lang, '/events.ics')
  return (
    <details className="mb-4 rounded-xl border border-border bg-surface p-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <Icon name="calendar-days" className="size-4" />{t('events.feed.title')}
      </summary>
      <p className="mb-2 text-sm text-muted">{t('events.feed.help')}</p>
      <div className="flex flex-wrap gap-2">
        <a href={`webcal://${new URL(publicUrl).host}${feed}?alarm=1440`} className={linkClass}>{t('events.feed.subscribe')}</a>
        <a href={feed} download className={linkClass}>{t('events.feed.download')}</a>
      </div>
      {children}
    </details>
  )
}
