import { useFetcher, useRouteLoaderData } from 'react-router'
import { Icon } from '#app/components/ui/icon'
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
        <Icon name="heart" filled={liked} />
        <span aria-hidden="true">{formatNumber(lang, count)}</span>
      </button>
    </>
  )
}
