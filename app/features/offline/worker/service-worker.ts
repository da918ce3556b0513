/// <reference lib="webworker" />
/**
 * The service worker (issue 15, docs/offline.md, ADR 014). Built after the app by
 * scripts/build-service-worker.js: esbuild bundles this file, workbox-build writes the list of
 * the build's files into `self.__WB_MANIFEST`.
 *
 * - The app's code, styles, font and icons are kept at install (precache), so every page the
 *   reader has can start without a connection.
 * - Pages and React Router's `.data` answers: the network first, the saved copy when the network
 *   fails or takes longer than NETWORK_TIMEOUT_MS, then the offline page.
 * - Pages are kept for the reader they were rendered for. The server names that reader in a
 *   header (a keyed hash of the session, never the account); when it changes, by signing out or
 *   in as someone else, the previous reader's pages are deleted before anything else is kept.
 * - OpenStreetMap tiles, uploads and the API are never touched: they go to the network as if
 *   there were no worker.
 */
import { offlinePageKeys, OFFLINE_FALLBACK } from '../offline-pages'
import { deleteAllDrafts, deleteDraft, keepDraft, refuseOthersDrafts, sendDrafts, SYNC_TAG, type DraftKind } from './drafts'
import { CACHE, VIEWER_HEADER } from '#app/lib/offline-caches'
import { FORUM, FORUM_SLUG } from '#app/lib/forum-path'
import { sitePages } from '#app/lib/site-pages'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

const NETWORK_TIMEOUT_MS = 3000
const precacheList = self.__WB_MANIFEST
// One shell cache per build: a new version installs beside the old one and replaces it on activation.
const SHELL = `hg-shell-${hashOf(precacheList.map((entry) => `${entry.url}@${entry.revision ?? ''}`).join('\n'))}`
const META = 'hg-meta'
/** The pages to keep whatever the reader opens, in both languages' addresses. */
const guidePaths = offlinePageKeys.map((key) => sitePages[key].path)
/** Pages that are about a session, never worth keeping: a saved copy could only mislead. */
const neverKept = /^(\/en)?\/(login|register|logout|forgot-password|reset-password|verify-email|moderation|preferences|notifications)(\/|\.data$|$)/

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const shell = await caches.open(SHELL)
    await shell.addAll(precacheList.map((entry) => entry.url))
    // The offline page in both languages, rendered for nobody in particular.
    const guide = await caches.open(CACHE.guide)
    const catalogs = await Promise.all(Object.values(OFFLINE_FALLBACK).map((path) => keepAnonymous(guide, path)))
    const data = await caches.open(CACHE.data)
    await Promise.all(catalogs.map((url) => (url ? data.add(url) : undefined)))
  })())
})

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('hg-shell-') && name !== SHELL) await caches.delete(name)
    await self.clients.claim()
  })())
})

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; lang?: string; urls?: unknown; page?: unknown; id?: unknown } | null
  if (message?.type === 'skip-waiting') void self.skipWaiting()
  if (message?.type === 'send-drafts') event.waitUntil(replayDraftsPatiently())
  if (message?.type === 'discard-draft' && typeof message.id === 'number') event.waitUntil(deleteDraft(message.id))
  // Each page, once the worker runs, asks for the guide's pages in its language and its own texts.
  if (message?.type === 'keep-guide' && (message.lang === 'bn' || message.lang === 'en')) {
    const catalogs = Array.isArray(message.urls) ? message.urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/catalogs/')) : []
    const page = typeof message.page === 'string' && message.page.startsWith('/') && !message.page.startsWith('//') ? message.page : null
    // A page opened while this worker was still installing is not yet its client: claim it now.
    event.waitUntil(Promise.all([self.clients.claim(), page ? keepFirstPage(page) : null, keepGuide(message.lang, catalogs), replayDrafts().catch(() => {})]))
  }
})

// Background Sync (Chromium): the browser wakes the worker when the connection is back.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string }
  if (sync.tag === SYNC_TAG) sync.waitUntil(replayDrafts())
})

// Event reminders (docs/events.md): the server sends the words already in the reader's language.
self.addEventListener('push', (event) => {
  let message: { title?: unknown; body?: unknown; url?: unknown; tag?: unknown; lang?: unknown } = {}
  try {
    message = (event.data?.json() ?? {}) as typeof message
  } catch {
    return
  }
  if (typeof message.title !== 'string') return
  const url = typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/event-calendar'
  event.waitUntil(self.registration.showNotification(message.title, {
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    lang: message.lang === 'en' ? 'en' : 'bn',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url },
  }))
})

