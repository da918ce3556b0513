import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon'

/** A bordered card for a listing. */
export function Card({ children, className = '', as: Tag = 'article', id }: { children: ReactNode; className?: string; as?: 'article' | 'section' | 'div' | 'li'; id?: string }) {
  // The id is the record's id, so site search can link straight to it (/banks#sonali-bank-<branch>).
  return <Tag id={id} className={`scroll-mt-20 rounded-xl border border-border bg-surface p-4 target:border-primary target:ring-2 target:ring-primary ${className}`}>{children}</Tag>
}

/** A titled box of guidance or tips. */
export function InfoBox({ title, icon = 'info', children, tone = 'neutral' }: { title: ReactNode; icon?: IconName; children: ReactNode; tone?: 'neutral' | 'warning' }) {
  const colours = tone === 'warning' ? 'border-warning-fg/40 bg-warning-soft text-warning-fg' : 'border-border bg-surface-2'
  return (
    <aside className={`rounded-xl border p-4 ${colours}`}>
      <h2 className="mb-2 flex items-center gap-2 font-bold">
        <Icon name={icon} className="size-5" />
        {title}
      </h2>
      <div className="text-sm">{children}</div>
    </aside>
  )
}

export function EmptyResult({ title, hint }: { title: string; hint?: string }) {
  return (
    <div role="status" className="rounded-xl border border-dashed border-border p-6 text-center">
      <p className="font-semibold">{title}</p>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
    </div>
  )
}

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'primary' }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tone === 'primary' ? 'bg-primary-soft text-link' : 'bg-surface-2 text-muted'}`}>
      {children}
    </span>
  )
}

