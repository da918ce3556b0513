import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Icon } from './icon'

/**
 * Share: the phone's own share sheet where the browser has one (Web Share); elsewhere (desktop
 * browsers) a small menu of WhatsApp, Facebook and "copy link", the ways the guide's readers pass
 * a link on. Escape or a click outside closes it, and focus returns to the button.
 */
export function ShareMenu({ url, title, label, copyLabel, onCopy, className, children }: {
  /** Absolute address to share; a function, read when the reader shares (it needs `window`). */
  url: () => string
  title: string
  label: string
  copyLabel: string
  onCopy: (url: string) => void
  className: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    box.current?.querySelector<HTMLElement>('a, button:not([aria-expanded])')?.focus()
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) {
        setOpen(false)
        box.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus()
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  async function share() {
    if (typeof navigator.share !== 'function') return setOpen(!open)
    try {
      await navigator.share({ title, url: url() })
    } catch {
      // The reader closed the share sheet: nothing to say.
    }
  }
  const address = open ? url() : ''
  const item = 'flex min-h-11 w-full items-center gap-2 px-4 text-left font-semibold hover:bg-surface-2'
  return (
    <div ref={box} className="relative inline-block">
      <button type="button" onClick={() => void share()} aria-expanded={open} aria-label={label} className={className}>{children}</button>
      {open ? (
        <div className="absolute left-0 z-30 mt-1 min-w-48 overflow-hidden rounded-lg border border-border bg-surface py-1 shadow-lg">
          <a className={item} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${address}`)}`} target="_blank" rel="noopener noreferrer">WhatsApp</a>
          <a className={item} href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`} target="_blank" rel="noopener noreferrer">Facebook</a>
          <button type="button" className={item} onClick={() => {
            setOpen(false)
            onCopy(address)
          }}><Icon name="copy" className="size-4" />{copyLabel}</button>
        </div>
      ) : null}
    </div>
  )
}
