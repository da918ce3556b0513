/**
 * The page's side of the service worker (issue 15, docs/offline.md), loaded after the page has
 * loaded (entry.client). It registers /sw.js and asks it to keep the guide's pages, this page and
 * its texts. It stays small (issue 15: at most 1 KB on any route): the notices (a new version is
 * ready, this is a saved copy, install the app) load only when one has something to say.
 */
import type { DraftMessage } from './draft-message'

const VISITS_KEY = 'hg.visits'
const VISIT_COUNTED_KEY = 'hg.visitCounted'
const notices = () => import('./notices')

export async function startOffline() {
  countVisit()
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    void notices().then((n) => n.offerInstall(event))
  })
  const worker = navigator.serviceWorker
  const kept = (savedAt: string | undefined) => savedAt && void notices().then((n) => n.showKeptCopy(savedAt))
  kept(document.querySelector<HTMLMetaElement>('meta[name="hg-kept-copy"]')?.content)
  worker.addEventListener('message', (event: MessageEvent<{ type?: string; savedAt?: string }>) => {
    if (event.data?.type === 'kept-copy') kept(event.data.savedAt)
    // Drafts written without a connection: waiting, sent, or refused (the worker's ./drafts).
    if (event.data?.type === 'draft') void notices().then((n) => n.showDraft(event.data as DraftMessage))
  })
  window.addEventListener('online', () => worker.controller?.postMessage({ type: 'send-drafts' }))
  const registration = await worker.register('/sw.js').catch(() => null)
  if (!registration) return // not allowed here (a private window, a setting): the site works as before
  // A new version, while an older one runs this page (the first install replaces nothing).
  const update = () => worker.controller && void notices().then((n) => n.offerUpdate(registration))
  if (registration.waiting) update()
  registration.addEventListener('updatefound', update)
  const catalog = document.querySelector<HTMLMetaElement>('meta[name="hg-catalog"]')?.content
  ;(await worker.ready).active?.postMessage({ type: 'keep-guide', lang: document.documentElement.lang, urls: catalog ? [catalog] : [], page: location.pathname + location.search })
}

/** Visits are counted once per browser session, for the install offer (second visit on). */
function countVisit() {
  try {
    if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1')
    localStorage.setItem(VISITS_KEY, String((Number(localStorage.getItem(VISITS_KEY)) || 0) + 1))
  } catch {
    // Storage refused: no install offer, nothing else changes.
  }
}
