import { Form } from '#app/components/ui/link'
import { secondaryButtonClass } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime, formatRelative } from '#app/lib/format-time'
import type { ContactMessageView } from '../messages.server'

/**
 * One contact message on /moderation/contact: who sent it and how to reach them, what they
 * wrote (as text: line breaks kept, never HTML), when, and whether it is handled, with the form
 * that marks it handled or not (a plain POST: it works without JavaScript).
 */
export function ContactMessageCard({ message, now }: { message: ContactMessageView; now: Date }) {
  const { t, lang } = useI18n()
  const headingId = `contact-${message.id}-subject`
  const handled = message.handledAt !== null
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="min-w-0 break-words text-lg font-bold">{message.subject}</h2>
        <span className={`shrink-0 rounded-full px-2 text-sm font-semibold ${handled ? 'bg-primary-soft text-fg' : 'bg-warning-soft text-warning-fg'}`}>
          {handled ? t('moderation.contact.handled') : t('moderation.contact.unhandled')}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">{t('moderation.contact.from')}</dt>
        <dd className="break-words font-semibold">{message.name}</dd>
        <dt className="text-muted">{t('moderation.contact.email')}</dt>
        <dd className="break-all">{message.email}</dd>
        {message.phone ? (
          <>
            <dt className="text-muted">{t('moderation.contact.phone')}</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
      </dl>
      {/* "3 hours ago" and the date and time: an answer may need to say when it was sent. */}
      <p className="mt-1 text-sm text-muted">
        <time dateTime={message.createdAt}>{formatRelative(lang, message.createdAt, now)}</time>
        <span aria-hidden="true"> · </span>
        <span className="whitespace-nowrap">{formatDateTime(lang, message.createdAt)}</span>
      </p>
      <p className="mt-3 whitespace-pre-wrap break-words">{message.message}</p>
      {handled ? (
        <p className="mt-3 text-sm text-muted">
          {message.handledBy
            ? t('moderation.contact.handledBy', { name: message.handledBy, time: formatDateTime(lang, message.handledAt!) })
            : t('moderation.contact.handledWhen', { time: formatDateTime(lang, message.handledAt!) })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <a href={message.reply} className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline">
          <Icon name="mail" className="size-4" />
          {t('moderation.contact.reply')}
        </a>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={handled ? 'unhandle' : 'handle'} />
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" className={secondaryButtonClass} aria-describedby={headingId}>
            {handled ? null : <Icon name="check" className="size-4" />}
            {handled ? t('moderation.contact.markUnhandled') : t('moderation.contact.markHandled')}
          </button>
        </Form>
      </div>
    </article>
  )
}
