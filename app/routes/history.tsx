import { useLoaderData } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { FactList, PlaceGrid, SectionArticle } from '#app/features/guide/components/blocks'
import { factView, placeView, sectionView } from '#app/features/guide/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { HISTORY_FACTS } from '#app/lib/retrieval/fact-pages'
import type { Route } from './+types/history'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.history.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const guide = await getGuide()
  return {
    facts: HISTORY_FACTS
      .flatMap((id) => guide.facts.filter((f) => f.id === id)).map((f) => factView(f, lang)),
    sections: guide.history.map((s) => sectionView(s, lang)),
    // Old monuments with their years: the religious places that sources date.
    places: guide.religiousPlaces.filter((p) => p.period).map((p) =>
      placeView(p, lang, { kind: p.kind, lines: [{ label: t('content.period'), value: p.period }] })),
  }
}

/** History (spec 2 §2): the story in sourced sections, and the old monuments with their years. */
export default function History() {
  const { t } = useI18n()
  const { facts, sections, places } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.history.title')} icon="scroll-text" />
      <div className="mb-8"><FactList facts={facts} /></div>
      <div className="mb-8 space-y-3">{sections.map((s) => <SectionArticle key={s.id} section={s} />)}</div>
      {places.length ? (
        <section aria-labelledby="historic-places">
          <h2 id="historic-places" className="mb-3 text-xl font-bold">{t('guide.history.places')}</h2>
          <PlaceGrid places={places} />
        </section>
      ) : null}
    </>
  )
}
