import { lazy } from 'react'

/*
 * Parts of a post's page only a signed-in reader is shown ("Save", issue 44 §3; the asker's offer
 * to be told of answers on this phone), kept out of the first JavaScript of every visitor's page
 * so the route stays within its 120 KB budget (the events page's lazy-parts.tsx does the same). The server renders them at once, so the page works
 * without JavaScript; in the browser their code is fetched when they are on the page, and React
 * keeps the server's markup until it arrives. Use them inside <Suspense>.
 */
export const SaveButton = import.meta.env.SSR
  ? (await import('./save-button')).SaveButton
  : lazy(() => import('./save-button').then((m) => ({ default: m.SaveButton })))
export const AnswerPrompt = import.meta.env.SSR
  ? (await import('./answer-prompt')).AnswerPrompt
  : lazy(() => import('./answer-prompt').then((m) => ({ default: m.AnswerPrompt })))
