import { logger } from '#app/lib/logger.server'

type Hook = () => Promise<void> | void
const hooks: Hook[] = []

/** Registers work for a clean stop (close live streams, then the database), run in reverse order. */
export function onShutdown(hook: Hook) {
  hooks.push(hook)
}

export async function runShutdownHooks() {
  for (const hook of hooks.splice(0).reverse()) {
    try {
      await hook()
    } catch (error) {
      logger.error({ err: error }, 'shutdown step failed')
    }
  }
}
