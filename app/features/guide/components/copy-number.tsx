import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Icon } from '#app/components/ui/icon'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'
import { localDigits } from '#app/lib/format'

// False on the server and while React hydrates, true afterwards: the control that needs
// JavaScript replaces its no-JavaScript form without a hydration mismatch. (Inlined in each
// component rather than shared, so it costs no separate chunk on the first visit.)
const noSubscription = () => () => {}
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false)

/** How long the button reads "Copied" (spec 2 §9). */
export const COPIED_LABEL_MS = 2000

/**
 * A number shown large, with a Copy button (JavaScript only: without it the number is plain,
 * selectable text). The label flips to "Copied" for two seconds and a toast confirms the number.
 */
export function CopyNumber({ number }: { number: string }) {
  const { t, lang } = useI18n()
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const textRef = useRef<HTMLSpanElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])
  const shown = localDigits(lang, number)

  async function copy() {
    try {
      // The wallet apps expect ASCII digits, whatever the page's language.
      await navigator.clipboard.writeText(number)
    } catch {
      const range = document.createRange()
      if (textRef.current) {
        range.selectNodeContents(textRef.current)
        window.getSelection()?.removeAllRanges()
        window.getSelection()?.addRange(range)
      }
      showToast({ title: 'info.donate.copyFailed', kind: 'error' })
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS)
    showToast({ title: 'info.donate.toast', description: 'info.donate.toastNumber', vars: { number: shown }, kind: 'success' })
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <span ref={textRef} dir="ltr" className="select-all text-2xl font-bold tracking-wide tabular-nums">{shown}</span>
      {hydrated ? (
        <button type="button" onClick={copy} aria-label={copied ? t('info.donate.copied') : t('info.donate.copyLabel', { number: shown })}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-on-primary hover:opacity-90">
          <Icon name={copied ? 'check' : 'copy'} className="size-4" />
          {copied ? t('info.donate.copied') : t('info.donate.copy')}
        </button>
      ) : null}
    </div>
  )
}
