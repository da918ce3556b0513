import type { Lang } from '#app/i18n/i18n'
import { CACHE } from '#app/lib/offline-caches'

export interface SavedPage {
  path: string
  title: string
}

const MAX_LISTED = 60

/**
 * The pages this phone keeps for the reader (the ones they opened, the heroes and posts they saved), in
 * one language, with their titles, for the offline page. Read from the service worker's caches.
 */
export async function savedPages(lang: Lang): Promise<SavedPage[]> {
  const found = new Map<string, SavedPage>()
  for (const name of [CACHE.pages, CACHE.saved, CACHE.savedPosts]) {
    if (!(await caches.has(name))) continue
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      if (found.size >= MAX_LISTED) break
      const url = new URL(request.url)
      const path = url.pathname + url.search
      if (url.pathname.endsWith('.data') || /^(\/en)?\/offline$/.test(url.pathname) || found.has(path)) continue
      if ((url.pathname === '/en' || url.pathname.startsWith('/en/')) !== (lang === 'en')) continue
      const html = await (await cache.match(request))?.text()
      const title = html ? /<title>([^<]*)<\/title>/.exec(html)?.[1] : undefined
      // "Hospitals | " and the guide's name: the page's own name is enough here.
      found.set(path, { path, title: title ? decodeEntities(title).split(' | ')[0]! : path })
    }
  }
  return [...found.values()]
}

/** A title as the page shows it (React escapes &, <, > and quotes in the <title>). */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '')
}
