import type { Messages } from './i18n'

/*
 * The message catalogs a page uses, by key ("bn.core-forum-moderation"). They travel as hashed,
 * immutable scripts (/catalogs/<key>.<hash>.js, ADR 017) that the browser keeps, not inside every
 * page's data; each script registers its messages here. The server registers the same catalogs
 * when it renders, so the translator reads them the same way on both sides.
 */
type Registry = Record<string, Messages>
const registry = (): Registry => ((globalThis as { __hgMessages?: Registry }).__hgMessages ??= {})

/** A page's catalog: its key, and the address of the script that carries it. */
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
 * Loads a catalog's script in the browser once, for a navigation to a part of the site that
 * needs other texts; resolves when its messages are registered.
 */
export function loadCatalog(catalog: CatalogRef): Promise<void> {
  if (registry()[catalog.key] || typeof document === 'undefined') return Promise.resolve()
  let pending = loading.get(catalog.src)
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = catalog.src
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(catalog.src)
        reject(new Error(`could not load ${catalog.src}`))
      }
      document.head.append(script)
    })
    loading.set(catalog.src, pending)
  }
  return pending
}
