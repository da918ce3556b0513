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
export function ReportLink(props: ReportProps) {
  // On the server only the link is written (a dialog opens in the browser): without the state and
  // the loader lookup of every comment's report link.
  return import.meta.env.SSR ? <Link to={reportPath(props)} className={props.className}><ReportLabel /></Link> : <LiveReportLink {...props} />
}

interface ReportProps { postId: number; itemType: 'post' | 'comment'; itemId: number; className: string }

const reportPath = ({ postId, itemType, itemId }: ReportProps) => `${FORUM}/${postId}/report${itemType === 'comment' ? `?comment=${itemId}` : ''}`

function ReportLabel() {
  const { t } = useI18n()
  return (
    <>
      <Icon name="flag" className="size-4" />
      <span className="sr-only sm:not-sr-only">{t('forum.report')}</span>
    </>
  )
}

function LiveReportLink(props: ReportProps) {
  const { postId, itemType, itemId, className } = props
  const signedIn = !!(useRouteLoaderData('routes/layout') as { user?: unknown } | undefined)?.user
  const [open, setOpen] = useState(false)
  return (
    <>
      <Link
        to={reportPath(props)}
        className={className}
        onPointerEnter={() => signedIn && void load()}
        onClick={(event) => {
          if (!signedIn) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        <ReportLabel />
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog postId={postId} itemType={itemType} itemId={itemId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
