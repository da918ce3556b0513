import { Form } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { calendarPath, type EventFormResult, type EventViewer } from '../events'

export const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2'

/**
 * A signed-in reader's own calendar address: the dates they are going to or interested in, with
 * their reminders as alarms (made on request, renewable). Shown inside "In your calendar".
 */
export function MyCalendarFeed({ publicUrl, viewer, result }: { publicUrl: string; viewer: EventViewer; result: EventFormResult | undefined }) {
  const { t, lang } = useI18n()
  const mine = viewer.feedPath ? calendarPath(lang, viewer.feedPath) : null
  // webcal:// hands the address to the phone's calendar app, which then fetches it over http(s).
  const host = new URL(publicUrl).host
  return (
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
  )
}
