import { data } from 'react-router'
import type { SessionUser } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { isScriptRequest } from '#app/lib/request.server'
import type { Toast } from '#app/lib/toast'
import { redirectWithToast } from '#app/lib/toast.server'
import { addComment, deleteComment, editComment } from './comments.server'
import { report, setLike } from './engage.server'
import { fail, type ForumError, type ForumResult } from './result'
import { deletePost, setResolution } from './write-post.server'
import { chooseAnswer } from './choose-answer.server'
import { setFollowing } from './follow-post.server'
import { setSaved } from './saved.server'
import { localizedRedirect } from '#app/lib/preferences.server'
import { parseMentionIds } from '#app/lib/mentions/resolve.server'
import { FORUM } from '#app/lib/forum-path'

const text = formText

/**
 * The post page's actions. Each answers the page's script with data (and a toast to show), and
 * a plain form post with a redirect back (so a reload does not post again).
 */
export async function handlePostAction(request: Request, user: SessionUser | null, postId: number) {
  const form = await readForm(request)
  const intent = text(form, 'intent')
  const here = `${FORUM}/${postId}`
  const script = isScriptRequest(request)
  if (!user) {
    const toast: Toast = { title: 'forum.toast.authRequired', description: intent === 'report' ? 'forum.toast.loginToReport' : intent === 'like' ? 'forum.toast.loginToLike' : intent === 'follow' ? 'forum.toast.loginToFollow' : intent === 'save' ? 'forum.toast.loginToSave' : 'forum.toast.loginToComment', kind: 'error' }
    if (script) return data({ intent, ok: false as const, error: { message: toast.description! } as ForumError, toast }, { status: 401 })
    throw redirectWithToast(request, `/login?redirectTo=${encodeURIComponent(here)}`, toast)
  }

  // Likes, comments and reports answer the page's script with data; edits and deletions close a
  // form that lives in the URL (?edit=1), so they always redirect.
  const respond = (result: ForumResult<object>, success: Toast | null, extra: Record<string, unknown> = {}, to = here, stay = true) => {
    if (!result.ok) {
      const toast: Toast = { title: 'forum.toast.error', description: result.error.message, vars: result.error.vars, kind: 'error' }
      return data({ intent, ok: false as const, error: result.error, toast, values: Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) }, { status: result.status })
    }
    if (script && stay) return data({ intent, ok: true as const, toast: success, ...extra })
    return success ? redirectWithToast(request, to, success) : localizedRedirect(request, to)
  }

  // An id that is not a whole number in range names nothing: "not found", never a database error.
  const itemId = parseId(text(form, 'itemId'))
  const commentId = parseId(text(form, 'commentId'))
  const gone = fail(404, 'forum.toast.actionFailed')
  switch (intent) {
    case 'like': {
      const itemType = text(form, 'itemType') === 'comment' ? 'comment' : 'post'
      if (itemId === null) return respond(gone, null)
      const result = await setLike(user, itemType, itemId, text(form, 'liked') === '1')
      return respond(result, null, result.ok ? { liked: result.liked, count: result.count } : {})
    }
    case 'comment': {
      // A reply (issue 44 §2) names the comment it answers; an id that names nothing is refused.
      const replyField = text(form, 'replyTo')
      const replyTo = replyField === '' ? null : parseId(replyField)
      if (replyField !== '' && replyTo === null) return respond(fail(404, 'forum.reply.error.gone'), null)
      const result = await addComment(user, postId, text(form, 'content'), { mentionIds: parseMentionIds(text(form, 'mentionIds')), replyTo })
      // A newcomer's first comment waits for a moderator (issue 43 §2): they are told so.
      const told: Toast = result.ok && result.held
        ? { title: 'forum.toast.commentWaiting', description: 'forum.toast.waitingBody', kind: 'success' }
        : { title: replyTo === null ? 'forum.toast.commentAdded' : 'forum.toast.replyAdded', kind: 'success' }
      // A reply's form lives in the address (?replyTo=): it is closed by going to the reply itself, in its thread.
      return respond(result, told, {}, result.ok && replyTo !== null ? `${here}#comment-${result.id}` : here, replyTo === null)
    }
    case 'edit-comment':
      if (commentId === null) return respond(gone, null)
      return respond(await editComment(user, commentId, text(form, 'content'), { mentionIds: parseMentionIds(text(form, 'mentionIds')) }), { title: 'forum.toast.commentUpdated', kind: 'success' }, {}, `${here}#comment-${commentId}`, false)
    case 'delete-comment':
      if (commentId === null) return respond(gone, null)
      return respond(await deleteComment(user, commentId), { title: 'forum.toast.commentDeleted', kind: 'success' }, {}, `${here}#comments`, false)
    case 'report': {
      const itemType = text(form, 'itemType') === 'comment' ? 'comment' : 'post'
      const target = text(form, 'itemId') === '' && itemType === 'post' ? postId : itemId
      if (target === null) return respond(gone, null)
      const result = await report(user, itemType, target, text(form, 'kind'), text(form, 'reason'))
      return respond(result, { title: 'forum.toast.reported', description: 'forum.toast.reportedBody', kind: 'success' })
    }
    case 'delete-post':
      return respond(await deletePost(user, postId), { title: 'forum.toast.deleted', kind: 'success' }, {}, FORUM, false)
    case 'resolution':
      return respond(await setResolution(user, postId, text(form, 'resolution')), { title: 'forum.toast.resolution', kind: 'success' }, {}, here, false)
    case 'answer': {
      // commentId names the answer; an empty one (the "unmark" button) takes the mark away.
      if (text(form, 'commentId') !== '' && commentId === null) return respond(gone, null)
      const result = await chooseAnswer(user, postId, commentId)
      return respond(result, { title: commentId === null ? 'forum.toast.answerUnmarked' : 'forum.toast.answerMarked', kind: 'success' }, {}, commentId === null ? here : `${here}#comment-${commentId}`, false)
    }
    case 'follow': {
      const result = await setFollowing(user, postId, text(form, 'following') === '1')
      return respond(result, { title: text(form, 'following') === '1' ? 'forum.toast.following' : 'forum.toast.notFollowing', kind: 'success' }, {}, here, false)
    }
    case 'save': {
      // Saved for later (issue 44 §3): the reader's own list; a plain form comes back to the item.
      const itemType = text(form, 'itemType') === 'comment' ? 'comment' : 'post'
      if (itemId === null) return respond(gone, null)
      const wanted = text(form, 'saved') === '1'
      const result = await setSaved(user, postId, itemType, itemId, wanted)
      const told: Toast = wanted ? { title: 'forum.toast.saved', description: 'forum.toast.savedBody', kind: 'success' } : { title: 'forum.toast.unsaved', kind: 'success' }
      return respond(result, told, result.ok ? { saved: result.saved } : {}, itemType === 'comment' ? `${here}#comment-${itemId}` : here)
    }
    default:
      return data({ intent, ok: false as const, error: { message: 'forum.toast.actionFailed' } as ForumError, toast: null }, { status: 400 })
  }
}
