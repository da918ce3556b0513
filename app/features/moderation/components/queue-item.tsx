import { Form, Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime } from '#app/lib/format-time'
import type { QueueItem } from '../queue.server'
import { heldReason, SpamActions, WaitingActions } from './review-actions'
import { RemoveSpammerForm } from './remove-spammer-form'
import { AuthorTrust } from './author-trust'
import { FORUM } from '#app/lib/forum-path'

const input = 'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg'
const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold'

/** One reported post or comment with its reports, its real author, and the moderator's actions. */
export function QueueItemCard({ item, now }: { item: QueueItem; now: Date }) {
  const { t, lang } = useI18n()
  const when = (iso: string) => formatDateTime(lang, iso)
  // A hidden item with open reports was hidden automatically and waits for review; without open
  // reports a moderator has already decided to hide it.
  const hiddenBy: MessageKey = item.reports.some((r) => r.status === 'open') ? 'moderation.item.hidden' : 'moderation.item.hiddenByModerator'
  const state: MessageKey = item.moderation === 'pending' ? 'moderation.item.waiting'
    : item.moderation === 'hidden' ? hiddenBy : item.moderation === 'removed' ? 'moderation.item.removed' : 'moderation.item.active'
  // Hidden at once by readers' spam reports (issue 43 §4): confirm or restore in one action.
  const hiddenAsSpam = item.moderation === 'hidden' && item.reports.some((r) => r.status === 'open' && r.kind === 'spam')
  const headingId = `queue-${item.type}-${item.id}`
  const link = item.type === 'post' ? `${FORUM}/${item.id}` : `${FORUM}/${item.postId}#comment-${item.id}`
  return (
    <article aria-labelledby={headingId} className={`rounded-xl border bg-surface p-4 ${item.moderation === 'hidden' ? 'border-danger' : 'border-border'}`}>
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold">{t(item.type === 'post' ? 'moderation.item.post' : 'moderation.item.comment')}</span>
        <span className={`rounded-full px-2 py-0.5 font-semibold ${item.moderation === 'hidden' || item.moderation === 'pending' ? 'bg-warning-soft text-warning-fg' : 'bg-primary-soft text-link'}`}>{t(state)}</span>
        <span className="text-muted">{when(item.createdAt)}</span>
        <Link to={link} className="ml-auto inline-flex items-center gap-1 font-semibold text-link underline">{t('moderation.item.open')}<Icon name="external-link" className="size-4" /></Link>
      </header>
      <h3 id={headingId} className="mt-2 text-lg font-bold">{item.title ?? t('moderation.item.comment')}</h3>
      <p className="mt-1 whitespace-pre-line break-words">{item.content}</p>
      {item.moderation === 'pending' ? <WaitingActions item={item} now={now} /> : null}
      {hiddenAsSpam ? <SpamActions item={item} /> : null}
      {item.flaggedFor ? <p className="mt-2 text-sm font-semibold text-warning-fg">{t('moderation.review.flagged', { reason: t(heldReason(item.flaggedFor).key, { rule: t(`words.rule.${item.flaggedFor.slice(5)}` as MessageKey) }) })}</p> : null}

      <section className="mt-3 rounded-lg bg-surface-2 p-3 text-sm" aria-label={t('moderation.author.title')}>
        <p className="font-semibold">
          {t('moderation.author.title')}: {item.author.name} {item.author.email ? <span className="font-normal text-muted">({item.author.email})</span> : null}
          {item.author.banned ? <span className="ml-2 text-danger">{t('moderation.author.banned')}</span> : null}
          {item.author.suspendedUntil && new Date(item.author.suspendedUntil) > new Date() ? (
            <span className="ml-2 text-warning-fg">{t('moderation.author.suspended', { date: when(item.author.suspendedUntil) })}</span>
          ) : null}
        </p>
        {item.anonymous ? <p className="text-xs text-muted">{t('moderation.item.anonymous')}</p> : null}
        <p className="text-muted">{t('moderation.author.history', { posts: item.author.posts, removed: item.author.removed, reports: item.author.reportsAgainst, date: when(item.author.memberSince) })}</p>
        <AuthorTrust author={item.author} idPrefix={headingId} />
      </section>

      <section className="mt-3">
        <h4 className="font-semibold">{t('moderation.item.reports', { count: item.reports.length })}</h4>
        <ul className="mt-1 space-y-1 text-sm">
          {item.reports.map((report) => (
            <li key={report.id} className={report.status === 'open' ? '' : 'text-muted'}>
              {report.status === 'open' ? null : <span className="mr-1 rounded bg-surface-2 px-1.5 text-xs font-semibold">{t('moderation.item.reportHandled')}</span>}
              <span className="font-semibold">{t(`moderation.kind.${report.kind}` as MessageKey)}:</span> {report.reason}{' '}
              <span className="text-xs text-muted">({t('moderation.item.reportBy', { name: report.reporter, date: when(report.createdAt) })})</span>
            </li>
          ))}
        </ul>
      </section>

      {item.moderation === 'pending' ? null : <Form method="post" className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="item" />
        <input type="hidden" name="type" value={item.type} />
        <input type="hidden" name="id" value={item.id} />
        <label className="block text-sm font-semibold" htmlFor={`${headingId}-reason`}>{t('moderation.action.reason')}</label>
        <textarea id={`${headingId}-reason`} name="reason" rows={2} maxLength={500} className={input} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="action" value="keep" className={`${button} bg-primary text-on-primary`}>{t('moderation.action.keep')}</button>
          <button type="submit" name="action" value="hide" className={`${button} border border-border`}>{t('moderation.action.hide')}</button>
          <button type="submit" name="action" value="remove" className={`${button} bg-danger text-on-primary`}>{t('moderation.action.remove')}</button>
        </div>
      </Form>}

      {item.type === 'post' && (item.category === 'question' || item.category === 'complaint') ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2 border-t border-border pt-3">
          <input type="hidden" name="intent" value="resolve" />
          <input type="hidden" name="id" value={item.id} />
          <label className="text-sm font-semibold">
            {t('moderation.action.resolution')}
            <select name="resolution" defaultValue={item.resolution ?? 'open'} className={`${input} mt-1`}>
              {(['open', 'resolved', 'closed'] as const).map((r) => <option key={r} value={r}>{t(`forum.status.${r}`)}</option>)}
            </select>
          </label>
          <label className="min-w-48 flex-1 text-sm font-semibold">
            {t('moderation.action.note')}
            <input name="note" maxLength={500} className={`${input} mt-1`} />
          </label>
          <button type="submit" className={`${button} border border-border`}>{t('moderation.action.setResolution')}</button>
        </Form>
      ) : null}

      <details className="mt-3 border-t border-border pt-3">
        <summary className="min-h-8 cursor-pointer py-1 text-sm font-semibold">{t('moderation.user.title')}</summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="user" />
          <input type="hidden" name="userId" value={item.author.id} />
          <label className="text-sm font-semibold">
            {t('moderation.user.days')}
            <select name="days" defaultValue="7" className={`${input} mt-1`}>
              {[1, 3, 7, 30].map((d) => <option key={d} value={d}>{d}</option>)}
            </select>
          </label>
          <label className="min-w-48 flex-1 text-sm font-semibold">
            {t('moderation.user.reason')}
            <input name="reason" maxLength={500} className={`${input} mt-1`} />
          </label>
          <button type="submit" name="action" value="suspend" className={`${button} border border-border`}>{t('moderation.user.suspend')}</button>
          <button type="submit" name="action" value="ban" className={`${button} bg-danger text-on-primary`}>{t('moderation.user.ban')}</button>
          <button type="submit" name="action" value="lift" className={`${button} border border-border`}>{t('moderation.user.lift')}</button>
        </Form>
      </details>
      {item.author.role === 'member' ? <RemoveSpammerForm userId={item.author.id} idPrefix={headingId} /> : null}
    </article>
  )
}
