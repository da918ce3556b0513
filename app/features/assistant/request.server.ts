import { z } from 'zod'
import type { Lang, MessageKey, Vars } from '#app/i18n/i18n'
import { clientIp, getUser } from '#app/lib/auth/session.server'
import { env } from '#app/lib/env.server'
import { getLang } from '#app/lib/preferences.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import { MAX_HISTORY_TURNS, MAX_QUESTION_CHARS, MAX_TURN_CHARS, type Turn } from './protocol'

/** A question as the server accepts it. */
export interface AssistantRequest {
  question: string
  history: Turn[]
  lang: Lang
  /** Who asks, for "one answer at a time". */
  client: string
}

export type Refusal = { status: number; key: MessageKey; vars?: Vars }

const Body = z.object({
  question: z.string(),
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string() })).max(50).optional(),
  lang: z.enum(['bn', 'en']).optional(),
  client: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
})

/** The question checked, or why it is refused. Limits are counted only for a valid question. */
export async function readQuestion(request: Request, raw: unknown): Promise<AssistantRequest | Refusal> {
  const parsed = Body.safeParse(raw)
  if (!parsed.success) return { status: 400, key: 'assistant.error.invalid' }
  const question = parsed.data.question.normalize('NFC').trim()
  if (!question) return { status: 400, key: 'assistant.error.empty' }
  if (Array.from(question).length > MAX_QUESTION_CHARS) return { status: 400, key: 'assistant.error.tooLong', vars: { max: MAX_QUESTION_CHARS } }
  // Only the last few turns go on, each clipped: the model needs the thread, not the whole chat.
  const history = (parsed.data.history ?? []).slice(-MAX_HISTORY_TURNS).map((t) => ({ role: t.role, text: t.text.slice(0, MAX_TURN_CHARS) })).filter((t) => t.text.trim())
  const ip = clientIp(request)
  const user = await getUser(request)
  const e = env()
  const perIp = await hitLimit(`assistant:ip:${ip}`, { max: e.ASSISTANT_LIMIT_PER_IP, windowSeconds: 600 })
  if (!perIp.allowed) return { status: 429, key: 'assistant.error.rateLimited', vars: { seconds: perIp.retryAfter } }
  if (user) {
    const perAccount = await hitLimit(`assistant:user:${user.id}`, { max: e.ASSISTANT_LIMIT_PER_ACCOUNT, windowSeconds: 600 })
    if (!perAccount.allowed) return { status: 429, key: 'assistant.error.rateLimited', vars: { seconds: perAccount.retryAfter } }
  }
  return {
    question, history, lang: parsed.data.lang ?? getLang(request),
    client: user ? `user:${user.id}` : `ip:${ip}:${parsed.data.client ?? ''}`,
  }
}

// One answer at a time per client (in this process): a second question while one streams is
// refused, so one phone cannot hold many model calls open.
const answering = new Set<string>()

/** Marks `client` as being answered; false when it already is. */
export function startAnswer(client: string): boolean {
  if (answering.has(client)) return false
  answering.add(client)
  return true
}

export function endAnswer(client: string) {
  answering.delete(client)
}
