import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'

export const inputClass =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg placeholder:text-muted aria-[invalid=true]:border-danger disabled:opacity-60'
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90 disabled:opacity-60'
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-4 py-2 font-semibold text-fg hover:bg-surface-2 disabled:opacity-60'

/** A labelled text input; `error` marks it invalid and is read out with it. */
export function TextField({ label, name, error, hint, ...props }: { label: ReactNode; name: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = props.id ?? `field-${name}`
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{label}</label>
      <input id={id} name={name} className={inputClass} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} {...props} />
      {hint && !error ? <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="mt-1 text-sm text-danger">{error}</p> : null}
    </div>
  )
}

export function TextArea({ label, name, error, hint, ref, ...props }: { label: ReactNode; name: string; error?: string; hint?: ReactNode; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = props.id ?? `field-${name}`
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{label}</label>
      <textarea ref={ref} id={id} name={name} className={inputClass} aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined} {...props} />
      {hint ? <p id={`${id}-hint`} className="mt-1 text-xs text-muted" aria-live="polite">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="mt-1 text-sm text-danger">{error}</p> : null}
    </div>
  )
}

/** The error box at the top of a form, announced when it appears. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null
  return <p role="alert" className="mb-3 rounded-lg border border-danger bg-surface p-3 text-sm text-danger">{children}</p>
}
