import { publicSources } from '#app/lib/content/source-words'
import { bilingual } from '#app/i18n/catalogs.server'
import { intlLocale, type Lang } from '#app/i18n/i18n'
import { normalizeForSearch, pick } from '#app/lib/content/text'
import { timeZone } from '#app/lib/format'
import type { Event } from '#content/pack/schema'
import type { EventDate, MyAnswer } from './dates.server'
import { orderByNextMonth, preview, type DateView, type EventView } from './events'
import { formatDateTime } from '#app/lib/format-time'

/** The month (1-12) it is now in Bangladesh. */
export function currentMonth(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { month: 'numeric', timeZone }).format(now))
}

/** The twelve month names in the reader's language, index 0 = January (made on the server, so both renders agree). */
export function monthNames(lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(intlLocale[lang], { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 15))))
}

/** The pack's events in the reader's language, in the order they next come round from `month`. */
export function eventViews(events: readonly Event[], lang: Lang, month: number): EventView[] {
  const views = events.map((e): EventView => {
    const categoryLabel = bilingual(`events.category.${e.category}`)
    const description = pick(lang, e.description)
    return {
      id: e.id,
      title: pick(lang, e.title),
      when: pick(lang, e.when),
      months: e.months,
      category: e.category,
      categoryLabel: pick(lang, categoryLabel),
      location: pick(lang, e.location),
      description,
      preview: preview(description),
      ...(e.organizer ? { organizer: pick(lang, e.organizer) } : {}),
      tags: (e.tags ?? []).map((tag) => pick(lang, tag)),
      sources: publicSources(e.sources, lang),
      asOf: e.asOf,
      unverified: e.confidence === 'low',
      ...(e.notes ? { notes: pick(lang, e.notes) } : {}),
      search: normalizeForSearch(
        [e.title, e.description, e.location, e.organizer, ...(e.tags ?? [])]
          .flatMap((text) => (text ? [text.bn, text.en] : []))
          .join(' \u0000 '),
      ),
    }
  })
  return orderByNextMonth(views, month)
}

/** Each event's dates not yet over, for the page: times in the reader's language, their own answers. */
export function dateViews(dates: readonly EventDate[], lang: Lang, answers: Record<number, MyAnswer> | null, now = new Date()): Record<string, DateView[]> {
  const byEvent: Record<string, DateView[]> = {}
  for (const date of dates) {
    const start = new Date(date.startsAt).getTime()
    const mine = answers ? answers[date.id] ?? { status: null, reminders: [], byEmail: false } : undefined
    let sourceHost = date.sourceUrl
    try {
      sourceHost = new URL(date.sourceUrl).host.replace(/^www\./, '')
    } catch {
      // Kept as given: the database only holds http(s) addresses.
    }
    ;(byEvent[date.eventId] ??= []).push({
      id: date.id,
      when: formatDateTime(lang, date.startsAt),
      cancelled: date.cancelled,
      capacity: date.capacity,
      going: date.going,
      interested: date.interested,
      sourceUrl: date.sourceUrl,
      sourceHost,
      canRemind: { day: start - 1440 * 60_000 > now.getTime(), hour: start - 60 * 60_000 > now.getTime() },
      ...(mine ? { mine } : {}),
    })
  }
  return byEvent
}

/**
 * Events with an announced date first, soonest first (`dates` is in date order); then the rest
 * in the order they come round. What is actually coming up leads the page.
 */
export function datedFirst(events: readonly EventView[], dates: readonly EventDate[]): EventView[] {
  const rank = new Map<string, number>()
  dates.forEach((date, index) => {
    if (!date.cancelled && !rank.has(date.eventId)) rank.set(date.eventId, index)
  })
  const at = (event: EventView) => rank.get(event.id) ?? Number.MAX_SAFE_INTEGER
  return [...events].sort((a, b) => at(a) - at(b))
}
