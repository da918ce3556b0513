import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { Icon } from './icon'

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape,
 * makes the page behind inert and returns focus to the opener. No dialog library needed.
 */
export function Dialog({
  open, onClose, title, children, className = '', variant = 'center',
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  className?: string
  variant?: 'center' | 'drawer'
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { t } = useI18n()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const placement =
    variant === 'drawer'
      ? 'm-0 h-dvh max-h-dvh w-80 max-w-[85vw] rounded-none'
      : 'm-auto w-[calc(100%-2rem)] max-w-lg rounded-xl'
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === ref.current) onClose()
      }}
      className={`bg-surface p-0 text-fg shadow-xl ${placement} ${className}`}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">{title}</h2>
        <button type="button" onClick={onClose} aria-label={t('common.close')}
          className="rounded p-2 text-muted hover:bg-surface-2 hover:text-fg">
          <Icon name="x" />
        </button>
      </div>
      <div className="p-4">{children}</div>
    </dialog>
  )
}
