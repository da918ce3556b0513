import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatTime } from '#app/lib/format-time'
import { applyEvent, askOffline, askServer, loadGuideCopy, Offline, type GuideCopy } from '../ask'
import { MAX_QUESTION_CHARS, type Turn } from '../protocol'
import { AnswerView, emptyAnswer, type Answer } from './answer-view'

/**
 * The assistant's panel (spec 1 §2 "AI assistant"): loaded only when the floating button is
 * first used. A modal dialog (focus kept inside, Escape closes); full screen on a phone, a
 * 450 x 550 px panel at the corner from 640 px up. The chat is kept in this browser (spec), and
 * only its last turns are sent with a question.
 */
interface Message {
  id: number
  role: 'user' | 'assistant'
  at: string
  text: string
  answer?: Answer
}

const CHAT_KEY = 'hg-assistant-chat'
const CLIENT_KEY = 'hg-assistant-client'
const KEEP_MESSAGES = 40

function loadChat(): Message[] {
  try {
    const stored = JSON.parse(localStorage.getItem(CHAT_KEY) ?? '[]') as Message[]
    return Array.isArray(stored) ? stored.filter((m) => m && typeof m.text === 'string').map((m) => m.answer ? { ...m, answer: { ...m.answer, done: true } } : m) : []
  } catch {
    return []
  }
}

function clientId(): string {
  let id = localStorage.getItem(CLIENT_KEY)
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')
    localStorage.setItem(CLIENT_KEY, id)
  }
  return id
}

const subscribeOnline = (callback: () => void) => {
  window.addEventListener('online', callback)
  window.addEventListener('offline', callback)
  return () => {
    window.removeEventListener('online', callback)
    window.removeEventListener('offline', callback)
  }
}

type Recognition = {
  lang: string
  interimResults: boolean
  continuous: boolean
  maxAlternatives: number
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start: () => void
  stop: () => void
}

