import { Form } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { calendarPath, type EventFormResult, type EventViewer } from '../events'

const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2'

/**
 * "In your calendar": subscribe to every event date (webcal://, so the calendar app keeps it
 * current) or download them once; signed-in readers also get a private address of their own
 * events with their reminders as alarms.
 */
export function CalendarFeeds({ publicUrl, viewer, result }: { publicUrl: string; viewer: EventViewer | null; result: EventFormResult | undefined }) {
  const { t, lang } = useI18n()
  const feed = calendarPath(lang, '/events.ics')
  const mine = viewer?.feedPath ? calendarPath(lang, viewer.feedPath) : null
  // webcal:// hands the address to the phone's calendar app, which then fetches it over http(s).
  const host = new URL(publicUrl).host
  return (
    <details className="mb-4 rounded-xl border border-border bg-surface p-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <Icon name="calendar-days" className="size-4" />{t('events.feed.title')}
      </summary>
      <p className="mb-2 text-sm text-muted">{t('events.feed.help')}</p>
      <div className="flex flex-wrap gap-2">
        <a href={`webcal://${host}${feed}?alarm=1440`} className={linkClass}>{t('events.feed.subscribe')}</a>
        <a href={feed} download className={linkClass}>{t('events.feed.download')}</a>
      </div>
      {viewer ? (
        <div className="mt-3 border-t border-border pt-3">
          <h2 className="text-base font-bold">{t('events.feed.mine')}</h2>
          <p className="mb-2 text-sm text-muted">{t('events.feed.mineHelp')}</p>
          {mine ? (
            <>
              <label htmlFor="my-feed" className="mb-1 block text-sm font-semibold">{t('events.feed.mineLabel')}</label>
              <input id="my-feed" readOnly value={`${publicUrl}${mine}`}
                className="mb-2 w-full rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <div className="flex flex-wrap gap-2">
                <a href={`webcal://${host}${mine}`} className={linkClass}>{t('events.feed.mineSubscribe')}</a>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="feed" />
                  <input type="hidden" name="renew" value="1" />
                  <button type="submit" className={linkClass}>{t('events.feed.mineRenew')}</button>
                </Form>
              </div>
            </>
          ) : (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="feed" />
              <button type="submit" className={linkClass}>{t('events.feed.mineMake')}</button>
            </Form>
          )}
          {result && result.dateId === null && !result.ok ? <p role="alert" className="mt-2 text-sm text-danger">{t(result.message as never)}</p> : null}
        </div>
      ) : null}
    </details>
  )
}
