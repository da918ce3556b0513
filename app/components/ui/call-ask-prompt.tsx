import { useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { CALL_FEEDBACK_PATH, type CallAnswer } from '#app/lib/content/call-answers'

/*
 * The prompt's part of "did the call go through?", loaded only once a reader taps a guide
 * record's call link, or at a page load when a call or answers wait (./call-ask.tsx). What it
 * keeps on the phone: the call just made, for the tab (sessionStorage: a phone may unload the page
 * during the call); and in localStorage a random token, sent with each answer so the server can
 * count a phone once a day without knowing who it is (it keeps only keyed hashes of it), the
 * numbers asked about today, and the answers still waiting to be sent.
 */

/** The call just made: the link's record and number, and when (call-ask.tsx reads this key too). */
const PENDING = 'hg-call-pending'
/** Answers that could not be sent yet (call-ask.tsx reads this key too). */
const OUTBOX = 'hg-call-outbox'
/** The event on window that tells ./call-ask.tsx `asking` changed. */
const ASKING = 'hg-call-ask'
/** Coming back later than this, the reader is not asked about that call. */
const FRESH_MS = 60 * 60_000
/** The numbers this phone was asked about today (`{ day, numbers }`): one prompt per number a day. */
const ASKED = 'hg-call-asked'
const DEVICE = 'hg-call-device'
/** A waiting answer older than this is dropped: a week on, it says little about the number today. */
const KEEP_MS = 7 * 86_400_000

interface Answer {
  collection: string
  recordId: string
  number: string
  answer: CallAnswer
  at: number
}

export interface PromptProps {
  collection: string
  recordId: string
  /** As the guide prints it. */
  number: string
}

const choices = [['yes', 'callAsk.yes'], ['no-answer', 'callAsk.noAnswer'], ['wrong', 'callAsk.wrong']] as const

function read<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback
  } catch {
    return fallback
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the prompt still works for this page.
  }
}

let device: string | undefined
/** 128 random bits in base64url, made once per phone: no account, nothing about the phone itself. */
function deviceToken(): string {
  device ??= read(DEVICE, '')
  if (!/^[\w-]{22,64}$/.test(device)) {
    device = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    write(DEVICE, device)
  }
  return device
}

/** True the first time this number (its digits) is asked about today on this phone, and notes it. */
function firstTimeToday(digits: string): boolean {
  // Today in Bangladesh (UTC+6 all year), as app/lib/dhaka-day.ts dhakaDay() gives it; that one
  // would bring its formatter into every guide page's script.
  const day = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10)
  const asked = read<{ day?: string; numbers?: string[] }>(ASKED, {})
  const numbers = asked.day === day && Array.isArray(asked.numbers) ? asked.numbers : []
  if (numbers.includes(digits)) return false
  write(ASKED, { day, numbers: [...numbers, digits] })
  return true
}

const waiting = (): Answer[] => {
  const list = read<unknown>(OUTBOX, [])
  return Array.isArray(list) ? (list as unknown[]).filter((item): item is Answer => typeof item === 'object' && item !== null) : []
}

/**
 * 'sent', or refused for good (a number since taken out of the guide: asking again would not
 * help); 'later' when the server is busy or this network sent too many; 'offline'.
 */
async function send(item: Answer): Promise<'sent' | 'later' | 'offline'> {
  if (!navigator.onLine) return 'offline'
  try {
    const response = await fetch(CALL_FEEDBACK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ collection: item.collection, recordId: item.recordId, number: item.number, answer: item.answer, device: deviceToken() }),
    })
    return response.status === 429 || response.status >= 500 ? 'later' : 'sent'
  } catch {
    return 'offline'
  }
}

/**
 * The phone being asked about (its link's record and number), or ''. ./call-ask.tsx shows
 * the prompt under the phone it names, and hears of each change on window.
 */
export let asking = ''
function setAsking(key: string) {
  asking = key
  dispatchEvent(new Event(ASKING))
}

let armed = false
/**
 * From ./call-ask.tsx: notes the call link just tapped (`link`); the first time, listens for the
 * page becoming visible again (back from the call) and for the connection coming back, and
 * sends what waits. At a page load (no link), a call made before the page was unloaded is asked
 * about at once.
 */
