import { useLoaderData, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { CallButton, InfoBox } from '#app/components/ui/content'
import { PhoneLine } from '#app/components/ui/phone-line'
import { DirectorySearch, withParam } from '#app/components/ui/directory-search'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestListingLink } from '#app/components/ui/suggest-link'
import { Tabs } from '#app/components/ui/tabs'
import { ListingList } from '#app/features/directory/components/listing-card'
import { filterListings } from '#app/features/directory/listing'
import { hospitalView } from '#app/features/directory/views.server'
import { bilingual, translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import type { Route } from './+types/hospitals'
import { place } from '#pack/place'

const types = ['government', 'private', 'diagnostic'] as const

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.hospitals.title')
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const { healthFacilities } = await getGuide()
  const hospitals = healthFacilities.map((h) => hospitalView(h, lang, t, bilingual(`dir.type.${h.type}`)))
  // The emergency box names the upazila's own hospital (the pack's): its number once one is checked (issue 42).
  const complex = hospitals.find((h) => `healthFacilities/${h.id}` === place.assistant.numberHelp.health)
  return { hospitals, complex: complex ? { name: complex.name, phones: complex.phones } : null }
}

/** Hospitals (spec 2 §2): search, type tabs, the emergency numbers box. */
export default function Hospitals() {
  const { t, tn } = useI18n()
  const { hospitals, complex } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const type = types.find((candidate) => candidate === params.get('type')) ?? null
  const shown = filterListings(hospitals, params.get('q') ?? '', type)
  return (
    <>
      <PageHeader title={t('page.hospitals.title')} icon="hospital" />
      <div className="mb-6">
        <InfoBox title={t('dir.hospitals.emergency.title')} icon="siren" tone="warning">
          <ul className="space-y-3">
            <li className="flex flex-wrap items-center gap-3"><CallButton number="999" /> {t('dir.hospitals.emergency.ambulance')}</li>
            <li className="flex flex-wrap items-center gap-3"><CallButton number="16263" /> {t('dir.hospitals.emergency.health')}</li>
            {complex?.phones.some((phone) => !phone.status) ? (
              <li>
                <p className="mb-1 font-semibold">{complex.name}</p>
                <div className="flex flex-wrap gap-3">{complex.phones.map((phone, index) => <PhoneLine key={index} phone={phone} label={complex.name} />)}</div>
              </li>
            ) : <li>{t('dir.hospitals.emergency.uhc')}</li>}
          </ul>
          <Link to="/emergency" className="mt-3 inline-block min-h-6 font-semibold underline">{t('page.emergency.title')}</Link>
        </InfoBox>
      </div>
      <DirectorySearch label={t('dir.hospitals.search')} placeholder={t('dir.hospitals.searchHint')} keep={['type']} />
      <Tabs
        label={t('dir.hospitals.tabs')}
        idBase="hospital-type"
        tabs={[
          { id: 'all', label: t('content.filter.all'), href: withParam(params, 'type', null) },
          ...types.map((id) => ({ id, label: t(`dir.type.${id}`), href: withParam(params, 'type', id) })),
        ]}
        selected={type ?? 'all'}
      >
        <p className="mb-3 text-sm text-muted" aria-live="polite">{tn('content.results', shown.length)}</p>
        <ListingList items={shown} empty={t('dir.hospitals.empty')} />
      </Tabs>
      <div className="mt-4"><SuggestListingLink collection="healthFacilities" /></div>
    </>
  )
}
