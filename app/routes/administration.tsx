import { useLoaderData, useSearchParams } from 'react-router'
import { CollapsibleSection, useOpenSectionOfTarget } from '#app/components/ui/collapsible-section'
import { InfoBox } from '#app/components/ui/content'
import { PageHeader } from '#app/components/ui/page-header'
import { Tabs } from '#app/components/ui/tabs'
import { PlaceGrid } from '#app/features/guide/components/blocks'
import { placeView } from '#app/features/guide/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { formatNumber } from '#app/lib/format'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import type { Route } from './+types/administration'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.administration.title')
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const guide = await getGuide()
  const unionView = (u: (typeof guide.unions)[number]) =>
    placeView(u, lang, {
      kind: u.kind === 'former-union' ? { bn: 'সাবেক ইউনিয়ন', en: 'Former union' } : undefined,
      lines: [
        { label: t('guide.admin.number'), value: u.number ? formatNumber(lang, Number(u.number), { minimumIntegerDigits: 2 }) : undefined },
        { label: t('guide.admin.postcode'), value: u.postcode ? formatNumber(lang, Number(u.postcode), { useGrouping: false }) : undefined },
        { label: t('guide.admin.area'), value: u.areaKm2 ? t('guide.admin.areaValue', { area: u.areaKm2 }) : undefined },
      ],
      holders: u.chairman ? [u.chairman] : undefined,
    })
  return {
    offices: guide.offices.map((o) => placeView(o, lang, { holders: o.holders })),
    unions: guide.unions.filter((u) => u.kind !== 'municipality').map(unionView),
    municipality: guide.unions.filter((u) => u.kind === 'municipality').map(unionView),
    counts: { unions: guide.unions.filter((u) => u.kind === 'union').length, municipalities: guide.unions.filter((u) => u.kind === 'municipality').length },
    postOffices: guide.postOffices.map((p) =>
      placeView(p, lang, { lines: [{ label: t('guide.admin.postcode'), value: p.postcode ? formatNumber(lang, Number(p.postcode), { useGrouping: false }) : undefined }] })),
  }
}

/** Administration (spec 2 §2): offices with their dated office holders, unions and municipality tabs, post offices. */
export default function Administration() {
  const { t, lang } = useI18n()
  const data = useLoaderData<typeof loader>()
  useOpenSectionOfTarget()
  const [params] = useSearchParams()
  const tab = params.get('tab') === 'municipality' ? 'municipality' : 'unions'
  return (
    <>
      <PageHeader title={t('page.administration.title')} icon="building-2">{t('guide.admin.holdersChange')}</PageHeader>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          {/* The unions are what most readers come for: first, then the long lists folded. */}
          <section aria-labelledby="unions" className="mb-6">
            <h2 id="unions" className="mb-3 text-xl font-bold">{t('guide.admin.tabs')}</h2>
            <Tabs label={t('guide.admin.tabs')} idBase="admin" selected={tab}
              tabs={[
                { id: 'unions', label: t('guide.admin.tab.unions'), href: '?tab=unions' },
                { id: 'municipality', label: t('guide.admin.tab.municipality'), href: '?tab=municipality' },
              ]}>
              <PlaceGrid places={tab === 'unions' ? data.unions : data.municipality} />
            </Tabs>
          </section>
          <CollapsibleSection id="offices" title={t('guide.admin.offices')} count={formatNumber(lang, data.offices.length)}>
            <PlaceGrid places={data.offices} />
          </CollapsibleSection>
          <CollapsibleSection id="post-offices" title={t('guide.admin.postOffices')} count={formatNumber(lang, data.postOffices.length)}>
            <PlaceGrid places={data.postOffices} />
          </CollapsibleSection>
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <InfoBox title={t('guide.atAGlance')} icon="building-2">
            <p className="font-semibold">{t('guide.unions.count', data.counts)}</p>
          </InfoBox>
        </div>
      </div>
    </>
  )
}
