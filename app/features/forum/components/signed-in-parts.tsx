import { useEffect, useRef } from 'react'
import { useFetcher, useLocation, useNavigate, useRevalidator } from 'react-router'
import { Form, Link, ServerPostForm } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { onLiveEvent } from '#app/lib/live-client'
import type { CommentView } from '../post-view.server'
import { resolutions, type Resolution } from '../constants'
import { useFetcherToast } from './use-fetcher-toast'
import { FORUM } from '#app/lib/forum-path'

/*
 * What only a signed-in reader has on a post's page: the comment, reply, edit and delete forms,
 * comments arriving live and "Quote" on a selection (issue 44 §2), "Follow", "Save" (§3) and
 * choosing the answer. Kept out of the page's first
 * JavaScript (lazy-parts.tsx), as the events page keeps its readers' forms: the post page is at
 * its 120 KB budget, and a visitor's page needs none of it. The server renders the forms at once,
 * so the page is whole without JavaScript.
 */

export type ActionData = { ok: boolean; intent?: string; error?: { message: MessageKey }; values?: Record<string, string> }

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

/**
 * "Add a comment": the form at the top of the comments. `pageResult`: the answer to a comment (or
 * a reply whose comment is gone) posted without JavaScript: its refusal, with the text back.
 */
export function CommentForm({ postId, pageResult }: { postId: number; pageResult?: ActionData | null }) {
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
    <fetcher.Form method="post" action={href(`${FORUM}/${postId}`)} preventScrollReset className="mb-4 rounded-xl border border-border bg-surface p-4">
      <input type="hidden" name="intent" value="comment" />
      <h3 className="mb-2 font-semibold">{t('forum.comment.add')}</h3>
      <CommentBox id="new-comment" boxRef={box} label={t('forum.comment.label')} defaultValue={pageResult && !pageResult.ok ? pageResult.values?.content : undefined} error={error ? <>{t(error.message)}{error.message === 'moderation.blocked.verifyFirst' ? <>{' '}<Link to={`${FORUM}/profile`} className="font-semibold underline">{t('auth.help.verify')}</Link></> : null}</> : undefined} />
      <button type="submit" className={primary} disabled={fetcher.state !== 'idle'}>{t('forum.comment.submit')}</button>
    </fetcher.Form>
  )
}

/** A comment's author editing it (`editing`) or confirming its deletion, opened by the address (?editComment=, ?deleteComment=). */
export function OwnCommentForm({ postId, comment, editing, pageResult }: { postId: number; comment: CommentView; editing: boolean; pageResult?: ActionData | null }) {
  const { t, href } = useI18n()
  const fetcher = useFetcher<ActionData>({ key: `comment-edit-${comment.id}` })
  useFetcherToast(fetcher)
  const answer = fetcher.data ?? (pageResult?.intent === 'edit-comment' || pageResult?.intent === 'delete-comment' ? pageResult : undefined)
  const failure = answer && !answer.ok && answer.error ? t(answer.error.message) : undefined
  const here = href(`${FORUM}/${postId}`)
  return editing ? (
    <fetcher.Form method="post" action={here} preventScrollReset className="mt-2">
      <input type="hidden" name="intent" value="edit-comment" />
      <input type="hidden" name="commentId" value={comment.id} />
      <CommentBox id={`edit-comment-${comment.id}`} label={t('forum.comment.label')} defaultValue={comment.content} error={failure} />
      <div className="flex gap-2">
        <button type="submit" className={primary}>{t('forum.save')}</button>
        <Link to={`${here}#comment-${comment.id}`} replace preventScrollReset className={secondary}>{t('forum.cancel')}</Link>
      </div>
    </fetcher.Form>
  ) : (
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
  )
}

/**
 * Follows the conversation of post `postId` while its page is open (it shows nothing): new and
 * changed comments are loaded as they come (`shown`: how many the page has), and a selection in a
 * comment offers "Quote" when the reader may reply (`quotes`).
 */
export function Conversation({ postId, shown, quotes }: { postId: number; shown: number; quotes: boolean }) {
  const { t } = useI18n()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const count = useRef(shown)
  count.current = shown
  useEffect(() => {
    const stops = [followComments(postId, () => count.current, () => void revalidator.revalidate())]
    const root = document.getElementById('comments')
    if (quotes && root) stops.push(offerQuotes(root, t('forum.reply.quote'), (id, quote) => navigate(`?replyTo=${id}`, { replace: true, preventScrollReset: true, state: { quote } })))
    return () => {
      for (const stop of stops) stop()
    }
  }, [postId, quotes]) // eslint-disable-line react-hooks/exhaustive-deps -- t, navigate and the revalidator serve the page's life
  return null
}

