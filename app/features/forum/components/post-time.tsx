import { useRouteLoaderData } from 'react-router'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime, formatRelative } from '#app/lib/format-time'

/**
 * "3 hours ago" with the full date on hover and focus. Relative to the server's clock of this
 * page, so the server and the browser render the same words.
 */
export function PostTime({ iso, full = false }: { iso: string; full?: boolean }) {
  const { t, lang } = useI18n()
  const layout = useRouteLoaderData('routes/layout') as { now: string } | undefined
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return <span>{t('forum.unknownTime')}</span>
  const absolute = formatDateTime(lang, date)
  return (
    <time dateTime={iso} title={absolute} tabIndex={0} className="rounded">
      {full ? absolute : formatRelative(lang, date, layout ? new Date(layout.now) : new Date())}
    </time>
  )
}
