import { calendarFile, calendarResponse } from '#app/features/events/ics.server'
import { datesOfToken } from '#app/features/events/dates.server'
import { catalogs } from '#app/i18n/catalogs.server'
import { pathLang } from '#app/i18n/paths'
import { getGuide } from '#app/lib/content/guide.server'
import { env } from '#app/lib/env.server'
import type { Route } from './+types/my-events-feed'
import { place } from '#pack/place'

/**
 * GET /events/mine/<token>.ics: the dates a reader is going to or interested in, with the
 * reminders they chose as alarms. Calendar apps send no cookie, so the private token in the
 * address is the key (the reader can replace it on the events page). Never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = pathLang(new URL(request.url).pathname)
  const token = /^([A-Za-z0-9_-]+)\.ics$/.exec(params.file)?.[1] ?? ''
  const mine = await datesOfToken(token)
  if (!mine) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const { events } = await getGuide()
  const body = calendarFile({ dates: mine.dates, events, lang, publicUrl: env().publicUrl, name: catalogs[lang]['events.ics.myFeedName'], alarms: (date) => mine.reminders[date.id] ?? [] })
  const response = calendarResponse(body, `my-${place.slug}-events.ics`, false)
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Referrer-Policy', 'no-referrer')
  return response
}
