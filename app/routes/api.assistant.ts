import { answerQuestion } from '#app/features/assistant/answer.server'
import type { AssistantEvent } from '#app/features/assistant/protocol'
import { endAnswer, readQuestion, startAnswer } from '#app/features/assistant/request.server'
import { logger } from '#app/lib/logger.server'
import { readCapped } from '#app/lib/read-capped.server'
import type { Route } from './+types/api.assistant'

const MAX_BODY_BYTES = 16 * 1024

const refuse = (status: number, event: AssistantEvent) =>
  Response.json(event, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/assistant: one question, answered as Server-Sent Events (docs/assistant.md). The
 * body is JSON { question, history?, lang?, client? }. A refused question gets a JSON error and
 * no stream. The stream is never compressed or buffered (text/event-stream, no-transform), and a
 * reader who goes away cancels the model's request.
 */
export async function action({ request }: Route.ActionArgs) {
  const text = await readBody(request)
  if (text === null) return refuse(413, { type: 'error', key: 'assistant.error.tooLong', vars: { max: 500 } })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse(400, { type: 'error', key: 'assistant.error.invalid' })
  }
  const asked = await readQuestion(request, body)
  if ('status' in asked) return refuse(asked.status, { type: 'error', key: asked.key, vars: asked.vars })
  if (!startAnswer(asked.client)) return refuse(429, { type: 'error', key: 'assistant.error.busy' })

  const stop = new AbortController()
  request.signal.addEventListener('abort', () => stop.abort(), { once: true })
  const encoder = new TextEncoder()
  const events = answerQuestion(asked.question, asked.history, asked.lang, stop.signal)
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next()
        if (next.done) {
          endAnswer(asked.client)
          controller.close()
          return
        }
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`))
      } catch (error) {
        endAnswer(asked.client)
        if (!stop.signal.aborted) logger.error({ err: error }, 'assistant: answer failed')
        controller.enqueue(encoder.encode(`data: ${JSON.stringify({ type: 'error', key: 'assistant.notice.providerFailed' } satisfies AssistantEvent)}\n\n`))
        controller.close()
      }
    },
    cancel() {
      stop.abort()
      endAnswer(asked.client)
      void events.return(undefined)
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

export function loader() {
  return new Response('Use POST', { status: 405, headers: { Allow: 'POST' } })
}

/** The body as text, or null when it is larger than a question can be. */
async function readBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null
  if (!request.body) return ''
  try {
    return (await readCapped(request.body, MAX_BODY_BYTES))?.toString('utf8') ?? null
  } catch {
    // A body cut off on the way reads as nothing: the question is then refused as invalid.
    return ''
  }
}
