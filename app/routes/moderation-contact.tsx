import { data, useActionData, useLoaderData, useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { FormError } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { ContactMessageCard } from '#app/features/contact/components/contact-message-card'
import { contactFilter, decodeContactCursor, listContactMessages, setContactHandled, type ContactFilter } from '#app/features/contact/messages.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { requireRole } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/moderation-contact'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'moderation.contact.title')

/** The list's address: the filter (unhandled is the default, left out) and the page's cursor. */
function listPath(filter: ContactFilter, before: string | null) {
  const query = new URLSearchParams()
  if (filter === 'all') query.set('show', 'all')
  if (before) query.set('before', before)
  const search = query.toString()
  return `/moderation/contact${search ? `?${search}` : ''}`
}

/** Where the list is: its filter and, if it is a later page, a cursor this page wrote. */
function place(request: Request) {
  const params = new URL(request.url).searchParams
  const raw = params.get('before')
  const cursor = raw === null ? null : decodeContactCursor(raw)
  return { filter: contactFilter(params.get('show')), raw, cursor }
}

/**
 * The contact form's messages for admins (issue 32 §4), newest first, unhandled ones by default.
 * Others get what the other admin pages give: members and moderators 403, visitors sign in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const { filter, raw, cursor } = place(request)
  // A cut-short or made-up cursor names no page: say so, rather than guess one.
  if (raw !== null && cursor === null) {
    return data({ filter, messages: [], next: null, unhandled: null, later: true, badPage: true }, { status: 400 })
  }
  const page = await listContactMessages(filter, cursor)
  return { filter, ...page, later: cursor !== null, badPage: false }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  const form = await readForm(request)
  const intent = formText(form, 'intent')
  if (intent !== 'handle' && intent !== 'unhandle') return data({ error: 'moderation.error.invalid' as MessageKey }, { status: 400 })
  // An id that is not a whole number in range names no message: never a database error.
  const id = parseId(formText(form, 'id'))
  if (id === null) return data({ error: 'moderation.contact.error.notFound' as MessageKey }, { status: 404 })
  const result = await setContactHandled(admin, id, intent === 'handle')
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  // Back to the same page of the same list (its cursor stays valid whatever was marked).
  const { filter, cursor, raw } = place(request)
  return redirectWithToast(request, listPath(filter, cursor ? raw : null), {
    title: intent === 'handle' ? 'moderation.contact.done.handled' : 'moderation.contact.done.unhandled',
    kind: 'success',
  })
}

export default function ContactMessages() {
  const { t } = useI18n()
  const { filter, messages, next, unhandled, later, badPage } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const layout = useRouteLoaderData('routes/layout') as { now: string } | undefined
  const now = layout ? new Date(layout.now) : new Date()
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('moderation.contact.title')} icon="mail">{t('moderation.contact.intro')}</PageHeader>
      <p className="mb-4"><Link to="/moderation" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.title')}</Link></p>
      <nav aria-label={t('moderation.contact.filter.label')} className="mb-4 flex flex-wrap gap-2">
        <Link to={listPath('unhandled', null)} aria-current={filter === 'unhandled' ? 'page' : undefined} className={chip(filter === 'unhandled')}>
          {unhandled === null ? t('moderation.contact.unhandled') : t('moderation.contact.filter.unhandled', { count: unhandled })}
        </Link>
        <Link to={listPath('all', null)} aria-current={filter === 'all' ? 'page' : undefined} className={chip(filter === 'all')}>
          {t('moderation.contact.filter.all')}
        </Link>
      </nav>
      <FormError>{result?.error ? t(result.error) : undefined}</FormError>
      {badPage ? (
        <p role="alert" className="rounded-xl border border-danger bg-surface p-4 text-danger">
          {t('moderation.contact.error.badPage')}{' '}
          <Link to={listPath(filter, null)} className="font-semibold underline">{t('moderation.contact.newest')}</Link>
        </p>
      ) : messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
          {filter === 'unhandled' ? t('moderation.contact.empty.unhandled') : t('moderation.contact.empty.all')}
        </p>
      ) : (
        <ol className="space-y-4" aria-label={t('moderation.contact.title')}>
          {messages.map((message) => <li key={message.id}><ContactMessageCard message={message} now={now} /></li>)}
        </ol>
      )}
      {!badPage && (later || next) ? (
        <div className="mt-4 flex flex-wrap justify-between gap-4">
          {later ? <Link to={listPath(filter, null)} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('moderation.contact.newest')}</Link> : <span />}
          {next ? <Link to={listPath(filter, next)} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('moderation.contact.older')}</Link> : null}
        </div>
      ) : null}
    </div>
  )
}

export { ModeratorsOnly as ErrorBoundary } from '#app/features/moderation/components/moderators-only'
