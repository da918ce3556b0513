import { CACHE } from './offline-caches'
import { FORUM } from '#app/lib/forum-path'

/*
 * The pages of posts the reader saved for later, kept for reading offline (issue 44 §3,
 * docs/offline.md): fetched without cookies, as anyone would see them, like a saved hero's page,
 * into a cache the service worker empties when the reader changes (whose list it is stays
 * private). Quietly nothing where there is no Cache Storage, no connection or no room: the post
 * is saved all the same, and its page kept the next time the Saved page is opened.
 */

const postPaths = (id: string) => [`${FORUM}/${id}`, `/en${FORUM}/${id}`]

async function fetchInto(cache: Cache, path: string) {
  // A post not shown to everyone (waiting for a moderator) answers with a redirect: not kept.
  const response = await fetch(path, { credentials: 'omit', redirect: 'error' })
  if (response.ok) await cache.put(path, response)
}

/** Keeps a fresh copy of the post's page at `path` (saved), or drops its copies (unsaved). */
export async function keepSavedPost(path: string, keep: boolean): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const cache = await caches.open(CACHE.savedPosts)
    if (keep) return await fetchInto(cache, path)
    const id = new RegExp(`${FORUM}/(\\d+)$`).exec(path)?.[1]
    if (id) await Promise.all(postPaths(id).map((key) => cache.delete(key)))
  } catch {
    // Offline or no room: see above.
  }
}

/**
 * The Saved page's list on this phone: the posts listed that are not kept yet are (saved on
 * another phone, or without JavaScript), and those removed since are dropped.
 */
export async function syncSavedPosts(keep: string[], dropIds: number[]): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    const cache = await caches.open(CACHE.savedPosts)
    await Promise.all(dropIds.flatMap((id) => postPaths(String(id)).map((key) => cache.delete(key))))
    for (const path of keep) if (!(await cache.match(path))) await fetchInto(cache, path)
  } catch {
    // Offline or no room: see above.
  }
}
