import { translate, type Lang, type MessageKey, type Vars } from '#app/i18n/i18n'
import { registeredMessages } from '#app/i18n/registry'
import { formatDateTime } from '#app/lib/format-time'
import type { DraftMessage } from './draft-message'
/**
 * The offline notices (./client): plain elements over the page, where a React tree would cost
 * more, in the page's language, announced politely to screen readers.
 */
const INSTALL_DISMISSED_KEY = 'hg.installDismissed'
const DISMISS_FOR_MS = 30 * 24 * 3600 * 1000

interface Notice {
  kind: string
  text: MessageKey
  vars?: Vars
  /** A date for `{time}` in the text, formatted in the reader's language. */
  time?: string
  /** The notice's button; none while it could not work (reloading without a connection). */
  action?: MessageKey
  onAction?: () => void
  dismiss?: MessageKey
  onDismiss?: () => void
  /** Shown at the top of the page, in its flow, rather than over it (it covers nothing). */
  inline?: boolean
}

/**
 * "This is a saved copy, from ...": the worker answered from its cache. At the top of the page,
 * covering nothing (on /emergency it sat over the helplines); "load the latest" only when there
 * is a connection to load it with, offered as soon as one comes back.
 */
export function showKeptCopy(savedAt: string) {
  const online = navigator.onLine
  showNotice({
    kind: 'kept', inline: true, text: online ? 'offline.banner.keptOnline' : 'offline.banner.kept', time: savedAt,
    ...(online ? { action: 'offline.banner.reload' as const, onAction: () => window.location.reload() } : {}),
  })
  if (!online) window.addEventListener('online', () => showKeptCopy(savedAt), { once: true })
}

/** A new version is installing: once it waits, the reader chooses when the page reloads into it. */
export function offerUpdate(registration: ServiceWorkerRegistration) {
  const offer = (waiting: ServiceWorker) => showNotice({
    kind: 'update', text: 'offline.update.ready', action: 'offline.update.reload', onAction: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      waiting.postMessage({ type: 'skip-waiting' })
    },
  })
  if (registration.waiting) return offer(registration.waiting)
  const installing = registration.installing
  installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed') offer(installing)
  })
}

const tellWorker = (message: object) => navigator.serviceWorker.controller?.postMessage(message)

/** A comment or post written without a connection: waiting, sent, or refused with its text kept. */
export function showDraft(draft: DraftMessage) {
  if (draft.state === 'kept') return // the form itself says so
  if (draft.state === 'waiting') {
    showNotice({ kind: 'draft', text: 'offline.draft.waiting', vars: { count: draft.count }, action: 'offline.draft.tryNow', onAction: () => tellWorker({ type: 'send-drafts' }) })
  } else if (draft.state === 'sent') {
    showNotice({ kind: 'draft', text: 'offline.draft.sent', action: 'offline.draft.open', onAction: () => window.location.assign(draft.page) })
  } else if (draft.state === 'refused') {
    const discard = () => tellWorker({ type: 'discard-draft', id: draft.id })
    showNotice({
      kind: `draft-${draft.id}`, text: 'offline.draft.refused', vars: { reason: draft.message ? t(draft.message as MessageKey) : '' },
      action: 'offline.draft.copy', onAction: () => void navigator.clipboard.writeText(draft.text).then(discard, () => {}),
      dismiss: 'offline.draft.discard', onDismiss: discard,
    })
  }
}

interface InstallPrompt extends Event {
  prompt(): Promise<void>
}

/** Chrome's install prompt: offered from the second visit on, and not for 30 days after "not now". */
export function offerInstall(event: Event) {
  let visits = 0
  let dismissedAt = 0
  try {
    visits = Number(localStorage.getItem('hg.visits')) || 0 // counted by ./client
    dismissedAt = Number(localStorage.getItem(INSTALL_DISMISSED_KEY)) || 0
  } catch {
    return
  }
  if (visits < 2 || Date.now() - dismissedAt < DISMISS_FOR_MS) return
  showNotice({
    kind: 'install', text: 'offline.install.offer', action: 'offline.install.accept', onAction: () => void (event as InstallPrompt).prompt(),
    dismiss: 'offline.install.dismiss', onDismiss: () => {
      try {
        localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
      } catch {
        // Nothing to remember it in: the offer comes back next visit.
      }
    },
  })
}
const lang = (): Lang => (document.documentElement.lang === 'en' ? 'en' : 'bn')
function t(key: MessageKey, vars?: Vars): string {
  const catalog = document.querySelector<HTMLMetaElement>('meta[name="hg-catalog"]')?.dataset.key ?? ''
  return translate(lang(), registeredMessages(catalog), key, vars)
}

/** One notice of each kind at a time, above the assistant's button: its text, an action, a close button. */
function showNotice({ kind, text, vars, time, action, onAction, dismiss, onDismiss, inline = false }: Notice) {
  const date = time ? new Date(time) : null
  const when = date && !Number.isNaN(date.getTime()) ? formatDateTime(lang(), date) : ''
  document.getElementById(`hg-notice-${kind}`)?.remove()
  const box = document.createElement('div')
  box.id = `hg-notice-${kind}`
  box.setAttribute('role', 'status')
  const look = 'flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface p-3 text-sm text-fg'
  box.className = inline ? `mb-4 ${look}` : `fixed inset-x-2 bottom-20 z-50 mx-auto max-w-xl shadow-lg ${look}`
  const message = document.createElement('p')
  message.className = 'min-w-0 flex-1 basis-56'
  message.textContent = t(text, { ...vars, time: when })
  const act = document.createElement('button')
  act.type = 'button'
  act.className = 'min-h-11 rounded-lg bg-primary px-4 font-semibold text-on-primary'
  if (action) act.textContent = t(action)
  act.addEventListener('click', () => {
    box.remove()
    onAction?.()
  })
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'min-h-11 min-w-11 rounded-lg border border-border px-3 font-semibold'
  close.textContent = dismiss ? t(dismiss) : '×'
  if (!dismiss) close.setAttribute('aria-label', t('offline.dismiss'))
  close.addEventListener('click', () => {
    box.remove()
    onDismiss?.()
  })
  box.append(...(action ? [message, act, close] : [message, close]))
  if (!inline) {
    document.body.append(box)
    return
  }
  // Into the page's own top, once React has taken the page over (before, an element it did not
  // render would break the hydration).
  const place = () => (document.getElementById('main') ?? document.body).prepend(box)
  if ((window as { __hgHydrated?: boolean }).__hgHydrated) place()
  else window.addEventListener('hg:hydrated', place, { once: true })
}
