/// <reference lib="webworker" />
/**
 * Drafts that survive a dead connection (issue 15, docs/offline.md): a comment or a new post
 * whose request could not leave the phone is kept here (IndexedDB) and sent again when the
 * connection returns: on Background Sync where the browser has it, otherwise when a page of the
 * app next opens or the phone comes back online. The replay is the same request, so the server
 * checks it as it checks any (Origin, session, limits); a refusal is shown and the text kept for
 * the reader to copy. Drafts belong to the session that wrote them and are never sent as anyone
 * else: signing out deletes them; a session that ends otherwise leaves them unsent, to copy.
 */
declare const self: ServiceWorkerGlobalScope & { registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } } }

import type { DraftKind, DraftMessage } from '../draft-message'
import { FORUM } from '#app/lib/forum-path'

export type { DraftKind }

export interface Draft {
  id?: number
  kind: DraftKind
  url: string
  contentType: string
  body: ArrayBuffer
  /** What the reader wrote, to show and to copy back if the server refuses it. */
  text: string
  /** The post a comment is for ("/seeking-<place>/12"), or the forum for a new post. */
  page: string
  reader: string
  createdAt: number
  refused?: { status: number; message: string }
}

export const SYNC_TAG = 'hg-drafts'
/** Larger bodies (a post with a long video) are not kept: the phone's storage is small. */
export const MAX_DRAFT_BYTES = 8 * 1024 * 1024

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('hg-drafts', 1)
    open.onupgradeneeded = () => open.result.createObjectStore('drafts', { keyPath: 'id', autoIncrement: true })
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction('drafts', mode).objectStore('drafts'))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

export const allDrafts = () => withStore<Draft[]>('readonly', (store) => store.getAll() as IDBRequest<Draft[]>)
export const deleteDraft = (id: number) => withStore('readwrite', (store) => store.delete(id))
const putDraft = (draft: Draft) => withStore('readwrite', (store) => store.put(draft))
export const deleteAllDrafts = () => withStore('readwrite', (store) => store.clear())

/**
 * The session that wrote the drafts has ended (or another reader signed in) without signing out
 * on this phone: they are never sent, but the text stays for its writer to copy.
 */
export async function refuseOthersDrafts(reader: string) {
  for (const draft of await allDrafts()) {
    if (draft.reader !== reader && !draft.refused) await putDraft({ ...draft, refused: { status: 401, message: 'offline.draft.signedOut' } })
  }
}

async function tell(message: DraftMessage) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
}

/** Keeps a request that could not be sent; false when it cannot be kept (too large, no storage). */
export async function keepDraft(request: Request, kind: DraftKind, page: string, reader: string): Promise<boolean> {
  const body = await request.arrayBuffer()
  if (body.byteLength > MAX_DRAFT_BYTES) return false
  const contentType = request.headers.get('Content-Type') ?? ''
  const form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData().catch(() => null)
  const text = kind === 'post' ? [form?.get('title'), form?.get('content')].filter((v) => typeof v === 'string').join('\n\n') : String(form?.get('content') ?? '')
  try {
    await putDraft({ kind, url: request.url, contentType, body, text, page, reader, createdAt: Date.now() })
  } catch {
    return false
  }
  await self.registration.sync?.register(SYNC_TAG).catch(() => {})
  await tell({ type: 'draft', state: 'kept', count: (await allDrafts()).filter((d) => !d.refused).length })
  return true
}

/**
 * Sends the kept drafts of `reader`, oldest first; stops at the first that cannot leave the
 * phone (still no connection). Drafts of any other reader are never sent. Throws when one is
 * still waiting, so Background Sync tries again later.
 */
export async function sendDrafts(reader: string | undefined, sending: (draft: Draft) => Promise<Response>) {
  const drafts = (await allDrafts()).sort((a, b) => a.createdAt - b.createdAt)
  for (const draft of drafts) {
    if (draft.refused) {
      await tell({ type: 'draft', state: 'refused', id: draft.id!, kind: draft.kind, text: draft.text, message: draft.refused.message, status: draft.refused.status })
      continue
    }
    if (draft.reader !== reader) continue
    let response: Response
    try {
      response = await sending(draft)
    } catch {
      const waiting = drafts.filter((d) => !d.refused && d.reader === reader).length
      await tell({ type: 'draft', state: 'waiting', count: waiting })
      throw new Error('drafts are still waiting for a connection')
    }
    const answer = await response.text()
    if (response.ok && !/"ok",false/.test(answer) && !/"ok":false/.test(answer)) {
      await deleteDraft(draft.id!)
      await tell({ type: 'draft', state: 'sent', kind: draft.kind, page: pageOf(draft, answer) })
      continue
    }
    const refused = { status: response.status, message: refusalMessage(answer) }
    await putDraft({ ...draft, refused })
    await tell({ type: 'draft', state: 'refused', id: draft.id!, kind: draft.kind, text: draft.text, message: refused.message, status: refused.status })
  }
}

/** A new post's own page once the server has it (its answer names the id). */
function pageOf(draft: Draft, answer: string): string {
  if (draft.kind !== 'post') return draft.page
  const id = /"id":(\d+)/.exec(answer)?.[1]
  return id ? `${draft.page.startsWith('/en/') ? '/en' : ''}${FORUM}/${id}` : draft.page
}

/**
 * Why the server refused: the message key in its answer (JSON from the API, React Router's
 * encoding from a page's action), or nothing when there is none to show.
 */
function refusalMessage(answer: string): string {
  const keys = answer.match(/"((?:forum|offline)\.(?:error|toast)\.[\w.]+)"/g)?.map((k) => k.slice(1, -1)) ?? []
  return keys.find((k) => k.startsWith('forum.error.')) ?? keys.find((k) => k !== 'forum.toast.error') ?? ''
}
