import { Form } from '#app/components/ui/link'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime, formatRelative } from '#app/lib/format-time'
import type { QueueItem } from '../queue.server'

const input = 'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg'
const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold'

/** Why an item waits or was flagged, in words ('word:betting' names the rule). */
export function heldReason(held: string): { key: MessageKey; vars?: Record<string, string> } {
  if (held.startsWith('word:')) return { key: 'moderation.review.word', vars: { rule: held.slice(5) } }
  if (held === 'duplicate') return { key: 'moderation.review.duplicate' }
  if (held === 'new-member') return { key: 'moderation.review.newMember' }
  return { key: 'moderation.review.firstPost' }
}

/**
 * A post or comment waiting for a moderator (issue 43 §2): why and for how long, then Approve
 * (one tap: on a phone, open the queue and tap) or Reject with a reason the author is told.
 */
export function WaitingActions({ item, now }: { item: QueueItem; now: Date }) {
  const { t, lang } = useI18n()
  const reason = heldReason(item.heldFor ?? 'first-post')
  const rule = reason.vars?.rule ? { rule: t(`words.rule.${reason.vars.rule}` as MessageKey) } : undefined
  const since = item.heldAt ?? item.createdAt
  return (
    <section className="mt-3 rounded-lg border border-primary bg-primary-soft p-3" aria-label={t('moderation.review.title')}>
      <p className="text-sm font-semibold">{t(reason.key, rule)}</p>
      <p className="text-sm text-muted">
        {t('moderation.review.waiting', { time: formatRelative(lang, since, now) })} <span className="text-xs">({formatDateTime(lang, since)})</span>
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="type" value={item.type} />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className={`${button} bg-primary text-on-primary`}>{t('moderation.review.approve')}</button>
        </Form>
        <details className="min-w-60 flex-1">
          <summary className={`${button} cursor-pointer border border-border bg-surface`}>{t('moderation.review.reject')}</summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="type" value={item.type} />
            <input type="hidden" name="id" value={item.id} />
            <label className="block text-sm font-semibold" htmlFor={`reject-${item.type}-${item.id}`}>{t('moderation.review.rejectReason')}</label>
            <textarea id={`reject-${item.type}-${item.id}`} name="reason" rows={2} maxLength={500} required className={input} />
            <button type="submit" className={`${button} bg-danger text-on-primary`}>{t('moderation.review.rejectConfirm')}</button>
          </Form>
        </details>
      </div>
    </section>
  )
}

/** An item readers hid as spam: confirm (removed, the author stays silenced) or restore (all back). */
export function SpamActions({ item }: { item: QueueItem }) {
  const { t } = useI18n()
  return (
    <Form method="post" className="mt-3 rounded-lg border border-danger p-3">
      <input type="hidden" name="intent" value="spam" />
      <input type="hidden" name="type" value={item.type} />
      <input type="hidden" name="id" value={item.id} />
      <p className="text-sm font-semibold">{t(item.author.silenced ? 'moderation.spam.silenced' : 'moderation.spam.hidden')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" name="decision" value="confirm" className={`${button} bg-danger text-on-primary`}>{t('moderation.spam.confirm')}</button>
        <button type="submit" name="decision" value="restore" className={`${button} border border-border`}>{t('moderation.spam.restore')}</button>
      </div>
    </Form>
  )
}
