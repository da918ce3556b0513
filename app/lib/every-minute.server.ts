import { logger } from './logger.server'

/**
 * Runs `task` five seconds after start and then every minute, never two at once, without
 * keeping the process alive; a failure is logged as `what` and the next minute tries again.
 * Returns the function that stops it (for shutdown).
 */
export function everyMinute(what: string, task: () => Promise<unknown>): () => void {
  let running = false
  const tick = () => {
    if (running) return
    running = true
    task().catch((error: unknown) => logger.error({ err: error }, what))
      .finally(() => { running = false })
  }
  const first = setTimeout(tick, 5_000)
  const every = setInterval(tick, 60_000)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
