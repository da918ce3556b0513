import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Avatar } from '#app/components/ui/avatar'
import { Icon } from '#app/components/ui/icon'
import { Shared } from '#app/components/ui/shared'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import type { CommentView } from '../post-view.server'
import { LikeButton } from './like-button'
import { PostTime } from './post-time'
import { ReportLink } from './report-link'
import { RichText } from './rich-text'
import { useFetcherToast } from './use-fetcher-toast'
import { AnswerBadge, AnswerButton } from './answer'
import { moderationNotice } from '#app/features/forum/moderation-notice'
import { armMentions } from './mention-trigger'

type ActionData = { ok: boolean; intent?: string; error?: { message: MessageKey } }

// Plain markup here (not components/ui/form): this page is close to its JavaScript budget.
const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold'
const primary = `${button} bg-primary text-on-primary disabled:opacity-60`
const secondary = `${button} border border-border bg-surface`
const field = 'mb-2 w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg aria-[invalid=true]:border-danger'

function CommentBox({ id, label, defaultValue, error, boxRef }: { id: string; label: string; defaultValue?: string; error?: React.ReactNode; boxRef?: React.Ref<HTMLTextAreaElement> }) {
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{label}</label>
      <textarea ref={boxRef} id={id} name="content" rows={3} maxLength={2000} defaultValue={defaultValue} className={field}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? <p id={`${id}-error`} className="mb-2 text-sm text-danger">{error}</p> : null}
    </>
  )
}

