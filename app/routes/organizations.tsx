import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { OfficeList } from '#app/features/guide/components/office-card'
import { OrganizationList } from '#app/features/guide/components/organization-card'
import { placeView } from '#app/features/guide/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/organizations'

/** Offices people go to for a service, in this order; the administration page lists them all. */
const PUBLIC_SERVICE_KINDS = ['social', 'agriculture', 'land', 'education'] as const

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.organizations.title')
// ?org= only says which card is expanded: the list is already here.
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const guide = await getGuide()
  return {
    organizations: guide.organizations.map((o) => ({ ...placeView(o, lang, { kind: o.kind }), focus: pick(lang, o.focus) })),
    offices: PUBLIC_SERVICE_KINDS.flatMap((kind) => guide.offices.filter((o) => o.kind === kind))
      .map((o) => placeView(o, lang, { holders: o.holders })),
  }
}

/** Organizations (spec 2 §2): organisation cards with a details dialog, and the public-service offices. */
export default function Organizations() {
  const { t } = useI18n()
  const { organizations, offices } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.organizations.title')} icon={sitePages.organizations.icon}>{t('info.orgs.lead')}</PageHeader>
      <section aria-labelledby="orgs" className="mb-8">
        <h2 id="orgs" className="mb-3 text-xl font-bold">{t('info.orgs.heading')}</h2>
        <OrganizationList items={organizations} />
      </section>
      <section aria-labelledby="public-offices">
        <h2 id="public-offices" className="mb-3 text-xl font-bold">{t('info.orgs.offices')}</h2>
        <OfficeList offices={offices} />
        <p className="mt-3"><Link to="/administration" className="inline-block min-h-6 font-semibold text-link underline">{t('info.orgs.allOffices')}</Link></p>
      </section>
    </>
  )
}
