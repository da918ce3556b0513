import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from '#app/components/ui/link'

export interface TabItem<Id extends string> {
  id: Id
  label: ReactNode
  /** When set, the tab is a link (state in the URL, works without JavaScript). */
  href?: string
}

/**
 * Tabs with the WAI-ARIA pattern: one tab stop, arrow keys, Home and End move and select.
 * URL-backed tabs are links that replace the history entry, so Back leaves the page.
 */
export function Tabs<Id extends string>({
  label, tabs, selected, onSelect, children, idBase,
}: {
  label: string
  tabs: ReadonlyArray<TabItem<Id>>
  selected: Id
  onSelect?: (id: Id) => void
  children: ReactNode
  idBase?: string
}) {
  const generated = useId()
  const base = idBase ?? generated
  const tabId = (id: string) => `${base}-tab-${id}`
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End']
    if (!keys.includes(event.key)) return
    event.preventDefault()
    const current = tabs.findIndex((tab) => tab.id === selected)
    const last = tabs.length - 1
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key]!
    const element = document.getElementById(tabId(tabs[next]!.id))
    element?.focus()
    element?.click()
  }
  const tabClass = (active: boolean) =>
    `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${active ? 'border-primary text-link' : 'border-transparent text-muted hover:text-fg'}`
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="mb-4 flex overflow-x-auto border-b border-border">
        {tabs.map((tab) => {
          const active = tab.id === selected
          const common = {
            id: tabId(tab.id),
            role: 'tab',
            'aria-selected': active,
            'aria-controls': `${base}-panel`,
            tabIndex: active ? 0 : -1,
            className: tabClass(active),
          } as const
          return tab.href ? (
            <Link key={tab.id} {...common} to={tab.href} replace preventScrollReset onClick={() => onSelect?.(tab.id)}>
              {tab.label}
            </Link>
          ) : (
            <button key={tab.id} type="button" {...common} onClick={() => onSelect?.(tab.id)}>
              {tab.label}
            </button>
          )
        })}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className="outline-none">
        {children}
      </div>
    </div>
  )
}
