import { useCallback, useEffect, useState } from 'react'
import { Card } from '#app/components/ui/card'
import { Icon } from '#app/components/ui/icon'
import { Link } from '#app/components/ui/link'
import { PlaceName } from '#app/components/ui/place-name'
import { useHydrated } from '#app/components/ui/use-hydrated'
import { useI18n } from '#app/i18n/use-i18n'
import type { NearbyKind } from '#app/lib/geo'
import type { Located } from '../locate-places'

/** The reader's choice, remembered on the phone (spec 1 §9 "locationEnabled"). */
const STORAGE_KEY = 'locationEnabled'
/** The card shows at most three places (spec 1 §9): the nearest of the three most urgent kinds. */
const cardKinds: NearbyKind[] = ['health', 'police', 'pharmacy']

type State = { step: 'off' } | { step: 'locating' } | Located

/**
 * Home's "near you" card: off until the reader turns it on; then it asks for the position once
 * and measures in the browser (../locate-places). Without JavaScript it is a link to /nearby,
 * where a union can be chosen.
 */
export function NearYouCard() {
  const { t, lang } = useI18n()
  const hydrated = useHydrated()
  const [state, setState] = useState<State>({ step: 'off' })

  const locate = useCallback(() => {
    setState({ step: 'locating' })
    // The asking, the maths and the points load only now: the home page's script stays small.
    import('../locate-places').then(({ locatePlaces }) => locatePlaces(lang, cardKinds)).then(setState, () => setState({ step: 'error', reason: 'points' }))
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
              <span className="font-semibold"><PlaceName name={name} lang={lang} /></span>
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
