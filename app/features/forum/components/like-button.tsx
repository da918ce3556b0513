import { useRouteLoaderData } from 'react-router'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import { MarkForm } from './mark-form'

/**
 * Like or unlike (a MarkForm): with JavaScript it answers at once and settles on the server's count.
 */
export function LikeButton({ postId, itemType = 'post', itemId, liked, count }: { postId: number; itemType?: 'post' | 'comment'; itemId: number; liked: boolean; count: number }) {
  const { t, tn, lang } = useI18n()
  const signedIn = !!(useRouteLoaderData('routes/layout') as { user?: unknown } | undefined)?.user
  return (
    <MarkForm postId={postId} intent="like" field="liked" itemType={itemType} itemId={itemId} on={liked}
      onSubmit={(event) => {
        if (signedIn) return
        event.preventDefault()
        showToast({ title: 'forum.toast.authRequired', description: 'forum.toast.loginToLike', kind: 'error' })
      }}>
      {(shownLiked, answer) => {
        const baseLiked = (answer?.liked as boolean | undefined) ?? liked
        const shownCount = Math.max(0, ((answer?.count as number | undefined) ?? count) + (shownLiked === baseLiked ? 0 : shownLiked ? 1 : -1))
        return (
          <button type="submit" aria-pressed={shownLiked} aria-label={`${t('forum.like')} (${tn('forum.likeCount', shownCount)})`}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:bg-surface-2 ${shownLiked ? 'text-danger' : 'text-muted'}`}>
            <svg className="size-5" aria-hidden="true" viewBox="0 0 24 24" fill={shownLiked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
              <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
            </svg>
            <span aria-hidden="true">{formatNumber(lang, shownCount)}</span>
          </button>
        )
      }}
    </MarkForm>
  )
}
