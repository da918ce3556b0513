import { useCallback, useEffect, useState } from 'react'
import { Card } from '#app/components/ui/card'
import { Icon } from '#app/components/ui/icon'
import { Link } from '#app/components/ui/link'
import { useHydrated } from '#app/components/ui/use-hydrated'
import { useI18n } from '#app/i18n/use-i18n'
import type { NearbyKind, NearbyPoint } from '#app/lib/geo'

/** The reader's choice, remembered on the phone (spec 1 §9 "locationEnabled"). */
const STORAGE_KEY = 'locationEnabled'
/** The card shows at most three places (spec 1 §9): the nearest of the three most urgent kinds. */
const cardKinds: NearbyKind[] = ['health', 'police', 'pharmacy']

type State =
  | { step: 'off' }
  | { step: 'locating' }
  | { step: 'ready'; places: { kind: NearbyKind; name: string; distance: string; geo: string }[] }
  | { step: 'error'; reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'points' }

let pointsRequest: Promise<NearbyPoint[]> | undefined
const loadPoints = () => (pointsRequest ??= fetch('/nearby/points.json').then((response) => {
  if (!response.ok) throw new Error(`points ${response.status}`)
  return response.json() as Promise<NearbyPoint[]>
}).catch((error: unknown) => {
  pointsRequest = undefined
  throw error
}))

/**
 * Home's "near you" card: off until the reader turns it on; then it asks for the position once
 * (10 s timeout) and measures, in the browser, to the mapped places, so the position never leaves
 * the phone. Without JavaScript it is a link to /nearby, where a union can be chosen.
 */
export function NearYouCard() {
  const { t, lang } = useI18n()
  const hydrated = useHydrated()
  const [state, setState] = useState<State>({ step: 'off' })

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return setState({ step: 'error', reason: 'unsupported' })
    setState({ step: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lon: position.coords.longitude }
        // The maths and the points load only now: the home page's script stays small.
        Promise.all([loadPoints(), import('#app/lib/geo')]).then(([points, { nearestByKind, formatDistance, mapLinks }]) => {
          const lists = nearestByKind(points, here, 1)
          setState({
            step: 'ready',
            places: cardKinds.flatMap((kind) => {
              const place = lists[kind][0]
              return place ? [{ kind, name: place.name[lang], distance: formatDistance(lang, place.distanceM), geo: mapLinks(place, place.name[lang]).geo }] : []
            }),
          })
        }, () => setState({ step: 'error', reason: 'points' }))
      },
      (error) => setState({
        step: 'error',
        reason: error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable',
      }),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }, [lang])

  // A reader who turned it on before sees their places again without asking.
  useEffect(() => {
    if (localStorage.getItem(STORAGE_KEY) === 'true') locate()
  }, [locate])

  const turnOn = () => {
    localStorage.setItem(STORAGE_KEY, 'true')
    locate()
  }
  const turnOff = () => {
    localStorage.removeItem(STORAGE_KEY)
    setState({ step: 'off' })
  }
  const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold'

  return (
    <Card>
      <h2 id="near-you" className="flex items-center gap-2 text-xl font-bold"><Icon name="locate-fixed" className="size-6 text-primary" />{t('nearby.card.title')}</h2>
      {state.step === 'off' ? <p className="mt-1 text-muted">{t('nearby.card.body')}</p> : null}
      {state.step === 'locating' ? <p className="mt-2" role="status">{t('nearby.locating')}</p> : null}
      {state.step === 'error' ? <p className="mt-2 text-danger" role="alert">{t(`nearby.error.${state.reason}`)}</p> : null}
      {state.step === 'ready' ? (
        <ul className="mt-3 space-y-2" aria-live="polite">
          {state.places.map(({ kind, name, distance, geo }) => (
            <li key={kind} className="flex flex-wrap items-center gap-x-2">
              <span className="text-sm text-muted">{t(`nearby.kind.${kind}`)}:</span>
              <span className="font-semibold">{name}</span>
              <span className="text-muted">· {distance}</span>
              <a href={geo} className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-link underline">
                <Icon name="map-pin" className="size-4" />{t('nearby.openMap')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {hydrated && state.step === 'off' ? <button type="button" onClick={turnOn} className={`${button} bg-primary text-on-primary`}>{t('nearby.card.turnOn')}</button> : null}
        {state.step === 'error' && state.reason !== 'unsupported' ? <button type="button" onClick={locate} className={`${button} bg-primary text-on-primary`}>{t('nearby.card.retry')}</button> : null}
        <Link to="/nearby" className={`${button} border border-border hover:bg-surface-2`}>
          {state.step === 'ready' ? t('nearby.card.more') : t('nearby.card.chooseUnion')}
        </Link>
        {state.step !== 'off' ? <button type="button" onClick={turnOff} className={`${button} text-muted hover:bg-surface-2`}>{t('nearby.card.turnOff')}</button> : null}
      </div>
      <p className="mt-2 text-xs text-muted">{t('nearby.honesty')}</p>
    </Card>
  )
}
