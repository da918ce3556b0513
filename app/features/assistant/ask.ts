import type { Lang } from '#app/i18n/i18n'
import type { GuideDoc, SearchEntry } from '#app/lib/retrieval/types'
import type { Answer } from './components/answer-view'
import { helpView, MAX_HISTORY_TURNS, sourceView, type AssistantEvent, type Turn } from './protocol'
import { retrieve } from './retrieve'

/**
 * The panel's side of POST /api/assistant: a fetch and a small Server-Sent Events reader
 * (research §2.3: a few hundred bytes, where an SDK's chat hook is 136 KB), and the answer from
 * the guide copy kept on the phone for when there is no connection.
 */
export class Offline extends Error {}

export function applyEvent(answer: Answer, event: AssistantEvent): Answer {
  switch (event.type) {
    case 'sources': return { ...answer, sources: event.sources }
    case 'help': return { ...answer, help: event.help }
    case 'delta': return { ...answer, text: answer.text + event.text }
    case 'notice': return { ...answer, notices: [...answer.notices, { key: event.key, vars: event.vars }] }
    case 'cards': return { ...answer, cards: { weak: event.weak, emergency: event.emergency, cards: event.cards } }
    case 'done': return { ...answer, cited: event.cited, done: true }
    case 'error': return { ...answer, error: { key: event.key, vars: event.vars }, done: true }
  }
}

export async function askServer(body: { question: string; history: Turn[]; lang: Lang; client: string }, onEvent: (event: AssistantEvent) => void, signal: AbortSignal) {
  let response: Response
  try {
    response = await fetch('/api/assistant', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ ...body, history: body.history.slice(-MAX_HISTORY_TURNS) }),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new Offline()
  }
  if (!response.ok || !response.body) {
    const refusal = (await response.json().catch(() => null)) as AssistantEvent | null
    onEvent(refusal?.type === 'error' ? refusal : { type: 'error', key: 'assistant.error.network' })
    return
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)) as AssistantEvent)
      }
    }
  } catch (error) {
    if (signal.aborted) throw error
    // The connection died mid-answer: what arrived stays; the guide copy answers the rest.
    throw new Offline()
  }
}

export interface GuideCopy {
  entries: SearchEntry[]
  docs: Record<string, GuideDoc>
}

const GUIDE_KEY = 'hg-assistant-guide'
let guide: GuideCopy | null = null

/**
 * The guide's records, kept on the phone (localStorage) so the assistant can answer offline.
 * Refreshed when the panel opens with a connection; a 304 costs nothing.
 */
export async function loadGuideCopy(): Promise<GuideCopy | null> {
  try {
    const stored = localStorage.getItem(GUIDE_KEY)
    const saved = stored ? (JSON.parse(stored) as { etag: string; guide: GuideCopy }) : null
    guide ??= saved?.guide ?? null
    const response = await fetch('/assistant/guide.json', { headers: saved ? { 'If-None-Match': saved.etag } : {} })
    if (response.status === 200) {
      guide = (await response.json()) as GuideCopy
      const etag = response.headers.get('etag')
      if (etag) localStorage.setItem(GUIDE_KEY, JSON.stringify({ etag, guide }))
    }
  } catch {
    // Offline or storage full: keep what we have.
  }
  return guide
}

/** An answer from the guide copy: the best records as cards, with a notice that it is offline. */
export function askOffline(copy: GuideCopy | null, question: string, previous: string | undefined, lang: Lang, base: Answer): Answer {
  if (!copy) return { ...base, error: { key: 'assistant.error.network' }, done: true }
  const retrieval = retrieve(copy.entries, copy.docs, question, previous)
  return {
    ...base,
    notices: [...base.notices, { key: 'assistant.notice.offline' }],
    ...(retrieval.noNumber ? { help: helpView(retrieval.noNumber, retrieval.sources, lang) } : {}),
    cards: { weak: retrieval.weak, emergency: retrieval.emergency, cards: retrieval.cards.map((doc) => sourceView(doc, 0, lang)) },
    done: true,
  }
}
