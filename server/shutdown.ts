import { logger } from '#app/lib/logger.server'

import type { NextFunction, Request, Response } from 'express'

type Hook = () => Promise<void> | void
const hooks: Hook[] = []
let stopping = false

/** Whether a stop has begun (SIGTERM or SIGINT). */
export const isStopping = () => stopping
export function markStopping() {
  stopping = true
}

/**
 * Once a stop has begun, every answer says `Connection: close`: a keep-alive client then opens
 * no further request on this process (it goes to the next one, or waits for the restart), and
 * its connection closes as soon as the answer is sent, so nothing is cut off mid-request.
 */
export function closeConnectionsWhenStopping(_req: Request, res: Response, next: NextFunction) {
  // Decided when the answer's headers go out, not when the request came in: a request that
  // arrived before the stop and is answered after it closes its connection too.
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (stopping) this.setHeader('Connection', 'close')
    return writeHead.apply(this, args)
  } as typeof writeHead
  next()
}

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
