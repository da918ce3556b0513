import { contentPack } from '#pack/index'
import { catalogs } from '#app/i18n/catalogs.server'
import type { Lang } from '#app/i18n/i18n'
import { logger } from '#app/lib/logger.server'
import { getRetrievalIndex } from '#app/lib/retrieval/index.server'
import type { GuideDoc } from '#app/lib/retrieval/types'
import { CitationFilter } from './citations'
import { digitsOf, NumberGuard, numbersIn } from './number-guard'
import { helpView, sourceView, type AssistantEvent, type Turn } from './protocol'
import { ProviderFailure, providerConfig, streamChat, type ChatMessage } from './provider.server'
import { retrieve, type Retrieval } from './retrieve'
import { place } from '#pack/place'

/** The national hotlines of the guide: numbers an answer may always give. */
const hotlineNumbers = new Set(contentPack.hotlines.map((h) => digitsOf(h.number)))

/**
 * One answer (issue 12): the guide's records for the question, then the model's answer checked
 * as it streams (citations, phone numbers), or, with no model or a failing one, the records
 * themselves as cards. Yields the events POST /api/assistant streams. The question is not stored
 * and not logged.
 */
export async function* answerQuestion(question: string, history: Turn[], lang: Lang, signal: AbortSignal): AsyncGenerator<AssistantEvent> {
  const index = await getRetrievalIndex()
  const previousQuestion = [...history].reverse().find((t) => t.role === 'user')?.text
  const retrieval = retrieve(index.entries, index.docs, question, previousQuestion)
  const sources = retrieval.sources.map((doc, i) => sourceView(doc, i + 1, lang))
  yield { type: 'sources', sources }
  // No number for what was asked: the verified ways to get help lead the answer, model or not.
  if (retrieval.noNumber) yield { type: 'help', help: helpView(retrieval.noNumber, retrieval.sources, lang) }

  const config = providerConfig()
  if (!config) {
    yield { type: 'notice', key: 'assistant.notice.noProvider' }
    yield cards(retrieval, lang)
    yield { type: 'done', cited: [] }
    return
  }

  const citations = new CitationFilter(retrieval.sources.length)
  const guard = new NumberGuard({
    sourceNumbers: new Map(retrieval.sources.map((doc, i) => [i + 1, numbersIn([...doc.lines[0], ...doc.lines[1], ...doc.phones])])),
    hotlines: hotlineNumbers,
    note: catalogs[lang]['assistant.number.removed'],
  })
  let shown = ''
  try {
    for await (const text of streamChat(config, buildMessages(question, history, retrieval, lang), signal)) {
      const out = guard.push(citations.push(text))
      if (out) {
        shown += out
        yield { type: 'delta', text: out }
      }
    }
    const rest = guard.push(citations.end()) + guard.end()
    if (rest) {
      shown += rest
      yield { type: 'delta', text: rest }
    }
    if (guard.caught.length) {
      logger.warn({ caught: guard.caught.length }, 'assistant: removed phone numbers the guide does not give')
      yield { type: 'notice', key: 'assistant.notice.numberRemoved' }
    }
    if (!shown.trim()) throw new ProviderFailure('unavailable', 0, 'empty answer')
    // Whatever the model wrote: an emergency always ends with 999 and its hotline as cards, and a
    // question the guide does not answer well with the nearest records.
    // (Hotlines the help already offers are not repeated.)
    const hotlineCards = retrieval.cards.filter((doc) => doc.id.startsWith('hotlines/'))
    if (retrieval.emergency && hotlineCards.length > 0) yield cards({ ...retrieval, cards: hotlineCards }, lang)
    else if (retrieval.weak) yield cards(retrieval, lang)
    yield { type: 'done', cited: [...citations.cited].sort((a, b) => a - b) }
  } catch (error) {
    if (signal.aborted) return
    const failure = error instanceof ProviderFailure ? error : new ProviderFailure('unavailable', 0, String(error))
    logger.warn({ kind: failure.kind }, 'assistant: AI provider failed, answering from the guide')
    // Whatever was shown stays (it was checked); the reader gets the guide's records with it.
    if (failure.kind === 'rate-limited') yield { type: 'notice', key: 'assistant.notice.providerBusy', vars: { seconds: failure.retryAfter } }
    else yield { type: 'notice', key: shown ? 'assistant.notice.providerCut' : 'assistant.notice.providerFailed' }
    yield cards(retrieval, lang)
    yield { type: 'done', cited: [...citations.cited].sort((a, b) => a - b) }
  }
}

function cards(retrieval: Retrieval, lang: Lang): AssistantEvent {
  const numberOf = (doc: GuideDoc) => retrieval.sources.indexOf(doc) + 1
  return {
    type: 'cards', weak: retrieval.weak, emergency: retrieval.emergency,
    cards: retrieval.cards.map((doc) => sourceView(doc, numberOf(doc) || 0, lang)),
  }
}

/** The system instruction: answer only from the numbered sources, cite them, invent nothing. */
export function buildMessages(question: string, history: Turn[], retrieval: Retrieval, lang: Lang): ChatMessage[] {
  const language = lang === 'bn' ? 'Bengali (বাংলা), with Bengali digits' : 'English'
  const i = lang === 'bn' ? 0 : 1
  const sourceBlock = retrieval.sources.map((doc, n) =>
    `[${n + 1}] ${doc.title[i]} (as of ${doc.asOf}${doc.unverified ? '; unverified' : ''}; source: ${doc.ground?.[1][0]?.text ?? doc.sources[0] ?? 'none'})\n${doc.lines[i].map((l) => `- ${l}`).join('\n')}`).join('\n\n')
  const system = [
    `You are the assistant of ${place.guideName.en}, a guide to ${place.fullName.en}, ${place.district.en}, Bangladesh.`,
    'Answer ONLY from the numbered sources below, which are records of the guide. Do not use anything else you know.',
    `Answer in ${language}, in at most 120 words.`,
    'Put the source number in square brackets right after each claim that uses it, like [1]; for two sources write [1][2]. Cite only sources you used.',
    'Never write a phone number, date or figure that is not in the sources. If a source gives no phone number, say so.',
    'If the sources do not answer the question, say that the guide has no verified answer, and name the closest sources.',
    'For anything urgent (fire, crime, accident, illness) always say to call 999, and give the matching hotline from the sources.',
    ...(retrieval.noNumber ? [noNumberInstruction(retrieval, i)] : []),
    retrieval.sources.length ? `Sources:\n\n${sourceBlock}` : 'Sources: none match this question.',
  ].join('\n')
  return [
    { role: 'system', content: system },
    ...history.map((t) => ({ role: t.role, content: t.text })),
    { role: 'user', content: question },
  ]
}

/** The guide has no number for what was asked: the model must say so first, then offer the verified ones. */
function noNumberInstruction(retrieval: Retrieval, i: 0 | 1): string {
  const help = retrieval.noNumber!
  const n = (doc: GuideDoc) => retrieval.sources.indexOf(doc) + 1
  const what = help.subject ? `"${help.subject.title[i]}"` : 'what the reader asks about'
  const calls = help.calls.filter((c) => n(c.doc) > 0).map((c) => `${c.doc.phones[0]} [${n(c.doc)}]`)
  return [
    `The guide has no verified phone number for ${what}. Say so plainly in your first sentence, and never suggest any other number for it.`,
    calls.length ? `Then give these verified numbers from the sources: ${calls.join(', ')}.` : '',
    help.place && n(help.place) > 0 ? `Then say where to go: source [${n(help.place)}].` : '',
  ].filter(Boolean).join(' ')
}
