import type { MessageKey } from '#app/i18n/i18n'
import { formText } from '#app/lib/form.server'
import type { DateInput } from './dates.server'

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MINUTES = 6 * 60

/** A Bangladesh date and time from a form (YYYY-MM-DD, HH:MM) as an instant, or null if either is not valid. */
export function dhakaInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})$/.exec(time)
  if (!d || !t) return null
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number]
  if (hour > 23 || minute > 59) return null
  const utc = Date.UTC(year, month - 1, day, hour, minute) - DHAKA_OFFSET_MINUTES * 60_000
  const instant = new Date(utc)
  // 2027-02-30 rolls over to March: not a real date.
  const back = new Date(utc + DHAKA_OFFSET_MINUTES * 60_000)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null
  return instant
}

/** An instant's Bangladesh date and time, as the form's fields show them. */
export function dhakaFields(instant: Date | string): { date: string; time: string } {
  const local = new Date(new Date(instant).getTime() + DHAKA_OFFSET_MINUTES * 60_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

export type DateFormErrors = Partial<Record<'eventId' | 'date' | 'time' | 'end' | 'capacity' | 'source', MessageKey>>

/**
 * The moderator's date form, checked: an event of the guide, a start in the next two years, an
 * end after it (optional), places 1-100000 (optional), and the link where the date was announced.
 */
export function parseDateForm(form: FormData, eventIds: readonly string[] | null, now = new Date()):
  { ok: true; value: DateInput } | { ok: false; errors: DateFormErrors } {
  const errors: DateFormErrors = {}
  const eventId = formText(form, 'eventId')
  // null: a date being changed, whose event stays as it is.
  if (eventIds && !eventIds.includes(eventId)) errors.eventId = 'moderation.events.error.event'
  const date = formText(form, 'date').trim()
  const time = formText(form, 'time').trim()
  const startsAt = dhakaInstant(date, time)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || (startsAt === null && /^\d{2}:\d{2}$/.test(time))) errors.date = 'moderation.events.error.date'
  else if (!/^\d{2}:\d{2}$/.test(time) || startsAt === null) errors.time = 'moderation.events.error.time'
  else if (startsAt <= now) errors.date = 'moderation.events.error.past'
  else if (startsAt.getTime() > now.getTime() + 2 * 366 * 24 * 3600 * 1000) errors.date = 'moderation.events.error.far'
  let endsAt: Date | null = null
  const endTime = formText(form, 'endTime').trim()
  const endDate = formText(form, 'endDate').trim() || date
  if (endTime || formText(form, 'endDate').trim()) {
    endsAt = dhakaInstant(endDate, endTime)
    if (!endsAt || !startsAt || endsAt <= startsAt) errors.end = 'moderation.events.error.end'
  }
  const capacityText = formText(form, 'capacity').trim()
  let capacity: number | null = null
  if (capacityText) {
    capacity = /^\d{1,6}$/.test(capacityText) ? Number(capacityText) : NaN
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > 100_000) errors.capacity = 'moderation.events.error.capacity'
  }
  const sourceUrl = formText(form, 'source').trim()
  let validSource = false
  try {
    const url = new URL(sourceUrl)
    validSource = (url.protocol === 'https:' || url.protocol === 'http:') && sourceUrl.length <= 500 && !url.username && !url.password
  } catch {
    validSource = false
  }
  if (!validSource) errors.source = 'moderation.events.error.source'
  if (Object.keys(errors).length || !startsAt) return { ok: false, errors }
  return { ok: true, value: { eventId, startsAt, endsAt, capacity, sourceUrl } }
}
