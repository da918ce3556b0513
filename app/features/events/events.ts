import type { PublicSource } from '#app/lib/content/sources'
import { normalizeForSearch } from '#app/lib/content/text'

/** Event categories (spec 2 §9). */
export const eventCategories = ['cultural', 'religious', 'community'] as const
export type EventCategory = (typeof eventCategories)[number]

/** An annual event as the pages show it, in the reader's language. */
export interface EventView {
  id: string
  title: string
  /** When it happens, as the sources put it: the events recur every year and have no fixed date. */
  when: string
  /** Months (1-12) it usually falls in. */
  months: number[]
  category: EventCategory
  categoryLabel: string
  location: string
  description: string
  /** The description cut for the list (spec 2 §9: 120 characters). */
  preview: string
  organizer?: string
  tags: string[]
  sources: PublicSource[]
  asOf: string
  unverified: boolean
  notes?: string
  /** Title, description, location, organiser and tags in both languages, normalised (spec 2 §5). */
  search: string
}

export function parseEventCategory(value: string | null): EventCategory | null {
  return eventCategories.find((category) => category === value) ?? null
}

/** A month number 1-12 from the URL, or null. */
export function parseMonth(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null
  const month = Number(value)
  return month >= 1 && month <= 12 ? month : null
}

/** Search (case-insensitive substring in either language), exact category and month; all combine. */
export function filterEvents<T extends Pick<EventView, 'category' | 'months' | 'search'>>(
  events: readonly T[],
  { query = '', category = null, month = null }: { query?: string; category?: EventCategory | null; month?: number | null },
): T[] {
  const q = normalizeForSearch(query)
  return events.filter((event) =>
    (!category || event.category === category) && (!month || event.months.includes(month)) && (!q || event.search.includes(q)))
}

/** The twelve months starting with `current`: the calendar's order. */
export function monthsFrom(current: number): number[] {
  return Array.from({ length: 12 }, (_, i) => ((current - 1 + i) % 12) + 1)
}

/** How many months from `current` until the event's next month (0 when it falls in the current one). */
export function monthsUntil(months: readonly number[], current: number): number {
  return Math.min(...months.map((month) => (month - current + 12) % 12))
}

/** Events in the order they next come round, from the current month; ties keep the pack's order. */
export function orderByNextMonth<T extends Pick<EventView, 'months'>>(events: readonly T[], current: number): T[] {
  return [...events].sort((a, b) => monthsUntil(a.months, current) - monthsUntil(b.months, current))
}

/**
 * A preview of at most `max` characters plus an ellipsis. It cuts at a space where one is near,
 * so a Bengali word never loses its vowel sign halfway.
 */
export function preview(text: string, max = 120): string {
  const chars = Array.from(text.trim())
  if (chars.length <= max) return text.trim()
  const cut = chars.slice(0, max).join('')
  const space = cut.lastIndexOf(' ')
  const kept = space >= max * 0.6 ? cut.slice(0, space) : cut
  return `${kept.replace(/[\s,;:.।–-]+$/u, '')}…`
}

/** One dated occurrence of an event, as the calendar page shows it (issue 15). */
export interface DateView {
  id: number
  /** "বৃহস্পতিবার, ২১ জানুয়ারি ২০২৭, সকাল ১০:০০" (made on the server). */
  when: string
  cancelled: boolean
  capacity: number | null
  going: number
  interested: number
  sourceUrl: string
  sourceHost: string
  /** Whether reminders 1 day / 1 hour before can still be chosen (their time is ahead). */
  canRemind: { day: boolean; hour: boolean }
  /** The signed-in reader's own answer and reminders. */
  mine?: { status: 'going' | 'interested' | 'not_going' | null; reminders: number[]; byEmail: boolean }
}

/** The signed-in reader, as the events page needs them (null for visitors). */
export interface EventViewer {
  email: string
  canEmail: boolean
  /** Devices of theirs that receive notifications. */
  devices: number
  /** Their private calendar address, once they asked for one. */
  feedPath: string | null
}

/** What an RSVP, reminder or calendar-address form answered. */
export interface EventFormResult {
  dateId: number | null
  ok: boolean
  message: string
  vars?: Record<string, string | number>
}

/** A calendar file's address in the reader's language (files are not localised by localePath). */
export const calendarPath = (lang: 'bn' | 'en', path: string) => (lang === 'en' ? `/en${path}` : path)
