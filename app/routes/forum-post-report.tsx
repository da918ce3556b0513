import { data, useActionData, useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Card } from '#app/components/ui/content'
import { PageHeader } from '#app/components/ui/page-header'
import { ReportForm } from '#app/features/forum/components/report-form'
import { report } from '#app/features/forum/engage.server'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-post-report'
import { FORUM } from '#app/lib/forum-path'

const target = (request: Request, params: { postId?: string }) => {
  const postId = parseId(params.postId)
  const comment = new URL(request.url).searchParams.get('comment')
  return { postId, itemType: comment ? ('comment' as const) : ('post' as const), itemId: comment ? parseId(comment) : postId }
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'forum.report.title')

/** The report form as a page: for readers without JavaScript (the dialog does the same). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUser(request)
  const { postId, itemType, itemId } = target(request, params)
  if (postId === null || itemId === null) throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  return { postId, itemType, itemId }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const itemType = formText(form, 'itemType') === 'comment' ? 'comment' : 'post'
  const postId = parseId(params.postId)
  const itemId = parseId(formText(form, 'itemId'))
  if (postId === null || itemId === null) throw redirectWithToast(request, FORUM, { title: 'forum.toast.postNotFound', kind: 'error' })
  const result = await report(user, itemType, itemId, formText(form, 'kind'), formText(form, 'reason'))
  if (!result.ok) return data({ intent: 'report', ok: false as const, error: result.error }, { status: result.status })
  return redirectWithToast(request, `${FORUM}/${postId}`, { title: 'forum.toast.reported', description: 'forum.toast.reportedBody', kind: 'success' })
}

export default function ReportPage() {
  const { t } = useI18n()
  const { postId, itemType, itemId } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-xl">
      <Link to={`${FORUM}/${postId}`} className="mb-4 inline-block font-semibold text-link">{t('forum.back')}</Link>
      <PageHeader title={t('forum.report.title')} icon="flag" />
      <Card>
        <ReportForm postId={postId} itemType={itemType} itemId={itemId} cancelHref={`${FORUM}/${postId}`} action={`${FORUM}/${postId}/report`} pageResult={result ?? null} />
      </Card>
    </div>
  )
}