/**
 * Keeps the post's comments current: `reload` (the page's revalidate) when the live connection
 * says a comment of this post was added, edited, hidden or liked. A burst of events is one
 * reload; a page in a background tab reloads when it is looked at again. The connection is the
 * bell's (live-client), already open for a signed-in reader. Returns the function that stops it.
 */
function followComments(postId: number, shown: () => number, reload: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const soon = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (document.hidden) document.addEventListener('visibilitychange', soon, { once: true })
      else reload()
    }, 300)
  }
  const stop = onLiveEvent((event) => {
    const { type, id, comments } = event as { type: string; id?: number; comments?: number }
    // A like on the post changes its counts too: only a changed number of comments matters.
    if (id === postId && (type === 'comment-changed' || (type === 'counts' && comments !== shown()))) soon()
  })
  return () => {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', soon)
    stop()
  }
}

/**
 * "Quote" on a selection in a comment of `root`: the selection's code (quote-selection.ts) comes
 * with the reader's first selection there. Returns the function that stops it.
 */
function offerQuotes(root: HTMLElement, label: string, open: (commentId: number, quote: string) => void): () => void {
  let stop: (() => void) | undefined
  let live = true
  const start = () => void import('./quote-selection').then(({ watchSelection }) => {
    if (live) stop ??= watchSelection(root, label, open)
  })
  root.addEventListener('selectstart', start, { once: true })
  return () => {
    live = false
    root.removeEventListener('selectstart', start)
    stop?.()
  }
}

/**
 * The reply form under comment `on` (by `name`), answering the thread `to` (issue 44 §2),
 * starting with `text`; `error`: why the last try was refused. Its address is its state
 * (?replyTo=, as ?editComment= is): without JavaScript the "Reply" link opens it, a refusal comes
 * back to it (the action's address keeps ?replyTo=), and the redirect to the new reply closes it.
 */
export function ReplyForm({ postId, on, to, name, text, error }: { postId: number; on: number; to: number; name: string; text: string; error?: MessageKey }) {
  const { t, href } = useI18n()
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const here = href(`${FORUM}/${postId}`)
  // A quotation chosen on the page (offerQuotes) starts the reply.
  const quote = (useLocation().state as { quote?: string } | null)?.quote
  useEffect(() => {
    const field = form.current?.querySelector('textarea')
    if (!field) return
    if (quote && !field.value.startsWith(quote)) field.value = quote + field.value
    field.focus()
    field.setSelectionRange(field.value.length, field.value.length)
    // Sent or cancelled: back to the "Reply" that opened it.
    return () => document.getElementById(`reply-link-${on}`)?.focus()
  }, [on]) // eslint-disable-line react-hooks/exhaustive-deps -- once, as it opens
  return (
    <Form ref={form} id={`reply-${on}`} method="post" action={`${FORUM}/${postId}?replyTo=${on}`} preventScrollReset
      className="mt-2 scroll-mt-20 border-t border-border pt-2"
      onKeyDown={(event) => {
        // Not the Escape that closes the "@" suggestions, nor one that ends a word being composed (a Bengali keyboard).
        if (event.key === 'Escape' && !event.defaultPrevented && !event.nativeEvent.isComposing) navigate(here, { replace: true, preventScrollReset: true })
      }}>
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="replyTo" value={to} />
      <CommentBox id={`reply-box-${on}`} label={t('forum.reply.heading', { name })} defaultValue={text} error={error ? t(error) : undefined} />
      <div className="flex gap-2">
        <button type="submit" className={primary}>{t('forum.reply.submit')}</button>
        <Link to={`${here}#comment-${on}`} replace preventScrollReset className={secondary}>{t('forum.cancel')}</Link>
      </div>
    </Form>
  )
}

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

