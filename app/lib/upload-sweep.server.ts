import { db } from './db/database.server'
import { logger } from './logger.server'
import { EVIDENCE_PREFIX } from './evidence.server'
import { getStorage, keyFromUrl } from './storage.server'

/** How long an unreferenced file is left alone: an upload in progress, or a post being created. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000

/** The stored file a size variant belongs to: `posts/ab12-w480.webp` → `posts/ab12.webp`. */
export const originalKey = (key: string) => key.replace(/-w\d+(\.\w+)$/, '$1')

/**
 * Deletes uploaded files that no post or profile refers to and that nobody has written for an
 * hour: what a crash, a refused request or a deleted post could leave behind. Run at start and
 * hourly (server/main.ts); safe to run from several processes at once.
 */
export async function sweepOrphanUploads(now = Date.now()): Promise<string[]> {
  const [posts, profiles] = await Promise.all([
    db().selectFrom('posts').select(['image_url', 'video_url']).where((eb) => eb.or([eb('image_url', 'is not', null), eb('video_url', 'is not', null)])).execute(),
    db().selectFrom('profiles').select('avatar_url').where('avatar_url', 'is not', null).execute(),
  ])
  const referenced = new Set<string>()
  for (const url of [...posts.flatMap((p) => [p.image_url, p.video_url]), ...profiles.map((p) => p.avatar_url)]) {
    const key = keyFromUrl(url)
    if (key) referenced.add(key)
  }
  const storage = getStorage()
  const removed: string[] = []
  for await (const file of storage.list()) {
    if (now - file.modified.getTime() < ORPHAN_AGE_MS) continue
    // Evidence photos share an S3 store's prefix in their own folder; their own sweep keeps them (evidence.server.ts).
    if (file.key.startsWith(EVIDENCE_PREFIX)) continue
    if (referenced.has(file.key) || referenced.has(originalKey(file.key))) continue
    await storage.remove(file.key)
    removed.push(file.key)
  }
  if (removed.length > 0) logger.info({ count: removed.length }, 'orphaned uploads deleted')
  return removed
}
