import { translate, type Lang, type MessageKey, type Vars } from '#app/i18n/i18n'
import { registeredMessages } from '#app/i18n/registry'
import { formatDateTime } from '#app/lib/format-time'

/**
 * The page's side of the service worker (issue 15, docs/offline.md), loaded after the page has
 * loaded (entry.client) so it costs no route anything up front:
 * - registers /sw.js and asks it to keep the guide's pages and this page's texts;
 * - "a new version is ready": the reader chooses when the page reloads into it;
 * - "this is a saved copy, from ...": when the worker answered from its cache;
 * - the offer to install, from the second visit on, until the reader says "not now".
 * The notices are plain elements over the page: a few lines where a React tree would cost more.
 */
const VISITS_KEY = 'hg.visits'
const VISIT_COUNTED_KEY = 'hg.visitCounted'
const INSTALL_DISMISSED_KEY = 'hg.installDismissed'
const DISMISS_FOR_MS = 30 * 24 * 3600 * 1000

const lang = (): Lang => (document.documentElement.lang === 'en' ? 'en' : 'bn')
function t(key: MessageKey, vars?: Vars): string {
  const catalog = document.querySelector<HTMLMetaElement>('meta[name="hg-catalog"]')?.dataset.key ?? ''
  return translate(lang(), registeredMessages(catalog), key, vars)
}

export async function startOffline() {
  countVisit()
  watchInstallOffer()
  showKeptCopy(document.querySelector<HTMLMetaElement>('meta[name="hg-kept-copy"]')?.content)
  const worker = navigator.serviceWorker
  worker.addEventListener('message', (event: MessageEvent<{ type?: string; savedAt?: string }>) => {
    if (event.data?.type === 'kept-copy') showKeptCopy(event.data.savedAt)
  })
  let registration: ServiceWorkerRegistration
  try {
    registration = await worker.register('/sw.js')
  } catch {
    return // not allowed here (a private window, a browser setting): the site works as before
  }
  watchForUpdate(registration)
  const ready = await worker.ready
  const catalog = document.querySelector<HTMLMetaElement>('meta[name="hg-catalog"]')?.content
  ready.active?.postMessage({ type: 'keep-guide', lang: lang(), urls: catalog ? [catalog] : [], page: location.pathname + location.search })
}

/** A waiting new version is offered; the page reloads into it only when the reader agrees. */
function watchForUpdate(registration: ServiceWorkerRegistration) {
  const offer = (waiting: ServiceWorker) => {
    // The first install has nothing to replace: no prompt.
    if (!navigator.serviceWorker.controller) return
    notice('update', t('offline.update.ready'), t('offline.update.reload'), () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      waiting.postMessage({ type: 'skip-waiting' })
    })
  }
  if (registration.waiting) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing)
    })
  })
}

function showKeptCopy(savedAt: string | undefined) {
  if (!savedAt) return
  const date = new Date(savedAt)
  const time = Number.isNaN(date.getTime()) ? '' : formatDateTime(lang(), date)
  const text = t(navigator.onLine ? 'offline.banner.keptOnline' : 'offline.banner.kept', { time })
  notice('kept', text, t('offline.banner.reload'), () => window.location.reload())
}

function countVisit() {
  try {
    if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1')
    localStorage.setItem(VISITS_KEY, String((Number(localStorage.getItem(VISITS_KEY)) || 0) + 1))
  } catch {
    // Storage refused: no install offer, nothing else changes.
  }
}

interface InstallPrompt extends Event {
  prompt(): Promise<void>
}

/** Chrome's install prompt, offered from the second visit on and not again for 30 days after "not now". */
function watchInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    let visits = 0
    let dismissedAt = 0
    try {
      visits = Number(localStorage.getItem(VISITS_KEY)) || 0
      dismissedAt = Number(localStorage.getItem(INSTALL_DISMISSED_KEY)) || 0
    } catch {
      return
    }
    if (visits < 2 || Date.now() - dismissedAt < DISMISS_FOR_MS) return
    notice('install', t('offline.install.offer'), t('offline.install.accept'), () => void (event as InstallPrompt).prompt(), () => {
      try {
        localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
      } catch {
        // Nothing to remember it in: the offer comes back next visit.
      }
    }, t('offline.install.dismiss'))
  })
}

/**
 * One notice of each kind, at the bottom of the screen above the assistant's button: its text,
 * an action button and a close button, announced politely to screen readers.
 */
function notice(kind: string, text: string, action: string, onAction: () => void, onDismiss?: () => void, dismissLabel?: string) {
  document.getElementById(`hg-notice-${kind}`)?.remove()
  const box = document.createElement('div')
  box.id = `hg-notice-${kind}`
  box.setAttribute('role', 'status')
  box.className = 'fixed inset-x-2 bottom-20 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-2 rounded-xl border border-border bg-surface p-3 text-sm text-fg shadow-lg'
  const message = document.createElement('p')
  message.className = 'min-w-0 flex-1 basis-56'
  message.textContent = text
  const act = document.createElement('button')
  act.type = 'button'
  act.className = 'min-h-11 rounded-lg bg-primary px-4 font-semibold text-on-primary'
  act.textContent = action
  act.addEventListener('click', () => {
    box.remove()
    onAction()
  })
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'min-h-11 min-w-11 rounded-lg border border-border px-3 font-semibold'
  close.textContent = dismissLabel ?? '×'
  if (!dismissLabel) close.setAttribute('aria-label', t('offline.dismiss'))
  close.addEventListener('click', () => {
    box.remove()
    onDismiss?.()
  })
  box.append(message, act, close)
  document.body.append(box)
}
