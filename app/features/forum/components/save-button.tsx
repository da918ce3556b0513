import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { MarkForm } from './mark-form'

/**
 * Save for later, or take off the Saved list (issue 44 §3): a MarkForm, signed-in readers only.
 * A saved post's page is also kept on the phone to read offline (lib/saved-offline, loaded when
 * first used).
 */
export function SaveButton({ postId, itemType = 'post', itemId, saved }: { postId: number; itemType?: 'post' | 'comment'; itemId: number; saved: boolean }) {
  const { t, href } = useI18n()
  return (
    <MarkForm postId={postId} intent="save" field="saved" itemType={itemType} itemId={itemId} on={saved}
      onSubmit={(event) => {
        const keep = new FormData(event.currentTarget).get('saved') === '1'
        if (itemType === 'post') void import('#app/lib/saved-offline').then((offline) => offline.keepSavedPost(href(`/seeking-hathazari/${postId}`), keep))
      }}>
      {(shown) => (
        <button type="submit" aria-pressed={shown} className={`inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm hover:bg-surface-2 ${shown ? 'font-semibold text-link' : 'text-muted'}`}>
          <Icon name={shown ? 'check' : 'bookmark'} className="size-4" />{t(shown ? 'forum.savedItem' : 'forum.saveItem')}
        </button>
      )}
    </MarkForm>
  )
}
