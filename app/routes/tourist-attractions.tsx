import { useLoaderData } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { AttractionGrid } from '#app/features/guide/components/attraction-card'
import { placeView } from '#app/features/guide/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/tourist-attractions'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.touristAttractions.title')
// ?place= only says which card shows its full text: the list is already here.
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const { places } = await getGuide()
  return {
    places: places.map((p) => ({
      ...placeView(p, lang, { kind: p.kind }),
      category: t(`info.category.${p.type}`),
      bestTime: pick(lang, p.bestTime),
    })),
  }
}

/** Tourist attractions (spec 2 §2), in both languages: a grid of every place, long details behind Read more. */
export default function TouristAttractions() {
  const { t } = useI18n()
  const { places } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.touristAttractions.title')} icon={sitePages.touristAttractions.icon}>{t('info.attractions.lead')}</PageHeader>
      <AttractionGrid items={places} />
    </>
  )
}
