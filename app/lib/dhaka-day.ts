import { formatter, timeZone } from './format'

/**
 * The day in Bangladesh (YYYY-MM-DD) at `now`: dates a check, an accepted correction, a
 * resident's answer. Its own module: most pages never need it in the browser.
 */
export function dhakaDay(now: Date = new Date()): string {
  return formatter('dhaka-day', () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(now)
}
