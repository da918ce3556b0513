import { useState, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Badge, Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { MapButton } from '#app/components/ui/map-button'
import { Dialog } from '#app/components/ui/dialog'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import type { PlaceView } from '../views.server'

// False on the server and while React hydrates, true afterwards: the control that needs
// JavaScript replaces its no-JavaScript form without a hydration mismatch. (Inlined in each
// component rather than shared, so it costs no separate chunk on the first visit.)
const noSubscription = () => () => {}
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false)

/** Details longer than this are clamped to three lines with a Read more (spec 2 §9). */
export const DETAILS_CLAMP_AT = 150

export interface AttractionView extends PlaceView {
  category: string
  bestTime?: string
}

/** Whether a card's details are long enough to be clamped behind Read more. */
export const isLong = (details: string | undefined) => (details?.length ?? 0) > DETAILS_CLAMP_AT

/**
 * A grid of places. Long details are clamped to three lines; Read more opens a dialog with the
 * full text. Without JavaScript, Read more is a link to `?place=<id>`, which shows that card's
 * full text in place.
 */
export function AttractionGrid({ items }: { items: AttractionView[] }) {
  const { t } = useI18n()
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const [openId, setOpenId] = useState<string | null>(null)
  const expanded = params.get('place')
  const open = items.find((place) => place.id === openId)
  const action = 'inline-flex min-h-11 items-center gap-1 rounded-lg text-sm font-semibold text-link underline'
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((place) => {
          const long = isLong(place.details)
          const isExpanded = expanded === place.id
          return (
            <Card as="li" key={place.id} id={place.id} className="flex flex-col gap-2">
              <div className="flex flex-wrap gap-1">
                <Badge tone="primary">{place.category}</Badge>
                {place.unverified ? <UnverifiedBadge /> : null}
              </div>
              <h2 className="text-lg font-bold leading-snug">{place.name}</h2>
              {place.kind ? <p className="text-sm text-muted">{place.kind}</p> : null}
              {place.address ? (
                <p className="flex gap-2 text-sm">
                  <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span><span className="sr-only">{t('dir.field.address')}: </span>{place.address}</span>
                </p>
              ) : null}
              {place.bestTime ? (
                <p className="flex gap-2 text-sm">
                  <Icon name="calendar-days" className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span><span className="text-muted">{t('info.attractions.bestTime')}:</span> {place.bestTime}</span>
                </p>
              ) : null}
              {place.details ? (
                <p className={`text-sm ${long && !isExpanded ? 'line-clamp-3' : ''}`}>{place.details}</p>
              ) : null}
              {long ? (
                <div>
                  {isExpanded ? (
                    <Link to={{ search: '', hash: place.id }} replace preventScrollReset className={action}>{t('info.showLess')}</Link>
                  ) : hydrated ? (
                    <button type="button" className={action} aria-haspopup="dialog" aria-label={t('info.readMoreOf', { name: place.name })}
                      onClick={() => setOpenId(place.id)}>
                      {t('info.readMore')}
                    </button>
                  ) : (
                    <Link to={`?place=${encodeURIComponent(place.id)}#${place.id}`} className={action} aria-label={t('info.readMoreOf', { name: place.name })}>
                      {t('info.readMore')}
                    </Link>
                  )}
                </div>
              ) : null}
              {place.notes ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{place.notes}</p> : null}
              {place.coordinates ? <div><MapButton lat={place.coordinates.lat} lng={place.coordinates.lng} /></div> : null}
              <div className="mt-auto">
                <SourceNote sources={place.sources} asOf={place.asOf} />
                {place.collection ? <SuggestCorrectionLink collection={place.collection} recordId={place.id} /> : null}
              </div>
            </Card>
          )
        })}
      </ul>
      <Dialog open={Boolean(open)} onClose={() => setOpenId(null)} title={open?.name ?? ''}>
        {open ? (
          <>
            <p className="mb-2"><Badge tone="primary">{open.category}</Badge></p>
            <p className="whitespace-pre-line">{open.details}</p>
            <SourceNote sources={open.sources} asOf={open.asOf} />
          </>
        ) : null}
      </Dialog>
    </>
  )
}
