import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { InfoBox } from '#app/components/ui/content'
import { NoVerifiedListing } from '#app/components/ui/no-verified'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestListingLink } from '#app/components/ui/suggest-link'
import { ListingList } from '#app/features/directory/components/listing-card'
import { courierView } from '#app/features/directory/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import type { Route } from './+types/hotels'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.hotels.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { hotels } = await getGuide()
  return { hotels: hotels.map((h) => courierView(h, lang, translator(lang))) }
}

/** Hotels: none is sourced yet, so the page says so plainly and keeps its guidance. */
export default function Hotels() {
  const { t } = useI18n()
  const { hotels } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.hotels.title')} icon="bed-double" />
      {hotels.length === 0 ? <NoVerifiedListing what={t('dir.hotels.what')} collection="hotels" /> : (
        <>
          <ListingList items={hotels} empty="" />
          <div className="mt-4"><SuggestListingLink collection="hotels" /></div>
        </>
      )}
      <div className="mt-6">
        <InfoBox title={t('dir.hotels.tips.title')} icon="bed-double">
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('dir.hotels.tips.1')}</li>
            <li>{t('dir.hotels.tips.2')}</li>
          </ul>
          <p className="mt-2"><Link to="/tourist-spots" className="text-link underline">{t('page.touristSpots.title')}</Link> · <Link to="/transportation" className="text-link underline">{t('page.transportation.title')}</Link></p>
        </InfoBox>
      </div>
    </>
  )
}
