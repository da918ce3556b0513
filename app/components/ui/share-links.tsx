import { useEffect, useRef } from 'react'
import { Icon } from './icon'

/**
 * The share menu's choices where the browser has no share sheet: WhatsApp, Facebook, copy link.
 * Loaded on first use (share-menu.tsx), so the pages that share carry none of it until then.
 * Escape or a click outside closes it, and focus returns to the button.
 */
export function ShareLinks({ url, title, copyLabel, onCopy, onClose }: {
  url: string
  title: string
  copyLabel: string
  onCopy: (url: string) => void
  onClose: () => void
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('a')?.focus()
    const button = box.current?.parentElement?.querySelector<HTMLElement>('[aria-expanded]')
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.parentElement?.contains(event.target as Node)) {
        onClose()
        button?.focus()
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [onClose])
  const item = 'flex min-h-11 w-full items-center gap-2 px-4 text-left font-semibold hover:bg-surface-2'
  return (
    <div ref={box} className="absolute left-0 z-30 mt-1 min-w-48 overflow-hidden rounded-lg border border-border bg-surface py-1 shadow-lg">
      <a className={item} href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">WhatsApp</a>
      <a className={item} href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">Facebook</a>
      <button type="button" className={item} onClick={() => {
        onClose()
        onCopy(url)
      }}><Icon name="copy" className="size-4" />{copyLabel}</button>
    </div>
  )
}
