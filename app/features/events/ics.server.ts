import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { translator } from '#app/i18n/catalogs.server'
import type { Lang } from '#app/i18n/i18n'
import { pick } from '#app/lib/content/text'
import type { Event } from '#content/pack/schema'
import type { EventDate, ReminderOffset } from './dates.server'
import { eventPath } from './reminders.server'
import { place } from '#pack/place'

/**
 * Calendar files (RFC 5545) for event dates: one date's file, the feed of all dates, and a
 * reader's own feed. Times are written in UTC ("…Z"): Bangladesh keeps UTC+6 all year, so UTC is
 * exact, and no time-zone setting is given (with one, ical-generator writes the UTC clock value
 * as local time: 6 hours off, research §5.3). UIDs are fixed per date, and SEQUENCE rises with
 * each change, so a calendar app updates its copy instead of adding another. ical-generator folds
 * lines at 75 octets without splitting a Bengali character.
 */
export function calendarFile({ dates, events, lang, publicUrl, name, alarms = () => [], method = false }: {
  dates: readonly EventDate[]
  events: readonly Event[]
  lang: Lang
  publicUrl: string
  name: string
  /** The alarms (minutes before) to put on a date: the reader's reminders, or those asked for in the address. */
  alarms?: (date: EventDate) => readonly ReminderOffset[]
  /** METHOD:PUBLISH, for a one-off download. */
  method?: boolean
}): string {
  const t = translator(lang)
  const host = new URL(publicUrl).host
  const calendar = ical({
    name,
    prodId: { company: place.guideName.en, product: 'Events', language: lang.toUpperCase() },
    // Calendar apps that honour it check the feed for changes every six hours.
    ttl: 6 * 3600,
    ...(method ? { method: ICalCalendarMethod.PUBLISH } : {}),
  })
  for (const date of dates) {
    const event = events.find((e) => e.id === date.eventId)
    if (!event) continue
    const title = pick(lang, event.title)
    const url = `${publicUrl}${eventPath(lang, event.id)}`
    calendar.createEvent({
      id: `event-date-${date.id}@${host}`,
      start: new Date(date.startsAt),
      ...(date.endsAt ? { end: new Date(date.endsAt) } : {}),
      stamp: new Date(date.updatedAt),
      lastModified: new Date(date.updatedAt),
      sequence: date.sequence,
      summary: title,
      location: pick(lang, event.location),
      description: `${pick(lang, event.description)}\n\n${t('events.ics.source', { url: date.sourceUrl })}\n${url}`,
      url,
      status: date.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      alarms: date.cancelled ? [] : alarms(date).map((minutes) => ({
        type: ICalAlarmType.display,
        trigger: minutes * 60,
        description: t('events.reminder.title', { title }),
      })),
    })
  }
  return calendar.toString()
}

/** Alarm offsets asked for in a file's address (?alarm=1440&alarm=60); anything else is ignored. */
export function alarmsFromUrl(url: URL): ReminderOffset[] {
  return [...new Set(url.searchParams.getAll('alarm'))].flatMap((value) => (value === '1440' ? [1440 as const] : value === '60' ? [60 as const] : []))
}

/** The response for a calendar file: a download, or a feed a calendar app subscribes to. */
export function calendarResponse(body: string, filename: string, download: boolean): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${filename}"`,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
