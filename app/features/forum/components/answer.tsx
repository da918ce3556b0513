import { useEffect, useState } from 'react'
import { Form } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import type { CommentView } from '../post-view.server'
import { RichText } from './rich-text'

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

/** The comment chosen as the answer, shown under the question. */
export function ChosenAnswer({ comment }: { comment: CommentView }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="chosen-answer" className="mt-4 rounded-xl border-2 border-primary bg-surface p-4">
      <h2 id="chosen-answer" className="flex items-center gap-2 font-bold text-link">
        <Icon name="circle-check" className="size-5" />{t('forum.answer.heading')}
      </h2>
      <p className="mt-1 text-sm font-semibold">{comment.author?.name ?? t('forum.comment.anonymousAuthor')}</p>
      <RichText text={comment.content} mentions={comment.mentions} className="mt-1" />
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

const PROMPTED = 'hg-answer-prompt'

/**
 * Shown once on a device, after its reader asked a question: "tell me on this phone when someone
 * answers". Never on page load of anything else, never when the browser cannot or will not show
 * notifications, never when this device already shows them.
 */
export function AnswerPrompt() {
  const { t, lang } = useI18n()
  const [state, setState] = useState<'hidden' | 'asking' | 'working' | 'done' | 'service' | 'failed'>('hidden')
  useEffect(() => {
    let live = true
    try {
      if (localStorage.getItem(PROMPTED)) return
    } catch {
      return
    }
    void import('#app/lib/push-client').then(({ deviceNotificationState }) => deviceNotificationState()).then((found) => {
      if (!live || found !== 'off') return
      try {
        localStorage.setItem(PROMPTED, '1')
      } catch {
        return
      }
      setState('asking')
    })
    return () => {
      live = false
    }
  }, [])
  if (state === 'hidden') return null
  const turnOn = async () => {
    setState('working')
    const { enablePush } = await import('#app/lib/push-client')
    const result = await enablePush(lang, { notifications: true })
    setState(result === 'subscribed' ? 'done' : result === 'service' ? 'service' : 'failed')
  }
  return (
    <aside aria-labelledby="answer-prompt" className="mt-4 rounded-xl border border-primary bg-primary-soft p-4">
      <h2 id="answer-prompt" className="flex items-center gap-2 font-bold"><Icon name="bell" className="size-5" />{t('forum.answerPrompt.title')}</h2>
      {state === 'done' || state === 'failed' || state === 'service' ? (
        <p role="status" className="mt-1">{t(state === 'done' ? 'forum.answerPrompt.done' : state === 'service' ? 'notifications.device.service' : 'forum.answerPrompt.failed')}</p>
      ) : (
        <>
          <p className="mt-1">{t('forum.answerPrompt.body')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" disabled={state === 'working'} onClick={() => void turnOn()}
              className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary disabled:opacity-60">{t('forum.answerPrompt.turnOn')}</button>
            <button type="button" onClick={() => setState('hidden')} className="inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-4 font-semibold">{t('forum.answerPrompt.dismiss')}</button>
          </div>
        </>
      )}
    </aside>
  )
}
