import { data, useActionData, useLoaderData, useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { FormError } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { ErrorGroupCard } from '#app/features/moderation/components/error-group-card'
import { decodeErrorCursor, errorFilter, listErrorGroups, parseGroupKey, setErrorResolved, type ErrorFilter } from '#app/features/moderation/error-log.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { requireRole } from '#app/lib/auth/session.server'
import { ERROR_LOG_DAYS } from '#app/lib/error-log/store.server'
import { formText, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/moderation-errors'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'errorLog.title')

/** The list's address: the filter (open is the default, left out) and the page's cursor. */
function listPath(filter: ErrorFilter, before: string | null) {
  const query = new URLSearchParams()
  if (filter === 'resolved') query.set('show', 'resolved')
  if (before) query.set('before', before)
  const search = query.toString()
  return `/moderation/errors${search ? `?${search}` : ''}`
}

/** Where the list is: its filter and, if it is a later page, a cursor this page wrote. */
function place(request: Request) {
  const params = new URL(request.url).searchParams
  const raw = params.get('before')
  const cursor = raw === null ? null : decodeErrorCursor(raw)
  return { filter: errorFilter(params.get('show')), raw, cursor }
}

/**
 * The server's errors and warnings for admins (issue 46 §2), grouped, newest first. Others get
 * what the other admin pages give: members and moderators 403, visitors sign in, an admin without
 * two-step sign-in sets it up first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const { filter, raw, cursor } = place(request)
  // A cut-short or made-up cursor names no page: say so, rather than guess one.
  if (raw !== null && cursor === null) {
    return data({ filter, groups: [], next: null, open: null, resolved: null, later: true, badPage: true, days: ERROR_LOG_DAYS }, { status: 400 })
  }
  const page = await listErrorGroups(filter, cursor)
  return { filter, ...page, later: cursor !== null, badPage: false, days: ERROR_LOG_DAYS }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  const form = await readForm(request)
  const intent = formText(form, 'intent')
  if (intent !== 'resolve' && intent !== 'reopen') return data({ error: 'moderation.error.invalid' as MessageKey }, { status: 400 })
  // A key that is not one the writer makes names no group: never a database error.
  const key = parseGroupKey(formText(form, 'key'))
  if (key === null) return data({ error: 'errorLog.error.notFound' as MessageKey }, { status: 404 })
  const result = await setErrorResolved(admin, key, intent === 'resolve')
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  // Back to the same page of the same list (its cursor stays valid whatever was marked).
  const { filter, cursor, raw } = place(request)
  return redirectWithToast(request, listPath(filter, cursor ? raw : null), {
    title: intent === 'resolve' ? 'errorLog.done.resolved' : 'errorLog.done.reopened',
    kind: 'success',
  })
}

export default function ErrorLog() {
  const { t } = useI18n()
  const { filter, groups, next, open, resolved, later, badPage, days } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const layout = useRouteLoaderData('routes/layout') as { now: string } | undefined
  const now = layout ? new Date(layout.now) : new Date()
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('errorLog.title')} icon="triangle-alert">{t('errorLog.intro', { days })}</PageHeader>
      <p className="mb-4"><Link to="/moderation" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.title')}</Link></p>
      <nav aria-label={t('errorLog.filter.label')} className="mb-4 flex flex-wrap gap-2">
        <Link to={listPath('open', null)} aria-current={filter === 'open' ? 'page' : undefined} className={chip(filter === 'open')}>
          {open === null ? t('errorLog.filter.open', { count: '…' }) : t('errorLog.filter.open', { count: open })}
        </Link>
        <Link to={listPath('resolved', null)} aria-current={filter === 'resolved' ? 'page' : undefined} className={chip(filter === 'resolved')}>
          {resolved === null ? t('errorLog.filter.resolved', { count: '…' }) : t('errorLog.filter.resolved', { count: resolved })}
        </Link>
      </nav>
      <FormError>{result?.error ? t(result.error) : undefined}</FormError>
      {badPage ? (
        <p role="alert" className="rounded-xl border border-danger bg-surface p-4 text-danger">
          {t('errorLog.error.badPage')}{' '}
          <Link to={listPath(filter, null)} className="font-semibold underline">{t('errorLog.newest')}</Link>
        </p>
      ) : groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          {filter === 'open' ? t('errorLog.empty.open', { days }) : t('errorLog.empty.resolved')}
        </p>
      ) : (
        <ol className="space-y-4" aria-label={t('errorLog.title')}>
          {groups.map((group) => <li key={group.key}><ErrorGroupCard group={group} now={now} /></li>)}
        </ol>
      )}
      {!badPage && (later || next) ? (
        <div className="mt-4 flex flex-wrap justify-between gap-4">
          {later ? <Link to={listPath(filter, null)} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('errorLog.newest')}</Link> : <span />}
          {next ? <Link to={listPath(filter, next)} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('errorLog.older')}</Link> : null}
        </div>
      ) : null}
    </div>
  )
}

export { ModeratorsOnly as ErrorBoundary } from '#app/features/moderation/components/moderators-only'
