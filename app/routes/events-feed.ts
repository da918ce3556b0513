import { calendarFile, alarmsFromUrl, calendarResponse } from '#app/features/events/ics.server'
import { feedDates } from '#app/features/events/dates.server'
import { catalogs } from '#app/i18n/catalogs.server'
import { pathLang } from '#app/i18n/paths'
import { getGuide } from '#app/lib/content/guide.server'
import { env } from '#app/lib/env.server'
import type { Route } from './+types/events-feed'
import { place } from '#pack/place'

/**
 * GET /events.ics (Bengali) and /en/events.ics: every event date as a calendar feed a calendar
 * app subscribes to (webcal://), so it stays current when a date changes or is cancelled.
 * ?alarm=1440 and/or ?alarm=60 add reminders a day or an hour before.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = pathLang(url.pathname)
  const [{ events }, dates] = await Promise.all([getGuide(), feedDates()])
  const alarms = alarmsFromUrl(url)
  const body = calendarFile({ dates, events, lang, publicUrl: env().publicUrl, name: catalogs[lang]['events.ics.feedName'], alarms: () => alarms })
  return calendarResponse(body, lang === 'en' ? `${place.slug}-events-en.ics` : `${place.slug}-events.ics`, false)
}
