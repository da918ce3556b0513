import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Icon } from './icon'

/**
 * A long section that folds to its heading (a native <details>: works without JavaScript, is
 * keyboard reachable, and the browser opens it for find-in-page). `count` tells what is inside
 * while it is closed.
 */
export function CollapsibleSection({ id, title, count, children, defaultOpen = false }: {
  id: string
  title: string
  count?: string
  children: ReactNode
  defaultOpen?: boolean
}) {
  return (
    <details id={id} open={defaultOpen} className="group mb-6 scroll-mt-20 rounded-xl border border-border bg-surface">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 [&::-webkit-details-marker]:hidden">
        <h2 className="flex-1 text-xl font-bold">
          {title}
          {count ? <span className="ml-2 text-base font-normal text-muted">({count})</span> : null}
        </h2>
        <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-border p-3 sm:p-4">{children}</div>
    </details>
  )
}

/**
 * Opens the folded section that holds the address's #target and scrolls to it: a link from
 * search to one office lands on that office, not on a closed section. (Chrome does this itself
 * for a full page load; a move inside the app needs it done.)
 */
export function useOpenSectionOfTarget() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    const section = target?.closest('details')
    if (!target || !section || section.open) return
    section.open = true
    target.scrollIntoView()
  }, [hash])
}
