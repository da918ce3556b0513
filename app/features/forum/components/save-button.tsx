import { useFetcher } from 'react-router'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { useFetcherToast } from './use-fetcher-toast'

/**
 * Save for later, or take off the Saved list (issue 44 §3), signed-in readers only: the like
 * button's form (works without JavaScript; with it, a fetcher that shows the wanted state at once
 * and sends it, so a double tap cannot save twice). A saved post's page is also kept on the phone
 * to read offline (lib/saved-offline, loaded when first used).
 */
export function SaveButton({ postId, itemType = 'post', itemId, saved }: { postId: number; itemType?: 'post' | 'comment'; itemId: number; saved: boolean }) {
  const { t, href } = useI18n()
  const fetcher = useFetcher<{ saved?: boolean }>({ key: `save-${itemType}-${itemId}` })
  useFetcherToast(fetcher)
  const pending = fetcher.formData?.get('saved')
  const shown = pending !== undefined ? pending === '1' : fetcher.data?.saved ?? saved
  return (
    <fetcher.Form method="post" action={href(`/seeking-hathazari/${postId}`)} preventScrollReset
      onSubmit={() => {
        if (itemType === 'post') void import('#app/lib/saved-offline').then((offline) => offline.keepSavedPost(href(`/seeking-hathazari/${postId}`), !shown))
      }}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="saved" value={shown ? '0' : '1'} />
      <button type="submit" aria-pressed={shown} className={`inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm hover:bg-surface-2 ${shown ? 'font-semibold text-link' : 'text-muted'}`}>
        <Icon name={shown ? 'check' : 'bookmark'} className="size-4" />{t(shown ? 'forum.savedItem' : 'forum.saveItem')}
      </button>
    </fetcher.Form>
  )
}
