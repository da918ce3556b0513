import { useLoaderData } from 'react-router'
import { initialsOf } from '#app/lib/initials'
import { Link } from '#app/components/ui/link'
import { Avatar } from '#app/components/ui/avatar'
import { Card, SourceNote, UnverifiedBadge, useAsOf } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { HeroActions } from '#app/features/heroes/components/hero-actions'
import { CategoryBadge } from '#app/features/heroes/components/category-badge'
import { heroViews } from '#app/features/heroes/views.server'
import { pluralKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/hero-profile'

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta({ matches, location }, 'page.heroProfile.title', {
    titleText: loaderData?.hero.name,
    // /hero/:heroId is an alias of /local-heroes/:heroId.
    canonical: loaderData ? `/local-heroes/${loaderData.hero.id}` : undefined,
  })

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { people } = await getGuide()
  const hero = heroViews(people, lang).find((h) => h.id === params.heroId)
  if (!hero) throw redirectWithToast(request, '/local-heroes', { title: 'heroes.toast.notFound', kind: 'error' })
  return { hero }
}

/** A hero's profile (/local-heroes/:heroId and /hero/:heroId): story, numbered achievements, information, links. */
export default function HeroProfile() {
  const { t, lang } = useI18n()
  const asOf = useAsOf()
  const { hero } = useLoaderData<typeof loader>()
  const usingSources = hero.links.every((url) => hero.sources.includes(url))
  return (
    <article id={hero.id}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/local-heroes" aria-label={t('heroes.profile.backLabel')}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-4 font-semibold hover:bg-surface-2">
          <Icon name="arrow-left" className="size-4" />
          {t('heroes.profile.back')}
        </Link>
        <HeroActions heroId={hero.id} name={hero.name} />
      </div>
      <div className="flex items-start gap-4">
        <Avatar name={hero.name} initials={initialsOf(hero.name)} size="lg" />
        <div className="min-w-0 flex-1">
          <PageHeader title={hero.name}>
            <p>{hero.title}</p>
            <div className="mt-2 flex flex-wrap gap-1">
              <CategoryBadge category={hero.category} label={hero.categoryLabel} />
              {hero.unverified ? <UnverifiedBadge /> : null}
            </div>
          </PageHeader>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="story">
            <h2 id="story" className="mb-2 text-xl font-bold">{t('heroes.profile.story')}</h2>
            <p className="leading-relaxed">{hero.story}</p>
            {hero.notes ? <p className="mt-2 text-sm text-muted"><Icon name="info" className="mr-1 inline size-4" />{hero.notes}</p> : null}
          </section>
          <section aria-labelledby="achievements">
            <h2 id="achievements" className="mb-2 text-xl font-bold">{t('heroes.profile.achievements')}</h2>
            <ol className="list-decimal space-y-2 pl-6 marker:font-bold marker:text-link">
              {hero.achievements.map((achievement) => <li key={achievement}>{achievement}</li>)}
            </ol>
          </section>
          <section aria-labelledby="links">
            <h2 id="links" className="mb-2 text-xl font-bold">{t('heroes.profile.links')}</h2>
            {usingSources ? <p className="mb-2 text-sm text-muted">{t('heroes.profile.sourcesAsLinks')}</p> : null}
            <ul className="flex flex-col gap-2">
              {hero.links.map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-2 text-link underline">
                    <Icon name="external-link" className="size-4 shrink-0" />
                    <span className="truncate">{hostOf(url)}</span>
                    <span className="sr-only">{t('content.opensNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-labelledby="info" className="lg:sticky lg:top-20 lg:self-start">
          <Card as="div">
            <h2 id="info" className="mb-3 flex items-center gap-2 text-lg font-bold"><Icon name="info" className="size-5" />{t('heroes.profile.info')}</h2>
            <dl className="flex flex-col gap-3 text-sm">
              <div><dt className="font-semibold text-muted">{t('heroes.profile.category')}</dt><dd>{hero.categoryLabel}</dd></div>
              {hero.yearsOfService ? (
                <div><dt className="font-semibold text-muted">{t('heroes.profile.years')}</dt>
                  <dd>{t(pluralKey(lang, 'heroes.yearsCount', hero.yearsOfService), { count: hero.yearsOfService })}</dd></div>
              ) : null}
              <div><dt className="font-semibold text-muted">{t('heroes.profile.featured')}</dt><dd>{asOf(hero.featuredDate)}</dd></div>
              <div><dt className="font-semibold text-muted">{t('heroes.profile.contact')}</dt><dd>{t('heroes.profile.contactNone')}</dd></div>
              <div><dt className="font-semibold text-muted">{t('people.connection')}</dt><dd>{hero.connection}</dd></div>
            </dl>
            <SourceNote sources={hero.sources} asOf={hero.asOf} />
            <div className="mt-2"><SuggestCorrectionLink collection="people" recordId={hero.id} /></div>
          </Card>
        </aside>
      </div>
    </article>
  )
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}
