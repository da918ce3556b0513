import { Icon } from '#app/components/ui/icon'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'

/** Web Share where the phone has it; otherwise the post's /forum/{id} link is copied. */
export function ShareButton({ postId, title }: { postId: number; title: string }) {
  const { t, href } = useI18n()
  async function share() {
    // The short address, in the language being read: a shared English page opens in English.
    const url = `${window.location.origin}${href(`/forum/${postId}`)}`
    if (navigator.share) {
      try {
        await navigator.share({ title, url })
      } catch {
        // The reader closed the share sheet: nothing to say.
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      showToast({ title: 'forum.toast.linkCopied', description: 'forum.toast.linkCopiedBody', kind: 'success' })
    } catch {
      showToast({ title: 'forum.toast.copyFailed', kind: 'error' })
    }
  }
  return (
    <button type="button" onClick={() => void share()} className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted hover:bg-surface-2">
      <Icon name="share-2" className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('forum.share')}</span>
    </button>
  )
}
