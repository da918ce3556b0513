import { formatter, timeZone } from './format'

/**
 * The day in Bangladesh (YYYY-MM-DD) at `now`: dates a check, an accepted correction, a
 * resident's answer. Its own module: most pages never need it in the browser.
 */
export function dhakaDay(now: Date = new Date()): string {
  return formatter('dhaka-day', () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(now)
}

/** A day someone says they called or visited: YYYY-MM-DD, a real date, not before 1990 nor after today in Bangladesh. */
export function isPastDay(day: string, today = dhakaDay()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day >= '1990-01-01' && day <= today
}
