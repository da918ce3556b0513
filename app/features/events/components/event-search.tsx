import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { Form } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * The events search: a GET form (works without JavaScript, the query lives in the URL) that with
 * JavaScript filters as you type. The same behaviour as components/ui/directory-search.tsx, kept
 * in the page's own code so this route stays within its JavaScript budget (one chunk fewer).
 */
export function EventSearch({ label, placeholder = label, keep }: {
  /** What the box is for, read out with it ("Search by name, place, organiser or tag"). */
  label: string
  /** The short hint inside the box, which must fit a 360 px phone ("Name, place or tag"). */
  placeholder?: string
  keep: readonly string[]
}) {
  const { t } = useI18n()
  const [params, setParams] = useSearchParams()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <Form method="get" role="search" className="mb-4 flex gap-2" preventScrollReset>
      {keep.map((name) => (params.get(name) ? <input key={name} type="hidden" name={name} value={params.get(name)!} /> : null))}
      <label className="relative flex-1">
        <span className="sr-only">{label}</span>
        <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder={placeholder} autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-border bg-surface py-2 pl-10 pr-3 text-fg placeholder:text-muted"
          // The address bar is read when the timer fires: a filter changed meanwhile is kept.
          onChange={(event) => {
            const value = event.currentTarget.value.trim() ? event.currentTarget.value : null
            clearTimeout(timer.current)
            timer.current = setTimeout(() => setParams(withParam(new URLSearchParams(window.location.search), 'q', value), { replace: true, preventScrollReset: true }), 150)
          }} />
      </label>
      <button type="submit" className="min-h-11 rounded-lg border border-border px-4 font-semibold hover:bg-surface-2">
        {t('content.search.submit')}
      </button>
    </Form>
  )
}

/** A copy of the parameters with one changed (null removes it). */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value) next.set(name, value)
  else next.delete(name)
  return next
}
