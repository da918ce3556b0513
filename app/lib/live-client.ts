/**
 * The page's one connection for live updates (Server-Sent Events from /api/forum/events): new
 * posts and counts for the forum's lists, and the signed-in reader's unread count for the bell.
 * Opened by the first listener, closed when the last one leaves; the browser reconnects by
 * itself after a drop (the server asks for 5 s).
 */
export type LiveEvent =
  | { type: 'post-created'; post: unknown }
  | { type: 'counts'; id: number; likes: number; comments: number }
  | { type: 'post-gone'; id: number }
  | { type: 'unread'; count: number }
  | { type: string }

type Listener = (event: LiveEvent) => void

const listeners = new Set<Listener>()
let source: EventSource | null = null

/** Calls `listener` with each live event; returns the function that stops it. */
export function onLiveEvent(listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {}
  listeners.add(listener)
  if (!source) {
    source = new EventSource('/api/forum/events')
    source.onmessage = (message) => {
      let event: LiveEvent
      try {
        event = JSON.parse(message.data as string) as LiveEvent
      } catch {
        return
      }
      for (const each of listeners) each(event)
    }
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && source) {
      source.close()
      source = null
    }
  }
}
