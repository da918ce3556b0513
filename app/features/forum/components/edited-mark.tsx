import { useI18n } from '#app/i18n/use-i18n'
import { formatDate } from '#app/lib/format'
import { formatDateTime, formatTime } from '#app/lib/format-time'

/**
 * " · edited 2 hours ago" beside a post's or comment's time (issue 44 §4), the full date on hover
 * and focus; for its author and the moderators, a link to the earlier versions (`history`).
 * Without `relative` words, the time of day when edited the day it was written (`since`), else
 * the date: the full date is beside it already. Needs no router: it sits in the parts rendered
 * once for every reader (ADR 033).
 */
export function EditedMark({ iso, relative, since, history }: { iso: string; relative?: string | null; since?: string; history?: string | null }) {
  const { t, lang, href } = useI18n()
  const full = formatDateTime(lang, iso)
  const short = relative ?? (since && formatDate(lang, since) === formatDate(lang, iso) ? formatTime(lang, iso) : formatDate(lang, iso))
  const words = <>{t('forum.editedAt')} <time dateTime={iso} title={full} tabIndex={history ? undefined : 0}>{short}</time></>
  return <> · {history ? <a href={href(history)} className="underline">{words}</a> : words}</>
}
