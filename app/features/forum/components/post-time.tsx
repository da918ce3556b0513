import { useI18n } from '#app/i18n/use-i18n'
import type { Lang } from '#app/i18n/i18n'
import { formatDateTime, formatRelative } from '#app/lib/format-time'

/**
 * "3 hours ago" for `iso` at the page's clock (the layout loader's `now`, so the server and the
 * browser write the same words), or null for an unreadable date.
 */
export function relativeTime(lang: Lang, iso: string, now: string | undefined): string | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : formatRelative(lang, date, now ? new Date(now) : new Date())
}

/**
 * When a post or comment was written: the full date, or the `relative` words when given, with the
 * full date on hover and focus. Needs no router, so a part rendered apart from the page can use it
 * (app/components/ui/shared.tsx).
 */
export function PostTime({ iso, relative }: { iso: string; relative?: string | null }) {
  const { t, lang } = useI18n()
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return <span>{t('forum.unknownTime')}</span>
  const absolute = formatDateTime(lang, date)
  return (
    <time dateTime={iso} title={absolute} tabIndex={0} className="rounded">
      {relative ?? absolute}
    </time>
  )
}
