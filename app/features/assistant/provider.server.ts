import { env } from '#app/lib/env.server'
import { logger } from '#app/lib/logger.server'

/**
 * The model behind the assistant: any OpenAI-compatible chat-completions service (OpenAI, Groq,
 * OpenRouter, a local Ollama or llama.cpp server), streamed. A plain fetch and a small SSE reader
 * (ADR 013): no SDK, nothing of it reaches the browser, and every failure is ours to name.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export type ProviderFailureKind = 'auth' | 'rate-limited' | 'unavailable' | 'timeout' | 'cut'

export class ProviderFailure extends Error {
  constructor(readonly kind: ProviderFailureKind, readonly retryAfter = 0, detail = '') {
    super(`AI provider: ${kind}${detail ? ` (${detail})` : ''}`)
  }
}

export interface ProviderConfig {
  baseUrl: string
  apiKey?: string
  model: string
  referer?: string
  title?: string
  temperature: number
  maxTokens: number
  timeoutMs: number
}

/** The configured provider, or null: then the assistant answers from the guide alone. */
export function providerConfig(): ProviderConfig | null {
  const e = env()
  if (!e.AI_BASE_URL || !e.AI_MODEL) return null
  return {
    baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL, referer: e.AI_REFERER, title: e.AI_TITLE,
    temperature: e.AI_TEMPERATURE, maxTokens: e.AI_MAX_TOKENS, timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
  }
}

// After a 429 the provider is left alone until its Retry-After has passed (every asker would
// otherwise be refused one by one, and the quota burnt further).
let coolingUntil = 0

/** Seconds until the provider may be asked again after a 429, or 0. */
export function providerCoolingSeconds(now = Date.now()): number {
  return coolingUntil > now ? Math.ceil((coolingUntil - now) / 1000) : 0
}

export function resetProviderCooling() {
  coolingUntil = 0
}

function retryAfterSeconds(header: string | null): number {
  if (!header) return 30
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(3600, Math.ceil(seconds))
  const at = Date.parse(header)
  return Number.isFinite(at) ? Math.min(3600, Math.max(1, Math.ceil((at - Date.now()) / 1000))) : 30
}

/**
 * Streams the answer's text as the provider writes it. Throws ProviderFailure on a refusal, a
 * timeout (before the first byte, or between two chunks), or a stream that ends before its
 * [DONE]. `signal` aborts the upstream request (the reader went away).
 */
export async function* streamChat(config: ProviderConfig, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
  const cooling = providerCoolingSeconds()
  if (cooling > 0) throw new ProviderFailure('rate-limited', cooling)
  const timeout = new AbortController()
  let timer = setTimeout(() => timeout.abort(), config.timeoutMs)
  const restartTimer = () => {
    clearTimeout(timer)
    timer = setTimeout(() => timeout.abort(), config.timeoutMs)
  }
  const both = AbortSignal.any([signal, timeout.signal])
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' }
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`
  if (config.referer) headers['HTTP-Referer'] = config.referer
  if (config.title) headers['X-Title'] = config.title
  try {
    let response: Response
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST', headers, signal: both,
        // Only fields every target accepts (Groq refuses `name`, `n` and logprobs).
        body: JSON.stringify({ model: config.model, messages, temperature: config.temperature, max_tokens: config.maxTokens, stream: true }),
      })
    } catch (error) {
      if (signal.aborted) throw error
      throw new ProviderFailure(timeout.signal.aborted ? 'timeout' : 'unavailable', 0, String((error as Error).message))
    }
    if (response.status === 401 || response.status === 403) {
      logger.error({ status: response.status }, 'AI provider refused the key: check AI_API_KEY')
      throw new ProviderFailure('auth', 0, `HTTP ${response.status}`)
    }
    if (response.status === 429) {
      const wait = retryAfterSeconds(response.headers.get('retry-after'))
      coolingUntil = Date.now() + wait * 1000
      throw new ProviderFailure('rate-limited', wait)
    }
    if (!response.ok || !response.body) throw new ProviderFailure('unavailable', 0, `HTTP ${response.status}`)
    restartTimer()
    yield* readEvents(response.body, restartTimer, both)
  } catch (error) {
    if (error instanceof ProviderFailure || signal.aborted) throw error
    throw new ProviderFailure(timeout.signal.aborted ? 'timeout' : 'cut', 0, String((error as Error).message))
  } finally {
    clearTimeout(timer)
  }
}

/** The chat-completion chunks of an SSE body: their `delta.content`, until `data: [DONE]`. */
async function* readEvents(body: ReadableStream<Uint8Array>, onChunk: () => void, signal: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let finished = false
  let malformed = 0
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      onChunk()
      buffer += decoder.decode(value, { stream: true })
      let boundary: RegExpExecArray | null
      while ((boundary = /\r?\n\r?\n/.exec(buffer))) {
        const event = buffer.slice(0, boundary.index)
        buffer = buffer.slice(boundary.index + boundary[0].length)
        const data = event.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n')
        if (!data) continue
        if (data === '[DONE]') return
        let chunk: { choices?: Array<{ delta?: { content?: unknown }; finish_reason?: string | null }>; error?: unknown }
        try {
          chunk = JSON.parse(data)
        } catch {
          malformed += 1
          continue
        }
        if (chunk.error) throw new ProviderFailure('unavailable', 0, 'error in stream')
        const choice = chunk.choices?.[0]
        if (typeof choice?.delta?.content === 'string' && choice.delta.content) yield choice.delta.content
        if (choice?.finish_reason) finished = true
      }
    }
    // Some servers close after the last chunk's finish_reason without [DONE]: that is complete.
    if (!finished) throw new ProviderFailure(signal.aborted ? 'timeout' : 'cut')
  } finally {
    if (malformed) logger.warn({ malformed }, 'AI provider sent chunks that are not JSON: skipped')
    reader.cancel().catch(() => {})
  }
}
