import { data, useActionData, useLoaderData, useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { FormError } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { moderateItem, moderateUser, resolvePost, type ItemAction, type UserAction } from '#app/features/moderation/actions.server'
import { QueueItemCard } from '#app/features/moderation/components/queue-item'
import { RecentRemovals } from '#app/features/moderation/components/recent-removals'
import { listRecentRemovals, removeSpammer, undoSpammerRemoval } from '#app/features/moderation/remove-spammer.server'
import { listQueue } from '#app/features/moderation/queue.server'
import { approveItem, rejectItem } from '#app/features/forum/review-decisions.server'
import { decideSpam } from '#app/features/moderation/spam.server'
import { longFailingSources } from '#app/features/news/admin.server'
import { SiteSummary } from '#app/features/moderation/components/site-summary'
import { siteSummary } from '#app/features/moderation/site-summary.server'
import { backupStatus } from '#app/features/backup/run.server'
import { SuggestionQueue } from '#app/features/corrections/components/suggestion-queue'
import { acceptSuggestion, declineSuggestion, listPendingSuggestions } from '#app/features/corrections/moderate.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { groundWaiting } from '#app/features/ground/recheck.server'
import { formatNumber } from '#app/lib/format'
import { hasRole, requireRole } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/moderation'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'moderation.title')

/** The review queue, for moderators and admins only (others get 403). */
export async function loader({ request }: Route.LoaderArgs) {
  const moderator = await requireRole(request, 'moderator')
  const isAdmin = hasRole(moderator, 'admin')
  const [queue, pending, failingNews, summary, ground] = await Promise.all([
    listQueue(), listPendingSuggestions(), isAdmin ? longFailingSources(getLang(request)) : [], isAdmin ? backupStatus().then((status) => siteSummary(status)) : null,
    groundWaiting(getLang(request)),
  ])
  const removals = await listRecentRemovals()
  // Suggestions with a link wait here; those from the ground (photos, the forum, no link) on /moderation/ground.
  const suggestions = pending.filter((suggestion) => !suggestion.ground)
  const groundCount = { suggestions: pending.length - suggestions.length, ...ground }
  return { queue, suggestions, isAdmin, failingNews: failingNews.map((source) => source.name), summary, ground: groundCount, removals }
}

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator')
  const form = await readForm(request)
  const text = (name: string) => formText(form, name)
  const intent = text('intent')
  // An id that is not a whole number in range names nothing: refused, never a database error.
  const id = parseId(text('id'))
  let result
  let done: MessageKey = 'moderation.done.keep'
  if (intent === 'remove-spammer') {
    // The confirmation box is checked here, not only in the browser.
    if (text('confirm') !== 'yes') return data({ error: 'moderation.spammer.error.confirm' as MessageKey }, { status: 400 })
    const removed = await removeSpammer(moderator, text('userId'), { blockEmail: text('blockEmail') === '1', blockPhone: text('blockPhone') === '1', reason: text('reason') })
    if (!removed.ok) return data({ error: removed.error.message }, { status: removed.status })
    return redirectWithToast(request, '/moderation', { title: 'moderation.spammer.done', vars: { posts: removed.posts, comments: removed.comments }, kind: 'success' })
  } else if (intent === 'undo-remove-spammer') {
    const undone = id === null ? null : await undoSpammerRemoval(moderator, id)
    if (!undone?.ok) return data({ error: undone?.error.message ?? 'moderation.error.notFound' as MessageKey }, { status: undone?.status ?? 404 })
    return redirectWithToast(request, '/moderation', { title: 'moderation.spammer.undone', vars: { posts: undone.posts, comments: undone.comments }, kind: 'success' })
  } else if (intent === 'user') {
    result = await moderateUser(moderator, text('userId'), text('action') as UserAction, text('reason'), Number(text('days')))
    done = 'moderation.done.user'
  } else if (id === null) {
    return data({ error: 'moderation.error.notFound' as MessageKey }, { status: 404 })
  } else if (intent === 'item') {
    const action = text('action') as ItemAction
    result = await moderateItem(moderator, text('type') === 'comment' ? 'comment' : 'post', id, action, text('reason'))
    done = action === 'hide' ? 'moderation.done.hide' : action === 'remove' ? 'moderation.done.remove' : 'moderation.done.keep'
  } else if (intent === 'approve') {
    result = await approveItem(moderator, text('type') === 'comment' ? 'comment' : 'post', id)
    done = 'moderation.done.approve'
  } else if (intent === 'reject') {
    result = await rejectItem(moderator, text('type') === 'comment' ? 'comment' : 'post', id, text('reason'))
    done = 'moderation.done.reject'
  } else if (intent === 'spam') {
    const decision = text('decision') === 'restore' ? 'restore' : 'confirm'
    result = await decideSpam(moderator, text('type') === 'comment' ? 'comment' : 'post', id, decision, text('reason') || (decision === 'confirm' ? 'স্প্যাম / spam' : ''))
    done = decision === 'confirm' ? 'moderation.done.spamConfirmed' : 'moderation.done.spamRestored'
  } else if (intent === 'resolve') {
    result = await resolvePost(moderator, id, text('resolution'), text('note'))
    done = 'moderation.done.resolve'
  } else if (intent === 'accept-suggestion') {
    // The queue here holds suggestions with a link: accepted on it (those from the ground are on /moderation/ground).
    result = await acceptSuggestion(moderator, id, { bn: text('valueBn'), en: text('valueEn') }, { location: text('location'), placeKind: text('placeKind') }, text('note'))
    done = 'corrections.toast.accepted'
  } else if (intent === 'decline-suggestion') {
    result = await declineSuggestion(moderator, id, text('reason'))
    done = 'corrections.toast.declined'
  } else {
    return data({ error: 'moderation.error.invalid' as MessageKey }, { status: 400 })
  }
  if (!result.ok) return data({ error: result.error.message }, { status: result.status })
  return redirectWithToast(request, '/moderation', { title: done, kind: 'success' })
}

