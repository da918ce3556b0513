import { sweepSharedHtml } from '#app/components/ui/shared-render.server'
import { sweepAnnouncedCaches } from '#app/lib/db/announced-cache.server'
import { sweepPageCache } from './page-cache'

/**
 * Every 15 s, drops what the in-memory caches hold past its time, and the shared parts nobody was
 * given for 30 s (app/lib/memory-budgets.server.ts):
 * otherwise an entry stays until it is asked for again or pushed out by a newer one, and after a
 * rush the memory it took stays taken. Returns the function that stops it (for shutdown).
 */
export function startMemorySweep(everyMs = 15_000): () => void {
  const timer = setInterval(() => {
    const now = Date.now()
    sweepPageCache(now)
    sweepAnnouncedCaches(now)
    sweepSharedHtml(now)
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
