import { useLoaderData, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { InfoBox } from '#app/components/ui/content'
import { DirectorySearch, withParam } from '#app/components/ui/directory-search'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestListingLink } from '#app/components/ui/suggest-link'
import { ListingList } from '#app/features/directory/components/listing-card'
import { filterListings } from '#app/features/directory/listing'
import { doctorView } from '#app/features/directory/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import type { Route } from './+types/doctors'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.doctors.title')
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const { doctors } = await getGuide()
  const views = doctors.map((d) => doctorView(d, lang, t))
  // One filter button per distinct specialty, sorted (spec 2 §2).
  const specialties = [...new Set(views.map((v) => v.facet))].sort((a, b) => a.localeCompare(b, lang))
  return { doctors: views, specialties }
}

/** Doctors (spec 2 §2): search and specialty buttons that combine, and the tips box. */
export default function Doctors() {
  const { t, tn } = useI18n()
  const { doctors, specialties } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const specialty = specialties.find((s) => s === params.get('specialty')) ?? null
  const shown = filterListings(doctors, params.get('q') ?? '', specialty)
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${active ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`
  return (
    <>
      <PageHeader title={t('page.doctors.title')} icon="stethoscope">{t('dir.doctors.postings')}</PageHeader>
      <DirectorySearch label={t('dir.doctors.search')} placeholder={t('dir.doctors.searchHint')} keep={['specialty']} />
      <nav aria-label={t('dir.doctors.filter')} className="mb-4 flex flex-wrap gap-2">
        <Link to={withParam(params, 'specialty', null)} replace preventScrollReset aria-current={!specialty ? 'true' : undefined} className={chip(!specialty)}>
          {t('dir.doctors.all')}
        </Link>
        {specialties.map((s) => (
          <Link key={s} to={withParam(params, 'specialty', s)} replace preventScrollReset aria-current={s === specialty ? 'true' : undefined} className={chip(s === specialty)}>
            {s}
          </Link>
        ))}
      </nav>
      <p className="mb-3 text-sm text-muted" aria-live="polite">{tn('content.results', shown.length)}</p>
      <ListingList items={shown} empty={t('dir.doctors.empty')} />
      <div className="mt-4"><SuggestListingLink collection="doctors" /></div>
      <div className="mt-6">
        <InfoBox title={t('dir.doctors.tips.title')} icon="stethoscope">
          <ol className="list-decimal space-y-1 pl-5">
            {(['dir.doctors.tips.1', 'dir.doctors.tips.2', 'dir.doctors.tips.3', 'dir.doctors.tips.4', 'dir.doctors.tips.5'] as const).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </InfoBox>
      </div>
    </>
  )
}
