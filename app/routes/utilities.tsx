import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { InfoBox } from '#app/components/ui/content'
import { NoVerifiedListing } from '#app/components/ui/no-verified'
import { PageHeader } from '#app/components/ui/page-header'
import { HotlineCard } from '#app/features/guide/components/hotline-card'
import { hotlinesById } from '#app/features/guide/components/info-views.server'
import { OfficeList } from '#app/features/guide/components/office-card'
import { placeView } from '#app/features/guide/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/utilities'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.utilities.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const guide = await getGuide()
  return {
    offices: guide.offices.filter((o) => o.kind === 'utility').map((o) => placeView(o, lang, { holders: o.holders })),
    // For a fire or an injury: the national emergency number and the fire service, from the pack.
    danger: hotlinesById(guide.hotlines, ['national-emergency', 'fire-service'], lang),
  }
}

/**
 * Utilities (spec 2 §2). The pack has no sourced electricity, gas, water or internet office yet,
 * so the page says so and keeps to guidance that holds whoever sends the bill.
 */
export default function Utilities() {
  const { t } = useI18n()
  const { offices, danger } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.utilities.title')} icon={sitePages.utilities.icon}>{t('info.utilities.lead')}</PageHeader>

      <section aria-labelledby="utility-offices" className="mb-8">
        <h2 id="utility-offices" className="mb-3 text-xl font-bold">{t('info.utilities.offices')}</h2>
        {offices.length ? <OfficeList offices={offices} /> : <NoVerifiedListing what={t('info.utilities.what')} />}
      </section>

      <div className="mb-8 grid gap-4 lg:grid-cols-3">
        <InfoBox title={t('info.utilities.bill.title')} icon="scroll-text">
          <ul className="list-disc space-y-1 pl-5">
            {(['info.utilities.bill.1', 'info.utilities.bill.2', 'info.utilities.bill.3', 'info.utilities.bill.4'] as const).map((key) => <li key={key}>{t(key)}</li>)}
          </ul>
        </InfoBox>
        <InfoBox title={t('info.utilities.receipt.title')} icon="banknote">
          <ul className="list-disc space-y-1 pl-5">
            {(['info.utilities.receipt.1', 'info.utilities.receipt.2'] as const).map((key) => <li key={key}>{t(key)}</li>)}
          </ul>
        </InfoBox>
        <InfoBox title={t('info.utilities.outage.title')} icon="plug-zap">
          <ol className="list-decimal space-y-1 pl-5">
            {(['info.utilities.outage.1', 'info.utilities.outage.2', 'info.utilities.outage.3'] as const).map((key) => <li key={key}>{t(key)}</li>)}
          </ol>
        </InfoBox>
      </div>

      <section aria-labelledby="utility-danger" className="mb-8">
        <h2 id="utility-danger" className="mb-2 text-xl font-bold">{t('info.utilities.safety.title')}</h2>
        <p className="mb-3">{t('info.utilities.safety.body')}</p>
        <ul className="grid gap-3 md:grid-cols-2">
          {danger.map((hotline) => <HotlineCard key={hotline.id} hotline={hotline} />)}
        </ul>
      </section>

      <p className="flex flex-wrap gap-x-4 gap-y-2">
        <span className="font-semibold">{t('info.seeAlso')}:</span>
        <Link to="/banks" className="text-link underline">{t('page.banks.title')}</Link>
        <Link to="/administration" className="text-link underline">{t('page.administration.title')}</Link>
        <Link to="/emergency" className="inline-block min-h-6 text-link underline">{t('page.emergency.title')}</Link>
      </p>
    </>
  )
}