export default function AssistantPanel({ open, onClose, ask }: { open: boolean; onClose: () => void; ask?: { question: string; id: number } }) {
  const { t, lang } = useI18n()
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const [messages, setMessages] = useState<Message[]>(loadChat)
  const [question, setQuestion] = useState('')
  const [busy, setBusy] = useState(false)
  const [listening, setListening] = useState(false)
  const [speaking, setSpeaking] = useState<number | null>(null)
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true)
  const guide = useRef<Promise<GuideCopy | null> | null>(null)
  const running = useRef<AbortController | null>(null)
  const asked = useRef(0)
  // The panel's own toasts: a modal dialog sits above the page's toast region, so its messages
  // show inside it (5 s, spec §9).
  const [toast, setToast] = useState<{ title: MessageKey; description?: MessageKey; kind: 'success' | 'error'; id: number }>()
  const showToast = (shown: { title: MessageKey; description?: MessageKey; kind: 'success' | 'error' }) => setToast({ ...shown, id: Date.now() })
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(undefined), 5000)
    return () => clearTimeout(timer)
  }, [toast])

  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) {
      d.showModal()
      input.current?.focus()
      guide.current = loadGuideCopy()
    }
    if (!open && d.open) d.close()
  }, [open])

  useEffect(() => {
    try {
      localStorage.setItem(CHAT_KEY, JSON.stringify(messages.slice(-KEEP_MESSAGES)))
    } catch {
      // Storage full: the chat still works for this visit.
    }
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' })
  }, [messages])

  // A sample question from the home page, asked as soon as the panel is open.
  useEffect(() => {
    if (open && ask && ask.id !== asked.current) {
      asked.current = ask.id
      void send(ask.question)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ask])

  useEffect(() => () => running.current?.abort(), [])

  const update = (id: number, change: (answer: Answer) => Answer) =>
    setMessages((all) => all.map((m) => (m.id === id ? { ...m, answer: change(m.answer ?? emptyAnswer()) } : m)))

  async function send(text: string) {
    const q = text.trim()
    if (!q || busy) return
    const history: Turn[] = messages.map((m) => ({ role: m.role, text: m.role === 'user' ? m.text : (m.answer?.text ?? '') })).filter((turn) => turn.text)
    const previous = [...messages].reverse().find((m) => m.role === 'user')?.text
    const now = new Date().toISOString()
    const answerId = Date.now() + 1
    setMessages((all) => [...all, { id: Date.now(), role: 'user', at: now, text: q }, { id: answerId, role: 'assistant', at: now, text: '', answer: emptyAnswer() }])
    setQuestion('')
    setBusy(true)
    const controller = new AbortController()
    running.current = controller
    const answerOffline = async () => {
      const copy = await (guide.current ?? loadGuideCopy())
      update(answerId, (a) => askOffline(copy, q, previous, lang, a))
    }
    try {
      if (!navigator.onLine) await answerOffline()
      else await askServer({ question: q, history, lang, client: clientId() }, (event) => update(answerId, (a) => applyEvent(a, event)), controller.signal)
    } catch (error) {
      if (error instanceof Offline) await answerOffline()
    } finally {
      update(answerId, (a) => ({ ...a, done: true }))
      setBusy(false)
      running.current = null
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void send(question)
  }

  function reset() {
    running.current?.abort()
    window.speechSynthesis?.cancel()
    setMessages([])
    setQuestion('')
    showToast({ title: 'assistant.toast.reset', kind: 'success' })
    input.current?.focus()
  }

  function listen() {
    const w = window as unknown as { SpeechRecognition?: new () => Recognition; webkitSpeechRecognition?: new () => Recognition }
    const Speech = w.SpeechRecognition ?? w.webkitSpeechRecognition
    if (!Speech) {
      showToast({ title: 'assistant.toast.micUnsupported', description: 'assistant.toast.micUnsupportedBody', kind: 'error' })
      return
    }
    const recognition = new Speech()
    recognition.lang = lang === 'bn' ? 'bn-BD' : 'en-US'
    recognition.interimResults = false
    recognition.continuous = false
    recognition.maxAlternatives = 1
    recognition.onresult = (event) => {
      const heard = event.results[0]?.[0]?.transcript ?? ''
      if (heard.trim()) void send(heard)
    }
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') showToast({ title: 'assistant.toast.micDenied', description: 'assistant.toast.micDeniedBody', kind: 'error' })
      else if (event.error !== 'aborted') showToast({ title: 'assistant.toast.micError', description: 'assistant.toast.micErrorBody', kind: 'error' })
    }
    recognition.onend = () => setListening(false)
    try {
      recognition.start()
      setListening(true)
    } catch {
      showToast({ title: 'assistant.toast.micError', description: 'assistant.toast.micErrorBody', kind: 'error' })
    }
  }

  function speak(message: Message) {
    const synth = window.speechSynthesis
    if (!synth) return
    synth.cancel()
    if (speaking === message.id) {
      setSpeaking(null)
      return
    }
    // The help for a number the guide does not have is read first, as it is shown first.
    const help = message.answer?.help
    const helpText = help
      ? [help.subject ? t('assistant.help.noNumberFor', { name: help.subject }) : t('assistant.help.noNumber'), ...help.calls.map((c) => `${t(`assistant.help.use.${c.use}`)}: ${c.source.call ?? ''}`), help.place?.title].filter(Boolean).join('. ')
      : ''
    const body = message.answer?.text.replace(/\[\d{1,3}\]/g, '') || message.answer?.cards?.cards.map((c) => `${c.title}. ${c.lines.join('. ')}`).join('. ') || ''
    const text = [helpText, body].filter(Boolean).join('. ')
    const utterance = new SpeechSynthesisUtterance(text)
    // Android ignores a chosen voice unless the utterance's language is set too (research §2.6).
    utterance.lang = lang === 'bn' ? 'bn-BD' : 'en-US'
    const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang === 'bn' ? 'bn' : 'en'))
    if (voice) utterance.voice = voice
    utterance.onend = () => setSpeaking(null)
    setSpeaking(message.id)
    synth.speak(utterance)
  }

  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window
  return (
    <dialog
      ref={dialog}
      aria-labelledby="assistant-title"
      onClose={onClose}
      className="m-0 h-dvh max-h-dvh w-full max-w-full bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/30 sm:bottom-4 sm:left-auto sm:right-4 sm:top-auto sm:h-[550px] sm:max-h-[calc(100dvh-2rem)] sm:w-[450px] sm:rounded-xl sm:border sm:border-border"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center gap-2 border-b border-border px-3 py-2">
          <Icon name="bot" className="size-6 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <h2 id="assistant-title" className="font-bold leading-tight">{t('assistant.title')}</h2>
            <p className="text-xs leading-snug text-muted">{t('assistant.subtitle')}</p>
          </div>
          <button type="button" onClick={reset} aria-label={t('assistant.reset')} title={t('assistant.reset')} className="rounded p-2 text-muted hover:bg-surface-2 hover:text-fg">
            <Icon name="rotate-ccw" className="size-5" />
          </button>
          <button type="button" onClick={onClose} aria-label={t('assistant.close')} className="rounded p-2 text-muted hover:bg-surface-2 hover:text-fg">
            <Icon name="x" className="size-5" />
          </button>
        </header>
        {online ? null : (
          <p className="flex items-center gap-2 bg-warning-soft px-3 py-2 text-sm text-warning-fg" role="status">
            <Icon name="wifi-off" className="size-4 shrink-0" />{t('assistant.offline')}
          </p>
        )}
        <div role="status" aria-live="polite" className="empty:hidden">
          {toast ? (
            <p className={`flex items-start gap-2 px-3 py-2 text-sm ${toast.kind === 'error' ? 'bg-warning-soft text-warning-fg' : 'bg-primary-soft text-fg'}`}>
              <Icon name={toast.kind === 'error' ? 'triangle-alert' : 'check'} className="mt-0.5 size-4 shrink-0" />
              <span><strong className="block">{t(toast.title)}</strong>{toast.description ? t(toast.description) : null}</span>
            </p>
          ) : null}
        </div>
        <ol ref={list} className="flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite" aria-busy={busy}
          // A link to a guide page (a citation, a card) closes the panel as the page opens.
          onClick={(event) => {
            if ((event.target as Element).closest('a[href^="/"]')) onClose()
          }}>
          {messages.length === 0 ? <li className="rounded-lg bg-surface-2 p-3 text-sm">{t('assistant.welcome')}</li> : null}
          {messages.map((m, index) => (
            <li key={m.id} className={m.role === 'user' ? 'ml-8 rounded-lg bg-primary-soft p-3' : 'mr-2 rounded-lg border border-border p-3'}>
              <p className="mb-1 flex items-center gap-2 text-xs text-muted">
                <span className="font-semibold">{t(m.role === 'user' ? 'assistant.you' : 'assistant.bot')}</span>
                <time dateTime={m.at}>{formatTime(lang, m.at)}</time>
                {m.role === 'assistant' && canSpeak && m.answer?.done && (m.answer.text || m.answer.cards || m.answer.help) ? (
                  <button type="button" onClick={() => speak(m)} className="ml-auto inline-flex min-h-6 items-center gap-1 rounded px-1 text-link"
                    aria-label={t(speaking === m.id ? 'assistant.speak.stop' : 'assistant.speak')}>
                    <Icon name="volume-2" className="size-4" />
                  </button>
                ) : null}
              </p>
              {m.role === 'user' ? <p className="whitespace-pre-wrap">{m.text}</p> : <AnswerView answer={m.answer ?? emptyAnswer()} compact question={messages[index - 1]?.role === 'user' ? messages[index - 1]!.text : undefined} />}
            </li>
          ))}
        </ol>
        <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-border p-2">
          <label htmlFor="assistant-question" className="sr-only">{t('assistant.input.label')}</label>
          <input
            ref={input}
            id="assistant-question"
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            maxLength={MAX_QUESTION_CHARS}
            placeholder={t('assistant.input.placeholder')}
            autoComplete="off"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-fg placeholder:text-muted"
          />
          <button type="button" onClick={listen} aria-label={t(listening ? 'assistant.mic.listening' : 'assistant.mic.start')} aria-pressed={listening}
            className={`grid size-11 shrink-0 place-items-center rounded-lg border border-border ${listening ? 'bg-primary text-on-primary' : 'text-fg hover:bg-surface-2'}`}>
            <Icon name="mic" className="size-5" />
          </button>
          <button type="submit" disabled={busy || !question.trim()} aria-label={t('assistant.send')}
            className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary text-on-primary disabled:opacity-50">
            <Icon name="send" className="size-5" />
          </button>
        </form>
      </div>
    </dialog>
  )
}