// Tapping the reminder opens the event: in a window already showing the guide if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/event-calendar'
  const target = new URL(path, self.location.origin).href
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
    if (open) {
      await open.focus()
      await open.navigate(target).catch(() => self.clients.openWindow(target))
      return
    }
    await self.clients.openWindow(target)
  })())
})

/**
 * A reader signed out or another signed in: this device stops receiving the last reader's
 * reminders (the push service then answers 410 and the server forgets the subscription).
 */
async function endPushSubscription() {
  const subscription = await self.registration.pushManager?.getSubscription().catch(() => null)
  await subscription?.unsubscribe().catch(() => false)
}

/** A comment on a post page (its script's request), and a new post from the composer. */
const commentAction = new RegExp(`^(/en)?/(${FORUM_SLUG}|community-forum/post|forum)/(\\d+)\\.data$`)

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return // map tiles and anything else elsewhere
  if (request.method === 'POST' && /^(\/en)?\/logout(\.data)?$/.test(url.pathname)) {
    event.respondWith(signOut(request))
    return
  }
  const comment = request.method === 'POST' ? commentAction.exec(url.pathname) : null
  if (comment) {
    event.respondWith(sendOrKeep(request, 'comment', `${comment[1] ?? ''}${FORUM}/${comment[3]}`))
    return
  }
  if (request.method === 'POST' && url.pathname === '/api/forum/posts') {
    const referrer = request.referrer ? new URL(request.referrer).pathname : ''
    event.respondWith(sendOrKeep(request, 'post', `${referrer === '/en' || referrer.startsWith('/en/') ? '/en' : ''}${FORUM}`))
    return
  }
  if (request.method !== 'GET') return
  if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg' || url.pathname.startsWith('/icons/')) {
    event.respondWith(cacheFirst(request, SHELL))
  } else if (url.pathname.startsWith('/catalogs/')) {
    event.respondWith(cacheFirst(request, CACHE.data))
  } else if (url.pathname === '/assistant/guide.json' || url.pathname === '/search-index.json') {
    event.respondWith(networkFirst(event, CACHE.data, false))

  } else if (url.pathname === '/__manifest') {
    event.respondWith(networkFirst(event, CACHE.data, false).catch(() => discoveryOffline(event, url)))
  } else if (request.mode === 'navigate' || url.pathname.endsWith('.data')) {
    // A share card (a link preview's image) opened in a tab is an image, not a page to keep.
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/') || url.pathname === '/share-card.png' || neverKept.test(url.pathname)) return
    event.respondWith(networkFirst(event, CACHE.pages, true))
  }
})

/** Immutable files: the kept copy, or the network (and then keep it). */
async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await (await caches.open(cacheName)).put(request, response.clone())
  return response
}

/**
 * The network, unless it fails or is slow and a copy is kept. A page's copy is kept for its
 * reader; a page never kept falls back to the guide's copy, a saved hero or post, then the offline page.
 */
async function networkFirst(event: FetchEvent, cacheName: string, isPage: boolean): Promise<Response> {
  const { request } = event
  const fromNetwork = fetch(request).then(async (response) => {
    if (isPage) await noteReader(response)
    if (response.status === 200 && !/no-store/.test(response.headers.get('Cache-Control') ?? '')) {
      await (await caches.open(cacheName)).put(request, response.clone())
    }
    return response
  })
  // The update runs on even after a slow network lost the race to a kept copy.
  event.waitUntil(fromNetwork.then(() => undefined, () => undefined))
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS))
  const first = await Promise.race([fromNetwork.catch(() => null), timeout])
  if (first) return first
  const kept = await keptCopy(request, cacheName)
  if (kept) return isPage ? markKept(event, request, kept) : kept
  // No copy: wait for the network after all, and only when it fails give the fallback.
  try {
    return await fromNetwork
  } catch (error) {
    if (request.mode !== 'navigate') {
      if (isPage) return reloadAsDocument(new URL(request.url))
      throw error
    }
    // To the offline page at its own address (a page rendered for one address must not start
    // on another), which says what was asked for.
    const url = new URL(request.url)
    const fallback = OFFLINE_FALLBACK[url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'bn']
    if (url.pathname === fallback) throw error
    return Response.redirect(`${fallback}?from=${encodeURIComponent(url.pathname + url.search)}`, 302)
  }
}

/**
 * React Router asked for a page's data and there is neither a connection nor a kept copy of it:
 * it is told (its own redirect answer, 204 with X-Remix-Redirect) to load the page as a whole
 * document instead, which this worker answers with the kept page or the offline page.
 */
