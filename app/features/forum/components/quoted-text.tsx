import type { ComponentProps } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { splitQuote, type QuoteSource } from '../threads'
import { RichText } from './rich-text'

/**
 * Whose quotation a comment starts with (threads.ts: threadView): `{ by }` names them ("Karim
 * wrote:"; null, the anonymous author's label), `'gone'` hides the words of a comment no longer
 * shown, null shows the quotation without a name.
 */
export type QuoteBy = QuoteSource | null

/**
 * A comment's text: a leading block of `> ` lines as a quotation, the rest as RichText (which
 * stays the one place that turns user text into links). Never HTML.
 */
export function QuotedText({ text, quote = null, className = '', ...rich }: { text: string; quote?: QuoteBy; className?: string } & Omit<ComponentProps<typeof RichText>, 'text' | 'className'>) {
  const { t } = useI18n()
  const parts = splitQuote(text)
  if (parts.quote === null) return <RichText text={text} className={className} {...rich} />
  return (
    <div className={className}>
      {quote === 'gone' ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted">{t('forum.reply.quoteGone')}</p>
      ) : (
        <figure className="rounded-r-lg border-l-4 border-border bg-surface-2 px-3 py-2 text-sm">
          {quote ? <figcaption className="mb-1 font-semibold text-muted">{t('forum.reply.wrote', { name: quote.by ?? t('forum.comment.anonymousAuthor') })}</figcaption> : null}
          <blockquote><RichText text={parts.quote} {...rich} /></blockquote>
        </figure>
      )}
      {parts.rest ? <RichText text={parts.rest} className="mt-2" {...rich} /> : null}
    </div>
  )
}
