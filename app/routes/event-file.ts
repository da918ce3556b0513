import { calendarFile, alarmsFromUrl, calendarResponse } from '#app/features/events/ics.server'
import { findDate } from '#app/features/events/dates.server'
import { catalogs } from '#app/i18n/catalogs.server'
import { pathLang } from '#app/i18n/paths'
import { getGuide } from '#app/lib/content/guide.server'
import { env } from '#app/lib/env.server'
import { parseId } from '#app/lib/form.server'
import type { Route } from './+types/event-file'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** GET /events/<date id>.ics: "Add to calendar" for one event date, downloaded (optional ?alarm=). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = pathLang(url.pathname)
  const id = parseId(/^(\d+)\.ics$/.exec(params.file)?.[1])
  const date = id === null ? null : await findDate(id)
  const { events } = await getGuide()
  if (!date || !events.some((e) => e.id === date.eventId)) return notFound()
  const alarms = alarmsFromUrl(url)
  const body = calendarFile({ dates: [date], events, lang, publicUrl: env().publicUrl, name: catalogs[lang]['events.ics.feedName'], alarms: () => alarms, method: true })
  return calendarResponse(body, `${date.eventId}-${date.id}.ics`, true)
}
