import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { CallButton, useAsOf } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestListingLink } from '#app/components/ui/suggest-link'
import { useHydrated } from '#app/components/ui/use-hydrated'
import { NearbyList } from '#app/features/nearby/components/nearby-list'
import { ServerHtml } from '#app/components/ui/server-html'
import { distanceM, fitZoom, nearbyKinds, nearestByKind, parsePosition } from '#app/lib/geo'
import { nearbyOrigins, nearbyPoints, outsideM, pointsSource, upazilaCentre } from '#app/lib/content/mapped-points.server'
import { tileUrlTemplate } from '#app/lib/map-tiles.server'
import { tileMapHtml } from '#app/components/ui/tile-map.server'
import { translator } from '#app/i18n/catalogs.server'
import { pluralKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import type { Route } from './+types/nearby'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.nearby.title')


/**
 * GET /nearby?near=<union or landmark> or ?lat=&lon=: the three nearest mapped places of each
 * kind, worked out by the server, so it works without JavaScript or geolocation. The request log
 * records the path only, never the query: a position given here is not written anywhere.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const guide = await getGuide()
  const params = new URL(request.url).searchParams
  const origins = nearbyOrigins(guide)
  const nameOf = (origin: (typeof origins)[number]) => origin.name[lang]
  const near = params.get('near')
  const chosen = near ? origins.find((origin) => origin.id === near) : undefined
  const position = parsePosition(params.get('lat'), params.get('lon'))
  const origin = chosen
    ? { title: t('nearby.title.near', { place: nameOf(chosen) }), lat: chosen.lat, lon: chosen.lon, approximate: chosen.approximate, you: false }
    : position ? { title: t('nearby.title.you'), ...position, approximate: false, you: true } : null
  const lists = origin ? nearestByKind(nearbyPoints(guide), origin) : null
  const all = lists ? nearbyKinds.flatMap((kind) => lists[kind]) : []
  return {
    origins: origins.map((o) => ({ id: o.id, group: o.group, name: nameOf(o) })),
    near: chosen?.id ?? '',
    unknownPlace: !!near && !chosen,
    origin: origin && { ...origin, outside: distanceM(origin, upazilaCentre) > outsideM },
    lists: lists && nearbyKinds.map((kind) => ({
      kind,
      places: lists[kind].map((place) => ({ id: place.id, name: place.name[lang], lat: place.lat, lon: place.lon, distanceM: place.distanceM, guide: place.guide,
        ...(place.corrected ? { corrected: { source: place.corrected.sources[0] ?? '', asOf: place.corrected.asOf } } : {}) })),
    })),
    // The map shows the reader and their nearest help (the nearest hospital and police) on the
    // narrowest phone's box (328 × 240 px at 360 px wide: 150 and 105 px from the centre, less a
    // pin's half); pins are numbered in the order of the lists. Fitting every listed hospital and
    // police station took in one 9 km away and put the bazar's fourteen places on one spot.
    mapHtml: origin ? tileMapHtml({
      center: origin,
      zoom: fitZoom(origin, [lists!.health[0], lists!.police[0]].filter((p) => p !== undefined), 150, 105),
      pins: [{ ...origin, name: chosen ? nameOf(chosen) : t('nearby.map.you'), you: true },
        ...all.map((place, index) => ({ lat: place.lat, lon: place.lon, name: place.name[lang], label: index + 1 }))],
      tileUrl: tileUrlTemplate(), lang, label: t('nearby.map.label'), unavailable: t('nearby.map.unavailable'),
      places: (count) => t(pluralKey(lang, 'nearby.map.places', count), { count }),
    }) : '',
    asOf: pointsSource.asOf,
    centre: upazilaCentre,
  }
}

/** Near you (spec 1 §2 "near you", issue 14): choose a union or share a position; lists and a light map. */
export default function Nearby() {
  const { t } = useI18n()
  const asOf = useAsOf()
  const data = useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const [locating, setLocating] = useState<'idle' | 'asking' | 'denied' | 'unavailable' | 'timeout'>('idle')
  const location = useLocation()
  // Where "suggest" brings the reader back to: this list, from the same place.
  const here = `${location.pathname}${location.search}`
  const unions = data.origins.filter((o) => o.group === 'unions')
  const landmarks = data.origins.filter((o) => o.group === 'landmarks')
  // Numbers on the map pins: the order of the places in the lists below.
  let pin = 0
  const numbered = data.lists?.map((list) => ({ ...list, places: list.places.map((place) => ({ ...place, pin: ++pin })) }))
  function locateMe() {
    if (!('geolocation' in navigator)) return setLocating('unavailable')
    setLocating('asking')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle')
        void navigate(`?lat=${position.coords.latitude.toFixed(5)}&lon=${position.coords.longitude.toFixed(5)}`)
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable'),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.nearby.title')} icon="locate-fixed">{t('nearby.intro')}</PageHeader>

      <Form method="get" className="mb-4 rounded-xl border border-border bg-surface p-4">
        <label htmlFor="near" className="mb-1 block font-semibold">{t('nearby.choose.label')}</label>
        <div className="flex flex-wrap gap-2">
          <select id="near" name="near" defaultValue={data.near} required className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-fg">
            <option value="" disabled>{t('nearby.choose.placeholder')}</option>
            <optgroup label={t('nearby.choose.landmarks')}>
              {landmarks.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </optgroup>
            <optgroup label={t('nearby.choose.unions')}>
              {unions.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </optgroup>
          </select>
          <button type="submit" className="min-h-11 rounded-lg bg-primary px-4 font-semibold text-on-primary">{t('nearby.choose.submit')}</button>
        </div>
        {data.unknownPlace ? <p role="alert" className="mt-2 text-sm text-danger">{t('nearby.unknownPlace')}</p> : null}
        {hydrated ? (
          <div className="mt-3">
            <button type="button" onClick={locateMe} disabled={locating === 'asking'}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 font-semibold hover:bg-surface-2 disabled:opacity-60">
              <Icon name="locate-fixed" className="size-5" />{locating === 'asking' ? t('nearby.locating') : t('nearby.useLocation')}
            </button>
            {locating !== 'idle' && locating !== 'asking' ? <p role="alert" className="mt-2 text-sm text-danger">{t(`nearby.error.${locating}`)}</p> : null}
          </div>
        ) : null}
      </Form>

      <aside aria-labelledby="nearby-hotlines" className="mb-6 rounded-xl border border-warning-fg/40 bg-warning-soft p-4 text-warning-fg">
        <h2 id="nearby-hotlines" className="mb-2 flex items-center gap-2 font-bold"><Icon name="siren" className="size-5" />{t('nearby.hotlines')}</h2>
        <div className="flex flex-wrap gap-2">
          <CallButton number="999" /><CallButton number="102" /><CallButton number="16263" />
        </div>
      </aside>

      {data.origin && numbered ? (
        <section aria-labelledby="nearby-results">
          <h2 id="nearby-results" className="text-xl font-bold">{data.origin.title}</h2>
          {data.origin.approximate ? <p className="mt-1 text-sm text-warning-fg">{t('nearby.approximate')}</p> : null}
          {data.origin.outside ? <p className="mt-1 text-sm text-warning-fg">{t('nearby.outside')}</p> : null}
          <ServerHtml className="my-4" html={data.mapHtml} />
          <div className="grid gap-4 sm:grid-cols-2">
            {numbered.map((list) => <NearbyList key={list.kind} kind={list.kind} places={list.places} suggestFrom={here} />)}
          </div>
        </section>
      ) : null}

      <section className="mt-6 rounded-xl border border-border bg-surface-2 p-4 text-sm">
        <p>{t('nearby.honesty')}</p>
        <p className="mt-1 text-muted">
          {t('nearby.source', { date: asOf(data.asOf) })}{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 underline">© OpenStreetMap contributors</a>
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={`/suggest?${new URLSearchParams({ collection: 'mapPoints', from: here })}`} rel="nofollow" className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-link underline">
            <Icon name="pencil" className="size-4 shrink-0" />{t('corrections.link.place')}
          </Link>
          <SuggestListingLink collection="healthFacilities" />
          <a href={`https://www.openstreetmap.org/note/new#map=16/${data.origin?.lat ?? data.centre.lat}/${data.origin?.lon ?? data.centre.lon}`} target="_blank" rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center gap-1 font-semibold text-link underline">
            <Icon name="map-pin" className="size-4" />{t('nearby.fixOnOsm')}
          </a>
        </p>
      </section>
    </div>
  )
}
