import { useLocation } from 'react-router'
import { Link } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { Icon } from './icon'

const linkClass = 'inline-flex min-h-6 w-fit items-center gap-1 font-semibold text-link underline'

/** `/suggest?…`, remembering the page the reader came from so they return to it. */
function suggestHref(params: Record<string, string>, from: string) {
  return `/suggest?${new URLSearchParams({ ...params, from })}`
}

/** "Suggest a correction" on a listing: a plain link to the suggestion page (docs/decisions/008). */
export function SuggestCorrectionLink({ collection, recordId }: { collection: string; recordId: string }) {
  const { t } = useI18n()
  const { pathname } = useLocation()
  return (
    <Link to={suggestHref({ collection, id: recordId }, pathname)} rel="nofollow" className={`${linkClass} text-xs`}>
      <Icon name="pencil" className="size-3.5 shrink-0" />{t('corrections.link.correct')}
    </Link>
  )
}

/** "Suggest a listing" on a directory page: propose a place the list is missing. */
export function SuggestListingLink({ collection, className = '' }: { collection: string; className?: string }) {
  const { t } = useI18n()
  const { pathname } = useLocation()
  return (
    <Link to={suggestHref({ collection }, pathname)} rel="nofollow" className={`${linkClass} text-sm ${className}`}>
      <Icon name="pencil" className="size-4 shrink-0" />{t('corrections.link.listing')}
    </Link>
  )
}
