import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { Form } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { heroCategories, heroSorts, parseHeroCategory, parseHeroSort } from '../heroes'

const control = 'min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-fg'

/**
 * Search, category and sort of /local-heroes: one GET form, so the state lives in the URL
 * (?q=&category=&sort=) and works without JavaScript. With JavaScript each change updates the
 * URL in place and the page re-filters what it already has.
 */
export function HeroFilters() {
  const { t } = useI18n()
  const [params, setParams] = useSearchParams()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const input = useRef<HTMLInputElement>(null)
  const q = params.get('q') ?? ''
  const category = parseHeroCategory(params.get('category'))
  const sort = parseHeroSort(params.get('sort'))
  useEffect(() => () => clearTimeout(timer.current), [])
  // A link that clears the filters must clear the box too, unless the reader is typing in it.
  useEffect(() => {
    const element = input.current
    if (element && document.activeElement !== element && element.value !== q) element.value = q
  }, [q])
  // Start from the address bar as it is when the change lands (the search box waits 150 ms), not
  // from this render's params, so a filter changed in between is kept.
  const set = (name: string, value: string | null) => {
    const next = new URLSearchParams(window.location.search)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true, preventScrollReset: true })
  }
  return (
    <Form method="get" role="search" preventScrollReset
      className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface p-3 lg:grid-cols-[1fr_12rem_14rem_auto] lg:items-end">
      <label className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <span className="text-sm font-semibold">{t('content.search.label')}</span>
        <span className="relative">
          <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
          <input ref={input} type="search" name="q" defaultValue={q} placeholder={t('heroes.search.hint')} aria-label={t('heroes.search.label')}
            autoComplete="off" className={`${control} py-2 pl-10 placeholder:text-muted`}
            onChange={(event) => {
              const value = event.currentTarget.value
              clearTimeout(timer.current)
              timer.current = setTimeout(() => set('q', value.trim() ? value : null), 150)
            }} />
        </span>
      </label>
      <label className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-semibold">{t('heroes.filter.category')}</span>
        <select name="category" value={category ?? ''} onChange={(event) => set('category', event.currentTarget.value || null)} className={control}>
          <option value="">{t('content.filter.all')}</option>
          {heroCategories.map((id) => <option key={id} value={id}>{t(`people.category.${id}`)}</option>)}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-semibold">{t('heroes.sort.label')}</span>
        <select name="sort" value={sort} onChange={(event) => set('sort', event.currentTarget.value === 'recent' ? null : event.currentTarget.value)} className={control}>
          {heroSorts.map((id) => <option key={id} value={id}>{t(`heroes.sort.${id}`)}</option>)}
        </select>
      </label>
      <button type="submit" className="min-h-11 rounded-lg bg-primary px-4 font-semibold text-on-primary hover:opacity-90 col-span-2 lg:col-span-1">
        {t('heroes.apply')}
      </button>
    </Form>
  )
}
