import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { Form } from '#app/components/ui/link'
import { useI18n } from '#app/i18n/use-i18n'
import { Icon } from './icon'

/**
 * A directory's search box. It is a GET form, so it works without JavaScript and the query
 * lives in the URL (shareable, survives a reload). With JavaScript the list updates as you
 * type: the URL changes in place and the page filters what it already has.
 */
export function DirectorySearch({ label, placeholder = label, keep = [] }: {
  /** What the box is for, read out with it ("Search by name, address or type"). */
  label: string
  /** The short hint inside the box, which must fit a 360 px phone ("Name, address or type"). */
  placeholder?: string
  keep?: string[]
}) {
  const { t } = useI18n()
  const [params, setParams] = useSearchParams()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const q = params.get('q') ?? ''
  return (
    <Form method="get" role="search" className="mb-4 flex gap-2" preventScrollReset>
      {keep.flatMap((name) => params.getAll(name).map((value) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />))}
      <label className="relative flex-1">
        <span className="sr-only">{label}</span>
        <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-border bg-surface py-2 pl-10 pr-3 text-fg placeholder:text-muted"
          onChange={(event) => {
            const value = event.currentTarget.value
            clearTimeout(timer.current)
            timer.current = setTimeout(() => {
              // Start from the address bar as it is now, not from this render's params: a tab
              // tapped just before typing may have changed ?type= since the keystroke.
              const next = new URLSearchParams(window.location.search)
              if (value.trim()) next.set('q', value)
              else next.delete('q')
              setParams(next, { replace: true, preventScrollReset: true })
            }, 150)
          }}
        />
      </label>
      {/* On a phone the button is an arrow, so the placeholder has the room to be read whole. */}
      <button type="submit" className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-border font-semibold hover:bg-surface-2 sm:px-4">
        <Icon name="chevron-right" className="size-5 sm:hidden" />
        <span className="sr-only sm:not-sr-only">{t('content.search.submit')}</span>
      </button>
    </Form>
  )
}

/** Builds a link to the same page with one query parameter changed (the others kept). */
export function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params)
  if (value) next.set(name, value)
  else next.delete(name)
  const query = next.toString()
  return query ? `?${query}` : '?'
}
