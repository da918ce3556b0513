import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { listAudit } from '#app/features/moderation/queue.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { requireRole } from '#app/lib/auth/session.server'
import { localDigits } from '#app/lib/format'
import { formatDateTime } from '#app/lib/format-time'
import { pageMeta } from '#app/lib/meta'
import type { Route } from './+types/moderation-audit'
import { parseId } from '#app/lib/form.server'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'moderation.audit.title')

/** The audit log: every moderator action, newest first. Admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const before = parseId(new URL(request.url).searchParams.get('before') ?? '')
  return listAudit(before)
}

export default function Audit() {
  const { t, lang } = useI18n()
  const { rows, nextBefore } = useLoaderData<typeof loader>()
  const target = (type: string, id: string, details: Record<string, unknown>) =>
    type === 'post' ? <Link to={`${FORUM}/${id}`} className="text-link underline">{t('moderation.item.post')} #{localDigits(lang, id)}</Link>
      : type === 'contact' ? t('moderation.contact.item', { id: localDigits(lang, id) })
      // A group of the error log is named by its key: its message says more.
      : type === 'error' ? <Link to="/moderation/errors" className="text-link underline">{t('errorLog.auditItem', { message: String(details.message ?? '') })}</Link>
      : `${type} #${localDigits(lang, id)}`
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('moderation.audit.title')} icon="scroll-text" />
      <p className="mb-4"><Link to="/moderation" className="font-semibold text-link underline">{t('moderation.title')}</Link></p>
      {rows.length === 0 ? <p className="text-muted">{t('moderation.audit.empty')}</p> : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-2">
              <tr>
                <th scope="col" className="p-2">{t('moderation.audit.when')}</th>
                <th scope="col" className="p-2">{t('moderation.audit.who')}</th>
                <th scope="col" className="p-2">{t('moderation.audit.what')}</th>
                <th scope="col" className="p-2">{t('moderation.audit.item')}</th>
                <th scope="col" className="p-2">{t('moderation.audit.why')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-border align-top">
                  <td className="whitespace-nowrap p-2">{formatDateTime(lang, row.createdAt)}</td>
                  <td className="p-2">{row.actor}</td>
                  <td className="p-2 font-semibold">{t(`moderation.auditAction.${row.action}` as MessageKey)}</td>
                  <td className="p-2 break-words">{target(row.targetType, row.targetId, row.details)}</td>
                  <td className="p-2 break-words">{row.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextBefore ? <Link to={`?before=${nextBefore}`} className="mt-4 inline-block font-semibold text-link underline">{t('moderation.audit.older')}</Link> : null}
    </div>
  )
}

export { ModeratorsOnly as ErrorBoundary } from '#app/features/moderation/components/moderators-only'
