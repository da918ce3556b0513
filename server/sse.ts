import type { Request, Response } from 'express'
import { announcedReaders, unreadCount } from '#app/features/notifications/queries.server'
import { getSession } from '#app/lib/auth/session.server'
import { subscribe } from '#app/lib/events.server'
import { logger } from '#app/lib/logger.server'
import { liveConnections } from '#app/lib/metrics.server'

const open = new Set<Response>()

/** The reader of a stream, from its cookie (read again before each count: they may have signed out). */
async function readerOf(req: Request): Promise<string | null> {
  if (!req.headers.cookie) return null
  const request = new globalThis.Request(`http://localhost${req.originalUrl}`, { headers: { cookie: req.headers.cookie } })
  return (await getSession(request)).user?.id ?? null
}

/**
 * GET /api/forum/events: Server-Sent Events of the forum (new posts, changed counts) and, for a
 * signed-in reader, their unread notification count (`{type: 'unread', count}`), sent when they
 * connect and whenever the database announces a change to their notifications. Every process
 * listens to the database, so a change made through any process reaches every browser. Forum
 * events are public; a count goes only to its own reader's streams.
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
  liveConnections.inc()
  const unsubscribes: Array<() => void> = []
  let closed = false
  let countTimer: NodeJS.Timeout | undefined
  const ping = setInterval(() => res.write(': keep-alive\n\n'), 25_000)
  req.on('close', () => {
    closed = true
    clearInterval(ping)
    clearTimeout(countTimer)
    for (const unsubscribe of unsubscribes) unsubscribe()
    open.delete(res)
    liveConnections.dec()
  })
  try {
    unsubscribes.push(await subscribe('forum', (payload) => res.write(`data: ${payload}\n\n`)))
    const userId = await readerOf(req)
    if (!userId || closed) return
    const sendCount = async () => {
      const reader = await readerOf(req)
      if (closed || reader !== userId) return
      res.write(`data: ${JSON.stringify({ type: 'unread', count: await unreadCount(userId) })}\n\n`)
    }
    unsubscribes.push(await subscribe('notification_changes', (changed) => {
      if (changed !== '*' && !announcedReaders(changed).has(userId)) return
      // Several announcements come together (a group that grows and is read); and the kept count
      // is dropped by its own listener of the same announcement: count once, a moment later.
      clearTimeout(countTimer)
      countTimer = setTimeout(() => void sendCount().catch((error: unknown) => logger.warn({ err: error }, 'unread count not sent')), 50)
    }))
    await sendCount()
  } catch (error) {
    logger.error({ err: error }, 'could not subscribe to live events')
    res.end()
  }
}

/** Ends every open stream, so a shutdown does not wait for them. */
export function closeEventStreams() {
  for (const res of open) res.end()
  open.clear()
}
