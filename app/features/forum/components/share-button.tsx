import { Icon } from '#app/components/ui/icon'
import { ShareMenu } from '#app/components/ui/share-menu'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'

/** Web Share where the phone has it; otherwise WhatsApp, Facebook or the post's /forum/{id} link copied. */
export function ShareButton({ postId, title }: { postId: number; title: string }) {
  const { t, href } = useI18n()
  return (
    <ShareMenu title={title} label={t('forum.share')} copyLabel={t('share.copyLink')}
      // The short address, in the language being read: a shared English page opens in English.
      url={() => `${window.location.origin}${href(`/forum/${postId}`)}`}
      onCopy={(url) => navigator.clipboard.writeText(url).then(
        () => showToast({ title: 'forum.toast.linkCopied', description: 'forum.toast.linkCopiedBody', kind: 'success' }),
        () => showToast({ title: 'forum.toast.copyFailed', kind: 'error' }),
      )}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted hover:bg-surface-2">
      <Icon name="share-2" className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('forum.share')}</span>
    </ShareMenu>
  )
}
