import { lazy, Suspense, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { FORUM } from '#app/lib/forum-path'

const load = () => import('./report-dialog')
const ReportDialog = lazy(load)

/**
 * Report: a link to the report page (works without JavaScript, and sends a visitor to log in
 * first); with JavaScript and a session it opens the report dialog on the spot.
 */
export function ReportLink({ postId, itemType, itemId, className }: { postId: number; itemType: 'post' | 'comment'; itemId: number; className: string }) {
  const { t } = useI18n()
  const signedIn = !!(useRouteLoaderData('routes/layout') as { user?: unknown } | undefined)?.user
  const [open, setOpen] = useState(false)
  const href = `${FORUM}/${postId}/report${itemType === 'comment' ? `?comment=${itemId}` : ''}`
  return (
    <>
      <Link
        to={href}
        className={className}
        onPointerEnter={() => signedIn && void load()}
        onClick={(event) => {
          if (!signedIn) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        <Icon name="flag" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('forum.report')}</span>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog postId={postId} itemType={itemType} itemId={itemId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
