import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { PlaceGrid } from '#app/features/guide/components/blocks'
import { placeView } from '#app/features/guide/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/tourist-spots'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.touristSpots.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const { places } = await getGuide()
  // PlaceCard shows the "view location" map button only for a place with sourced coordinates.
  const view = (p: (typeof places)[number]) =>
    placeView(p, lang, { kind: p.kind, lines: [{ label: t('info.attractions.bestTime'), value: p.bestTime }] })
  return {
    natural: places.filter((p) => p.type === 'natural').map(view),
    heritage: places.filter((p) => p.type !== 'natural').map(view),
  }
}

/** Tourist spots (spec 2 §2): the places grouped natural versus religious and historical. */
export default function TouristSpots() {
  const { t } = useI18n()
  const { natural, heritage } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.touristSpots.title')} icon={sitePages.touristSpots.icon}>{t('info.spots.lead')}</PageHeader>
      {[
        { id: 'natural', title: t('info.spots.natural'), places: natural },
        { id: 'heritage', title: t('info.spots.heritage'), places: heritage },
      ].filter((group) => group.places.length > 0).map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="mb-8">
          <h2 id={`group-${group.id}`} className="mb-3 flex flex-wrap items-baseline gap-2 text-xl font-bold">
            {group.title}
            <span className="text-sm font-normal text-muted">{t('info.listedCount', { count: group.places.length })}</span>
          </h2>
          <PlaceGrid places={group.places} />
        </section>
      ))}
      <p className="flex flex-wrap gap-x-4 gap-y-2">
        <span className="font-semibold">{t('info.seeAlso')}:</span>
        <Link to="/tourist-attractions" className="text-link underline">{t('info.spots.allAttractions')}</Link>
        <Link to="/religious-places" className="text-link underline">{t('page.religiousPlaces.title')}</Link>
        <Link to="/history" className="text-link underline">{t('page.history.title')}</Link>
      </p>
    </>
  )
}
