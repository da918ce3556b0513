import { lazy } from 'react'

/*
 * "Save" (issue 44 §3) is only a signed-in reader's: its code is kept out of the post page's first
 * JavaScript (the page is at its 120 KB budget), as the events page's lazy-parts.tsx does. The
 * server renders it at once, so it works without JavaScript; in the browser its code is fetched
 * when it is on the page, and React keeps the server's markup until it arrives. Use it inside
 * <Suspense>.
 */
export const SaveButton = import.meta.env.SSR
  ? (await import('./save-button')).SaveButton
  : lazy(() => import('./save-button').then((m) => ({ default: m.SaveButton })))
