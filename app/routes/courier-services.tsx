import { useLoaderData, useSearchParams } from 'react-router'
import { InfoBox } from '#app/components/ui/content'
import { NoVerifiedListing } from '#app/components/ui/no-verified'
import { DirectorySearch } from '#app/components/ui/directory-search'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestListingLink } from '#app/components/ui/suggest-link'
import { ListingList } from '#app/features/directory/components/listing-card'
import { filterListings } from '#app/features/directory/listing'
import { courierView } from '#app/features/directory/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import type { Route } from './+types/courier-services'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.courierServices.title')
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const { couriers } = await getGuide()
  return { couriers: couriers.map((c) => courierView(c, lang, t)) }
}

const TRACKING_SEARCH = 'https://duckduckgo.com/?q=courier+parcel+tracking+Bangladesh'

/** Courier services: no branch is sourced yet, so the page says so and keeps its guidance. */
export default function CourierServices() {
  const { t } = useI18n()
  const { couriers } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const shown = filterListings(couriers, params.get('q') ?? '', null)
  return (
    <>
      <PageHeader title={t('page.courierServices.title')} icon="package" />
      {couriers.length === 0 ? (
        <NoVerifiedListing what={t('dir.couriers.what')} collection="couriers" />
      ) : (
        <>
          <DirectorySearch label={t('dir.couriers.search')} placeholder={t('dir.couriers.searchHint')} />
          <ListingList items={shown} empty={t('dir.couriers.empty')} />
          <div className="mt-4"><SuggestListingLink collection="couriers" /></div>
        </>
      )}
      <div className="mt-6">
        <InfoBox title={t('dir.couriers.tips.title')} icon="package">
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('dir.couriers.tips.1')}</li>
            <li>{t('dir.couriers.tips.2')}</li>
            <li>{t('dir.couriers.tips.3')}</li>
          </ul>
          <a href={TRACKING_SEARCH} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center gap-1 font-semibold text-link underline">
            <Icon name="external-link" className="size-4" />
            {t('dir.couriers.track')}
            <span className="sr-only">{t('content.opensNewTab')}</span>
          </a>
        </InfoBox>
      </div>
    </>
  )
}
