import { performance } from 'node:perf_hooks'
import { sweepSharedHtml } from '#app/components/ui/shared-render.server'
import { sweepAnnouncedCaches } from '#app/lib/db/announced-cache.server'
import { sweepPageCache } from './page-cache'

/** A sweep's share of time the event loop was busy, at and above which the server was in a rush. */
const BUSY = 0.5
/** ... and below which it is quiet again. */
const QUIET = 0.05

/**
 * Every 15 s, drops what the in-memory caches hold past its time, and the shared parts nobody was
 * given for 30 s (app/lib/memory-budgets.server.ts):
 * otherwise an entry stays until it is asked for again or pushed out by a newer one, and after a
 * rush the memory it took stays taken. Once quiet after a rush, it also makes one full collection
 * (below). Returns the function that stops it (for shutdown).
 */
export function startMemorySweep(everyMs = 15_000, collect = fullCollection()): () => void {
  const afterRush = collectionAfterRush(collect)
  let last = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const now = Date.now()
    sweepPageCache(now)
    sweepAnnouncedCaches(now)
    sweepSharedHtml(now)
    const current = performance.eventLoopUtilization()
    afterRush(performance.eventLoopUtilization(current, last).utilization)
    last = current
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Once the server is quiet after a rush, one full collection. Node 20's V8 does it by itself (its
 * memory reducer); Node 24's did not, and kept the rush's garbage and the buffers it holds: 530 MB
 * a minute after the rush instead of 210 (docs/performance.md). Called with each sweep's share of
 * busy time; collects on the first quiet sweep after a busy one, never twice for one rush.
 */
export function collectionAfterRush(collect: (() => void) | undefined) {
  let rushed = false
  return (busyShare: number) => {
    if (busyShare >= BUSY) rushed = true
    else if (rushed && busyShare < QUIET) {
      rushed = false
      collect?.()
    }
  }
}

/** V8's full collection where the process was started with --expose-gc (server/node-flags.js). */
function fullCollection(): (() => void) | undefined {
  const gc = (globalThis as { gc?: (options?: { type: 'major'; execution: 'async'; flavor: 'last-resort' }) => unknown }).gc
  // 'last-resort': collect all that can be, and give back the pages freed (a plain major one keeps them).
  if (!gc) return undefined
  return () => {
    try {
      Promise.resolve(gc({ type: 'major', execution: 'async', flavor: 'last-resort' })).catch(() => {})
    } catch {
      // A V8 that does not know these options: the memory stays as it would have.
    }
  }
}
