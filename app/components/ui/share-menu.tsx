import { useCallback, useState, type ComponentType, type ReactNode } from 'react'
import type { ShareLinks } from './share-links'

/**
 * Share: the phone's own share sheet where the browser has one (Web Share); elsewhere (desktop
 * browsers) a small menu of WhatsApp, Facebook and "copy link", the ways the guide's readers pass
 * a link on, loaded when first opened.
 */
export function ShareMenu({ url, title, label, copyLabel, onCopy, onShared, className, children }: {
  /** Absolute address to share; a function, read when the reader shares (it needs `window`). */
  url: () => string
  title: string
  label: string
  copyLabel: string
  onCopy: (url: string) => void
  /** Told when the share sheet has shared (not when the reader closed it). */
  onShared?: () => void
  className: string
  children: ReactNode
}) {
  const [Links, setLinks] = useState<ComponentType<Parameters<typeof ShareLinks>[0]> | null>(null)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: url() })
        onShared?.()
      } catch {
        // The reader closed the share sheet: nothing to say.
      }
      return
    }
    if (!Links) {
      const loaded = (await import('./share-links')).ShareLinks
      setLinks(() => loaded)
    }
    setOpen(!open)
  }
  return (
    <div className="relative inline-block">
      <button type="button" onClick={() => void share()} aria-expanded={open} aria-label={label} className={className}>{children}</button>
      {open && Links ? <Links url={url()} title={title} copyLabel={copyLabel} onCopy={onCopy} onClose={close} /> : null}
    </div>
  )
}
