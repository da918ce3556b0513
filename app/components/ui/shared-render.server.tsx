import type { ReactNode } from 'react'
// The legacy string renderer, a module of its own: called while the page's own render is under
// way, it shares none of that render's state (the build points this import at React's production
// file, scripts/vite/react-dom-string-writer.ts).
import { renderToString } from 'react-dom/server'
import { provideSharedRenderer } from '#app/components/ui/shared'
import { I18nScopeContext, type I18nScope } from '#app/i18n/use-i18n'
import { logger } from '#app/lib/logger.server'
import { cacheEvicted } from '#app/lib/metrics.server'
import { CACHE_LIMIT_BYTES } from '#app/lib/memory-budgets.server'

/** All kept parts together, by their key's and markup's size (two bytes a character). */
export const SHARED_HTML_MAX_BYTES = CACHE_LIMIT_BYTES['shared-html']
/** A part larger than this is rendered each time, not kept (it would push out many others). */
const ENTRY_MAX_BYTES = SHARED_HTML_MAX_BYTES / 64

/** A part not used for this long is dropped when the caches are swept (server/memory-sweep.ts). */
const UNUSED_MS = 30_000
/** In order of last use: the first is the next to go. */
const kept = new Map<string, { html: string | null; bytes: number; usedAt: number }>()
/** Components already reported as not renderable apart (once each, not once a request). */
const reported = new WeakSet<object>()
let keptBytes = 0
const componentIds = new WeakMap<object, number>()
let nextComponentId = 1

/**
 * The HTML of `<Render {...props} />` in `scope`'s language, rendered once and kept
 * (app/components/ui/shared.tsx, ADR 033). The key is the component, the language and catalog,
 * and the props themselves, so a part is only ever given to a reader whose own props are those:
 * nothing kept can carry what another reader was shown. Entries are never stale (the same key is
 * the same markup); the least recently used go first. Null when the part cannot be rendered
 * apart (the page then renders it itself).
 */
export function sharedHtml(Render: (props: unknown) => ReactNode, props: unknown, scope: I18nScope): string | null {
  let id = componentIds.get(Render)
  if (id === undefined) {
    id = nextComponentId++
    componentIds.set(Render, id)
  }
  const key = `${id}\u0000${scope.lang}\u0000${scope.catalogKey}\u0000${JSON.stringify(props)}`
  const found = kept.get(key)
  if (found) {
    kept.delete(key)
    kept.set(key, found)
    found.usedAt = Date.now()
    return found.html
  }
  let html: string | null
  try {
    html = renderToString(
      <I18nScopeContext value={scope}>
        <Render {...(props as object)} />
      </I18nScopeContext>,
    )
    // React writes what it would hoist into the head (an eager image's preload) ahead of the
    // markup: a part with such an element is left to the page's render, which puts it in the head.
    if (/^<(link|meta|title)\b/.test(html)) throw new Error('the part hoists an element to the head')
  } catch (error) {
    if (!reported.has(Render)) logger.warn({ err: error, component: Render.name }, 'a shared part cannot be rendered apart: the page renders it')
    reported.add(Render)
    // Not tried again for these props: the page renders them each time.
    html = null
  }
  const bytes = (key.length + (html?.length ?? 0)) * 2 + 64
  if (bytes <= ENTRY_MAX_BYTES) {
    kept.set(key, { html, bytes, usedAt: Date.now() })
    keptBytes += bytes
    for (const [oldest, entry] of kept) {
      if (keptBytes <= SHARED_HTML_MAX_BYTES) break
      kept.delete(oldest)
      keptBytes -= entry.bytes
      cacheEvicted('shared-html', 'limit')
    }
  }
  return html
}

/** Drops the parts nobody was given for 30 s (they are in order of last use): after a rush, the memory is given back. */
export function sweepSharedHtml(now = Date.now()) {
  for (const [key, entry] of kept) {
    if (now - entry.usedAt < UNUSED_MS) break
    kept.delete(key)
    keptBytes -= entry.bytes
    cacheEvicted('shared-html', 'expired')
  }
}

/** For tests: how many parts are kept, and their bytes. */
export function sharedHtmlStats() {
  return { entries: kept.size, bytes: keptBytes }
}

provideSharedRenderer(sharedHtml)
