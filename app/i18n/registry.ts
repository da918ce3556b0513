import type { Messages } from './i18n'

/*
 * The message catalogs a page uses, by key ("bn.core-forum-moderation"). They travel as hashed,
 * immutable JSON files (/catalogs/<key>.<hash>.json, ADR 017) that the browser keeps, not inside
 * every page's data; the browser registers each here before it renders with it (entry.client,
 * the root's clientLoader). The server registers the same catalogs when it renders, so the
 * translator reads them the same way on both sides.
 */
type Registry = Record<string, Messages>
const registry = (): Registry => ((globalThis as { __hgMessages?: Registry }).__hgMessages ??= {})

/** A page's catalog: its key, and the address of the file that carries it. */
export interface CatalogRef {
  key: string
  src: string
}

export function registerMessages(key: string, messages: Messages) {
  registry()[key] = messages
}

/** The messages registered under `key` (empty until its script has run: keys show as keys). */
export function registeredMessages(key: string): Messages {
  return registry()[key] ?? ({} as Messages)
}

const loading = new Map<string, Promise<void>>()

/**
 * Loads a catalog in the browser once (the document preloads its own; a navigation to a part of
 * the site that needs other texts loads theirs); resolves when its messages are registered.
 */
export function loadCatalog(catalog: CatalogRef): Promise<void> {
  if (registry()[catalog.key] || typeof document === 'undefined') return Promise.resolve()
  let pending = loading.get(catalog.src)
  if (!pending) {
    pending = fetch(catalog.src)
      .then((response) => {
        if (!response.ok) throw new Error(`could not load ${catalog.src}: ${response.status}`)
        return response.json() as Promise<Messages>
      })
      .then((messages) => registerMessages(catalog.key, messages))
      .catch((error: unknown) => {
        loading.delete(catalog.src)
        throw error
      })
    loading.set(catalog.src, pending)
  }
  return pending
}
