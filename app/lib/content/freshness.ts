/**
 * When a phone number, an address or opening hours was last checked, and whether that is too long
 * ago (issue 42): its source's date, or a later call or visit that confirmed it. Past the pack's
 * age (settings.freshness) a page says "last checked 14 months ago" and the record joins the
 * moderators' re-check list. Plain data: no server code.
 */
import type { PackSettings, Source } from '#content/pack/schema'
import { confirmsField, groundSources } from './sources'

export type CheckedField = 'phone' | 'address' | 'hours'

/**
 * The last day a date can mean: "2021" is at most as old as 31 December 2021, "2014-11" as 30
 * November 2014. Ages are counted from there, so a fact is never called older than it may be.
 */
export function lastDayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number?, number?]
  if (day) return date
  if (!month) return `${year}-12-31`
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`
}

/** The first day a date can mean: "2021" from 1 January 2021, "2014-11" from 1 November 2014. */
export function firstDayOf(date: string): string {
  const [year, month, day] = date.split('-') as [string, string?, string?]
  return `${year}-${month ?? '01'}-${day ?? '01'}`
}

/** The later of two dates of any precision (by the last day each can mean). */
export const laterOf = (a: string, b: string) => (lastDayOf(b) > lastDayOf(a) ? b : a)

/**
 * The day a fact was last checked: `asOf` (the date of the sources that give it), or the newest
 * ground source among `sources` that confirms `field`, whichever is later.
 */
export function lastChecked(field: CheckedField, asOf: string, sources: readonly Source[]): string {
  let latest = asOf
  for (const source of groundSources(sources)) {
    if (source.kind === 'forum') continue // a resident's answer is a lead, not a check
    if (confirmsField(source, field)) latest = laterOf(latest, source.date)
  }
  return latest
}

/** Whole months from `date` (its last possible day) to `today` (YYYY-MM-DD); 0 for a later date. */
export function monthsSince(date: string, today: string): number {
  const [y1, m1, d1] = lastDayOf(date).split('-').map(Number) as [number, number, number]
  const [y2, m2, d2] = today.split('-').map(Number) as [number, number, number]
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0)
  return Math.max(0, months)
}

/** The age past which `field` is shown as not checked for a while. */
export function maxAgeMonths(settings: PackSettings, field: CheckedField): number {
  const { freshness } = settings
  return field === 'phone' ? freshness.phoneMonths : field === 'address' ? freshness.addressMonths : freshness.hoursMonths
}

/** Months since `checked` when that is past the pack's age for `field`; null while it is fresh. */
export function staleMonths(settings: PackSettings, field: CheckedField, checked: string, today: string): number | null {
  const months = monthsSince(checked, today)
  return months >= maxAgeMonths(settings, field) ? months : null
}