export function arm(link?: Element | null) {
  if (link) {
    try {
      // The record, and the number as its phone block prints it (./phone-line.tsx).
      sessionStorage.setItem(PENDING, JSON.stringify([`${link.getAttribute('data-call-ask')} ${link.closest('[data-phone]')?.getAttribute('data-phone')}`, Date.now()]))
    } catch {
      // No storage: no prompt.
    }
  }
  if (armed) return
  armed = true
  document.addEventListener('visibilitychange', resume)
  addEventListener('online', () => void sendWaiting())
  void sendWaiting()
  if (!link) resume()
}

/**
 * Back on the page: opens the prompt under the number just called, if the call is recent and
 * this phone was not asked about that number today.
 */
function resume() {
  if (document.visibilityState !== 'visible') return
  try {
    const [key, at] = JSON.parse(sessionStorage.getItem(PENDING) ?? '[]') as [string?, number?]
    sessionStorage.removeItem(PENDING)
    // The key ends with the number.
    if (key && Date.now() - at! < FRESH_MS && firstTimeToday(key.slice(key.lastIndexOf(' ') + 1).replace(/[^\d+]/g, ''))) setAsking(key)
  } catch {
    // No storage, or not ours: no prompt.
  }
}

let sending = false
/** Sends the answers kept while offline, oldest first, until one cannot go. */
export async function sendWaiting() {
  if (sending) return
  sending = true
  try {
    for (const item of waiting()) {
      if (Date.now() - item.at < KEEP_MS && (await send(item)) !== 'sent') break
      // Taken out by its time and number: answers added meanwhile stay.
      write(OUTBOX, waiting().filter((other) => other.at !== item.at || other.number !== item.number))
    }
  } finally {
    sending = false
  }
}

/**
 * "Did the call go through? Yes / No answer / Wrong number", under the number just called: a
 * labelled group of buttons, not a dialog, never over the number; "Not now" closes it. Shown
 * once per number a day on this phone.
 */
export default function CallAskPrompt({ collection, recordId, number }: PromptProps) {
  const { t } = useI18n()
  const id = useId()
  const [state, setState] = useState<'asking' | 'sending' | 'thanks' | 'later'>('asking')
  const box = useRef<HTMLDivElement>(null)
  const said = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    // The pressed button is gone: the thanks takes the focus, so a keyboard is not left nowhere.
    if (state === 'thanks' || state === 'later') said.current?.focus()
  }, [state])

  async function answer(kind: CallAnswer) {
    setState('sending')
    const item = { collection, recordId, number, answer: kind, at: Date.now() }
    const sent = await send(item)
    // What could not go waits (the last twenty); once one goes, so may those before it.
    if (sent !== 'sent') write(OUTBOX, [...waiting(), item].slice(-20))
    else void sendWaiting()
    setState(sent === 'offline' ? 'later' : 'thanks')
  }

  if (state === 'thanks' || state === 'later') {
    return <p ref={said} tabIndex={-1} role="status" className="mt-2 rounded-lg bg-primary-soft p-2 text-sm text-fg">{t(state === 'later' ? 'callAsk.later' : 'callAsk.thanks')}</p>
  }
  return (
    <div ref={box} role="group" aria-labelledby={id} className="mt-2 rounded-lg border border-border bg-surface-2 p-2 text-sm">
      <p id={id} className="font-semibold">{t('callAsk.question')}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        {choices.map(([kind, label]) => (
          <button key={kind} type="button" disabled={state === 'sending'} onClick={() => void answer(kind)}
            className="min-h-11 min-w-11 rounded-lg border border-border bg-surface px-3 font-semibold text-fg">
            {t(label)}
          </button>
        ))}
        <button type="button" className="min-h-11 px-2 text-muted underline"
          onClick={() => {
            // Back to the number the prompt was about.
            box.current?.closest('[data-phone]')?.querySelector('a')?.focus()
            setAsking('')
          }}>
          {t('callAsk.close')}
        </button>
      </div>
    </div>
  )
}
