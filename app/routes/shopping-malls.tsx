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
import type { Route } from './+types/shopping-malls'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.shoppingMalls.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { shoppingMalls } = await getGuide()
  return { malls: shoppingMalls.map((m) => courierView(m, lang, translator(lang))) }
}

/** Shopping malls: none is sourced yet; the markets page has the sourced hats and bazars. */
export default function ShoppingMalls() {
  const { t } = useI18n()
  const { malls } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.shoppingMalls.title')} icon="shopping-bag" />
      {malls.length === 0 ? <NoVerifiedListing what={t('dir.malls.what')} collection="shoppingMalls" /> : (
        <>
          <ListingList items={malls} empty="" />
          <div className="mt-4"><SuggestListingLink collection="shoppingMalls" /></div>
        </>
      )}
      <div className="mt-6">
        <InfoBox title={t('dir.malls.tips.title')} icon="store">
          <p>{t('dir.malls.tips.1')}</p>
          <Link to="/local-markets" className="mt-2 inline-block min-h-6 font-semibold text-link underline">{t('page.localMarkets.title')}</Link>
        </InfoBox>
      </div>
    </>
  )
}
