import { Suspense } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Avatar } from '#app/components/ui/avatar'
import { Icon } from '#app/components/ui/icon'
import { Shared } from '#app/components/ui/shared'
import { useI18n } from '#app/i18n/use-i18n'
import type { CommentView } from '../post-view.server'
import { LikeButton } from './like-button'
import { EditedMark } from './edited-mark'
import { PostTime } from './post-time'
import { ReportLink } from './report-link'
import { AnswerBadge } from './answer'
import { moderationNotice } from '#app/features/forum/moderation-notice'
import type { QuoteSource, Thread } from '../threads'
import { QuotedText, type QuoteBy } from './quoted-text'
import { AnswerButton, CommentForm, Conversation, OwnCommentForm, ReplyForm, SaveButton } from './lazy-parts'
import type { ActionData } from './signed-in-parts'
import { armMentions } from './mention-trigger'
import { FORUM } from '#app/lib/forum-path'

/** "Comments (n)": the comment box, and each comment with its replies under it, author, date, likes and actions. */
export function Comments({ postId, comments, threads, quotes, signedIn, canComment, editing, deleting, replying = null, pageResult, answerId = null, canChooseAnswer = false, canOffer = false, moderator = false }: {
  postId: number
  comments: CommentView[]
  /** The comments as threads, and whose words each reply quotes (threads.ts: threadView, on the server). */
  threads: Thread[]
  quotes: Record<number, QuoteSource>
  signedIn: boolean
  canComment: boolean
  /** The comment chosen as the question's answer. */
  answerId?: number | null
  /** Whether this reader may choose it (the asker, a moderator). */
  canChooseAnswer?: boolean
  /** A moderator: each comment can be offered to the guide (issue 42 §4). */
  canOffer?: boolean
  /** A moderator: every edited comment's earlier versions (issue 44 §4). */
  moderator?: boolean
  editing: number | null
  deleting: number | null
  /** The comment whose reply form is open (?replyTo=, issue 44 §2). */
  replying?: number | null
  /** The answer to a plain form post (no JavaScript): the page's action data. */
  pageResult?: ActionData | null
}) {
  const { t } = useI18n()
  const nameOf = (comment: CommentView) => comment.author?.name ?? t('forum.comment.anonymousAuthor')
  const mayReply = canComment && signedIn
  // The reply form is open under a comment that may still be answered (?replyTo=). A refused post
  // comes back to it (its address keeps ?replyTo=); if that comment is gone meanwhile, the
  // comment form says why, with the text.
  const open = mayReply && replying !== null && threads.some((thread) => thread.top?.moderation === 'active' && [thread.top, ...thread.replies].some((c) => c.id === replying && c.moderation === 'active'))
  const refused = open && pageResult?.intent === 'comment' && !pageResult.ok ? pageResult : undefined
  // "Reply" on a reply answers its thread, calling that reply's author by name (`@Name `, issue 44 §1).
  const prefillFor = (comment: CommentView) => comment.replyToId !== null && comment.author && !comment.mine ? `@${comment.author.name} ` : ''

  // A top-level comment heads its thread's item; each reply is an item of the thread's own list.
  const item = (comment: CommentView, thread: Thread, Tag: 'div' | 'li' = 'li') => {
    const canReply = mayReply && thread.top?.moderation === 'active' && comment.moderation === 'active'
    return (
      <Tag key={comment.id} id={`comment-${comment.id}`} className="relative scroll-mt-20 rounded-xl border border-border bg-surface p-3">
        <CommentItem postId={postId} comment={comment} editing={editing === comment.id} deleting={deleting === comment.id} pageResult={pageResult}
          isAnswer={answerId === comment.id} canChooseAnswer={canChooseAnswer} canOffer={canOffer} canReply={canReply}
          inReplyTo={comment.replyToId !== null && thread.top ? { id: thread.top.id, name: nameOf(thread.top) } : null}
          quote={quotes[comment.id] ?? null} signedIn={signedIn} moderator={moderator} />
        {open && replying === comment.id ? (
          <Suspense fallback={null}>
            <ReplyForm postId={postId} on={comment.id} to={thread.id} name={nameOf(comment)} text={refused?.values?.content ?? prefillFor(comment)} error={refused?.error?.message} />
          </Suspense>
        ) : null}
      </Tag>
    )
  }

  return (
    // The comment boxes (new, a reply, and one's own being edited) offer "@" suggestions once focused.
    <section id="comments" aria-labelledby="comments-heading" className="mt-6 scroll-mt-20" onFocus={(e) => armMentions(e.target, t, postId)}>
      {/* A signed-in reader's page follows the conversation (signed-in-parts.tsx); it shows nothing. */}
      {signedIn ? <Suspense fallback={null}><Conversation postId={postId} shown={comments.length} quotes={mayReply} /></Suspense> : null}
      <h2 id="comments-heading" className="mb-3 text-xl font-bold">{t('forum.comments.title', { count: comments.length })}</h2>
      {canComment ? (
        signedIn ? (
          <Suspense fallback={null}><CommentForm postId={postId} pageResult={open ? null : pageResult} /></Suspense>
        ) : (
          <p className="mb-4"><Link to={`/login?redirectTo=${encodeURIComponent(`${FORUM}/${postId}#comments`)}`} className="inline-block min-h-6 font-semibold text-link underline">{t('forum.comment.loginPrompt')}</Link></p>
        )
      ) : null}
      {comments.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-muted">{t('forum.comments.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {threads.map((thread) => (
            <li key={thread.id} className="space-y-2">
              {thread.top ? item(thread.top, thread, 'div') : (
                // Not the comment, nor its author: only that it was there (issue 44 §2).
                <p id={`comment-${thread.id}`} className="scroll-mt-20 rounded-xl border border-dashed border-border p-3 text-sm text-muted">{t('forum.reply.parentRemoved')}</p>
              )}
              {thread.replies.length ? (
                // Indented on wide screens; on a phone in order, under a rule that holds the thread together.
                <ol aria-label={thread.top ? t('forum.reply.replies', { name: nameOf(thread.top) }) : undefined}
                  className="space-y-2 border-l-2 border-border pl-2 sm:ml-8 sm:pl-3">
                  {thread.replies.map((comment) => item(comment, thread))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** A comment's small actions in its footer (Reply, Edit, Delete, Report, …). */
const actionClass = 'inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2'

function CommentItem({ postId, comment, editing, deleting, pageResult, isAnswer, canChooseAnswer, canOffer, canReply, inReplyTo, quote, signedIn, moderator }: {
  postId: number; comment: CommentView; editing: boolean; deleting: boolean; pageResult?: ActionData | null; isAnswer: boolean; canChooseAnswer: boolean; canOffer: boolean
  canReply: boolean; inReplyTo: CommentBodyProps['inReplyTo']; quote: QuoteBy
  signedIn: boolean; moderator: boolean
}) {
  const { t } = useI18n()
  const authorName = comment.author?.name ?? t('forum.comment.anonymousAuthor')
  return (
    <article aria-label={authorName}>
      {/* Rendered once for every reader on the server (ADR 033); the forms and the footer's own actions are each reader's. */}
      <Shared render={CommentBody} props={{ comment: commentBody(comment), isAnswer, withText: !(editing && comment.mine), inReplyTo, quote,
        history: comment.editedAt && (comment.mine || moderator) ? `${FORUM}/${postId}/history?comment=${comment.id}` : null }} />
      {(editing || deleting) && comment.mine ? <Suspense fallback={null}><OwnCommentForm postId={postId} comment={comment} editing={editing} pageResult={pageResult} /></Suspense> : null}
      <footer className="mt-1 flex flex-wrap items-center gap-1">
        {/* Like, Save and Reply: rendered once for every reader in the same state (their state is in the props). */}
        <Shared render={CommentActions} className="contents" props={{
          postId, commentId: comment.id, likes: comment.moderation === 'active' ? comment.likes : null, liked: comment.likedByMe,
          saved: signedIn && (comment.moderation === 'active' || comment.moderation === 'pending') ? comment.savedByMe : null, replyable: canReply,
        }} />
        {canChooseAnswer && comment.moderation === 'active' ? <Suspense fallback={null}><AnswerButton commentId={comment.id} chosen={isAnswer} /></Suspense> : null}
        {canOffer && comment.moderation === 'active' ? (
          <Link to={`/suggest?forum=${postId}&comment=${comment.id}`} className={actionClass}><Icon name="book-open" className="size-4" />{t('forum.offerToGuide')}</Link>
        ) : null}
        {comment.mine ? (
          <>
            <Link to={`?editComment=${comment.id}#comment-${comment.id}`} replace preventScrollReset className={actionClass}><Icon name="pencil" className="size-4" />{t('forum.edit')}</Link>
            {comment.moderation === 'active' || comment.moderation === 'pending' ? <Link to={`?deleteComment=${comment.id}#comment-${comment.id}`} replace preventScrollReset className={actionClass}><Icon name="trash-2" className="size-4" />{t('forum.delete')}</Link> : null}
          </>
        ) : !comment.reportedByMe ? (
          <ReportLink postId={postId} itemType="comment" itemId={comment.id} className={actionClass} />
        ) : null}
      </footer>
    </article>
  )
}

/**
 * A comment's Like, Save and Reply as this reader may use them. Shared between readers (ADR 033):
 * the reader's own state (liked, saved, may reply) is in the props, so a reader is only ever given
 * the markup of their own state. On the server every part of it is written without the router's
 * hooks (ServerPostForm, our Link); in the browser they are the live fetcher forms and links.
 */
function CommentActions({ postId, commentId, likes, liked, saved, replyable }: {
  postId: number; commentId: number
  /** The count, when the comment can be liked (it is not hidden or waiting). */
  likes: number | null; liked: boolean
  /** Whether it is saved, when this reader can save it. */
  saved: boolean | null
  replyable: boolean
}) {
  return (
    <>
      {likes !== null ? <LikeButton postId={postId} itemType="comment" itemId={commentId} liked={liked} count={likes} /> : null}
      {saved !== null ? <Suspense fallback={null}><SaveButton postId={postId} itemType="comment" itemId={commentId} saved={saved} /></Suspense> : null}
      {replyable ? <ReplyLink postId={postId} commentId={commentId} /> : null}
    </>
  )
}

/** "Reply": its address opens the form under the comment; with JavaScript it opens there without scrolling. */
function ReplyLink({ postId, commentId }: { postId: number; commentId: number }) {
  const { t } = useI18n()
  const to = `${FORUM}/${postId}?replyTo=${commentId}#reply-${commentId}`
  const label = <><Icon name="message-circle" className="size-4" />{t('forum.reply')}</>
  // A path of ours: the server writes it without the router's hooks.
  if (import.meta.env.SSR) return <Link id={`reply-link-${commentId}`} to={to} className={actionClass}>{label}</Link>
  return <LiveReplyLink commentId={commentId} to={to}>{label}</LiveReplyLink>
}

function LiveReplyLink({ commentId, to, children }: { commentId: number; to: string; children: React.ReactNode }) {
  const navigate = useNavigate()
  return (
    <Link id={`reply-link-${commentId}`} to={to} replace preventScrollReset className={actionClass} onClick={(event) => {
      event.preventDefault()
      void navigate(`?replyTo=${commentId}`, { replace: true, preventScrollReset: true })
    }}>{children}</Link>
  )
}

/** What a comment shows every reader alike: who and when, the moderators' notice, and its text. */
type CommentBodyProps = Pick<CommentView, 'author' | 'createdAt' | 'moderation' | 'moderationReason' | 'content' | 'mentions' | 'editedAt'> & {
  /** The top-level comment a reply answers, with its author as this reader knows them. */
  inReplyTo?: { id: number; name: string } | null
}
const commentBody = ({ author, createdAt, moderation, moderationReason, content, mentions, editedAt }: CommentView): CommentBodyProps => ({ author, createdAt, moderation, moderationReason, content, mentions, editedAt })

/** The top of a comment, and its text unless its author is editing it. Shared between readers: props only. */
function CommentBody({ comment, isAnswer, withText, inReplyTo, quote = null, history = null }: { comment: CommentBodyProps; isAnswer: boolean; withText: boolean; inReplyTo?: CommentBodyProps['inReplyTo']; quote?: QuoteBy; history?: string | null }) {
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
          <p className="text-xs text-muted">
            <PostTime iso={comment.createdAt} />
            {comment.editedAt ? <EditedMark iso={comment.editedAt} since={comment.createdAt} history={history} /> : null}
            {inReplyTo ? <> · <a href={`#comment-${inReplyTo.id}`} className="inline-block text-link underline">{t('forum.reply.inReplyTo', { name: inReplyTo.name })}</a></> : null}
          </p>
        </div>
      </header>
      {comment.moderation !== 'active' ? (
        <p className="mt-2 rounded-lg bg-warning-soft p-2 text-sm text-warning-fg">
          {t(moderationNotice(comment.moderation, 'comment'))}
          {comment.moderationReason ? ` ${t('forum.moderation.reason', { reason: comment.moderationReason })}` : ''}
        </p>
      ) : null}
      {withText ? <div data-quotable><QuotedText text={comment.content} quote={quote} mentions={comment.mentions} className="mt-2" /></div> : null}
    </>
  )
}
