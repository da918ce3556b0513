import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { CallButton, InfoBox } from '#app/components/ui/content'
import { PageHeader } from '#app/components/ui/page-header'
import { ListingList } from '#app/features/directory/components/listing-card'
import { doctorView, hospitalView } from '#app/features/directory/views.server'
import { bilingual, translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import type { Route } from './+types/health'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.health.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const guide = await getGuide()
  return {
    facilities: guide.healthFacilities.map((h) => hospitalView(h, lang, t, bilingual(`dir.type.${h.type}`))),
    doctors: guide.doctors.map((d) => doctorView(d, lang, t)),
  }
}

/** Health (spec 2 §2): institutions, emergency health lines, doctors in government posts. */
export default function Health() {
  const { t } = useI18n()
  const { facilities, doctors } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.health.title')} icon="heart-pulse" />
      <div className="mb-8">
        <InfoBox title={t('guide.health.emergency')} icon="siren" tone="warning">
          <ul className="space-y-3">
            <li className="flex flex-wrap items-center gap-3"><CallButton number="999" /> {t('dir.hospitals.emergency.ambulance')}</li>
            <li className="flex flex-wrap items-center gap-3"><CallButton number="16263" /> {t('dir.hospitals.emergency.health')}</li>
          </ul>
        </InfoBox>
      </div>
      <section aria-labelledby="facilities" className="mb-8">
        <h2 id="facilities" className="mb-3 text-xl font-bold">{t('guide.health.facilities')}</h2>
        <ListingList items={facilities} empty={t('dir.hospitals.empty')} />
      </section>
      <section aria-labelledby="doctors" className="mb-8">
        <h2 id="doctors" className="mb-3 text-xl font-bold">{t('guide.health.doctors')}</h2>
        <p className="mb-3 text-sm text-muted">{t('dir.doctors.postings')}</p>
        <ListingList items={doctors} empty={t('dir.doctors.empty')} />
      </section>
      <p className="flex flex-wrap gap-4 font-semibold">
        <Link to="/hospitals" className="text-link underline">{t('page.hospitals.title')}</Link>
        <Link to="/doctors" className="text-link underline">{t('page.doctors.title')}</Link>
        <Link to="/emergency" className="text-link underline">{t('page.emergency.title')}</Link>
      </p>
    </>
  )
}
