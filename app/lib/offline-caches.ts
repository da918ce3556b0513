/**
 * Names shared by the service worker (app/features/offline/worker) and the pages and server that
 * talk to it. docs/offline.md explains each cache.
 */
export const CACHE = {
  /** Pages and `.data` answers as the current reader saw them; emptied when the reader changes. */
  pages: 'hg-pages',
  /** The guide pages above and the offline page, fetched without cookies: nobody's in particular. */
  guide: 'hg-guide',
  /** Message catalogs, the assistant's guide copy, the search index. */
  data: 'hg-data',
  /** Hero pages saved with "Save for offline" (anonymous copies, app/features/heroes). */
  saved: 'hg-saved-pages',
  /**
   * The pages of posts the reader saved for later (issue 44 §3): anonymous copies, as the heroes',
   * but whose they are is private, so they go when the reader changes, like `pages`.
   */
  savedPosts: 'hg-saved-posts',
} as const

/** The response header that names who a page was rendered for (server/http.ts, viewerTag). */
export const VIEWER_HEADER = 'X-HG-Viewer'
