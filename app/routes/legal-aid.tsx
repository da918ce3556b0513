import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { InfoBox } from '#app/components/ui/content'
import { NoVerifiedListing } from '#app/components/ui/no-verified'
import { PageHeader } from '#app/components/ui/page-header'
import { HotlineCard } from '#app/features/guide/components/hotline-card'
import { hotlinesById } from '#app/features/guide/components/info-views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/legal-aid'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.legalAid.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { hotlines } = await getGuide()
  return {
    legalAid: hotlinesById(hotlines, ['legal-aid'], lang)[0] ?? null,
    danger: hotlinesById(hotlines, ['national-emergency'], lang),
    womenChildren: hotlinesById(hotlines, ['women-children-violence', 'child-helpline'], lang),
  }
}

const READY = ['info.legal.ready.1', 'info.legal.ready.2', 'info.legal.ready.3', 'info.legal.ready.4', 'info.legal.ready.5', 'info.legal.ready.6'] as const

/** Legal aid (spec 2 §2): the national legal aid helpline first, danger and women-and-children lines, what to have ready. */
export default function LegalAid() {
  const { t } = useI18n()
  const { legalAid, danger, womenChildren } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.legalAid.title')} icon={sitePages.legalAid.icon}>{t('info.legal.lead')}</PageHeader>

      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        {legalAid ? <HotlineCard hotline={legalAid} as="article" level={2} big className="border-2 border-primary" /> : null}
        <InfoBox title={t('info.legal.ready.title')} icon="scroll-text">
          <ul className="list-disc space-y-1 pl-5">{READY.map((key) => <li key={key}>{t(key)}</li>)}</ul>
        </InfoBox>
      </div>

      <section aria-labelledby="danger" className="mb-8">
        <h2 id="danger" className="mb-3 text-xl font-bold text-danger">{t('info.legal.danger')}</h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {danger.map((hotline) => <HotlineCard key={hotline.id} hotline={hotline} className="border-2 border-danger" />)}
        </ul>
      </section>

      <section aria-labelledby="women-children" className="mb-8">
        <h2 id="women-children" className="mb-3 text-xl font-bold">{t('info.legal.womenChildren')}</h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {womenChildren.map((hotline) => <HotlineCard key={hotline.id} hotline={hotline} />)}
        </ul>
      </section>

      <section aria-labelledby="local-offices" className="mb-8">
        <h2 id="local-offices" className="mb-3 text-xl font-bold">{t('info.legal.local')}</h2>
        <NoVerifiedListing what={t('info.legal.local.what')} />
      </section>

      <p className="flex flex-wrap gap-x-4 gap-y-2">
        <span className="font-semibold">{t('info.seeAlso')}:</span>
        <Link to="/emergency" className="inline-block min-h-6 text-link underline">{t('page.emergency.title')}</Link>
        <Link to="/administration" className="text-link underline">{t('page.administration.title')}</Link>
      </p>
    </>
  )
}
