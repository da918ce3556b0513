import { useFetcher, useRouteLoaderData } from 'react-router'
import { ServerPostForm } from '#app/components/ui/link'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import { useFetcherToast } from './use-fetcher-toast'
import { FORUM } from '#app/lib/forum-path'

/**
 * Like or unlike. A small form (works without JavaScript); with JavaScript it answers at once
 * and settles on the server's count. It sends the wanted state, so a double tap cannot count twice.
 */
export function LikeButton(props: LikeProps) {
  // The server writes the form without the fetcher's hooks (ServerPostForm); the browser's fetcher.Form hydrates onto it.
  return import.meta.env.SSR ? <LikeOnServer {...props} /> : <LiveLike {...props} />
}

interface LikeProps { postId: number; itemType?: 'post' | 'comment'; itemId: number; liked: boolean; count: number }

function LikeOnServer({ postId, itemType = 'post', itemId, liked, count }: LikeProps) {
  const { href } = useI18n()
  return <ServerPostForm action={href(`${FORUM}/${postId}`)}><LikeFields itemType={itemType} itemId={itemId} liked={liked} count={count} /></ServerPostForm>
}

function LiveLike({ postId, itemType = 'post', itemId, liked, count }: LikeProps) {
  const { href } = useI18n()
  const fetcher = useFetcher<{ liked?: boolean; count?: number }>({ key: `like-${itemType}-${itemId}` })
  useFetcherToast(fetcher)
  const signedIn = !!(useRouteLoaderData('routes/layout') as { user?: unknown } | undefined)?.user
  const baseLiked = fetcher.data?.liked ?? liked
  const baseCount = fetcher.data?.count ?? count
  const pending = fetcher.formData?.get('liked')
  const shownLiked = pending !== undefined ? pending === '1' : baseLiked
  const shownCount = Math.max(0, baseCount + (shownLiked === baseLiked ? 0 : shownLiked ? 1 : -1))
  return (
    <fetcher.Form method="post" action={href(`${FORUM}/${postId}`)} preventScrollReset
      onSubmit={(event) => {
        if (signedIn) return
        event.preventDefault()
        showToast({ title: 'forum.toast.authRequired', description: 'forum.toast.loginToLike', kind: 'error' })
      }}>
      <LikeFields itemType={itemType} itemId={itemId} liked={shownLiked} count={shownCount} />
    </fetcher.Form>
  )
}

/** The form's fields and button, as shown: liked or not, with its count. */
function LikeFields({ itemType, itemId, liked, count }: { itemType: 'post' | 'comment'; itemId: number; liked: boolean; count: number }) {
  const { t, tn, lang } = useI18n()
  return (
    <>
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="liked" value={liked ? '0' : '1'} />
      <button type="submit" aria-pressed={liked} aria-label={`${t('forum.like')} (${tn('forum.likeCount', count)})`}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:bg-surface-2 ${liked ? 'text-danger' : 'text-muted'}`}>
        <svg className="size-5" aria-hidden="true" viewBox="0 0 24 24" fill={liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
        </svg>
        <span aria-hidden="true">{formatNumber(lang, count)}</span>
      </button>
    </>
  )
}
