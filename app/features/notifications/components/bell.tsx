import { useEffect, useState } from 'react'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import { UNREAD_CAP } from '#app/lib/notifications/kinds'

/**
 * The header's bell for a signed-in reader: a link to /notifications with the unread count
 * ("৯৯+" past 99), kept current over the page's live-updates connection without a reload.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const { t, lang } = useI18n()
  const [count, setCount] = useState(unread)
  // A new page's data (a navigation, a form) brings the server's count.
  useEffect(() => setCount(unread), [unread])
  // The live connection's code comes after the page, for signed-in readers only: it kept the
  // heaviest page (an opened event) within its 120 KB budget.
  useEffect(() => {
    let stop: (() => void) | undefined
    let mounted = true
    void import('#app/lib/live-client').then(({ onLiveEvent }) => {
      if (!mounted) return
      stop = onLiveEvent((event) => {
        if (event.type === 'unread' && 'count' in event && typeof event.count === 'number') setCount(event.count)
      })
    })
    return () => {
      mounted = false
      stop?.()
    }
  }, [])
  const shown = count > UNREAD_CAP ? `${formatNumber(lang, UNREAD_CAP)}+` : formatNumber(lang, count)
  const label = count > 0 ? `${t('header.notifications')}, ${t('header.notifications.unread', { count: shown })}` : t('header.notifications')
  return (
    <Link to="/notifications" aria-label={label}
      className="relative inline-flex min-h-11 min-w-9 items-center justify-center rounded-lg hover:bg-surface-2 sm:min-w-11">
      <Icon name="bell" />
      {count > 0 ? (
        <span aria-hidden="true" data-unread={count}
          className="absolute -right-0.5 top-1 min-w-5 rounded-full bg-danger px-1 text-center text-[0.7rem] font-bold leading-5 text-on-primary">
          {shown}
        </span>
      ) : null}
    </Link>
  )
}
