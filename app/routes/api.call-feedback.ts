import { recordCallAnswer } from '#app/features/call-feedback/record-answer.server'
import { MAX_ANSWER_BYTES } from '#app/features/call-feedback/schema'
import { clientIp } from '#app/lib/auth/session.server'
import { readCapped } from '#app/lib/read-capped.server'
import type { Route } from './+types/api.call-feedback'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * POST /api/call-feedback: a reader's answer to "did the call go through?" (issue 42 §3), JSON
 * `{ collection, recordId, number, answer, device }`, sent by the prompt after a call
 * (app/components/ui/call-ask.tsx). 200 `{ ok, counted }` (a repeat the same day is not counted);
 * a refusal is a 4xx `{ error }` and changes nothing. Another site's request never gets here
 * (server/http.ts refuses a foreign Origin), and only JSON is read, which a plain cross-site
 * form cannot send.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return json({ error: 'method' }, 405, { Allow: 'POST' })
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return json({ error: 'unsupported' }, 415)
  const text = await readBody(request)
  if (text === null) return json({ error: 'too-large' }, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json({ error: 'invalid' }, 400)
  }
  const result = await recordCallAnswer(body, { client: clientIp(request) })
  if (result.ok) return json({ ok: true, counted: result.counted })
  return json({ error: result.error }, result.status, result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : {})
}

export function loader() {
  return new Response('Use POST', { status: 405, headers: { Allow: 'POST' } })
}

/** The body as text, or null when it is larger than an answer can be. */
async function readBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) return null
  if (!request.body) return ''
  try {
    return (await readCapped(request.body, MAX_ANSWER_BYTES))?.toString('utf8') ?? null
  } catch {
    // A body cut off on the way reads as nothing: the answer is then refused as invalid.
    return ''
  }
}
