import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { Form } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import type { SearchEntry } from '#app/lib/retrieval/types'

type Engine = { entries: SearchEntry[]; search: (entries: readonly SearchEntry[], q: string) => SearchEntry[] }
let engine: Promise<Engine> | undefined

/**
 * The index (built by the server over the guide with its accepted corrections) and the matcher
 * arrive on first use, not with the page. A failed download (no signal) is tried again on the
 * next keystroke.
 */
function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([
    fetch('/search-index.json').then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
      return response.json() as Promise<SearchEntry[]>
    }),
    import('#app/lib/retrieval/rank'),
  ]).then(([entries, match]) => ({ entries, search: match.searchEntries }))
  engine.catch(() => {
    engine = undefined
  })
  return engine
}

/**
 * The site search box (spec 1 §2): results as you type, arrow keys and Enter, a click opens a
 * result and clears the box, submitting opens the first match. Without JavaScript it is a plain
 * form that goes to /search?q=.
 */
export function SiteSearch({ id: givenId, large = false, initialQuery = '' }: { id?: string; large?: boolean; initialQuery?: string }) {
  const { t, lang, href } = useI18n()
  const navigate = useNavigate()
  const generated = useId()
  const id = givenId ?? generated
  const [query, setQuery] = useState(initialQuery)
  const [results, setResults] = useState<SearchEntry[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const latest = useRef('')

  async function update(value: string) {
    setQuery(value)
    latest.current = value
    // Without the index (no signal), Enter still submits the form to the /search page.
    const engine = await loadEngine().catch(() => null)
    if (!engine || latest.current !== value) return
    const { entries, search } = engine
    setResults(search(entries, value))
    setActive(-1)
    setOpen(true)
  }

  function go(entry: SearchEntry) {
    setQuery('')
    setResults([])
    setOpen(false)
    navigate(href(entry.p))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % results.length)
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault()
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  const listId = `${id}-results`
  const showList = open && query.trim() !== ''
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="relative"
      onSubmit={(event) => {
        const target = results[active >= 0 ? active : 0]
        if (target) {
          event.preventDefault()
          go(target)
        }
      }}
    >
      <label htmlFor={id} className="sr-only">{t('search.label')}</label>
      <div className="relative">
        <Icon name="search" className={`pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted ${large ? 'size-5 sm:size-6' : 'size-5'}`} />
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => void update(event.currentTarget.value)}
          onFocus={() => {
            void loadEngine()
            if (query) setOpen(true)
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className={`w-full rounded-xl border border-border bg-surface text-fg shadow-sm placeholder:text-muted ${large ? 'min-h-14 pl-11 pr-[5.5rem] text-base sm:pl-12 sm:pr-24 sm:text-lg' : 'min-h-11 pl-10 pr-20'}`}
        />
        <button type="submit" className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-on-primary">
          {t('content.search.submit')}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-border bg-surface text-fg shadow-lg"
      >
        {results.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled className="px-4 py-3 text-sm text-muted">{t('search.none')}</li>
        ) : (
          results.map((entry, index) => (
            <li
              key={entry.p}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(entry)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2 ${index === active ? 'bg-primary-soft' : 'hover:bg-surface-2'}`}
            >
              <Icon name={entry.i} className="size-5 shrink-0 text-primary" />
              <span className="min-w-0">
                <span className="block truncate font-semibold">{entry.t[lang === 'bn' ? 0 : 1]}</span>
                <span className="block truncate text-xs text-muted">{t(`page.${entry.g}.title` as MessageKey)}</span>
              </span>
            </li>
          ))
        )}
      </ul>
    </Form>
  )
}
