import { useLoaderData } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { FactList, PlaceGrid } from '#app/features/guide/components/blocks'
import { factView, placeView } from '#app/features/guide/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import { WORSHIP_FACTS } from '#app/lib/retrieval/fact-pages'
import type { Route } from './+types/religious-places'

const TYPES = ['mosque', 'temple', 'buddhist', 'shrine', 'church', 'other'] as const
// Demographics, then the counts of places of worship the social services portal gives.

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.religiousPlaces.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const guide = await getGuide()
  return {
    facts: WORSHIP_FACTS.flatMap((id) => guide.facts.filter((f) => f.id === id)).map((f) => factView(f, lang)),
    groups: TYPES.map((type) => ({
      type,
      items: guide.religiousPlaces.filter((p) => p.type === type).map((p) =>
        placeView(p, lang, { kind: p.kind, lines: [{ label: t('content.period'), value: p.period }] })),
    })).filter((group) => group.items.length > 0),
  }
}

/** Religious places (spec 2 §2): demographics and counts, then the named places by type, historic ones with their period. */
export default function ReligiousPlaces() {
  const { t } = useI18n()
  const { facts, groups } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.religiousPlaces.title')} icon={sitePages.religiousPlaces.icon}>{t('info.religion.lead')}</PageHeader>
      <section aria-labelledby="glance" className="mb-8">
        <h2 id="glance" className="mb-3 text-xl font-bold">{t('info.religion.glance')}</h2>
        <FactList facts={facts} />
        <p className="mt-2 text-sm text-muted">{t('info.religion.listNote')}</p>
      </section>
      <nav aria-label={t('page.religiousPlaces.title')} className="mb-6 flex flex-wrap gap-2">
        {groups.map((group) => (
          <a key={group.type} href={`#type-${group.type}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm font-semibold hover:bg-surface-2">
            {t(`info.religion.type.${group.type}`)}
            <span className="text-muted">({t('info.listedCount', { count: group.items.length })})</span>
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`type-${group.type}`} className="mb-8">
          <h2 id={`type-${group.type}`} className="mb-3 flex flex-wrap items-baseline gap-2 text-xl font-bold scroll-mt-20">
            {t(`info.religion.type.${group.type}`)}
            <span className="text-sm font-normal text-muted">{t('info.listedCount', { count: group.items.length })}</span>
          </h2>
          <PlaceGrid places={group.items} />
        </section>
      ))}
    </>
  )
}
