import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon'

/** The title block at the top of a page. */
export function PageHeader({ title, icon, children }: { title: ReactNode; icon?: IconName; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
        {icon ? <Icon name={icon} className="size-7 shrink-0 text-primary" /> : null}
        <span>{title}</span>
      </h1>
      {children ? <div className="mt-2 text-muted">{children}</div> : null}
    </div>
  )
}
