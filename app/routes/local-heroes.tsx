import { useLoaderData, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { EmptyResult } from '#app/components/ui/content'
import { PageHeader } from '#app/components/ui/page-header'
import { FeaturedHero, HeroCard } from '#app/features/heroes/components/hero-card'
import { HeroFilters } from '#app/features/heroes/components/hero-filters'
import { filterHeroes, parseHeroCategory, parseHeroSort, sortHeroes } from '#app/features/heroes/heroes'
import { heroViews } from '#app/features/heroes/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/local-heroes'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.localHeroes.title')
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { people } = await getGuide()
  return { heroes: heroViews(people, lang) }
}

/** Local heroes (spec 2 §2): search, category and sort in the URL; the first result large, the rest as cards. */
export default function LocalHeroes() {
  const { t, tn } = useI18n()
  const { heroes } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const shown = sortHeroes(
    filterHeroes(heroes, params.get('q') ?? '', parseHeroCategory(params.get('category'))),
    parseHeroSort(params.get('sort')),
  )
  const [featured, ...rest] = shown
  return (
    <>
      <PageHeader title={t('page.localHeroes.title')} icon={sitePages.localHeroes.icon}>{t('heroes.intro')}</PageHeader>
      <HeroFilters />
      <p className="mb-3 text-sm text-muted" aria-live="polite">{tn('content.results', shown.length)}</p>
      {featured ? (
        <>
          <section aria-labelledby="featured-hero" className="mb-8">
            <h2 id="featured-hero" className="mb-3 text-xl font-bold">{t('heroes.featured')}</h2>
            <FeaturedHero hero={featured} />
          </section>
          {rest.length ? (
            <section aria-labelledby="more-heroes">
              <h2 id="more-heroes" className="mb-3 text-xl font-bold">{t('heroes.others')}</h2>
              <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
                {rest.map((hero) => <HeroCard key={hero.id} hero={hero} />)}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <div className="flex flex-col items-center gap-3">
          <div className="w-full"><EmptyResult title={t('heroes.empty.title')} hint={t('heroes.empty.hint')} /></div>
          <Link to="/local-heroes" replace preventScrollReset className="inline-flex min-h-11 items-center rounded-lg border border-border px-4 font-semibold hover:bg-surface-2">
            {t('heroes.empty.clear')}
          </Link>
        </div>
      )}
    </>
  )
}