/** "Comments (n)": the comment box, and each comment with its author, date, likes and actions. */
export function Comments({ postId, comments, signedIn, canComment, editing, deleting, pageResult, answerId = null, canChooseAnswer = false, canOffer = false }: {
  postId: number
  comments: CommentView[]
  signedIn: boolean
  canComment: boolean
  /** The comment chosen as the question's answer. */
  answerId?: number | null
  /** Whether this reader may choose it (the asker, a moderator). */
  canChooseAnswer?: boolean
  /** A moderator: each comment can be offered to the guide (issue 42 §4). */
  canOffer?: boolean
  editing: number | null
  deleting: number | null
  /** The answer to a plain form post (no JavaScript): the page's action data. */
  pageResult?: ActionData | null
}) {
  const { t, href } = useI18n()
  const fetcher = useFetcher<ActionData>({ key: `comment-${postId}` })
  useFetcherToast(fetcher)
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && box.current) box.current.value = ''
  }, [fetcher.state, fetcher.data])
  const answer = fetcher.data ?? pageResult
  const error = answer && !answer.ok && answer.intent === 'comment' ? answer.error : undefined
  return (
    // The comment boxes (new, and one's own being edited) offer "@" suggestions once focused.
    <section id="comments" aria-labelledby="comments-heading" className="mt-6 scroll-mt-20" onFocus={(e) => armMentions(e.target, t, postId)}>
      <h2 id="comments-heading" className="mb-3 text-xl font-bold">{t('forum.comments.title', { count: comments.length })}</h2>
      {canComment ? (
        signedIn ? (
          <fetcher.Form method="post" action={href(`/seeking-hathazari/${postId}`)} preventScrollReset className="mb-4 rounded-xl border border-border bg-surface p-4">
            <input type="hidden" name="intent" value="comment" />
            <h3 className="mb-2 font-semibold">{t('forum.comment.add')}</h3>
            <CommentBox id="new-comment" boxRef={box} label={t('forum.comment.label')} error={error ? <>{t(error.message)}{error.message === 'moderation.blocked.verifyFirst' ? <>{' '}<Link to="/seeking-hathazari/profile" className="font-semibold underline">{t('auth.help.verify')}</Link></> : null}</> : undefined} />
            <button type="submit" className={primary} disabled={fetcher.state !== 'idle'}>{t('forum.comment.submit')}</button>
          </fetcher.Form>
        ) : (
          <p className="mb-4"><Link to={`/login?redirectTo=${encodeURIComponent(`/seeking-hathazari/${postId}#comments`)}`} className="inline-block min-h-6 font-semibold text-link underline">{t('forum.comment.loginPrompt')}</Link></p>
        )
      ) : null}
      {comments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-muted">{t('forum.comments.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} id={`comment-${comment.id}`} className="scroll-mt-20 rounded-xl border border-border bg-surface p-3">
              <CommentItem postId={postId} comment={comment} editing={editing === comment.id} deleting={deleting === comment.id} pageResult={pageResult}
                isAnswer={answerId === comment.id} canChooseAnswer={canChooseAnswer} canOffer={canOffer} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function CommentItem({ postId, comment, editing, deleting, pageResult, isAnswer, canChooseAnswer, canOffer }: {
  postId: number; comment: CommentView; editing: boolean; deleting: boolean; pageResult?: ActionData | null; isAnswer: boolean; canChooseAnswer: boolean; canOffer: boolean
}) {
  const { t, href } = useI18n()
  const fetcher = useFetcher<ActionData>({ key: `comment-edit-${comment.id}` })
  useFetcherToast(fetcher)
  const answer = fetcher.data ?? (pageResult?.intent === 'edit-comment' || pageResult?.intent === 'delete-comment' ? pageResult : undefined)
  const failure = answer && !answer.ok && answer.error ? t(answer.error.message) : undefined
  const here = href(`/seeking-hathazari/${postId}`)
  const authorName = comment.author?.name ?? t('forum.comment.anonymousAuthor')
  const small = 'inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2'
  return (
    <article aria-label={authorName}>
      {/* Rendered once for every reader on the server (ADR 033); the forms and the footer are each reader's own. */}
      <Shared render={CommentBody} props={{ comment: commentBody(comment), isAnswer, withText: !(editing && comment.mine) }} />
      {editing && comment.mine ? (
        <fetcher.Form method="post" action={here} preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value="edit-comment" />
          <input type="hidden" name="commentId" value={comment.id} />
          <CommentBox id={`edit-comment-${comment.id}`} label={t('forum.comment.label')} defaultValue={comment.content} error={failure} />
          <div className="flex gap-2">
            <button type="submit" className={primary}>{t('forum.save')}</button>
            <Link to={`${here}#comment-${comment.id}`} replace preventScrollReset className={secondary}>{t('forum.cancel')}</Link>
          </div>
        </fetcher.Form>
      ) : null}
      {deleting && comment.mine ? (
        <fetcher.Form method="post" action={here} preventScrollReset className="mt-2 rounded-lg border border-danger p-3" role="alertdialog" aria-label={t('forum.delete.confirmComment')}>
          {failure ? <p role="alert" className="mb-2 text-sm text-danger">{failure}</p> : null}
          <p className="font-semibold">{t('forum.delete.confirmComment')}</p>
          <input type="hidden" name="intent" value="delete-comment" />
          <input type="hidden" name="commentId" value={comment.id} />
          <div className="mt-2 flex gap-2">
            <button type="submit" className={`${button} bg-danger text-on-primary`}>{t('forum.delete')}</button>
            <Link to={`${here}#comment-${comment.id}`} replace preventScrollReset className={secondary}>{t('forum.cancel')}</Link>
          </div>
        </fetcher.Form>
      ) : null}
      <footer className="mt-1 flex flex-wrap items-center gap-1">
        {comment.moderation === 'active' ? <LikeButton postId={postId} itemType="comment" itemId={comment.id} liked={comment.likedByMe} count={comment.likes} /> : null}
        {canChooseAnswer && comment.moderation === 'active' ? <AnswerButton commentId={comment.id} chosen={isAnswer} /> : null}
        {canOffer && comment.moderation === 'active' ? (
          <Link to={`/suggest?forum=${postId}&comment=${comment.id}`} className={small}><Icon name="book-open" className="size-4" />{t('forum.offerToGuide')}</Link>
        ) : null}
        {comment.mine ? (
          <>
            <Link to={`?editComment=${comment.id}#comment-${comment.id}`} replace preventScrollReset className={small}><Icon name="pencil" className="size-4" />{t('forum.edit')}</Link>
            {comment.moderation === 'active' || comment.moderation === 'pending' ? <Link to={`?deleteComment=${comment.id}#comment-${comment.id}`} replace preventScrollReset className={small}><Icon name="trash-2" className="size-4" />{t('forum.delete')}</Link> : null}
          </>
        ) : !comment.reportedByMe ? (
          <ReportLink postId={postId} itemType="comment" itemId={comment.id} className={small} />
        ) : null}
      </footer>
    </article>
  )
}

/** What a comment shows every reader alike: who and when, the moderators' notice, and its text. */
type CommentBodyProps = Pick<CommentView, 'author' | 'createdAt' | 'moderation' | 'moderationReason' | 'content' | 'mentions'>
const commentBody = ({ author, createdAt, moderation, moderationReason, content, mentions }: CommentView): CommentBodyProps => ({ author, createdAt, moderation, moderationReason, content, mentions })

/** The top of a comment, and its text unless its author is editing it. Shared between readers: props only. */
function CommentBody({ comment, isAnswer, withText }: { comment: CommentBodyProps; isAnswer: boolean; withText: boolean }) {
  const { t } = useI18n()
  const authorName = comment.author?.name ?? t('forum.comment.anonymousAuthor')
  return (
    <>
      {/* Name (and badge) above the time, beside the avatar: on a 360 px phone the three in one
          row wrapped at random points. */}
      <header className="flex items-start gap-2 text-sm">
        <Avatar name={comment.author?.name ?? '?'} initials={comment.author?.initials} url={comment.author?.avatarUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="break-words font-semibold">{authorName}</span>
            {isAnswer ? <AnswerBadge /> : null}
            {comment.author && comment.author.role !== 'member' ? (
              <span className="inline-flex items-center gap-0.5 rounded-full bg-primary-soft px-1.5 text-xs text-link">
                <Icon name="shield-check" className="size-3" />{t(comment.author.role === 'admin' ? 'forum.adminBadge' : 'forum.moderatorBadge')}
              </span>
            ) : null}
          </p>
          <p className="text-xs text-muted"><PostTime iso={comment.createdAt} /></p>
        </div>
      </header>
      {comment.moderation !== 'active' ? (
        <p className="mt-2 rounded-lg bg-warning-soft p-2 text-sm text-warning-fg">
          {t(moderationNotice(comment.moderation, 'comment'))}
          {comment.moderationReason ? ` ${t('forum.moderation.reason', { reason: comment.moderationReason })}` : ''}
        </p>
      ) : null}
      {withText ? <RichText text={comment.content} mentions={comment.mentions} className="mt-2" /> : null}
    </>
  )
}
