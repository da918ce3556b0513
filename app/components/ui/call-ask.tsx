import { useEffect, useSyncExternalStore } from 'react'

/*
 * "Did the call go through?" (issue 42 §3). Every guide page carries only this part: it waits
 * for a tap on a call link of a guide record (a tel: link with data-call-ask, ./call-button.tsx)
 * and then loads the rest (./call-ask-prompt.tsx), which notes the call and, when the page is
 * visible again, names the number to ask about. Guide pages are at the edge of their script
 * budget: the prompt, the sending and the waiting answers cost them nothing until a reader calls.
 * Without JavaScript there is nothing to see.
 */

let prompt: typeof import('./call-ask-prompt') | undefined

/** Loads the prompt's part (offline with nothing kept: no prompt) and hands it the link just tapped. */
const arm = (link?: Element | null) => import('./call-ask-prompt').then((loaded) => (prompt = loaded).arm(link), () => {})

const onClick = (event: Event) => {
  const link = (event.target as Element).closest?.('a[data-call-ask]')
  if (link) void arm(link)
}

// The prompt's part announces on window whom it asks about (call-ask-prompt.tsx's ASKING).
const subscribe = (changed: () => void) => {
  addEventListener('hg-call-ask', changed)
  return () => removeEventListener('hg-call-ask', changed)
}

/** The same listener is added once however many phones a page has. */
function start() {
  document.addEventListener('click', onClick, true)
  try {
    // Back from a call that unloaded the page, or answers waiting to be sent (call-ask-prompt.tsx's keys).
    if (sessionStorage.getItem('hg-call-pending') || localStorage.getItem('hg-call-outbox')) void arm()
  } catch {
    // No storage: nothing waits.
  }
}

/**
 * Where the prompt opens, right under a guide record's phone (./phone-line.tsx): nothing until
 * the reader comes back from calling this number.
 */
export function CallAsk({ ask, number }: { ask: { collection: string; recordId: string }; number: string }) {
  useEffect(start, [])
  const key = `${ask.collection}/${ask.recordId} ${number}`
  const Prompt = useSyncExternalStore(subscribe, () => (prompt?.asking === key ? prompt.default : null), () => null)
  return Prompt ? <Prompt {...ask} number={number} /> : null
}