/** Mark a comment as the answer, or take the mark away (the asker and moderators only). */
export function AnswerButton({ commentId, chosen }: { commentId: number; chosen: boolean }) {
  const { t } = useI18n()
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="commentId" value={chosen ? '' : commentId} />
      <button type="submit" className={`inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-muted hover:bg-surface-2 ${chosen ? '' : 'font-semibold text-link'}`}>
        <Icon name="circle-check" className="size-4" />{t(chosen ? 'forum.answer.unmark' : 'forum.answer.mark')}
      </button>
    </Form>
  )
}

/**
 * Save for later, or take off the Saved list (issue 44 §3), signed-in readers only: the like
 * button's form (works without JavaScript; with it, a fetcher that shows the wanted state at once
 * and sends it, so a double tap cannot save twice). A saved post's page is also kept on the phone
 * to read offline (lib/saved-offline, loaded when first used).
 */
export function SaveButton(props: SaveProps) {
  // The server writes the form without the fetcher's hooks (ServerPostForm); the browser's fetcher.Form hydrates onto it.
  return import.meta.env.SSR ? <SaveOnServer {...props} /> : <LiveSave {...props} />
}

interface SaveProps { postId: number; itemType?: 'post' | 'comment'; itemId: number; saved: boolean }

function SaveOnServer({ postId, itemType = 'post', itemId, saved }: SaveProps) {
  const { href } = useI18n()
  return <ServerPostForm action={href(`${FORUM}/${postId}`)}><SaveFields itemType={itemType} itemId={itemId} saved={saved} /></ServerPostForm>
}

function LiveSave({ postId, itemType = 'post', itemId, saved }: SaveProps) {
  const { href } = useI18n()
  const fetcher = useFetcher<{ saved?: boolean }>({ key: `save-${itemType}-${itemId}` })
  useFetcherToast(fetcher)
  const pending = fetcher.formData?.get('saved')
  const shown = pending !== undefined ? pending === '1' : fetcher.data?.saved ?? saved
  return (
    <fetcher.Form method="post" action={href(`${FORUM}/${postId}`)} preventScrollReset
      onSubmit={() => {
        if (itemType === 'post') void import('#app/lib/saved-offline').then((offline) => offline.keepSavedPost(href(`${FORUM}/${postId}`), !shown))
      }}>
      <SaveFields itemType={itemType} itemId={itemId} saved={shown} />
    </fetcher.Form>
  )
}

/** The form's fields and button, as shown: saved or not. */
function SaveFields({ itemType, itemId, saved }: { itemType: 'post' | 'comment'; itemId: number; saved: boolean }) {
  const { t } = useI18n()
  return (
    <>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="saved" value={saved ? '0' : '1'} />
      <button type="submit" aria-pressed={saved} className={`inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm hover:bg-surface-2 ${saved ? 'font-semibold text-link' : 'text-muted'}`}>
        <Icon name={saved ? 'check' : 'bookmark'} className="size-4" />{t(saved ? 'forum.savedItem' : 'forum.saveItem')}
      </button>
    </>
  )
}

/** "Delete this post?" under the author's own post (?delete=1): a plain form, so it works without JavaScript. */
export function DeletePostForm({ here }: { here: string }) {
  const { t } = useI18n()
  return (
    <Form method="post" className="mt-4 rounded-lg border border-danger p-3" role="alertdialog" aria-label={t('forum.delete.confirmPost')}>
      <input type="hidden" name="intent" value="delete-post" />
      <p className="font-semibold">{t('forum.delete.confirmPost')}</p>
      <div className="mt-2 flex gap-2">
        <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-danger px-4 font-semibold text-on-primary">{t('forum.delete')}</button>
        <Link to={here} replace preventScrollReset className="inline-flex min-h-11 items-center rounded-lg border border-border px-4 font-semibold">{t('forum.cancel')}</Link>
      </div>
    </Form>
  )
}

/** The asker's own status of a question or complaint (open, in progress, resolved). */
export function ResolutionForm({ resolution }: { resolution: Resolution }) {
  const { t } = useI18n()
  return (
    <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="intent" value="resolution" />
      <span className="font-semibold">{t('forum.resolution.label')}:</span>
      {resolutions.map((r) => (
        <button key={r} type="submit" name="resolution" value={r} aria-pressed={resolution === r}
          className={`min-h-10 rounded-full border px-3 ${resolution === r ? 'border-primary bg-primary text-on-primary' : 'border-border'}`}>
          {t(`forum.status.${r}`)}
        </button>
      ))}
    </Form>
  )
}
