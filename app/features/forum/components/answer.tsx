import { useEffect, useState, type ComponentType } from 'react'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { CommentView } from '../post-view.server'
import { QuotedText, type QuoteBy } from './quoted-text'

/** The comment chosen as the answer, shown under the question (a reply's quotation with its author: quoted-text.tsx). */
export function ChosenAnswer({ comment, quote = null }: { comment: CommentView; quote?: QuoteBy }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="chosen-answer" className="mt-4 rounded-xl border-2 border-primary bg-surface p-4">
      <h2 id="chosen-answer" className="flex items-center gap-2 font-bold text-link">
        <Icon name="circle-check" className="size-5" />{t('forum.answer.heading')}
      </h2>
      <p className="mt-1 text-sm font-semibold">{comment.author?.name ?? t('forum.comment.anonymousAuthor')}</p>
      <QuotedText text={comment.content} quote={quote} mentions={comment.mentions} className="mt-1" />
      <a href={`#comment-${comment.id}`} className="mt-1 inline-flex min-h-10 items-center text-sm font-semibold text-link underline">{t('forum.answer.goTo')}</a>
    </section>
  )
}

/** The "Answer" badge beside a comment's author. */
export function AnswerBadge() {
  const { t } = useI18n()
  return (
    <span className="inline-flex items-center gap-0.5 rounded-full bg-primary px-1.5 text-xs font-semibold text-on-primary">
      <Icon name="circle-check" className="size-3" />{t('forum.answer.badge')}
    </span>
  )
}

/**
 * "Tell me on this phone when someone answers" (answer-prompt.tsx), for the asker of a question
 * without an answer. It shows nothing until it has asked the browser, so its code comes after the
 * page: the post page is at its JavaScript budget.
 */
export function AnswerPrompt() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null)
  useEffect(() => {
    void import('./answer-prompt').then((module) => setPrompt(() => module.AnswerPrompt))
  }, [])
  return Prompt ? <Prompt /> : null
}
