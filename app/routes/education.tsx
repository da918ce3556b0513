import { useLoaderData } from 'react-router'
import { InfoBox } from '#app/components/ui/content'
import { PageHeader } from '#app/components/ui/page-header'
import { FactList, PlaceGrid } from '#app/features/guide/components/blocks'
import { factView, placeView } from '#app/features/guide/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { localDigits } from '#app/lib/format'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/education'

const TYPES = ['university', 'college', 'school', 'madrasa', 'technical', 'other'] as const
// The upazila's 2011 rate, then the paurashava's, whose note carries the sources' disagreement.
const LITERACY = ['literacy-2011', 'literacy-paurashava']

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.education.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const guide = await getGuide()
  return {
    literacy: LITERACY.flatMap((id) => guide.facts.filter((f) => f.id === id)).map((f) => factView(f, lang)),
    groups: TYPES.map((type) => ({
      type,
      items: guide.institutions.filter((i) => i.type === type).map((i) =>
        placeView(i, lang, { kind: i.kind, lines: [{ label: t('info.edu.eiin'), value: i.eiin ? localDigits(lang, i.eiin) : undefined }] })),
    })).filter((group) => group.items.length > 0),
  }
}

/** Education (spec 2 §2): the literacy rate, and the named institutions grouped by type with counts. */
export default function Education() {
  const { t } = useI18n()
  const { literacy, groups } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.education.title')} icon={sitePages.education.icon}>{t('info.edu.lead')}</PageHeader>
      <div className="mb-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="literacy" className="min-w-0">
          <h2 id="literacy" className="mb-3 text-xl font-bold">{t('info.edu.literacy')}</h2>
          <FactList facts={literacy} />
        </section>
        <InfoBox title={t('info.edu.counts')} icon="graduation-cap">
          <ul className="space-y-1">
            {groups.map((group) => (
              <li key={group.type} className="flex justify-between gap-3">
                <a href={`#type-${group.type}`} className="inline-block min-h-6 text-link underline">{t(`info.edu.type.${group.type}`)}</a>
                <span className="font-semibold tabular-nums">{t('info.listedCount', { count: group.items.length })}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs">{t('info.edu.countsNote')}</p>
        </InfoBox>
      </div>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`type-${group.type}`} className="mb-8">
          <h2 id={`type-${group.type}`} className="mb-3 flex flex-wrap items-baseline gap-2 text-xl font-bold scroll-mt-20">
            {t(`info.edu.type.${group.type}`)}
            <span className="text-sm font-normal text-muted">{t('info.listedCount', { count: group.items.length })}</span>
          </h2>
          <PlaceGrid places={group.items} />
        </section>
      ))}
    </>
  )
}
