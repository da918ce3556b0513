import type { Request, Response } from 'express'
import { subscribe } from '#app/lib/events.server'
import { logger } from '#app/lib/logger.server'

const open = new Set<Response>()

/**
 * GET /api/forum/events: Server-Sent Events of the forum (new posts, changed counts). Every
 * process listens to the database, so a post made through any process reaches every browser.
 */
export async function forumEvents(req: Request, res: Response) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  })
  // Reconnect after 5 s if the connection drops (mobile data comes and goes).
  res.write('retry: 5000\n\n')
  open.add(res)
  let unsubscribe = () => {}
  const ping = setInterval(() => res.write(': keep-alive\n\n'), 25_000)
  req.on('close', () => {
    clearInterval(ping)
    unsubscribe()
    open.delete(res)
  })
  try {
    unsubscribe = await subscribe('forum', (payload) => res.write(`data: ${payload}\n\n`))
  } catch (error) {
    logger.error({ err: error }, 'could not subscribe to forum events')
    res.end()
  }
}

/** Ends every open stream, so a shutdown does not wait for them. */
export function closeEventStreams() {
  for (const res of open) res.end()
  open.clear()
}
