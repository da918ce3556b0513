import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import { Icon } from './icon'

/**
 * A labelled file picker in the reader's language. The browser's own picker says "Choose File /
 * No file chosen" in the phone's language, whatever the page's; this one keeps the real input
 * (reachable by keyboard, read by screen readers, posted with the form) but shows our button and
 * the chosen file's name and size. Without scripting the browser's input is shown as it is.
 */
export function FileField({ label, name, hint, error, onChange, ...props }: {
  label: string
  name: string
  hint?: string
  error?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'>) {
  const { t, lang } = useI18n()
  const id = props.id ?? `field-${name}`
  const statusId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<{ name: string; size: number } | null>(null)
  // A file picked before the page's script ran: show it once it has.
  useEffect(() => {
    const picked = input.current?.files?.[0]
    if (picked) setFile({ name: picked.name, size: picked.size })
  }, [])
  const size = (bytes: number) => bytes >= 1024 * 1024
    ? t('form.file.mb', { size: formatNumber(lang, bytes / (1024 * 1024), { maximumFractionDigits: 1 }) })
    : t('form.file.kb', { size: formatNumber(lang, Math.max(1, Math.round(bytes / 1024))) })
  const describedBy = [statusId, error ? `${id}-error` : hint ? `${id}-hint` : ''].filter(Boolean).join(' ')
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{label}</label>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // With scripting on, the input is visually hidden (still focusable) and our button
          // below stands for it; `peer` lets the button show the input's keyboard focus.
          className="peer w-full text-sm [@media(scripting:enabled)]:sr-only"
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0]
            setFile(picked ? { name: picked.name, size: picked.size } : null)
            onChange?.(event)
          }}
          {...props}
        />
        {/* Not a second <label>: its words would join the input's accessible name. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className="hidden min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-4 font-semibold text-fg hover:bg-surface-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-aria-[invalid=true]:border-danger [@media(scripting:enabled)]:inline-flex"
        >
          <Icon name="upload" className="size-4" />
          {file ? t('form.file.change') : t('form.file.choose')}
        </button>
        <p id={statusId} className="hidden min-w-0 text-sm [@media(scripting:enabled)]:block" aria-live="polite">
          {file ? (
            <>
              <span className="break-all font-semibold">{file.name}</span>{' '}
              <span className="text-muted">({size(file.size)})</span>
            </>
          ) : (
            <span className="text-muted">{t('form.file.none')}</span>
          )}
        </p>
      </div>
      {hint && !error ? <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="mt-1 text-sm text-danger">{error}</p> : null}
    </div>
  )
}
