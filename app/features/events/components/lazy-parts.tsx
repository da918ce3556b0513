import { lazy } from 'react'

/*
 * Parts of the events page a first visit rarely needs (the forms of signed-in readers, the
 * calendar view), kept out of its first JavaScript so the route stays within its 120 KB budget.
 * The server renders them at once, so the page is whole without JavaScript; in the browser their
 * code is fetched when they are on the page, and React keeps the server's markup until it
 * arrives. import.meta.env.SSR is fixed at build time, so the browser's bundle holds only the
 * lazy versions. Use them inside <Suspense>.
 */
export const EventDates = import.meta.env.SSR
  ? (await import('./event-dates')).EventDates
  : lazy(() => import('./event-dates').then((m) => ({ default: m.EventDates })))
export const MyCalendarFeed = import.meta.env.SSR
  ? (await import('./calendar-feeds')).MyCalendarFeed
  : lazy(() => import('./calendar-feeds').then((m) => ({ default: m.MyCalendarFeed })))
export const MonthGrid = import.meta.env.SSR
  ? (await import('./month-grid')).MonthGrid
  : lazy(() => import('./month-grid').then((m) => ({ default: m.MonthGrid })))
