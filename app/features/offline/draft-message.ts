/** What the service worker tells the pages about drafts (worker/drafts.ts; shown by ./notices). */
export type DraftKind = 'comment' | 'post'

export type DraftMessage =
  | { type: 'draft'; state: 'kept' | 'waiting'; count: number }
  | { type: 'draft'; state: 'sent'; kind: DraftKind; page: string }
  | { type: 'draft'; state: 'refused'; id: number; kind: DraftKind; text: string; message: string; status: number }
