import { AssistantPromo } from '#app/features/assistant/components/assistant-promo'
import { useLoaderData } from 'react-router'
import { upazilaMapHtml, upazilaPoint } from '#app/features/guide/upazila-map.server'
import { Link } from '#app/components/ui/link'
import { Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { UpazilaMap } from '#app/features/guide/components/upazila-map'
import { factView } from '#app/features/guide/views.server'
import { homeNews } from '#app/features/news/home-news.server'
import { NearYouCard } from '#app/features/nearby/components/near-you-card'
import { SiteSearch } from '#app/features/search/components/site-search'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { formatDate } from '#app/lib/format'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { homeTiles, sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/home'
import { FORUM } from '#app/lib/forum-path'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, 'page.home.title', { canonical: '/' })

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { facts } = await getGuide()
  return {
    facts: ['area', 'population-2011', 'unions'].flatMap((id) => facts.filter((f) => f.id === id)).map((f) => factView(f, lang)),
    mapHtml: upazilaMapHtml(lang),
    mapPoint: upazilaPoint,
    news: await homeNews(lang),
  }
}

/**
 * Home (spec 1 §2): the search hero, the 20 category tiles, the forum promo, about the place in
 * sourced figures, key features and the map, with the AI assistant's promo, the near-you card and
 * the latest news from their own features.
 */
export default function Home() {
  const { t, lang } = useI18n()
  const { facts, mapHtml, mapPoint, news } = useLoaderData<typeof loader>()
  return (
    <>
      <section className="-mx-4 -mt-6 bg-primary px-4 pb-8 pt-8 text-on-primary sm:mx-0 sm:mt-0 sm:rounded-2xl sm:px-8">
        <h1 className="text-3xl font-bold">{t('home.welcome')}</h1>
        <p className="mt-2 max-w-prose">{t('home.intro')}</p>
        <div className="mt-5 max-w-2xl text-fg"><SiteSearch id="home-search" large /></div>
        <a href="#categories" className="mt-4 inline-flex items-center gap-1 font-semibold underline underline-offset-4">
          {t('home.browse')}
          <Icon name="chevron-down" className="size-4" />
        </a>
      </section>

      <section id="categories" aria-labelledby="categories-heading" className="mt-8 scroll-mt-20">
        <h2 id="categories-heading" className="sr-only">{t('home.categories')}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {homeTiles.map((key) => (
            <li key={key}>
              <Link to={sitePages[key].path}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-border bg-surface p-4 text-center font-semibold hover:border-primary">
                <Icon name={sitePages[key].icon} className="size-7 text-primary" />
                <span>{t(`page.${key}.title`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="assistant-promo" className="mt-8">
        <AssistantPromo />
      </section>

      <section aria-labelledby="forum-promo" className="mt-8">
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="forum-promo" className="flex items-center gap-2 text-xl font-bold"><Icon name="messages-square" className="size-6 text-primary" />{t('home.forum.title')}</h2>
            <p className="mt-1 text-muted">{t('home.forum.body')}</p>
          </div>
          <Link to={FORUM} className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-on-primary">{t('home.forum.cta')}</Link>
        </Card>
      </section>

      <section aria-labelledby="near-you" className="mt-8">
        <NearYouCard />
      </section>
      {news.items.length > 0 || news.failingSince ? (
        <section aria-labelledby="home-news" className="mt-8">
          <h2 id="home-news" className="mb-3 flex items-center gap-2 text-xl font-bold"><Icon name="newspaper" className="size-6 text-primary" />{t('home.news.title')}</h2>
          {news.failingSince ? <p className="mb-3 rounded-lg bg-warning-soft p-3 text-sm text-warning-fg">{t('home.news.failing', { time: news.failingSince })}</p> : null}
          {news.items.length > 0 ? (
            <ul className="grid gap-3 md:grid-cols-3">
              {news.items.map((item) => (
                <Card as="li" key={item.id}>
                  <p className="text-xs text-muted"><span className="font-semibold text-fg">{item.sourceName}</span> · <time dateTime={item.publishedAt}>{formatDate(lang, item.publishedAt)}</time></p>
                  <h3 className="mt-1 font-bold leading-snug"><Link to={`/news?item=${item.id}`} className="hover:underline">{item.title}</Link></h3>
                </Card>
              ))}
            </ul>
          ) : null}
          <Link to="/news" className="mt-3 inline-flex min-h-8 items-center font-semibold text-link underline">{t('home.news.all')}</Link>
        </section>
      ) : null}

      <section aria-labelledby="about-heading" className="mt-8">
        <h2 id="about-heading" className="mb-3 text-xl font-bold">{t('home.about.title')}</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {facts.map((fact) => (
            <Card as="li" key={fact.id}>
              <p className="text-sm text-muted">{fact.label}</p>
              <p className="text-xl font-bold">{fact.value} {fact.unverified ? <UnverifiedBadge /> : null}</p>
              <SourceNote sources={fact.sources} asOf={fact.asOf} />
            </Card>
          ))}
        </ul>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
          <span className="sr-only">{t('home.about.more')}:</span>
          <Link to="/history" className="text-link underline">{t('page.history.title')}</Link>
          <Link to="/geography" className="text-link underline">{t('page.geography.title')}</Link>
          <Link to="/about" className="text-link underline">{t('page.about.title')}</Link>
        </p>
      </section>

      <section aria-labelledby="features-heading" className="mt-8">
        <h2 id="features-heading" className="mb-3 text-xl font-bold">{t('home.features.title')}</h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {([['book-open', 'home.features.guide'], ['messages-square', 'home.features.forum'], ['sparkles', 'home.features.assistant']] as const).map(([icon, key]) => (
            <Card as="li" key={key} className="flex gap-3">
              <Icon name={icon} className="size-6 shrink-0 text-primary" />
              <p>{t(key)}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="map-heading" className="mt-8">
        <h2 id="map-heading" className="mb-3 text-xl font-bold">{t('home.map.title')}</h2>
        {/* The upazila's point from Banglapedia and Wikipedia (content pack: facts). */}
        <UpazilaMap lat={mapPoint.lat} lng={mapPoint.lng} mapHtml={mapHtml} />
      </section>
    </>
  )
}