export default function Moderation() {
  const { t, lang } = useI18n()
  const { queue, suggestions, isAdmin, failingNews, summary, ground, removals } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const layout = useRouteLoaderData('routes/layout') as { now: string } | undefined
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('moderation.title')} icon="shield">{t('moderation.intro')}</PageHeader>
      <p className="mb-4 flex flex-wrap gap-x-4">
        <Link to="/moderation/events" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.events.link')}</Link>
        <Link to="/moderation/ground" className="inline-block min-h-6 font-semibold text-link underline">
          {t('ground.link')} ({formatNumber(lang, ground.suggestions + ground.recheck)})
        </Link>
        {isAdmin ? (
          <>
            <Link to="/moderation/audit" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.audit.link')}</Link>
            <Link to="/moderation/news" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.news.link')}</Link>
            <Link to="/moderation/contact" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.contact.link')}</Link>
            <Link to="/moderation/words" className="inline-block min-h-6 font-semibold text-link underline">{t('words.link')}</Link>
            <Link to="/moderation/errors" className="inline-block min-h-6 font-semibold text-link underline">{t('errorLog.link')}</Link>
          </>
        ) : null}
      </p>
      {failingNews.length > 0 ? (
        <p role="status" className="mb-4 rounded-lg border border-border bg-warning-soft p-3 text-warning-fg">
          {t('moderation.news.failingNotice', { sources: failingNews.join(', ') })}{' '}
          <Link to="/moderation/news" className="font-semibold underline">{t('moderation.news.link')}</Link>
        </p>
      ) : null}
      {summary ? <SiteSummary summary={summary} queueLength={queue.length + suggestions.length} ground={ground} now={layout ? new Date(layout.now) : new Date()} /> : null}
      <FormError>{result?.error ? t(result.error) : undefined}</FormError>
      <section aria-labelledby="queue-heading" className="mb-10">
        <h2 id="queue-heading" className="mb-3 text-xl font-bold">{t('moderation.queue.title')}</h2>
        {queue.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t('moderation.queue.empty')}</p>
        ) : (
          <ol className="space-y-4">
            {queue.map((item) => <li key={`${item.type}-${item.id}`}><QueueItemCard item={item} now={layout ? new Date(layout.now) : new Date()} /></li>)}
          </ol>
        )}
      </section>
      <RecentRemovals removals={removals} />
      <SuggestionQueue suggestions={suggestions} />
    </div>
  )
}

export { ModeratorsOnly as ErrorBoundary } from '#app/features/moderation/components/moderators-only'
