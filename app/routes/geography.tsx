import { useLoaderData } from 'react-router'
import { upazilaMapHtml, upazilaPoint } from '#app/features/guide/upazila-map.server'
import { Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { FactList, SectionArticle, UpazilaMap } from '#app/features/guide/components/blocks'
import { factView, sectionView } from '#app/features/guide/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { factPage } from '#app/lib/retrieval/fact-pages'
import type { Route } from './+types/geography'

const FACTS = ['area', 'coordinates', 'bounding-box', 'boundaries', 'distance-from-district-hq', 'population-2011', 'population-2022', 'households-2011', 'density-2011', 'unions', 'villages', 'mauzas', 'postal-code']

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.geography.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const guide = await getGuide()
  return {
    // The main facts in this order, then every other fact no other page shows (so a search or
    // an assistant citation of any fact lands on a row that shows it).
    facts: [...FACTS.flatMap((id) => guide.facts.filter((f) => f.id === id)), ...guide.facts.filter((f) => !FACTS.includes(f.id) && factPage(f.id) === 'geography')]
      .map((f) => factView(f, lang)),
    sections: guide.geography.map((s) => sectionView(s, lang)),
    unions: guide.unions.filter((u) => u.kind !== 'former-union').map((u) => ({ id: u.id, name: pick(lang, u.name) })),
    mapHtml: upazilaMapHtml(lang),
    mapPoint: upazilaPoint,
  }
}

/** Geography (spec 2 §2): location, borders, census figures, the Halda, the unions and a map. */
export default function Geography() {
  const { t } = useI18n()
  const { facts, sections, unions, mapHtml, mapPoint } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.geography.title')} icon="map" />
      <section aria-labelledby="glance" className="mb-8">
        <h2 id="glance" className="mb-3 text-xl font-bold">{t('guide.atAGlance')}</h2>
        <FactList facts={facts} />
      </section>
      <div className="mb-8 grid gap-3 md:grid-cols-2">
        {sections.map((s) => <SectionArticle key={s.id} section={s} />)}
      </div>
      <section aria-labelledby="unions-list" className="mb-8">
        <h2 id="unions-list" className="mb-3 text-xl font-bold">{t('guide.unions.title')}</h2>
        <ul className="flex flex-wrap gap-2">
          {unions.map((u) => <li key={u.id} className="rounded-full border border-border bg-surface px-3 py-1 text-sm">{u.name}</li>)}
        </ul>
        <Link to="/administration" className="mt-3 inline-block text-link underline">{t('page.administration.title')}</Link>
      </section>
      {/* Bounding box and point from Banglapedia and Wikipedia (content pack: facts). */}
      <UpazilaMap lat={mapPoint.lat} lng={mapPoint.lng} mapHtml={mapHtml} />
    </>
  )
}
