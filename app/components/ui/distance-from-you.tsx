import { useEffect, useState } from 'react'
import { useI18n } from '#app/i18n/use-i18n'

/** The "near you" choice, remembered on the phone (spec 1 §9 "locationEnabled"; the home card). */
const LOCATION_KEY = 'locationEnabled'

let position: Promise<{ lat: number; lon: number } | null> | undefined
/** The reader's position, asked once per page for every card (a position up to 5 minutes old will do). */
function readerPosition() {
  position ??= new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  })
  return position
}

/**
 * How far a place is from the reader ("১.২ কিমি দূরে"), for a reader who turned "near you" on:
 * measured in the browser, so the position never leaves the phone. Nothing for anyone else, and
 * nothing without JavaScript. The maths loads only when it is needed.
 */
export function DistanceFromYou({ lat, lng }: { lat: number; lng: number }) {
  const { t, lang } = useI18n()
  const [distance, setDistance] = useState<string | null>(null)
  useEffect(() => {
    try {
      if (localStorage.getItem(LOCATION_KEY) !== 'true') return
    } catch {
      return
    }
    let live = true
    void Promise.all([readerPosition(), import('#app/lib/geo')]).then(([here, geo]) => {
      if (live && here) setDistance(geo.formatDistance(lang, geo.distanceM(here, { lat, lon: lng })))
    })
    return () => {
      live = false
    }
  }, [lat, lng, lang])
  return distance ? <span className="text-sm text-muted">{t('content.distanceAway', { distance })}</span> : null
}
