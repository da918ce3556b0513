import { useEffect, useState, type ComponentType } from 'react'
import { Form } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { CommentView } from '../post-view.server'
import { QuotedText, type QuoteBy } from './quoted-text'

const small = 'inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2'

/** Follow a post (told of every new comment) or stop: a plain form, so it works without JavaScript. */
export function FollowForm({ following }: { following: boolean }) {
  const { t } = useI18n()
  return (
    <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="intent" value="follow" />
      <input type="hidden" name="following" value={following ? '0' : '1'} />
      <button type="submit" aria-pressed={following}
        className={`inline-flex min-h-10 items-center gap-1 rounded-full border px-3 font-semibold ${following ? 'border-primary bg-primary-soft text-link' : 'border-border'}`}>
        <Icon name={following ? 'bell' : 'bell-off'} className="size-4" />{t(following ? 'forum.unfollow' : 'forum.follow')}
      </button>
      <span className="text-muted">{t(following ? 'forum.follow.on' : 'forum.follow.off')}</span>
    </Form>
  )
}

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

/** Mark a comment as the answer, or take the mark away (the asker and moderators only). */
export function AnswerButton({ commentId, chosen }: { commentId: number; chosen: boolean }) {
  const { t } = useI18n()
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="commentId" value={chosen ? '' : commentId} />
      <button type="submit" className={`${small} ${chosen ? '' : 'font-semibold text-link'}`}>
        <Icon name="circle-check" className="size-4" />{t(chosen ? 'forum.answer.unmark' : 'forum.answer.mark')}
      </button>
    </Form>
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