function reloadAsDocument(url: URL): Response {
  const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  const search = url.searchParams.toString()
  return new Response(null, {
    status: 204,
    headers: { 'X-Remix-Redirect': search ? `${path}?${search}` : path, 'X-Remix-Status': '302', 'X-Remix-Reload-Document': 'true' },
  })
}

/**
 * React Router's route discovery (`/__manifest`) without a connection or a kept answer. For the
 * page the reader is on (a form on it: its routes are known), "nothing to add", so the form goes
 * on; for other pages, React Router's own "load it as a document" answer: a link followed later
 * loads its page whole, which this worker answers with the kept page or the offline page.
 */
async function discoveryOffline(event: FetchEvent, url: URL): Promise<Response> {
  const client = event.clientId ? await self.clients.get(event.clientId) : undefined
  const here = client ? new URL(client.url).pathname : null
  // A form's discovery asks for its page and that page's ancestors; a page's links ask for many
  // others, which must stay undiscovered (so following one loads it as a document).
  const paths = (url.searchParams.get('paths') ?? '').split(',')
  const onThisPage = (path: string) => here === path || here?.startsWith(path.endsWith('/') ? path : `${path}/`)
  if (here && paths.includes(here) && paths.every(onThisPage)) return Response.json({})
  return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } })
}

async function keptCopy(request: Request, cacheName: string): Promise<Response | undefined> {
  const own = await caches.match(request, { cacheName })
  if (own || cacheName !== CACHE.pages) return own
  if (request.mode !== 'navigate') return undefined
  // The offline page is kept once, whatever `?from=` it is asked with.
  const path = new URL(request.url).pathname
  const ignoreSearch = (Object.values(OFFLINE_FALLBACK) as string[]).includes(path)
  return (await caches.match(request, { cacheName: CACHE.guide, ignoreSearch })) ?? (await caches.match(request, { cacheName: CACHE.saved, ignoreSearch: true }))
    ?? (await caches.match(request, { cacheName: CACHE.savedPosts, ignoreSearch: true }))
}

/**
 * Tells the reader this is a kept copy and from when (spec §8 "offline"): a page gets a <meta>
 * the offline banner reads; a `.data` answer, a message to the page that asked for it.
 */
async function markKept(event: FetchEvent, request: Request, kept: Response): Promise<Response> {
  const savedAt = kept.headers.get('Date') ?? ''
  if (request.mode !== 'navigate') {
    const client = event.clientId ? await self.clients.get(event.clientId) : null
    client?.postMessage({ type: 'kept-copy', savedAt })
    return kept
  }
  const html = await kept.text()
  const meta = `<meta name="hg-kept-copy" content="${savedAt.replace(/[^\w ,:+-]/g, '')}">`
  const headers = new Headers(kept.headers)
  headers.delete('Content-Length')
  headers.delete('Content-Encoding')
  return new Response(html.replace('<head>', `<head>${meta}`), { status: kept.status, statusText: kept.statusText, headers })
}

/** Who the current reader is (from the server's header); a change deletes the last reader's pages. */
async function noteReader(response: Response) {
  const viewer = response.headers.get(VIEWER_HEADER)
  if (!viewer) return
  const meta = await caches.open(META)
  const known = await (await meta.match('/__reader'))?.text()
  if (known === viewer) return
  if (known !== undefined) {
    await caches.delete(CACHE.pages)
    await caches.delete(CACHE.savedPosts)
    await refuseOthersDrafts(viewer).catch(() => {})
    await endPushSubscription()
  }
  await meta.put('/__reader', new Response(viewer))
}

async function forgetReader() {
  await endPushSubscription()
  await caches.delete(CACHE.pages)
  await caches.delete(CACHE.savedPosts)
  await deleteAllDrafts().catch(() => {})
  await (await caches.open(META)).delete('/__reader')
}

async function currentReader(): Promise<string | undefined> {
  return (await (await caches.open(META)).match('/__reader'))?.text()
}

/**
 * A comment or a new post: sent as usual; when it cannot leave the phone, kept as a draft
 * (./drafts) and answered so the form says "saved on this phone". Other actions of a post page
 * (likes, reports) are never kept: they go on as if there were no worker.
 */
