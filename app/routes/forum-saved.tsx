import { useEffect } from 'react'
import { useLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { ForumTabs } from '#app/features/forum/components/forum-tabs'
import { moderationNotice } from '#app/features/forum/moderation-notice'
import { listSaved, parseCursor, removeSaved, type SavedView } from '#app/features/forum/saved.server'
import { useI18n } from '#app/i18n/use-i18n'
import { requireUser } from '#app/lib/auth/session.server'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { formatDate } from '#app/lib/format'
import { pageMeta } from '#app/lib/meta'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/forum-saved'
import { FORUM } from '#app/lib/forum-path'

const HERE = `${FORUM}/profile/saved`

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'forum.saved.title')

/**
 * The reader's Saved list (issue 44 §3): signed-in only, their own only (the address names no
 * member), newest first, a page at a time by the cursor in `?after=`. A cursor this server did
 * not write starts the list at its newest and says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const cursor = parseCursor(new URL(request.url).searchParams.get('after'))
  const { items, next } = await listSaved(user.id, cursor === 'bad' ? null : cursor)
  return { items, next, badCursor: cursor === 'bad', paged: cursor !== null && cursor !== 'bad' }
}

/** "Remove from Saved": back to the same page of the list, with a toast. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const after = new URL(request.url).searchParams.get('after')
  const back = after ? `${HERE}?after=${encodeURIComponent(after)}` : HERE
  const id = parseId(formText(form, 'itemId'))
  if (formText(form, 'intent') !== 'remove' || id === null) return redirectWithToast(request, back, { title: 'forum.toast.actionFailed', kind: 'error' })
  const result = await removeSaved(user, formText(form, 'itemType') === 'comment' ? 'comment' : 'post', id)
  if (!result.ok) return redirectWithToast(request, back, { title: 'forum.toast.error', description: result.error.message, vars: result.error.vars, kind: 'error' })
  return redirectWithToast(request, back, { title: 'forum.toast.unsaved', kind: 'success' })
}

export default function SavedPage() {
  const { t, lang, href } = useI18n()
  const { items, next, badCursor, paged } = useLoaderData<typeof loader>()
  // Saved posts are kept on this phone to read offline: those saved elsewhere (another phone, a
  // form without JavaScript) are fetched now, and those removed since are dropped.
  useEffect(() => {
    const keep = items.filter((item) => item.type === 'post' && !item.removed).map((item) => href(`${FORUM}/${item.id}`))
    const drop = items.filter((item) => item.type === 'post' && item.removed).map((item) => item.id)
    if (keep.length || drop.length) void import('#app/lib/saved-offline').then((offline) => offline.syncSavedPosts(keep, drop))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- href changes only with the language
  }, [items, lang])
  const link = 'inline-flex min-h-11 items-center gap-1 font-semibold text-link underline'
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.communityForum.title')} icon="messages-square" />
      <ForumTabs current="profile" />
      <h2 className="text-xl font-bold">{t('forum.saved.title')}</h2>
      <p className="mb-4 text-muted">{t('forum.saved.intro')}</p>
      {badCursor ? <p role="status" className="mb-4 rounded-lg bg-warning-soft p-3 text-sm text-warning-fg">{t('forum.saved.badCursor')}</p> : null}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-muted">{t(paged ? 'forum.saved.noMore' : 'forum.saved.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {items.map((item) => <li key={`${item.type}-${item.id}`}><SavedItem item={item} /></li>)}
        </ol>
      )}
      <nav aria-label={t('forum.saved.title')} className="mt-4 flex flex-wrap justify-between gap-2">
        {paged || badCursor ? <Link to={HERE} className={link}><Icon name="arrow-left" className="size-4" />{t('forum.saved.newest')}</Link> : <span />}
        {next ? <Link to={`${HERE}?after=${encodeURIComponent(next)}`} className={link}>{t('forum.saved.older')}<Icon name="chevron-right" className="size-4" /></Link> : null}
      </nav>
    </div>
  )
}

function SavedItem({ item }: { item: SavedView }) {
  const { t, lang, href } = useI18n()
  const anchor = item.removed ? null : item.type === 'post' ? `${FORUM}/${item.postId}` : `${FORUM}/${item.postId}#comment-${item.id}`
  return (
    <article className="rounded-xl border border-border bg-surface p-3" aria-label={t(item.type === 'post' ? 'forum.saved.post' : 'forum.saved.comment')}>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold text-fg">{t(item.type === 'post' ? 'forum.saved.post' : 'forum.saved.comment')}</span>
        <span>{t('forum.saved.savedAt', { date: formatDate(lang, item.savedAt) })}</span>
        {!item.removed && item.pending ? <span className="text-warning-fg">{t(moderationNotice('pending', item.type, true))}</span> : null}
      </p>
      {item.removed ? (
        // Hidden, removed or deleted since: nothing of what it said.
        <p className="mt-2 italic text-muted">{t(item.type === 'post' ? 'forum.saved.removedPost' : 'forum.saved.removedComment')}</p>
      ) : (
        <>
          <h3 className="mt-1 font-semibold leading-snug">
            <Link to={anchor!} className="text-link underline">{item.type === 'post' ? item.title : t('forum.saved.commentOn', { title: item.title })}</Link>
          </h3>
          <p className="mt-1 whitespace-pre-line break-words text-sm">
            <span className="font-semibold">{item.author ?? t('forum.anonymous')}:</span> {item.excerpt}
          </p>
        </>
      )}
      <Form method="post" preventScrollReset className="mt-2"
        onSubmit={() => {
          if (item.type === 'post') void import('#app/lib/saved-offline').then((offline) => offline.keepSavedPost(href(`${FORUM}/${item.id}`), false))
        }}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="itemType" value={item.type} />
        <input type="hidden" name="itemId" value={item.id} />
        <button type="submit" className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
          <Icon name="trash-2" className="size-4" />{t('forum.saved.remove')}
        </button>
      </Form>
    </article>
  )
}