async function sendOrKeep(request: Request, kind: DraftKind, page: string): Promise<Response> {
  const copy = request.clone()
  if (kind === 'comment') {
    const intent = (await request.clone().formData().catch(() => null))?.get('intent')
    if (intent !== 'comment') return fetch(request)
  }
  try {
    return await fetch(request)
  } catch (error) {
    const reader = await currentReader()
    // Nobody signed in (the server would refuse it), or no room to keep it: the usual failure.
    if (!reader || reader === 'anon' || !(await keepDraft(copy, kind, page, reader))) throw error
    if (kind === 'post') return Response.json({ ok: false, draft: true, error: { message: 'offline.draft.keptPost' } }, { status: 503 })
    // The post page's own answer to a refused comment, in React Router's encoding: the form keeps
    // the text and shows why; no reload of the page's data follows a 5xx.
    const answer = { intent: 'comment', ok: false, error: { message: 'offline.draft.kept' }, toast: { title: 'offline.draft.keptTitle', description: 'offline.draft.kept', kind: 'info' } }
    return new Response(turboStream({ data: answer }), { status: 503, headers: { 'Content-Type': 'text/x-script; charset=utf-8', 'X-Remix-Response': 'yes' } })
  }
}

let replaying: Promise<void> | null = null
/** One replay at a time: a sync and a page's message arriving together must not send twice. */
function replayDrafts(): Promise<void> {
  replaying ??= (async () => {
    const reader = await currentReader()
    await sendDrafts(reader, (draft) => fetch(draft.url, { method: 'POST', headers: { 'Content-Type': draft.contentType }, body: draft.body, credentials: 'same-origin' }))
  })().finally(() => {
    replaying = null
  })
  return replaying
}

/**
 * The phone says it is back online, but the first requests may still fail for a few seconds:
 * tried again twice, 5 s apart (Background Sync, where there is one, retries later still).
 */
async function replayDraftsPatiently() {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await replayDrafts()
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5000))
    }
  }
}

/** Plain data in turbo-stream, the encoding of React Router's `.data` answers (a flat array of values and `{"_key": value}` references). */
function turboStream(root: object): string {
  const out: unknown[] = []
  const add = (value: unknown): number => {
    const at = out.length
    out.push(value)
    if (value !== null && typeof value === 'object') {
      const encoded: Record<string, number> = {}
      for (const [key, inner] of Object.entries(value)) {
        const keyAt = add(key)
        encoded[`_${keyAt}`] = add(inner)
      }
      out[at] = encoded
    }
    return at
  }
  add(root)
  return JSON.stringify(out)
}

/**
 * The page the reader opened before this worker ran (their first visit) did not pass through it:
 * it is asked for again, as that reader, and kept like any other.
 */
async function keepFirstPage(path: string) {
  const url = new URL(path, self.location.origin)
  if (neverKept.test(url.pathname) || url.pathname.startsWith('/api/')) return
  const pages = await caches.open(CACHE.pages)
  if (await pages.match(url.href)) return
  const response = await fetch(url.href).catch(() => null)
  if (!response) return
  await noteReader(response)
  if (response.status === 200 && !/no-store/.test(response.headers.get('Cache-Control') ?? '')) await (await caches.open(CACHE.pages)).put(url.href, response)
}

/** Signing out deletes the reader's pages as soon as the server has ended the session. */
async function signOut(request: Request): Promise<Response> {
  const response = await fetch(request)
  if (response.status < 400 || response.type === 'opaqueredirect') await forgetReader()
  return response
}

/**
 * The guide's pages in one language with the texts they need, and the assistant's copy of the
 * guide (its offline answers), one at a time; only the asking page's texts when the phone is
 * saving data.
 */
async function keepGuide(lang: 'bn' | 'en', catalogs: string[]) {
  const data = await caches.open(CACHE.data)
  const keepData = async (url: string) => {
    if (!(await data.match(url))) await fetch(url).then((response) => (response.ok ? data.put(url, response) : undefined)).catch(() => {})
  }
  for (const url of catalogs) await keepData(url)
  const connection = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return
  const guide = await caches.open(CACHE.guide)
  for (const path of guidePaths) {
    const address = lang === 'en' ? `/en${path}` : path
    if (await guide.match(address)) continue
    const catalog = await keepAnonymous(guide, address).catch(() => null)
    if (catalog) await keepData(catalog)
  }
  await keepData('/assistant/guide.json')
}

/**
 * A page as a visitor with no cookies sees it: nobody's page, safe to show any reader. Returns
 * the address of the texts it needs (ADR 017), which must be kept with it.
 */
async function keepAnonymous(cache: Cache, path: string): Promise<string | null> {
  const response = await fetch(new Request(path, { credentials: 'omit' }))
  if (!response.ok) return null
  await cache.put(path, response.clone())
  return /<meta name="hg-catalog" content="(\/catalogs\/[^"]+)"/.exec(await response.text())?.[1] ?? null
}

/** A short, stable name for a list of files (FNV-1a): a new build gets a new shell cache. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}
